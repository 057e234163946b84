// Headless table and collection cells with a `contentView`; a table cell starts at UIKit's 320×44.

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

    /// How `CollectionView` creates a registered cell; required and convenience, so inherited.
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

    /// UIKit's frame for a new cell: 320×44 (infinitered/rmq#300, rdar://18290376).
    public static let defaultFrame = Rect(x: 0, y: 0, width: 320, height: 44)

    /// The designated initializer, as UITableViewCell's: the cell starts at `defaultFrame`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = View(frame: Rect(origin: .zero, size: TableViewCell.defaultFrame.size))
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: TableViewCell.defaultFrame)
        addSubview(contentView)
    }

    /// A `.default` cell at `defaultFrame`, as `UITableViewCell()`.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A `.default` cell with `frame`; a convenience initializer, so subclasses inherit it and
    /// `init()`.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// UITableViewCell's `textLabel`, sized by the cell inside its layout margins.
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

    /// How `TableView` creates a registered cell: required and convenience, so that subclasses inherit
    /// it.
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

    /// UITableViewHeaderFooterView's initializer; starts with a zero frame.
    public init(reuseIdentifier: String?) {
        contentView = View(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header with `frame`; a convenience initializer, so subclasses inherit it.
    public override convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Sets `contentView` to the header's bounds.
    open override func layoutSubviews() {
        contentView.frame = bounds
    }

    /// How `TableView` creates a registered header or footer; required, so inherited.
    public required convenience init(reusableWithIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is handed out again by `dequeueReusableHeaderFooterView`.
    open func prepareForReuse() {}
}
