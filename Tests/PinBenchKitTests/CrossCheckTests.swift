import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// `pin-bench crosscheck`'s logic on small synthetic inputs: no timing, no files except where the
/// loaders are under test.
final class CrossCheckTests: XCTestCase {
    static let series = "hidden:none/fanin:1"

    /// A Swift results document with the given cases (ns per pass, reset subtracted) and resets.
    static func document(_ cases: [(strategy: String, depth: Int, samples: [Double])],
                         resets: [(depth: Int, ns: Double)], series: String = series) -> ResultsDocument {
        let environment = EnvironmentInfo(date: "2026-11-30T00:00:00Z", hostName: "test", cpuModel: "cpu", cpuMHz: 1000, cores: 2,
                                          kernel: "6", swiftVersion: "6.3.1", buildConfiguration: "release", gitCommit: "abc",
                                          gitDirty: false, commandLine: "pin-bench run", loadAverage: [])
        let results = cases.map { entry in
            CaseResult(name: "BM_Chain/\(entry.strategy)/depth:\(entry.depth)/\(series)", strategy: StrategyName(entry.strategy), series: SeriesID(label: series),
                       scenario: ScenarioKey(spec: "depth=\(entry.depth)"), depth: entry.depth, passesPerSample: 100, samples: entry.samples,
                       rawSamples: entry.samples, cpuSamples: entry.samples, stats: SampleSummary(entry.samples),
                       nanosecondsPerView: Statistics.median(entry.samples) / Double(entry.depth), ratio: nil,
                       counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }
        let resetResults = resets.map {
            ResetResult(scenario: ScenarioKey(spec: "depth=\($0.depth)"), series: SeriesID(label: series), depth: $0.depth, medianNanoseconds: $0.ns,
                        medianCPUNanoseconds: $0.ns, instructions: nil)
        }
        return ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: results, resets: resetResults,
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    /// One gbench iteration row per time, in `unit`.
    static func rows(_ name: String, _ times: [Double], unit: String = "ns") -> [String] {
        times.enumerated().map { index, time in
            """
            {"name": "\(name)", "run_name": "\(name)", "run_type": "iteration", "repetitions": \(times.count),
             "repetition_index": \(index), "threads": 1, "iterations": 1000, "real_time": \(time), "cpu_time": \(time),
             "time_unit": "\(unit)", "views": 64.0}
            """
        }
    }

    static func gbench(_ rows: [String]) -> String {
        """
        {"context": {"date": "2026-11-30T00:00:00+00:00", "host_name": "test", "library_build_type": "debug"},
         "benchmarks": [\(rows.joined(separator: ",\n"))]}
        """
    }

    static func parse(_ text: String) throws -> GoogleBenchmarkRun {
        try GoogleBenchmarkRun.parse(Data(text.utf8), source: "gbench.json")
    }

    private let manual64 = "BM_Chain/manual/depth:64/hidden:none/fanin:1"
    private let reset64 = "BM_ChainReset/depth:64/hidden:none/fanin:1"

    func testAgreementAfterResetSubtractionAndUnitConversion() throws {
        let swift = Self.document([("manual", 64, [990, 1000, 1010])], resets: [(64, 40)])
        // 1.5 us per iteration including a 0.5 us reset: 1000 ns net, equal to the Swift median.
        let gbench = try Self.parse(Self.gbench(Self.rows(manual64, [1.49, 1.5, 1.51], unit: "us")
                                                + Self.rows(reset64, [0.5, 0.5, 0.5], unit: "us")))
        let report = CrossCheck.compare(swift: swift, gbench: gbench)
        XCTAssertEqual(report.comparisons.count, 1)
        let comparison = try XCTUnwrap(report.comparisons.first)
        XCTAssertEqual(comparison.gbenchRaw, 1500, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(comparison.gbenchReset), 500, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(comparison.gbenchNet), 1000, accuracy: 1e-6)
        XCTAssertEqual(comparison.swiftReset, 40)
        XCTAssertEqual(comparison.verdict, .agree)
        XCTAssertEqual(report.agreements, 1)
        XCTAssertEqual(report.disagreements, 0)
        XCTAssertTrue(CrossCheckRendering.summary(report).contains("1 agree"), CrossCheckRendering.summary(report))
    }

    func testWithoutTheResetItWouldDisagree() throws {
        // Raw 1500 ns vs Swift 1000 ns is +50%; the 500 ns reset row brings it back.
        let swift = Self.document([("manual", 64, [1000, 1000, 1000])], resets: [(64, 500)])
        let withReset = try Self.parse(Self.gbench(Self.rows(manual64, [1500, 1500]) + Self.rows(reset64, [500, 500])))
        XCTAssertEqual(CrossCheck.compare(swift: swift, gbench: withReset).comparisons.first?.verdict, .agree)
        let withoutReset = try Self.parse(Self.gbench(Self.rows(manual64, [1500, 1500])))
        let report = CrossCheck.compare(swift: swift, gbench: withoutReset)
        XCTAssertEqual(report.comparisons.first?.verdict, .noReset)
        XCTAssertEqual(report.uncompared, 1)
        XCTAssertTrue(report.comparisons.first!.reason.contains(reset64))
    }

    func testTimeUnits() throws {
        for (unit, value) in [("ns", 2000.0), ("us", 2.0), ("ms", 0.002), ("s", 0.000002)] {
            let run = try Self.parse(Self.gbench(Self.rows(manual64, [value], unit: unit)))
            XCTAssertEqual(try XCTUnwrap(run.times(of: manual64).first), 2000, accuracy: 1e-9, unit)
        }
    }

    func testDisagreementSaysWhichIsSlowerAndShowsBothFigures() throws {
        let swift = Self.document([("manual", 64, [995, 1000, 1005])], resets: [(64, 50)])
        let gbench = try Self.parse(Self.gbench(Self.rows(manual64, [1345, 1350, 1355]) + Self.rows(reset64, [50, 50, 50])))
        let report = CrossCheck.compare(swift: swift, gbench: gbench)
        let comparison = try XCTUnwrap(report.comparisons.first)
        XCTAssertEqual(comparison.verdict, .disagree)
        XCTAssertEqual(try XCTUnwrap(comparison.relativeDifference), 0.3, accuracy: 1e-9)
        XCTAssertTrue(comparison.reason.hasPrefix("gbench slower"), comparison.reason)
        XCTAssertEqual(report.disagreements, 1)
        let text = CrossCheckRendering.text(report)
        XCTAssertTrue(text.contains("1 disagree"), text)
        XCTAssertTrue(text.contains("+30.0%"), text)
        // Both medians and both resets are in the table.
        for figure in ["1000.0", "50.0", "1350.0", "1300.0"] { XCTAssertTrue(text.contains(figure), "\(figure) in\n\(text)") }
        let markdown = CrossCheckRendering.markdown(report)
        XCTAssertTrue(markdown.contains("| BM_Chain/manual/depth:64/hidden:none/fanin:1 |"), markdown)
        // The same figures agree with a wider band.
        XCTAssertEqual(CrossCheck.compare(swift: swift, gbench: gbench, tolerance: 0.35).disagreements, 0)
        // Swift slower.
        let faster = try Self.parse(Self.gbench(Self.rows(manual64, [645, 650, 655]) + Self.rows(reset64, [50, 50, 50])))
        let reason = try XCTUnwrap(CrossCheck.compare(swift: swift, gbench: faster).comparisons.first).reason
        XCTAssertTrue(reason.hasPrefix("Swift slower"), reason)
    }

    func testOverlappingRangesAreCalledNoise() throws {
        let swift = Self.document([("manual", 64, [900, 1000, 1300])], resets: [(64, 0)])
        let gbench = try Self.parse(Self.gbench(Self.rows(manual64, [1150, 1200, 1250]) + Self.rows(reset64, [0, 0, 0])))
        let comparison = try XCTUnwrap(CrossCheck.compare(swift: swift, gbench: gbench).comparisons.first)
        XCTAssertEqual(comparison.verdict, .disagree)
        XCTAssertTrue(comparison.reason.contains("within noise"), comparison.reason)
    }

    func testAFixedCostPerPassIsRecognized() throws {
        // +60 ns per pass at every depth: huge at depth 1, negligible at depth 1024.
        var cases: [(strategy: String, depth: Int, samples: [Double])] = []
        var rows: [String] = []
        for (depth, swiftNanoseconds) in [(1, 40.0), (4, 130.0), (1024, 30_000.0)] {
            cases.append(("if-else", depth, [swiftNanoseconds, swiftNanoseconds, swiftNanoseconds]))
            let net = swiftNanoseconds + 60
            rows += Self.rows("BM_Chain/if-else/depth:\(depth)/hidden:none/fanin:1", [net + 10, net + 10, net + 10])
            rows += Self.rows("BM_ChainReset/depth:\(depth)/hidden:none/fanin:1", [10, 10, 10])
        }
        let report = CrossCheck.compare(swift: Self.document(cases, resets: []), gbench: try Self.parse(Self.gbench(rows)))
        let byDepth = Dictionary(uniqueKeysWithValues: report.comparisons.map { ($0.depth, $0) })
        XCTAssertEqual(byDepth[1]?.verdict, .disagree)
        XCTAssertTrue(byDepth[1]!.reason.contains("fixed cost per pass"), byDepth[1]!.reason)
        XCTAssertTrue(byDepth[4]!.reason.contains("fixed cost per pass"), byDepth[4]!.reason)
        XCTAssertEqual(byDepth[1024]?.verdict, .agree)
        XCTAssertNil(byDepth[1]?.swiftReset)
        XCTAssertEqual(byDepth[1]?.cause, .fixedCostPerPass)
        XCTAssertNil(byDepth[1024]?.cause, "agreeing: no cause")
        // The summary counts the cases of each reason and names its largest difference (depth 1's +150%).
        let overview = CrossCheckRendering.overview(report)
        XCTAssertTrue(overview.contains("  2 \(CrossCheckReport.Cause.fixedCostPerPass.rawValue)\n    +150.0% BM_Chain/if-else/depth:1/"), overview)
        XCTAssertFalse(overview.contains("depth:4/"), "only the largest difference of each reason: \(overview)")
    }

    func testUnmatchedNamesErrorsAndNativeRows() throws {
        let swift = Self.document([("manual", 64, [1000]), ("if-else", 64, [2000]), ("if-else", 16, [500])], resets: [(64, 0), (16, 0)])
        let gbench = try Self.parse(Self.gbench(
            Self.rows(manual64, [1100]) + Self.rows(reset64, [100])
                + Self.rows("BM_Chain/otherwise/depth:64/hidden:none/fanin:1", [3000])
                + Self.rows("BM_Chain/cpp-reference/depth:64/hidden:none/fanin:1", [740])
                + Self.rows("BM_ChainResetNative/depth:64/hidden:none/fanin:1", [100])
                + ["""
                   {"name": "BM_Chain/if-else/depth:64/hidden:none/fanin:1", "run_name": "BM_Chain/if-else/depth:64/hidden:none/fanin:1",
                    "run_type": "iteration", "repetitions": 1, "repetition_index": 0, "threads": 1,
                    "error_occurred": true, "error_message": "frames differ from manual at view 3: expected ..., got ...",
                    "iterations": 0, "real_time": 0, "cpu_time": 0, "time_unit": "ns"}
                   """,
                   """
                   {"name": "BM_Chain/manual_BigO", "run_name": "BM_Chain/manual", "run_type": "aggregate", "repetitions": 1,
                    "threads": 1, "aggregate_name": "BigO", "aggregate_unit": "time", "cpu_coefficient": 15.6,
                    "real_coefficient": 15.6, "big_o": "N", "time_unit": "ns"}
                   """,
                   """
                   {"name": "BM_Chain/manual_RMS", "run_name": "BM_Chain/manual", "run_type": "aggregate", "repetitions": 1,
                    "threads": 1, "aggregate_name": "RMS", "aggregate_unit": "percentage", "rms": 0.01}
                   """]))
        let report = CrossCheck.compare(swift: swift, gbench: gbench)
        XCTAssertEqual(report.comparisons.map(\.name), [manual64])
        XCTAssertEqual(report.onlyInSwift, ["BM_Chain/if-else/depth:64/hidden:none/fanin:1", "BM_Chain/if-else/depth:16/hidden:none/fanin:1"])
        // The native row is not "unmatched": it has no Swift counterpart by design.
        XCTAssertEqual(report.onlyInGBench, ["BM_Chain/otherwise/depth:64/hidden:none/fanin:1"])
        XCTAssertEqual(report.gbenchErrors.map(\.name), ["BM_Chain/if-else/depth:64/hidden:none/fanin:1"])
        XCTAssertTrue(report.gbenchErrors[0].message.hasPrefix("frames differ from manual"))
        // ns per view: manual from both harnesses, cpp-reference net of its own (native) reset.
        let native = try XCTUnwrap(report.perView.first { $0.strategy == StrategyName("cpp-reference") })
        XCTAssertEqual(try XCTUnwrap(native.nanosecondsPerView[64]), 10, accuracy: 1e-9)
        XCTAssertEqual(report.perView.filter { $0.strategy == StrategyName("manual") }.map(\.source), ["Swift harness", "C API (gbench)"])
        let overview = CrossCheckRendering.overview(report)
        XCTAssertTrue(overview.contains("1 gbench error row(s)") && overview.contains("frames differ from manual"), overview)
        XCTAssertTrue(overview.contains("Only in the Swift file (2)"), overview)
        XCTAssertFalse(overview.contains("cpp-reference"), "ns per view is the whole report's: \(overview)")
        let text = CrossCheckRendering.text(report)
        XCTAssertTrue(text.contains("1 gbench error row(s)"), text)
        XCTAssertTrue(text.contains("Only in the Swift file (2)"), text)
        XCTAssertTrue(text.contains("cpp-reference"), text)
    }

    func testAggregatesOnlyFilesUseTheMedianRow() throws {
        let swift = Self.document([("manual", 64, [1000])], resets: [(64, 0)])
        func aggregate(_ name: String, _ kind: String, _ time: Double) -> String {
            """
            {"name": "\(name)_\(kind)", "run_name": "\(name)", "run_type": "aggregate", "repetitions": 3, "threads": 1,
             "aggregate_name": "\(kind)", "aggregate_unit": "time", "iterations": 3, "real_time": \(time), "cpu_time": \(time),
             "time_unit": "ns"}
            """
        }
        let gbench = try Self.parse(Self.gbench([aggregate(manual64, "mean", 5000), aggregate(manual64, "median", 1100),
                                                 aggregate(reset64, "median", 100)]))
        XCTAssertEqual(gbench.times(of: manual64), [1100])
        XCTAssertEqual(CrossCheck.compare(swift: swift, gbench: gbench).comparisons.first?.verdict, .agree)
    }

    func testNonFiniteNumbersAreAccepted() throws {
        let text = Self.gbench(Self.rows(manual64, [1000])).replacingOccurrences(of: "\"views\": 64.0", with: "\"views\": NaN, \"x\": -Infinity, \"label\": \"NaN Infinity\"")
        let run = try Self.parse(text)
        XCTAssertEqual(run.times(of: manual64), [1000])
        XCTAssertEqual(GoogleBenchmarkRun.nonFiniteTokensAsNull(#"{"a": NaN, "b": "x NaN \" Infinity", "c": [Infinity, -Infinity]}"#),
                       #"{"a": null, "b": "x NaN \" Infinity", "c": [null, null]}"#)
    }

    func testMalformedGBenchJSONIsAClearError() {
        let cases: [(String, String)] = [
            ("", "is empty"),
            (#"{"benchmarks": [ {"name": "a", "#, "is not valid JSON"),
            (#"{"context": {}}"#, #"has no "benchmarks" array"#),
            (#"[1, 2]"#, #"has no "benchmarks" array"#),
            (#"{"benchmarks": [{"real_time": 1, "time_unit": "ns"}]}"#, #"benchmarks[0] has no "name""#),
            (#"{"benchmarks": [{"name": "a", "real_time": 1, "time_unit": "xs"}]}"#, "time_unit 'xs'"),
            (#"{"benchmarks": [{"name": "a", "real_time": 1}]}"#, "no time_unit"),
            (#"{"benchmarks": [{"name": "a", "real_time": "fast", "time_unit": "ns"}]}"#, "not a number"),
            (#"{"benchmarks": [3]}"#, "benchmarks[0] is not an object"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Self.parse(text), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("gbench.json "), message)
                XCTAssertTrue(message.contains(expected), "'\(message)' should contain '\(expected)'")
            }
        }
        XCTAssertThrowsError(try GoogleBenchmarkRun.load("/nonexistent/gbench.json")) {
            XCTAssertTrue("\($0)".contains("does not exist"), "\($0)")
        }
    }

    func testCaseNames() {
        let name = CrossCheck.timedCase("BM_Chain/if-not-below/depth:1024/hidden:random-50/fanin:4")
        XCTAssertEqual(name?.strategy, StrategyName("if-not-below"))
        XCTAssertEqual(name?.depth, 1024)
        XCTAssertEqual(name?.series.label, "hidden:random-50/fanin:4")
        XCTAssertEqual(name?.reset.description, "BM_ChainReset/depth:1024/hidden:random-50/fanin:4")
        XCTAssertEqual(CrossCheck.timedCase("BM_Chain/cpp-reference/depth:16/hidden:none/fanin:1")?.reset.description,
                       "BM_ChainResetNative/depth:16/hidden:none/fanin:1")
        XCTAssertNil(CrossCheck.timedCase("BM_ChainReset/depth:16/hidden:none/fanin:1"))
        XCTAssertNil(CrossCheck.timedCase("BM_Chain/manual_BigO"))
        // The Swift harness names its cases the same way.
        let scenario = BenchmarkSuite.baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4))
        var deep = scenario
        deep.depth = 1024
        XCTAssertEqual(BenchmarkCase.name(strategy: "if-not-below", scenario: deep),
                       "BM_Chain/if-not-below/depth:1024/hidden:random-50/fanin:4")
    }

    func testAppCaseNamesPairWithTheirResetAndSeries() {
        let swiftName = BenchmarkCase.name(strategy: "first-visible", scenario: BenchmarkSuite.appSeries[1].scenarios[0])
        XCTAssertEqual(swiftName, "BM_App/first-visible/screen:cell/count:16/hidden:random-50")
        let name = CrossCheck.timedCase(swiftName)
        XCTAssertEqual(name?.strategy, StrategyName("first-visible"))
        XCTAssertEqual(name?.depth, 16)
        XCTAssertEqual(name?.series.label, BenchmarkSuite.appSeries[1].label)
        XCTAssertEqual(name?.reset.description, "BM_AppReset/screen:cell/count:16/hidden:random-50")
        XCTAssertEqual(name?.isNative, false)
        XCTAssertNil(CrossCheck.timedCase("BM_AppReset/screen:cell/count:16/hidden:random-50"))
    }

    func testTheFileLoaderReadsBothFormats() throws {
        let directory = NSTemporaryDirectory() + "pin-crosscheck-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.document([("manual", 64, [1000])], resets: [(64, 0)]).save("\(directory)/swift.json")
        try Self.gbench(Self.rows(manual64, [1100]) + Self.rows(reset64, [100]))
            .write(toFile: "\(directory)/gbench.json", atomically: true, encoding: .utf8)
        let report = try CrossCheck.run(swiftPath: "\(directory)/swift.json", gbenchPath: "\(directory)/gbench.json")
        XCTAssertEqual(report.agreements, 1)
        XCTAssertTrue(report.gbenchDescription.contains("library build type debug"), report.gbenchDescription)
        // The files the other way round: each loader says what is wrong.
        XCTAssertThrowsError(try CrossCheck.run(swiftPath: "\(directory)/gbench.json", gbenchPath: "\(directory)/gbench.json")) {
            XCTAssertTrue("\($0)".contains("not a PinBench results file"), "\($0)")
        }
        XCTAssertThrowsError(try CrossCheck.run(swiftPath: "\(directory)/swift.json", gbenchPath: "\(directory)/swift.json")) {
            XCTAssertTrue("\($0)".contains(#"has no "benchmarks" array"#), "\($0)")
        }
    }
}
