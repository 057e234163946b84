// Follows PinLayout's Tests/Common/RTLSpec.swift (start/end, RTL anchors, before/after under each layout direction).
import XCTest
@testable import PinEngine

final class RTLTests: SpecTreeTestCase {
    // container (zero frame)
    //  └ rootView (0, 0, 400, 400)
    //     ├ aView (40, 100, 100, 60)
    //     └ bView (160, 120, 110, 80)
    override class var treeFrames: TreeFrames {
        TreeFrames(
            aView: Rect(40, 100, 100, 60),
            bView: Rect(160, 120, 110, 80)
        )
    }

    /// Restores aView's fixture frame between two statements of one test.
    private func resetAView() {
        aView.frame = Rect(40, 100, 100, 60)
    }

    // MARK: Direction setting

    func testLayoutDirectionSetterFunctionUpdatesTheSetting() {
        Pin.layoutDirection(.rtl)
        XCTAssertEqual(Pin.layoutDirection, .rtl)
        XCTAssertFalse(aView.isLTR())
        Pin.layoutDirection(.auto)
        XCTAssertEqual(Pin.layoutDirection, .auto)
        XCTAssertTrue(aView.isLTR())
    }

    // MARK: Already-set warnings

    func testStartThenLeftConflictsInLTR() {
        aView.pin.start(10).left(20)
        XCTAssertEqual(aView.frame, Rect(10, 100, 100, 60))
        assertLastWarning(contains: ["left(20) won't be applied", "already been set to 10"])
        Pin.lastWarningText = nil
        aView.pin.end(10).right(20)
        XCTAssertEqual(aView.frame, Rect(290, 100, 100, 60))
        assertLastWarning(contains: ["right(20) won't be applied", "already been set to 10"])
    }

    func testAutoDirectionWithoutSemanticDirectionReadsLeftToRight() {
        Pin.layoutDirection(.auto)
        aView.pin.start(10).left(20)
        assertLastWarning(contains: ["left", "won't be applied", "already been set to 10"])
        aView.pin.end(10).right(20)
        assertLastWarning(contains: ["right", "won't be applied", "already been set to 10"])
        XCTAssertEqual(aView.frame, Rect(290, 100, 100, 60))
    }

    func testStartThenRightConflictsInRTL() {
        Pin.layoutDirection(.rtl)
        aView.pin.start(10).right(20)
        XCTAssertEqual(aView.frame, Rect(290, 100, 100, 60))
        assertLastWarning(contains: ["right(20) won't be applied", "already been set to 10"])
        Pin.lastWarningText = nil
        aView.pin.end(10).left(20)
        XCTAssertEqual(aView.frame, Rect(10, 100, 100, 60))
        assertLastWarning(contains: ["left(20) won't be applied", "already been set to 10"])
    }

    func testStartAndLeftDoNotConflictInRTL() {
        Pin.layoutDirection(.rtl)
        aView.pin.start(10).left(20)
        XCTAssertEqual(aView.frame, Rect(20, 100, 370, 60))
        assertNoWarning()
    }

    func testStartContextAppearsInItsOwnConflict() {
        Pin.layoutDirection(.rtl)
        aView.pin.right(5).start(10%)
        XCTAssertEqual(aView.frame, Rect(295, 100, 100, 60))
        assertLastWarning(contains: ["PinLayout Conflict: start(10%) won't be applied since it value has already been set to 5."])
    }

    // MARK: start / end with a value, a percentage or insets

    func testStartWithoutValue() {
        aView.pin.start()
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start()
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 60))
    }

    func testEndWithoutValue() {
        aView.pin.end()
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.end()
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
    }

    func testStartAndEndWithAValue() {
        aView.pin.start(20)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))
        aView.pin.end(20)
        XCTAssertEqual(aView.frame, Rect(280, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start(20)
        XCTAssertEqual(aView.frame, Rect(280, 100, 100, 60))
        aView.pin.end(20)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))
    }

    func testStartAndEndWithAPercentage() {
        aView.pin.start(20%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 100, 60))
        aView.pin.end(20%)
        XCTAssertEqual(aView.frame, Rect(220, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start(20%)
        XCTAssertEqual(aView.frame, Rect(220, 100, 100, 60))
        aView.pin.end(20%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 100, 60))
    }

    func testStartAndEndWithInsetsPickTheInsetOfTheResolvedSide() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        aView.pin.start(insets)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))
        aView.pin.end(insets)
        XCTAssertEqual(aView.frame, Rect(260, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start(insets)
        XCTAssertEqual(aView.frame, Rect(260, 100, 100, 60))
        aView.pin.end(insets)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))
    }

    func testStartAndEndTogetherSpanTheSuperview() {
        Pin.layoutDirection(.rtl)
        aView.pin.start(10).end(30)
        XCTAssertEqual(aView.frame, Rect(30, 100, 360, 60))
    }

    func testStartAndEndNeedASuperviewWhenTheyResolveToTheRight() {
        let unattached = View(frame: Rect(10, 10, 10, 10))
        unattached.pin.end(5)
        unattached.pin.start(10%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        unattached.pin.start(5)
        XCTAssertEqual(unattached.frame, Rect(5, 10, 10, 10))
        Pin.layoutDirection(.rtl)
        unattached.pin.start(7)
        XCTAssertEqual(unattached.frame, Rect(5, 10, 10, 10))
        unattached.pin.end(7)
        XCTAssertEqual(unattached.frame, Rect(7, 10, 10, 10))
        assertNoWarning()
    }

    // MARK: marginStart / marginEnd

    func testMarginStart() {
        aView.pin.start().end().marginStart(10)
        XCTAssertEqual(aView.frame, Rect(10, 100, 390, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start().end().marginStart(10)
        XCTAssertEqual(aView.frame, Rect(0, 100, 390, 60))
    }

    func testMarginEnd() {
        aView.pin.start().end().marginEnd(10)
        XCTAssertEqual(aView.frame, Rect(0, 100, 390, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start().end().marginEnd(10)
        XCTAssertEqual(aView.frame, Rect(10, 100, 390, 60))
    }

    func testPercentMarginStartAndEnd() {
        aView.pin.start().end().marginStart(10%).marginEnd(5%)
        XCTAssertEqual(aView.frame, Rect(40, 100, 340, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start().end().marginStart(10%).marginEnd(5%)
        XCTAssertEqual(aView.frame, Rect(20, 100, 340, 60))
    }

    func testMarginStartShiftsAStartPinnedView() {
        Pin.layoutDirection(.rtl)
        aView.pin.start(10).marginStart(5)
        XCTAssertEqual(aView.frame, Rect(285, 100, 100, 60))
    }

    // MARK: start(to:) / end(to:) and edge.start / edge.end

    func testStartToTheReferenceStartEdge() {
        aView.pin.start(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(160, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(170, 100, 100, 60))
    }

    func testStartToTheReferenceEndEdge() {
        aView.pin.start(to: bView.edge.end)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.start(to: bView.edge.end)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
    }

    func testEndToTheReferenceStartEdge() {
        aView.pin.end(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.end(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
    }

    func testEndToTheReferenceEndEdge() {
        aView.pin.end(to: bView.edge.end)
        XCTAssertEqual(aView.frame, Rect(170, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.end(to: bView.edge.end)
        XCTAssertEqual(aView.frame, Rect(160, 100, 100, 60))
    }

    func testRTLEdgeContextNamesTheResolvedEdge() {
        Pin.layoutDirection(.rtl)
        aView.pin.right(5).start(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(295, 100, 100, 60))
        assertLastWarning(contains: [
            "PinLayout Conflict: start(to: .right, of: (BasicView, Frame: (160.0, 120.0, 110.0, 80.0)) won't be applied since it value has already been set to 5.",
        ])
    }

    // MARK: RTL anchors of the superview

    func testTopStartAndTopEnd() {
        aView.pin.topStart()
        XCTAssertEqual(aView.frame, Rect(0, 0, 100, 60))
        aView.pin.topEnd()
        XCTAssertEqual(aView.frame, Rect(300, 0, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.topStart()
        XCTAssertEqual(aView.frame, Rect(300, 0, 100, 60))
        aView.pin.topEnd()
        XCTAssertEqual(aView.frame, Rect(0, 0, 100, 60))
    }

    func testCenterStartAndCenterEnd() {
        aView.pin.centerStart()
        XCTAssertEqual(aView.frame, Rect(0, 170, 100, 60))
        aView.pin.centerEnd()
        XCTAssertEqual(aView.frame, Rect(300, 170, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.centerStart()
        XCTAssertEqual(aView.frame, Rect(300, 170, 100, 60))
        aView.pin.centerEnd()
        XCTAssertEqual(aView.frame, Rect(0, 170, 100, 60))
    }

    func testBottomStartAndBottomEnd() {
        aView.pin.bottomStart()
        XCTAssertEqual(aView.frame, Rect(0, 340, 100, 60))
        aView.pin.bottomEnd()
        XCTAssertEqual(aView.frame, Rect(300, 340, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.bottomStart()
        XCTAssertEqual(aView.frame, Rect(300, 340, 100, 60))
        aView.pin.bottomEnd()
        XCTAssertEqual(aView.frame, Rect(0, 340, 100, 60))
    }

    func testRTLAnchorsWithAMargin() {
        Pin.layoutDirection(.rtl)
        aView.pin.topStart(10)
        XCTAssertEqual(aView.frame, Rect(290, 10, 100, 60))
        aView.pin.centerEnd(10)
        XCTAssertEqual(aView.frame, Rect(10, 170, 100, 60))
        aView.pin.bottomEnd(10)
        XCTAssertEqual(aView.frame, Rect(10, 330, 100, 60))
        Pin.layoutDirection(.ltr)
        aView.pin.centerStart(10)
        XCTAssertEqual(aView.frame, Rect(10, 170, 100, 60))
        aView.pin.bottomStart(10)
        XCTAssertEqual(aView.frame, Rect(10, 330, 100, 60))
        aView.pin.topEnd(10)
        XCTAssertEqual(aView.frame, Rect(290, 10, 100, 60))
    }

    func testTopStartWithoutASuperviewWorksOnlyInLTR() {
        let unattached = View(frame: Rect(10, 10, 10, 10))
        Pin.layoutDirection(.rtl)
        unattached.pin.topStart(3)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        unattached.pin.topEnd(3)
        XCTAssertEqual(unattached.frame, Rect(3, 3, 10, 10))
        assertNoWarning()
    }

    func testBottomStartContextLacksItsClosingParenthesisAsUpstream() {
        aView.pin.bottom(20).bottomStart(10)
        assertLastWarning(contains: ["bottomStart(10 won't be applied since it value has already been set to 20."])
        aView.pin.bottom(20).bottomEnd(10)
        assertLastWarning(contains: ["bottomEnd(10) won't be applied since it value has already been set to 20."])
    }

    // MARK: RTL anchors of another view

    func testTopStartToTheReferenceTopStart() {
        aView.pin.topStart(to: bView.anchor.topStart)
        XCTAssertEqual(aView.frame, Rect(160, 120, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.topStart(to: bView.anchor.topStart)
        XCTAssertEqual(aView.frame, Rect(170, 120, 100, 60))
    }

    func testTopStartToTheReferenceTopEnd() {
        aView.pin.topStart(to: bView.anchor.topEnd)
        XCTAssertEqual(aView.frame, Rect(270, 120, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.topStart(to: bView.anchor.topEnd)
        XCTAssertEqual(aView.frame, Rect(60, 120, 100, 60))
    }

    func testTopEndToTheReferenceTopEnd() {
        aView.pin.topEnd(to: bView.anchor.topEnd)
        XCTAssertEqual(aView.frame, Rect(170, 120, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.topEnd(to: bView.anchor.topEnd)
        XCTAssertEqual(aView.frame, Rect(160, 120, 100, 60))
    }

    func testCenterStartAndCenterEndToTheReferenceAnchors() {
        aView.pin.centerStart(to: bView.anchor.centerStart)
        XCTAssertEqual(aView.frame, Rect(160, 130, 100, 60))
        aView.pin.centerEnd(to: bView.anchor.centerEnd)
        XCTAssertEqual(aView.frame, Rect(170, 130, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.centerStart(to: bView.anchor.centerStart)
        XCTAssertEqual(aView.frame, Rect(170, 130, 100, 60))
        aView.pin.centerEnd(to: bView.anchor.centerEnd)
        XCTAssertEqual(aView.frame, Rect(160, 130, 100, 60))
    }

    func testBottomStartAndBottomEndToTheReferenceAnchors() {
        aView.pin.bottomStart(to: bView.anchor.bottomStart)
        XCTAssertEqual(aView.frame, Rect(160, 140, 100, 60))
        aView.pin.bottomEnd(to: bView.anchor.bottomEnd)
        XCTAssertEqual(aView.frame, Rect(170, 140, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.bottomStart(to: bView.anchor.bottomStart)
        XCTAssertEqual(aView.frame, Rect(170, 140, 100, 60))
        aView.pin.bottomEnd(to: bView.anchor.bottomEnd)
        XCTAssertEqual(aView.frame, Rect(160, 140, 100, 60))
    }

    func testRTLAnchorContextNamesTheResolvedAnchor() {
        Pin.layoutDirection(.rtl)
        aView.pin.top(1).topStart(to: bView.anchor.topStart)
        XCTAssertEqual(aView.frame, Rect(170, 1, 100, 60))
        assertLastWarning(contains: ["topStart(to: .topRight, of: (BasicView, Frame: (160.0, 120.0, 110.0, 80.0))) won't be applied",
                                     "already been set to 1."])
    }

    // MARK: before / after and start/end alignments

    func testAfterOneView() {
        aView.pin.after(of: bView)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.after(of: bView, aligned: .top)
        XCTAssertEqual(aView.frame, Rect(270, 120, 100, 60))
        Pin.layoutDirection(.rtl)
        resetAView()
        aView.pin.after(of: bView)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.after(of: bView, aligned: .top)
        XCTAssertEqual(aView.frame, Rect(60, 120, 100, 60))
    }

    func testAfterAListOfViews() {
        aView.pin.after(of: [bView])
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.after(of: [bView], aligned: .bottom)
        XCTAssertEqual(aView.frame, Rect(270, 140, 100, 60))
        Pin.layoutDirection(.rtl)
        resetAView()
        aView.pin.after(of: [bView])
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.after(of: [bView], aligned: .bottom)
        XCTAssertEqual(aView.frame, Rect(60, 140, 100, 60))
    }

    func testBeforeOneView() {
        aView.pin.before(of: bView)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.before(of: bView, aligned: .top)
        XCTAssertEqual(aView.frame, Rect(60, 120, 100, 60))
        Pin.layoutDirection(.rtl)
        resetAView()
        aView.pin.before(of: bView)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.before(of: bView, aligned: .top)
        XCTAssertEqual(aView.frame, Rect(270, 120, 100, 60))
    }

    func testBeforeAListOfViews() {
        aView.pin.before(of: [bView])
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.before(of: [bView], aligned: .top)
        XCTAssertEqual(aView.frame, Rect(60, 120, 100, 60))
        aView.pin.before(of: [bView], aligned: .bottom)
        XCTAssertEqual(aView.frame, Rect(60, 140, 100, 60))
        Pin.layoutDirection(.rtl)
        resetAView()
        aView.pin.before(of: [bView])
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.before(of: [bView], aligned: .top)
        XCTAssertEqual(aView.frame, Rect(270, 120, 100, 60))
        aView.pin.before(of: [bView], aligned: .bottom)
        XCTAssertEqual(aView.frame, Rect(270, 140, 100, 60))
    }

    func testBelowAlignedStartAndEnd() {
        aView.pin.below(of: bView, aligned: .start)
        XCTAssertEqual(aView.frame, Rect(160, 200, 100, 60))
        aView.pin.below(of: bView, aligned: .end)
        XCTAssertEqual(aView.frame, Rect(170, 200, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.below(of: bView, aligned: .start)
        XCTAssertEqual(aView.frame, Rect(170, 200, 100, 60))
        aView.pin.below(of: bView, aligned: .end)
        XCTAssertEqual(aView.frame, Rect(160, 200, 100, 60))
    }

    func testAboveAlignedStartAndEnd() {
        Pin.layoutDirection(.rtl)
        aView.pin.above(of: bView, aligned: .start)
        XCTAssertEqual(aView.frame, Rect(170, 60, 100, 60))
        aView.pin.above(of: bView, aligned: .end)
        XCTAssertEqual(aView.frame, Rect(160, 60, 100, 60))
    }

    // MARK: justify(.start / .end)

    func testJustifyStartAndEndFollowTheDirection() {
        aView.pin.horizontally().width(100).justify(.start)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        aView.pin.horizontally().width(100).justify(.end)
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 60))
        Pin.layoutDirection(.rtl)
        aView.pin.horizontally().width(100).justify(.start)
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 60))
        aView.pin.horizontally().width(100).justify(.end)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertNoWarning()
    }

    func testJustifyEndRespectsMarginsInRTL() {
        Pin.layoutDirection(.rtl)
        aView.pin.horizontally(10).width(100).marginStart(20).justify(.start)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.horizontally(10).width(100).marginStart(20).justify(.end)
        XCTAssertEqual(aView.frame, Rect(10, 100, 100, 60))
    }

    func testJustifyStartWithoutBothEdgesWarns() {
        Pin.layoutDirection(.rtl)
        aView.pin.start(10).width(100).justify(.start)
        XCTAssertEqual(aView.frame, Rect(290, 100, 100, 60))
        assertLastWarning(contains: ["justify(.start) won't be applied, the left and right coordinates must be set to justify the view horizontally."])
    }

    // MARK: .auto direction follows each view's semantic direction

    func testAutoDirectionFollowsTheInheritedSemanticDirection() {
        Pin.layoutDirection(.auto)
        rootView.semanticLayoutDirection = .rightToLeft
        aView.pin.start(20)
        XCTAssertEqual(aView.frame, Rect(280, 100, 100, 60))
        aView.pin.end(20%)
        XCTAssertEqual(aView.frame, Rect(80, 100, 100, 60))
        aView.pin.topStart()
        XCTAssertEqual(aView.frame, Rect(300, 0, 100, 60))
    }

    func testAutoDirectionLetsAViewOverrideItsAncestors() {
        Pin.layoutDirection(.auto)
        rootView.semanticLayoutDirection = .rightToLeft
        aView.semanticLayoutDirection = .leftToRight
        aView.pin.start(20)
        XCTAssertEqual(aView.frame, Rect(20, 100, 100, 60))
        bView.pin.start(20)
        XCTAssertEqual(bView.frame, Rect(270, 120, 110, 80))
    }

    func testAutoDirectionStartToResolvesEachSideWithItsOwnView() {
        Pin.layoutDirection(.auto)
        // The layouted view reads right-to-left, the reference left-to-right: the layouted view's
        // right edge goes on the reference's left edge.
        aView.semanticLayoutDirection = .rightToLeft
        aView.pin.start(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.topStart(to: bView.anchor.topStart)
        XCTAssertEqual(aView.frame, Rect(60, 120, 100, 60))
    }

    func testAutoDirectionReferenceEdgeStartFollowsTheReference() {
        Pin.layoutDirection(.auto)
        bView.semanticLayoutDirection = .rightToLeft
        aView.pin.start(to: bView.edge.start)
        XCTAssertEqual(aView.frame, Rect(270, 100, 100, 60))
        aView.pin.end(to: bView.edge.end)
        XCTAssertEqual(aView.frame, Rect(60, 100, 100, 60))
        aView.pin.bottomEnd(to: bView.anchor.bottomEnd)
        XCTAssertEqual(aView.frame, Rect(60, 140, 100, 60))
    }

    func testAutoDirectionDrivesBeforeAfterMarginsAndJustify() {
        Pin.layoutDirection(.auto)
        aView.semanticLayoutDirection = .rightToLeft
        aView.pin.after(of: bView, aligned: .center)
        XCTAssertEqual(aView.frame, Rect(60, 130, 100, 60))
        aView.pin.before(of: bView)
        XCTAssertEqual(aView.frame, Rect(270, 130, 100, 60))
        aView.pin.start().end().marginStart(10)
        XCTAssertEqual(aView.frame, Rect(0, 130, 390, 60))
        aView.pin.horizontally().width(100).justify(.start)
        XCTAssertEqual(aView.frame, Rect(300, 130, 100, 60))
        assertNoWarning()
    }
}
