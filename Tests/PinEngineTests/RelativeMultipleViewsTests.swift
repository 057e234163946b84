// Follows PinLayout's Tests/Common/RelativePositionMultipleViewsSpec.swift (relative to several views).
import XCTest
@testable import PinEngine

private let childInitialFrame = Rect(40, 10, 60, 20)

/// above/below/left/right/before/after(of: [views], aligned:), list forms (`visible(_:)`, subclass
/// arrays, slices), empty lists and unattached references.
///
/// Fixture (upstream's, scale 2): rootView (0,0,400,400) holds aView (40,100,100,60) with child
/// aViewChild (10,20,50,30), and bView (160,120,110,80) with child bViewChild (40,10,60,20). The laid
/// out view is usually bViewChild, so the anchors are converted into bView's space, where aView is
/// (-120,-20,100,60), aViewChild (-110,0,50,30) and bView (0,0,110,80).
final class RelativeMultipleViewsTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames {
        TreeFrames(
            aView: Rect(40, 100, 100, 60),
            aViewChild: Rect(10, 20, 50, 30),
            bView: Rect(160, 120, 110, 80),
            bViewChild: childInitialFrame
        )
    }

    private func resetChild() {
        bViewChild.frame = childInitialFrame
    }

    /// aView's description in warnings.
    private let aViewText = "(BasicView, Frame: (40.0, 100.0, 100.0, 60.0))"

    // MARK: - above(of: [views])

    func testAboveOfACousinsParentConvertsItsTop() {
        bViewChild.pin.above(of: aView)
        XCTAssertEqual(bViewChild.frame, Rect(40, -40, 60, 20))
        assertNoWarning()
    }

    func testAboveOfSeveralViewsUsesTheTopmostTop() {
        bViewChild.pin.above(of: [aView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(40, -40, 60, 20))
        resetChild()
        // Order does not matter.
        bViewChild.pin.above(of: [bView, aView])
        XCTAssertEqual(bViewChild.frame, Rect(40, -40, 60, 20))
        assertNoWarning()
    }

    func testAboveOfSeveralViewsAlignedLeftUsesTheLeftmostLeft() {
        bViewChild.pin.above(of: [aView, bView], aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-120, -40, 60, 20))
    }

    func testAboveOfSeveralViewsAlignedRightUsesTheRightmostRight() {
        bViewChild.pin.above(of: [aView, bView], aligned: .right)
        XCTAssertEqual(bViewChild.frame, Rect(50, -40, 60, 20))
    }

    func testAboveOfOneViewAlignedCenter() {
        bViewChild.pin.above(of: aView, aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-100, -40, 60, 20))
    }

    func testAboveOfSeveralViewsAlignedCenterUsesTheMeanOfTheCenters() {
        // Centers -70 and 55: mean -7.5, so x = -37.5 (kept at scale 2).
        bViewChild.pin.above(of: [aView, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-37.5, -40, 60, 20))
    }

    func testAboveOfSeveralViewsWithMargins() {
        bViewChild.pin.above(of: [aView, bView], aligned: .right).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(40, -50, 60, 20))
        resetChild()
        bViewChild.pin.above(of: [aView, bView], aligned: .left).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-110, -50, 60, 20))
    }

    // MARK: - below(of: [views])

    func testBelowOfOneView() {
        bViewChild.pin.below(of: aView)
        XCTAssertEqual(bViewChild.frame, Rect(40, 40, 60, 20))
    }

    func testBelowOfSeveralViewsUsesTheBottommostBottom() {
        bViewChild.pin.below(of: [aView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(40, 80, 60, 20))
        assertNoWarning()
    }

    func testBelowOfSeveralViewsAlignedLeftAndRight() {
        bViewChild.pin.below(of: [aView, bView], aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-120, 80, 60, 20))
        resetChild()
        bViewChild.pin.below(of: [aView, bView], aligned: .right)
        XCTAssertEqual(bViewChild.frame, Rect(50, 80, 60, 20))
    }

    func testBelowOfOneViewAlignedCenter() {
        bViewChild.pin.below(of: aView, aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-100, 40, 60, 20))
    }

    func testBelowOfSeveralViewsAlignedCenterUsesTheMeanOfTheCenters() {
        bViewChild.pin.below(of: [aView, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-37.5, 80, 60, 20))
    }

    func testBelowOfSeveralViewsWithUniformMargin() {
        bViewChild.pin.below(of: [aView, bView], aligned: .right).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(40, 90, 60, 20))
        resetChild()
        bViewChild.pin.below(of: [aView, bView], aligned: .left).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-110, 90, 60, 20))
        resetChild()
        // Equal left and right margins cancel out around the center.
        bViewChild.pin.below(of: [aView, bView], aligned: .center).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-37.5, 90, 60, 20))
    }

    func testBelowAlignedCenterIsShiftedByASingleHorizontalMargin() {
        bViewChild.pin.below(of: [aView, bView], aligned: .center).marginLeft(10)
        XCTAssertEqual(bViewChild.frame, Rect(-27.5, 80, 60, 20))
        resetChild()
        bViewChild.pin.below(of: [aView, bView], aligned: .center).marginRight(10)
        XCTAssertEqual(bViewChild.frame, Rect(-47.5, 80, 60, 20))
    }

    func testCenterAlignmentIsTheMeanOfTheAnchorsNotTheMiddleOfTheirSpan() {
        // bottomCenter x in bView space: aView -70, aViewChild -85, bView 55. Mean -100/3, whereas the
        // middle of the span would be -15. x = -100/3 - 30 = -63.33 -> -126.67 px -> -127 px = -63.5.
        bViewChild.pin.below(of: [aView, aViewChild, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-63.5, 80, 60, 20))
    }

    func testADuplicatedReferenceWeighsTwiceInTheCenterMean() {
        // (-70 + 55 + 55) / 3 = 13.33, x = -16.67 -> -33.33 px -> -33 px = -16.5.
        bViewChild.pin.below(of: [aView, bView, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-16.5, 80, 60, 20))
        assertNoWarning()
    }

    // MARK: - left(of: [views])

    func testLeftOfOneViewAndSeveralViewsUsesTheLeftmostLeft() {
        bViewChild.pin.left(of: aView)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 10, 60, 20))
        resetChild()
        bViewChild.pin.left(of: [aView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(-180, 10, 60, 20))
    }

    func testLeftOfTheSameViewTwiceIsLeftOfThatView() {
        bViewChild.pin.left(of: [bView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(-60, 10, 60, 20))
        assertNoWarning()
    }

    func testLeftOfSeveralViewsAlignedTopAndBottom() {
        bViewChild.pin.left(of: [aView, bView], aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(-180, -20, 60, 20))
        resetChild()
        bViewChild.pin.left(of: [aView, bView], aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 60, 60, 20))
    }

    func testLeftOfAlignedCenterUsesTheMeanOfTheVerticalCenters() {
        bViewChild.pin.left(of: aView, aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 0, 60, 20))
        resetChild()
        // Centers 10 and 40: mean 25.
        bViewChild.pin.left(of: [aView, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 15, 60, 20))
    }

    func testLeftOfSeveralViewsWithUniformMargin() {
        bViewChild.pin.left(of: [aView, bView], aligned: .bottom).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-190, 50, 60, 20))
        resetChild()
        bViewChild.pin.left(of: [aView, bView], aligned: .top).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-190, -10, 60, 20))
        resetChild()
        bViewChild.pin.left(of: [aView, bView], aligned: .center).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(-190, 15, 60, 20))
    }

    func testLeftOfAlignedCenterIsShiftedByASingleVerticalMargin() {
        bViewChild.pin.left(of: [aView, bView], aligned: .center).marginTop(10)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 25, 60, 20))
        resetChild()
        bViewChild.pin.left(of: [aView, bView], aligned: .center).marginBottom(10)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 5, 60, 20))
    }

    // MARK: - right(of: [views])

    func testRightOfOneViewAndSeveralViewsUsesTheRightmostRight() {
        bViewChild.pin.right(of: aView)
        XCTAssertEqual(bViewChild.frame, Rect(-20, 10, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(110, 10, 60, 20))
    }

    func testRightOfSeveralViewsAlignedTopAndBottom() {
        bViewChild.pin.right(of: [aView, bView], aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(110, -20, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(110, 60, 60, 20))
    }

    func testRightOfAlignedCenter() {
        bViewChild.pin.right(of: aView, aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-20, 0, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(110, 15, 60, 20))
    }

    func testRightOfSeveralViewsWithMargins() {
        bViewChild.pin.right(of: [aView, bView], aligned: .bottom).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(120, 50, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .top).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(120, -10, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .center).margin(10)
        XCTAssertEqual(bViewChild.frame, Rect(120, 15, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .center).marginTop(10)
        XCTAssertEqual(bViewChild.frame, Rect(110, 25, 60, 20))
        resetChild()
        bViewChild.pin.right(of: [aView, bView], aligned: .center).marginBottom(10)
        XCTAssertEqual(bViewChild.frame, Rect(110, 5, 60, 20))
    }

    // MARK: - Cousins, before/after, start/end

    func testRightOfACousinGoesThroughTheCommonAncestor() {
        // aViewChild's right edge in bView space is -60, its top 0.
        bViewChild.pin.right(of: aViewChild, aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(-60, 0, 60, 20))
        resetChild()
        bViewChild.pin.below(of: [aViewChild, aView], aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-120, 40, 60, 20))
    }

    func testBeforeAndAfterSeveralViewsInLeftToRight() {
        bViewChild.pin.after(of: [aView, bView], aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(110, 60, 60, 20))
        resetChild()
        bViewChild.pin.before(of: [aView, bView], aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(-180, -20, 60, 20))
    }

    func testBeforeAndAfterSeveralViewsInRightToLeft() {
        Pin.layoutDirection = .rtl
        bViewChild.pin.after(of: [aView, bView], aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 60, 60, 20))
        resetChild()
        bViewChild.pin.before(of: [aView, bView])
        XCTAssertEqual(bViewChild.frame, Rect(110, 10, 60, 20))
    }

    func testBelowSeveralViewsAlignedStartAndEndFollowTheDirection() {
        bViewChild.pin.below(of: [aView, bView], aligned: .start)
        XCTAssertEqual(bViewChild.frame, Rect(-120, 80, 60, 20))
        resetChild()
        bViewChild.pin.above(of: [aView, bView], aligned: .end)
        XCTAssertEqual(bViewChild.frame, Rect(50, -40, 60, 20))
        resetChild()
        Pin.layoutDirection = .rtl
        bViewChild.pin.below(of: [aView, bView], aligned: .start)
        XCTAssertEqual(bViewChild.frame, Rect(50, 80, 60, 20))
        resetChild()
        bViewChild.pin.above(of: [aView, bView], aligned: .end)
        XCTAssertEqual(bViewChild.frame, Rect(-120, -40, 60, 20))
    }

    // MARK: - Unattached references

    func testAnUnattachedSingleReferenceWarnsAndChangesNothing() {
        let unattached = View()
        bViewChild.pin.above(of: unattached)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["above(of: (", ")", "won't be applied",
                                     "must be added as a sub-view before being used as a reference."])
    }

    func testAnUnattachedSingleReferenceWithAlignmentNamesTheAlignment() {
        let unattached = View()
        bViewChild.pin.above(of: unattached, aligned: .left)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["above(of: ", ", aligned: .left)", "won't be applied",
                                    "must be added as a sub-view before being used as a reference."])
    }

    func testAnUnattachedReferenceInAListWarnsButTheOthersStillPosition() {
        let unattached = View()
        bViewChild.pin.above(of: [aView, unattached])
        XCTAssertEqual(bViewChild.frame, Rect(40, -40, 60, 20))
        assertLastWarning(contains: ["PinLayout Warning: above(of: [\(aViewText), (View, Frame: (0.0, 0.0, 0.0, 0.0))])",
                                     "won't be applied", "the reference view (View, Frame: (0.0, 0.0, 0.0, 0.0))",
                                     "must be added as a sub-view before being used as a reference."])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testCenterAlignmentAveragesOnlyTheAttachedReferences() {
        let unattached = View(frame: Rect(300, 300, 100, 100))
        bViewChild.pin.above(of: [aView, unattached], aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-100, -40, 60, 20))
        assertLastWarning(contains: ["above(of: [", "], aligned: .center)", "won't be applied",
                                     "the reference view", "must be added", "as a reference"])
    }

    func testOnlyUnattachedReferencesWarnOncePerViewAndChangeNothing() {
        bViewChild.pin.below(of: [View(), View(frame: Rect(1, 1, 1, 1))], aligned: .right)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        XCTAssertEqual(Pin.warningCount, 2)
        XCTAssertEqual(loggedWarnings.count, 2)
        assertLastWarning(contains: ["the reference view (View, Frame: (1.0, 1.0, 1.0, 1.0)) must be added"])
        XCTAssertFalse(loggedWarnings.contains { $0.contains("At least one view must be visible") })
    }

    // MARK: - Empty lists

    func testAnEmptyListWarnsAndSetsNothing() {
        let noViews: [View] = []
        bViewChild.pin.below(of: noViews, aligned: .left)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["PinLayout Warning: below(of: [], aligned: .left) won't be applied, "
                                     + "At least one view must be visible (i.e. UIView.isHidden != true) "])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testAnEmptyListWarnsForEveryRelation() {
        let noViews: [View] = []
        bViewChild.pin.above(of: noViews)
        assertLastWarning(contains: ["above(of: []) won't be applied, At least one view must be visible"])
        bViewChild.pin.left(of: noViews, aligned: .center)
        assertLastWarning(contains: ["left(of: [], aligned: .center) won't be applied"])
        bViewChild.pin.right(of: noViews)
        assertLastWarning(contains: ["right(of: []) won't be applied"])
        bViewChild.pin.before(of: noViews)
        assertLastWarning(contains: ["before(of: []) won't be applied"])
        bViewChild.pin.after(of: noViews, aligned: .top)
        assertLastWarning(contains: ["after(of: [], aligned: .top) won't be applied"])
        XCTAssertEqual(Pin.warningCount, 5)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
    }

    func testAnEmptyListDoesNotBlockTheRestOfTheStatement() {
        let noViews: [View] = []
        bViewChild.pin.below(of: noViews).left(5).top(7)
        XCTAssertEqual(bViewChild.frame, Rect(5, 7, 60, 20))
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testAnEmptyListOnAViewWithoutSuperviewIsSilent() {
        let orphan = BasicView(frame: Rect(1, 2, 3, 4))
        let noViews: [View] = []
        orphan.pin.below(of: noViews)
        XCTAssertEqual(orphan.frame, Rect(1, 2, 3, 4))
        assertNoWarning()
    }

    // MARK: - visible(_:)

    func testVisibleSkipsHiddenViews() {
        aView.isHidden = true
        bViewChild.pin.above(of: visible([aView, bView]), aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(0, -20, 60, 20))
        assertNoWarning()
    }

    func testVisibleSkipsFullyTransparentViewsButKeepsTranslucentOnes() {
        aView.alpha = 0
        bViewChild.pin.above(of: visible([aView, bView]), aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(0, -20, 60, 20))
        resetChild()
        aView.alpha = 0.01
        bViewChild.pin.above(of: visible([aView, bView]), aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-120, -40, 60, 20))
    }

    func testAPlainListKeepsHiddenViews() {
        aView.isHidden = true
        bView.alpha = 0
        bViewChild.pin.above(of: [aView, bView], aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-120, -40, 60, 20))
    }

    func testVisibleOfOnlyHiddenViewsIsAnEmptyListAndWarns() {
        aView.isHidden = true
        aViewChild.alpha = 0
        bViewChild.pin.below(of: visible([aView, aViewChild]), aligned: .center)
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["below(of: [], aligned: .center) won't be applied",
                                     "At least one view must be visible (i.e. UIView.isHidden != true) "])
    }

    func testVisibleKeepsTheOrderAndContentsOfTheVisibleViews() {
        aView.isHidden = true
        let filtered = Array(visible([aView, aViewChild, bView]))
        XCTAssertEqual(filtered.count, 2)
        XCTAssertTrue(filtered[0] === aViewChild)
        XCTAssertTrue(filtered[1] === bView)
    }

    func testVisibleOfASliceFiltersOnlyThatSlice() {
        let views: [View] = [aView, bView, aViewChild]
        bView.isHidden = true
        // aViewChild is outside the slice; only aView remains.
        bViewChild.pin.right(of: visible(views[0..<2]), aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(-20, 20, 60, 20))
    }

    func testWarningContextListsOnlyTheVisibleViews() {
        bView.isHidden = true
        let unattached = View()
        bViewChild.pin.below(of: visible([bView, unattached]))
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["below(of: (View, Frame: (0.0, 0.0, 0.0, 0.0))) won't be applied",
                                     "must be added as a sub-view"])
    }

    // MARK: - Other list forms

    func testAnArrayOfASubclassIsAList() {
        let boxes: [BasicView] = [aView, bView]
        bViewChild.pin.below(of: boxes, aligned: .center)
        XCTAssertEqual(bViewChild.frame, Rect(-37.5, 80, 60, 20))
    }

    func testAnArraySliceIsAList() {
        let views: [View] = [aView, bView, aViewChild]
        bViewChild.pin.right(of: views[0..<2], aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(110, -20, 60, 20))
        resetChild()
        // A slice that does not start at index 0.
        bViewChild.pin.above(of: views[1...], aligned: .left)
        XCTAssertEqual(bViewChild.frame, Rect(-110, -20, 60, 20))
    }

    func testASliceOfASubclassArrayIsAList() {
        let boxes: [BasicView] = [aViewChild, aView, bView]
        bViewChild.pin.left(of: boxes[..<2], aligned: .bottom)
        XCTAssertEqual(bViewChild.frame, Rect(-180, 20, 60, 20))
    }

    func testAnEmptySliceWarns() {
        let views: [View] = [aView, bView]
        bViewChild.pin.after(of: views[1..<1])
        XCTAssertEqual(bViewChild.frame, childInitialFrame)
        assertLastWarning(contains: ["after(of: []) won't be applied", "At least one view must be visible"])
    }
}
