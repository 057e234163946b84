// Headless table and collection view cells: plain views with a `contentView` subview, so that cell
// layout code (`contentView.addSubview`, `contentView.pin...`) ports unchanged. `TableView` and
// `CollectionView` (TableView.swift, CollectionView.swift) create, reuse, size and place them; cells
// can also be created and sized directly.
// A table cell starts at UIKit's 320×44 (`init(style:reuseIdentifier:)`, content view included: see
// `TableViewCell.defaultFrame`); collection cells and table headers/footers start with the frame
// they are given (zero for `init()`). The content view is created with the cell's bounds and, in the
// cell's `layoutSubviews()`, set to them again (UIKit resizes it with the cell: autoresizing for collection cells, the cell's layout
// pass for table cells), so a subclass calling `super.layoutSubviews()` first finds it filling the cell.

/// The text view of a built-in cell style (UILabel, headless): its `text`, nothing drawn or measured.
public final class CellLabel: View {
    public var text: String?
}

/// A headless UICollectionViewCell.
open class CollectionViewCell: View {
    /// The view cell content is added to, filling the cell.
    public let contentView: View

    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Sets `contentView` to the cell's bounds.
    open override func layoutSubviews() {
        contentView.frame = bounds
    }

    /// The reuse identifier the cell was dequeued with (`CollectionView.register`), nil otherwise.
    public internal(set) final var reuseIdentifier: String?

    /// How `CollectionView` creates a registered cell: `init(frame: .zero)`. Required and
    /// convenience, so that a subclass overriding `init(frame:)` inherits it.
    public required convenience init(reusableWithIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`. The default does nothing.
    open func prepareForReuse() {}
}

/// A headless UITableViewCell.
open class TableViewCell: View {
    /// UITableViewCell's styles; only stored (they choose built-in subviews this engine does not have).
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The view cell content is added to, filling the cell.
    public let contentView: View
    /// The style given at creation.
    public let style: CellStyle
    /// The reuse identifier given at creation.
    public let reuseIdentifier: String?

    /// The frame UIKit gives a cell made with `init(style:reuseIdentifier:)`, before a table view
    /// sizes it: 320×44, whatever the screen, with a content view of the same size (public reports:
    /// infinitered/rmq#300, "UITableViewCell.alloc.initWithStyle(...).frame" is 320×44 on every
    /// simulator; rdar://18290376, the content view of a fresh cell is {{0, 0}, {320, 44}}). A
    /// template cell measured before it is placed therefore sees a 320-point readable area.
    public static let defaultFrame = Rect(x: 0, y: 0, width: 320, height: 44)

    /// The designated initializer, as UITableViewCell's: the cell starts at `defaultFrame`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = View(frame: Rect(origin: .zero, size: TableViewCell.defaultFrame.size))
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: TableViewCell.defaultFrame)
        addSubview(contentView)
    }

    /// A `.default` cell without a reuse identifier, at `defaultFrame` (320×44), as UIKit's
    /// `UITableViewCell()`: a template cell made this way and measured before it is placed sees a
    /// 320×44 cell, with its layout margins and readable area. A convenience initializer, inherited
    /// by subclasses that override `init(style:reuseIdentifier:)`.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A `.default` cell without a reuse identifier, with `frame` (its content view keeps
    /// `defaultFrame`'s size until the cell's layout pass). A convenience initializer, so that a
    /// subclass overriding `init(style:reuseIdentifier:)` inherits it and `init()`.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The label of UIKit's built-in styles (UITableViewCell's `textLabel`), created on first use
    /// and added to `contentView`. It holds text and measures nothing (text is rendering); the
    /// cell's pass gives it the content view's height and the width inside the cell's layout margins.
    public final var textLabel: CellLabel? {
        if let label = storedTextLabel { return label }
        let label = CellLabel()
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    private final var storedTextLabel: CellLabel?

    /// Sets `contentView` to the cell's bounds (and places `textLabel`, once used).
    open override func layoutSubviews() {
        contentView.frame = bounds
        if let label = storedTextLabel {
            let margins = layoutMargins
            label.frame = Rect(x: margins.left, y: 0, width: Swift.max(bounds.width - margins.left - margins.right, 0),
                               height: bounds.height)
        }
    }

    /// How `TableView` creates a registered cell: `init(style: .default, reuseIdentifier:)`.
    /// Required and convenience, so that a subclass overriding `init(style:reuseIdentifier:)`
    /// inherits it (Swift cannot call a non-required initializer through a class value).
    public required convenience init(reusableWithIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`. The default does nothing.
    open func prepareForReuse() {}
}

/// A headless UITableViewHeaderFooterView.
open class TableViewHeaderFooterView: View {
    /// The view header content is added to, filling the header.
    public let contentView: View
    /// The reuse identifier given at creation.
    public let reuseIdentifier: String?

    /// The designated initializer, as UITableViewHeaderFooterView's. The header starts with a zero
    /// frame (no public source was found giving it another starting size; the table view sizes it).
    public init(reuseIdentifier: String?) {
        contentView = View(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header without a reuse identifier, with `frame`. A convenience initializer, so that a
    /// subclass overriding `init(reuseIdentifier:)` inherits it and `init()`.
    public override convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Sets `contentView` to the header's bounds.
    open override func layoutSubviews() {
        contentView.frame = bounds
    }

    /// How `TableView` creates a registered header or footer: `init(reuseIdentifier:)`. Required
    /// and convenience, so that a subclass overriding `init(reuseIdentifier:)` inherits it.
    public required convenience init(reusableWithIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is handed out again by `dequeueReusableHeaderFooterView`.
    open func prepareForReuse() {}
}
