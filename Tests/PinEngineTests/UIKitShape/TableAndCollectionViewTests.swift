// The headless TableView and CollectionView: data source, registration and reuse, and the layout
// pass that sizes and places cells, headers and footers.
import XCTest
@testable import PinEngine

/// XCTest imports Foundation, which has an `IndexPath` too: the module's own declaration wins.
typealias IndexPath = PinEngine.IndexPath

/// A cell 10 points tall per line of `lines`, measured with `sizeThatFits`.
private final class LinesCell: TableViewCell {
    var lines = 1
    var reuses = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: Double(lines) * 10)
    }
    override func prepareForReuse() {
        reuses += 1
    }
}

private final class Header: TableViewHeaderFooterView {
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }
}

private final class TableSource: TableViewDataSource, TableViewDelegate {
    var rowCounts = [3, 1]
    var fixedRowHeight: Double?
    var cellsAsked = 0

    func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "lines", for: indexPath) as! LinesCell
        cell.lines = indexPath.row + 1
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        fixedRowHeight ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 25 }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        section == 0 ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") : nil
    }
}

private final class HouseLikeCell: CollectionViewCell {
    override init(frame: Rect) {
        super.init(frame: frame)
    }
}

private final class CollectionSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sizes: [Size] = []
    var cellsAsked = 0
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellsAsked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "house", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size {
        sizes[indexPath.item]
    }
}

final class TableAndCollectionViewTests: PinTestCase {
    // MARK: TableView

    /// A table 500 points tall of `LinesCell` rows and `Header` headers, `source` its data source and delegate.
    private func linesTable(width: Double, source: TableSource) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 500))
        table.register(LinesCell.self, forCellReuseIdentifier: "lines")
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        return table
    }

    func testRowsAreMeasuredAndStackedUnderTheirHeaders() throws {
        let source = TableSource()
        let table = linesTable(width: 300, source: source)
        table.tableFooterView = View()
        table.layoutIfNeeded()

        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 300, height: 25))
        XCTAssertEqual(header.contentView.frame, Rect(x: 0, y: 0, width: 300, height: 25), "laid out in the same pass")
        XCTAssertNil(table.headerView(forSection: 1))
        XCTAssertEqual(table.visibleCells.map(\.frame), [
            Rect(x: 0, y: 25, width: 300, height: 10),
            Rect(x: 0, y: 35, width: 300, height: 20),
            Rect(x: 0, y: 55, width: 300, height: 30),
            Rect(x: 0, y: 85, width: 300, height: 10),   // section 1 has no header
        ])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), Rect(x: 0, y: 35, width: 300, height: 20))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame,
                       Rect(x: 0, y: 0, width: 300, height: 30))
        XCTAssertEqual(table.tableFooterView?.frame, Rect(x: 0, y: 95, width: 300, height: 0))
        XCTAssertEqual(table.contentSize, Size(width: 300, height: 95))
    }

    func testReloadReusesTheCellsOfThePreviousPass() throws {
        let source = TableSource()
        source.fixedRowHeight = 44
        let table = linesTable(width: 200, source: source)
        table.layoutIfNeeded()
        let first = table.visibleCells
        XCTAssertEqual(first.count, 4)
        XCTAssertEqual(first.map(\.frame.height), [44, 44, 44, 44])

        source.rowCounts = [2]
        table.reloadData()
        table.layoutIfNeeded()
        let second = table.visibleCells
        XCTAssertEqual(second.count, 2)
        XCTAssertTrue(second.allSatisfy { cell in first.contains { $0 === cell } }, "reused, not new")
        XCTAssertEqual(second.compactMap { ($0 as? LinesCell)?.reuses }, [1, 1])
        XCTAssertEqual(table.subviews.filter { $0 is TableViewCell }.count, 2, "the others left the table")
        XCTAssertEqual(second.first?.reuseIdentifier, "lines")
    }

    /// A table at rest keeps its cells from pass to pass (giving them back and asking again would
    /// re-mark it for layout, so it would never settle); a reload or a resize asks again.
    func testATableKeepsItsCellsAtRestUntilReloadedOrResized() {
        let source = TableSource()
        let table = linesTable(width: 300, source: source)
        table.layoutIfNeeded()
        XCTAssertFalse(table.isLayoutPending, "settled after one pass")
        let cells = table.visibleCells
        let frames = cells.map(\.frame)
        XCTAssertEqual(source.cellsAsked, 4)

        table.setNeedsLayout()
        table.layoutIfNeeded()
        XCTAssertEqual(source.cellsAsked, 4, "the data source is not asked again")
        XCTAssertTrue(zip(table.visibleCells, cells).allSatisfy { $0 === $1 }, "each row keeps its cell")
        XCTAssertEqual(table.visibleCells.map(\.frame), frames)

        table.frame = Rect(x: 0, y: 0, width: 200, height: 500)
        table.layoutIfNeeded()
        XCTAssertEqual(source.cellsAsked, 8, "a new width is a new layout of the rows")
        XCTAssertEqual(table.visibleCells.first?.frame.width, 200)
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(source.cellsAsked, 12)
    }

    func testATableWithoutADelegateUsesItsRowHeight() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            }
        }
        let source = Source()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        table.rowHeight = 30
        table.dataSource = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map(\.frame), [Rect(x: 0, y: 0, width: 100, height: 30),
                                                         Rect(x: 0, y: 30, width: 100, height: 30)])
    }

    // MARK: CollectionView

    func testItemsFlowIntoLinesAsAFlowLayoutPlacesThem() {
        let source = CollectionSource()
        source.sizes = [Size(width: 100, height: 40), Size(width: 100, height: 20), Size(width: 150, height: 30),
                        Size(width: 60, height: 60)]
        let layout = CollectionViewFlowLayout()
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(HouseLikeCell.self, forCellWithReuseIdentifier: "house")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        // 280 points wide: 100 + 10 + 100 fit, 150 more do not. The two are justified (80 points
        // between them) and centered vertically in their 40-point line; 150 + 10 + 60 fit on line 2.
        XCTAssertEqual(collection.visibleCells.map(\.frame), [
            Rect(x: 10, y: 5, width: 100, height: 40),
            Rect(x: 190, y: 15, width: 100, height: 20),
            Rect(x: 10, y: 68, width: 150, height: 30),
            Rect(x: 230, y: 53, width: 60, height: 60),
        ])
        XCTAssertEqual(collection.contentSize, Size(width: 300, height: 118))
        XCTAssertTrue(layout.collectionView === collection)
    }

    func testACollectionKeepsItsCellsAtRestUntilReloaded() {
        let source = CollectionSource()
        source.sizes = [Size(width: 100, height: 40), Size(width: 100, height: 20)]
        let layout = CollectionViewFlowLayout()
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(HouseLikeCell.self, forCellWithReuseIdentifier: "house")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        XCTAssertFalse(collection.isLayoutPending, "settled after one pass")
        let cells = collection.visibleCells
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        XCTAssertEqual(source.cellsAsked, 2, "the data source is not asked again")
        XCTAssertTrue(zip(collection.visibleCells, cells).allSatisfy { $0 === $1 })
        layout.minimumInteritemSpacing = 20
        collection.layoutIfNeeded()
        XCTAssertEqual(source.cellsAsked, 4, "a changed layout places the items again")
    }

    func testALoneItemIsCenteredAndSafeAreaInsetsCanBeTheReference() {
        let source = CollectionSource()
        source.sizes = [Size(width: 100, height: 10)]
        let layout = CollectionViewFlowLayout()
        layout.sectionInsetReference = .fromSafeArea
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collection.safeAreaInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        collection.register(HouseLikeCell.self, forCellWithReuseIdentifier: "house")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.visibleCells.first?.frame, Rect(x: 120, y: 0, width: 100, height: 10))
        XCTAssertEqual(collection.visibleCells.first?.contentView.frame, Rect(x: 0, y: 0, width: 100, height: 10))
    }
}
