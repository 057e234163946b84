import CAllocCounter
import Foundation
import FoundationXML
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinEngine
import XCTest

final class HarnessTests: XCTestCase {
    /// A tiny, fast measurement shared by the tests below: 2 strategies, 2 depths, 3 rounds.
    private static let document: ResultsDocument = {
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench does at startup
        var settings = MeasurementSettings()
        settings.rounds = 3
        settings.minSampleSeconds = 0.0005
        settings.warmupSeconds = 0.0005
        let suite = BenchmarkSuite(series: [.init(base: BenchmarkSuite.baseScenario(hidden: .random(percent: 50), fanIn: .lastK(2)),
                                                 depths: [8, 32])],
                                   strategies: [IfElseStrategy.self, IfNeededStrategy.self, ManualStrategy.self])
        let measurements = CasePipeline(settings: settings).run(suite.plan())
        let environment = EnvironmentInfo(date: "2026-11-30T00:00:00Z", hostName: "test", cpuModel: "cpu", cpuMHz: 1000, cores: 2,
                                          kernel: "6", swiftVersion: "Swift 6.3.1", buildConfiguration: "release",
                                          gitCommit: "abc", gitDirty: false, commandLine: "pin-bench test", loadAverage: [0.1])
        return ResultsBuilder.document(measurements, settings: settings, environment: environment,
                                       instructions: InstructionCounts(regions: [:]), elapsedSeconds: 0.5)
    }()

    func testCalibrationGrowsBatchesThenExtrapolatesFromAQuarterOfTheTarget() {
        // A quarter of the target or more: the count for the target, with a 10% margin, never fewer.
        XCTAssertEqual(Calibration.step(passes: 10, elapsedNanoseconds: 12e6, targetNanoseconds: 10e6), .done(10))
        XCTAssertEqual(Calibration.step(passes: 100, elapsedNanoseconds: 2.5e6, targetNanoseconds: 10e6), .done(440))
        // Far too short: ×10; closer: toward half the target.
        XCTAssertEqual(Calibration.step(passes: 1, elapsedNanoseconds: 100, targetNanoseconds: 10e6), .measure(10))
        XCTAssertEqual(Calibration.step(passes: 100, elapsedNanoseconds: 1e6, targetNanoseconds: 10e6), .measure(500))
        // Always at least one more pass, even when the estimate would not grow.
        XCTAssertEqual(Calibration.step(passes: 1, elapsedNanoseconds: 2.49e6, targetNanoseconds: 10e6), .measure(3))
        // It ends from any start (simulated 37 ns per pass), timing batches of at most half the target,
        // and its count takes about the target.
        var passes = 1
        var timed: [Double] = []
        while case .measure(let next) = Calibration.step(passes: passes, elapsedNanoseconds: Double(passes) * 37, targetNanoseconds: 10e6) {
            timed.append(Double(passes) * 37)
            passes = next
        }
        guard case .done(let final) = Calibration.step(passes: passes, elapsedNanoseconds: Double(passes) * 37, targetNanoseconds: 10e6) else {
            return XCTFail("no count")
        }
        XCTAssertLessThanOrEqual((timed + [Double(passes) * 37]).max()!, 10e6 / 2 * 1.01)
        XCTAssertEqual(Double(final) * 37, 11e6, accuracy: 0.01e6)
    }

    func testEveryCaseHasOneSamplePerRoundAndItsStatistics() throws {
        let document = Self.document
        XCTAssertEqual(document.cases.count, 6)
        XCTAssertEqual(document.strategies.map(\.rawValue), ["if-else", "if-needed", "manual"])
        for result in document.cases {
            XCTAssertEqual(result.samples.count, 3, result.name)
            XCTAssertEqual(result.rawSamples.count, 3)
            XCTAssertEqual(result.stats.median, Statistics.median(result.samples))
            XCTAssertEqual(result.nanosecondsPerView, result.stats.median / Double(result.depth))
            XCTAssertGreaterThan(result.passesPerSample, 0)
            // if-needed may show its documented findings here; nothing may show a bug.
            let explained: Bool = if case .findings = result.verification { result.strategy == StrategyName("if-needed") } else { false }
            XCTAssertTrue(result.verification == .equal || explained,
                          "\(result.name): \(result.verification)")
            // The reset is subtracted: the corrected sample is the raw one minus the scenario's reset.
            let reset = try XCTUnwrap(document.resets.first { $0.scenario == result.scenario })
            XCTAssertEqual(result.samples[0], result.rawSamples[0] - reset.medianNanoseconds, accuracy: 1e-6)
            if result.strategy == StrategyName("if-else") {
                XCTAssertNil(result.ratio)
            } else {
                XCTAssertEqual(try XCTUnwrap(result.ratio).ratios.count, 3)
            }
        }
        // Two depths make no complexity fit (at least ComplexityFit.minimumDepths over a 16x range).
        XCTAssertEqual(document.complexity.count, 0)
        XCTAssertEqual(document.crossovers.count, 2)
    }

    func testSteadyStateAllocationsAreCounted() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are a property of the optimized build: run `swift test -c release`")
        #endif
        // Deterministic: no strategy allocates in steady state on these chains (fan-in 2 uses slices).
        for result in Self.document.cases {
            XCTAssertEqual(result.counts["allocations"], 0, result.name)
        }
    }

    /// PinBenchKit counts allocations through the hook the executables and tests install; the
    /// interposer behind it sees an allocation made between two readings.
    func testTheInstalledAllocationCounterCountsAnAllocation() throws {
        _ = Self.document
        XCTAssertTrue(AllocationCounting.isInstalled)
        XCTAssertEqual(pin_alloc_counter_is_active(), 1, "malloc interposition is not active")
        let before = AllocationCounting.now()
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        let after = AllocationCounting.now()
        buffer.deallocate()
        XCTAssertEqual(after.allocations - before.allocations, 1)
        XCTAssertGreaterThanOrEqual(after.bytes - before.bytes, 4096)
    }

    func testRetainsAndReleasesAreInEveryFormat() throws {
        #if DEBUG
        throw XCTSkip("retain/release counts are a property of the optimized build: run `swift test -c release`")
        #endif
        let document = Self.document
        XCTAssertEqual(document.unavailableCounters, [:])
        for result in document.cases {
            XCTAssertNotNil(result.counts["retains"], result.name)
            XCTAssertNotNil(result.counts["releases"], result.name)
        }
        // manual takes each view out of the array once, and the root: one retain and one release each.
        let manual = try XCTUnwrap(document.result(strategy: StrategyName("manual"), series: document.series[0], depth: 32))
        XCTAssertEqual(manual.counts["retains"], 33)
        XCTAssertEqual(manual.counts["releases"], 33)
        XCTAssertEqual(manual.perView(ARCCounter.retains), 33.0 / 32)

        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("retains/view"))
        XCTAssertTrue(table.contains("releases/view"))
        let csvLines = ResultsReport.csv(document).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let retainsColumn = try XCTUnwrap(csvLines[0].firstIndex(of: "retains_per_pass"))
        let releasesColumn = try XCTUnwrap(csvLines[0].firstIndex(of: "releases_per_pass"))
        let manualRow = try XCTUnwrap(csvLines.first { $0[0] == Substring(manual.name) })
        XCTAssertEqual(manualRow[retainsColumn], "33")
        XCTAssertEqual(manualRow[releasesColumn], "33")
        XCTAssertTrue(ResultsReport.markdown(document).contains("| retains/pass | releases/pass |"))
        let gbench = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(GoogleBenchmarkJSON.render(document).utf8)) as? [String: Any])
        let rows = try XCTUnwrap(gbench["benchmarks"] as? [[String: Any]])
        let manualRows = rows.filter { $0["name"] as? String == manual.name }
        XCTAssertEqual(manualRows.count, 3)
        for row in manualRows {
            XCTAssertEqual(row["retains_per_pass"] as? Double, 33)
            XCTAssertEqual(row["releases_per_pass"] as? Double, 33)
        }
    }

    func testACounterThatCannotBeHadIsShownAsNotAvailable() throws {
        var document = Self.document
        for index in document.cases.indices {
            document.cases[index].counts["retains"] = nil
            document.cases[index].counts["releases"] = nil
        }
        document.unavailableCounters = ["retains": "hooks unavailable: a test", "releases": "hooks unavailable: a test",
                                        "instructions": "no valgrind"]
        let note = "retains, releases: n/a (hooks unavailable: a test)"
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains(note), table)
        XCTAssertTrue(table.contains("instructions: n/a (no valgrind)"), table)
        XCTAssertTrue(ResultsReport.markdown(document).contains("- \(note)"))
        let markdownRows = ResultsReport.markdown(document).split(separator: "\n").filter { $0.hasPrefix("| BM_") }
        XCTAssertFalse(markdownRows.isEmpty)
        for row in markdownRows { XCTAssertEqual(row.components(separatedBy: "| n/a ").count - 1, 3, String(row)) }
        let csv = ResultsReport.csv(document).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let columns = ["instructions_per_pass", "retains_per_pass", "releases_per_pass"].compactMap { csv[0].firstIndex(of: Substring($0)) }
        XCTAssertEqual(columns.count, 3)
        for line in csv.dropFirst() {
            XCTAssertEqual(columns.map { String(line[$0]) }, ["n/a", "n/a", "n/a"], line.joined(separator: ","))
        }
        let gbench = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(GoogleBenchmarkJSON.render(document).utf8)) as? [String: Any])
        let rows = try XCTUnwrap(gbench["benchmarks"] as? [[String: Any]])
        XCTAssertFalse(rows.contains { $0["retains_per_pass"] != nil || $0["instructions_per_pass"] != nil })
        let context = try XCTUnwrap(gbench["context"] as? [String: Any])
        XCTAssertTrue((context["pinbench_counters"] as? String ?? "").contains(note))
    }

    func testAVersion1FileIsReadAsOneWithoutRetainCounts() throws {
        let path = NSTemporaryDirectory() + "pinbench-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ResultsReport.json(Self.document).utf8)) as? [String: Any])
        object["schemaVersion"] = 1
        object["unavailableCounters"] = nil
        var cases = try XCTUnwrap(object["cases"] as? [[String: Any]])
        for index in cases.indices {
            cases[index]["retainsPerPass"] = nil
            cases[index]["releasesPerPass"] = nil
        }
        object["cases"] = cases
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let loaded = try ResultsDocument.load(path)
        XCTAssertEqual(loaded.schemaVersion, ResultsDocument.currentSchemaVersion)
        XCTAssertEqual(loaded.cases.count, Self.document.cases.count)
        XCTAssertTrue(loaded.cases.allSatisfy { $0.counts["retains"] == nil && $0.counts["releases"] == nil })
        XCTAssertEqual(loaded.unavailableCounters, ["retains": "not recorded (schema version 1 file)",
                                                    "releases": "not recorded (schema version 1 file)"])
        XCTAssertTrue(ResultsReport.table(loaded).contains("retains, releases: n/a (not recorded (schema version 1 file))"))
    }

    func testTheResultsFileRoundTrips() throws {
        let path = NSTemporaryDirectory() + "pinbench-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.document.save(path)
        let loaded = try ResultsDocument.load(path)
        XCTAssertEqual(try ResultsReport.json(loaded), try ResultsReport.json(Self.document))
        XCTAssertEqual(loaded.schemaVersion, ResultsDocument.currentSchemaVersion)
    }

    func testBrokenResultsFilesAreRejectedWithTheirProblem() throws {
        let directory = NSTemporaryDirectory() + "pinbench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = try ResultsReport.json(Self.document)
        let files: [(String, String, String)] = [
            ("empty.json", "", "is empty"),
            ("truncated.json", String(json.prefix(json.count / 2)), "is not valid JSON"),
            ("foreign.json", "{\"benchmarks\": []}", "is not a PinBench results file"),
            ("future.json", json.replacingOccurrences(of: "\"schemaVersion\" : \(ResultsDocument.currentSchemaVersion)",
                                                      with: "\"schemaVersion\" : 99"), "has schema version 99"),
            ("missing-key.json", json.replacingOccurrences(of: "\"settings\"", with: "\"settingz\""), "missing key 'settings'"),
        ]
        for (name, contents, problem) in files {
            let path = "\(directory)/\(name)"
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try ResultsDocument.load(path), name) { error in
                XCTAssertTrue("\(error)".hasPrefix(path), "\(error)")
                XCTAssertTrue("\(error)".contains(problem), "\(name): \(error)")
            }
        }
        XCTAssertThrowsError(try ResultsDocument.load("\(directory)/absent.json")) {
            XCTAssertTrue("\($0)".contains("does not exist"))
        }
    }

    func testGoogleBenchmarkJSONHasTheShapeCompareReads() throws {
        let text = try GoogleBenchmarkJSON.render(Self.document)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let context = try XCTUnwrap(root["context"] as? [String: Any])
        XCTAssertEqual(context["library_build_type"] as? String, "release")
        XCTAssertNotNil(context["num_cpus"] as? Int)
        XCTAssertNotNil(context["git_commit"] as? String)
        let rows = try XCTUnwrap(root["benchmarks"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 6 * (3 + 4))
        let name = "BM_Chain/if-else/depth:8/hidden:random-50/fanin:2"
        let iterations = rows.filter { $0["name"] as? String == name }
        XCTAssertEqual(iterations.count, 3)
        for (index, row) in iterations.enumerated() {
            XCTAssertEqual(row["run_type"] as? String, "iteration")
            XCTAssertEqual(row["repetition_index"] as? Int, index)
            XCTAssertEqual(row["time_unit"] as? String, "ns")
            XCTAssertNotNil(row["real_time"] as? Double)
            XCTAssertNotNil(row["cpu_time"] as? Double)
            XCTAssertEqual(row["repetitions"] as? Int, 3)
        }
        let aggregates = rows.filter { ($0["run_name"] as? String) == name && $0["run_type"] as? String == "aggregate" }
        XCTAssertEqual(aggregates.compactMap { $0["aggregate_name"] as? String }, ["mean", "median", "stddev", "cv"])
        XCTAssertEqual(aggregates.first { $0["aggregate_name"] as? String == "cv" }?["aggregate_unit"] as? String, "percentage")
        XCTAssertEqual(Set(rows.compactMap { $0["family_index"] as? Int }), [0, 1, 2])
    }

    func testTextReportsNameEveryCase() throws {
        let document = Self.document
        let csv = ResultsReport.csv(document)
        XCTAssertEqual(csv.split(separator: "\n").count, 1 + document.cases.count)
        XCTAssertTrue(csv.hasPrefix("name,strategy,series,depth,median_ns"))
        let markdown = ResultsReport.markdown(document)
        for result in document.cases { XCTAssertTrue(markdown.contains(result.name), result.name) }
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("hidden:random-50/fanin:2"))
        XCTAssertTrue(table.contains("if-needed"))
    }

    func testChartsAreWellFormedSVG() throws {
        let document = Self.document
        for chart in [ResultsCharts.perView(document, series: document.series[0]), ResultsCharts.ratio(document, series: document.series[0])] {
            let svg = chart.svg
            XCTAssertTrue(svg.hasPrefix("<svg"))
            XCTAssertTrue(svg.contains("</svg>"))
            XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, chart.lines.count + chart.apartLines.count)
            XCTAssertNoThrow(try XMLDocument(xmlString: svg))
        }
        XCTAssertEqual(ResultsCharts.slug("hidden:random-50/fanin:2"), "hidden-random-50-fanin-2")
    }

    func testAStrategyKeepsItsColourInEveryChart() {
        let document = Self.document
        let perView = ResultsCharts.perView(document, series: document.series[0])
        let ratio = ResultsCharts.ratio(document, series: document.series[0])
        // The ratio chart leaves the reference out, so its lines are not the per-view chart's lines.
        let ratioLines = ratio.lines + ratio.apartLines
        XCTAssertLessThan(ratioLines.count, perView.lines.count)
        let styles = Dictionary(uniqueKeysWithValues: perView.lines.map { ($0.name, $0.style) })
        XCTAssertEqual(Set(styles.values.map(\.colour)).count, styles.count, "two strategies share a colour")
        for line in ratioLines {
            XCTAssertEqual(line.style, styles[line.name], line.name)
            XCTAssertTrue(ratio.svg.contains(line.style.strokeAttributes(width: 2) + "/>"), line.name)
        }
    }
}
