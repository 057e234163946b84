import XCTest
import Foundation
import FoundationXML
@testable import PinBenchKit

/// Merging the layouts' documents and summarising a strategy over a run, on synthetic ratios: no
/// timing, no processes.
final class LayoutMergeTests: XCTestCase {
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
                CaseResult(name: "BM_Chain/\(strategy)/depth:\(depth)", strategy: strategy, series: "s", scenario: scenario,
                           depth: depth, passesPerSample: 10, samples: samples, rawSamples: samples, cpuSamples: samples,
                           stats: SampleSummary(samples), nanosecondsPerView: Statistics.median(samples) / Double(depth), ratio: ratio,
                           counts: ["allocations": 0, "allocatedBytes": 0, "retains": retains, "releases": retains, "instructions": instructions],
                           verification: .equal)
            }
            let reference = Array(repeating: 100.0, count: ratios.count)
            cases.append(result("if-else", reference, ratio: nil, instructions: 1000 * depth, retains: 10 * depth))
            cases.append(result("manual", ratios.map { $0 * 100 }, ratio: RatioSummary(reference: "if-else", ratios: ratios, seed: seed),
                                instructions: 800 * depth, retains: 6 * depth))
        }
        let resets = [4, 16].map { ResetResult(scenario: "depth=\($0)", series: "s", depth: $0, medianNanoseconds: 5,
                                                medianCPUNanoseconds: 5, instructions: nil) }
        return ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: cases, resets: resets,
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    private static func merged(_ layouts: [[Double]]) -> ResultsDocument {
        let parts = layouts.map { layout($0) }
        let records = LayoutPlacement.placements(count: layouts.count, seed: 1).map {
            LayoutRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1)
        }
        return ResultsDocument.merging(parts, records: records, settings: MeasurementSettings(), environment: environment,
                                       instructions: nil, elapsedSeconds: 2)
    }

    func testMergingKeepsEveryLayoutsRatioAndTheRange() throws {
        let document = Self.merged([[0.80, 0.82, 0.81, 0.79], [1.05, 1.07, 1.06, 1.08], [0.90, 0.91, 0.92, 0.90]])
        XCTAssertEqual(document.layoutCount, 3)
        XCTAssertEqual(document.environment.addressRandomizationOff, false)
        let manual = try XCTUnwrap(document.cases.first { $0.strategy == "manual" && $0.depth == 4 })
        XCTAssertEqual(manual.samples.count, 12)
        let ratio = try XCTUnwrap(manual.ratio)
        XCTAssertEqual(ratio.layouts?.count, 3)
        XCTAssertEqual(ratio.layoutRange?.lower ?? 0, 0.805, accuracy: 1e-9)
        XCTAssertEqual(ratio.layoutRange?.upper ?? 0, 1.065, accuracy: 1e-9)
        XCTAssertEqual(ratio.verdict, .layoutDependent)
        XCTAssertEqual(ratio.ratiosByLayout()[1], [1.05, 1.07, 1.06, 1.08])
        // Counts are the first layout's.
        XCTAssertEqual(manual.counts["retains"], 24)
    }

    func testTheStrategyLineCountsLayoutsAndCounts() throws {
        let slower = Self.merged([[1.10, 1.12, 1.11, 1.13], [1.20, 1.22, 1.21, 1.19]])
        let summary = try XCTUnwrap(StrategySummary.all(slower).first)
        XCTAssertEqual(summary.strategy, "manual")
        XCTAssertEqual(summary.standings, [.slower, .slower])
        XCTAssertEqual(summary.verdict, .slower)
        XCTAssertEqual(summary.caseVerdicts, [.slower: 2])
        XCTAssertEqual(summary.line(), "manual vs if-else: instructions ×0.80, +0 allocations, retains ×0.60, releases ×0.60; "
            + "time slower in 2 of 2 layouts: slower (geometric mean of 2 cases; per case: 2 slower)")

        let mixed = try XCTUnwrap(StrategySummary.all(Self.merged([[1.10, 1.12, 1.11, 1.13], [0.99, 1.0, 1.01, 1.0],
                                                                   [1.10, 1.11, 1.12, 1.13]])).first)
        XCTAssertEqual(mixed.verdict, .layoutDependent)
        XCTAssertTrue(mixed.line().contains("time slower in 2 of 3 layouts, same in 1: layout-dependent"), mixed.line())
    }

    func testACountOfZeroInSomeCaseGivesTheRatioOfTheSums() throws {
        // Before: a strategy without retains in one case got a summed difference ("-50164 retains").
        var document = Self.layout([0.80, 0.82, 0.81, 0.79])
        let index = try XCTUnwrap(document.cases.firstIndex { $0.strategy == "manual" && $0.depth == 4 })
        document.cases[index].counts["retains"] = 0
        document.cases[index].counts["releases"] = 0
        let summary = try XCTUnwrap(StrategySummary.all(document).first)
        // manual 0 + 96 against if-else 40 + 160; allocations are 0 on both sides: a difference.
        XCTAssertEqual(summary.change(ARCCounter.retains), .ratio(96.0 / 200.0))
        XCTAssertEqual(summary.change(AllocationCounting.allocations), .difference(0))
        XCTAssertTrue(summary.line().contains("retains ×0.48"), summary.line())
    }

    func testASummaryOfOneCaseStandsAsThatCaseInEveryLayout() throws {
        // Before: the summary bootstrapped every layout with the run's seed, the layouts their cases with
        // seed + i, so one case read "slower in 4 of 4 layouts" beside its own "layout-dependent".
        // 15 rounds a layout: with 5, any bootstrap interval of the median is the sample's range.
        func rounds(_ layout: Int) -> [Double] {
            (0..<15).map { (round: Int) -> Double in
                let step = (round * 7 + layout * 3) % 11
                return 1.0 + 0.004 * Double(step)
            }
        }
        let ratios = [rounds(0), rounds(1), rounds(2)]
        let parts = ratios.enumerated().map { Self.layout($1, seed: 1 + UInt64($0)) }
        let records = LayoutPlacement.placements(count: parts.count, seed: 1).map {
            LayoutRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1)
        }
        var document = ResultsDocument.merging(parts, records: records, settings: MeasurementSettings(), environment: Self.environment,
                                               instructions: nil, elapsedSeconds: 2)
        document.cases.removeAll { $0.depth != 4 }
        let layouts = try XCTUnwrap(document.cases.first { $0.strategy == "manual" }?.ratio?.layouts)
        let summary = try XCTUnwrap(StrategySummary.all(document).first)
        XCTAssertEqual(summary.intervals, layouts.map { $0.interval })
        XCTAssertEqual(summary.standings, layouts.map { Standing($0.interval, band: TimeVerdict.sameTolerance) })
        // The run's seed alone gives other intervals for layouts 2 and 3: what the summary used to show.
        let runSeedOnly = (1..<3).map { Statistics.bootstrapMedianInterval(ratios[$0], seed: 1) }
        XCTAssertNotEqual(runSeedOnly, Array(summary.intervals[1...]))
    }

    func testHeadlinesArePerSeriesAndTheQuadraticSeriesStandApart() throws {
        // Before: counts were summed over every case, so a fan-in all series (40x the reference's
        // instructions at its deepest) made the headline "+75% instructions" for a ×0.98-1.17 strategy.
        var document = Self.layout([0.80, 0.82, 0.81, 0.79])
        let wide = document.cases.map { result -> CaseResult in
            var copy = result
            copy.series = "wide"
            copy.name += "/fanin:all"
            copy.scenario += " fan-in=all"
            if copy.strategy == "manual" { copy.counts["instructions"] = copy.counts["instructions"].map { $0 * 50 } }
            return copy
        }
        var tall = document.cases.map { result -> CaseResult in
            var copy = result
            copy.series = "tall"
            copy.name += "/tall"
            copy.scenario += " seed=9"
            if copy.strategy == "manual" { copy.counts["instructions"] = copy.counts["instructions"].map { $0 * 5 / 4 } }
            return copy
        }
        tall.sort { $0.depth < $1.depth }
        document.cases += wide + tall
        XCTAssertEqual(document.quadraticSeries, ["wide"])
        let lines = ResultsReport.verdictLines(document)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("manual vs if-else: instructions ×0.80–1.00 over 2 series, +0 allocations"), lines[0])
        XCTAssertTrue(lines[0].contains("geometric mean of 4 cases"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("  wide, apart (fan-in all: O(N²) list reads): manual vs if-else: instructions ×40.00"), lines[1])
    }

    func testAVersion2FileIsReadAsOneLayoutWithVerdicts() throws {
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
        XCTAssertEqual(loaded.layoutCount, 1)
        XCTAssertEqual(loaded.cases.compactMap(\.ratio?.verdict), [.faster, .faster])
    }

    func testTheRatioChartShowsTheLayoutRangeAndTheVerdictAndEndsAtTheDeepestDepth() throws {
        let document = Self.merged([[1.10, 1.12, 1.11, 1.13], [1.20, 1.22, 1.21, 1.19]])
        let chart = ResultsCharts.ratio(document, series: "s")
        let line = try XCTUnwrap(chart.lines.first)
        XCTAssertEqual(line.legendNote, "slower")
        for point in line.band {
            XCTAssertEqual(point.lower, 1.115, accuracy: 1e-9)
            XCTAssertEqual(point.upper, 1.205, accuracy: 1e-9)
        }
        let svg = chart.svg
        XCTAssertTrue(svg.contains("<polygon"))
        XCTAssertTrue(svg.contains(">manual: slower</text>"))
        XCTAssertNoThrow(try XMLDocument(xmlString: svg))
        // Depths 4 and 16: the x axis ends at 16 (no tick beyond it, none at 100).
        XCTAssertFalse(svg.contains(">100</text>"))
        XCTAssertEqual(ResultsCharts.perView(document, series: "s").lines.first { $0.name == "if-else" }?.legendNote, "reference")
    }

    func testTickLabelsShareOneFormat() {
        XCTAssertEqual(SVGChart.labels([0.5, 1, 1.5]), ["0.5", "1.0", "1.5"])
        XCTAssertEqual(SVGChart.labels([1, 10, 100, 1000, 10000]), ["1", "10", "100", "1000", "10000"])
        XCTAssertEqual(SVGChart.labels([0.96, 0.98, 1, 1.02]), ["0.96", "0.98", "1.00", "1.02"])
    }

    func testPlacementsDifferPerLayoutAndRepeatPerSeed() {
        let placements = LayoutPlacement.placements(count: 5, seed: 1)
        XCTAssertEqual(placements, LayoutPlacement.placements(count: 5, seed: 1))
        XCTAssertEqual(Set(placements.map(\.stackOffsetBytes)).count, 5)
        XCTAssertTrue(placements.allSatisfy { $0.stackOffsetBytes % 16 == 0 && (0...4095).contains($0.environmentPaddingBytes) })
        let environment = placements[2].childEnvironment(["PATH": "/bin"])
        XCTAssertEqual(environment[AddressRandomization.keepVariable], "1")
        XCTAssertEqual(environment[LayoutPlacement.paddingVariable]?.count, placements[2].environmentPaddingBytes)
        XCTAssertEqual(placements[0].withStackOffset { 42 }, 42)
    }
}
