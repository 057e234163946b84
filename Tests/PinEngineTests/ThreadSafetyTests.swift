// engine-specific: separate view trees laid out on several threads at once.
import Foundation
import XCTest
@testable import PinEngine

/// Separate trees may be laid out on separate threads at the same time, warnings included: the
/// warning count is exact, the handler sees every warning once and never two at a time, and
/// `lastWarningText` is one of the texts logged. (Before the warning state was locked and its counter
/// atomic, this crashed or lost counts.)
final class ThreadSafetyTests: PinTestCase {
    private static let threadCount = 4
    private static let statementsPerThread = 5_000

    /// What the handler saw. Only touched by the handler, which the engine calls one warning at a time.
    private final class HandlerLog: @unchecked Sendable {
        var calls = 0
        var overlapping = 0
        var inside = false
    }

    func testSeparateTreesLaidOutOnFourThreadsCountAndLogEveryWarning() {
        let log = HandlerLog()
        Pin.warningHandler = { text in
            if log.inside { log.overlapping += 1 }
            log.inside = true
            if text.contains("won't be applied since it value has already been set to 2.") { log.calls += 1 }
            log.inside = false
        }
        let statements = Self.statementsPerThread
        runOnThreads(Self.threadCount) {
            let root = View(frame: Rect(0, 0, 400, 400))
            let first = View(frame: Rect(0, 0, 50, 10))
            let second = View(frame: Rect(0, 0, 50, 10))
            root.addSubview(first)
            root.addSubview(second)
            for index in 0..<statements {
                // One warning (top is set twice), then a statement without any.
                first.pin.top(2).top(3).left(Double(index % 7))
                second.pin.below(of: first, aligned: .left).marginTop(1)
            }
            precondition(second.frame == Rect(Double((statements - 1) % 7), 13, 50, 10))
        }
        let expected = Self.threadCount * statements
        XCTAssertEqual(Pin.warningCount, expected)
        XCTAssertEqual(log.calls, expected)
        XCTAssertEqual(log.overlapping, 0, "the handler must never be called for two warnings at once")
        XCTAssertTrue(Pin.lastWarningText?.hasPrefix("PinLayout Conflict: top(3) won't be applied") == true,
                      Pin.lastWarningText ?? "no last warning")
    }

    func testWarningsCountedWithoutLoggingAreExactOnFourThreads() {
        Pin.logWarnings = false
        let statements = Self.statementsPerThread * 20
        runOnThreads(Self.threadCount) {
            let root = View(frame: Rect(0, 0, 400, 400))
            let view = View(frame: Rect(0, 0, 50, 10))
            root.addSubview(view)
            for _ in 0..<statements {
                view.pin.width(2).width(3)
            }
        }
        XCTAssertEqual(Pin.warningCount, Self.threadCount * statements)
        XCTAssertNil(Pin.lastWarningText)
    }

    func testHandlerMayReadTheLastWarningAndWarnAgainWithoutDeadlock() {
        var seen: [String?] = []
        let view = View()
        Pin.warningHandler = { _ in
            seen.append(Pin.lastWarningText)
            if seen.count == 1 { view.addSubview(view) }
        }
        view.pin.top(2).top(3)
        XCTAssertEqual(seen.count, 2)
        XCTAssertTrue(seen.first??.hasPrefix("PinLayout Conflict: top(3) won't be applied") == true)
        XCTAssertTrue(seen.last??.contains("a view cannot be added to itself") == true, seen.last.flatMap { $0 } ?? "none")
        XCTAssertEqual(Pin.warningCount, 2)
    }

    /// Runs `body` on `count` new threads that start together, and waits for all of them.
    private func runOnThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for _ in 0..<count {
            finished.enter()
            let thread = Thread {
                start.wait()
                body()
                finished.leave()
            }
            thread.start()
        }
        for _ in 0..<count { start.signal() }
        finished.wait()
    }
}
