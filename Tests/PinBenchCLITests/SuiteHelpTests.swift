@testable import PinBenchCLI
import PinBenchKit
import PinBenchMeasurement
import XCTest

/// The help texts that describe suites are generated from the suites, so they say what runs: `run
/// --help` once said `--quick` ran "depths up to 4096" while fan-in all stopped at 256.
final class SuiteHelpTests: XCTestCase {
    func testRunHelpDescribesTheSuitesFromTheirData() {
        let wide = RunCommand.help(width: 100)
        for line in BenchmarkSuite.standard().seriesLines() {
            XCTAssertTrue(wide.contains(line + "\n"), line)
        }
        let unwrapped = RunCommand.help(width: 1_000)
        XCTAssertTrue(unwrapped.contains("--quick              a smoke run: \(MeasurementSettings.quickPlacements) placements of this "
            + "binary, fewer, shorter samples and " + BenchmarkSuite.quickDepthsDescription + "\n"), unwrapped)
        for suite in SuiteName.allCases {
            XCTAssertTrue(unwrapped.contains("\(suite.rawValue): \(suite.purpose)"), suite.rawValue)
        }
        XCTAssertTrue(unwrapped.contains("(default \(SuiteName.standard.rawValue))"))
        XCTAssertTrue(ABCommand.help(width: 1_000).contains("--suite NAME         the cases to time (ci, standard; default ci)"))
        XCTAssertTrue(ServeCommand.help.contains("[--suite ci|standard]"))
    }

    func testTheSuiteOptionTakesExactlyTheNamedSuites() throws {
        XCTAssertThrowsError(try RunCommand.parse(["--suite", "quick"])) { error in
            XCTAssertTrue("\(error)".contains("must be one of standard, ci, app, got 'quick'"), "\(error)")
        }
        XCTAssertThrowsError(try ABCommand.parse(["--suite", "app"]))
        XCTAssertEqual(try RunCommand.parse(["--suite", "ci"]).choice(RunCommand.suiteOption), SuiteName.ci)
    }
}
