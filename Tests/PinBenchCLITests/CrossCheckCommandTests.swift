import Foundation
@testable import PinBenchCLI
import PinBenchKit
import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// `pin-bench crosscheck`: exit 0 whatever the agreement, 5 for unreadable inputs, usage errors.
final class CrossCheckCommandTests: TemporaryDirectoryTestCase {
    /// A tiny measured results file, and a gbench file whose case is `factor` times its median.
    private func inputs(factor: Double) throws -> (swift: String, gbench: String) {
        let swift = "\(directory)/swift.json"
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--strategies", "manual", "--depths", "8", "--rounds", "3", "--min-time", "0.0005", "--quiet",
                                 "--allow-debug", "--no-save", "--format", "json", "--out", swift]), .success)
        let document = try ResultsDocument.load(swift)
        let result = try XCTUnwrap(document.cases.first)
        XCTAssertEqual(result.name, "BM_Chain/manual/depth:8/hidden:none/fanin:1")
        func row(_ name: String, _ time: Double) -> String {
            #"{"name": "\#(name)", "run_name": "\#(name)", "run_type": "iteration", "repetitions": 1, "repetition_index": 0, "#
                + #""threads": 1, "iterations": 100, "real_time": \#(time), "cpu_time": \#(time), "time_unit": "ns"}"#
        }
        let gbench = "\(directory)/gbench-\(factor).json"
        let text = #"{"context": {}, "benchmarks": ["# + row(result.name, result.stats.median * factor + 10) + ", "
            + row("BM_ChainReset/depth:8/hidden:none/fanin:1", 10) + "]}"
        try text.write(toFile: gbench, atomically: true, encoding: .utf8)
        return (swift, gbench)
    }

    /// On a terminal the report fits COLUMNS (its summary line alone was 180 columns, the committed
    /// files' report 440) and, without --all, a screen (the committed files' report was 814 lines);
    /// written with --out it is the whole report and keeps whole rows.
    func testTheReportFitsColumnsOnStdoutAndKeepsWholeRowsInAFile() throws {
        let root = Repository.root
        let files = ["results/latest.json", "results/gbench-latest.json"].map { root.appendingPathComponent($0).path }
        let summary = try runPinBench(["crosscheck"] + files, environment: ["COLUMNS": "80"])
        XCTAssertEqual(summary.status, 0, summary.errors)
        let shown = summary.output.components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(shown.count, 40, summary.output)
        XCTAssertLessThanOrEqual(shown.map(\.count).max() ?? 0, 80, shown.first { $0.count > 80 } ?? "")
        XCTAssertTrue(summary.output.contains("Not agreeing, by likeliest reason"), summary.output)
        XCTAssertFalse(summary.output.contains("median ns per view"), "the per-view tables are the whole report's")
        let terminal = try runPinBench(["crosscheck"] + files + ["--all"], environment: ["COLUMNS": "80"])
        XCTAssertEqual(terminal.status, 0, terminal.errors)
        let lines = terminal.output.components(separatedBy: "\n")
        XCTAssertGreaterThan(lines.count, shown.count)
        XCTAssertTrue(terminal.output.contains("median ns per view"), terminal.output)
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 80, lines.first { $0.count > 80 } ?? "")
        let file = try runPinBench(["crosscheck"] + files + ["--out", "crosscheck.txt"], environment: ["COLUMNS": "80"])
        XCTAssertEqual(file.status, 0, file.errors)
        XCTAssertLessThanOrEqual(file.output.components(separatedBy: "\n").map(\.count).max() ?? 0, 80, "the summary on stdout")
        XCTAssertEqual(file.output.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("  ") }.count, 1,
                       "one summary line on stdout: \(file.output)")
        let written = try String(contentsOfFile: path("crosscheck.txt"), encoding: .utf8)
        XCTAssertTrue(written.contains("median ns per view"), "the file has the whole report")
        XCTAssertGreaterThan(written.components(separatedBy: "\n").map(\.count).max() ?? 0, 80, "the file keeps whole rows")
    }

    func testExitsZeroWhateverTheAgreement() throws {
        let agreeing = try inputs(factor: 1)
        XCTAssertEqual(try run(CrossCheckCommand.self, [agreeing.swift, agreeing.gbench, "--out", "\(directory)/report.txt"]), .success)
        XCTAssertTrue(try String(contentsOfFile: "\(directory)/report.txt", encoding: .utf8).contains("1 agree"))
        let disagreeing = try inputs(factor: 2)
        XCTAssertEqual(try run(CrossCheckCommand.self, [disagreeing.swift, disagreeing.gbench, "--format", "md", "--out", "\(directory)/report.md"]), .success)
        let markdown = try String(contentsOfFile: "\(directory)/report.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("1 disagree"), markdown)
        XCTAssertTrue(markdown.contains("gbench slower"), markdown)
        XCTAssertEqual(try run(CrossCheckCommand.self, [disagreeing.swift, disagreeing.gbench, "--tolerance", "1.5", "--out", "\(directory)/wide.txt"]), .success)
        XCTAssertTrue(try String(contentsOfFile: "\(directory)/wide.txt", encoding: .utf8).contains("1 agree"))
    }

    func testUnreadableInputsExitFive() throws {
        let good = try inputs(factor: 1)
        let truncated = "\(directory)/truncated.json"
        try #"{"benchmarks": [{"name": "#.write(toFile: truncated, atomically: true, encoding: .utf8)
        for (swift, gbench) in [(good.swift, truncated), (good.swift, "\(directory)/absent.json"), (good.gbench, good.gbench),
                                ("\(directory)/absent.json", good.gbench)] {
            XCTAssertEqual(try run(CrossCheckCommand.self, [swift, gbench, "--out", "\(directory)/out.txt"]), .badBaseline, "\(swift) \(gbench)")
        }
    }

    func testUsageErrors() {
        for arguments in [["only-one.json"], ["a.json", "b.json", "--tolerance", "-1"], ["a.json", "b.json", "--format", "json"],
                          ["a.json", "b.json", "--fail"]] {
            XCTAssertThrowsError(try run(CrossCheckCommand.self, arguments), "\(arguments)") { XCTAssertTrue($0 is UsageError, "\(arguments): \($0)") }
        }
        XCTAssertNotNil(Commands.named("crosscheck"))
        XCTAssertTrue(Commands.overview.contains("crosscheck"))
    }
}
