// engine-specific: 100,000-level trees, built top-down and released.
import XCTest
@testable import PinEngine

/// Building a very deep tree from the root down costs no ancestor walks, cycles are still refused at
/// any depth, and releasing a 100,000-level tree does not overflow the stack, including for a View
/// subclass that also keeps its child in a stored property, held as docs/engine.md says.
final class DeepTreeTests: PinTestCase {
    private static let depth = 100_000

    func testTreeBuiltTopDownVisitsNoAncestorsToRefuseCycles() {
        let root = View()
        var bottom = root
        var viewsVisited = 0
        var refused = 0
        for _ in 1..<Self.depth {
            let child = View()
            viewsVisited += bottom.cycleCheck(adding: child).viewsVisited
            if !bottom.addSubview(child) { refused += 1 }
            bottom = child
        }
        // Adding a parentless subview walks no ancestors, so building top-down is linear in depth.
        XCTAssertEqual(viewsVisited, 0)
        XCTAssertEqual(refused, 0)
        XCTAssertTrue(bottom.isDescendant(of: root))
        assertNoWarning()
    }

    func testCycleThroughADeepTreeIsStillRefusedAfterOneClimb() {
        let root = View()
        var bottom = root
        for _ in 1..<Self.depth {
            let child = View()
            bottom.addSubview(child)
            bottom = child
        }
        // The root has a subview, so adding it under the deepest view climbs from there to the root, once.
        let check = bottom.cycleCheck(adding: root)
        XCTAssertTrue(check.makesCycle)
        XCTAssertEqual(check.viewsVisited, Self.depth)
        XCTAssertFalse(bottom.addSubview(root))
        assertLastWarning(contains: ["addSubview() won't be applied, the view to add is an ancestor of this view"])
        XCTAssertNil(root.superview)

        // A subtree that is not an ancestor is checked the same way and accepted.
        let subtree = View()
        subtree.addSubview(View())
        XCTAssertEqual(bottom.cycleCheck(adding: subtree).viewsVisited, Self.depth)
        XCTAssertTrue(bottom.addSubview(subtree))
        XCTAssertTrue(subtree.hasSuperview(bottom))
    }

    // MARK: Releasing a View subclass that keeps its child in a stored property

    /// Keeps its child weakly: the subviews list is the only strong reference.
    private final class WeakChildView: View {
        weak var child: WeakChildView?
    }

    /// Keeps the child it is built around without a strong reference. (With a strong `let`, releasing
    /// 100,000 levels overflows the stack: the child is released with the parent's stored properties,
    /// after the engine's teardown, which then sees it still referenced and leaves it alone.)
    private final class UnownedChildView: View {
        unowned let child: View?
        init(child: View?) {
            self.child = child
            super.init(frame: .zero)
            if let child { addSubview(child) }
        }
    }

    /// Keeps its child strongly and lets go of it in deinit, while the child is still a subview.
    private final class StrongChildView: View {
        var child: StrongChildView?
        deinit { child = nil }
    }

    /// Builds `depth` levels top-down, each child added as a subview and then `adopt`ed by its parent's
    /// stored property, checks the tree with `check`, drops it and asserts that root and leaf are gone.
    private func assertTopDownChainIsReleased<V: View>(_ make: () -> V, adopt: (V, V) -> Void, check: (V) -> Void = { _ in }) {
        weak var weakRoot: V?
        weak var weakLeaf: V?
        do {
            let root = make()
            var bottom = root
            for _ in 1..<Self.depth {
                let child = make()
                bottom.addSubview(child)
                adopt(bottom, child)
                bottom = child
            }
            weakRoot = root
            weakLeaf = bottom
            check(root)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakLeaf)
    }

    func testHundredThousandLevelsOfASubclassHoldingItsChildWeaklyAreReleased() {
        assertTopDownChainIsReleased(WeakChildView.init, adopt: { $0.child = $1 }) { root in
            XCTAssertTrue(root.child?.child?.hasSuperview(root.child!) == true)
        }
    }

    func testHundredThousandLevelsOfASubclassHoldingItsChildUnownedAreReleased() {
        weak var weakRoot: UnownedChildView?
        weak var weakLeaf: UnownedChildView?
        do {
            let leaf = UnownedChildView(child: nil)
            var top = leaf
            for _ in 1..<Self.depth {
                top = UnownedChildView(child: top)
            }
            weakRoot = top
            weakLeaf = leaf
            XCTAssertTrue(top.child?.superview === top)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakLeaf)
    }

    func testHundredThousandLevelsOfASubclassReleasingItsChildInDeinitAreReleased() {
        assertTopDownChainIsReleased(StrongChildView.init, adopt: { $0.child = $1 })
    }
}
