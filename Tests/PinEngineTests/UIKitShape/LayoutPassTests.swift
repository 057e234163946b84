import XCTest
@testable import PinEngine

/// UIKit's layout pass, headless: which views are marked as needing layout, and the order in which
/// `layoutIfNeeded()` runs their `layoutSubviews()`.
final class LayoutPassTests: PinTestCase {
    /// Appends its name to a shared log each time its `layoutSubviews()` runs, and optionally runs
    /// some layout code.
    private final class LoggingView: View {
        let name: String
        let log: Log
        var onLayout: (() -> Void)?

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: Rect(0, 0, 100, 100))
        }

        override func layoutSubviews() {
            log.names.append(name)
            onLayout?()
        }
    }

    private final class Log {
        var names: [String] = []
    }

    /// root ─ a ─ a1
    ///      └ b
    private func makeTree(_ log: Log) -> (root: LoggingView, a: LoggingView, a1: LoggingView, b: LoggingView) {
        let root = LoggingView("root", log)
        let a = LoggingView("a", log)
        let a1 = LoggingView("a1", log)
        let b = LoggingView("b", log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        return (root, a, a1, b)
    }

    /// `makeTree` after its first pass, with the log emptied.
    private func makeLaidOutTree(_ log: Log) -> (root: LoggingView, a: LoggingView, a1: LoggingView, b: LoggingView) {
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        log.names = []
        return tree
    }

    func testANewTreeIsLaidOutTopDownOnceThenNothingIsPending() {
        let log = Log()
        let tree = makeTree(log)
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["root", "a", "a1", "b"])
        for view in [tree.root, tree.a, tree.a1, tree.b] { XCTAssertFalse(view.isLayoutPending) }

        log.names = []
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, [])
    }

    func testSetNeedsLayoutRunsOnlyThatViewsPass() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.a1.setNeedsLayout()
        XCTAssertTrue(tree.a1.isLayoutPending)
        XCTAssertEqual(log.names, [], "setNeedsLayout alone runs nothing")
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["a1"])
    }

    func testAFrameOfAnotherSizeMarksTheViewAndTheSameSizeDoesNot() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.b.frame = Rect(50, 50, 100, 100)
        XCTAssertFalse(tree.b.isLayoutPending, "a move keeps the size")
        tree.b.frame = Rect(50, 50, 120, 100)
        XCTAssertTrue(tree.b.isLayoutPending)
        XCTAssertFalse(tree.root.isLayoutPending, "the superview is not marked")
    }

    func testAPinStatementThatResizesMarksTheView() {
        let log = Log()
        let tree = makeLaidOutTree(log)
        tree.a.pin.top(10).left(10)
        XCTAssertFalse(tree.a.isLayoutPending)
        tree.a.pin.width(40)
        XCTAssertTrue(tree.a.isLayoutPending)
    }

    func testAddSubviewMarksBothViews() {
        let log = Log()
        let tree = makeLaidOutTree(log)
        let c = LoggingView("c", log)
        c.layoutIfNeeded()
        log.names = []

        tree.b.addSubview(c)
        XCTAssertTrue(tree.b.isLayoutPending)
        XCTAssertTrue(c.isLayoutPending)
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["b", "c"])
    }

    func testAChildResizedByItsParentsPassIsLaidOutInTheSameWalk() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.root.onLayout = { tree.a.pin.width(50) }
        tree.root.setNeedsLayout()
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["root", "a"])
        XCTAssertEqual(tree.a.frame.width, 50)
    }

    func testLayoutIfNeededOnADescendantClimbsToThePendingAncestors() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.root.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a1.layoutIfNeeded()
        // a1 is not pending itself, but its parent and grandparent are: the walk starts at root and
        // covers its whole subtree, b included.
        XCTAssertEqual(log.names, ["root", "a", "b"])
    }

    func testLayoutIfNeededStopsClimbingAtAnAncestorThatIsNotPending() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a1.layoutIfNeeded()
        XCTAssertEqual(log.names, ["a1"], "b is outside the walked subtree")
        XCTAssertTrue(tree.b.isLayoutPending)
    }

    func testSetNeedsLayoutFromInsideItsOwnPassStaysPendingForTheNextCall() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        tree.b.onLayout = { tree.b.setNeedsLayout() }
        tree.b.setNeedsLayout()
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["b"])
        XCTAssertTrue(tree.b.isLayoutPending)
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["b", "b"])
    }

    func testSubviewsAddedByAPassAreLaidOutInTheSameWalk() {
        let log = Log()
        let tree = makeLaidOutTree(log)

        let added = LoggingView("added", log)
        tree.b.onLayout = { tree.b.addSubview(added) }
        tree.b.setNeedsLayout()
        tree.root.layoutIfNeeded()
        XCTAssertEqual(log.names, ["b", "added"])
    }

    func testADeepTreeIsLaidOutWithoutRecursion() {
        let root = View(frame: Rect(0, 0, 10, 10))
        var bottom = root
        for _ in 0..<100_000 {
            let child = View()
            bottom.addSubview(child)
            bottom = child
        }
        root.layoutIfNeeded()
        XCTAssertFalse(bottom.isLayoutPending)
        XCTAssertFalse(root.isLayoutPending)
    }
}
