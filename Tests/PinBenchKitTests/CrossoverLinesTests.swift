@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// `run`'s crossover lines: one per series, the strategies that never cross grouped by their verdict
/// (a line per strategy and series made 24 lines of "never crosses" on the default suite).
final class CrossoverLinesTests: XCTestCase {
    func testOneLinePerSeriesWithTheNeverCrossingGrouped() {
        var document = CounterTests.document(counts: [:])
        func entry(_ series: String, _ strategy: String, _ depth: Double?, _ verdict: TimeVerdict) -> SeriesCrossover {
            SeriesCrossover(series: SeriesID(label: series), crossover: Crossover(strategy: StrategyName(strategy), reference: StrategyName(IfElseStrategy.self), depth: depth, atDeepest: verdict))
        }
        document.crossovers = [entry("a", "manual", nil, .faster), entry("a", "otherwise", nil, .slower), entry("a", "first-visible", nil, .slower),
                               entry("a", "if-needed", 300, .unclear), entry("b", "manual", nil, .faster)]
        XCTAssertEqual(ResultsReport.crossoverLines(document), [
            "Against if-else along each depth sweep (the verdict over the placements at the deepest depth, \(document.timeHost)):",
            "  a: if-needed crosses near depth 300, unclear at the deepest; never cross: faster manual; slower otherwise, first-visible",
            "  b: never cross: faster manual",
        ])
    }
}
