// UIKit's remaining layout-margin properties, headless: preservesSuperviewLayoutMargins,
// directionalLayoutMargins, insetsLayoutMarginsFromSafeArea and layoutMarginsDidChange().
import XCTest
@testable import PinEngine

/// Counts `layoutMarginsDidChange()` calls.
private final class MarginsWatchingView: View {
    var changes = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
    }
}

final class MarginPropertiesTests: PinTestCase {
    // parent (0, 0, 300, 200), margins 20 on each edge
    //  └ child (10, 0, 280, 100): 10 from the left and right edges, 0 from the top, 100 from the bottom
    private var parent: MarginsWatchingView!
    private var child: MarginsWatchingView!

    override func setUp() {
        super.setUp()
        parent = MarginsWatchingView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        child = MarginsWatchingView(frame: Rect(x: 10, y: 0, width: 280, height: 100))
        parent.addSubview(child)
        parent.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }

    override func tearDown() {
        parent = nil
        child = nil
        super.tearDown()
    }

    // MARK: preservesSuperviewLayoutMargins

    func testSuperviewMarginsAreIgnoredByDefault() {
        XCTAssertFalse(child.preservesSuperviewLayoutMargins)
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testPreservedSuperviewMarginsCountWhereTheyReachIntoTheView() {
        child.preservesSuperviewLayoutMargins = true
        // top: 20 - 0 = 20; left/right: 20 - 10 = 10; bottom: 20 - 100 < 8, its own 8 stays.
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 20, left: 10, bottom: 8, right: 10))
        XCTAssertEqual(child.directionalLayoutMargins, DirectionalEdgeInsets(top: 20, leading: 10, bottom: 8, trailing: 10))
        let content = View()
        child.addSubview(content)
        content.pin.all(child.pin.layoutMargins)
        XCTAssertEqual(content.frame, Rect(x: 10, y: 20, width: 260, height: 72))
    }

    func testPreservedMarginsChainThroughSeveralLevels() {
        child.preservesSuperviewLayoutMargins = true
        let grandchild = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        child.addSubview(grandchild)
        grandchild.preservesSuperviewLayoutMargins = true
        // The child's effective top margin (20) and left margin (10) reach into the grandchild.
        XCTAssertEqual(grandchild.layoutMargins, EdgeInsets(top: 20, left: 10, bottom: 8, right: 8))
    }

    func testPreservedMarginsAddToTheSafeArea() {
        parent.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        child.preservesSuperviewLayoutMargins = true
        // The parent's effective top margin is 20 + 30; the child's own is 8 + its 30 of safe area.
        XCTAssertEqual(parent.layoutMargins.top, 50)
        XCTAssertEqual(child.layoutMargins.top, 50)
        child.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(child.layoutMargins.top, 50, "the superview's margins still reach in")
        child.preservesSuperviewLayoutMargins = false
        XCTAssertEqual(child.layoutMargins.top, 8)
    }

    // MARK: directionalLayoutMargins

    func testDirectionalMarginsFollowTheLayoutDirection() {
        child.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        parent.semanticLayoutDirection = .rightToLeft
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(child.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    func testAbsoluteMarginsStayPutAndReadBackDirectionally() {
        child.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        child.semanticLayoutDirection = .rightToLeft
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(child.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    // MARK: layoutMarginsDidChange()

    func testSettingMarginsTellsTheViewAndTheSubviewsThatPreserveThem() {
        child.preservesSuperviewLayoutMargins = true
        parent.changes = 0
        child.changes = 0
        parent.layoutMargins = EdgeInsets(top: 30, left: 20, bottom: 20, right: 20)
        XCTAssertEqual(parent.changes, 1)
        XCTAssertEqual(child.changes, 1)
        XCTAssertTrue(child.isLayoutPending)

        parent.layoutMargins = EdgeInsets(top: 30, left: 20, bottom: 20, right: 20)
        XCTAssertEqual(parent.changes, 1, "the same value changes nothing")
        child.preservesSuperviewLayoutMargins = false
        XCTAssertEqual(child.changes, 2, "the effective margins changed")
        parent.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        XCTAssertEqual(parent.changes, 2)
        XCTAssertEqual(child.changes, 2, "a subview that does not preserve them is not told")
    }

    func testASafeAreaChangeTellsViewsWhoseMarginsItMoves() {
        parent.changes = 0
        child.changes = 0
        parent.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(parent.changes, 1)
        XCTAssertEqual(child.changes, 1, "the child overlaps the new inset")
        child.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(child.changes, 2)
        parent.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(child.changes, 2, "its margins no longer follow the safe area")
    }
}
