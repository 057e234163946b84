// Follows PinLayout's Tests/Common/PinPointCoordinatesSpec.swift (superview anchors and other views' anchors).
import XCTest
@testable import PinEngine

final class AnchorsTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { .twoViewsWithChildren }

    /// The nine anchors of `view`, row by row (top, center, bottom), left to right.
    private func nineAnchors(of view: View) -> [Anchor] {
        let anchors = view.anchor
        return [anchors.topLeft, anchors.topCenter, anchors.topRight,
                anchors.centerLeft, anchors.center, anchors.centerRight,
                anchors.bottomLeft, anchors.bottomCenter, anchors.bottomRight]
    }

    /// Pins aViewChild (50×30) on each of the nine anchors of `reference` with `place`, and checks
    /// that its origin lands on `xs[column]`, `ys[row]` of the anchor's grid position.
    private func assertAViewChildPlacedOnAnchors(of reference: View, xs: [Double], ys: [Double],
                                                 file: StaticString = #filePath, line: UInt = #line,
                                                 _ place: (Anchor) -> Void) {
        for (index, anchor) in nineAnchors(of: reference).enumerated() {
            place(anchor)
            XCTAssertEqual(aViewChild.frame, Rect(xs[index % 3], ys[index / 3], 50, 30),
                           "anchor .\(anchor.kind.rawValue)", file: file, line: line)
        }
        XCTAssertEqual(Pin.warningCount, 0, "unexpected warning: \(Pin.lastWarningText ?? "?")", file: file, line: line)
    }

    private func makeUnattachedView() -> View {
        View(frame: Rect(10, 10, 10, 10))
    }

    // MARK: Anchors of the superview

    func testTopLeftPinsTheCornerWithAnOptionalMargin() {
        aView.pin.top(25).left(25)
        XCTAssertEqual(aView.frame, Rect(25, 25, 100, 60))
        aView.pin.topLeft()
        XCTAssertEqual(aView.frame, Rect(0, 0, 100, 60))
        aView.pin.topLeft(10)
        XCTAssertEqual(aView.frame, Rect(10, 10, 100, 60))
    }

    func testTopCenterUsesTheMarginOnlyForTheTop() {
        aView.pin.top(100).hCenter(100)
        XCTAssertEqual(aView.frame, Rect(250, 100, 100, 60))
        aView.pin.topCenter()
        XCTAssertEqual(aView.frame, Rect(150, 0, 100, 60))
        aView.pin.topCenter(10)
        XCTAssertEqual(aView.frame, Rect(150, 10, 100, 60))
    }

    func testTopRightPinsTheCornerWithAnOptionalMargin() {
        aView.pin.top(100).right(100)
        XCTAssertEqual(aView.frame, Rect(200, 100, 100, 60))
        aView.pin.topRight()
        XCTAssertEqual(aView.frame, Rect(300, 0, 100, 60))
        aView.pin.topRight(10)
        XCTAssertEqual(aView.frame, Rect(290, 10, 100, 60))
    }

    func testCenterLeftUsesTheMarginOnlyForTheLeft() {
        aView.pin.left(100).vCenter(100)
        XCTAssertEqual(aView.frame, Rect(100, 270, 100, 60))
        aView.pin.centerLeft()
        XCTAssertEqual(aView.frame, Rect(0, 170, 100, 60))
        aView.pin.centerLeft(10)
        XCTAssertEqual(aView.frame, Rect(10, 170, 100, 60))
    }

    func testCenterOffsetsBothAxesByTheMargin() {
        aView.pin.hCenter(100).vCenter(100)
        XCTAssertEqual(aView.frame, Rect(250, 270, 100, 60))
        aView.pin.center()
        XCTAssertEqual(aView.frame, Rect(150, 170, 100, 60))
        aView.pin.center(10)
        XCTAssertEqual(aView.frame, Rect(160, 180, 100, 60))
    }

    func testCenterRightUsesTheMarginOnlyForTheRight() {
        aView.pin.right(100).vCenter(100)
        XCTAssertEqual(aView.frame, Rect(200, 270, 100, 60))
        aView.pin.centerRight()
        XCTAssertEqual(aView.frame, Rect(300, 170, 100, 60))
        aView.pin.centerRight(10)
        XCTAssertEqual(aView.frame, Rect(290, 170, 100, 60))
    }

    func testBottomLeftPinsTheCornerWithAnOptionalMargin() {
        aView.pin.bottom(100).left(100)
        XCTAssertEqual(aView.frame, Rect(100, 240, 100, 60))
        aView.pin.bottomLeft()
        XCTAssertEqual(aView.frame, Rect(0, 340, 100, 60))
        aView.pin.bottomLeft(10)
        XCTAssertEqual(aView.frame, Rect(10, 330, 100, 60))
    }

    func testBottomCenterUsesTheMarginOnlyForTheBottom() {
        aView.pin.bottom(100).hCenter(100)
        XCTAssertEqual(aView.frame, Rect(250, 240, 100, 60))
        aView.pin.bottomCenter()
        XCTAssertEqual(aView.frame, Rect(150, 340, 100, 60))
        aView.pin.bottomCenter(10)
        XCTAssertEqual(aView.frame, Rect(150, 330, 100, 60))
    }

    func testBottomRightPinsTheCornerWithAnOptionalMargin() {
        aView.pin.bottom(100).right(100)
        XCTAssertEqual(aView.frame, Rect(200, 240, 100, 60))
        aView.pin.bottomRight()
        XCTAssertEqual(aView.frame, Rect(300, 340, 100, 60))
        aView.pin.bottomRight(10)
        XCTAssertEqual(aView.frame, Rect(290, 330, 100, 60))
    }

    func testOnlyTopLeftWorksWithoutASuperview() {
        let unattached = makeUnattachedView()
        unattached.pin.topCenter(1)
        unattached.pin.topRight(1)
        unattached.pin.centerLeft(1)
        unattached.pin.center(1)
        unattached.pin.centerRight(1)
        unattached.pin.bottomLeft(1)
        unattached.pin.bottomCenter(1)
        unattached.pin.bottomRight(1)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        unattached.pin.topLeft(5)
        XCTAssertEqual(unattached.frame, Rect(5, 5, 10, 10))
        assertNoWarning()
    }

    func testSuperviewAnchorConflictsWithAnEdgeAlreadySet() {
        aView.pin.left(10).topCenter()
        XCTAssertEqual(aView.frame, Rect(10, 0, 100, 60))
        assertLastWarning(contains: ["topCenter() won't be applied", "conflicts", "\n left: 10"])
        Pin.lastWarningText = nil
        aView.pin.top(5).center()
        XCTAssertEqual(aView.frame, Rect(150, 5, 100, 60))
        assertLastWarning(contains: ["center() won't be applied", "\n top: 5"])
    }

    func testSuperviewAnchorWithAnotherMarginThanTheEdgeAlreadySetWarns() {
        aView.pin.top(20).topLeft(10)
        XCTAssertEqual(aView.frame, Rect(10, 20, 100, 60))
        // PinLayout's topLeft context lacks its closing parenthesis.
        assertLastWarning(contains: ["topLeft(10 won't be applied since it value has already been set to 20."])
        aView.pin.bottom(30).bottomRight(10)
        XCTAssertEqual(aView.frame, Rect(290, 310, 100, 60))
        assertLastWarning(contains: ["bottomRight(10) won't be applied", "already been set to 30."])
    }

    // MARK: Anchors of the parent

    func testTopLeftToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [0, 50, 100], ys: [0, 30, 60]) {
            aViewChild.pin.topLeft(to: $0)
        }
    }

    func testTopCenterToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-25, 25, 75], ys: [0, 30, 60]) {
            aViewChild.pin.topCenter(to: $0)
        }
    }

    func testTopRightToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-50, 0, 50], ys: [0, 30, 60]) {
            aViewChild.pin.topRight(to: $0)
        }
    }

    func testCenterLeftToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [0, 50, 100], ys: [-15, 15, 45]) {
            aViewChild.pin.centerLeft(to: $0)
        }
    }

    func testCenterToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-25, 25, 75], ys: [-15, 15, 45]) {
            aViewChild.pin.center(to: $0)
        }
    }

    func testCenterRightToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-50, 0, 50], ys: [-15, 15, 45]) {
            aViewChild.pin.centerRight(to: $0)
        }
    }

    func testBottomLeftToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [0, 50, 100], ys: [-30, 0, 30]) {
            aViewChild.pin.bottomLeft(to: $0)
        }
    }

    func testBottomCenterToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-25, 25, 75], ys: [-30, 0, 30]) {
            aViewChild.pin.bottomCenter(to: $0)
        }
    }

    func testBottomRightToEachAnchorOfTheParent() {
        assertAViewChildPlacedOnAnchors(of: aView, xs: [-50, 0, 50], ys: [-30, 0, 30]) {
            aViewChild.pin.bottomRight(to: $0)
        }
    }

    // MARK: Anchors of the parent's sibling (bView sits at (20, 100) in aView's space)

    func testTopLeftToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [20, 75, 130], ys: [100, 140, 180]) {
            aViewChild.pin.topLeft(to: $0)
        }
    }

    func testTopCenterToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-5, 50, 105], ys: [100, 140, 180]) {
            aViewChild.pin.topCenter(to: $0)
        }
    }

    func testTopRightToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-30, 25, 80], ys: [100, 140, 180]) {
            aViewChild.pin.topRight(to: $0)
        }
    }

    func testCenterLeftToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [20, 75, 130], ys: [85, 125, 165]) {
            aViewChild.pin.centerLeft(to: $0)
        }
    }

    func testCenterToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-5, 50, 105], ys: [85, 125, 165]) {
            aViewChild.pin.center(to: $0)
        }
    }

    func testCenterRightToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-30, 25, 80], ys: [85, 125, 165]) {
            aViewChild.pin.centerRight(to: $0)
        }
    }

    func testBottomLeftToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [20, 75, 130], ys: [70, 110, 150]) {
            aViewChild.pin.bottomLeft(to: $0)
        }
    }

    func testBottomCenterToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-5, 50, 105], ys: [70, 110, 150]) {
            aViewChild.pin.bottomCenter(to: $0)
        }
    }

    func testBottomRightToEachAnchorOfTheParentsSibling() {
        assertAViewChildPlacedOnAnchors(of: bView, xs: [-30, 25, 80], ys: [70, 110, 150]) {
            aViewChild.pin.bottomRight(to: $0)
        }
    }

    // MARK: Deeper and cousin hierarchies

    func testAnchorOfTheSiblingsChild() {
        // aViewChild's corners in rootView: top-left (150, 120), left middle y 135, top middle x 175.
        bView.pin.topLeft(to: aViewChild.anchor.topLeft)
        XCTAssertEqual(bView.frame, Rect(150, 120, 110, 80))
        bView.pin.topCenter(to: aViewChild.anchor.topCenter)
        XCTAssertEqual(bView.frame, Rect(120, 120, 110, 80))
        bView.pin.centerLeft(to: aViewChild.anchor.centerLeft)
        XCTAssertEqual(bView.frame, Rect(150, 95, 110, 80))
        assertNoWarning()
    }

    func testAnchorOfACousin() {
        // aViewChild's top-left (150, 120) in rootView is (-10, -80) in bView.
        bViewChild.pin.topLeft(to: aViewChild.anchor.topLeft)
        XCTAssertEqual(bViewChild.frame, Rect(-10, -80, 60, 20))
        bViewChild.pin.topCenter(to: aViewChild.anchor.topCenter)
        XCTAssertEqual(bViewChild.frame, Rect(-15, -80, 60, 20))
        bViewChild.pin.topRight(to: aViewChild.anchor.topRight)
        XCTAssertEqual(bViewChild.frame, Rect(-20, -80, 60, 20))
        bViewChild.pin.centerLeft(to: aViewChild.anchor.centerLeft)
        XCTAssertEqual(bViewChild.frame, Rect(-10, -75, 60, 20))
        assertNoWarning()
    }

    func testAnchorsAcrossThreeLevels() {
        let deep = BasicView()
        deep.frame = Rect(5, 5, 20, 10)
        aViewChild.addSubview(deep)

        // deep's bottom-right: (25, 15) in aViewChild → (175, 135) in rootView → (15, -65) in bView.
        bViewChild.pin.topLeft(to: deep.anchor.bottomRight)
        XCTAssertEqual(bViewChild.frame, Rect(15, -65, 60, 20))
        bViewChild.frame = Rect(40, 10, 60, 20)
        // bViewChild's center: (70, 20) in bView → (230, 220) in rootView → (80, 100) in aViewChild.
        deep.pin.center(to: bViewChild.anchor.center)
        XCTAssertEqual(deep.frame, Rect(70, 95, 20, 10))
        // bViewChild's bottom-right (260, 230) in rootView is (120, 130) in aView.
        aViewChild.pin.bottomRight(to: bViewChild.anchor.bottomRight)
        XCTAssertEqual(aViewChild.frame, Rect(70, 100, 50, 30))
        assertNoWarning()
    }

    func testAnchorOfAnAncestorAboveTheParent() {
        // rootView's bottom-right (400, 400) in the screen is (260, 300) in aView.
        aViewChild.pin.bottomRight(to: rootView.anchor.bottomRight)
        XCTAssertEqual(aViewChild.frame, Rect(210, 270, 50, 30))
    }

    func testAnAnchorOfTheLayoutedViewItself() {
        aView.pin.topLeft(to: aView.anchor.bottomRight)
        XCTAssertEqual(aView.frame, Rect(240, 160, 100, 60))
    }

    func testAnchorOfTheLayoutedViewsOwnChild() {
        // aViewChild's bottom-right (60, 50) in aView is (200, 150) in rootView.
        aView.pin.topLeft(to: aViewChild.anchor.bottomRight)
        XCTAssertEqual(aView.frame, Rect(200, 150, 100, 60))
    }

    func testAnchorPointsAreReadWhenTheMethodIsCalled() {
        var layout = bView.pin.topLeft(to: aView.anchor.bottomLeft)
        aView.frame = Rect(0, 0, 10, 10)
        layout = layout.width(50)
        layout.layout()
        XCTAssertEqual(bView.frame, Rect(140, 160, 50, 80))
    }

    // MARK: Conflicts

    func testAnchorCoordinateAlreadySetIsKeptWithAWarning() {
        aViewChild.pin.top(5).topLeft(to: aView.anchor.center)
        XCTAssertEqual(aViewChild.frame, Rect(50, 5, 50, 30))
        assertLastWarning(contains: [
            "PinLayout Conflict: topLeft(to: .center, of: (BasicView, Frame: (140.0, 100.0, 100.0, 60.0))) won't be applied since it value has already been set to 5.",
        ])
    }

    func testCenterToAnAnchorConflictsWithLeftAlreadySet() {
        aViewChild.pin.left(4).center(to: aView.anchor.bottomRight)
        XCTAssertEqual(aViewChild.frame, Rect(4, 45, 50, 30))
        assertLastWarning(contains: ["center(to: .bottomRight, of: (BasicView", "conflicts", "\n left: 4"])
    }

    // MARK: Unattached views

    func testUnattachedLayoutedViewIsLeftAloneSilently() {
        let unattached = makeUnattachedView()
        unattached.pin.topLeft(to: rootView.anchor.topLeft)
        unattached.pin.bottomRight(to: aView.anchor.center)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        assertNoWarning()
    }

    func testViewInsideAnUnattachedTreeUsesTheSharedRootSpace() {
        let unattached = makeUnattachedView()
        let unattachedChild = View(frame: Rect(10, 10, 10, 10))
        unattached.addSubview(unattachedChild)

        unattachedChild.pin.topLeft(to: rootView.anchor.topLeft)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 10, 10))
        // Both roots share one coordinate space: rootView's origin is (-10, -10) in `unattached`.
        XCTAssertEqual(unattachedChild.frame, Rect(-10, -10, 10, 10))
        assertNoWarning()
    }

    func testUnattachedReferenceIsSkippedWithAWarning() {
        let unattached = makeUnattachedView()
        aView.pin.topLeft(to: unattached.anchor.topLeft)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 60))
        assertLastWarning(contains: [
            "PinLayout Warning: topLeft(to: .topLeft, of: (View, Frame: (10.0, 10.0, 10.0, 10.0))) won't be applied, "
                + "the reference view (View, Frame: (10.0, 10.0, 10.0, 10.0)) must be added as a sub-view before being used as a reference.",
        ])
    }

    func testUnattachedReferenceWarnsOnceAndAppliesTheRestOfTheChain() {
        let unattached = makeUnattachedView()
        aView.pin.bottomCenter(to: unattached.anchor.bottomCenter).left(7)
        XCTAssertEqual(aView.frame, Rect(7, 100, 100, 60))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["bottomCenter(to: .bottomCenter, of: (View", "must be added as a sub-view"])
    }

    func testReferenceInsideAnUnattachedTreeIsUsable() {
        let unattached = makeUnattachedView()
        let unattachedChild = View(frame: Rect(10, 10, 10, 10))
        unattached.addSubview(unattachedChild)

        aView.pin.topLeft(to: unattachedChild.anchor.topLeft)
        XCTAssertEqual(aView.frame, Rect(20, 20, 100, 60))
        assertNoWarning()
    }
}
