// Follows PinLayout's Tests/Common/PinEdgeCoordinateSpec.swift (`top(to: view.edge.bottom)` and friends).
import XCTest
@testable import PinEngine

final class EdgeCoordinateTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { .twoViewsWithChildren }

    private func makeUnattachedView() -> View {
        View(frame: Rect(10, 10, 10, 10))
    }

    // MARK: top(to:)

    func testTopToTheParentsEdges() {
        aViewChild.pin.top(to: aView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(10, 0, 50, 30))
        aViewChild.pin.top(to: aView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(10, 60, 50, 30))
        assertNoWarning()
    }

    func testTopToTheParentsSiblingEdges() {
        aViewChild.pin.top(to: bView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(10, 100, 50, 30))
        aViewChild.pin.top(to: bView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(10, 180, 50, 30))
    }

    func testTopToACousinsEdges() {
        bViewChild.pin.top(to: aViewChild.edge.top)
        XCTAssertEqual(bViewChild.frame, Rect(40, -80, 60, 20))
        bViewChild.pin.top(to: aViewChild.edge.bottom)
        XCTAssertEqual(bViewChild.frame, Rect(40, -50, 60, 20))
    }

    func testTopToASiblingsBottom() {
        bView.pin.top(to: aView.edge.bottom)
        XCTAssertEqual(bView.frame, Rect(160, 160, 110, 80))
    }

    // MARK: left(to:)

    func testLeftToTheParentsEdges() {
        aViewChild.pin.left(to: aView.edge.left)
        XCTAssertEqual(aViewChild.frame, Rect(0, 20, 50, 30))
        aViewChild.pin.left(to: aView.edge.right)
        XCTAssertEqual(aViewChild.frame, Rect(100, 20, 50, 30))
    }

    func testLeftToTheParentsSiblingEdges() {
        aViewChild.pin.left(to: bView.edge.left)
        XCTAssertEqual(aViewChild.frame, Rect(20, 20, 50, 30))
        aViewChild.pin.left(to: bView.edge.right)
        XCTAssertEqual(aViewChild.frame, Rect(130, 20, 50, 30))
    }

    func testLeftToACousinsEdges() {
        bViewChild.pin.left(to: aViewChild.edge.left)
        XCTAssertEqual(bViewChild.frame, Rect(-10, 10, 60, 20))
        bViewChild.pin.left(to: aViewChild.edge.right)
        XCTAssertEqual(bViewChild.frame, Rect(40, 10, 60, 20))
    }

    // MARK: bottom(to:)

    func testBottomToTheParentsEdges() {
        aViewChild.pin.bottom(to: aView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(10, -30, 50, 30))
        aViewChild.pin.bottom(to: aView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(10, 30, 50, 30))
    }

    func testBottomToTheParentsSiblingEdges() {
        aViewChild.pin.bottom(to: bView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(10, 70, 50, 30))
        aViewChild.pin.bottom(to: bView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(10, 150, 50, 30))
    }

    func testBottomToACousinsBottom() {
        bViewChild.pin.bottom(to: aViewChild.edge.bottom)
        XCTAssertEqual(bViewChild.frame, Rect(40, -70, 60, 20))
    }

    // MARK: right(to:)

    func testRightToTheParentsEdges() {
        aViewChild.pin.right(to: aView.edge.left)
        XCTAssertEqual(aViewChild.frame, Rect(-50, 20, 50, 30))
        aViewChild.pin.right(to: aView.edge.right)
        XCTAssertEqual(aViewChild.frame, Rect(50, 20, 50, 30))
    }

    func testRightToTheParentsSiblingEdges() {
        aViewChild.pin.right(to: bView.edge.left)
        XCTAssertEqual(aViewChild.frame, Rect(-30, 20, 50, 30))
        aViewChild.pin.right(to: bView.edge.right)
        XCTAssertEqual(aViewChild.frame, Rect(80, 20, 50, 30))
    }

    func testRightToACousinsEdges() {
        bViewChild.pin.right(to: aViewChild.edge.left)
        XCTAssertEqual(bViewChild.frame, Rect(-70, 10, 60, 20))
        bViewChild.pin.right(to: aViewChild.edge.right)
        XCTAssertEqual(bViewChild.frame, Rect(-20, 10, 60, 20))
    }

    // MARK: Centers, pairs of edges, deeper trees

    func testCentersToTheParentsSiblingCenters() {
        // bView's middle (215, 240) in rootView is (75, 140) in aView.
        aViewChild.pin.hCenter(to: bView.edge.hCenter).vCenter(to: bView.edge.vCenter)
        XCTAssertEqual(aViewChild.frame, Rect(50, 125, 50, 30))
        assertNoWarning()
    }

    func testOpposedEdgesOfOtherViewsSizeTheView() {
        aViewChild.pin.left(to: aView.edge.left).right(to: aView.edge.right)
            .top(to: bView.edge.top).bottom(to: bView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(0, 100, 100, 80))
    }

    func testEdgesAcrossThreeLevels() {
        let deep = BasicView()
        deep.frame = Rect(5, 5, 20, 10)
        aViewChild.addSubview(deep)

        // deep's bottom (15 in aViewChild) is y 135 in rootView, -65 in bView; its right is x 175 → 15.
        bViewChild.pin.top(to: deep.edge.bottom).left(to: deep.edge.right)
        XCTAssertEqual(bViewChild.frame, Rect(15, -65, 60, 20))
        // bView's left (160 in rootView) is x 10 in aViewChild; its top (200) is y 80.
        deep.pin.left(to: bView.edge.left).top(to: bView.edge.top)
        XCTAssertEqual(deep.frame, Rect(10, 80, 20, 10))
        assertNoWarning()
    }

    func testEdgeOfAnAncestorAboveTheParent() {
        // rootView's right (400 in the container) is x 260 in aView, its bottom y 300.
        aViewChild.pin.right(to: rootView.edge.right).bottom(to: rootView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(210, 270, 50, 30))
    }

    func testEdgesAreReadWhenTheMethodIsCalled() {
        var layout = bView.pin.top(to: aView.edge.bottom)
        aView.frame = Rect(0, 0, 10, 10)
        layout = layout.left(to: aView.edge.right)
        layout.layout()
        XCTAssertEqual(bView.frame, Rect(10, 160, 110, 80))
    }

    // MARK: Conflicts

    func testEdgeAlreadySetKeepsTheFirstValue() {
        aViewChild.pin.top(10).top(to: aView.edge.bottom)
        XCTAssertEqual(aViewChild.frame, Rect(10, 10, 50, 30))
        assertLastWarning(contains: [
            "PinLayout Conflict: top(to: .bottom, of: (BasicView, Frame: (140.0, 100.0, 100.0, 60.0))) won't be applied since it value has already been set to 10.",
        ])
    }

    func testHorizontalEdgeContextLacksItsClosingParenthesisAsUpstream() {
        aViewChild.pin.left(3).left(to: bView.edge.right)
        XCTAssertEqual(aViewChild.frame, Rect(3, 20, 50, 30))
        assertLastWarning(contains: [
            "left(to: .right, of: (BasicView, Frame: (160.0, 200.0, 110.0, 80.0)) won't be applied since it value has already been set to 3.",
        ])
    }

    func testEdgeConflictsWithTheCenterOfTheSameAxis() {
        aViewChild.pin.left().hCenter(to: aView.edge.hCenter)
        XCTAssertEqual(aViewChild.frame, Rect(0, 20, 50, 30))
        assertLastWarning(contains: ["hCenter(to: .hCenter, of: (BasicView", "conflicts", "\n left: 0"])
        Pin.lastWarningText = nil
        aViewChild.pin.vCenter(to: aView.edge.bottom).top(to: aView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(0, 45, 50, 30))
        assertLastWarning(contains: ["top(to: .top, of: (BasicView", "conflicts", "\n Vertical Center: 60"])
    }

    func testBottomToAnEdgeAlreadySetReportsTheOffset() {
        aViewChild.pin.bottom(10).bottom(to: aView.edge.top)
        XCTAssertEqual(aViewChild.frame, Rect(10, 20, 50, 30))
        assertLastWarning(contains: ["bottom(to: .top, of: (BasicView", "already been set to 10."])
    }

    // MARK: Unattached views

    func testUnattachedLayoutedViewIsLeftAloneSilently() {
        let unattached = makeUnattachedView()
        unattached.pin.top(to: aView.edge.top).left(to: aView.edge.right)
        unattached.pin.vCenter(to: aView.edge.vCenter).hCenter(to: aView.edge.hCenter)
        // With an unattached reference too, the missing superview wins: still no warning.
        unattached.pin.bottom(to: makeUnattachedView().edge.top).end(to: makeUnattachedView().edge.start)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        assertNoWarning()
    }

    func testUnattachedReferenceIsSkippedWithAWarning() {
        let unattached = makeUnattachedView()
        aView.pin.top(to: unattached.edge.bottom)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 60))
        assertLastWarning(contains: [
            "PinLayout Warning: top(to: .bottom, of: (View, Frame: (10.0, 10.0, 10.0, 10.0))) won't be applied, "
                + "the reference view (View, Frame: (10.0, 10.0, 10.0, 10.0)) must be added as a sub-view before being used as a reference.",
        ])
        aView.pin.right(to: unattached.edge.left).bottom(12)
        XCTAssertEqual(aView.frame, Rect(140, 328, 100, 60))
        assertLastWarning(contains: ["right(to: .left, of: (View, Frame: (10.0, 10.0, 10.0, 10.0)) won't be applied, the reference view"])
        XCTAssertEqual(Pin.warningCount, 2)
    }

    func testARootViewCannotBeAReference() {
        // The reference must have a superview, even when it is the root of the layouted view's tree.
        rootView.pin.top(to: container.edge.bottom)
        XCTAssertEqual(rootView.frame, Rect(0, 0, 400, 400))
        assertLastWarning(contains: ["top(to: .bottom, of: (BasicView, Frame: (0.0, 0.0, 0.0, 0.0))) won't be applied",
                                     "the reference view (BasicView, Frame: (0.0, 0.0, 0.0, 0.0)) must be added as a sub-view"])
    }

    func testReferenceInsideAnUnattachedTreeIsUsable() {
        let unattached = makeUnattachedView()
        let unattachedChild = View(frame: Rect(10, 10, 10, 10))
        unattached.addSubview(unattachedChild)

        // Both roots share one coordinate space: the child's bottom-right is (30, 30) there.
        aView.pin.bottom(to: unattachedChild.edge.bottom).right(to: unattachedChild.edge.right)
        XCTAssertEqual(aView.frame, Rect(-70, -30, 100, 60))
        assertNoWarning()
    }
}
