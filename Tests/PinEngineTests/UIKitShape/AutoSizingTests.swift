import XCTest
@testable import PinEngine

/// PinLayout's auto-sizing mode: `autoSizeThatFits(_:layoutClosure:)` computes a size from the
/// layout code without writing frames.
final class AutoSizingTests: PinTestCase {
    /// A leaf that answers a fixed height for any width, as a one-line label would.
    private final class LineView: View {
        let lineHeight: Double
        init(lineHeight: Double) {
            self.lineHeight = lineHeight
            super.init(frame: .zero)
        }
        override func sizeThatFits(_ size: Size) -> Size {
            Size(width: size.width, height: lineHeight)
        }
    }

    /// AutoSizingContainerView's shape: two lines stacked with margins; `sizeThatFits` auto-sizes
    /// with the same code as `layoutSubviews`.
    private final class StackView: View {
        let first = LineView(lineHeight: 20)
        let second = LineView(lineHeight: 30)
        let margin = 10.0
        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(first)
            addSubview(second)
        }
        override func layoutSubviews() { performLayout() }
        func performLayout() {
            first.pin.top().horizontally().sizeToFit(.width).margin(margin)
            second.pin.below(of: first).horizontally().sizeToFit(.width).margin(margin)
        }
        override func sizeThatFits(_ size: Size) -> Size {
            autoSizeThatFits(size, layoutClosure: performLayout)
        }
    }

    func testAutoSizeThatFitsReturnsTheSubviewsBoundsWithMarginsAndWritesNoFrame() {
        let stack = StackView(frame: Rect(0, 0, 5, 5))
        let size = stack.sizeThatFits(Size(width: 300, height: .greatestFiniteMagnitude))
        // first: (10, 10, 280, 20); second: below first + 10 → (10, 40, 280, 30); with margins the
        // union reaches x 300 and y 80.
        XCTAssertEqual(size, Size(width: 300, height: 80))
        XCTAssertEqual(stack.first.frame, .zero)
        XCTAssertEqual(stack.second.frame, .zero)
        XCTAssertEqual(stack.frame, Rect(0, 0, 5, 5))
        assertNoWarning()
    }

    func testSizeToFitOfAnAutoSizingViewSizesItAndItsPassLaysItOut() {
        // AutoSizingView's shape: the container is sized with sizeToFit(.width), then laid out.
        let root = View(frame: Rect(0, 0, 360, 800))
        let stack = StackView()
        root.addSubview(stack)
        stack.pin.top(30).horizontally(30).sizeToFit(.width)
        XCTAssertEqual(stack.frame, Rect(30, 30, 300, 80))
        root.layoutIfNeeded()
        XCTAssertEqual(stack.first.frame, Rect(10, 10, 280, 20))
        XCTAssertEqual(stack.second.frame, Rect(10, 40, 280, 30))
    }

    func testNestedAutoSizingViewsComposeAndOtherTreesAreUnaffected() {
        /// Holds a StackView under a 5-point header.
        final class OuterView: View {
            let header = LineView(lineHeight: 5)
            let stack = StackView()
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(header)
                addSubview(stack)
            }
            func performLayout() {
                header.pin.top().horizontally()
                header.pin.height(5)
                stack.pin.below(of: header).horizontally().sizeToFit(.width)
            }
            override func sizeThatFits(_ size: Size) -> Size {
                autoSizeThatFits(size, layoutClosure: performLayout)
            }
        }
        let outer = OuterView()
        let otherRoot = View(frame: Rect(0, 0, 100, 100))
        let other = View(frame: Rect(0, 0, 10, 10))
        otherRoot.addSubview(other)
        let size = outer.autoSizeThatFits(Size(width: 200, height: 1000)) {
            outer.performLayout()
            other.pin.all()   // another tree, laid out meanwhile: a real frame
        }
        XCTAssertEqual(size, Size(width: 200, height: 85))
        XCTAssertEqual(other.frame, Rect(0, 0, 100, 100))
        XCTAssertEqual(outer.stack.frame, .zero)
        XCTAssertEqual(outer.header.frame, .zero)
    }

    func testTheOriginCountsAndNegativeMarginsShrinkTheRect() {
        let container = View()
        let child = View(frame: Rect(0, 0, 10, 10))
        container.addSubview(child)
        let size = container.autoSizeThatFits(Size(width: 100, height: 100)) {
            child.pin.top(50).left(60).width(20).height(10).marginBottom(-4)
        }
        // rect (60, 50, 20, 10), grown by the margins (bottom -4 shrinks it) → (60, 50, 20, 6);
        // union with the origin: 80 × 56.
        XCTAssertEqual(size, Size(width: 80, height: 56))
        XCTAssertEqual(child.frame, Rect(0, 0, 10, 10))
    }

    func testARectFromAnEarlierPassStillCountsAsUpstream() {
        let container = View()
        let a = View(frame: Rect(0, 0, 10, 10))
        let b = View(frame: Rect(0, 0, 10, 10))
        container.addSubview(a)
        container.addSubview(b)
        _ = container.autoSizeThatFits(Size(width: 100, height: 100)) {
            b.pin.top(90).left(0).width(10).height(10)
        }
        let size = container.autoSizeThatFits(Size(width: 100, height: 100)) {
            a.pin.top(0).left(0).width(10).height(10)
        }
        XCTAssertEqual(size, Size(width: 10, height: 100), "b's rect from the first pass is still in the union")
    }

    func testAutoSizingRectsArePixelRounded() {
        let view = View()
        view.setAutoSizingRect(Rect(0.3, 0.3, 10.2, 10.2), margins: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
        let container = View()
        container.addSubview(view)
        let size = container.autoSizeThatFits(Size(width: 1, height: 1)) {}
        // The rect with margins (-0.7, -0.7, 12.2, 12.2) rounds as a frame does at scale 2 (origin to
        // the nearest half point, size up): (-0.5, -0.5, 12.5, 12.5); with the origin it spans 12.5.
        XCTAssertEqual(size, Size(width: 12.5, height: 12.5))
    }

    func testViewsAddedOrRemovedByTheClosureLeaveTheModeWithTheCall() {
        let container = View()
        let leaving = View(frame: Rect(0, 0, 10, 10))
        container.addSubview(leaving)
        let added = View(frame: Rect(0, 0, 10, 10))
        let size = container.autoSizeThatFits(Size(width: 100, height: 100)) {
            leaving.pin.top(10).left(10).width(10).height(10)
            leaving.removeFromSuperview()
            container.addSubview(added)
            added.pin.top(20).left(20).width(20).height(20)   // not in the subtree when the call began
        }
        // The removed view's rect no longer counts; the added view was laid out outside the mode
        // (its frame was written, it has no rect): nothing is left but the origin.
        XCTAssertEqual(size, .zero)
        XCTAssertEqual(added.frame, Rect(20, 20, 20, 20))
        XCTAssertEqual(leaving.frame, Rect(0, 0, 10, 10))
        XCTAssertEqual(added.autoSizingDepth, 0)
        XCTAssertEqual(leaving.autoSizingDepth, 0)
        XCTAssertEqual(container.autoSizingDepth, 0)
        leaving.pin.left(30)
        XCTAssertEqual(leaving.frame, Rect(30, 0, 10, 10), "out of the mode, statements write frames again")
    }
}
