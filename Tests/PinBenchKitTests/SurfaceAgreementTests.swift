import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// Every surface of one results file says the same time verdict for every ratio and strategy: the
/// text table's marks, the Markdown and HTML case tables, the CSV, the Google Benchmark labels, the
/// strategy lines, the chart legends, the crossovers and `merge`'s verdict on the file's one host.
/// (Issue 43: the run table marked `[1.13>]`, the chart legend said "slower" and the PR256 page "no
/// time finding", all from one file.)
final class SurfaceAgreementTests: XCTestCase {
    private static let depths = [4, 16, 64]
    /// Each strategy's per-placement ratio around its centre: slower, faster, same, and one whose
    /// placements disagree (unclear).
    private static let strategies: [(name: String, ratio: @Sendable (Int) -> Double)] = [
        ("slower-one", { 1.10 + 0.003 * Double($0 % 3) }),
        ("faster-one", { 0.90 - 0.003 * Double($0 % 3) }),
        ("same-one", { 1.0 + 0.002 * Double($0 % 2) }),
        ("unclear-one", { $0 % 2 == 0 ? 1.12 : 0.93 }),
    ]

    /// Six placements of three rounds of if-else and the strategies above at three depths, merged as
    /// `run` merges its placements.
    private static func document() -> ResultsDocument {
        let environment = EnvironmentInfo(date: "2026-12-04T00:00:00Z", hostName: "h", cpuModel: "cpu", cpuMHz: 2600, cores: 2, kernel: "6.1",
                                          swiftVersion: "6.3.1", buildConfiguration: "release", gitCommit: "abc", gitDirty: false,
                                          commandLine: "pin-bench run", loadAverage: [0, 0, 0])
        let placements = (0..<6).map { placement -> ResultsDocument in
            var cases: [CaseResult] = []
            for depth in depths {
                let scenario = Scenario(depth: depth)
                let reference = (0..<3).map { 100.0 * Double(depth) * (1 + 0.001 * Double($0)) }
                func result(_ strategy: String, _ samples: [Double], ratio: RatioSummary?) -> CaseResult {
                    CaseResult(name: BenchmarkCase.name(strategy: strategy, scenario: scenario), strategy: StrategyName(strategy), series: SeriesID(label: "s"),
                               scenario: ScenarioKey(scenario), depth: depth, passesPerSample: 1, samples: samples, rawSamples: samples,
                               cpuSamples: samples, stats: SampleSummary(samples), nanosecondsPerView: Statistics.median(samples) / Double(depth),
                               ratio: ratio, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
                }
                cases.append(result(IfElseStrategy.name, reference, ratio: nil))
                for (name, ratio) in strategies {
                    let ratios = (0..<3).map { ratio(placement) * (1 + 0.001 * Double($0)) }
                    cases.append(result(name, zip(reference, ratios).map { $0 * $1 },
                                        ratio: RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: ratios, seed: 1)))
                }
            }
            return ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: cases, resets: [], complexity: [],
                                   crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        }
        let records = ProcessPlacement.placements(count: placements.count, seed: 1).map {
            PlacementRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1, linkSeed: UInt64($0.index + 1))
        }
        return ResultsDocument.merging(placements, records: records, prepared: [], settings: MeasurementSettings(), environment: environment,
                                       instructions: nil, elapsedSeconds: 6)
    }

    func testEverySurfaceSaysTheSameVerdict() throws {
        let document = Self.document()
        let ratioCases = document.cases.filter { $0.ratio != nil }
        XCTAssertEqual(Set(ratioCases.compactMap(\.ratio?.verdict)), [.slower, .faster, .same, .unclear], "the file has every verdict")

        let table = ResultsReport.table(document)
        let markdown = ResultsReport.markdown(document)
        let csv = ResultsReport.csv(document).split(separator: "\n").map(String.init)
        let html = ResultsHTML.render(document)
        let gbench = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try GoogleBenchmarkJSON.render(document).utf8)) as? [String: Any])
        let labels = Dictionary((gbench["benchmarks"] as? [[String: Any]] ?? []).compactMap { row -> (String, String)? in
            guard let name = row["run_name"] as? String, let label = row["label"] as? String else { return nil }
            return (name, label)
        }, uniquingKeysWith: { first, _ in first })
        let verdictColumn = try XCTUnwrap(csv[0].split(separator: ",").firstIndex(of: "verdict"))
        let host = try XCTUnwrap(HostPool([("one.json", document)]).verdicts)

        for result in ratioCases {
            let ratio = try XCTUnwrap(result.ratio)
            let verdict = ratio.verdict
            XCTAssertEqual(verdict, TimeVerdict(ratio.interval), "\(result.name): the file's verdict is the interval's")
            let cell = "\(significant(result.nanosecondsPerView)) [\(fixed(ratio.median, 2))\(verdict.mark)]"
            XCTAssertTrue(table.contains(cell), "\(result.name): the text table's cell \(cell)")
            let markdownRow = try XCTUnwrap(markdown.split(separator: "\n").first { $0.hasPrefix("| \(result.name) |") })
            XCTAssertTrue(markdownRow.contains("| \(verdict.rawValue) |"), "\(result.name): \(markdownRow)")
            let csvRow = try XCTUnwrap(csv.first { $0.hasPrefix(result.name + ",") })
            XCTAssertEqual(csvRow.split(separator: ",", omittingEmptySubsequences: false)[verdictColumn], Substring(verdict.rawValue), result.name)
            XCTAssertEqual(labels[result.name], "\(verdict.rawValue) vs \(IfElseStrategy.name)", result.name)
            let htmlName = result.name.split(separator: "/").map { "<span>\($0)</span>" }.joined(separator: "/<wbr/>")
            let htmlRow = try XCTUnwrap(html.components(separatedBy: "<tr class=\"case\">").first { $0.contains(">\(htmlName)</td>") })
            XCTAssertTrue(htmlRow.contains("<small class=\"verdict-\(verdict.rawValue)\">\(verdict.rawValue)</small></td>"), "\(result.name): the HTML row")
            let pooled = try XCTUnwrap(host.first { $0.caseName == result.name })
            XCTAssertEqual(pooled.hosts.map(\.verdict), [verdict], "\(result.name): merge's verdict on the file's host")
            XCTAssertEqual(pooled.agreement == .holds, verdict.isDecided, result.name)
        }

        let summaries = StrategySummary.all(document, series: SeriesID(label: "s"))
        let ratioChart = ResultsCharts.ratio(document, series: SeriesID(label: "s"))
        let legends = ratioChart.lines + ratioChart.apartLines
        let lines = ResultsReport.verdictLines(document)
        for summary in summaries {
            let cases = ratioCases.filter { $0.strategy == summary.strategy }
            XCTAssertEqual(summary.caseVerdicts, Dictionary(grouping: cases.map { $0.ratio!.verdict }, by: { $0 }).mapValues(\.count))
            if Set(cases.map { $0.ratio!.verdict }).count == 1 {
                XCTAssertEqual(summary.verdict, cases[0].ratio!.verdict, "\(summary.strategy): cases that agree make the aggregate's verdict")
            }
            let deepestCase = try XCTUnwrap(cases.max { $0.depth < $1.depth })
            XCTAssertEqual(legends.first { $0.name == summary.strategy.rawValue }?.legendNote, deepestCase.ratio!.verdict.rawValue,
                           "\(summary.strategy): the legend gives the verdict at the deepest depth, as the crossover line does")
            let line = try XCTUnwrap(lines.first { $0.hasPrefix("\(summary.strategy) vs ") })
            XCTAssertTrue(line.contains("time \(summary.time.text): \(summary.verdict.rawValue) ("), line)
            XCTAssertTrue(markdown.contains("- " + line), "\(summary.strategy): latest.md's verdict section")
            XCTAssertTrue(html.contains("<tr class=\"summary\"><td>\(summary.strategy)</td><td>all 1</td>"
                + "<td class=\"verdict-\(summary.verdict.rawValue)\">\(summary.verdict.rawValue)</td>"
                + "<td class=\"num\">×\(fixed(summary.time.center, 2))</td>"), "\(summary.strategy): the HTML summary table")
            let deepest = try XCTUnwrap(cases.max { $0.depth < $1.depth })
            if let crossover = document.crossovers.first(where: { $0.crossover.strategy == summary.strategy }) {
                XCTAssertEqual(crossover.crossover.atDeepest, deepest.ratio!.verdict, "\(summary.strategy): the crossover line")
            }
        }
    }
}
