import Foundation
@testable import PinBenchKit
import XCTest

/// `ChildProcess`: the status, how the child ended, and the one stream kept.
final class ChildProcessTests: XCTestCase {
    func testKeepsTheChosenStreamAndTheStatus() throws {
        let script = "echo out; echo err1 >&2; echo err2 >&2; exit 3"
        let errors = try ChildProcess.run("/bin/sh", ["-c", script], keeping: .standardError)
        XCTAssertTrue(errors.exited)
        XCTAssertEqual(errors.status, 3)
        XCTAssertFalse(errors.succeeded)
        XCTAssertEqual(errors.lastLines(1), "err2")
        XCTAssertEqual(errors.lastLines(5, separator: " / "), "err1 / err2")
        let output = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2"], keeping: .standardOutput)
        XCTAssertTrue(output.succeeded)
        XCTAssertEqual(String(decoding: output.output, as: UTF8.self), "out\n")
    }

    func testASignalIsNotAnExit() throws {
        let killed = try ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"], keeping: .standardError)
        XCTAssertFalse(killed.exited)
        XCTAssertEqual(killed.status, SIGTERM)
        XCTAssertFalse(killed.succeeded)
    }

    func testTheEnvironmentIsTheGivenOne() throws {
        let child = try ChildProcess.run("/bin/sh", ["-c", "echo \"$PIN_CHILD_PROCESS_TEST\""],
                                         environment: ["PIN_CHILD_PROCESS_TEST": "given"], keeping: .standardOutput)
        XCTAssertEqual(String(decoding: child.output, as: UTF8.self), "given\n")
    }

    func testAMissingProgramThrows() {
        XCTAssertThrowsError(try ChildProcess.run("/nonexistent/pin-bench-child", []))
    }
}
