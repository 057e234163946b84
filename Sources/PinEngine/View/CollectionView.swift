// A headless UICollectionView with the flow layout's vertical flow; nothing scrolls.

/// UICollectionViewDataSource.
public protocol CollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// UICollectionViewDelegate. Every method is optional.
public protocol CollectionViewDelegate: AnyObject {
    /// Called by `selectItem(at:)` (there are no touches). Default: nothing.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// UICollectionViewDelegateFlowLayout; every method optional.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? CollectionViewFlowLayout.defaultItemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
}

/// UICollectionViewLayout: the base of `CollectionViewFlowLayout` (the only layout the engine places).
open class CollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Asks the collection view for a new layout pass, which places every item again.
    open func invalidateLayout() {
        collectionView?.setNeedsReload()
    }
}

/// UICollectionViewFlowLayout, vertical.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's default item size, 50×50.
    public static let defaultItemSize = Size(width: 50, height: 50)

    /// UICollectionViewFlowLayout.SectionInsetReference: what `sectionInset` is measured from.
    public enum SectionInsetReference: Sendable {
        /// The collection view's `contentInset` (UIKit's default).
        case fromContentInset
        /// The collection view's safe area.
        case fromSafeArea
        /// The collection view's layout margins.
        case fromLayoutMargins
    }

    /// UICollectionView.ScrollDirection; only `.vertical` is laid out.
    public enum ScrollDirection: Sendable {
        case vertical, horizontal
    }

    public var itemSize = CollectionViewFlowLayout.defaultItemSize {
        didSet { invalidateLayout() }
    }
    public var minimumLineSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    public var minimumInteritemSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { invalidateLayout() }
    }
    /// Stored only: the engine flows vertically.
    public var scrollDirection = ScrollDirection.vertical

    public override init() {}
}

/// A headless UICollectionView.
open class CollectionView: ScrollView {
    public final var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            setNeedsReload()
        }
    }

    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    public weak var delegate: CollectionViewDelegate? {
        didSet { setNeedsReload() }
    }

    /// Whether the next pass asks the data source again; the geometry of the last reload.
    private var needsReload = true
    private var loadedGeometry: (width: Double, reference: EdgeInsets)?

    private var cellFactories: [String: (String) -> CollectionViewCell] = [:]
    private var reusableCells: [String: [CollectionViewCell]] = [:]
    private var items: [[CollectionViewCell]] = []

    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Registers a cell class: `dequeueReusableCell` creates it with `init(frame: .zero)`.
    public final func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellFactories[identifier] = { cellClass.init(reusableWithIdentifier: $0) }
    }

    /// A reused cell, else a new one of the registered class; unregistered traps, as in UIKit.
    public final func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let factory = cellFactories[identifier] else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return factory(identifier)
    }

    /// Asks the data source again in the next layout pass.
    public final func reloadData() {
        setNeedsReload()
    }

    final func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    public final var numberOfSections: Int { items.count }

    public final func numberOfItems(inSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    /// The cells of the last pass, in order.
    public final var visibleCells: [CollectionViewCell] { items.flatMap { $0 } }

    public final func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Tells the delegate, as a tap would (there is no selection state).
    public final func selectItem(at indexPath: IndexPath) {
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// As UIKit does, keeps the cells at rest unless the data, the layout, the width or the section
    /// inset reference changed; then reuses the cells and flows each section as
    /// UICollectionViewFlowLayout does (leftover width spread between a line's items, one item
    /// centered, items centered vertically) and sets `contentSize`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let flowLayout = collectionViewLayout as? CollectionViewFlowLayout
        let reference = sectionInsetReferenceInsets(flowLayout)
        if !needsReload, let loaded = loadedGeometry, loaded.width == bounds.width, loaded.reference == reference { return }
        needsReload = false
        loadedGeometry = (bounds.width, reference)
        defer { needsLayout = false }  // adding its own items does not call for another pass
        enqueueVisibleCellsForReuse()
        let flowDelegate = delegate as? CollectionViewDelegateFlowLayout
        let width = bounds.width
        var y = 0.0
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<Swift.max(sectionCount, 0) {
            guard let dataSource else { break }
            let flowed = flowSection(section, dataSource: dataSource, flowLayout: flowLayout, flowDelegate: flowDelegate,
                                     reference: reference, width: width, top: y)
            y = flowed.bottom
            items.append(flowed.cells)
        }
        contentSize = Size(width: width, height: y)
    }

    /// The insets the sections are measured from (UICollectionViewFlowLayout's `sectionInsetReference`).
    private func sectionInsetReferenceInsets(_ flowLayout: CollectionViewFlowLayout?) -> EdgeInsets {
        switch flowLayout?.sectionInsetReference ?? .fromContentInset {
        case .fromContentInset: contentInset
        case .fromSafeArea: safeAreaInsets
        case .fromLayoutMargins: layoutMargins
        }
    }

    /// Takes the last pass's cells out of the view and keeps them for `dequeueReusableCell`.
    private func enqueueVisibleCellsForReuse() {
        for cell in items.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        }
        items = []
    }

    /// One section's cells flowed into lines from `top`, and the bottom of the section with its insets.
    private func flowSection(_ section: Int, dataSource: CollectionViewDataSource, flowLayout: CollectionViewFlowLayout?,
                             flowDelegate: CollectionViewDelegateFlowLayout?, reference: EdgeInsets, width: Double,
                             top: Double) -> (cells: [CollectionViewCell], bottom: Double) {
        let layout = collectionViewLayout
        let inset = flowDelegate?.collectionView(self, layout: layout, insetForSectionAt: section)
            ?? flowLayout?.sectionInset ?? .zero
        let lineSpacing = flowDelegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? flowLayout?.minimumLineSpacing ?? 10
        let interitemSpacing = flowDelegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? flowLayout?.minimumInteritemSpacing ?? 10
        let left = reference.left + inset.left
        let available = width - left - reference.right - inset.right
        var y = top + inset.top
        var line: [(cell: CollectionViewCell, size: Size)] = []
        var lineWidth = 0.0
        var sectionCells: [CollectionViewCell] = []
        var isFirstLine = true
        func flushLine() {
            guard !line.isEmpty else { return }
            if !isFirstLine { y += lineSpacing }
            isFirstLine = false
            y += placeLine(line, top: y, left: left, available: available, interitemSpacing: interitemSpacing)
            line = []
            lineWidth = 0
        }
        let itemCount = dataSource.collectionView(self, numberOfItemsInSection: section)
        for item in 0..<Swift.max(itemCount, 0) {
            let indexPath = IndexPath(item: item, section: section)
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            let size = flowDelegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath)
                ?? flowLayout?.itemSize ?? CollectionViewFlowLayout.defaultItemSize
            let needed = line.isEmpty ? size.width : lineWidth + interitemSpacing + size.width
            if !line.isEmpty && needed > available { flushLine() }
            lineWidth = line.isEmpty ? size.width : lineWidth + interitemSpacing + size.width
            line.append((cell, size))
            sectionCells.append(cell)
        }
        flushLine()
        return (sectionCells, y + inset.bottom)
    }

    /// Places one line's cells at `top`, the leftover width spread between them, and returns its height.
    private func placeLine(_ line: [(cell: CollectionViewCell, size: Size)], top y: Double, left: Double, available: Double,
                           interitemSpacing: Double) -> Double {
        let lineHeight = line.map(\.size.height).max() ?? 0
        let itemsWidth = line.map(\.size.width).reduce(0, +)
        let gap = line.count > 1 ? Swift.max((available - itemsWidth) / Double(line.count - 1), interitemSpacing) : 0
        var x = line.count > 1 ? left : left + (available - itemsWidth) / 2
        for (cell, size) in line {
            if cell.superview !== self { addSubview(cell) }
            cell.frame = Rect(x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
            x += size.width + gap
        }
        return lineHeight
    }
}
