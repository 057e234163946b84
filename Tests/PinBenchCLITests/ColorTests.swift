import XCTest
import PinBenchTestSupport
import Foundation
@testable import PinBenchKit
@testable import PinBenchCLI

/// When pin-bench colours its output: `--color always|never|auto`, auto meaning a terminal without
/// `NO_COLOR` (no-color.org: any non-empty value turns it off; a command-line flag overrides it).
/// pin-bench had no colour before.
final class ColorTests: TemporaryDirectoryTestCase {
    func testTheDecision() {
        XCTAssertTrue(Color.isOn(.auto, isTerminal: true, environment: [:]))
        XCTAssertFalse(Color.isOn(.auto, isTerminal: false, environment: [:]), "piped or in a file: no colour")
        XCTAssertFalse(Color.isOn(.auto, isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Color.isOn(.auto, isTerminal: true, environment: ["NO_COLOR": "no"]), "any value, even 'no'")
        XCTAssertTrue(Color.isOn(.auto, isTerminal: true, environment: ["NO_COLOR": ""]), "an empty NO_COLOR is not set")
        XCTAssertTrue(Color.isOn(.always, isTerminal: false, environment: ["NO_COLOR": "1"]), "the flag overrides NO_COLOR")
        XCTAssertFalse(Color.isOn(.never, isTerminal: true, environment: [:]))
    }

    func testVerdictWordsArePaintedWholeAndNothingElse() {
        XCTAssertEqual(Color.paintVerdicts("no regression in 4 cases"), Color.green + "no regression" + Color.reset + " in 4 cases")
        XCTAssertEqual(Color.paintVerdicts("1 regression(s)"), "1 " + Color.red + "regression" + Color.reset + "(s)")
        XCTAssertEqual(Color.paintVerdicts("if-else  faster"), "if-else  " + Color.green + "faster" + Color.reset)
        XCTAssertEqual(Color.paintVerdicts("inconclusive"), Color.yellow + "inconclusive" + Color.reset)
        XCTAssertEqual(Color.paintVerdicts("BM_Chain/if-else/depth:16 regressions-x"), "BM_Chain/if-else/depth:16 regressions-x",
                       "a word that only begins like a verdict is left alone")
    }

    /// The real executable with stdout in a file: plain unless `--color always`, which colours the
    /// verdict; a usage error is red on stderr only when asked.
    func testTheExecutableColoursOnlyWhenAsked() throws {
        let old = try syntheticResults("old", ifElse: [1000, 1001, 999, 1000, 1002, 998, 1000, 1001], placements: 8)
        let new = try syntheticResults("new", ifElse: [1300, 1301, 1299, 1300, 1302, 1298, 1300, 1301], placements: 8)
        let plain = try runPinBench(["compare", old, new, "--tier", "time"], environment: ["NO_COLOR": nil])
        XCTAssertEqual(plain.status, ExitCode.regression.rawValue, plain.errors)
        XCTAssertFalse(plain.output.contains("\u{1B}["), plain.output)
        let coloured = try runPinBench(["compare", old, new, "--tier", "time", "--color", "always"], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(coloured.output.contains(Color.red + "regression" + Color.reset), coloured.output)
        let never = try runPinBench(["compare", old, new, "--tier", "time", "--color=never"])
        XCTAssertFalse(never.output.contains("\u{1B}["))
        let error = try runPinBench(["list", "--bogus", "--color", "always"])
        XCTAssertTrue(error.errors.hasPrefix(Color.bold + Color.red + "pin-bench list: unknown option '--bogus'"), error.errors)
    }
}
