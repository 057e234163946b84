// Follows PinLayout's MinMaxWidthHeightSpec.swift (min/max with sizeToFit are in SizeToFitTests).
import XCTest
@testable import PinEngine

private let aViewFrame = Rect(40, 100, 100, 60)

final class MinMaxSizeTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: aViewFrame) }

    /// Puts aView back at `frame` (the fixture frame by default) and forgets earlier warnings.
    private func resetAView(_ frame: Rect? = nil) {
        aView.frame = frame ?? aViewFrame
        Pin.lastWarningText = nil
        Pin.warningCount = 0
    }

    // MARK: minWidth

    func testMinWidthBelowTheCurrentWidthChangesNothing() {
        aView.pin.left().minWidth(50)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertNoWarning()
    }

    func testMinWidthGrowsANarrowerView() {
        resetAView(Rect(40, 100, 25, 60))
        aView.pin.left().minWidth(50)
        XCTAssertEqual(aView.frame, Rect(0, 100, 50, 60))

        resetAView(Rect(40, 100, 25, 60))
        aView.pin.left().minWidth(25%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
    }

    func testMinWidthOverridesASmallerExplicitWidth() {
        aView.pin.left().width(100).minWidth(150)
        XCTAssertEqual(aView.frame, Rect(0, 100, 150, 60))

        resetAView()
        aView.pin.left().width(100).minWidth(50)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
    }

    func testMinWidthOverridesTheWidthBetweenEdgesAndStartsAtTheLeftEdge() {
        aView.pin.left(100).right(100)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 60))

        resetAView()
        aView.pin.left(100).right(100).minWidth(250)
        XCTAssertEqual(aView.frame, Rect(100, 100, 250, 60))

        resetAView()
        aView.pin.left(100).right(100).marginLeft(100).minWidth(250)
        XCTAssertEqual(aView.frame, Rect(200, 100, 250, 60))

        resetAView()
        aView.pin.left(100).right(100).marginRight(100).minWidth(250)
        XCTAssertEqual(aView.frame, Rect(100, 100, 250, 60))

        resetAView()
        aView.pin.left().right().minWidth(500)
        XCTAssertEqual(aView.frame, Rect(0, 100, 500, 60))
    }

    func testMinWidthWithTheRightEdgeGrowsTowardsTheLeft() {
        aView.pin.right(100).minWidth(300)
        XCTAssertEqual(aView.frame, Rect(0, 100, 300, 60))
    }

    func testMinWidthWithHCenterStaysCentered() {
        aView.pin.hCenter().width(20).minWidth(250)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))
    }

    func testJustifyWithHCenterWarnsAndKeepsTheViewCentered() {
        aView.pin.hCenter().width(20).minWidth(250).justify(.left)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: justify(.left) won't be applied, justification is not applied when hCenter has been set. By default the view will be centered around the hCenter.")
    }

    func testMinWidthAloneKeepsTheOrigin() {
        aView.pin.minWidth(150)
        XCTAssertEqual(aView.frame, Rect(40, 100, 150, 60))
    }

    func testMinWidthRescuesANegativeComputedWidth() {
        // left 300 + right 300 leave -200 points; minWidth replaces them before the validity check.
        aView.pin.left(300).right(300).minWidth(50)
        XCTAssertEqual(aView.frame, Rect(300, 100, 50, 60))
    }

    // MARK: maxWidth

    func testMaxWidthAboveTheCurrentWidthChangesNothing() {
        aView.pin.left().maxWidth(150)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertNoWarning()
    }

    func testMaxWidthShrinksAWiderView() {
        resetAView(Rect(40, 100, 200, 60))
        aView.pin.left().maxWidth(150)
        XCTAssertEqual(aView.frame, Rect(0, 100, 150, 60))

        resetAView(Rect(40, 100, 200, 60))
        aView.pin.left().maxWidth(25%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
    }

    func testMaxWidthWithALeftMarginKeepsAnAllowedCurrentWidth() {
        aView.pin.left().maxWidth(150).marginLeft(50)
        XCTAssertEqual(aView.frame, Rect(50, 100, 100, 60))

        resetAView()
        aView.pin.left(0).maxWidth(250).marginLeft(100)
        XCTAssertEqual(aView.frame, Rect(100, 100, 100, 60))

        resetAView(Rect(40, 100, 300, 60))
        aView.pin.left(0).maxWidth(250).marginLeft(100)
        XCTAssertEqual(aView.frame, Rect(100, 100, 250, 60))
    }

    func testMaxWidthCapsAnExplicitWidth() {
        aView.pin.left().width(200).maxWidth(150)
        XCTAssertEqual(aView.frame, Rect(0, 100, 150, 60))

        resetAView()
        aView.pin.right().width(200).maxWidth(150)
        XCTAssertEqual(aView.frame, Rect(250, 100, 150, 60))

        resetAView()
        aView.pin.left(0).width(100%).maxWidth(250).marginLeft(100)
        XCTAssertEqual(aView.frame, Rect(100, 100, 250, 60))
    }

    func testMaxWidthCapsTheWidthBetweenEdges() {
        aView.pin.left().right().maxWidth(150)
        XCTAssertEqual(aView.frame, Rect(0, 100, 150, 60))

        resetAView()
        aView.pin.left(0).right(0).maxWidth(250).marginLeft(100)
        XCTAssertEqual(aView.frame, Rect(100, 100, 250, 60))

        resetAView()
        aView.pin.left(0).right(0).marginRight(100).maxWidth(250)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
    }

    func testMaxWidthBetweenEdgesFollowsJustify() {
        aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.left)
        XCTAssertEqual(aView.frame, Rect(20, 100, 250, 60))

        resetAView()
        aView.pin.left().right().maxWidth(250).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))

        resetAView()
        aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.center)
        XCTAssertEqual(aView.frame, Rect(85, 100, 250, 60))

        resetAView()
        aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))

        resetAView()
        aView.pin.left().right().marginLeft(20).marginRight(20).maxWidth(250).justify(.right)
        XCTAssertEqual(aView.frame, Rect(130, 100, 250, 60))
        assertNoWarning()
    }

    func testJustifyWithASingleHorizontalEdgeWarnsAndIsIgnored() {
        for justify in [HorizontalAlign.left, .center, .right] {
            resetAView()
            aView.pin.left().width(100%).maxWidth(250).justify(justify)
            XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
            XCTAssertEqual(Pin.lastWarningText,
                           "PinLayout Warning: justify(.\(justify)) won't be applied, the left and right coordinates must be set to justify the view horizontally.")

            resetAView()
            aView.pin.right().width(100%).maxWidth(250).justify(justify)
            XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))
            assertLastWarning(contains: ["justify(.\(justify))", "won't be applied", "left and right coordinates"])
        }
    }

    func testMaxWidthWithHCenterStaysCentered() {
        aView.pin.hCenter().width(100%).maxWidth(250)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))
    }

    // MARK: minHeight

    func testMinHeightBelowTheCurrentHeightChangesNothing() {
        aView.pin.top().minHeight(50)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 60))
        assertNoWarning()
    }

    func testMinHeightGrowsAShorterView() {
        resetAView(Rect(40, 100, 25, 30))
        aView.pin.top().minHeight(50)
        XCTAssertEqual(aView.frame, Rect(40, 0, 25, 50))

        resetAView(Rect(40, 100, 25, 30))
        aView.pin.top().minHeight(25%)
        XCTAssertEqual(aView.frame, Rect(40, 0, 25, 100))
    }

    func testMinHeightOverridesASmallerExplicitHeight() {
        aView.pin.top().height(100).minHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 150))

        resetAView()
        aView.pin.top().height(100).minHeight(50)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100))
    }

    func testMinHeightOverridesTheHeightBetweenEdgesAndStartsAtTheTopEdge() {
        aView.pin.top(100).bottom(100)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 200))

        resetAView()
        aView.pin.top(100).bottom(100).minHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 250))

        resetAView()
        aView.pin.top(100).bottom(100).marginTop(100).minHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 200, 100, 250))

        resetAView()
        aView.pin.top(100).bottom(100).marginBottom(100).minHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 250))

        resetAView()
        aView.pin.top().bottom().minHeight(500)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 500))
    }

    func testMinHeightWithTheBottomEdgeGrowsUpwards() {
        aView.pin.bottom(100).minHeight(300)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 300))
    }

    func testMinHeightWithVCenterStaysCentered() {
        aView.pin.vCenter().height(20).minHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 75, 100, 250))
    }

    func testAlignWithVCenterWarnsAndKeepsTheViewCentered() {
        aView.pin.vCenter().height(20).minHeight(250).align(.top)
        XCTAssertEqual(aView.frame, Rect(40, 75, 100, 250))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: align(.top) won't be applied, alignment is not applied when vCenter has been set. By default the view will be centered around the specified vCenter.")
    }

    // MARK: maxHeight

    func testMaxHeightAboveTheCurrentHeightChangesNothing() {
        aView.pin.top().maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 60))
        assertNoWarning()
    }

    func testMaxHeightShrinksATallerView() {
        resetAView(Rect(40, 100, 100, 200))
        aView.pin.top().maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 150))

        resetAView(Rect(40, 100, 100, 200))
        aView.pin.top().maxHeight(25%)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100))
    }

    func testMaxHeightWithATopMarginKeepsAnAllowedCurrentHeight() {
        aView.pin.top().maxHeight(150).marginTop(50)
        XCTAssertEqual(aView.frame, Rect(40, 50, 100, 60))

        resetAView()
        aView.pin.top(0).maxHeight(250).marginTop(100)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))

        resetAView(Rect(40, 100, 100, 300))
        aView.pin.top(0).maxHeight(250).marginTop(100)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 250))
    }

    func testMaxHeightCapsAnExplicitHeight() {
        aView.pin.top().height(200).maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 150))

        resetAView()
        aView.pin.bottom().height(200).maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 250, 100, 150))

        resetAView()
        aView.pin.top(0).height(100%).maxHeight(250).marginTop(100)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 250))
    }

    func testMaxHeightCapsTheHeightBetweenEdges() {
        aView.pin.top().bottom().maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 150))

        resetAView()
        aView.pin.top(0).bottom(0).maxHeight(250).marginTop(100)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 250))

        resetAView()
        aView.pin.top(0).bottom(0).marginBottom(100).maxHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 250))
    }

    func testMaxHeightBetweenEdgesFollowsAlign() {
        aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.top)
        XCTAssertEqual(aView.frame, Rect(40, 20, 100, 250))

        resetAView()
        aView.pin.top().bottom().maxHeight(250).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 75, 100, 250))

        resetAView()
        aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 85, 100, 250))

        resetAView()
        aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 150, 100, 250))

        resetAView()
        aView.pin.top().bottom().marginTop(20).marginBottom(20).maxHeight(250).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 130, 100, 250))
        assertNoWarning()
    }

    func testAlignWithASingleVerticalEdgeWarnsAndIsIgnored() {
        for align in [VerticalAlign.top, .center, .bottom] {
            resetAView()
            aView.pin.top().height(100%).maxHeight(250).align(align)
            XCTAssertEqual(aView.frame, Rect(40, 0, 100, 250))
            XCTAssertEqual(Pin.lastWarningText,
                           "PinLayout Warning: align(.\(align)) won't be applied, the top and bottom coordinates must be set to align the view vertically.")

            resetAView()
            aView.pin.bottom().height(100%).maxHeight(250).align(align)
            XCTAssertEqual(aView.frame, Rect(40, 150, 100, 250))
            assertLastWarning(contains: ["align(.\(align))", "won't be applied", "top and bottom coordinates"])
        }
    }

    func testMaxHeightWithVCenterStaysCentered() {
        aView.pin.vCenter().height(100%).maxHeight(250)
        XCTAssertEqual(aView.frame, Rect(40, 75, 100, 250))
    }

    // MARK: min versus max

    func testMaxWidthWinsOverMinWidth() {
        aView.pin.left().minWidth(200).maxWidth(120)
        XCTAssertEqual(aView.frame, Rect(0, 100, 120, 60))

        resetAView()
        aView.pin.left().maxWidth(120).minWidth(200)
        XCTAssertEqual(aView.frame, Rect(0, 100, 120, 60), "the order of the calls does not matter")
        assertNoWarning()
    }

    func testMaxHeightWinsOverMinHeight() {
        aView.pin.top().minHeight(200).maxHeight(120)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 120))

        resetAView()
        aView.pin.top().height(10).maxHeight(120).minHeight(200)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 120))
    }

    // MARK: min/max and pinEdges

    func testPinEdgesTurnsAMinWidthIntoTheWidthWhenNoWidthIsSet() {
        // Without pinEdges the current width (100) satisfies minWidth(30)...
        aView.pin.left(10).minWidth(30)
        XCTAssertEqual(aView.frame, Rect(10, 100, 100, 60))
        // ...with it, the missing width becomes minWidth before it is turned into a right edge.
        resetAView()
        aView.pin.left(10).minWidth(30).pinEdges()
        XCTAssertEqual(aView.frame, Rect(10, 100, 30, 60))
    }

    func testPinEdgesAppliesMaxWidthBeforeTheMarginsShrinkTheView() {
        aView.pin.left(10).width(200).maxWidth(100).marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))

        resetAView()
        aView.pin.left(10).width(200).maxWidth(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(20, 100, 90, 60))
    }

    func testPinEdgesAppliesMaxHeightBeforeTheMarginsShrinkTheView() {
        aView.pin.bottom(100).height(200).maxHeight(100).pinEdges().marginTop(10)
        XCTAssertEqual(aView.frame, Rect(40, 210, 100, 90))
    }

    // MARK: conflicts

    func testSecondDifferentMinWidthWarnsAndTheFirstWins() {
        resetAView(Rect(40, 100, 25, 60))
        aView.pin.left().minWidth(50).minWidth(60)
        XCTAssertEqual(aView.frame, Rect(0, 100, 50, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: minWidth(60.0) won't be applied since it conflicts with the following already set properties:\n minWidth: 50")
    }

    func testSecondDifferentMaxWidthWarnsAndTheFirstWins() {
        aView.pin.left().maxWidth(80).maxWidth(90%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 80, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: maxWidth(90%) won't be applied since it conflicts with the following already set properties:\n maxWidth: 80")
    }

    func testSecondDifferentMaxHeightWarnsAndTheFirstWins() {
        aView.pin.top().maxHeight(40).maxHeight(50)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 40))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: maxHeight(50.0) won't be applied since it conflicts with the following already set properties:\n maxHeight: 40")
    }

    func testSecondDifferentMinHeightWarnsAndTheFirstWins() {
        aView.pin.top().minHeight(100).minHeight(80)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: minHeight(80.0) won't be applied since it conflicts with the following already set properties:\n minHeight: 100")
    }

    func testRepeatingTheSameMinOrMaxIsSilent() {
        aView.pin.left().minWidth(150).minWidth(150).maxWidth(300).maxWidth(300)
        XCTAssertEqual(aView.frame, Rect(0, 100, 150, 60))
        resetAView()
        aView.pin.top().minHeight(25%).minHeight(100).maxHeight(150).maxHeight(150)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100))
        assertNoWarning()
    }

    /// Deliberate difference: PinLayout's setMinHeight compares the new value with minWidth; this
    /// engine compares it with the previous minHeight.
    func testMinHeightConflictComparesWithThePreviousMinHeight() {
        aView.pin.top().minWidth(50).minHeight(100).minHeight(50)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100), "the first minHeight wins")
        assertLastWarning(contains: ["minHeight(50.0) won't be applied", "\n minHeight: 100"])

        resetAView()
        aView.pin.top().minHeight(70).minHeight(70)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 70))
        assertNoWarning()
    }

    // MARK: invalid values

    func testInvalidMinAndMaxWidthsWarnAndAreIgnored() {
        aView.pin.left().minWidth(-1)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: minWidth(-1.0) won't be applied, the width (-1.0) must be greater than or equal to zero.")

        resetAView()
        aView.pin.left().maxWidth(.nan)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertLastWarning(contains: ["maxWidth(nan) won't be applied", "the width (nan) must be greater than or equal to zero"])

        resetAView()
        aView.pin.left().minWidth(-10%)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertLastWarning(contains: ["minWidth(-10%) won't be applied", "the width (-40.0)"])

        resetAView()
        aView.pin.left().maxWidth(.infinity)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertLastWarning(contains: ["maxWidth(inf) won't be applied", "the width (inf)"])
    }

    func testInvalidMinAndMaxHeightsWarnAndAreIgnored() {
        aView.pin.top().minHeight(.infinity)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: minHeight(inf) won't be applied, the height (inf) must be greater than or equal to zero.")

        resetAView()
        aView.pin.top().maxHeight(-.infinity)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 60))
        assertLastWarning(contains: ["maxHeight(-inf) won't be applied", "the height (-inf)"])

        resetAView()
        aView.pin.top().maxHeight(-5%)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 60))
        assertLastWarning(contains: ["maxHeight(-5%) won't be applied", "the height (-20.0)"])

        resetAView()
        aView.pin.top().minHeight(.nan)
        assertLastWarning(contains: ["minHeight(nan) won't be applied", "the height (nan)"])
    }

    func testZeroMinAndMaxAreAccepted() {
        aView.pin.left().maxWidth(0).minHeight(0)
        XCTAssertEqual(aView.frame, Rect(0, 100, 0, 60))
        assertNoWarning()
    }

    func testPercentMinAndMaxWithoutSuperviewAreSilentlyIgnored() {
        let unattached = View(frame: Rect(10, 10, 20, 30))
        unattached.pin.minWidth(50%).maxWidth(1%).minHeight(50%).maxHeight(1%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 20, 30))
        assertNoWarning()

        unattached.pin.minWidth(50).maxHeight(10)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 50, 10), "values in points need no superview")
    }
}
