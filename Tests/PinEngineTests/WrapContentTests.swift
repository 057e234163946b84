// Follows PinLayout's Tests/Common/WrapContentSpec.swift (fixture geometry and expected frames).
import XCTest
@testable import PinEngine

/// wrapContent(): sizes a view to the union of its subviews (plus padding) and moves the subviews so
/// that the union starts at the padding; runs when the method is called.
final class WrapContentTests: SpecTreeTestCase {
    private var child1: BasicView!
    private var child2: BasicView!
    private var child3: BasicView!

    override class var treeFrames: TreeFrames {
        TreeFrames(
            rootView: Rect(0, 100, 400, 400),
            aView: Rect(20, 10, 200, 100)
        )
    }

    override func setUp() {
        super.setUp()
        child1 = addView(to: aView)
        child2 = addView(to: aView)
        child3 = addView(to: aView)
    }

    override func tearDown() {
        child1 = nil
        child2 = nil
        child3 = nil
        super.tearDown()
    }

    /// The three children side by side on one row, as most upstream cases place them.
    private func placeChildrenInARow(thirdY: Double = 120) {
        child1.frame = Rect(160, 120, 100, 40)
        child2.frame = Rect(260, 120, 60, 60)
        child3.frame = Rect(360, thirdY, 60, 60)
    }

    private func assertChildren(_ first: Rect, _ second: Rect, _ third: Rect,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(child1.frame, first, "child1", file: file, line: line)
        XCTAssertEqual(child2.frame, second, "child2", file: file, line: line)
        XCTAssertEqual(child3.frame, third, "child3", file: file, line: line)
    }

    // MARK: Wrap types

    func testWrapAllSizesToTheChildrenAndMovesThemToTheOrigin() {
        placeChildrenInARow()
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 60))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 0, 60, 60), Rect(200, 0, 60, 60))
        assertNoWarning()
    }

    func testExplicitAllIsTheDefault() {
        placeChildrenInARow()
        aView.pin.wrapContent(.all)
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 60))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 0, 60, 60), Rect(200, 0, 60, 60))
    }

    func testHorizontalThenVerticalWrapEqualsWrapAll() {
        placeChildrenInARow()
        aView.pin.wrapContent(.horizontally)
        aView.pin.wrapContent(.vertically)
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 60))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 0, 60, 60), Rect(200, 0, 60, 60))
    }

    func testWrapHorizontallyLeavesTheHeightAndVerticalPositionsAlone() {
        placeChildrenInARow()
        aView.pin.wrapContent(.horizontally)
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 100))
        assertChildren(Rect(0, 120, 100, 40), Rect(100, 120, 60, 60), Rect(200, 120, 60, 60))
    }

    func testWrapVerticallyLeavesTheWidthAndHorizontalPositionsAlone() {
        placeChildrenInARow()
        aView.pin.wrapContent(.vertically)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 60))
        assertChildren(Rect(160, 0, 100, 40), Rect(260, 0, 60, 60), Rect(360, 0, 60, 60))
    }

    func testOverlappingChildrenKeepTheirRelativeOffsets() {
        child1.frame = Rect(160, 120, 100, 40)
        child2.frame = Rect(180, 140, 60, 60)
        child3.frame = Rect(220, 180, 60, 60)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 120, 120))
        assertChildren(Rect(0, 0, 100, 40), Rect(20, 20, 60, 60), Rect(60, 60, 60, 60))
    }

    // MARK: Degenerate children

    func testZeroSizeChildrenContributeTheirOrigins() {
        child1.frame = Rect(160, 120, 0, 0)
        child2.frame = Rect(180, 140, 0, 0)
        child3.frame = Rect(220, 180, 0, 0)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 60, 60))
        assertChildren(Rect(0, 0, 0, 0), Rect(20, 20, 0, 0), Rect(60, 60, 0, 0))
    }

    func testChildrenAtNegativePositionsAreIncluded() {
        child1.frame = Rect(-40, -40, 100, 40)
        child2.frame = Rect(350, 120, 60, 60)
        child3.frame = Rect(350, -100, 60, 60)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 450, 280))
        assertChildren(Rect(0, 60, 100, 40), Rect(390, 220, 60, 60), Rect(390, 0, 60, 60))
    }

    func testChildWithANegativeStoredSizeIsMeasuredStandardized() {
        // (100, 50, -40, -20) covers x 60...100, y 30...50; the frame is moved as stored.
        child1.frame = Rect(100, 50, -40, -20)
        child2.frame = Rect(100, 50, 10, 10)
        child3.frame = Rect(90, 40, 10, 10)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 50, 30))
        XCTAssertEqual(child1.frame.standardized, Rect(0, 0, 40, 20))
        XCTAssertEqual(child2.frame, Rect(40, 20, 10, 10))
        XCTAssertEqual(child3.frame, Rect(30, 10, 10, 10))
    }

    func testNoSubviewsIsANoOp() {
        let empty = BasicView(frame: Rect(5, 6, 70, 80))
        rootView.addSubview(empty)
        empty.pin.wrapContent(padding: 10)
        XCTAssertEqual(empty.frame, Rect(5, 6, 70, 80))
        assertNoWarning()
    }

    func testChildrenAlreadyAtThePaddingAreNotTouched() {
        // No offset: the children keep their unrounded frames; only the wrapped view is rounded.
        child1.frame = Rect(0, 0, 10.3, 10)
        child2.frame = Rect(10.3, 0, 10, 10.1)
        child3.frame = Rect(5, 5, 5, 5)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 20.5, 10.5))
        assertChildren(Rect(0, 0, 10.3, 10), Rect(10.3, 0, 10, 10.1), Rect(5, 5, 5, 5))
    }

    func testMovedChildrenArePixelRounded() {
        // dx = -0.25 at scale 2: 20.3 - 0.25 = 20.05 → 20; sizes round up.
        child1.frame = Rect(0.25, 0, 10, 10)
        child2.frame = Rect(20.3, 0, 10.2, 10)
        child3.frame = Rect(5, 5, 5, 5)
        aView.pin.wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 30.5, 10))
        assertChildren(Rect(0, 0, 10, 10), Rect(20, 0, 10.5, 10), Rect(5, 5, 5, 5))
    }

    // MARK: Padding

    func testUniformPaddingSurroundsTheChildren() {
        placeChildrenInARow()
        aView.pin.wrapContent(padding: 10)
        XCTAssertEqual(aView.frame, Rect(20, 10, 280, 80))
        assertChildren(Rect(10, 10, 100, 40), Rect(110, 10, 60, 60), Rect(210, 10, 60, 60))
    }

    func testWrappedSizeIsKnownToTheRestOfTheStatement() {
        placeChildrenInARow()
        aView.pin.wrapContent(padding: 10).center()
        XCTAssertEqual(aView.frame, Rect(60, 160, 280, 80))
        assertChildren(Rect(10, 10, 100, 40), Rect(110, 10, 60, 60), Rect(210, 10, 60, 60))
    }

    func testOneAxisWithUniformPadding() {
        placeChildrenInARow()
        aView.pin.wrapContent(.horizontally, padding: 10)
        XCTAssertEqual(aView.frame, Rect(20, 10, 280, 100))
        assertChildren(Rect(10, 120, 100, 40), Rect(110, 120, 60, 60), Rect(210, 120, 60, 60))

        aView.frame = Rect(20, 10, 200, 100)
        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(.vertically, padding: 10)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 100))
        assertChildren(Rect(160, 10, 100, 40), Rect(260, 10, 60, 60), Rect(360, 30, 60, 60))
    }

    func testNegativeUniformPaddingShrinksAndOverlapsTheEdges() {
        placeChildrenInARow(thirdY: 160)
        aView.pin.wrapContent(.horizontally, padding: -10)
        XCTAssertEqual(aView.frame, Rect(20, 10, 240, 100))
        assertChildren(Rect(-10, 120, 100, 40), Rect(90, 120, 60, 60), Rect(190, 160, 60, 60))

        aView.frame = Rect(20, 10, 200, 100)
        placeChildrenInARow(thirdY: 160)
        aView.pin.wrapContent(.vertically, padding: -10)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 80))
        assertChildren(Rect(160, -10, 100, 40), Rect(260, -10, 60, 60), Rect(360, 30, 60, 60))
    }

    func testEdgeInsetsPaddingForEachWrapType() {
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(padding: padding)
        XCTAssertEqual(aView.frame, Rect(20, 10, 320, 120))
        assertChildren(Rect(20, 10, 100, 40), Rect(120, 10, 60, 60), Rect(220, 30, 60, 60))

        aView.frame = Rect(20, 10, 200, 100)
        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(.all, padding: padding)
        XCTAssertEqual(aView.frame, Rect(20, 10, 320, 120))

        aView.frame = Rect(20, 10, 200, 100)
        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(.horizontally, padding: padding)
        XCTAssertEqual(aView.frame, Rect(20, 10, 320, 100))
        assertChildren(Rect(20, 120, 100, 40), Rect(120, 120, 60, 60), Rect(220, 140, 60, 60))

        aView.frame = Rect(20, 10, 200, 100)
        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(.vertically, padding: padding)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 120))
        assertChildren(Rect(160, 10, 100, 40), Rect(260, 10, 60, 60), Rect(360, 30, 60, 60))
    }

    func testNegativeEdgeInsetsPadding() {
        placeChildrenInARow(thirdY: 140)
        aView.pin.wrapContent(.all, padding: EdgeInsets(top: -10, left: -20, bottom: -30, right: -40))
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 40))
        assertChildren(Rect(-20, -10, 100, 40), Rect(80, -10, 60, 60), Rect(180, 10, 60, 60))
    }

    func testPaddingThatMakesTheSizeNegativeLeavesTheSizeButStillMovesChildren() {
        // Content width 260 - 400 < 0: the width is not set; the children still move by -160 - 200.
        placeChildrenInARow()
        aView.pin.wrapContent(.horizontally, padding: -200)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 100))
        assertChildren(Rect(-200, 120, 100, 40), Rect(-100, 120, 60, 60), Rect(0, 120, 60, 60))
        assertNoWarning()
    }

    // MARK: Interaction with the rest of the statement

    func testMinAndMaxSizesClampTheWrappedSize() {
        child1.frame = Rect(160, 120, 100, 40)
        child2.frame = Rect(260, 130, 60, 60)
        child3.frame = Rect(360, 140, 60, 60)
        aView.pin.wrapContent().maxWidth(200).maxHeight(50)
        XCTAssertEqual(aView.frame, Rect(20, 10, 200, 50))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 10, 60, 60), Rect(200, 20, 60, 60))

        aView.frame = Rect(20, 10, 200, 100)
        child1.frame = Rect(160, 120, 100, 40)
        child2.frame = Rect(260, 130, 60, 60)
        child3.frame = Rect(360, 140, 60, 60)
        aView.pin.wrapContent().minWidth(300).minHeight(100)
        XCTAssertEqual(aView.frame, Rect(20, 10, 300, 100))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 10, 60, 60), Rect(200, 20, 60, 60))
    }

    func testAWidthSetBeforeWrapContentWinsButChildrenStillMove() {
        placeChildrenInARow()
        aView.pin.width(100).wrapContent()
        XCTAssertEqual(aView.frame, Rect(20, 10, 100, 60))
        assertChildren(Rect(0, 0, 100, 40), Rect(100, 0, 60, 60), Rect(200, 0, 60, 60))
        assertLastWarning(contains: ["PinLayout Conflict: wrapContent() won't be applied since it value has already been set to 100."])
    }

    func testAWidthSetAfterWrapContentConflicts() {
        placeChildrenInARow()
        aView.pin.wrapContent().width(100)
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 60))
        assertLastWarning(contains: ["width(100.0) won't be applied since it value has already been set to 260."])
    }

    func testChildrenMoveWhenTheMethodIsCalledNotWhenTheStatementEnds() {
        placeChildrenInARow()
        do {
            let builder = aView.pin.wrapContent()
            assertChildren(Rect(0, 0, 100, 40), Rect(100, 0, 60, 60), Rect(200, 0, 60, 60))
            XCTAssertEqual(aView.frame, Rect(20, 10, 200, 100), "the wrapped view itself waits for the statement")
            builder.layout()
        }
        XCTAssertEqual(aView.frame, Rect(20, 10, 260, 60))
    }

    // MARK: Upstream's arithmetic, bit for bit

    /// Upstream computes the bounding rect as `subviews.reduce(first) { $0.union($1) }`: the first
    /// rect is unioned with itself, and (y + h) - y is not always h. At scale 3 a child at y = 1/3 with
    /// h = 2/3 gives 0.6666666666666667 where h is 0.6666666666666666; once the child has moved to
    /// y = 0, a second, vertical wrap measures 0.6666666666666666 and conflicts, as upstream warns.
    func testTheFirstRectIsUnionedWithItselfAsUpstreamDoes() {
        _pinlayoutSetUnitTest(scale: 3)
        defer { _pinlayoutSetUnitTest(scale: nil) }
        child2.removeFromSuperview()
        child3.removeFromSuperview()
        child1.frame = Rect(0, 1.0 / 3, 100, 2.0 / 3)
        aView.pin.wrapContent().wrapContent(.vertically)
        XCTAssertEqual(child1.frame, Rect(0, 0, 100, 2.0 / 3))
        XCTAssertEqual(Pin.warningCount, 1)
        // Upstream's text has no closing parenthesis after the wrap type.
        assertLastWarning(contains: ["PinLayout Conflict: wrapContent(.vertically won't be applied since it value has already been set to 0.6666666666666667."])
    }
}
