import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// The one standing rule (`Standing`): its edges, and that the run table, the layout tallies, the
/// crossovers, the gate and `ab` read one interval the same way.
final class StandingTests: XCTestCase {
    private func interval(_ lower: Double, _ upper: Double) -> Statistics.Interval {
        Statistics.Interval(lower: lower, upper: upper)
    }

    func testEdgesOfTheBand() {
        XCTAssertEqual(Standing(interval(0.98, 1.02), band: 0.02), .same, "the band's bounds are inside")
        XCTAssertEqual(Standing(interval(0.979_999, 0.99), band: 0.02), .unclear, "reaching across 0.98")
        XCTAssertEqual(Standing(interval(0.90, 0.98), band: 0.02), .unclear, "touching 0.98 from below is not wholly beyond")
        XCTAssertEqual(Standing(interval(0.90, 0.979_999), band: 0.02), .faster)
        XCTAssertEqual(Standing(interval(1.02, 1.10), band: 0.02), .unclear)
        XCTAssertEqual(Standing(interval(1.020_001, 1.10), band: 0.02), .slower)
        XCTAssertEqual(Standing(interval(0.90, 1.10), band: 0.02), .unclear)
        XCTAssertEqual(Standing(interval(0.995, 1.005), band: 0), .unclear, "band 0: only excluding 1 decides")
        XCTAssertEqual(Standing(interval(0.9, 0.999), band: 0), .faster)
        XCTAssertEqual(Standing(interval(1, 1), band: 0), .same)
        XCTAssertEqual(Standing(change: interval(0.051, 0.08), band: 0.05), .slower, "a change's interval, read as 1 + change")
        XCTAssertEqual(Standing(change: interval(-0.08, -0.051), band: 0.05), .faster)
        XCTAssertEqual(Standing(change: interval(0.04, 0.08), band: 0.05), .unclear)
    }

    /// Issue 23's case: a ratio of 0.99 with interval [0.985, 0.995] showed "=" in the run table while
    /// the crossover line called it faster.
    func testOnePercentFasterWithinTheBandIsSameEverywhere() {
        let narrow = interval(0.985, 0.995)
        XCTAssertEqual(TimeVerdict(narrow), .same, "run table")
        var ratio = RatioSummary(reference: StrategyName("ref"), ratios: [0.99], seed: 1)
        ratio.interval = narrow
        XCTAssertEqual(Crossover.find(strategy: StrategyName("s"), reference: StrategyName("ref"), [(depth: 4, median: ratio.median, interval: ratio.interval)])?.atDeepest, .same)
        // The gate and ab at the same band: the change's interval −1.5%…−0.5% is unchanged, not an improvement.
        var settings = GateSettings()
        settings.timeThreshold = TimeVerdict.sameTolerance
        var figure = FigureComparison(old: 1, new: 0.99, relativeChange: -0.01, p: 1e-9, change: .unchanged, counts: true,
                                      threshold: TimeVerdict.sameTolerance)
        figure.changeInterval = interval(-0.015, -0.005)
        XCTAssertEqual(figure.standing(settings), .same)
        Gate.decide(&figure, p: 1e-9, settings)
        XCTAssertEqual(figure.change, .unchanged)
    }

    func testAFileBeforeTheRuleReadsIndistinguishableAsUnclear() throws {
        let json = #"{"strategy":"s","reference":"ref","atDeepest":"indistinguishable"}"#
        let crossover = try JSONDecoder().decode(Crossover.self, from: Data(json.utf8))
        XCTAssertEqual(crossover.atDeepest, .unclear)
        XCTAssertNil(crossover.depth)
    }
}
