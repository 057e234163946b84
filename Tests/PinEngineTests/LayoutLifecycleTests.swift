// Follows PinLayout's Tests/Common/LayoutMethodSpec.swift and Tests/Common/WarningSpec.swift.
import XCTest
@testable import PinEngine

/// When a statement's frame is written (at the end of the statement, or when a stored builder is
/// consumed or dropped), layout(), and the warning settings (logMissingLayoutCalls, logWarnings,
/// warningCount, lastWarningText, warningHandler).
final class LayoutLifecycleTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: Rect(40, 100, 100, 60)) }

    /// Takes ownership of a builder; it is applied when this function returns.
    private func finish(_ builder: consuming PinLayout) {}

    /// Counts `sizeThatFits` calls, i.e. how many times a sizeToFit statement was applied.
    private final class CountingView: View {
        var fitCount = 0
        override func sizeThatFits(_ size: Size) -> Size {
            fitCount += 1
            return Size(width: 30, height: 20)
        }
    }

    // MARK: When the frame is written

    func testFrameIsWrittenAtTheEndOfTheStatementWithOrWithoutLayout() {
        aView.pin.left().right()
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 60))
        XCTAssertNil(Pin.lastWarningText)

        aView.frame = Rect(40, 100, 100, 60)
        aView.pin.left().right().layout()
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 60))
        assertNoWarning()
    }

    func testTheViewKeepsItsFrameWhileTheStatementRuns() {
        // right edge of aView is read while the statement runs: still 140, not 40 + 300.
        aView.pin.width(300).left(to: aView.edge.right)
        XCTAssertEqual(aView.frame, Rect(140, 100, 300, 60))
    }

    func testNextStatementSeesThePreviousResult() {
        aView.pin.width(50)
        aView.pin.right()
        XCTAssertEqual(aView.frame, Rect(350, 100, 50, 60))
    }

    func testStoredBuilderAppliesOnlyWhenLayoutIsCalled() {
        var builder = aView.pin.top(10)
        builder = builder.left(5)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60), "a stored builder has not been applied yet")
        builder.layout()
        XCTAssertEqual(aView.frame, Rect(5, 10, 100, 60))
    }

    func testStoredBuilderAppliesWhenItGoesOutOfScope() {
        do {
            var builder = aView.pin.top(10)
            builder = builder.left(5).width(20)
            XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
            builder = builder.height(30)
            XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        }
        XCTAssertEqual(aView.frame, Rect(5, 10, 20, 30))
    }

    func testTheBuilderStaysTwoWordsAndAFlag() {
        // Constraints belong in StatementState, in the view's storage: a field added to the builder is
        // copied at every branch join and closure of a statement (the 245-byte builder cost 15-101
        // instructions a view in memcpy alone).
        XCTAssertLessThanOrEqual(MemoryLayout<PinLayout>.size, 2 * MemoryLayout<Int>.size + 1)
    }

    func testANewStatementStartsFromNothingInTheReusedStorage() {
        // Every slot, margin and setting of the first statement would change the second one's frame.
        aView.pin.top(10).bottom(20).left(5).right(7).minWidth(3).maxHeight(500).margin(2)
            .justify(.left).align(.top)
        XCTAssertEqual(aView.frame, Rect(7, 12, 384, 366))
        aView.pin.hCenter(0).width(40)
        XCTAssertEqual(aView.frame, Rect(180, 12, 40, 366), "the second statement saw no stale constraint")
    }

    func testTwoLiveStatementsOnOneViewKeepTheirOwnConstraints() {
        // The first statement records in the view's statement storage; the second one, started while
        // the first is alive, gets storage of its own: neither sees the other's constraints.
        let first = aView.pin.top(10).width(20)
        aView.pin.left(5).height(30)
        XCTAssertEqual(aView.frame, Rect(5, 100, 100, 30), "the second statement applied alone")
        first.layout()
        XCTAssertEqual(aView.frame, Rect(5, 10, 20, 30), "the first applied its own top and width only")
        // Both storages were given back: a new statement starts from nothing again.
        aView.pin.right()
        XCTAssertEqual(aView.frame, Rect(380, 10, 20, 30))
    }

    func testStatementsEndingInEitherOrderGiveTheirStorageBack() {
        let first = aView.pin.top(1)
        let second = aView.pin.left(2)
        first.layout()
        let third = aView.pin.top(3)
        XCTAssertTrue(aView.isStatementStorageInUse, "the third statement took the view's storage back")
        second.layout()
        third.layout()
        XCTAssertFalse(aView.isStatementStorageInUse)
        XCTAssertEqual(aView.frame, Rect(2, 3, 100, 60))
    }

    func testStoredBuilderAppliesWhenExplicitlyConsumed() {
        let builder = aView.pin.bottom(10).right(10)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        _ = consume builder
        XCTAssertEqual(aView.frame, Rect(290, 330, 100, 60))
    }

    func testBuilderHandedToAFunctionAppliesWhenTheFunctionReturns() {
        finish(aView.pin.hCenter().vCenter())
        XCTAssertEqual(aView.frame, Rect(150, 170, 100, 60))
    }

    func testStoredBuilderReadsTheSuperviewWhenCalledAndTheViewWhenApplied() {
        let builder = aView.pin.width(50%).right()
        rootView.frame = Rect(0, 0, 200, 200)
        aView.frame.size.height = 77
        builder.layout()
        // Width and right edge come from the 400-wide superview; the height is the view's at apply time.
        XCTAssertEqual(aView.frame, Rect(200, 100, 200, 77))
    }

    func testLayoutAppliesExactlyOnce() {
        let view = CountingView(frame: Rect(0, 0, 10, 10))
        rootView.addSubview(view)
        view.pin.left(4).sizeToFit().layout()
        XCTAssertEqual(view.fitCount, 1)
        XCTAssertEqual(view.frame, Rect(4, 0, 30, 20))

        view.pin.sizeToFit()
        XCTAssertEqual(view.fitCount, 2)

        aView.pin.justify(.center).layout()
        XCTAssertEqual(Pin.warningCount, 1, "apply-time warnings fire once")
    }

    func testAnEmptyStatementSnapsTheFrameToThePixelGrid() {
        aView.frame = Rect(10.3, 20.26, 10.1, 5.01)
        aView.pin.layout()
        XCTAssertEqual(aView.frame, Rect(10.5, 20.5, 10.5, 5.5))
    }

    // MARK: logMissingLayoutCalls

    func testMissingLayoutCallWarnsWhenRequested() {
        Pin.logMissingLayoutCalls = true
        aView.pin.left().right()
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 60))
        assertLastWarning(contains: ["PinLayout commands have been issued without calling the 'layout()' method"])
    }

    func testLayoutCallSilencesTheMissingLayoutWarning() {
        Pin.logMissingLayoutCalls = true
        aView.pin.left().right().layout()
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 60))
        assertNoWarning()
    }

    func testMissingLayoutCallIsSilentByDefault() {
        aView.pin.left().right()
        assertNoWarning()
    }

    func testDroppedStoredBuilderWarnsAboutTheMissingLayoutCall() {
        Pin.logMissingLayoutCalls = true
        do {
            let builder = aView.pin.top(4)
            _ = builder
            assertNoWarning()
        }
        XCTAssertEqual(aView.frame, Rect(40, 4, 100, 60))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["without calling the 'layout()' method", "Pin.logMissingLayoutCalls to false"])
    }

    // MARK: pinEdges() warning

    func testPinEdgesWithFourEdgesWarnsAndIsIgnored() {
        aView.pin.top().bottom().left().right().width(100%).pinEdges()
        XCTAssertEqual(aView.frame, Rect(0, 0, 400, 400))
        assertLastWarning(contains: ["pinEdges()", "won't be applied", "top, left, bottom and right coordinates are already set"])
    }

    func testPinEdgesWithThreeEdgesIsSilent() {
        aView.pin.top().bottom().left().width(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(10, 0, 90, 400))
        assertNoWarning()
    }

    // MARK: Warning settings

    func testWarningsAreCountedButNotLoggedWhenLoggingIsOff() {
        Pin.logWarnings = false
        aView.pin.justify(.center)
        aView.pin.width(-1)
        XCTAssertEqual(Pin.warningCount, 2)
        XCTAssertNil(Pin.lastWarningText)
        XCTAssertTrue(loggedWarnings.isEmpty)
    }

    func testLastWarningTextHoldsTheBareTextAndIsNeverCleared() {
        aView.pin.width(-1)
        XCTAssertEqual(Pin.lastWarningText, "PinLayout Warning: width(-1.0) won't be applied, the width (-1.0) must be greater than or equal to zero.")
        aView.pin.left(3)
        XCTAssertEqual(aView.frame, Rect(3, 100, 100, 60))
        XCTAssertNotNil(Pin.lastWarningText, "a clean statement does not clear the last warning")
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testWarningHandlerReceivesTheConsoleText() {
        aView.pin.justify(.center)
        XCTAssertEqual(loggedWarnings, [
            "\n👉 PinLayout Warning: justify(.center) won't be applied, the left and right coordinates must be set to justify the view horizontally."
                + "\n(Layouted view info: Type: BasicView, Frame: x: 40, y: 100, width: 100, height: 60)"
                + ", Superviews: BasicView -> BasicView"
                + ", Debug description: <BasicView: frame = (40.0, 100.0, 100.0, 60.0)>)\n",
        ])
    }

    func testConsoleTextOfARootViewHasNoSuperviewChain() {
        let orphan = View(frame: Rect(1.5, 2, 3, 4))
        orphan.pin.align(.top)
        XCTAssertEqual(loggedWarnings.count, 1)
        let text = loggedWarnings.first ?? ""
        XCTAssertTrue(text.contains("(Layouted view info: Type: View, Frame: x: 1.5, y: 2, width: 3, height: 4), Debug description: "), text)
        XCTAssertFalse(text.contains("Superviews"), text)
    }

    func testConsoleFrameNumbersHaveAtMostThreeDecimalsLikePinLayout() {
        // PinLayout formats them with a .decimal NumberFormatter (at most 3 fraction digits).
        _pinlayoutSetUnitTest(scale: 3)
        aView.pin.sizeToFit().center()
        XCTAssertEqual(aView.frame, Rect(548.0 / 3, 533.0 / 3, 35, 45))
        aView.pin.justify(.left)
        let text = loggedWarnings.last ?? ""
        XCTAssertTrue(text.contains("Frame: x: 182.667, y: 177.667, width: 35, height: 45)"), text)
    }

    func testResetWarningsRestoresActiveWarningsOnly() {
        Pin.activeWarnings.noSpaceAvailableBetweenViews = false
        Pin.logWarnings = false
        Pin.resetWarnings()
        XCTAssertTrue(Pin.activeWarnings.noSpaceAvailableBetweenViews)
        XCTAssertFalse(Pin.logWarnings, "the engine leaves logWarnings alone (deliberate difference)")
    }
}
