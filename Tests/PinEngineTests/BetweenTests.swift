// Follows PinLayout's Tests/Common/BetweenSpec.swift (horizontallyBetween / verticallyBetween).
import XCTest
@testable import PinEngine

/// horizontallyBetween / verticallyBetween: the span between two views, the alignment that always
/// follows the first view, views from other containers, and the self / same-view / no-space rules.
///
/// Fixture (upstream's, scale 2): rootView at (0,64,400,400) holds aView (with aViewChild), bView
/// (with bViewChild) and cView; each test gives them their frames.
final class BetweenTests: SpecTreeTestCase {
    private var cView: BasicView!

    override class var treeFrames: TreeFrames {
        TreeFrames(
            rootView: Rect(0, 64, 400, 400),
            aView: .zero,
            aViewChild: .zero,
            bView: .zero,
            bViewChild: .zero
        )
    }

    override func setUp() {
        super.setUp()
        cView = addView(to: rootView)
    }

    override func tearDown() {
        cView = nil
        super.tearDown()
    }

    // MARK: - Fixtures

    /// Overlapping aView and cView (both horizontally and vertically), bView laid out.
    private func useOverlappingViews(bViewFrame: Rect = .zero) {
        aView.frame = Rect(40, 100, 200, 100)
        cView.frame = Rect(160, 140, 110, 80)
        bView.frame = bViewFrame
    }

    /// aView (40..90) and cView (160..270) leave 70 points between them; bView (0,0,50,50) is laid out.
    private func useHorizontallySeparatedViews(cViewY: Double = 140) {
        aView.frame = Rect(40, 100, 50, 100)
        bView.frame = Rect(0, 0, 50, 50)
        cView.frame = Rect(160, cViewY, 110, 80)
    }

    /// aView (y 10..160) above bView (y 240..290); cView (x 40, 110x80) is laid out.
    private func useVerticallySeparatedViews(cViewX: Double = 40) {
        aView.frame = Rect(10, 10, 120, 150)
        bView.frame = Rect(180, 240, 150, 50)
        cView.frame = Rect(cViewX, 100, 110, 80)
    }

    /// Children in two containers: aViewChild is (40,60,80,40) and bViewChild (220,180,60,20) in
    /// rootView's space; cView (0,100,110,80) is laid out.
    private func useChildrenSideBySide() {
        aView.frame = Rect(10, 10, 120, 150)
        aViewChild.frame = Rect(30, 50, 80, 40)
        bView.frame = Rect(180, 170, 150, 50)
        bViewChild.frame = Rect(40, 10, 60, 20)
        cView.frame = Rect(0, 100, 110, 80)
    }

    /// Children in two containers: aViewChild is (40,60,80,40) and bViewChild (140,230,60,20) in
    /// rootView's space; cView (30,100,110,80) is laid out.
    private func useChildrenOneAboveTheOther() {
        aView.frame = Rect(10, 10, 120, 150)
        aViewChild.frame = Rect(30, 50, 80, 40)
        bView.frame = Rect(100, 220, 150, 50)
        bViewChild.frame = Rect(40, 10, 60, 20)
        cView.frame = Rect(30, 100, 110, 80)
    }

    // MARK: - horizontallyBetween: refusals

    func testHorizontallyBetweenRefusesTheLayoutedViewAsSecondReference() {
        useOverlappingViews()
        bView.pin.horizontallyBetween(aView, and: bView)
        XCTAssertEqual(bView.frame, Rect(0, 0, 0, 0))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))", ") won't be applied",
                                     "the view being layouted cannot be used as one of the references"])
    }

    func testHorizontallyBetweenRefusesTheLayoutedViewAsFirstReference() {
        useOverlappingViews()
        bView.pin.horizontallyBetween(bView, and: cView)
        XCTAssertEqual(bView.frame, Rect(0, 0, 0, 0))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0))", "won't be applied",
                                     "the view being layouted cannot be used as one of the references"])
    }

    func testHorizontallyBetweenRefusesTheSameViewTwice() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: aView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(0, 0, 50, 50))
        assertLastWarning(contains: ["PinLayout Warning: horizontallyBetween((BasicView, Frame: (40.0, 100.0, 50.0, 100.0)), "
                                     + "(BasicView, Frame: (40.0, 100.0, 50.0, 100.0)), aligned: .top) won't be applied, "
                                     + "reference views must be different."])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testTheSelfReferenceRuleIsCheckedBeforeTheSameViewRule() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(bView, and: bView)
        assertLastWarning(contains: ["the view being layouted cannot be used as one of the references."])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testHorizontallyBetweenWarnsWhenTheViewsOverlap() {
        useOverlappingViews()
        bView.pin.horizontallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(0, 0, 0, 0))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0)), ",
                                     " won't be applied", "there is no horizontal space between these views",
                                     "(noSpaceAvailableBetweenViews)"])
    }

    func testTheNoSpaceWarningCanBeSwitchedOff() {
        Pin.activeWarnings.noSpaceAvailableBetweenViews = false
        useOverlappingViews()
        bView.pin.horizontallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(0, 0, 0, 0))
        XCTAssertNil(Pin.lastWarningText)
        assertNoWarning()
    }

    func testSwitchingOffTheNoSpaceWarningKeepsTheOtherBetweenWarnings() {
        Pin.activeWarnings.noSpaceAvailableBetweenViews = false
        useOverlappingViews()
        bView.pin.horizontallyBetween(aView, and: aView)
        assertLastWarning(contains: ["reference views must be different."])
    }

    func testTheSuperviewAsReferenceOverlapsEverything() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(rootView, and: cView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(0, 0, 50, 50))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (0.0, 64.0, 400.0, 400.0)), ",
                                     " won't be applied", "there is no horizontal space between these views"])
    }

    func testAnUnattachedReferenceWarnsForEachOfItsAnchors() {
        useHorizontallySeparatedViews()
        // The outer container has no superview: both of its anchors are refused.
        bView.pin.horizontallyBetween(container, and: cView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(0, 0, 50, 50))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0)), ",
                                     " won't be applied", "must be added as a sub-view before being used as a reference"])
        XCTAssertEqual(Pin.warningCount, 2)
    }

    func testALayoutedViewWithoutSuperviewIsLeftAloneSilently() {
        useHorizontallySeparatedViews()
        let orphan = BasicView(frame: Rect(1, 2, 3, 4))
        orphan.pin.horizontallyBetween(aView, and: cView, aligned: .center)
        orphan.pin.verticallyBetween(aView, and: cView)
        XCTAssertEqual(orphan.frame, Rect(1, 2, 3, 4))
        assertNoWarning()
    }

    // MARK: - horizontallyBetween: span and alignment

    func testHorizontallyBetweenSpansTheGapAndKeepsTheVerticalPosition() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(90, 0, 70, 50))
        assertNoWarning()
    }

    func testHorizontallyBetweenSpanDoesNotDependOnTheOrder() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(cView, and: aView)
        XCTAssertEqual(bView.frame, Rect(90, 0, 70, 50))
    }

    func testHorizontallyBetweenAlignedTopUsesTheFirstViewsTop() {
        useHorizontallySeparatedViews(cViewY: 100)
        bView.pin.horizontallyBetween(aView, and: cView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(90, 100, 70, 50))
        bView.frame = Rect(0, 0, 50, 50)
        cView.frame = Rect(160, 140, 110, 80)
        bView.pin.horizontallyBetween(cView, and: aView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(90, 140, 70, 50))
    }

    func testHorizontallyBetweenAlignedCenterFollowsTheFirstView() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: cView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(90, 125, 70, 50))
        bView.frame = Rect(0, 0, 50, 50)
        bView.pin.horizontallyBetween(cView, and: aView, aligned: .center)
        XCTAssertEqual(bView.frame, Rect(90, 155, 70, 50))
    }

    func testHorizontallyBetweenAlignedBottomFollowsTheFirstView() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: cView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(90, 150, 70, 50))
        bView.frame = Rect(0, 0, 50, 50)
        bView.pin.horizontallyBetween(cView, and: aView, aligned: .bottom)
        XCTAssertEqual(bView.frame, Rect(90, 170, 70, 50))
    }

    func testHorizontallyBetweenAlignedNoneLeavesTheVerticalPositionAlone() {
        useHorizontallySeparatedViews()
        bView.frame = Rect(0, 33, 50, 50)
        bView.pin.horizontallyBetween(cView, and: aView, aligned: .none)
        XCTAssertEqual(bView.frame, Rect(90, 33, 70, 50))
    }

    func testHorizontallyBetweenTouchingViewsGivesAZeroWidth() {
        aView.frame = Rect(40, 100, 50, 100)
        cView.frame = Rect(90, 140, 110, 80)
        bView.frame = Rect(0, 0, 50, 50)
        bView.pin.horizontallyBetween(aView, and: cView, aligned: .top)
        XCTAssertEqual(bView.frame, Rect(90, 100, 0, 50))
        assertNoWarning()
    }

    func testHorizontallyBetweenWithHorizontalMarginsShrinksTheSpan() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: cView, aligned: .top).marginHorizontal(10)
        XCTAssertEqual(bView.frame, Rect(100, 100, 50, 50))
    }

    func testHorizontallyBetweenWithAWidthIsJustifiedInTheSpan() {
        useHorizontallySeparatedViews()
        bView.pin.horizontallyBetween(aView, and: cView).width(20).justify(.center)
        XCTAssertEqual(bView.frame, Rect(115, 0, 20, 50))
        bView.frame = Rect(0, 0, 50, 50)
        bView.pin.horizontallyBetween(aView, and: cView).width(20).justify(.right)
        XCTAssertEqual(bView.frame, Rect(140, 0, 20, 50))
        assertNoWarning()
    }

    func testHorizontallyBetweenConflictsWithAnAlreadySetLeftEdge() {
        useHorizontallySeparatedViews()
        bView.pin.left(10).horizontallyBetween(aView, and: cView)
        // The left edge stays at 10; the right edge of the span (160) still applies.
        XCTAssertEqual(bView.frame, Rect(10, 0, 150, 50))
        assertLastWarning(contains: ["PinLayout Conflict: horizontallyBetween((BasicView, Frame: (40.0, 100.0, 50.0, 100.0)), ",
                                     "won't be applied since it value has already been set to 10."])
    }

    func testHorizontallyBetweenIgnoresVisibility() {
        useHorizontallySeparatedViews()
        aView.isHidden = true
        cView.alpha = 0
        bView.pin.horizontallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(90, 0, 70, 50))
    }

    // MARK: - horizontallyBetween: views from other containers

    func testHorizontallyBetweenChildrenOfOtherContainers() {
        useChildrenSideBySide()
        cView.pin.horizontallyBetween(aViewChild, and: bViewChild)
        XCTAssertEqual(cView.frame, Rect(120, 100, 100, 80))
    }

    func testHorizontallyBetweenChildrenAlignedOnTheFirstChild() {
        useChildrenSideBySide()
        cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .top)
        XCTAssertEqual(cView.frame, Rect(120, 60, 100, 80))
        cView.frame = Rect(0, 100, 110, 80)
        cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(120, 40, 100, 80))
        cView.frame = Rect(0, 100, 110, 80)
        cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .bottom)
        XCTAssertEqual(cView.frame, Rect(120, 20, 100, 80))
    }

    func testHorizontallyBetweenChildrenSwappedAlignsOnTheOtherChild() {
        useChildrenSideBySide()
        cView.pin.horizontallyBetween(bViewChild, and: aViewChild, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(120, 150, 100, 80))
    }

    func testHorizontallyBetweenAParentAndItsChildHasNoSpace() {
        useChildrenSideBySide()
        cView.pin.horizontallyBetween(aView, and: aViewChild, aligned: .top)
        XCTAssertEqual(cView.frame, Rect(0, 100, 110, 80))
        assertLastWarning(contains: ["horizontallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)), ",
                                     ", aligned: .top)", " won't be applied", "there is no horizontal space between these views"])
    }

    func testHorizontallyBetweenASiblingAndACousin() {
        useChildrenSideBySide()
        cView.pin.horizontallyBetween(aView, and: bViewChild, aligned: .top)
        XCTAssertEqual(cView.frame, Rect(130, 10, 90, 80))
        cView.frame = Rect(0, 100, 110, 80)
        cView.pin.horizontallyBetween(bViewChild, and: aView, aligned: .top)
        XCTAssertEqual(cView.frame, Rect(130, 180, 90, 80))
    }

    // MARK: - verticallyBetween: refusals

    func testVerticallyBetweenRefusesTheLayoutedViewAsAReference() {
        useOverlappingViews(bViewFrame: Rect(10, 10, 11, 12))
        bView.pin.verticallyBetween(aView, and: bView)
        XCTAssertEqual(bView.frame, Rect(10, 10, 11, 12))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))", ") won't be applied",
                                     "the view being layouted cannot be used as one of the references"])
        bView.pin.verticallyBetween(bView, and: cView)
        XCTAssertEqual(bView.frame, Rect(10, 10, 11, 12))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (10.0, 10.0, 11.0, 12.0))", ") won't be applied",
                                     "the view being layouted cannot be used as one of the references"])
    }

    func testVerticallyBetweenRefusesTheSameViewTwice() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(bView, and: bView, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(40, 100, 110, 80))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (180.0, 240.0, 150.0, 50.0)), "
                                     + "(BasicView, Frame: (180.0, 240.0, 150.0, 50.0)), aligned: .center) won't be applied, "
                                     + "reference views must be different."])
    }

    func testVerticallyBetweenWarnsWhenTheViewsOverlap() {
        useOverlappingViews(bViewFrame: Rect(10, 10, 11, 12))
        bView.pin.verticallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(10, 10, 11, 12))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))", " won't be applied",
                                     "there is no vertical space between these views", "(noSpaceAvailableBetweenViews)"])
    }

    func testVerticallyBetweenNoSpaceWarningCanBeSwitchedOff() {
        Pin.activeWarnings.noSpaceAvailableBetweenViews = false
        useOverlappingViews()
        bView.pin.verticallyBetween(aView, and: cView)
        XCTAssertEqual(bView.frame, Rect(0, 0, 0, 0))
        XCTAssertNil(Pin.lastWarningText)
        assertNoWarning()
    }

    func testVerticallyBetweenAParentAndItsChildHasNoSpace() {
        useChildrenOneAboveTheOther()
        cView.pin.verticallyBetween(aView, and: aViewChild, aligned: .left)
        XCTAssertEqual(cView.frame, Rect(30, 100, 110, 80))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)),", " won't be applied",
                                     "there is no vertical space between these views"])
    }

    // MARK: - verticallyBetween: span and alignment

    func testVerticallyBetweenSpansTheGapInEitherOrder() {
        useVerticallySeparatedViews(cViewX: 0)
        cView.pin.verticallyBetween(aView, and: bView)
        XCTAssertEqual(cView.frame, Rect(0, 160, 110, 80))
        cView.frame = Rect(0, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView)
        XCTAssertEqual(cView.frame, Rect(0, 160, 110, 80))
        assertNoWarning()
    }

    func testVerticallyBetweenAlignedLeftFollowsTheFirstView() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .left)
        XCTAssertEqual(cView.frame, Rect(10, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .left)
        XCTAssertEqual(cView.frame, Rect(180, 160, 110, 80))
    }

    func testVerticallyBetweenAlignedCenterFollowsTheFirstView() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(15, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(200, 160, 110, 80))
    }

    func testVerticallyBetweenAlignedRightFollowsTheFirstView() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .right)
        XCTAssertEqual(cView.frame, Rect(20, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .right)
        XCTAssertEqual(cView.frame, Rect(220, 160, 110, 80))
    }

    func testVerticallyBetweenAlignedStartAndEndInLeftToRight() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .start)
        XCTAssertEqual(cView.frame, Rect(10, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .start)
        XCTAssertEqual(cView.frame, Rect(180, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(aView, and: bView, aligned: .end)
        XCTAssertEqual(cView.frame, Rect(20, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .end)
        XCTAssertEqual(cView.frame, Rect(220, 160, 110, 80))
    }

    func testVerticallyBetweenAlignedStartAndEndInRightToLeft() {
        Pin.layoutDirection = .rtl
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .start)
        XCTAssertEqual(cView.frame, Rect(20, 160, 110, 80))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .end)
        XCTAssertEqual(cView.frame, Rect(180, 160, 110, 80))
    }

    func testVerticallyBetweenAlignedNoneLeavesTheHorizontalPositionAlone() {
        useVerticallySeparatedViews(cViewX: 77)
        cView.pin.verticallyBetween(aView, and: bView, aligned: .none)
        XCTAssertEqual(cView.frame, Rect(77, 160, 110, 80))
    }

    func testVerticallyBetweenTouchingViewsGivesAZeroHeight() {
        aView.frame = Rect(10, 10, 120, 150)
        bView.frame = Rect(180, 160, 150, 50)
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(bView, and: aView, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(200, 160, 110, 0))
        assertNoWarning()
    }

    func testVerticallyBetweenWithVerticalMarginsShrinksTheSpan() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView, aligned: .left).marginVertical(5).marginLeft(3)
        XCTAssertEqual(cView.frame, Rect(13, 165, 110, 70))
    }

    func testVerticallyBetweenWithAHeightIsAlignedInTheSpan() {
        useVerticallySeparatedViews()
        cView.pin.verticallyBetween(aView, and: bView).height(20).align(.bottom)
        XCTAssertEqual(cView.frame, Rect(40, 220, 110, 20))
        cView.frame = Rect(40, 100, 110, 80)
        cView.pin.verticallyBetween(aView, and: bView).height(20).align(.center)
        XCTAssertEqual(cView.frame, Rect(40, 190, 110, 20))
    }

    func testVerticallyBetweenCenterAlignmentConflictsWithAnAlreadySetLeftEdge() {
        useVerticallySeparatedViews()
        cView.pin.left(5).verticallyBetween(aView, and: bView, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(5, 160, 110, 80))
        assertLastWarning(contains: ["verticallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)), ",
                                     ", aligned: .center) won't be applied since it conflicts with the following already set properties:",
                                     "\n left: 5"])
    }

    // MARK: - verticallyBetween: views from other containers

    func testVerticallyBetweenChildrenOfOtherContainers() {
        useChildrenOneAboveTheOther()
        cView.pin.verticallyBetween(aViewChild, and: bViewChild)
        XCTAssertEqual(cView.frame, Rect(30, 100, 110, 130))
    }

    func testVerticallyBetweenChildrenAlignedOnTheFirstChild() {
        useChildrenOneAboveTheOther()
        cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .left)
        XCTAssertEqual(cView.frame, Rect(40, 100, 110, 130))
        cView.frame = Rect(30, 100, 110, 80)
        cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(25, 100, 110, 130))
        cView.frame = Rect(30, 100, 110, 80)
        // Upstream has this case without an expectation: aViewChild's right edge is 120 in rootView.
        cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .right)
        XCTAssertEqual(cView.frame, Rect(10, 100, 110, 130))
        cView.frame = Rect(30, 100, 110, 80)
        cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .start)
        XCTAssertEqual(cView.frame, Rect(40, 100, 110, 130))
    }

    func testVerticallyBetweenChildrenSwappedAlignsOnTheOtherChild() {
        useChildrenOneAboveTheOther()
        cView.pin.verticallyBetween(bViewChild, and: aViewChild, aligned: .center)
        XCTAssertEqual(cView.frame, Rect(115, 100, 110, 130))
    }

    func testVerticallyBetweenASiblingAndACousin() {
        useChildrenOneAboveTheOther()
        cView.pin.verticallyBetween(aView, and: bViewChild, aligned: .left)
        XCTAssertEqual(cView.frame, Rect(10, 160, 110, 70))
        cView.frame = Rect(30, 100, 110, 80)
        cView.pin.verticallyBetween(bViewChild, and: aView, aligned: .right)
        XCTAssertEqual(cView.frame, Rect(90, 160, 110, 70))
    }

    func testBetweenViewsOfTheParentsLevelUsesTheSuperviewOrigin() {
        // bViewChild is laid out in bView (180,170); aView and cView are bView's siblings.
        aView.frame = Rect(10, 10, 120, 150)
        bView.frame = Rect(180, 170, 150, 50)
        cView.frame = Rect(300, 0, 50, 50)
        bViewChild.frame = Rect(0, 0, 10, 10)
        bViewChild.pin.horizontallyBetween(aView, and: cView, aligned: .top)
        XCTAssertEqual(bViewChild.frame, Rect(-50, -160, 170, 10))
    }
}
