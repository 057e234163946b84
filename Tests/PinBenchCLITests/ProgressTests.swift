import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// Progress reaches a CI log as a plain line at most every interval, a terminal as one redrawn line
/// with the time left, and nobody with --quiet. Instants are given, so nothing here depends on time.
final class ProgressTests: XCTestCase {
    private final class Lines: @unchecked Sendable {
        var written: [String] = []
    }

    func testALogGetsAPlainLineAtMostEveryIntervalWithTheTimeLeft() {
        let lines = Lines()
        let progress = Progress(verb: "run", quiet: false, terminal: false, interval: .seconds(10)) { lines.written.append($0) }
        let start = ContinuousClock.now
        progress.update(ProgressStep("scenario 1/4", done: 0, total: 4), now: start)
        progress.update(ProgressStep("scenario 2/4", done: 1, total: 4), now: start + .seconds(5))
        progress.update(ProgressStep("scenario 3/4", done: 2, total: 4), now: start + .seconds(11))
        progress.finish()
        XCTAssertEqual(lines.written.count, 2, "\(lines.written)")
        XCTAssertEqual(lines.written.first, "run: scenario 1/4\n")
        XCTAssertTrue(lines.written.last?.hasPrefix("run: scenario 3/4, about ") == true, "\(lines.written)")
        XCTAssertTrue(lines.written.last?.hasSuffix(" s left\n") == true, "\(lines.written)")
    }

    func testTheEstimateFollowsThePace() {
        let progress = Progress(verb: "verify", quiet: true)
        let later = ContinuousClock.now + .seconds(30)
        // A quarter done in (at least) 30 s: about three times as long to go; nothing before a step is done.
        XCTAssertTrue(progress.remaining(ProgressStep("", done: 1, total: 4), now: later).contains("min"))
        XCTAssertEqual(progress.remaining(ProgressStep("", done: 0, total: 4), now: later), "")
        XCTAssertEqual(progress.remaining(ProgressStep("", done: 4, total: 4), now: later), "")
    }

    func testATerminalLineIsRedrawnAndQuietIsSilent() {
        let lines = Lines()
        let terminal = Progress(verb: "check", quiet: false, terminal: true) { lines.written.append($0) }
        terminal.update("counting instructions under callgrind")
        terminal.update("counting instructions under callgrind")
        terminal.finish()
        XCTAssertEqual(lines.written.count, 3)
        XCTAssertTrue(lines.written.allSatisfy { $0.hasPrefix("\r\u{1B}[K") })
        let quiet = Progress(verb: "check", quiet: true, terminal: true) { lines.written.append($0) }
        quiet.update("anything")
        quiet.finish()
        XCTAssertEqual(lines.written.count, 3)
    }
}
