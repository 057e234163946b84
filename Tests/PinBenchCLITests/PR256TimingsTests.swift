import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinBenchTestSupport
import XCTest

/// `pr256 --timings`, repeated: every file (and every run of a merged one) must have the cases the
/// time table needs, checked before anything is verified or counted (exit 5).
final class PR256TimingsTests: TemporaryDirectoryTestCase {
    func testEveryTimingsFileIsCheckedForTheCasesTheTableNeeds() throws {
        let good = path("good.json")
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--filter", "depth:1024/", "--strategies", "if-else,first-visible", "--rounds", "3",
                                                 "--min-time", "0.0005", "--quiet", "--allow-debug", "--no-save", "--format", "json",
                                                 "--out", good]), .success)
        XCTAssertEqual(PR256Page.missingTimings(in: try ResultsDocument.load(good)), [])
        let lacking = try syntheticResults("lacking", ifElse: [1000, 1001])
        XCTAssertEqual(try run(PR256Command.self, ["--timings", good, "--timings", lacking, "--quiet", "--out", path("page.md")]), .badBaseline)
        XCTAssertNil(PR256Command.loadTimings([good, lacking]))
        var rerun = try ResultsDocument.load(good)
        rerun.environment.date += "-again"
        try rerun.save(path("again.json"))
        XCTAssertEqual(PR256Command.loadTimings([good, path("again.json")])?.hostCount, 1, "one host's two files are its two runs")
        XCTAssertNil(PR256Command.loadTimings([good, good]), "one run given twice is refused")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("page.md")))
        XCTAssertThrowsError(try run(PR256Command.self, ["--timings", good, "--out", good])) { XCTAssertTrue($0 is UsageError, "\($0)") }
    }
}
