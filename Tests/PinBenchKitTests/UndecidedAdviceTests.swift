import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// A run's unclear time verdicts, grouped by the placements that would decide them with 80% power at
/// their centres and spreads: by twice the run's, by four times, or not by four times.
final class UndecidedAdviceTests: XCTestCase {
    /// 16 placements alternating centre · e^±d, d chosen so that the log standard deviation is `spread`.
    private func ratio(centre: Double, spread: Double, allowance: Double = 0) -> RatioSummary {
        let step = spread / (16.0 / 15.0).squareRoot()
        let medians = (0..<16).map { centre * exp($0.isMultiple(of: 2) ? step : -step) }
        let placements = medians.map { PlacementRatio(median: $0, interval: Statistics.Interval(lower: $0, upper: $0), rounds: 3) }
        return RatioSummary(reference: StrategyName("if-else"), ratios: medians, placements: placements, allowance: allowance)
    }

    func testUnclearRatiosAreGroupedByThePlacementsThatWouldDecideThem() throws {
        let decided = ratio(centre: 1.10, spread: 0.01)
        // Half-width 2.13 · 4% / 4 = 2.13%, beyond its 2.10% from 1.02: unclear; at 31 placements 80% power.
        let soon = ratio(centre: 1.02 * exp(0.0210), spread: 0.04)
        // Within the band, too wide at 16 to say `same`; 80% power between 33 and 64 placements.
        let later = ratio(centre: 1.0, spread: 0.04)
        // On the band's edge: no count of placements decides it.
        let edge = ratio(centre: 1.02, spread: 0.02)
        XCTAssertEqual(decided.verdict, .slower)
        for unclear in [soon, later, edge] { XCTAssertEqual(unclear.verdict, .unclear) }

        let advice = UndecidedAdvice([decided, soon, later, edge], placements: 16, allowance: 0)
        XCTAssertEqual([advice.ratios, advice.unclear, advice.byTwice, advice.byFourTimes, advice.notByFourTimes, advice.needRelinking],
                       [4, 3, 1, 1, 1, 0])
        let line = try XCTUnwrap(advice.line)
        XCTAssertTrue(line.hasPrefix("Unclear: 3 of 4 ratios' time verdicts. At their centres and spreads in this run (80% power): "
            + "1 would be decided by 32 placements (`--placements 32`), 1 more by 64, 1 not by 64"), line)
        XCTAssertNil(UndecidedAdvice([decided], placements: 16, allowance: 0).line, "nothing unclear, nothing said")
    }

    /// With one binary's allowance, a ratio whose allowance alone keeps it undecided needs relinking.
    func testARatioTheAllowanceKeepsUndecidedNeedsRelinking() {
        let allowance = FunctionOrderAllowance.logStandardDeviation
        let oneBinary = ratio(centre: 1.10, spread: 0.01, allowance: allowance)
        XCTAssertEqual(oneBinary.verdict, .unclear)
        let advice = UndecidedAdvice([oneBinary], placements: 16, allowance: allowance)
        XCTAssertEqual([advice.unclear, advice.needRelinking], [1, 1])
        XCTAssertTrue(advice.line?.contains("1 only relinked (`--function-orders each`)") == true, advice.line ?? "nil")
    }
}
