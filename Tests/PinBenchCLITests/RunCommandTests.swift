import Foundation
@testable import PinBenchCLI
import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinBenchSystem
import XCTest

final class RunCommandTests: XCTestCase {
    func testUsageErrorsNameTheOption() {
        let cases: [([String], String)] = [
            (["--depths", "0,4"], "--depths: '0,4' must be comma-separated integers from 1 to"),
            (["--depths", "a"], "--depths"),
            (["--hidden", "101"], "--hidden needs an integer from 0 to 100"),
            (["--hidden", "10", "--pattern", "all"], "give --hidden or --pattern, not both"),
            (["--pattern", "sometimes"], "--pattern: 'sometimes' is not a hidden pattern"),
            (["--fan-in", "last-0"], "--fan-in: 'last-0'"),
            (["--rounds", "1"], "--rounds needs an integer from 2"),
            (["--min-time", "-1"], "--min-time needs a number"),
            (["--reference", "fast"], "unknown reference strategy 'fast'"),
            (["--filter", "("], "--filter: '(' is not a valid regular expression"),
            (["--filter", "nothing-matches-this"], "no case matches"),
            (["--format", "xml"], "--format must be one of"),
            (["--strategies", ""], "option --strategies needs a value"),
            (["--strategies", "manual,"], "empty name in the strategy list"),
            (["--unknown"], "unknown option '--unknown'"),
            (["--rounds", "5", "--precision", "0.01"], "--rounds fixes the rounds"),
            (["--rounds", "5", "--max-time", "3"], "give one or the other"),
            (["--precision", "0"], "--precision needs a number"),
        ]
        for (arguments, fragment) in cases {
            // --allow-debug: under `swift test` in debug, the debug-build refusal would come first.
            XCTAssertThrowsError(try run(RunCommand.self, arguments + ["--allow-debug"]), "\(arguments)") { error in
                XCTAssertTrue(error is UsageError, "\(arguments): \(error)")
                XCTAssertTrue("\(error)".contains(fragment), "\(arguments): \(error)")
            }
        }
    }

    func testACustomRunWritesEveryFormatAndTheResultsDirectory() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let options = ["--placements", "1", "--strategies", "if-else,otherwise", "--depths", "4,16", "--hidden", "30", "--rounds", "2",
                       "--min-time", "0.0005", "--quiet", "--allow-debug", "--results-dir", directory]
        XCTAssertEqual(try run(RunCommand.self, options + ["--format", "gbench", "--out", "\(directory)/gbench.json"]), .success)
        for file in ["latest.json", "latest.md", "gbench.json", "latest-hidden-random-30-fanin-1-per-view.svg",
                     "latest-hidden-random-30-fanin-1-ratio.svg"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(directory)/\(file)"), file)
        }
        XCTAssertEqual(try run(ReportCommand.self, ["\(directory)/latest.json", "--format", "csv", "--out", "\(directory)/r.csv",
                                                    "--charts", "\(directory)/charts"]), .success)
        let csv = try String(contentsOfFile: "\(directory)/r.csv", encoding: .utf8)
        XCTAssertEqual(csv.split(separator: "\n").count, 5)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(directory)/charts/latest-hidden-random-30-fanin-1-ratio.svg"))
    }

    /// The default is fixed rounds; a time budget or a precision target opts in to sampling to a
    /// precision, and the results say so (evidence for the default: docs/measurement.md).
    func testABudgetOrAPrecisionSamplesTheRoundsAndSaysSo() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A budget of 1 ms affords no look but the smallest one: 6 rounds, fixed, at 95%.
        let options = ["--placements", "1", "--strategies", "if-else,manual", "--depths", "4,16", "--min-time", "0.0005", "--max-time", "0.001",
                       "--quiet", "--allow-debug", "--no-save", "--format", "json", "--out", "\(directory).json"]
        XCTAssertEqual(try run(RunCommand.self, options), .success)
        defer { try? FileManager.default.removeItem(atPath: "\(directory).json") }
        let document = try ResultsDocument.load("\(directory).json")
        XCTAssertEqual(Set(document.cases.map(\.samples.count)), [6])
        for result in document.cases {
            let stop = try XCTUnwrap(result.sampling?.stop, result.name)
            XCTAssertTrue([.settled, .maximumRounds].contains(stop), "\(result.name): \(stop)")
        }
        let table = try ResultsReport.render(document, format: .text)
        XCTAssertTrue(table.contains("6 interleaved rounds (precision-targeted"), table)
        XCTAssertTrue(table.contains("Rounds: 2 scenarios stopped:"), table)
        // --rounds N and no option at all keep fixed rounds, recorded as such.
        let unsteered = options.filter { $0 != "--max-time" && $0 != "0.001" }
        XCTAssertEqual(try run(RunCommand.self, unsteered + ["--rounds", "2"]), .success)
        let fixed = try ResultsDocument.load("\(directory).json")
        XCTAssertEqual(Set(fixed.cases.map(\.samples.count)), [2])
        XCTAssertTrue(fixed.cases.allSatisfy { $0.sampling == nil })
        XCTAssertEqual(try run(RunCommand.self, unsteered), .success)
        let byDefault = try ResultsDocument.load("\(directory).json")
        XCTAssertEqual(Set(byDefault.cases.map(\.samples.count)), [MeasurementSettings().rounds])
        XCTAssertTrue(byDefault.cases.allSatisfy { $0.sampling == nil }, "the default is fixed rounds")
    }

    func testReportRejectsABrokenFileWithExitFive() throws {
        let path = NSTemporaryDirectory() + "pin-bench-broken-\(UUID().uuidString).json"
        try "{\"schema\": \"pinbench.results\", \"schemaVersion\": 1, \"cases\": [".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try run(ReportCommand.self, [path]), .badBaseline)
        XCTAssertEqual(try run(ReportCommand.self, [path + ".absent"]), .badBaseline)
        XCTAssertThrowsError(try run(ReportCommand.self, [])) { XCTAssertTrue($0 is UsageError) }
    }
}

/// `run` over placements end to end on a tiny selection: the structure of what it writes, never its
/// timing outcomes.
final class PlacementsRunTests: XCTestCase {
    func testPlacementsRunInChildProcessesAndAreMerged() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-layouts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "4", "--no-instructions", "--function-orders", "one", "--depths", "16", "--rounds", "2",
                                                 "--min-time", "0.0005", "--strategies", "manual,if-else", "--no-save", "--allow-debug",
                                                 "--quiet", "--format", "json", "--out", "\(directory)/run.json"]), .success)
        let document = try ResultsDocument.load("\(directory)/run.json")
        XCTAssertEqual(document.schemaVersion, ResultsDocument.currentSchemaVersion)
        let placements = try XCTUnwrap(document.placements)
        XCTAssertEqual(placements.map(\.placement.index), [0, 1, 2, 3])
        XCTAssertEqual(placements.map(\.linkSeed), [nil, nil, nil, nil], "one binary")
        XCTAssertEqual(document.functionOrderAllowance, FunctionOrderAllowance.logStandardDeviation)
        XCTAssertNotEqual(placements[0].placement, placements[1].placement)
        XCTAssertEqual(document.cases.map(\.strategy.rawValue), ["manual", "if-else"])
        let manual = document.cases[0]
        XCTAssertEqual(manual.samples.count, 8)
        XCTAssertNotEqual(manual.counts[ARCCounter.retains.id], nil, "counted once, by the parent")
        XCTAssertEqual(manual.verification, .equal, "verified once, by the parent")
        let ratio = try XCTUnwrap(manual.ratio)
        XCTAssertEqual(ratio.placements?.count, 4)
        XCTAssertNotNil(ratio.placementRange)
        XCTAssertNotNil(ratio.interval)
        XCTAssertEqual(ratio.verdict, TimeVerdict(ratio.interval))
        XCTAssertEqual(ResultsReport.verdictLines(document).count, 1)
        XCTAssertTrue(ResultsReport.verdictLines(document)[0].hasPrefix("manual vs if-else: "))
        XCTAssertTrue(ResultsReport.verdictLines(document)[0].contains("] over 4 placements: "))
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("Time verdicts over 4 placements (fresh processes), all of one function order"), table)
        let csv = ResultsReport.csv(document).split(separator: "\n")
        XCTAssertTrue(csv[0].hasSuffix(",verdict,placements,ratio_placement_min,ratio_placement_max,rounds,stop"))
        XCTAssertTrue(csv[1].contains(",\(ratio.verdict.rawValue),4,"))
        XCTAssertTrue(try GoogleBenchmarkJSON.render(document).contains("\"label\" : \"\(ratio.verdict.rawValue) vs if-else\""))
    }

    func testTheMeasuringThreadIsPinnedAndTheHostRecorded() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-cpu-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let allowed = CPUAffinity.allowedCPUs
        let cpu = try XCTUnwrap(allowed.last)
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--cpu", "\(cpu)", "--depths", "4", "--rounds", "2", "--min-time", "0.0005",
                                   "--strategies", "manual,if-else", "--no-save", "--allow-debug", "--quiet",
                                   "--format", "json", "--out", "\(directory)/run.json"]), .success)
        let host = try XCTUnwrap(try ResultsDocument.load("\(directory)/run.json").environment.host)
        XCTAssertEqual(host.pinnedCPU, cpu)
        XCTAssertEqual(host.cpusUsed, [cpu])
        XCTAssertNotNil(host.cpuTime)
        XCTAssertEqual(CPUAffinity.allowedCPUs, allowed, "the thread may use its CPUs again after the run")
    }

    func testPlacementsAndCPUAreCheckedBeforeMeasuring() {
        for (options, fragment) in [(["--layouts", "0"], "--layouts needs an integer from 1"),
                                    (["--cpu", "1023"], "--cpu 1023: not a CPU this process may run on")] {
            XCTAssertThrowsError(try run(RunCommand.self, options + ["--allow-debug", "--no-save", "--quiet"])) { error in
                XCTAssertTrue(error is UsageError && "\(error)".contains(fragment), "\(error)")
            }
        }
    }
}
