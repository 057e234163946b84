// engine-specific: the headless View model (tree, direction, coordinate conversion, scale limits).
import XCTest
@testable import PinEngine

/// The `View` tree: construction, bounds, adding/removing/re-parenting, refused cycles, direction
/// inheritance, coordinate conversion between any two views, and very wide and very deep trees.
final class ViewHierarchyTests: PinTestCase {
    private var root: View!
    private var a: View!
    private var aChild: View!
    private var b: View!
    private var bChild: View!

    /*
     root (5, 7, 400, 400)
      ├─ a (40, 100, 100, 60)
      │   └─ aChild (10, 20, 50, 30)
      └─ b (160, 120, 110, 80)
          └─ bChild (40, 10, 60, 20)
     */
    override func setUp() {
        super.setUp()
        root = View(frame: Rect(5, 7, 400, 400))
        a = View(frame: Rect(40, 100, 100, 60))
        aChild = View(frame: Rect(10, 20, 50, 30))
        b = View(frame: Rect(160, 120, 110, 80))
        bChild = View(frame: Rect(40, 10, 60, 20))
        root.addSubview(a)
        a.addSubview(aChild)
        root.addSubview(b)
        b.addSubview(bChild)
    }

    override func tearDown() {
        root = nil
        a = nil
        aChild = nil
        b = nil
        bChild = nil
        super.tearDown()
    }

    private func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    // MARK: Construction and bounds

    func testDefaultInitializerGivesAZeroFrameDetachedView() {
        let view = View()
        XCTAssertEqual(view.frame, .zero)
        XCTAssertNil(view.superview)
        XCTAssertTrue(view.subviews.isEmpty)
        XCTAssertFalse(view.isHidden)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(view.semanticLayoutDirection)
    }

    func testFrameInitializerAndBounds() {
        let view = View(frame: Rect(12, 34, 56, 78))
        XCTAssertEqual(view.frame, Rect(12, 34, 56, 78))
        XCTAssertEqual(view.bounds, Rect(0, 0, 56, 78))

        view.frame = Rect(-5, -6, 7.5, 8.25)
        XCTAssertEqual(view.bounds, Rect(0, 0, 7.5, 8.25), "bounds follow the frame's size")
    }

    func testDefaultSizeThatFitsKeepsTheCurrentSize() {
        let view = View(frame: Rect(1, 2, 33, 44))
        XCTAssertEqual(view.sizeThatFits(Size(width: 10, height: 10)), Size(width: 33, height: 44))
    }

    func testDescriptionNamesTheTypeAndFrame() {
        XCTAssertEqual(a.description, "<View: frame = (40.0, 100.0, 100.0, 60.0)>")
        a.isHidden = true
        XCTAssertEqual(a.description, "<View: frame = (40.0, 100.0, 100.0, 60.0); hidden = YES>")
    }

    // MARK: Adding and removing

    func testAddSubviewLinksBothWaysInOrder() {
        XCTAssertTrue(root.subviews.elementsEqual([a, b], by: ===))
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(aChild.superview === a)
        XCTAssertNil(root.superview)
    }

    func testRemoveFromSuperviewDetachesOnlyThatView() {
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertTrue(root.subviews.elementsEqual([b], by: ===))
        XCTAssertTrue(aChild.superview === a, "the removed view keeps its own subtree")

        a.removeFromSuperview()
        XCTAssertNil(a.superview, "removing a detached view is a no-op")
        assertNoWarning()
    }

    func testAddingToAnotherParentReparents() {
        XCTAssertTrue(b.addSubview(aChild))
        XCTAssertTrue(aChild.superview === b)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertTrue(b.subviews.elementsEqual([bChild, aChild], by: ===))
        assertNoWarning()
    }

    func testAddingAnExistingSubviewAgainMovesItToTheFront() {
        XCTAssertTrue(root.addSubview(a))
        XCTAssertTrue(root.subviews.elementsEqual([b, a], by: ===))
        XCTAssertTrue(a.superview === root)
    }

    func testAddingAViewToItselfIsRefused() {
        XCTAssertFalse(a.addSubview(a))
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(a.subviews.elementsEqual([aChild], by: ===))
        XCTAssertTrue(root.subviews.elementsEqual([a, b], by: ===))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["addSubview() won't be applied, a view cannot be added to itself."])
    }

    func testAddingAnAncestorToItsDescendantIsRefused() {
        XCTAssertFalse(aChild.addSubview(root))
        XCTAssertFalse(aChild.addSubview(a))
        XCTAssertNil(root.superview)
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(aChild.superview === a)
        XCTAssertTrue(aChild.subviews.isEmpty)
        XCTAssertTrue(root.subviews.elementsEqual([a, b], by: ===))
        XCTAssertEqual(Pin.warningCount, 2)
        assertLastWarning(contains: ["addSubview() won't be applied", "ancestor of this view", "cycle"])
    }

    func testIsDescendantIncludesTheViewItself() {
        XCTAssertTrue(aChild.isDescendant(of: aChild))
        XCTAssertTrue(aChild.isDescendant(of: a))
        XCTAssertTrue(aChild.isDescendant(of: root))
        XCTAssertFalse(aChild.isDescendant(of: b))
        XCTAssertFalse(a.isDescendant(of: aChild))
        XCTAssertFalse(root.isDescendant(of: View()))
    }

    func testReleasingTheRootDetachesAChildThatIsStillReferenced() {
        weak var weakRoot: View?
        do {
            let temporaryRoot = View()
            weakRoot = temporaryRoot
            temporaryRoot.addSubview(a)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(a.superview, "no dangling superview after the parent died")
        XCTAssertTrue(aChild.superview === a)
    }

    // MARK: Layout direction

    func testEffectiveDirectionIsInheritedFromTheNearestAncestorThatSetsOne() {
        XCTAssertEqual(aChild.effectiveUserInterfaceLayoutDirection, .leftToRight, "nothing set anywhere")

        root.semanticLayoutDirection = .rightToLeft
        XCTAssertEqual(aChild.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(b.effectiveUserInterfaceLayoutDirection, .rightToLeft)

        a.semanticLayoutDirection = .leftToRight
        XCTAssertEqual(aChild.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(bChild.effectiveUserInterfaceLayoutDirection, .rightToLeft)

        aChild.removeFromSuperview()
        XCTAssertEqual(aChild.effectiveUserInterfaceLayoutDirection, .leftToRight, "a detached view stops inheriting")
    }

    func testIsLTRFollowsPinLayoutDirectionThenTheViewsOwnDirection() {
        a.semanticLayoutDirection = .rightToLeft
        Pin.layoutDirection = .ltr
        XCTAssertTrue(aChild.isLTR())
        Pin.layoutDirection = .rtl
        XCTAssertFalse(b.isLTR())
        Pin.layoutDirection = .auto
        XCTAssertFalse(aChild.isLTR())
        XCTAssertTrue(bChild.isLTR())
    }

    func testAutoDirectionDrivesStartAndEnd() {
        Pin.layoutDirection = .auto
        b.semanticLayoutDirection = .rightToLeft
        bChild.pin.start(5).width(20)
        XCTAssertEqual(bChild.frame, Rect(85, 10, 20, 20))
        aChild.pin.start(5).width(20)
        XCTAssertEqual(aChild.frame, Rect(5, 20, 20, 30))
    }

    // MARK: Coordinate conversion

    func testConvertBetweenParentAndChild() {
        XCTAssertEqual(aChild.convert(point(1, 2), to: a), point(11, 22))
        XCTAssertEqual(a.convert(point(11, 22), to: aChild), point(1, 2))
        XCTAssertEqual(aChild.convert(point(1, 2), from: a), point(-9, -18))
        XCTAssertEqual(a.convert(point(1, 2), from: aChild), point(11, 22))
    }

    func testConvertToItselfIsTheIdentity() {
        XCTAssertEqual(aChild.convert(point(3.25, -4), to: aChild), point(3.25, -4))
        XCTAssertEqual(aChild.convert(point(3.25, -4), from: aChild), point(3.25, -4))
    }

    func testConvertBetweenSiblings() {
        XCTAssertEqual(a.convert(point(0, 0), to: b), point(-120, -20))
        XCTAssertEqual(b.convert(point(0, 0), to: a), point(120, 20))
    }

    func testConvertBetweenCousins() {
        // aChild's origin in root: (50, 120); bChild's: (200, 130).
        XCTAssertEqual(aChild.convert(point(0, 0), to: bChild), point(-150, -10))
        XCTAssertEqual(bChild.convert(point(5, 5), to: aChild), point(155, 15))
        XCTAssertEqual(bChild.convert(point(5, 5), from: aChild), point(-145, -5))
    }

    func testConvertAcrossSeveralLevels() {
        XCTAssertEqual(aChild.convert(point(1, 1), to: root), point(51, 121))
        XCTAssertEqual(root.convert(point(51, 121), to: aChild), point(1, 1))
        XCTAssertEqual(bChild.convert(point(0, 0), to: a), point(160, 30))
    }

    func testConvertRectKeepsTheSize() {
        XCTAssertEqual(aChild.convert(Rect(1, 2, 30, 40), to: bChild), Rect(-149, -8, 30, 40))
        XCTAssertEqual(bChild.convert(Rect(1, 2, 30, 40), from: aChild), Rect(-149, -8, 30, 40))
    }

    func testConvertWithNilUsesTheSpaceTheRootIsPlacedIn() {
        // As for a UIKit view hierarchy outside a window, the root's own origin is included.
        XCTAssertEqual(aChild.convert(point(0, 0), to: nil), point(55, 127))
        XCTAssertEqual(aChild.convert(point(55, 127), from: nil), point(0, 0))
        XCTAssertEqual(root.convert(point(1, 1), to: nil), point(6, 8))
        let rect = Rect(55, 127, 3, 4)
        XCTAssertEqual(aChild.convert(aChild.convert(rect, from: nil), to: nil), rect)
    }

    func testConvertBetweenDifferentTreesGoesThroughTheRootsPlacements() {
        let otherRoot = View(frame: Rect(10, 10, 100, 100))
        let otherChild = View(frame: Rect(10, 10, 20, 20))
        otherRoot.addSubview(otherChild)
        // otherChild's origin in the shared space: (20, 20); aChild's: (55, 127).
        XCTAssertEqual(otherChild.convert(point(0, 0), to: aChild), point(-35, -107))
        XCTAssertEqual(aChild.convert(point(0, 0), to: otherChild), point(35, 107))
        XCTAssertEqual(aChild.convert(point(0, 0), from: otherChild), point(-35, -107))

        let detached = View(frame: Rect(3, 4, 5, 6))
        XCTAssertEqual(detached.convert(point(1, 1), to: root), point(-1, -2))
    }

    func testLayoutAgainstAViewOfAnotherTreeUsesTheSharedSpace() {
        // PinPointCoordinatesSpec: an unattached root at (10, 10) with a child at (10, 10).
        let otherRoot = View(frame: Rect(10, 10, 100, 100))
        let otherChild = View(frame: Rect(10, 10, 20, 20))
        otherRoot.addSubview(otherChild)
        let host = View(frame: Rect(0, 0, 400, 400))
        let view = View(frame: Rect(140, 100, 100, 60))
        host.addSubview(view)
        view.pin.topLeft(to: otherChild.anchor.topLeft)
        XCTAssertEqual(view.frame, Rect(20, 20, 100, 60))
    }

    // MARK: Large trees

    func testHundredThousandSiblingsChainedWithBelow() {
        let count = 100_000
        let host = View(frame: Rect(0, 0, 400, 400))
        var views: [View] = []
        views.reserveCapacity(count)
        for _ in 0..<count {
            let view = View(frame: Rect(7, 3, 50, 2))
            host.addSubview(view)
            views.append(view)
        }
        views[0].pin.top().left()
        for index in 1..<count {
            views[index].pin.below(of: views[index - 1], aligned: .left).marginTop(1)
        }
        XCTAssertEqual(views[1].frame, Rect(0, 3, 50, 2))
        XCTAssertEqual(views[count - 1].frame, Rect(0, Double(3 * (count - 1)), 50, 2))
        XCTAssertEqual(host.subviews.count, count)
        assertNoWarning()
    }

    func testTenThousandLevelsCanBeLaidOutConvertedAndDeallocated() {
        let depth = 10_000
        weak var weakRoot: View?
        weak var weakLeaf: View?
        do {
            // Built bottom-up so that each addSubview checks a short ancestor chain.
            let leaf = View(frame: Rect(1, 1, 10, 10))
            var top = leaf
            for _ in 1..<depth {
                let parent = View(frame: Rect(1, 1, 10, 10))
                parent.addSubview(top)
                top = parent
            }
            let deepRoot = View(frame: Rect(0, 0, 1000, 1000))
            deepRoot.addSubview(top)
            let marker = View(frame: Rect(500, 600, 10, 10))
            deepRoot.addSubview(marker)
            weakRoot = deepRoot
            weakLeaf = leaf

            // The leaf's origin in deepRoot is (10000, 10000); its superview's is (9999, 9999).
            XCTAssertEqual(leaf.convert(point(0, 0), to: deepRoot), point(10_000, 10_000))
            XCTAssertEqual(deepRoot.convert(point(0, 0), to: leaf), point(-10_000, -10_000))
            XCTAssertEqual(marker.convert(point(0, 0), to: leaf), point(-9_500, -9_400))
            XCTAssertEqual(leaf.convert(point(0, 0), to: top), point(9_999, 9_999))

            leaf.pin.top(to: marker.edge.top).left(to: marker.edge.left)
            XCTAssertEqual(leaf.frame, Rect(-9_499, -9_399, 10, 10))

            marker.pin.below(of: leaf, aligned: .left)
            // The leaf's bottom-left (-9499, -9389) converted back up is (500, 610).
            XCTAssertEqual(marker.frame, Rect(500, 610, 10, 10))
            XCTAssertTrue(leaf.isDescendant(of: deepRoot))
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakLeaf)
        assertNoWarning()
    }

    func testDeepSubtreeStillReferencedSurvivesItsRootAndIsDeallocatedLater() {
        let depth = 10_000
        weak var weakRoot: View?
        weak var weakLeaf: View?
        var middle: View?
        do {
            let leaf = View(frame: Rect(1, 1, 10, 10))
            var top = leaf
            for level in 1..<depth {
                let parent = View(frame: Rect(1, 1, 10, 10))
                parent.addSubview(top)
                top = parent
                if level == depth / 2 { middle = parent }
            }
            let deepRoot = View()
            deepRoot.addSubview(top)
            weakRoot = deepRoot
            weakLeaf = leaf
        }
        XCTAssertNil(weakRoot)
        do {
            guard let survivor = middle, let leaf = weakLeaf else {
                return XCTFail("the referenced subtree must survive its root")
            }
            XCTAssertNil(survivor.superview, "cut from the released part of the tree")
            XCTAssertTrue(leaf.isDescendant(of: survivor))
            XCTAssertEqual(leaf.convert(point(0, 0), to: survivor), point(5_000, 5_000))
        }
        middle = nil
        XCTAssertNil(weakLeaf)
    }
}
