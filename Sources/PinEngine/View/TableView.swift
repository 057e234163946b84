// A headless UITableView stacking headers, rows and footers; nothing scrolls.

/// A row in a section, as `IndexPath`; with Foundation, typealias it to `PinEngine.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The row, under UICollectionView's name.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

/// UITableViewDataSource: what the table shows.
public protocol TableViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// UITableViewDelegate: sizes, headers and footers, selection. Every method is optional.
public protocol TableViewDelegate: AnyObject {
    /// Default `tableView.rowHeight`; `TableView.automaticDimension` asks the cell's `sizeThatFits`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Default `tableView.sectionHeaderHeight`; `automaticDimension` asks the header's `sizeThatFits`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// Default `tableView.sectionFooterHeight`; `automaticDimension` asks the footer's `sizeThatFits`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// Default nil: no header.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// Default nil: no footer.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Called by `selectRow(at:)` (there are no touches). Default: nothing.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A headless UITableView (plain style).
open class TableView: ScrollView {
    /// UITableView.automaticDimension: the view's own `sizeThatFits` height.
    public static let automaticDimension: Double = -1

    /// UITableView.Style; only stored (grouped insets and backgrounds are drawing).
    public enum Style: Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style

    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    public weak var delegate: TableViewDelegate? {
        didSet { setNeedsReload() }
    }

    /// The row height when the delegate gives none (UIKit's default: `automaticDimension`).
    public final var rowHeight = TableView.automaticDimension
    /// Stored only: without scrolling, every row is measured.
    public final var estimatedRowHeight = TableView.automaticDimension
    /// Section header and footer heights without a delegate (default `automaticDimension`).
    public final var sectionHeaderHeight = TableView.automaticDimension
    public final var sectionFooterHeight = TableView.automaticDimension

    /// A view above the first section, full width, keeping its own height.
    public final var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, full width, keeping its own height.
    public final var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    private var cellFactories: [String: (String) -> TableViewCell] = [:]
    private var headerFooterFactories: [String: (String) -> TableViewHeaderFooterView] = [:]
    private var reusableCells: [String: [TableViewCell]] = [:]
    private var reusableHeaderFooters: [String: [TableViewHeaderFooterView]] = [:]
    private var rows: [[TableViewCell]] = []
    private var sectionHeaders: [Int: View] = [:]
    private var sectionFooters: [Int: View] = [:]
    private var rowRects: [[Rect]] = []
    /// Whether the next pass asks the data source again; the width of the last reload.
    private var needsReload = true
    private var loadedWidth: Double?

    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Registration and reuse

    /// Registers a cell class: `dequeueReusableCell` creates it with `init(style: .default, reuseIdentifier:)`.
    public final func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellFactories[identifier] = { cellClass.init(reusableWithIdentifier: $0) }
    }

    /// Registers a header/footer class: created with `init(reuseIdentifier:)`.
    public final func register(_ aClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterFactories[identifier] = { aClass.init(reusableWithIdentifier: $0) }
    }

    /// A reused cell, else a new registered one, else nil.
    public final func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellFactories[identifier]?(identifier)
    }

    /// As above for a registered identifier; unregistered traps, as in UIKit.
    public final func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return cell
    }

    /// A header or footer given back by the last pass, else a new one of the registered class, else nil.
    public final func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterFactories[identifier]?(identifier)
    }

    // MARK: Data

    /// Asks the data source again in the next layout pass.
    public final func reloadData() {
        setNeedsReload()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    public final var numberOfSections: Int { rows.count }

    public final func numberOfRows(inSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The cells of the last pass, in order.
    public final var visibleCells: [TableViewCell] { rows.flatMap { $0 } }

    public final func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    /// The row's rect in the table's coordinates, from the last pass (zero for an unknown row).
    public final func rectForRow(at indexPath: IndexPath) -> Rect {
        guard rowRects.indices.contains(indexPath.section), rowRects[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return rowRects[indexPath.section][indexPath.row]
    }

    public final func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionHeaders[section] as? TableViewHeaderFooterView
    }

    public final func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionFooters[section] as? TableViewHeaderFooterView
    }

    /// Tells the delegate, as a tap would (there is no selection state).
    public final func selectRow(at indexPath: IndexPath) {
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Accepted and ignored (there is no selection state).
    public final func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    // MARK: Layout

    /// As UIKit does, keeps the cells unless the data or width changed; then stacks headers, rows and
    /// footers at full width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard needsReload || loadedWidth != bounds.width else { return }
        needsReload = false
        loadedWidth = bounds.width
        defer { needsLayout = false }  // adding its own rows does not call for another pass
        recycle()
        let width = bounds.width
        var y = 0.0
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: y, width: width, height: header.frame.height)
            y += header.frame.height
        }
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<Swift.max(sectionCount, 0) {
            if let header = delegate?.tableView(self, viewForHeaderInSection: section) {
                let height = resolvedHeight(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                                            of: header, width: width)
                place(header, y: &y, width: width, height: height)
                sectionHeaders[section] = header
            }
            var sectionCells: [TableViewCell] = []
            var sectionRects: [Rect] = []
            let rowCount = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            for row in 0..<Swift.max(rowCount, 0) {
                guard let dataSource else { break }
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                let height = resolvedHeight(delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight,
                                            of: cell, width: width)
                sectionRects.append(Rect(x: 0, y: y, width: width, height: height))
                place(cell, y: &y, width: width, height: height)
                sectionCells.append(cell)
            }
            rows.append(sectionCells)
            rowRects.append(sectionRects)
            if let footer = delegate?.tableView(self, viewForFooterInSection: section) {
                let height = resolvedHeight(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                                            of: footer, width: width)
                place(footer, y: &y, width: width, height: height)
                sectionFooters[section] = footer
            }
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        contentSize = Size(width: width, height: y)
    }

    /// A height as given, or, for `automaticDimension` (any negative value), the view's own.
    private func resolvedHeight(_ height: Double, of view: View, width: Double) -> Double {
        guard height < 0 else { return height }
        return Swift.max(view.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height, 0)
    }

    private func place(_ view: View, y: inout Double, width: Double, height: Double) {
        if view.superview !== self { addSubview(view) }
        view.frame = Rect(x: 0, y: y, width: width, height: height)
        y += height
    }

    /// Takes the last pass's cells, headers and footers out of the table, into the reuse pools.
    private func recycle() {
        for cell in rows.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        }
        for view in Array(sectionHeaders.values) + Array(sectionFooters.values) {
            view.removeFromSuperview()
            if let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                reusableHeaderFooters[identifier, default: []].append(reusable)
            }
        }
        rows = []
        rowRects = []
        sectionHeaders = [:]
        sectionFooters = [:]
    }

    private func replaceAccessory(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsReload()
    }
}
