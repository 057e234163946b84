import Foundation
@testable import PinBenchKit
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `ChildProcess`: how the child ended, the one stream kept, its process group and its time limit.
final class ChildProcessTests: XCTestCase {
    func testKeepsTheChosenStreamAndTheStatus() throws {
        let script = "echo out; echo err1 >&2; echo err2 >&2; exit 3"
        let errors = try ChildProcess.run("/bin/sh", ["-c", script], environment: ProcessSettings.ofThisTest.environment, keeping: .standardError, timeLimit: 600)
        XCTAssertEqual(errors.end, .exited(3))
        XCTAssertEqual(errors.end.description, "exited 3")
        XCTAssertFalse(errors.overTimeLimit)
        XCTAssertFalse(errors.succeeded)
        XCTAssertEqual(errors.lastLines(1), "err2")
        XCTAssertEqual(errors.lastLines(5, separator: " / "), "err1 / err2")
        let output = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2"], environment: [:], keeping: .standardOutput, timeLimit: 600)
        XCTAssertTrue(output.succeeded)
        XCTAssertEqual(String(decoding: output.output, as: UTF8.self), "out\n")
    }

    func testASignalIsNotAnExit() throws {
        let killed = try ChildProcess.run("/bin/sh", ["-c", "kill -SEGV $$"], environment: [:], keeping: .standardError, timeLimit: 600)
        XCTAssertEqual(killed.end, .killed(signal: SIGSEGV))
        XCTAssertEqual(killed.end.description, "killed by SIGSEGV")
        XCTAssertFalse(killed.succeeded)
        XCTAssertEqual(ChildProcess.End.name(ofSignal: SIGKILL), "SIGKILL")
        XCTAssertEqual(ChildProcess.End.name(ofSignal: 40), "signal 40")
    }

    /// The child leads a process group of its own, and a child past its time limit is stopped with
    /// its whole group: the shell's background `sleep` too. (The limit is a fraction of the sleep.)
    func testAChildPastItsTimeLimitIsStoppedWithItsGroup() throws {
        let script = "echo \"$(ps -o pgid= -p $$) $$\"; sleep 1000 & echo $!; wait"
        let child = try ChildProcess.run("/bin/sh", ["-c", script], environment: ProcessSettings.ofThisTest.environment, keeping: .standardOutput, timeLimit: 1)
        XCTAssertTrue(child.overTimeLimit)
        XCTAssertEqual(child.end, .killed(signal: SIGTERM))
        XCTAssertFalse(child.succeeded)
        let numbers = String(decoding: child.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        XCTAssertEqual(numbers.count, 3, "the group, the shell and the sleep")
        XCTAssertEqual(numbers.first, numbers.dropFirst().first, "the shell leads its own group")
        XCTAssertNotEqual(numbers.first, getpgrp())
        let sleep = try XCTUnwrap(numbers.last)
        XCTAssertTrue(ProcessTable.hasEnded(sleep, within: .seconds(60)), "the background sleep \(sleep) went with its group")
    }

    func testTheTimeLimitIsTheFactorOfThePlanWithAFloorOrTheGivenOne() {
        XCTAssertEqual(ChildTimeLimit().seconds(expecting: 1), ChildTimeLimit.floorSeconds)
        XCTAssertEqual(ChildTimeLimit().seconds(expecting: 100), 100 * ChildTimeLimit.factor)
        XCTAssertEqual(ChildTimeLimit(fixed: 3).seconds(expecting: 100), 3)
        XCTAssertEqual(ChildTimeLimit(fixed: 3).replySeconds, 3)
        XCTAssertEqual(ChildTimeLimit().replySeconds, ChildTimeLimit.replySeconds)
    }

    func testTheEnvironmentIsTheGivenOne() throws {
        let child = try ChildProcess.run("/bin/sh", ["-c", "echo \"$PIN_CHILD_PROCESS_TEST\""],
                                         environment: ["PIN_CHILD_PROCESS_TEST": "given"], keeping: .standardOutput, timeLimit: 600)
        XCTAssertEqual(String(decoding: child.output, as: UTF8.self), "given\n")
    }

    func testAMissingProgramThrows() {
        XCTAssertThrowsError(try ChildProcess.run("/nonexistent/pin-bench-child", [], environment: [:], timeLimit: 600)) {
            XCTAssertEqual("\($0)", "cannot start /nonexistent/pin-bench-child: No such file or directory")
        }
    }
}
