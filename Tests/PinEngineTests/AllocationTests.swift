import XCTest
import CAllocCounter
@testable import PinEngine

/// Heap allocations per pin statement, counted by the malloc interposer. Deterministic, so asserted.
final class AllocationTests: PinTestCase {
    private var root: View!
    private var a: View!
    private var b: View!
    private var c: View!

    override func setUpWithError() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are a property of the optimized build: run `swift test -c release`")
        #endif
    }

    override func setUp() {
        super.setUp()
        Pin.logWarnings = false
        root = View(frame: Rect(0, 0, 400, 400))
        a = View(frame: Rect(10, 10, 100, 40))
        b = View(frame: Rect(10, 60, 100, 40))
        c = View(frame: Rect(10, 110, 100, 40))
        for view in [a!, b!, c!] { root.addSubview(view) }
        XCTAssertEqual(pin_alloc_counter_is_active(), 1, "malloc interposition is not active")
    }

    /// Allocations made by `body`, after one warm-up run (first runs instantiate generic metadata).
    private func allocations(_ body: () -> Void) -> UInt64 {
        body()
        let before = pin_alloc_counts_now()
        body()
        let after = pin_alloc_counts_now()
        return after.allocations - before.allocations
    }

    func testEdgesSizeAndMarginsAllocateNothing() {
        XCTAssertEqual(allocations { c.pin.top(10).left(5).width(100).height(20).marginTop(8).marginLeft(2) }, 0)
        XCTAssertEqual(allocations { c.pin.all(10).margin(4) }, 0)
        XCTAssertEqual(allocations { c.pin.top(10%).right(5%).width(50%).maxHeight(40) }, 0)
    }

    func testOnlyASecondLiveStatementOnTheSameViewAllocates() {
        XCTAssertEqual(allocations {
            let stored = c.pin.top(10)
            b.pin.left(4)
            stored.layout()
        }, 0, "live statements on different views use their views' storage")
        XCTAssertEqual(allocations {
            let stored = c.pin.top(10)
            c.pin.left(4)
            stored.layout()
        }, 1, "a second live statement on one view gets storage of its own")
    }

    func testRelativeToOneViewAllocatesNothing() {
        XCTAssertEqual(allocations { c.pin.below(of: b, aligned: .left).marginTop(8) }, 0)
        XCTAssertEqual(allocations { c.pin.after(of: b, aligned: .center) }, 0)
        XCTAssertEqual(allocations { c.pin.top(to: b.edge.bottom).left(to: b.edge.left) }, 0)
        XCTAssertEqual(allocations { c.pin.topLeft(to: b.anchor.bottomLeft) }, 0)
    }

    /// `pin.safeArea` and what builds on it, read through a few levels below the view the insets
    /// were set on (the walk back down uses a stack buffer).
    func testInsetReadsAllocateNothing() {
        root.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        root.keyboardHeight = 100
        var leaf: View = root
        for _ in 0..<8 {
            let child = View(frame: Rect(0, -5, 100, 40))
            leaf.addSubview(child)
            leaf = child
        }
        let parent = leaf.superview!
        XCTAssertEqual(parent.safeAreaInsets.top, 40)
        XCTAssertEqual(allocations { leaf.pin.top(parent.pin.safeArea).horizontally(parent.pin.safeArea + 4) }, 0)
        XCTAssertEqual(leaf.frame, Rect(4, 40, 92, 40))
        XCTAssertEqual(allocations { _ = leaf.pin.safeArea }, 0)
        XCTAssertEqual(allocations { _ = (leaf.pin.layoutMargins, leaf.pin.readableMargins, leaf.pin.keyboardArea) }, 0)
    }

    /// At most the array literal itself (the optimizer may even keep it on the stack); PinLayout
    /// allocates the filtered array, the anchors and their lists on top (~2n+3 objects).
    func testVisibleListAllocatesAtMostItsArrayLiteral() {
        XCTAssertLessThanOrEqual(allocations { c.pin.below(of: visible([a, b]), aligned: .left) }, 1)
        XCTAssertLessThanOrEqual(allocations { c.pin.below(of: [a, b], aligned: .center) }, 1)
        let many: [View] = (0..<50).map { _ in View(frame: Rect(0, 0, 10, 10)) }
        many.forEach { root.addSubview($0) }
        // n relative views: still no allocation per view.
        XCTAssertEqual(allocations { c.pin.below(of: visible(many), aligned: .center) }, 0)
    }

    func testVisibleSliceAllocatesNothing() {
        let views: [View] = [a, b, c]
        XCTAssertEqual(allocations { c.pin.below(of: visible(views[0..<2]), aligned: .left) }, 0)
        XCTAssertEqual(allocations { c.pin.topIfNotBelow(of: visible(views[0..<2]), aligned: .left) }, 0)
    }

    func testBetweenSizeToFitAndWrapContentAllocateNothing() {
        XCTAssertEqual(allocations { c.pin.verticallyBetween(a, and: b, aligned: .left) }, 0)
        XCTAssertEqual(c.frame, Rect(10, 50, 100, 10), "between was applied")
        XCTAssertEqual(allocations { c.pin.top(10).width(80).sizeToFit(.width) }, 0)
        XCTAssertEqual(c.frame.origin.y, 10, "sizeToFit's statement was applied")
        XCTAssertEqual(allocations { root.pin.wrapContent(padding: 4) }, 0)
        XCTAssertEqual(root.frame.size, Size(width: 108, height: 98), "wrapContent was applied")
    }

    func testFallbackFormsAllocateNothing() {
        let views: [View] = [a, b, c]
        a.isHidden = true
        b.isHidden = true
        XCTAssertEqual(allocations { c.pin.topIfNotBelow(of: visible(views[0..<2])).marginTop(8) }, 0)
        XCTAssertEqual(allocations { c.pin.below(of: visible(views[0..<2]), ifNeeded: .bottom) }, 0)
        let spacing = 8.0
        XCTAssertEqual(allocations {
            c.pin.below(of: visible(views[0..<2]), aligned: .left,
                        then: { $0.marginTop(spacing) }, otherwise: { $0.top().marginTop(spacing * 2) })
        }, 0)
    }

    /// A chain's preference list, its predecessors nearest first, is a reversed slice: no copy, and
    /// the scan stops at the first visible view.
    func testFirstVisibleFormsAllocateNothing() {
        let views: [View] = [a, b, c]
        let spacing = 8.0
        b.isHidden = true
        XCTAssertEqual(allocations {
            c.pin.below(ofFirstVisible: views[0..<2].reversed(), aligned: .left,
                        then: { $0.marginTop(spacing) }, otherwise: { $0.top().marginTop(spacing * 2) })
        }, 0)
        XCTAssertEqual(c.frame, Rect(10, 58, 100, 40), "below a, the first visible")
        a.isHidden = true
        XCTAssertEqual(allocations {
            c.pin.after(ofFirstVisible: views[0..<2], aligned: .top,
                        then: { $0.marginStart(spacing) }, otherwise: { $0.start().marginStart(spacing * 2) })
        }, 0)
        XCTAssertEqual(c.frame.origin.x, 16, "the fallback branch")
    }

    /// The list scans itself, so an array of a View subclass is read in place, not upcast into a copy.
    func testFirstVisibleFormsReadAnArrayOfASubclassInPlace() {
        let basics = [BasicView(frame: Rect(10, 10, 100, 40)), BasicView(frame: Rect(10, 60, 100, 40))]
        basics.forEach { root.addSubview($0) }
        basics[1].isHidden = true
        XCTAssertEqual(allocations {
            c.pin.below(ofFirstVisible: basics.reversed(), aligned: .left, otherwise: { $0.top() })
        }, 0)
        XCTAssertEqual(c.frame, Rect(10, 50, 100, 40), "below the first visible basic view")
    }
}
