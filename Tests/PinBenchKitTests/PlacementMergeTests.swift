import Foundation
import FoundationXML
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// Merging the placements' documents and summarising a strategy over a run, on synthetic ratios: no
/// timing, no processes.
final class PlacementMergeTests: XCTestCase {
    static let environment = EnvironmentInfo(date: "", hostName: "", cpuModel: "cpu", cpuMHz: 0, cores: 2, kernel: "",
                                                     swiftVersion: "6.3.1", buildConfiguration: "release", gitCommit: "",
                                                     gitDirty: false, commandLine: "", loadAverage: [])

    /// One layout's document: `manual` at depths 4 and 16, whose per-round times are `ratios` × the
    /// reference's 100 ns, with counts that differ from the reference's.
    private static func layout(_ ratios: [Double], seed: UInt64 = 1) -> ResultsDocument {
        var cases: [CaseResult] = []
        for depth in [4, 16] {
            let scenario = "depth=\(depth)"
            func result(_ strategy: String, _ samples: [Double], ratio: RatioSummary?, instructions: Int, retains: Int) -> CaseResult {
                CaseResult(name: "BM_Chain/\(strategy)/depth:\(depth)", strategy: StrategyName(strategy), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: scenario),
                           depth: depth, passesPerSample: 10, samples: samples, rawSamples: samples, cpuSamples: samples,
                           stats: SampleSummary(samples), nanosecondsPerView: Statistics.median(samples) / Double(depth), ratio: ratio,
                           counts: ["allocations": 0, "allocatedBytes": 0, "retains": retains, "releases": retains, "instructions": instructions],
                           verification: .equal)
            }
            let reference = Array(repeating: 100.0, count: ratios.count)
            cases.append(result("if-else", reference, ratio: nil, instructions: 1000 * depth, retains: 10 * depth))
            cases.append(result("manual", ratios.map { $0 * 100 }, ratio: RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: ratios, seed: seed),
                                instructions: 800 * depth, retains: 6 * depth))
        }
        let resets = [4, 16].map { ResetResult(scenario: ScenarioKey(spec: "depth=\($0)"), series: SeriesID(label: "s"), depth: $0, medianNanoseconds: 5,
                                                medianCPUNanoseconds: 5, instructions: nil) }
        return ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: cases, resets: resets,
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    /// The placements' documents merged; `linkSeeds` (nil: each placement its own order) say which
    /// binary each ran.
    static func merged(_ placements: [[Double]], linkSeeds: [UInt64?]? = nil, prepared: [ScenarioPreparation] = []) -> ResultsDocument {
        let parts = placements.map { layout($0) }
        let seeds = linkSeeds ?? placements.indices.map { UInt64($0 + 1) }
        let records = zip(ProcessPlacement.placements(count: placements.count, seed: 1), seeds).map {
            PlacementRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1, linkSeed: $1)
        }
        return ResultsDocument.merging(parts, records: records, prepared: prepared, settings: MeasurementSettings(), environment: environment,
                                       instructions: nil, elapsedSeconds: 2)
    }

    func testMergingJudgesTheRatioOverThePlacementsMedians() throws {
        let placements = [[0.80, 0.82, 0.81, 0.79], [1.05, 1.07, 1.06, 1.08], [0.90, 0.91, 0.92, 0.90], [0.85, 0.86, 0.84, 0.85]]
        let document = Self.merged(placements)
        XCTAssertEqual(document.placementCount, 4)
        XCTAssertEqual(document.functionOrderAllowance, 0, "each placement ran its own function order")
        XCTAssertEqual(document.environment.addressRandomizationOff, false)
        let manual = try XCTUnwrap(document.cases.first { $0.strategy == StrategyName("manual") && $0.depth == 4 })
        XCTAssertEqual(manual.samples.count, 16)
        let ratio = try XCTUnwrap(manual.ratio)
        let medians = [0.805, 1.065, 0.905, 0.85]
        XCTAssertEqual(ratio.placements?.map(\.median) ?? [], medians)
        let estimate = PlacementEstimate(medians)
        XCTAssertEqual(ratio.median, estimate.center, accuracy: 1e-12)
        XCTAssertEqual(ratio.interval, estimate.interval)
        XCTAssertEqual(ratio.verdict, TimeVerdict(estimate.interval))
        XCTAssertEqual(ratio.verdict, .unclear, "0.80 to 1.07 over four placements decides nothing")
        XCTAssertEqual(ratio.placementRange?.lower ?? 0, 0.805, accuracy: 1e-9)
        XCTAssertEqual(ratio.placementRange?.upper ?? 0, 1.065, accuracy: 1e-9)
        XCTAssertEqual(Array(ratio.ratios[4..<8]), [1.05, 1.07, 1.06, 1.08], "each placement's rounds in turn")
        // Without a preparation, the counts are the first placement's.
        XCTAssertEqual(manual.counts["retains"], 24)
    }

    func testPlacementsOfOneBinaryCarryTheFunctionOrderAllowance() throws {
        let placements = Array(repeating: [1.10, 1.11, 1.12], count: 6)
        let relinked = try XCTUnwrap(Self.merged(placements).cases.first { $0.strategy == StrategyName("manual") }?.ratio)
        let oneBinary = Self.merged(placements, linkSeeds: Array(repeating: nil, count: 6))
        XCTAssertEqual(oneBinary.functionOrderAllowance, FunctionOrderAllowance.logStandardDeviation)
        let ratio = try XCTUnwrap(oneBinary.cases.first { $0.strategy == StrategyName("manual") }?.ratio)
        XCTAssertEqual(relinked.verdict, .slower)
        XCTAssertEqual(ratio.interval, PlacementEstimate(Array(repeating: 1.11, count: 6), allowance: FunctionOrderAllowance.logStandardDeviation).interval)
        XCTAssertEqual(ratio.verdict, .unclear, "11% over one binary's placements is within what another function order may add")
    }

    func testThePreparationGivesCountsPassesAndVerification() throws {
        let preparation = ScenarioPreparation(scenario: "depth=4", resetPasses: 7, strategies: [
            .init(name: "if-else", passes: 11, verification: .equal, counts: ["retains": 1]),
            .init(name: "manual", passes: 13, verification: .findings([.noFallback]), counts: ["retains": 2]),
        ], unverifiedCases: ["BM_Chain/visible-only/depth:4"])
        let document = Self.merged(Array(repeating: [1.0, 1.0], count: 4), prepared: [preparation])
        let manual = try XCTUnwrap(document.cases.first { $0.strategy == StrategyName("manual") && $0.depth == 4 })
        XCTAssertEqual(manual.passesPerSample, 13)
        XCTAssertEqual(manual.counts, ["retains": 2])
        XCTAssertEqual(manual.verification, .findings([.noFallback]))
        XCTAssertEqual(document.cases.first { $0.strategy == StrategyName("manual") && $0.depth == 16 }?.counts["retains"], 96, "no preparation: the first placement's")
        XCTAssertEqual(document.unverifiedCases, ["BM_Chain/visible-only/depth:4"])
    }

    func testTheStrategyLineGivesTheEstimateOverPlacementsAndTheCases() throws {
        let slower = Self.merged([[1.10, 1.12, 1.11, 1.13], [1.20, 1.22, 1.21, 1.19], [1.15, 1.16, 1.14, 1.15], [1.12, 1.13, 1.12, 1.14]])
        let summary = try XCTUnwrap(StrategySummary.all(slower).first)
        XCTAssertEqual(summary.strategy, StrategyName("manual"))
        XCTAssertEqual(summary.time.placements, 4)
        XCTAssertEqual(summary.verdict, .slower)
        XCTAssertEqual(summary.caseVerdicts, [.slower: 2])
        XCTAssertEqual(summary.line(in: CountScope(slower, series: slower.series)), "manual vs if-else: instructions ×0.80 on the chain series at "
            + "depth 16, +0 allocations, retains ×0.60, releases ×0.60; "
            + "time \(summary.time.text): slower (geometric mean of 2 cases; per case: 2 slower)")
        XCTAssertTrue(summary.time.text.hasPrefix("×1.15 ["), summary.time.text)
        XCTAssertTrue(summary.time.text.hasSuffix("] over 4 placements"), summary.time.text)

        let few = try XCTUnwrap(StrategySummary.all(Self.merged([[1.10, 1.12, 1.11, 1.13], [1.20, 1.22, 1.21, 1.19]])).first)
        XCTAssertEqual(few.verdict, .notEnoughData)
        let fewLine = few.line(in: CountScope(slower, series: slower.series))
        XCTAssertTrue(fewLine.contains("time ×1.16 over 2 placements: not-enough-data (geometric mean of 2 cases; per case: 2 not-enough-data)"),
                      fewLine)
    }

    func testACountOfZeroInSomeCaseGivesTheRatioOfTheSums() throws {
        // A case a strategy counted no retains in is compared case by case, never summed into a difference.
        var document = Self.layout([0.80, 0.82, 0.81, 0.79])
        let index = try XCTUnwrap(document.cases.firstIndex { $0.strategy == StrategyName("manual") && $0.depth == 4 })
        document.cases[index].counts["retains"] = 0
        document.cases[index].counts["releases"] = 0
        let summary = try XCTUnwrap(StrategySummary.all(document).first)
        // manual 0 + 96 against if-else 40 + 160; allocations are 0 on both sides: a difference.
        XCTAssertEqual(summary.change(ARCCounter.retains), .ratio(96.0 / 200.0))
        XCTAssertEqual(summary.change(AllocationCounting.allocations), .difference(0))
    }

    func testASummaryOfOneCaseIsThatCasesEstimate() throws {
        var document = Self.merged([[1.01, 1.03, 1.02], [1.05, 1.04, 1.06], [0.99, 1.00, 1.01], [1.02, 1.02, 1.03], [1.04, 1.03, 1.05]])
        document.cases.removeAll { $0.depth != 4 }
        let ratio = try XCTUnwrap(document.cases.first { $0.strategy == StrategyName("manual") }?.ratio)
        let summary = try XCTUnwrap(StrategySummary.all(document).first)
        XCTAssertEqual(summary.time.center, ratio.median, accuracy: 1e-12)
        XCTAssertEqual(summary.time.interval?.lower ?? 0, ratio.interval?.lower ?? 1, accuracy: 1e-12)
        XCTAssertEqual(summary.time.interval?.upper ?? 0, ratio.interval?.upper ?? 1, accuracy: 1e-12)
        XCTAssertEqual(summary.verdict, ratio.verdict)
    }

    func testHeadlinesArePerSeriesAndTheQuadraticSeriesStandApart() throws {
        // Counts are compared per case, never summed over cases, so one heavy series (fan-in all)
        // cannot make the headline for a strategy that is close to the reference everywhere else.
        var document = Self.layout([0.80, 0.82, 0.81, 0.79])
        let wide = document.cases.map { result -> CaseResult in
            var copy = result
            copy.series = SeriesID(label: "wide")
            copy.name += "/fanin:all"
            copy.scenario = ScenarioKey(spec: copy.scenario.spec + " fan-in=all")
            if copy.strategy == StrategyName("manual") { copy.counts["instructions"] = copy.counts["instructions"].map { $0 * 50 } }
            return copy
        }
        var tall = document.cases.map { result -> CaseResult in
            var copy = result
            copy.series = SeriesID(label: "tall")
            copy.name += "/tall"
            copy.scenario = ScenarioKey(spec: copy.scenario.spec + " seed=9")
            if copy.strategy == StrategyName("manual") { copy.counts["instructions"] = copy.counts["instructions"].map { $0 * 5 / 4 } }
            return copy
        }
        tall.sort { $0.depth < $1.depth }
        document.cases += wide + tall
        XCTAssertEqual(document.quadraticSeries, [SeriesID(label: "wide")])
        let lines = ResultsReport.verdictLines(document)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("manual vs if-else: instructions ×0.80–1.00 over the 2 chain series at depth 16, +0 allocations"), lines[0])
        XCTAssertTrue(lines[0].contains("geometric mean of 4 cases"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("  wide, apart (fan-in all: O(N²) list reads): manual vs if-else: instructions ×40.00 with fan-in all at depth "), lines[1])
    }

    func testAVersion2FileIsReadAsOnePlacementWithoutAVerdict() throws {
        var document = Self.layout([0.80, 0.82, 0.81, 0.79])
        document.schemaVersion = 2
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try ResultsReport.json(document).utf8)) as? [String: Any])
        var cases = try XCTUnwrap(json["cases"] as? [[String: Any]])
        for index in cases.indices {
            guard var ratio = cases[index]["ratio"] as? [String: Any] else { continue }
            ratio["verdict"] = nil
            cases[index]["ratio"] = ratio
        }
        json["cases"] = cases
        let path = NSTemporaryDirectory() + "pin-bench-v2-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let loaded = try ResultsDocument.load(path)
        XCTAssertEqual(loaded.placementCount, 1)
        XCTAssertEqual(loaded.cases.compactMap(\.ratio?.verdict), [.notEnoughData, .notEnoughData],
                       "one process's rounds, however far from 1, are not a verdict on the code")
        XCTAssertEqual(loaded.cases.compactMap(\.ratio?.median), [0.805, 0.805])
        XCTAssertNil(loaded.cases.compactMap(\.ratio).first?.interval)
    }

    func testTheRatioChartShowsTheVerdictsIntervalAndTheVerdictAndEndsAtTheDeepestDepth() throws {
        let document = Self.merged([[1.10, 1.12, 1.11, 1.13], [1.20, 1.22, 1.21, 1.19], [1.15, 1.16, 1.14, 1.15], [1.12, 1.13, 1.12, 1.14]])
        let chart = ResultsCharts.ratio(document, series: SeriesID(label: "s"))
        let line = try XCTUnwrap(chart.lines.first)
        XCTAssertEqual(line.legendNote, "slower")
        let interval = try XCTUnwrap(document.cases.first { $0.strategy == StrategyName("manual") }?.ratio?.interval)
        for point in line.band {
            XCTAssertEqual(point.lower, interval.lower, accuracy: 1e-9)
            XCTAssertEqual(point.upper, interval.upper, accuracy: 1e-9)
        }
        let svg = chart.svg
        XCTAssertTrue(svg.contains("<polygon"))
        XCTAssertTrue(svg.contains(">manual: slower</text>"))
        XCTAssertNoThrow(try XMLDocument(xmlString: svg))
        // Depths 4 and 16: the x axis ends at 16 (no tick beyond it, none at 100).
        XCTAssertFalse(svg.contains(">100</text>"))
        XCTAssertEqual(ResultsCharts.perView(document, series: SeriesID(label: "s")).lines.first { $0.name == "if-else" }?.legendNote, "reference")
    }

    func testTickLabelsShareOneFormat() {
        XCTAssertEqual(SVGChart.labels([0.5, 1, 1.5]), ["0.5", "1.0", "1.5"])
        XCTAssertEqual(SVGChart.labels([1, 10, 100, 1000, 10000]), ["1", "10", "100", "1000", "10000"])
        XCTAssertEqual(SVGChart.labels([0.96, 0.98, 1, 1.02]), ["0.96", "0.98", "1.00", "1.02"])
    }

    func testPlacementsDifferFromEachOtherAndRepeatPerSeed() {
        let placements = ProcessPlacement.placements(count: 5, seed: 1)
        XCTAssertEqual(placements, ProcessPlacement.placements(count: 5, seed: 1))
        XCTAssertEqual(Set(placements.map(\.stackOffsetBytes)).count, 5)
        XCTAssertTrue(placements.allSatisfy { $0.stackOffsetBytes % 16 == 0 && (0...4095).contains($0.environmentPaddingBytes) })
        let environment = placements[2].childEnvironment(["PATH": "/bin"])
        XCTAssertEqual(environment[AddressRandomization.keepVariable], "1")
        XCTAssertEqual(environment[ProcessPlacement.paddingVariable]?.count, placements[2].environmentPaddingBytes)
        XCTAssertEqual(placements[0].withStackOffset { 42 }, 42)
    }
}
