import XCTest
@testable import PinEngine

/// ScrollView's stored scrolling geometry and the cells' content views.
final class ContainerViewTests: PinTestCase {
    func testAScrollViewKeepsItsContentOffsetAndSizeWhenLaidOut() {
        // PinLayout's UIScrollViewSpec: laying the scroll view out keeps its contentOffset.
        let root = View(frame: Rect(0, 0, 400, 400))
        let scrollView = ScrollView(frame: Rect(0, 0, 100, 100))
        root.addSubview(scrollView)
        scrollView.contentOffset = Point(x: 30, y: 30)
        scrollView.contentSize = Size(width: 400, height: 900)
        scrollView.pin.all()
        XCTAssertEqual(scrollView.frame, Rect(0, 0, 400, 400))
        XCTAssertEqual(scrollView.contentOffset, Point(x: 30, y: 30))
        XCTAssertEqual(scrollView.contentSize, Size(width: 400, height: 900))
        XCTAssertEqual(scrollView.contentInset, .zero)
    }

    func testACollectionCellsContentViewStartsWithAndFollowsItsBounds() {
        let cell = CollectionViewCell(frame: Rect(10, 20, 300, 200))
        XCTAssertTrue(cell.contentView.superview === cell)
        XCTAssertEqual(cell.contentView.frame, Rect(0, 0, 300, 200))
        cell.frame = Rect(10, 20, 320, 100)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, Rect(0, 0, 320, 100))
    }

    func testTableCellsAndHeadersFillTheirContentViewInTheirPass() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "cell")
        XCTAssertEqual(cell.reuseIdentifier, "cell")
        XCTAssertEqual(cell.style, .subtitle)
        XCTAssertEqual(cell.frame, Rect(0, 0, 320, 44), "UIKit's starting frame")
        XCTAssertEqual(cell.contentView.frame, Rect(0, 0, 320, 44))
        cell.frame = Rect(0, 0, 375, 60)
        XCTAssertEqual(cell.contentView.frame, Rect(0, 0, 320, 44), "set in the cell's pass")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, Rect(0, 0, 375, 60))

        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        XCTAssertEqual(header.frame, .zero)
        XCTAssertTrue(header.contentView.superview === header)
        header.frame = Rect(0, 0, 320, 50)
        header.layoutIfNeeded()
        XCTAssertEqual(header.contentView.frame, Rect(0, 0, 320, 50))
    }
}
