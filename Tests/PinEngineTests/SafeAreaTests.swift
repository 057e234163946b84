// Follows the intent of PinLayout's Tests/iOS/PinSafeAreaTests.swift: a view controller's root view
// (here `mainView`, 375×812, its insets set by hand as UIKit's system would set them under a
// translucent navigation bar: top 88, bottom 34), a subview laid out inside it, and the subview's
// own subview laid out with `pin.safeArea`. Frames are derived by hand in each test.
import XCTest
@testable import PinEngine

/// Counts its `safeAreaInsetsDidChange()` calls, as the spec's TestView/SubView do.
private final class CountingView: View {
    var safeAreaInsetsDidChangeCalledCount = 0
    var onSafeAreaInsetsDidChange: (() -> Void)?

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaInsetsDidChangeCalledCount += 1
        onSafeAreaInsetsDidChange?()
    }
}

/// PinSafeAreaTests' TestView2 and SubView: one subview, laid out by a closure in `layoutSubviews()`
/// (the view is passed as the second argument), and a count of `safeAreaInsetsDidChange()` calls.
private final class ChildLayingView<Child: View>: View {
    let child: Child
    var layoutChild: (Child, View) -> Void
    var safeAreaInsetsDidChangeCalledCount = 0

    init(child: Child, layoutChild: @escaping (Child, View) -> Void) {
        self.child = child
        self.layoutChild = layoutChild
        super.init(frame: .zero)
        addSubview(child)
    }

    override func safeAreaInsetsDidChange() {
        safeAreaInsetsDidChangeCalledCount += 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutChild(child, self)
    }
}

/// SubView: lays `subViewB` out on its own safe area.
private typealias SubView = ChildLayingView<View>

final class SafeAreaTests: PinTestCase {
    private let portraitInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    private let landscapeInsets = EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)

    private var mainView: CountingView!
    private var subView: CountingView!
    private var subViewB: CountingView!

    override func setUp() {
        super.setUp()
        mainView = CountingView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        subView = CountingView()
        subViewB = CountingView()
        mainView.addSubview(subView)
        subView.addSubview(subViewB)
    }

    override func tearDown() {
        mainView = nil
        subView = nil
        subViewB = nil
        super.tearDown()
    }

    /// SubView's layoutSubviews in the spec.
    private func layoutSubViewB() {
        subViewB.pin.top(subView.pin.safeArea).left(subView.pin.safeArea).size(40)
    }

    // MARK: Values (PinSafeAreaSpec)

    func testUnattachedViewHasNoInsets() {
        let view = View(frame: Rect(x: 0, y: -50, width: 100, height: 100))
        XCTAssertEqual(view.safeAreaInsets, .zero)
        XCTAssertEqual(view.pin.safeArea, .zero)
    }

    func testSubviewFillingTheSafeAreaHasNoInsets() {
        mainView.safeAreaInsets = portraitInsets
        subView.pin.all().margin(mainView.pin.safeArea)
        XCTAssertEqual(mainView.pin.safeArea, portraitInsets)
        XCTAssertEqual(subView.frame, Rect(x: 0, y: 88, width: 375, height: 690))
        XCTAssertEqual(subView.pin.safeArea, .zero)
    }

    func testSubviewUnderTheNavigationBarGetsTheOverlap() {
        mainView.safeAreaInsets = portraitInsets
        subView.pin.top(10).left(10).size(100)
        layoutSubViewB()
        XCTAssertEqual(subView.frame, Rect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(subView.pin.safeArea, EdgeInsets(top: 78, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(subViewB.frame, Rect(x: 0, y: 78, width: 40, height: 40))
        XCTAssertEqual(subViewB.pin.safeArea, .zero)
    }

    func testAdditionalSafeAreaInsetsAddToEveryEdge() {
        // The spec's additionalSafeAreaInsets (10, 10, 30, 0) on top of the navigation bar's insets.
        mainView.safeAreaInsets = EdgeInsets(top: 98, left: 10, bottom: 64, right: 0)
        subView.pin.all().margin(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 10, y: 98, width: 365, height: 650))
        XCTAssertEqual(subView.safeAreaInsets, .zero)
    }

    func testSubviewAboveItsSuperviewIsCappedAtTheSuperviewsInset() {
        // "transluscent navigationbar 5": top -20, left -10; the insets do not grow past the superview's.
        mainView.safeAreaInsets = portraitInsets
        subView.pin.top(-20).left(-10).size(100)
        layoutSubViewB()
        XCTAssertEqual(subView.pin.safeArea, EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(subViewB.frame, Rect(x: 0, y: 88, width: 40, height: 40))
        XCTAssertEqual(subViewB.pin.safeArea, .zero)
    }

    func testSubviewAtTheRightEdgeGetsNoHorizontalInsetInPortrait() {
        // "transluscent navigationbar 3" and "4": right 10 and right -10.
        mainView.safeAreaInsets = portraitInsets
        subView.pin.top(10).right(10).size(100)
        XCTAssertEqual(subView.frame, Rect(x: 265, y: 10, width: 100, height: 100))
        XCTAssertEqual(subView.pin.safeArea, EdgeInsets(top: 78, left: 0, bottom: 0, right: 0))
        subView.pin.top(10).right(-10).size(100)
        XCTAssertEqual(subView.frame, Rect(x: 285, y: 10, width: 100, height: 100))
        XCTAssertEqual(subView.pin.safeArea, EdgeInsets(top: 78, left: 0, bottom: 0, right: 0))
    }

    func testEveryEdgeOverlapsInLandscape() {
        mainView.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        mainView.safeAreaInsets = landscapeInsets
        // Left edge 10 into the 44-point left inset, bottom edge 5 into the 21-point bottom inset.
        subView.frame = Rect(x: 10, y: 0, width: 100, height: 359)
        XCTAssertEqual(subView.safeAreaInsets, EdgeInsets(top: 32, left: 34, bottom: 5, right: 0))
        // Sticking out on the right by 10: capped at the superview's 44.
        subView.frame = Rect(x: 722, y: 300, width: 100, height: 100)
        XCTAssertEqual(subView.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 21, right: 44))
        // Wholly inside the safe area.
        subView.frame = Rect(x: 44, y: 32, width: 724, height: 322)
        XCTAssertEqual(subView.safeAreaInsets, .zero)
    }

    // MARK: Propagation through nesting

    func testInsetsPropagateThroughEveryLevel() {
        mainView.safeAreaInsets = portraitInsets
        subView.frame = Rect(x: 0, y: 20, width: 375, height: 792)    // top 68, bottom 34
        subViewB.frame = Rect(x: 0, y: 30, width: 375, height: 752)   // top 38, bottom 24
        let subViewC = View(frame: Rect(x: 5, y: 8, width: 300, height: 700))  // top 30, bottom 0
        subViewB.addSubview(subViewC)
        XCTAssertEqual(subView.safeAreaInsets, EdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(subViewB.safeAreaInsets, EdgeInsets(top: 38, left: 0, bottom: 24, right: 0))
        XCTAssertEqual(subViewC.safeAreaInsets, EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        subViewC.pin.top(subViewB.pin.safeArea).bottom(subViewB.pin.safeArea)
        XCTAssertEqual(subViewC.frame, Rect(x: 5, y: 38, width: 300, height: 690))
    }

    func testInsetsFollowFramesAndReparenting() {
        mainView.safeAreaInsets = portraitInsets
        subView.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(subView.safeAreaInsets.top, 88)
        subView.frame.origin.y = 50
        XCTAssertEqual(subView.safeAreaInsets.top, 38)
        subView.removeFromSuperview()
        XCTAssertEqual(subView.safeAreaInsets, .zero)
    }

    func testInsetsSetOnANestedViewReplaceTheInheritedOnes() {
        mainView.safeAreaInsets = portraitInsets
        subView.frame = Rect(x: 0, y: 0, width: 375, height: 400)
        subView.safeAreaInsets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        subViewB.frame = Rect(x: 0, y: 0, width: 375, height: 400)
        XCTAssertEqual(subView.safeAreaInsets, EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        XCTAssertEqual(subViewB.safeAreaInsets, EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    }

    func testDeepChainReadsWithoutRecursion() {
        mainView.safeAreaInsets = EdgeInsets(top: 3000, left: 0, bottom: 0, right: 0)
        var leaf: View = mainView
        for _ in 0..<2000 {
            let child = View(frame: Rect(x: 0, y: 1, width: 10, height: 10))
            leaf.addSubview(child)
            leaf = child
        }
        // Each level sits 1 point lower: 3000 - 2000.
        XCTAssertEqual(leaf.safeAreaInsets.top, 1000)
    }

    // MARK: Edges from pin.safeArea (the example app's statements)

    func testEdgesFromTheSafeArea() {
        mainView.safeAreaInsets = landscapeInsets
        mainView.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        subView.pin.top(mainView.pin.safeArea).left(mainView.pin.safeArea).width(20%).height(50%)
        XCTAssertEqual(subView.frame, Rect(x: 44, y: 32, width: 162.5, height: 187.5))
        subView.pin.bottom(mainView.pin.safeArea).right(mainView.pin.safeArea).width(100).height(50)
        XCTAssertEqual(subView.frame, Rect(x: 668, y: 304, width: 100, height: 50))
        subView.pin.top().horizontally(mainView.pin.safeArea).height(40)
        XCTAssertEqual(subView.frame, Rect(x: 44, y: 0, width: 724, height: 40))
        subView.pin.left().vertically(mainView.pin.safeArea).width(40)
        XCTAssertEqual(subView.frame, Rect(x: 0, y: 32, width: 40, height: 322))
        subView.pin.all(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 44, y: 32, width: 724, height: 322))
        assertNoWarning()
    }

    func testSafeAreaPlusAMargin() {
        // AnimationsView: `horizontally(pin.safeArea + margin)`; WrapContentView: `top(pin.safeArea.top + padding)`.
        mainView.safeAreaInsets = landscapeInsets
        mainView.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        let margin = 10.0
        subView.pin.top(mainView.pin.safeArea.top + margin).horizontally(mainView.pin.safeArea + margin).height(50)
        XCTAssertEqual(subView.frame, Rect(x: 54, y: 42, width: 704, height: 50))
        subView.pin.all(mainView.pin.safeArea + 4)
        XCTAssertEqual(subView.frame, Rect(x: 48, y: 36, width: 716, height: 314))
    }

    func testSafeAreaViewExample() {
        // PinLayout's SafeAreaView: a label under the top inset, a button over the bottom one.
        mainView.safeAreaInsets = portraitInsets
        subView.frame.size = Size(width: 200, height: 26)
        subView.pin.top(mainView.pin.safeArea.top + 10).hCenter()
        XCTAssertEqual(subView.frame, Rect(x: 87.5, y: 98, width: 200, height: 26))
        subViewB.removeFromSuperview()
        mainView.addSubview(subViewB)
        subViewB.pin.bottom(mainView.pin.safeArea.bottom + 5).hCenter().width(80%).maxWidth(300).height(40)
        XCTAssertEqual(subViewB.frame, Rect(x: 37.5, y: 733, width: 300, height: 40))
    }

    func testStartAndEndFromTheSafeAreaFollowTheDirection() {
        // IntroRTLView: `top(pin.safeArea).start(pin.safeArea)` and `end(pin.safeArea)`.
        mainView.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        mainView.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
        subView.frame.size = Size(width: 100, height: 50)
        subView.pin.top(mainView.pin.safeArea).start(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 44, y: 0, width: 100, height: 50))
        subView.pin.end(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 682, y: 0, width: 100, height: 50))

        Pin.layoutDirection = .rtl
        subView.pin.top(mainView.pin.safeArea).start(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 682, y: 0, width: 100, height: 50))
        subView.pin.end(mainView.pin.safeArea)
        XCTAssertEqual(subView.frame, Rect(x: 44, y: 0, width: 100, height: 50))
    }

    // MARK: safeAreaInsetsDidChange()

    func testDidChangeIsCalledOnTheViewAndOnSubviewsWhoseInsetsChange() {
        subView.frame = Rect(x: 0, y: 0, width: 375, height: 100)     // under the top inset
        subViewB.frame = Rect(x: 0, y: 90, width: 375, height: 10)    // below it, inside subView
        mainView.safeAreaInsets = portraitInsets
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 1)
        XCTAssertEqual(subView.safeAreaInsetsDidChangeCalledCount, 1)
        XCTAssertEqual(subViewB.safeAreaInsetsDidChangeCalledCount, 0)

        // Only the bottom inset changes: subView does not reach it.
        mainView.safeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 21, right: 0)
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 2)
        XCTAssertEqual(subView.safeAreaInsetsDidChangeCalledCount, 1)
    }

    func testDidChangeIsNotCalledWhenTheInsetsStayTheSame() {
        mainView.safeAreaInsets = portraitInsets
        mainView.safeAreaInsets = portraitInsets
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 1)
        mainView.safeAreaInsets = .zero
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 2)
    }

    func testDidChangeSkipsSubtreesWithTheirOwnInsets() {
        subView.frame = Rect(x: 0, y: 0, width: 375, height: 400)
        subViewB.frame = Rect(x: 0, y: 0, width: 375, height: 400)
        subView.safeAreaInsets = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(subView.safeAreaInsetsDidChangeCalledCount, 1)
        XCTAssertEqual(subViewB.safeAreaInsetsDidChangeCalledCount, 1)
        mainView.safeAreaInsets = portraitInsets
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 1)
        XCTAssertEqual(subView.safeAreaInsetsDidChangeCalledCount, 1)
        XCTAssertEqual(subViewB.safeAreaInsetsDidChangeCalledCount, 1)
    }

    func testDidChangeRunsTopDownAfterEveryInsetIsKnown() {
        subView.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        var order: [String] = []
        mainView.onSafeAreaInsetsDidChange = { order.append("main") }
        subView.onSafeAreaInsetsDidChange = { [unowned self] in
            order.append("sub")
            // The hook lays out with the new insets, as SafeAreaView's layout would.
            self.subViewB.pin.top(self.subView.pin.safeArea).left().size(40)
        }
        mainView.safeAreaInsets = portraitInsets
        XCTAssertEqual(order, ["main", "sub"])
        XCTAssertEqual(subViewB.frame, Rect(x: 0, y: 88, width: 40, height: 40))
    }

    // MARK: The layout pass (PinSafeAreaMoreTestsSpec's views, laid out by layoutIfNeeded())

    private func laidOutMainView(subViewTop: Double, subViewLeft: Double) -> ChildLayingView<SubView> {
        let subView = SubView(child: View()) { subViewB, subView in
            subViewB.pin.top(subView.pin.safeArea).left(subView.pin.safeArea).size(40)
        }
        let main = ChildLayingView(child: subView) { subView, _ in
            subView.pin.top(subViewTop).left(subViewLeft).size(100)
        }
        main.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        main.safeAreaInsets = portraitInsets
        main.layoutIfNeeded()
        return main
    }

    func testLayoutPassGivesEachSubviewItsInsetsBeforeItsLayout() {
        // "transluscent navigationbar 1": subView at (10, 10), subViewB on subView's safe area.
        let main = laidOutMainView(subViewTop: 10, subViewLeft: 10)
        XCTAssertEqual(main.child.frame, Rect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(main.child.pin.safeArea, EdgeInsets(top: 78, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(main.child.child.frame, Rect(x: 0, y: 78, width: 40, height: 40))
        XCTAssertEqual(main.child.child.pin.safeArea, .zero)
        XCTAssertGreaterThan(main.safeAreaInsetsDidChangeCalledCount, 0)
        XCTAssertGreaterThan(main.child.safeAreaInsetsDidChangeCalledCount, 0)
    }

    func testLayoutPassRelaysOutASubviewMovedUnderTheBar() {
        let main = laidOutMainView(subViewTop: 10, subViewLeft: 10)
        let callsBefore = main.child.safeAreaInsetsDidChangeCalledCount
        // "transluscent navigationbar 5": moved to (-10, -20), same size; only its safe area changes.
        main.layoutChild = { subView, _ in subView.pin.top(-20).left(-10).size(100) }
        main.setNeedsLayout()
        main.layoutIfNeeded()
        XCTAssertEqual(main.child.frame, Rect(x: -10, y: -20, width: 100, height: 100))
        XCTAssertEqual(main.child.safeAreaInsetsDidChangeCalledCount, callsBefore + 1)
        XCTAssertEqual(main.child.pin.safeArea, EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(main.child.child.frame, Rect(x: 0, y: 88, width: 40, height: 40))
    }

    func testLayoutPassWithUnchangedInsetsCallsNoHook() {
        let main = laidOutMainView(subViewTop: 10, subViewLeft: 10)
        let mainCalls = main.safeAreaInsetsDidChangeCalledCount
        let subViewCalls = main.child.safeAreaInsetsDidChangeCalledCount
        main.setNeedsLayout()
        main.layoutIfNeeded()
        XCTAssertEqual(main.safeAreaInsetsDidChangeCalledCount, mainCalls)
        XCTAssertEqual(main.child.safeAreaInsetsDidChangeCalledCount, subViewCalls)
        XCTAssertFalse(main.child.isLayoutPending)
    }

    func testSettingInsetsMarksTheViewsWhoseInsetsChangedForLayout() {
        let main = laidOutMainView(subViewTop: 10, subViewLeft: 10)
        main.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertTrue(main.isLayoutPending)
        XCTAssertTrue(main.child.isLayoutPending)            // 78 -> 34
        XCTAssertFalse(main.child.child.isLayoutPending)  // still below the bar: 0
        main.layoutIfNeeded()
        XCTAssertEqual(main.child.child.frame, Rect(x: 0, y: 34, width: 40, height: 40))
    }

    func testDidChangeModeIsAcceptedAndChangesNothing() {
        XCTAssertEqual(Pin.safeAreaInsetsDidChangeMode, .optIn)
        Pin.initPinLayout()
        for mode in [PinSafeAreaInsetsDidChangeMode.disable, .always, .optIn] {
            Pin.safeAreaInsetsDidChangeMode = mode
            XCTAssertEqual(Pin.safeAreaInsetsDidChangeMode, mode)
            mainView.safeAreaInsets = mainView.safeAreaInsets + 1
        }
        XCTAssertEqual(mainView.safeAreaInsetsDidChangeCalledCount, 3)
    }
}
