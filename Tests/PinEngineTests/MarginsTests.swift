// Follows PinLayout's Tests/Common/MarginsSpec.swift (fixture geometry and expected frames).
import XCTest
@testable import PinEngine

/// Margins: how each margin method shifts or shrinks the view depending on which edges, centers and
/// sizes are set, with and without `pinEdges()`; last call wins; negative margins; non-finite margins.
final class MarginsTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: Rect(140, 100, 200, 120)) }

    // MARK: A size alone

    func testMarginsAreIgnoredWhenOnlyASizeIsSet() {
        aView.pin.width(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 120))

        aView.pin.height(100).margin(2.5%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 100))
        assertNoWarning()
    }

    // MARK: One horizontal edge and a width

    func testLeftEdgeWithWidthIsMovedByTheLeftMarginOnly() {
        aView.pin.left(140).width(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 120))

        aView.pin.left(140).width(100).marginRight(10)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 120))

        aView.pin.left(140).width(100).marginHorizontal(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 120))
    }

    func testPinEdgesMakesMarginsShrinkTheWidthNextToALeftEdge() {
        aView.pin.left(140).width(100).pinEdges().margin(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 80, 120))

        aView.pin.left(140).width(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 90, 120))

        aView.pin.left(140).width(100).pinEdges().marginRight(10)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 120))
    }

    func testRightEdgeWithWidthIsMovedByTheRightMarginOnly() {
        aView.pin.right(140).width(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 120))

        aView.pin.right(140).width(100).marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(160, 100, 100, 120))

        aView.pin.right(140).width(100).marginRight(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 120))
    }

    func testPinEdgesMakesMarginsShrinkTheWidthNextToARightEdge() {
        aView.pin.right(140).width(100).pinEdges().marginHorizontal(10)
        XCTAssertEqual(aView.frame, Rect(170, 100, 80, 120))

        aView.pin.right(140).width(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(170, 100, 90, 120))

        aView.pin.right(140).width(100).pinEdges().marginRight(20)
        XCTAssertEqual(aView.frame, Rect(160, 100, 80, 120))
    }

    func testPercentHorizontalMarginsAreTakenFromTheSuperviewWidth() {
        // 2.5% and 5% of 400.
        aView.pin.left(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)
        XCTAssertEqual(aView.frame, Rect(150, 100, 80, 120))

        aView.pin.right(140).width(100).pinEdges().marginRight(5%)
        XCTAssertEqual(aView.frame, Rect(160, 100, 80, 120))

        aView.pin.right(140).width(100).marginLeft(2.5%)
        XCTAssertEqual(aView.frame, Rect(160, 100, 100, 120))
    }

    // MARK: Both horizontal edges

    func testMarginsShrinkTheSpanBetweenLeftAndRight() {
        aView.pin.left(140).right(160).margin(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 80, 120))

        aView.pin.left(140).right(160).marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 90, 120))

        aView.pin.left(140).right(160).marginRight(10)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 120))

        aView.pin.left(140).right(160).margin(5%)
        XCTAssertEqual(aView.frame, Rect(160, 100, 60, 120))
    }

    func testPinEdgesChangesNothingWhenBothEdgesOfAnAxisAreSet() {
        aView.pin.left(140).right(160).margin(10)
        let withoutPinEdges = aView.frame
        aView.frame = Rect(140, 100, 200, 120)
        aView.pin.left(140).right(160).pinEdges().margin(10)
        XCTAssertEqual(aView.frame, withoutPinEdges)
        assertNoWarning()
    }

    func testMarginsLargerThanTheSpanKeepTheCurrentWidth() {
        // Span 100, margins 200: the computed width (-100) is invalid, the current width (200) stays.
        aView.pin.left(140).right(160).margin(100)
        XCTAssertEqual(aView.frame, Rect(240, 100, 200, 120))
        assertNoWarning()
    }

    // MARK: Vertical axis

    func testTopEdgeWithHeightIsMovedByTheTopMarginOnly() {
        aView.pin.top(140).height(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 100))

        aView.pin.top(140).height(100).marginBottom(10)
        XCTAssertEqual(aView.frame, Rect(140, 140, 200, 100))

        aView.pin.top(140).height(100).marginVertical(2.5%)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 100))
    }

    func testPinEdgesMakesMarginsShrinkTheHeightNextToATopEdge() {
        aView.pin.top(140).height(100).pinEdges().marginVertical(10)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 80))

        aView.pin.top(140).height(100).pinEdges().marginBottom(10)
        XCTAssertEqual(aView.frame, Rect(140, 140, 200, 90))

        aView.pin.top(140).height(100).pinEdges().marginTop(5%)
        XCTAssertEqual(aView.frame, Rect(140, 160, 200, 80))
    }

    func testBottomEdgeWithHeightWithAndWithoutPinEdges() {
        aView.pin.bottom(260).height(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 30, 200, 100))

        aView.pin.bottom(260).height(100).marginTop(10)
        XCTAssertEqual(aView.frame, Rect(140, 40, 200, 100))

        aView.pin.bottom(260).height(100).pinEdges().margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 50, 200, 80))

        aView.pin.bottom(260).height(100).pinEdges().marginBottom(2.5%)
        XCTAssertEqual(aView.frame, Rect(140, 40, 200, 90))
    }

    func testMarginsShrinkTheSpanBetweenTopAndBottom() {
        aView.pin.top(140).bottom(160).marginTop(10)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 90))

        aView.pin.top(140).bottom(160).marginTop(10).marginBottom(2.5%)
        XCTAssertEqual(aView.frame, Rect(140, 150, 200, 80))

        aView.pin.top(140).bottom(160).pinEdges().marginTop(20).marginBottom(20)
        XCTAssertEqual(aView.frame, Rect(140, 160, 200, 60))
    }

    // MARK: Centers

    func testHorizontalCenterIsShiftedByLeftMinusRightMargin() {
        aView.pin.hCenter(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(200, 100, 200, 120))

        aView.pin.hCenter(100).marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(210, 100, 200, 120))

        aView.pin.hCenter(100).marginRight(2.5%)
        XCTAssertEqual(aView.frame, Rect(190, 100, 200, 120))

        aView.pin.hCenter(-100).margin(10)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 120))
    }

    func testPinEdgesTurnsHorizontalCenterAndWidthIntoEdgesThatMarginsShrink() {
        aView.pin.hCenter(100).width(100).pinEdges().margin(10)
        XCTAssertEqual(aView.frame, Rect(260, 100, 80, 120))

        aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(260, 100, 90, 120))

        aView.pin.hCenter(100).width(100).pinEdges().marginRight(2.5%)
        XCTAssertEqual(aView.frame, Rect(250, 100, 90, 120))
    }

    func testPinEdgesWithoutASizeLeavesACenteredViewAsItWas() {
        aView.pin.hCenter(100).margin(10)
        let withoutPinEdges = aView.frame
        aView.frame = Rect(140, 100, 200, 120)
        aView.pin.hCenter(100).pinEdges().margin(10)
        XCTAssertEqual(aView.frame, withoutPinEdges)
    }

    func testVerticalCenterIsShiftedByTopMinusBottomMargin() {
        aView.pin.vCenter(100).margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 240, 200, 120))

        aView.pin.vCenter(100).marginTop(10)
        XCTAssertEqual(aView.frame, Rect(140, 250, 200, 120))

        aView.pin.vCenter(100).marginBottom(2.5%)
        XCTAssertEqual(aView.frame, Rect(140, 230, 200, 120))

        aView.pin.vCenter(50%).margin(10)
        XCTAssertEqual(aView.frame, Rect(140, 340, 200, 120))
    }

    func testPinEdgesTurnsVerticalCenterAndHeightIntoEdgesThatMarginsShrink() {
        aView.pin.vCenter(100).height(100).pinEdges().marginTop(20).marginBottom(20)
        XCTAssertEqual(aView.frame, Rect(140, 270, 200, 60))

        aView.pin.vCenter(100).height(100).pinEdges().marginBottom(10)
        XCTAssertEqual(aView.frame, Rect(140, 250, 200, 90))
    }

    func testBothCentersWithPinEdgesOnlyConvertTheAxisThatHasASize() {
        // Only the width is known: the horizontal axis becomes edges, the vertical one stays a center.
        aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(10)
        XCTAssertEqual(aView.frame, Rect(250, 250, 100, 120))
    }

    // MARK: Multi-value forms

    func testEdgeInsetsMarginsApplyEachSide() {
        aView.pin.top().bottom().left().right().margin(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(aView.frame, Rect(20, 10, 340, 360))
    }

    func testDirectionalInsetsFollowTheLayoutDirection() {
        let insets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

        Pin.layoutDirection(.ltr)
        aView.pin.top().bottom().start().end().margin(insets)
        XCTAssertEqual(aView.frame, Rect(20, 10, 340, 360))

        Pin.layoutDirection(.rtl)
        aView.pin.top().bottom().start().end().margin(insets)
        XCTAssertEqual(aView.frame, Rect(40, 10, 340, 360))

        Pin.layoutDirection(.auto)
        aView.pin.top().bottom().start().end().margin(insets)
        XCTAssertEqual(aView.frame, Rect(20, 10, 340, 360), "a view without a direction reads left-to-right")

        aView.semanticLayoutDirection = .rightToLeft
        aView.pin.top().bottom().start().end().margin(insets)
        XCTAssertEqual(aView.frame, Rect(40, 10, 340, 360))
    }

    func testVerticalAndHorizontalMarginPair() {
        // Box: x 140...240, y 140...240.
        aView.pin.top(140).bottom(160).left(140).right(160).margin(10, 20)
        XCTAssertEqual(aView.frame, Rect(160, 150, 60, 80))

        aView.pin.top(140).bottom(160).left(140).right(160).margin(2.5%, 5%)
        XCTAssertEqual(aView.frame, Rect(160, 150, 60, 80))
    }

    func testTopHorizontalBottomMarginTriple() {
        aView.pin.top(140).bottom(160).left(140).right(160).margin(5, 20, 15)
        XCTAssertEqual(aView.frame, Rect(160, 145, 60, 80))

        aView.pin.top(140).bottom(160).left(140).right(160).margin(1.25%, 5%, 3.75%)
        XCTAssertEqual(aView.frame, Rect(160, 145, 60, 80))
    }

    func testTopLeftBottomRightMarginQuadruple() {
        aView.pin.top(140).bottom(160).left(140).right(160).margin(5, 10, 15, 20)
        XCTAssertEqual(aView.frame, Rect(150, 145, 70, 80))

        aView.pin.top(140).bottom(160).left(140).right(160).margin(1.25%, 2.5%, 3.75%, 5%)
        XCTAssertEqual(aView.frame, Rect(150, 145, 70, 80))
    }

    func testStartAndEndMarginsMapToLeftAndRightByDirection() {
        Pin.layoutDirection(.ltr)
        aView.pin.left(140).right(160).marginStart(10).marginEnd(20)
        XCTAssertEqual(aView.frame, Rect(150, 100, 70, 120))

        Pin.layoutDirection(.rtl)
        aView.pin.left(140).right(160).marginStart(10).marginEnd(20)
        XCTAssertEqual(aView.frame, Rect(160, 100, 70, 120))

        aView.pin.left(140).right(160).marginStart(2.5%).marginEnd(5%)
        XCTAssertEqual(aView.frame, Rect(160, 100, 70, 120))
    }

    // MARK: Assignment rules

    func testLastMarginCallWinsSilently() {
        aView.pin.left(140).right(160).margin(10).marginLeft(20)
        XCTAssertEqual(aView.frame, Rect(160, 100, 70, 120))

        aView.pin.left(140).right(160).marginLeft(20).margin(10)
        XCTAssertEqual(aView.frame, Rect(150, 100, 80, 120))

        aView.pin.top(140).height(100).marginTop(30).marginVertical(5%).marginTop(10)
        XCTAssertEqual(aView.frame, Rect(150, 150, 80, 100))
        assertNoWarning()
    }

    func testNegativeMarginsAreAllowed() {
        aView.pin.left(140).width(100).marginLeft(-10)
        XCTAssertEqual(aView.frame, Rect(130, 100, 100, 120))

        aView.pin.left(140).right(160).margin(-10)
        XCTAssertEqual(aView.frame, Rect(130, 100, 120, 120))

        aView.pin.top(140).bottom(160).marginVertical(-2.5%)
        XCTAssertEqual(aView.frame, Rect(130, 130, 120, 120))
        assertNoWarning()
    }

    func testPercentMarginsAreSkippedWithoutASuperview() {
        let orphan = BasicView(frame: Rect(5, 5, 50, 50))
        orphan.pin.left(10).top(20).marginLeft(10%).marginTop(4)
        XCTAssertEqual(orphan.frame, Rect(10, 24, 50, 50))
        assertNoWarning()
    }

    // MARK: Non-finite margins (engine-specific: PinLayout stores them and produces a NaN frame)

    func testNaNMarginWarnsAndKeepsThePreviousMargin() {
        aView.pin.left(140).width(100).marginLeft(10).marginLeft(.nan)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 120))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["marginLeft(nan)", "won't be applied", "the margin (nan) must be a finite number."])
    }

    func testInfiniteMarginsWarnAndAreIgnored() {
        aView.pin.top(140).bottom(160).marginTop(.infinity).marginBottom(-.infinity)
        XCTAssertEqual(aView.frame, Rect(140, 140, 200, 100))
        XCTAssertEqual(Pin.warningCount, 2)
        assertLastWarning(contains: ["marginBottom(-inf)", "won't be applied", "the margin (-inf) must be a finite number."])
    }

    func testNonFiniteValueInAMultiMarginCallOnlySkipsThatSide() {
        aView.pin.left(140).right(160).top(140).bottom(160).margin(EdgeInsets(top: .nan, left: 10, bottom: 5, right: .infinity))
        XCTAssertEqual(aView.frame, Rect(150, 140, 90, 95))
        XCTAssertEqual(Pin.warningCount, 2)
        assertLastWarning(contains: ["margin(", "won't be applied", "must be a finite number."])
    }

    func testInfinitePercentMarginWarnsAndIsIgnored() {
        aView.pin.left(140).width(100).marginLeft(Percent(.infinity))
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 120))
        assertLastWarning(contains: ["marginLeft(inf%)", "must be a finite number."])
    }
}
