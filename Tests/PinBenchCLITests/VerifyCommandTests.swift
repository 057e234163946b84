import XCTest
import PinBenchTestSupport
import Foundation
@testable import PinBenchCLI

final class VerifyCommandTests: TemporaryDirectoryTestCase {
    func testASmallRunSucceedsAndWritesTheReportAtomically() throws {
        let path = path("verify.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try run(VerifyCommand.self, ["--scenarios", "50", "--depth-max", "20", "--format", "json", "--out", path, "--quiet"]),
                       .success)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        XCTAssertEqual(object?["bugCount"] as? Int, 0)
        XCTAssertEqual(object?["randomScenarios"] as? Int, 50)
    }

    func testUsageErrorsNameTheOption() {
        let cases: [([String], String)] = [
            (["--scenarios", "-3"], "--scenarios needs an integer"),
            (["--scenarios"], "--scenarios needs a value"),
            (["--depth-max", "200000"], "--depth-max needs an integer from 1 to 100000"),
            (["--strategies", "if-else,nope"], "unknown strategy 'nope'"),
            (["--format", "xml"], "--format must be one of text, table, md, json"),
            (["--scenario", "depth=2 hidden=sometimes"], "bad value 'sometimes' for 'hidden'"),
            (["--seed", "abc"], "--seed needs an integer from 0 to 18446744073709551615"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
        ]
        for (arguments, fragment) in cases {
            XCTAssertThrowsError(try run(VerifyCommand.self, arguments), "\(arguments)") { error in
                XCTAssertTrue(error is UsageError, "\(arguments): \(error)")
                XCTAssertTrue("\(error)".contains(fragment), "\(arguments): \(error)")
            }
        }
    }

    func testAnUnwritableOutputIsAnOutputError() {
        XCTAssertThrowsError(try run(VerifyCommand.self, ["--scenarios", "1", "--no-edge-cases", "--quiet",
                                                          "--out", "/nonexistent-directory/report.txt"])) { error in
            XCTAssertTrue(error is OutputError, "\(error)")
        }
    }

    func testASingleScenarioCanBeReplayed() throws {
        XCTAssertEqual(try run(VerifyCommand.self, ["--scenario", "depth=4 direction=before layout=rtl hidden=all",
                                                    "--strategies", "if-else,otherwise", "--quiet", "--out", path("replay.txt")]),
                       .success)
    }

    func testArgumentsAcceptEqualsSyntaxAndRejectLeftovers() throws {
        let arguments = try VerifyCommand.parse(["--seed=0x10", "--depth-max=3", "extra"])
        XCTAssertEqual(arguments.seed(VerifyCommand.seed), 16)
        XCTAssertEqual(arguments.int(VerifyCommand.depthMax), 3)
        XCTAssertThrowsError(try arguments.finish()) { XCTAssertTrue("\($0)".contains("unexpected argument 'extra'")) }
    }
}
