// Follows PinLayout's Tests/Common/RelativePositionSpec.swift (relative positioning to one view).
import XCTest
@testable import PinEngine

private let bViewInitialFrame = Rect(160, 200, 40, 40)

/// above/below/left/right/before/after(of: view, aligned:) against a sibling, a sibling's child
/// and the layouted view's own superview.
///
/// Fixture (upstream's): rootView (0,0,400,400) holds aView (100,100,200,160), whose child
/// aViewChild sits at (45,50,80,80), i.e. (145,150,80,80) in rootView; and bView (160,200,40,40),
/// the view being laid out. Every expected value is integral, so scale 2 changes nothing.
final class RelativePositionTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames {
        TreeFrames(
            aView: Rect(100, 100, 200, 160),
            aViewChild: Rect(45, 50, 80, 80),
            bView: bViewInitialFrame
        )
    }

    /// Puts bView back where the fixture has it, for tests that check two references in a row.
    private func resetBView() {
        bView.frame = bViewInitialFrame
    }

    // MARK: - above(of:)

    func testAboveOfSiblingPutsTheBottomEdgeOnItsTop() {
        bView.pin.above(of: aView)
        XCTAssertEqual(bView.frame, Rect(160, 60, 40, 40))
        assertNoWarning()
    }

    func testAboveOfSiblingsChildConvertsItsTopIntoTheSuperviewSpace() {
        bView.pin.above(of: aViewChild)
        XCTAssertEqual(bView.frame, Rect(160, 110, 40, 40))
        assertNoWarning()
    }

    func testAboveAlignedLeftUsesTheLeftEdge() {
        bView.pin.above(of: aView, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(100, 60, 40, 40))
        resetBView()
        bView.pin.above(of: aViewChild, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(145, 110, 40, 40))
    }

    func testAboveOfParentAndItsChildAlignedLeftUsesTheTopmostAndLeftmostAnchors() {
        bView.pin.above(of: [aView, aViewChild])
        XCTAssertEqual(bView.frame, Rect(160, 60, 40, 40))
        // A second statement repeating the same bottom edge also pins the left edge.
        bView.pin.above(of: [aView, aViewChild], aligned: .left)
        XCTAssertEqual(bView.frame, Rect(100, 60, 40, 40))
        assertNoWarning()
    }

    func testAboveAlignedCenterCentersOnTheReference() {
        bView.pin.above(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(180, 60, 40, 40))
        resetBView()
        bView.pin.above(of: aViewChild, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(165, 110, 40, 40))
    }

    func testAboveAlignedRightUsesTheRightEdge() {
        bView.pin.above(of: aView, aligned: .right)
        XCTAssertEqual(bView.frame, Rect(260, 60, 40, 40))
        resetBView()
        bView.pin.above(of: aViewChild, aligned: .right)
        XCTAssertEqual(bView.frame, Rect(185, 110, 40, 40))
    }

    func testAboveAlignedNoneLeavesTheHorizontalPositionAlone() {
        bView.pin.above(of: aView, aligned: .none)
        XCTAssertEqual(bView.frame, Rect(160, 60, 40, 40))
    }

    // MARK: - below(of:)

    func testBelowOfSiblingPutsTheTopEdgeOnItsBottom() {
        bView.pin.below(of: aView)
        XCTAssertEqual(bView.frame, Rect(160, 260, 40, 40))
        resetBView()
        bView.pin.below(of: aViewChild)
        XCTAssertEqual(bView.frame, Rect(160, 230, 40, 40))
        assertNoWarning()
    }

    func testBelowAlignedLeftUsesTheLeftEdge() {
        bView.pin.below(of: aView, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(100, 260, 40, 40))
        resetBView()
        bView.pin.below(of: aViewChild, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(145, 230, 40, 40))
    }

    func testBelowAlignedCenterCentersOnTheReference() {
        bView.pin.below(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(180, 260, 40, 40))
        resetBView()
        bView.pin.below(of: aViewChild, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(165, 230, 40, 40))
    }

    func testBelowAlignedRightUsesTheRightEdge() {
        bView.pin.below(of: aView, aligned: .right)
        XCTAssertEqual(bView.frame, Rect(260, 260, 40, 40))
        resetBView()
        bView.pin.below(of: aViewChild, aligned: .right)
        XCTAssertEqual(bView.frame, Rect(185, 230, 40, 40))
    }

    // MARK: - left(of:)

    func testLeftOfPutsTheRightEdgeOnTheReferenceLeftEdge() {
        bView.pin.left(of: aView)
        XCTAssertEqual(bView.frame, Rect(60, 200, 40, 40))
        resetBView()
        bView.pin.left(of: aViewChild)
        XCTAssertEqual(bView.frame, Rect(105, 200, 40, 40))
        assertNoWarning()
    }

    func testLeftOfAlignedTopUsesTheTopEdge() {
        bView.pin.left(of: aView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(60, 100, 40, 40))
        resetBView()
        bView.pin.left(of: aViewChild, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(105, 150, 40, 40))
    }

    func testLeftOfAlignedCenterCentersVertically() {
        bView.pin.left(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(60, 160, 40, 40))
        resetBView()
        bView.pin.left(of: aViewChild, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(105, 170, 40, 40))
    }

    func testLeftOfAlignedBottomUsesTheBottomEdge() {
        bView.pin.left(of: aView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(60, 220, 40, 40))
        resetBView()
        bView.pin.left(of: aViewChild, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(105, 190, 40, 40))
    }

    // MARK: - right(of:)

    func testRightOfPutsTheLeftEdgeOnTheReferenceRightEdge() {
        bView.pin.right(of: aView)
        XCTAssertEqual(bView.frame, Rect(300, 200, 40, 40))
        resetBView()
        bView.pin.right(of: aViewChild)
        XCTAssertEqual(bView.frame, Rect(225, 200, 40, 40))
        assertNoWarning()
    }

    func testRightOfAlignedTopUsesTheTopEdge() {
        bView.pin.right(of: aView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(300, 100, 40, 40))
        resetBView()
        bView.pin.right(of: aViewChild, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(225, 150, 40, 40))
    }

    func testRightOfAlignedCenterCentersVertically() {
        bView.pin.right(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(300, 160, 40, 40))
        resetBView()
        bView.pin.right(of: aViewChild, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(225, 170, 40, 40))
    }

    func testRightOfAlignedBottomUsesTheBottomEdge() {
        bView.pin.right(of: aView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(300, 220, 40, 40))
        resetBView()
        bView.pin.right(of: aViewChild, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(225, 190, 40, 40))
    }

    func testRightOfAlignedNoneLeavesTheVerticalPositionAlone() {
        bView.pin.right(of: aView, aligned: .none)
        XCTAssertEqual(bView.frame, Rect(300, 200, 40, 40))
    }

    // MARK: - before/after(of:)

    func testBeforeAndAfterAreLeftAndRightOfInLeftToRight() {
        bView.pin.before(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(60, 160, 40, 40))
        resetBView()
        bView.pin.after(of: aViewChild, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(225, 190, 40, 40))
        assertNoWarning()
    }

    func testBeforeAndAfterSwapSidesInRightToLeft() {
        Pin.layoutDirection = .rtl
        bView.pin.before(of: aView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(300, 100, 40, 40))
        resetBView()
        bView.pin.after(of: aView)
        XCTAssertEqual(bView.frame, Rect(60, 200, 40, 40))
    }

    func testBeforeAndAfterFollowTheViewsOwnDirectionInAutoMode() {
        Pin.layoutDirection = .auto
        rootView.semanticLayoutDirection = .rightToLeft
        bView.pin.after(of: aViewChild, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(105, 150, 40, 40))
        resetBView()
        rootView.semanticLayoutDirection = .leftToRight
        bView.pin.after(of: aViewChild, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(225, 150, 40, 40))
    }

    // MARK: - start/end alignment

    func testAboveAndBelowAlignedStartAndEndInLeftToRight() {
        bView.pin.above(of: aView, aligned: .start)
        XCTAssertEqual(bView.frame, Rect(100, 60, 40, 40))
        resetBView()
        bView.pin.below(of: aView, aligned: .end)
        XCTAssertEqual(bView.frame, Rect(260, 260, 40, 40))
    }

    func testAboveAndBelowAlignedStartAndEndInRightToLeft() {
        Pin.layoutDirection = .rtl
        bView.pin.above(of: aView, aligned: .start)
        XCTAssertEqual(bView.frame, Rect(260, 60, 40, 40))
        resetBView()
        bView.pin.below(of: aViewChild, aligned: .end)
        XCTAssertEqual(bView.frame, Rect(145, 230, 40, 40))
    }

    // MARK: - The superview as reference

    func testBelowOfTheOwnSuperviewLandsUnderItsBounds() {
        aViewChild.pin.below(of: aView)
        XCTAssertEqual(aViewChild.frame, Rect(45, 160, 80, 80))
        assertNoWarning()
    }

    func testAboveOfTheOwnSuperviewAlignedRightEndsAtItsRightEdge() {
        aViewChild.pin.above(of: aView, aligned: .right)
        XCTAssertEqual(aViewChild.frame, Rect(120, -80, 80, 80))
    }

    func testLeftAndRightOfTheOwnSuperviewAlignedCenter() {
        aViewChild.pin.left(of: aView, aligned: .center)
        XCTAssertEqual(aViewChild.frame, Rect(-80, 40, 80, 80))
        aViewChild.frame = Rect(45, 50, 80, 80)
        aViewChild.pin.right(of: aView, aligned: .center)
        XCTAssertEqual(aViewChild.frame, Rect(200, 40, 80, 80))
    }

    func testBelowOfAViewInTheParentOfTheSuperviewUsesTheSuperviewOrigin() {
        // bView is a sibling of aViewChild's superview: its anchors shift by aView's origin.
        aViewChild.pin.below(of: bView, aligned: .left)
        XCTAssertEqual(aViewChild.frame, Rect(60, 140, 80, 80))
    }

    func testBelowOfTheGrandparentConvertsThroughEveryLevel() {
        // rootView's bottom-left (0,400) in container space is (-100,300) in aView's space.
        aViewChild.pin.below(of: rootView, aligned: .left)
        XCTAssertEqual(aViewChild.frame, Rect(-100, 300, 80, 80))
    }

    func testAReferenceInAnotherTreeSharesTheRootsCoordinateSpace() {
        // As UIKit does for views without a common window: both roots sit at the same origin.
        let otherRoot = View(frame: Rect(10, 10, 100, 100))
        let otherChild = View(frame: Rect(10, 10, 20, 20))
        otherRoot.addSubview(otherChild)
        bView.pin.below(of: otherChild, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(20, 40, 40, 40))
        assertNoWarning()
    }

    // MARK: - Margins

    func testBelowWithTopMarginMovesDownAndIgnoresTheBottomMargin() {
        bView.pin.below(of: aView).marginTop(10)
        XCTAssertEqual(bView.frame, Rect(160, 270, 40, 40))
        resetBView()
        bView.pin.below(of: aView).marginBottom(10)
        XCTAssertEqual(bView.frame, Rect(160, 260, 40, 40))
    }

    func testAboveWithBottomMarginMovesUp() {
        bView.pin.above(of: aView, aligned: .left).marginBottom(10).marginLeft(5)
        XCTAssertEqual(bView.frame, Rect(105, 50, 40, 40))
    }

    func testLeftOfWithRightMarginAndRightOfWithLeftMargin() {
        bView.pin.left(of: aView).marginRight(10)
        XCTAssertEqual(bView.frame, Rect(50, 200, 40, 40))
        resetBView()
        bView.pin.right(of: aView).marginLeft(10)
        XCTAssertEqual(bView.frame, Rect(310, 200, 40, 40))
    }

    func testCenterAlignmentIsShiftedByTheDifferenceOfOpposingMargins() {
        bView.pin.below(of: aView, aligned: .center).marginLeft(10).marginRight(4)
        XCTAssertEqual(bView.frame, Rect(186, 260, 40, 40))
        resetBView()
        bView.pin.right(of: aView, aligned: .center).margin(10)
        XCTAssertEqual(bView.frame, Rect(310, 160, 40, 40))
    }

    // MARK: - Combining and conflicts

    func testTwoRelativeMethodsOnDifferentAxesCombine() {
        bView.pin.below(of: aView).right(of: aViewChild)
        XCTAssertEqual(bView.frame, Rect(225, 260, 40, 40))
        assertNoWarning()
    }

    func testBelowAndAboveTogetherStretchTheView() {
        // Below aViewChild (bottom 230) and above a view whose top is 300: height 70.
        let footer = BasicView(frame: Rect(0, 300, 400, 100))
        rootView.addSubview(footer)
        bView.pin.below(of: aViewChild).above(of: footer)
        XCTAssertEqual(bView.frame, Rect(160, 230, 40, 70))
    }

    func testAnEdgeAlreadySetWinsOverALaterRelativeMethod() {
        bView.pin.top(10).below(of: aView)
        XCTAssertEqual(bView.frame, Rect(160, 10, 40, 40))
        assertLastWarning(contains: ["PinLayout Conflict: below(of: (BasicView, Frame: (100.0, 100.0, 200.0, 160.0)))",
                                     "won't be applied since it value has already been set to 10."])
    }

    func testARelativeMethodWinsOverALaterDifferentEdge() {
        bView.pin.below(of: aView).top(10)
        XCTAssertEqual(bView.frame, Rect(160, 260, 40, 40))
        assertLastWarning(contains: ["top(10) won't be applied since it value has already been set to 260."])
    }

    func testAnAlreadySetRightEdgeIsReportedAsAnOffsetFromTheSuperviewsRight() {
        bView.pin.right(10).left(of: aView)
        XCTAssertEqual(bView.frame, Rect(350, 200, 40, 40))
        assertLastWarning(contains: ["PinLayout Conflict: left(of: (BasicView, Frame: (100.0, 100.0, 200.0, 160.0)))",
                                     "won't be applied since it value has already been set to 10."])
    }

    func testRepeatingTheSameValueIsSilent() {
        bView.pin.below(of: aView, aligned: .left).left(100).top(260)
        XCTAssertEqual(bView.frame, Rect(100, 260, 40, 40))
        assertNoWarning()
    }

    func testCenterAlignmentConflictsWithAnAlreadySetLeftEdge() {
        bView.pin.left(10).below(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(10, 260, 40, 40))
        assertLastWarning(contains: ["below(of: (BasicView, Frame: (100.0, 100.0, 200.0, 160.0)), aligned: .center)",
                                     "won't be applied since it conflicts with the following already set properties:",
                                     "\n left: 10"])
    }

    func testVerticalCenterAlignmentConflictsWithAnAlreadySetBottomEdge() {
        bView.pin.bottom(100).right(of: aView, aligned: .center)
        // The left edge still applies; vCenter is refused because bottom (300) came first.
        XCTAssertEqual(bView.frame, Rect(300, 260, 40, 40))
        assertLastWarning(contains: ["right(of: (BasicView, Frame: (100.0, 100.0, 200.0, 160.0)), aligned: .center)",
                                     "conflicts with the following already set properties:", "\n bottom: 300"])
    }

    func testRelativeEdgesWorkWithAnExplicitSize() {
        bView.pin.below(of: aView, aligned: .right).size(Size(width: 100, height: 30))
        XCTAssertEqual(bView.frame, Rect(200, 260, 100, 30))
    }

    // MARK: - Reading the reference

    func testTheReferenceIsReadWhenTheMethodIsCalled() {
        let builder = bView.pin.below(of: aView, aligned: .left)
        aView.frame = Rect(0, 0, 10, 10)
        builder.layout()
        XCTAssertEqual(bView.frame, Rect(100, 260, 40, 40))
    }

    func testAHiddenReferenceStillCounts() {
        aView.isHidden = true
        aView.alpha = 0
        bView.pin.below(of: aView, aligned: .left)
        XCTAssertEqual(bView.frame, Rect(100, 260, 40, 40))
        assertNoWarning()
    }

    func testTheLayoutedViewMayBeItsOwnReference() {
        // PinLayout has no guard for this: bView's bottom (240) becomes its top.
        bView.pin.below(of: bView)
        XCTAssertEqual(bView.frame, Rect(160, 240, 40, 40))
        assertNoWarning()
    }

    func testFractionalCenterIsRoundedToThePixelGridAtScaleThree() {
        _pinlayoutSetUnitTest(scale: 3)
        aView.frame = Rect(100, 100, 201, 160)
        // hCenter 200.5 -> x 180.5 -> 541.5 px, rounded away from zero to 542 px.
        bView.pin.below(of: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(542.0 / 3, 260, 40, 40))
    }

    // MARK: - Unattached views

    func testAnUnattachedReferenceWarnsAndChangesNothing() {
        let unattached = View(frame: Rect(10, 20, 30, 40))
        bView.pin.below(of: unattached, aligned: .left)
        XCTAssertEqual(bView.frame, bViewInitialFrame)
        assertLastWarning(contains: ["PinLayout Warning: below(of: (View, Frame: (10.0, 20.0, 30.0, 40.0)), aligned: .left) won't be applied,",
                                     "the reference view (View, Frame: (10.0, 20.0, 30.0, 40.0)) must be added as a sub-view before being used as a reference."])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testAnUnattachedReferenceWarnsForEveryRelation() {
        let unattached = View()
        bView.pin.left(of: unattached)
        assertLastWarning(contains: ["left(of: (View, Frame: (0.0, 0.0, 0.0, 0.0))) won't be applied"])
        bView.pin.after(of: unattached, aligned: .bottom)
        assertLastWarning(contains: ["after(of: (View, Frame: (0.0, 0.0, 0.0, 0.0)), aligned: .bottom) won't be applied"])
        bView.pin.above(of: unattached)
        assertLastWarning(contains: ["above(of: (View, Frame: (0.0, 0.0, 0.0, 0.0))) won't be applied"])
        XCTAssertEqual(bView.frame, bViewInitialFrame)
        XCTAssertEqual(Pin.warningCount, 3)
    }

    func testALayoutedViewWithoutSuperviewIsLeftAloneSilently() {
        let orphan = BasicView(frame: Rect(1, 2, 3, 4))
        orphan.pin.below(of: aView, aligned: .center)
        orphan.pin.right(of: View())
        XCTAssertEqual(orphan.frame, Rect(1, 2, 3, 4))
        assertNoWarning()
    }
}
