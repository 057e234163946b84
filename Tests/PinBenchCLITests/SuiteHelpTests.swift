import XCTest
import PinBenchKit
@testable import PinBenchCLI

/// The help texts that describe suites are generated from the suites, so they say what runs: `run
/// --help` once said `--quick` ran "depths up to 4096" while fan-in all stopped at 256.
final class SuiteHelpTests: XCTestCase {
    func testRunHelpDescribesTheSuitesFromTheirData() {
        for line in BenchmarkSuite.standard().seriesLines() {
            XCTAssertTrue(RunCommand.help.contains(line + "\n"), line)
        }
        XCTAssertTrue(RunCommand.help.contains("--quick              a smoke run: fewer, shorter samples and "
            + BenchmarkSuite.quickDepthsDescription), RunCommand.help)
        for suite in SuiteName.allCases {
            XCTAssertTrue(RunCommand.help.contains("\(suite.rawValue)\(suite == .standard ? " (default)" : ""): \(suite.purpose)"),
                          suite.rawValue)
        }
        XCTAssertTrue(ABCommand.help.contains("--suite NAME         ci, standard (default: ci)"))
        XCTAssertTrue(ServeCommand.help.contains("[--suite ci|standard]"))
    }

    func testTheGeneratedHelpLinesFitTheTerminal() {
        let generated = RunCommand.help.split(separator: "\n").filter { line in
            line.contains(BenchmarkSuite.quickDepthsDescription) || BenchmarkSuite.standard().seriesLines().contains(String(line))
        }
        XCTAssertEqual(generated.count, BenchmarkSuite.standard().seriesLines().count + 1)
        for line in generated {
            XCTAssertLessThanOrEqual(line.count, 100, String(line))
        }
    }

    func testTheSuiteOptionTakesExactlyTheNamedSuites() throws {
        var arguments = Arguments(["--suite", "quick"])
        XCTAssertThrowsError(try arguments.choice("--suite") as SuiteName?) { error in
            XCTAssertTrue("\(error)".contains("must be one of standard, ci, app, got 'quick'"), "\(error)")
        }
        var ab = Arguments(["--suite", "app"])
        XCTAssertThrowsError(try ab.choice("--suite", among: ABRun.suites))
        var good = Arguments(["--suite", "ci"])
        XCTAssertEqual(try good.choice("--suite") as SuiteName?, .ci)
    }
}
