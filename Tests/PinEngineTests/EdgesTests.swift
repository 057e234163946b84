// Follows PinLayout's Tests/Common/PinEdgesSpec.swift (edges relative to the superview).
import XCTest
@testable import PinEngine

final class EdgesTests: SpecTreeTestCase {
    // container (zero frame)
    //  └ rootView (0, 0, 400, 400)
    //     ├ aView (140, 100, 200, 100)
    //     └ bView (160, 120, 110, 80)
    //        └ bViewChild (40, 10, 60, 20)
    override class var treeFrames: TreeFrames {
        TreeFrames(
            aView: Rect(140, 100, 200, 100),
            bView: Rect(160, 120, 110, 80),
            bViewChild: Rect(40, 10, 60, 20)
        )
    }

    /// A view with no superview, as upstream's `PView(frame: (10, 10, 10, 10))`.
    private func makeUnattachedView() -> View {
        View(frame: Rect(10, 10, 10, 10))
    }

    // MARK: top

    func testTopWithoutValueEqualsTopZero() {
        aView.pin.top()
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 100))
        let defaultFrame = aView.frame

        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.top(0)
        XCTAssertEqual(aView.frame, defaultFrame)
        assertNoWarning()
    }

    func testTopOffsetMovesOnlyTheTopKeepingTheSize() {
        aView.pin.top(20)
        XCTAssertEqual(aView.frame, Rect(140, 20, 200, 100))
        aView.pin.top(-20)
        XCTAssertEqual(aView.frame, Rect(140, -20, 200, 100))
    }

    func testTopAndBottomStretchTheHeight() {
        aView.pin.top(20).bottom()
        XCTAssertEqual(aView.frame, Rect(140, 20, 200, 380))
        aView.pin.top(-20).bottom()
        XCTAssertEqual(aView.frame, Rect(140, -20, 200, 420))
    }

    func testTopPercentIsAShareOfTheSuperviewHeight() {
        aView.pin.top(20%)
        XCTAssertEqual(aView.frame, Rect(140, 80, 200, 100))
        aView.pin.top(-20%)
        XCTAssertEqual(aView.frame, Rect(140, -80, 200, 100))
    }

    func testTopInsetsUseOnlyTheTopInset() {
        aView.pin.top(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(140, 10, 200, 100))
    }

    // MARK: left

    func testLeftWithoutValueEqualsLeftZero() {
        aView.pin.left()
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        let defaultFrame = aView.frame

        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.left(0)
        XCTAssertEqual(aView.frame, defaultFrame)
    }

    func testNegativeLeftMovesTheViewOutsideItsSuperview() {
        aView.pin.left(-20)
        XCTAssertEqual(aView.frame, Rect(-20, 100, 200, 100))
        aView.pin.left(-20).right()
        XCTAssertEqual(aView.frame, Rect(-20, 100, 420, 100))
    }

    func testLeftPercentIsAShareOfTheSuperviewWidth() {
        aView.pin.left(20%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 200, 100))
        aView.pin.left(20%).right()
        XCTAssertEqual(aView.frame, Rect(80, 100, 320, 100))
    }

    func testNegativeLeftPercent() {
        aView.pin.left(-20%)
        XCTAssertEqual(aView.frame, Rect(-80, 100, 200, 100))
        aView.pin.left(-20%).right()
        XCTAssertEqual(aView.frame, Rect(-80, 100, 480, 100))
    }

    func testPercentLiteralsOfEveryNumericTypeAgree() {
        aView.pin.left(20.0%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 200, 100))
        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.left(Float(20)%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 200, 100))
        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.left(12.5%)
        XCTAssertEqual(aView.frame, Rect(50, 100, 200, 100))
    }

    func testLeftInsetsUseOnlyTheLeftInset() {
        aView.pin.left(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(20, 100, 200, 100))
    }

    // MARK: bottom

    func testBottomWithoutValueSitsOnTheSuperviewBottom() {
        aView.pin.bottom()
        XCTAssertEqual(aView.frame, Rect(140, 300, 200, 100))
        let defaultFrame = aView.frame

        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.bottom(0)
        XCTAssertEqual(aView.frame, defaultFrame)
    }

    func testBottomOffsetIsMeasuredFromTheSuperviewBottom() {
        aView.pin.bottom(-20)
        XCTAssertEqual(aView.frame, Rect(140, 320, 200, 100))
        aView.pin.top().bottom(-20)
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 420))
    }

    func testBottomPercent() {
        aView.pin.bottom(20%)
        XCTAssertEqual(aView.frame, Rect(140, 220, 200, 100))
        aView.pin.top().bottom(20%)
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 320))
    }

    func testNegativeBottomPercent() {
        aView.pin.bottom(-20%)
        XCTAssertEqual(aView.frame, Rect(140, 380, 200, 100))
        aView.pin.top().bottom(-20%)
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 480))
    }

    func testBottomInsetsUseOnlyTheBottomInset() {
        aView.pin.bottom(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(140, 270, 200, 100))
    }

    // MARK: right

    func testRightWithoutValueSitsOnTheSuperviewRight() {
        aView.pin.right()
        XCTAssertEqual(aView.frame, Rect(200, 100, 200, 100))
        let defaultFrame = aView.frame

        aView.frame = Rect(140, 100, 200, 100)
        aView.pin.right(0)
        XCTAssertEqual(aView.frame, defaultFrame)
    }

    func testRightOffsetIsMeasuredFromTheSuperviewRight() {
        aView.pin.right(-20)
        XCTAssertEqual(aView.frame, Rect(220, 100, 200, 100))
        aView.pin.left().right(-20)
        XCTAssertEqual(aView.frame, Rect(0, 100, 420, 100))
    }

    func testRightPercent() {
        aView.pin.right(20%)
        XCTAssertEqual(aView.frame, Rect(120, 100, 200, 100))
        aView.pin.left().right(20%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 320, 100))
    }

    func testNegativeRightPercent() {
        aView.pin.right(-20%)
        XCTAssertEqual(aView.frame, Rect(280, 100, 200, 100))
        aView.pin.left().right(-20%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 480, 100))
    }

    func testRightInsetsUseOnlyTheRightInset() {
        aView.pin.right(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(160, 100, 200, 100))
    }

    // MARK: hCenter / vCenter

    func testHCenterCentersOnTheSuperviewWithAnOptionalOffset() {
        aView.pin.hCenter()
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 100))
        aView.pin.hCenter(0)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 100))
        aView.pin.hCenter(-20)
        XCTAssertEqual(aView.frame, Rect(80, 100, 200, 100))
    }

    func testHCenterPercentOffsetsFromTheSuperviewCenter() {
        aView.pin.hCenter(40%)
        XCTAssertEqual(aView.frame, Rect(260, 100, 200, 100))
        aView.pin.hCenter(-20%)
        XCTAssertEqual(aView.frame, Rect(20, 100, 200, 100))
    }

    func testHCenterAfterLeftIsRejectedWithAConflict() {
        aView.pin.left().hCenter(-20)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        assertLastWarning(contains: ["hCenter(-20)", "won't be applied", "conflicts", "left: 0"])
    }

    func testHCenterAfterRightIsRejectedWithAConflict() {
        aView.pin.right(10).hCenter()
        XCTAssertEqual(aView.frame, Rect(190, 100, 200, 100))
        assertLastWarning(contains: ["hCenter()", "won't be applied", "\n right: 390"])
    }

    func testLeftAndRightAfterHCenterConflictWithTheCenter() {
        aView.pin.hCenter().left(10)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 100))
        assertLastWarning(contains: ["PinLayout Conflict: left(10) won't be applied",
                                     "already set properties:\n Horizontal Center: 200"])
        Pin.lastWarningText = nil
        aView.pin.hCenter(10).right(10)
        XCTAssertEqual(aView.frame, Rect(110, 100, 200, 100))
        assertLastWarning(contains: ["right(10) won't be applied", "Horizontal Center: 210"])
    }

    func testVCenterCentersOnTheSuperviewWithAnOptionalOffset() {
        aView.pin.vCenter()
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 100))
        aView.pin.vCenter(0)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 100))
        aView.pin.vCenter(-20)
        XCTAssertEqual(aView.frame, Rect(140, 130, 200, 100))
    }

    func testVCenterPercentOffsetsFromTheSuperviewCenter() {
        aView.pin.vCenter(20%)
        XCTAssertEqual(aView.frame, Rect(140, 230, 200, 100))
        aView.pin.vCenter(-20%)
        XCTAssertEqual(aView.frame, Rect(140, 70, 200, 100))
    }

    func testVCenterAfterTopIsRejectedWithAConflict() {
        aView.pin.top().vCenter(-20)
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 100))
        assertLastWarning(contains: ["vCenter(-20)", "won't be applied", "top"])
        Pin.lastWarningText = nil
        aView.pin.top().vCenter(-20%)
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 100))
        assertLastWarning(contains: ["vCenter(-20%)", "won't be applied", "\n top: 0"])
    }

    func testTopAndBottomAfterVCenterConflictWithTheCenter() {
        aView.pin.vCenter().top(10)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 100))
        assertLastWarning(contains: ["top(10) won't be applied", "Vertical Center: 200"])
        Pin.lastWarningText = nil
        aView.pin.bottom(5).vCenter()
        XCTAssertEqual(aView.frame, Rect(140, 295, 200, 100))
        assertLastWarning(contains: ["vCenter() won't be applied", "\n bottom: 395"])
    }

    func testHCenterToAnotherViewsEdges() {
        bView.pin.hCenter(to: aView.edge.left)
        XCTAssertEqual(bView.frame, Rect(85, 120, 110, 80))
        bView.pin.hCenter(to: aView.edge.hCenter)
        XCTAssertEqual(bView.frame, Rect(185, 120, 110, 80))
        bView.pin.hCenter(to: aView.edge.right)
        XCTAssertEqual(bView.frame, Rect(285, 120, 110, 80))
    }

    func testVCenterToAnotherViewsEdges() {
        bView.pin.vCenter(to: aView.edge.top)
        XCTAssertEqual(bView.frame, Rect(160, 60, 110, 80))
        bView.pin.vCenter(to: aView.edge.vCenter)
        XCTAssertEqual(bView.frame, Rect(160, 110, 110, 80))
        bView.pin.vCenter(to: aView.edge.bottom)
        XCTAssertEqual(bView.frame, Rect(160, 160, 110, 80))
    }

    func testVCenterToTheEdgeOfTheParentsSibling() {
        // aView's middle (y 150 in rootView) is y 30 in bView.
        bViewChild.pin.vCenter(to: aView.edge.vCenter)
        XCTAssertEqual(bViewChild.frame, Rect(40, 20, 60, 20))
    }

    // MARK: First value wins

    func testSettingAnEdgeTwiceWithTheSameValueIsSilent() {
        aView.pin.top(20).top(20).left(10%).left(40)
        XCTAssertEqual(aView.frame, Rect(40, 20, 200, 100))
        bView.pin.bottom(10).bottom(10).right(20%).right(80)
        XCTAssertEqual(bView.frame, Rect(210, 310, 110, 80))
        assertNoWarning()
    }

    func testSecondDifferentTopIsIgnoredWithAWarning() {
        aView.pin.top(20).top(30)
        XCTAssertEqual(aView.frame, Rect(140, 20, 200, 100))
        assertLastWarning(contains: ["PinLayout Conflict: top(30) won't be applied since it value has already been set to 20."])
    }

    func testAlreadySetBottomAndRightReportTheirOffsets() {
        aView.pin.bottom(10).bottom(20)
        XCTAssertEqual(aView.frame, Rect(140, 290, 200, 100))
        assertLastWarning(contains: ["bottom(20) won't be applied", "already been set to 10."])
        aView.pin.right(12.5).right(30%)
        XCTAssertEqual(aView.frame, Rect(187.5, 290, 200, 100))
        assertLastWarning(contains: ["right(30%) won't be applied", "already been set to 12.5."])
    }

    // MARK: all / horizontally / vertically

    func testAllFillsTheSuperview() {
        aView.pin.all()
        XCTAssertEqual(aView.frame, Rect(0, 0, 400, 400))
        aView.pin.all().margin(10)
        XCTAssertEqual(aView.frame, Rect(10, 10, 380, 380))
        aView.pin.all(10)
        XCTAssertEqual(aView.frame, Rect(10, 10, 380, 380))
        assertNoWarning()
    }

    func testAllInANestedViewUsesItsOwnSuperview() {
        bViewChild.pin.all()
        XCTAssertEqual(bViewChild.frame, Rect(0, 0, 110, 80))
        bViewChild.pin.all().margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(10, 10, 90, 60))
        bViewChild.pin.all(10)
        XCTAssertEqual(bViewChild.frame, Rect(10, 10, 90, 60))
    }

    func testAllWithInsetsUsesEachInset() {
        aView.pin.all(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(20, 10, 340, 360))
    }

    func testAllWarnsForEachEdgeAlreadySet() {
        aView.pin.top(20).all()
        assertLastWarning(contains: ["all() top coordinate", "won't be applied", "already been set to 20"])
        aView.pin.left(20).all()
        assertLastWarning(contains: ["all() left coordinate", "won't be applied", "already been set to 20"])
        aView.pin.right(20).all()
        assertLastWarning(contains: ["all() right coordinate", "won't be applied", "already been set to 20"])
        aView.pin.bottom(20).all(5)
        assertLastWarning(contains: ["all(5) bottom coordinate", "won't be applied", "already been set to 20"])
        XCTAssertEqual(Pin.warningCount, 4)
    }

    func testAllSetsTopBottomLeftRightInThatOrder() {
        // Two conflicts in one statement: the left one is reported last because all() sets the
        // bottom before the left.
        aView.pin.left(1).bottom(1).all()
        XCTAssertEqual(Pin.warningCount, 2)
        assertLastWarning(contains: ["all() left coordinate", "already been set to 1"])
        XCTAssertEqual(aView.frame, Rect(1, 0, 399, 399))
    }

    func testInsetsWarningContextsNameTheInsetsAsUpstream() {
        // PinLayout interpolates the UIEdgeInsets value itself in these contexts, and spells out
        // `UIEdgeInsets(...)` for top/left/bottom/right(insets); the engine's insetsDescription
        // reproduces that text, so every insets context should read the same.
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let text = "UIEdgeInsets(top: 10.0, left: 20.0, bottom: 30.0, right: 40.0)"
        aView.pin.top(1).top(insets)
        assertLastWarning(contains: ["top(\(text) won't be applied"])
        aView.pin.top(1).all(insets)
        assertLastWarning(contains: ["all(\(text)) top coordinate won't be applied"])
        aView.pin.left(1).horizontally(insets)
        assertLastWarning(contains: ["horizontally(\(text)) left coordinate won't be applied"])
        aView.pin.bottom(1).vertically(insets)
        assertLastWarning(contains: ["vertically(\(text)) bottom coordinate won't be applied"])
    }

    func testAllKeepsTheEdgeSetFirst() {
        aView.pin.top(20).all()
        XCTAssertEqual(aView.frame, Rect(0, 20, 400, 380))
    }

    func testHorizontallyPinsLeftAndRight() {
        aView.pin.horizontally()
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 100))
        aView.pin.horizontally().margin(10)
        XCTAssertEqual(aView.frame, Rect(10, 100, 380, 100))
        aView.pin.horizontally(10)
        XCTAssertEqual(aView.frame, Rect(10, 100, 380, 100))
        aView.pin.horizontally(10%)
        XCTAssertEqual(aView.frame, Rect(40, 100, 320, 100))
        aView.pin.horizontally(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(20, 100, 340, 100))
    }

    func testHorizontallyInANestedView() {
        bViewChild.pin.horizontally()
        XCTAssertEqual(bViewChild.frame, Rect(0, 10, 110, 20))
        bViewChild.pin.horizontally().margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(10, 10, 90, 20))
        bViewChild.pin.horizontally(10)
        XCTAssertEqual(bViewChild.frame, Rect(10, 10, 90, 20))
        bViewChild.pin.horizontally(10%)
        XCTAssertEqual(bViewChild.frame, Rect(11, 10, 88, 20))
    }

    func testHorizontallyWarnsWhenLeftOrRightIsAlreadySet() {
        aView.pin.left(20).horizontally()
        assertLastWarning(contains: ["horizontally() left coordinate", "won't be applied", "already been set to 20"])
        aView.pin.right(20).horizontally()
        assertLastWarning(contains: ["horizontally() right coordinate", "won't be applied", "already been set to 20"])
        aView.pin.left(10).horizontally(20)
        assertLastWarning(contains: ["horizontally(20) left coordinate", "won't be applied", "already been set to 10"])
        aView.pin.right(10).horizontally(20)
        assertLastWarning(contains: ["horizontally(20) right coordinate", "won't be applied", "already been set to 10"])
        aView.pin.left(10).horizontally(10%)
        assertLastWarning(contains: ["horizontally(10%) left coordinate", "won't be applied", "already been set to 10"])
        aView.pin.right(10).horizontally(10%)
        assertLastWarning(contains: ["horizontally(10%) right coordinate", "won't be applied", "already been set to 10"])
        XCTAssertEqual(Pin.warningCount, 6)
    }

    func testVerticallyPinsTopAndBottom() {
        aView.pin.vertically()
        XCTAssertEqual(aView.frame, Rect(140, 0, 200, 400))
        aView.pin.vertically().margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 10, 200, 380))
        aView.pin.vertically(10)
        XCTAssertEqual(aView.frame, Rect(140, 10, 200, 380))
        aView.pin.vertically(10%)
        XCTAssertEqual(aView.frame, Rect(140, 40, 200, 320))
        aView.pin.vertically(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(140, 10, 200, 360))
    }

    func testVerticallyInANestedView() {
        bViewChild.pin.vertically()
        XCTAssertEqual(bViewChild.frame, Rect(40, 0, 60, 80))
        bViewChild.pin.vertically().margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(40, 10, 60, 60))
    }

    func testVerticallyWarnsWhenTopOrBottomIsAlreadySet() {
        aView.pin.top(20).vertically()
        assertLastWarning(contains: ["vertically() top coordinate", "won't be applied", "already been set to 20"])
        aView.pin.bottom(20).vertically()
        assertLastWarning(contains: ["vertically() bottom coordinate", "won't be applied", "already been set to 20"])
        aView.pin.top(10).vertically(20)
        assertLastWarning(contains: ["vertically(20) top coordinate", "won't be applied", "already been set to 10"])
        aView.pin.bottom(10).vertically(20)
        assertLastWarning(contains: ["vertically(20) bottom coordinate", "won't be applied", "already been set to 10"])
        aView.pin.top(10).vertically(10%)
        assertLastWarning(contains: ["vertically(10%) top coordinate", "won't be applied", "already been set to 10"])
        aView.pin.bottom(10).vertically(10%)
        assertLastWarning(contains: ["vertically(10%) bottom coordinate", "won't be applied", "already been set to 10"])
        XCTAssertEqual(Pin.warningCount, 6)
    }

    // MARK: Without a superview

    func testPercentEdgesAndCentersNeedASuperviewAndStaySilent() {
        let unattached = makeUnattachedView()
        unattached.pin.top(20%)
        unattached.pin.left(20%)
        unattached.pin.left(20.0%)
        unattached.pin.bottom(20%)
        unattached.pin.right(20%)
        unattached.pin.hCenter(20%)
        unattached.pin.vCenter(20%)
        unattached.pin.horizontally(10%)
        unattached.pin.vertically(10%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        assertNoWarning()
    }

    func testBottomRightAndCentersNeedASuperviewAndStaySilent() {
        let unattached = makeUnattachedView()
        unattached.pin.bottom(20)
        unattached.pin.right(20)
        unattached.pin.bottom(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        unattached.pin.right(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        unattached.pin.hCenter()
        unattached.pin.vCenter(5)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        assertNoWarning()
    }

    func testTopAndLeftValuesWorkWithoutASuperview() {
        let unattached = makeUnattachedView()
        unattached.pin.top(20).left(EdgeInsets(top: 1, left: 5, bottom: 3, right: 4))
        XCTAssertEqual(unattached.frame, Rect(5, 20, 10, 10))
        assertNoWarning()
    }

    func testAllWithoutASuperviewAppliesOnlyTopAndLeft() {
        let unattached = makeUnattachedView()
        unattached.pin.all(5)
        XCTAssertEqual(unattached.frame, Rect(5, 5, 10, 10))
        unattached.pin.horizontally(7).vertically(8)
        XCTAssertEqual(unattached.frame, Rect(7, 8, 10, 10))
        assertNoWarning()
    }

    // MARK: [not upstream] invalid coordinates

    func testNonFiniteCoordinateIsRejectedWithAWarning() {
        // Documented engine difference: PinLayout would store NaN and produce a NaN frame.
        aView.pin.top(.nan).left(.infinity)
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 100))
        assertLastWarning(contains: ["left(inf) won't be applied", "the left coordinate (inf) must be a finite number."])
        XCTAssertEqual(Pin.warningCount, 2)
    }
}
