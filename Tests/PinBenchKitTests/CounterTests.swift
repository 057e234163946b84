import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// Counters as data: one registry that results, renderers and the gate iterate; the peak
/// resident memory counter that proves a counter is its probe's file plus one registry line; and
/// schema 1-3 files read into the keyed counts.
final class CounterTests: XCTestCase {
    func testTheRegistryDefinesEachCounterOnce() {
        let all = Counter.all
        XCTAssertEqual(Set(all.map(\.id)).count, all.count, "ids")
        XCTAssertEqual(Set(all.map(\.fieldName)).count, all.count, "CSV and Google Benchmark names")
        XCTAssertEqual(all.first?.id, InstructionCounter.counter.id)
        XCTAssertEqual(all.map(\.id), (InstructionCounter.counters + Counter.probes.flatMap { $0.counters } + [CostModel.estimatedCycles]).map(\.id))
        for tier in GateTier.deterministic {
            XCTAssertFalse(Counter.judged(by: tier).isEmpty, "\(tier) judges some counter")
        }
        XCTAssertTrue(Counter.judged(by: .time).isEmpty)
        XCTAssertEqual(Counter.named("retains"), ARCCounter.retains)
        XCTAssertNil(Counter.named("no such counter"))
    }

    func testProcStatusLinesAreReadWithTabsOrSpaces() {
        // /proc pads with a tab, then spaces: splitting on spaces alone read nothing.
        XCTAssertEqual(PeakResidentMemory.statusValue("VmHWM", in: "VmPeak:\t    3060 kB\nVmHWM:\t    1640 kB\nVmRSS:\t 1 kB"), 1640)
        XCTAssertEqual(PeakResidentMemory.statusValue("VmHWM", in: "VmHWM: 12 kB"), 12)
        XCTAssertNil(PeakResidentMemory.statusValue("VmHWM", in: "VmRSS:\t 1 kB"))
    }

    func testPeakResidentMemoryIsCountedOnLinux() throws {
        #if os(Linux)
        XCTAssertNil(PeakResidentMemory.unavailableReason)
        var kept: [[UInt8]] = []
        let counts = try XCTUnwrap(PeakResidentMemory.count { kept.append([UInt8](repeating: 1, count: 8 << 20)) })
        let peak = try XCTUnwrap(counts[PeakResidentMemory.peakResidentKiB.id])
        XCTAssertGreaterThanOrEqual(peak, 8 << 10, "the 8 MiB the pass touched are resident at its peak")
        XCTAssertEqual(kept.count, 1)
        #else
        throw XCTSkip("VmHWM is Linux's")
        #endif
    }

    func testACounterWithoutATierIsShownButNeverGated() {
        let peak = PeakResidentMemory.peakResidentKiB
        XCTAssertNil(peak.tier)
        func observation(_ kib: Int) -> GateObservation {
            GateObservation(name: "a", strategy: StrategyName(IfElseStrategy.self), timePlacements: [], manualRatioPlacements: [],
                            counts: ["allocations": 0, "allocatedBytes": 0, "retains": 3, "releases": 3, peak.id: kib])
        }
        var settings = GateSettings()
        settings.tiers = GateTier.deterministic.subtracting([.instructions])
        let report = Gate.compare(baseline: [observation(1000)], candidate: [observation(9000)], settings: settings, timesComparable: true)
        XCTAssertEqual(report.verdict, .pass)
        XCTAssertEqual(Set(report.comparisons[0].counters.keys), ["allocations", "allocatedBytes", "retains", "releases"])
        XCTAssertFalse(GateReportRendering.text(report, verbose: true).contains(peak.noun))
        // Shown in the results, though: every renderer takes its columns from the registry.
        let counts: Counts = ["allocations": 0, "allocatedBytes": 0, "retains": 3, "releases": 3, peak.id: 1234]
        let document = Self.document(counts: counts)
        XCTAssertTrue(ResultsReport.markdown(document).contains("| \(peak.column) |"))
        // The CSV's columns: the fixed ones around one per registered counter, in the registry's order.
        let rows = ResultsReport.csv(document).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = rows[0]
        let before = ["name", "strategy", "series", "depth", "median_ns", "ci_low_ns", "ci_high_ns", "p90_ns", "mad_ns", "min_ns",
                      "outliers", "ns_per_view", "ratio", "ratio_ci_low", "ratio_ci_high"]
        let after = ["frames", "verdict", "placements", "ratio_placement_min", "ratio_placement_max", "rounds", "stop"]
        XCTAssertEqual(header, before + Counter.all.map(\.fieldName) + after)
        XCTAssertEqual(rows.map(\.count), Array(repeating: header.count, count: rows.count), "a cell per column in every row")
        for counter in Counter.all {
            XCTAssertEqual(header.filter { $0 == counter.fieldName }.count, 1, counter.fieldName)
            let cell = header.firstIndex(of: counter.fieldName).map { rows[1][$0] }
            XCTAssertEqual(cell, counts[counter.id].map(String.init) ?? "", counter.fieldName)
        }
        XCTAssertEqual(rows[1][header.firstIndex(of: "frames") ?? 0], "equal")
    }

    /// Version 3 kept each counter in a field of its own and named the retain/release pair
    /// "retains/releases"; a pooled file holds whole documents of its runs.
    func testVersion3FilesAreReadIntoTheKeyedCounts() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-counters-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = Self.document(counts: ["instructions": 900, "allocations": 0, "allocatedBytes": 0])
        func version3(_ document: ResultsDocument) throws -> [String: Any] {
            var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ResultsReport.json(document).utf8)) as? [String: Any])
            object["schemaVersion"] = 3
            object["unavailableCounters"] = ["retains/releases": "hooks unavailable: a test"]
            object["cases"] = try XCTUnwrap(object["cases"] as? [[String: Any]]).map { result in
                var result = result
                result["counts"] = nil
                result["instructionsPerPass"] = 900
                result["allocationsPerPass"] = 0
                result["allocatedBytesPerPass"] = 0
                return result
            }
            return object
        }
        var pooled = try version3(document)
        pooled["hosts"] = ["runs": [["file": "a.json", "host": 1, "document": try version3(document)]], "verdicts": [] as [Any],
                           "countDifferences": [["caseName": "x", "counter": "bytes", "values": [1, 2]]], "buildDifferences": [] as [Any]]
        let path = directory + "/v3.json"
        try JSONSerialization.data(withJSONObject: pooled).write(to: URL(fileURLWithPath: path))
        let loaded = try ResultsDocument.load(path)
        XCTAssertEqual(loaded.schemaVersion, ResultsDocument.currentSchemaVersion)
        XCTAssertEqual(loaded.cases[0].counts, ["instructions": 900, "allocations": 0, "allocatedBytes": 0])
        XCTAssertEqual(loaded.unavailableCounters, ["retains": "hooks unavailable: a test", "releases": "hooks unavailable: a test"])
        let run = try XCTUnwrap(loaded.hosts?.runs.first?.document)
        XCTAssertEqual(run.cases[0].counts, loaded.cases[0].counts)
        XCTAssertEqual(loaded.hosts?.countDifferences.first?.counter, AllocationCounting.allocatedBytes.id)
    }

    /// One if-else case at depth 8 with `counts`.
    static func document(counts: Counts) -> ResultsDocument {
        let environment = EnvironmentInfo(date: "2026-12-02T00:00:00Z", hostName: "test", cpuModel: "cpu", cpuMHz: 1000, cores: 2,
                                          kernel: "6", swiftVersion: "6.3.1", buildConfiguration: "release", gitCommit: "abc",
                                          gitDirty: false, commandLine: "pin-bench run", loadAverage: [])
        let samples = [10.0, 11, 12]
        let result = CaseResult(name: "BM_Chain/if-else/depth:8", strategy: StrategyName("if-else"), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: "depth=8"), depth: 8,
                                passesPerSample: 1, samples: samples, rawSamples: samples, cpuSamples: samples,
                                stats: SampleSummary(samples), nanosecondsPerView: 11.0 / 8, ratio: nil, counts: counts,
                                verification: .equal)
        return ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: [result], resets: [],
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }
}
