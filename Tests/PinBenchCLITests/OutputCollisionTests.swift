import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinBenchTestSupport
import XCTest

/// Every file a verb writes (charts and pictures included) is checked against its inputs and its
/// other outputs before any work, and one output that cannot be written never costs another. Run
/// against the real executable; each probe failed before.
final class OutputCollisionTests: TemporaryDirectoryTestCase {
    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    private var steady: [Double] { (0..<8).map { 1000 + Double($0) } }

    /// The cheapest real run: one placement, depth 1, two strategies.
    private let tinyRun = ["run", "--placements", "1", "--depths", "1", "--strategies", "manual,if-else", "--rounds", "2",
                           "--min-time", "0.0005", "--allow-debug", "--quiet"]

    /// The chart `run` writes for `tinyRun`'s series.
    private func tinyRunChart(_ suffix: String) -> String {
        let series = BenchmarkSuite.Series(base: BenchmarkSuite.baseScenario(hidden: .none, fanIn: .immediate), depths: [1]).label
        return ResultsCharts.fileName(prefix: "latest", series: series, suffix: suffix)
    }

    func testAChartThatIsALinkToTheResultsFileIsRefused() throws {
        let results = try syntheticResults("latest", ifElse: steady)
        try FileManager.default.createDirectory(atPath: "\(directory)/charts", withIntermediateDirectories: true)
        let chart = "\(directory)/charts/\(ResultsCharts.fileName(prefix: "latest", series: "s", suffix: "ratio"))"
        XCTAssertEqual(symlink(results, chart), 0)
        let kept = bytes(results)
        let outcome = try runPinBench(["report", results, "--charts", "charts"])
        XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("is the same file as results file"), outcome.errors)
        XCTAssertEqual(bytes(results), kept, "the results file is whole")
    }

    func testAReportOutThatIsOneOfItsChartsIsRefused() throws {
        let results = try syntheticResults("base", ifElse: steady)
        let chart = "charts/\(ResultsCharts.fileName(prefix: "base", series: "s", suffix: "ratio"))"
        let outcome = try runPinBench(["report", results, "--charts", "charts", "--out", chart])
        XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("one output would overwrite the other"), outcome.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/\(chart)"), "nothing written")
    }

    func testARunOutThatIsOneOfItsChartsIsRefusedBeforeMeasuring() throws {
        let outcome = try runPinBench(tinyRun + ["--results-dir", "rdx", "--out", "rdx/\(tinyRunChart("ratio"))"])
        XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("one output would overwrite the other"), outcome.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(directory)/rdx"), [], "nothing measured or written")
    }

    func testAChartNameTakenByADirectoryIsRefusedBeforeMeasuring() throws {
        try FileManager.default.createDirectory(atPath: "\(directory)/rdx/\(tinyRunChart("per-view"))", withIntermediateDirectories: true)
        let outcome = try runPinBench(tinyRun + ["--results-dir", "rdx"])
        XCTAssertEqual(outcome.status, ExitCode.ioError.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains(tinyRunChart("per-view")), outcome.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(directory)/rdx"), [tinyRunChart("per-view")],
                       "no latest.json beside old charts")
    }

    func testAFullResultsDirectoryStillWritesOut() throws {
        guard let disk = SmallFileSystem.mount(in: directory, bytes: 4 * 1024) else {
            throw XCTSkip("needs root and a mountable tmpfs to fill a disk for real")
        }
        defer { disk.unmount() }
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(disk.path)/filler", contents: Data(repeating: 0, count: 4 * 1024)))
        let outcome = try runPinBench(tinyRun + ["--results-dir", disk.path, "--format", "json", "--out", "r.json"])
        XCTAssertEqual(outcome.status, ExitCode.ioError.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("No space left on device"), outcome.errors)
        XCTAssertNoThrow(try ResultsDocument.load("\(directory)/r.json"), "--out holds the measurement")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(disk.path)/latest.json"))
    }

    func testAPR256OutThatIsOneOfItsPicturesIsRefused() throws {
        try FileManager.default.createDirectory(atPath: "\(directory)/page", withIntermediateDirectories: true)
        for picture in [try XCTUnwrap(PR256Page.pictures().first?.file), PR256Page.costChartFile] {
            let outcome = try runPinBench(["pr256", "--out", "page/\(picture)"])
            XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, outcome.errors)
            XCTAssertTrue(outcome.errors.contains("one output would overwrite the other"), "\(picture): \(outcome.errors)")
        }
    }
}
