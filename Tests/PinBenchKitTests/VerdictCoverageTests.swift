import Foundation
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// Issue 58: every interval a verdict or a "95%" label uses, simulated with known truth (seeded, so
/// each figure is the same on every run), covers within 93–97%; the known answers come from scipy
/// (computed offline, the commands in each test); the advice on placements reaches 80% power.
final class VerdictCoverageTests: XCTestCase {
    /// Seeded draws: standard normal, and a skewed variable of mean 0 and variance 1 (a gamma of shape
    /// 4, skewness 1, as a placement's log value skewed by an occasional slow process).
    private struct Draws {
        var random: SplitMix64
        init(seed: UInt64) { random = SplitMix64(seed: seed) }
        mutating func unit() -> Double { (Double(random.next() >> 11) + 0.5) / Double(1 << 53) }
        mutating func normal() -> Double { (-2 * log(unit())).squareRoot() * cos(2 * Double.pi * unit()) }
        mutating func skewed() -> Double { ((0..<4).reduce(0.0) { sum, _ in sum - log(unit()) } - 4) / 2 }
        mutating func noise(skewed: Bool) -> Double { skewed ? self.skewed() : normal() }
    }

    private let trials = 4_000

    /// Covered fraction of `trials` intervals of the truth 1.
    private func coverage(_ make: (inout Draws) -> Statistics.Interval?, seed: UInt64) -> Double {
        var draws = Draws(seed: seed)
        var covered = 0
        for _ in 0..<trials {
            if let interval = make(&draws), interval.lower <= 1, 1 <= interval.upper { covered += 1 }
        }
        return Double(covered) / Double(trials)
    }

    /// 93–97%, as the issue asks; at 4,000 trials the binomial band of a true 95% is ±1.0% (3σ).
    private func assertCovers(_ rate: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue((0.93...0.97).contains(rate), "\(what): coverage \(rate)", file: file, line: line)
    }

    /// One binary (every placement shares its function order, drawn once per trial with the 90th
    /// percentile's spread, 8.8%) with 2% between processes: the allowance covers it at K = 4 and 16,
    /// symmetric or skewed. The root mean square (4.6%) covered about 70% there.
    func testOneBinaryIntervalsCoverAtTheNinetiethPercentileOrderSpread() {
        for placements in [4, 16] {
            for skewed in [false, true] {
                let rate = coverage({ draws in
                    let order = 0.088 * draws.normal()
                    let values = (0..<placements).map { _ in exp(order + 0.02 * draws.noise(skewed: skewed)) }
                    return PlacementEstimate(values, allowance: FunctionOrderAllowance.logStandardDeviation).interval
                }, seed: UInt64(placements) * 10 + (skewed ? 1 : 0))
                assertCovers(rate, "one binary, K = \(placements), skewed \(skewed)")
            }
        }
    }

    /// Each placement its own function order (5% spread between placements, no allowance): Student's
    /// interval at K = 4 and 16, symmetric or skewed.
    func testOwnOrderIntervalsCoverAtFourAndSixteenPlacements() {
        for placements in [4, 16] {
            for skewed in [false, true] {
                let rate = coverage({ draws in
                    PlacementEstimate((0..<placements).map { _ in exp(0.05 * draws.noise(skewed: skewed)) }).interval
                }, seed: UInt64(placements) * 100 + (skewed ? 1 : 0))
                assertCovers(rate, "own orders, K = \(placements), skewed \(skewed)")
            }
        }
    }

    /// `merge` of two runs of one host that relinked the same 16 seeds (5% between orders, 1.5% between
    /// processes): averaged per seed, the interval covers; pooled as 32 independent placements (what
    /// `merge` did), it covered about 85%.
    func testMergeOfTwoRunsSharingLinkSeedsCovers() {
        let seeds: [UInt64?] = (1...16).map { UInt64($0) }
        func ratio(_ values: [Double]) -> RatioSummary {
            RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: values,
                         placements: values.map { PlacementRatio(median: $0, interval: Statistics.Interval(lower: $0, upper: $0), rounds: 1) }, allowance: 0)
        }
        func pooled(seeds: [UInt64?]) -> (inout Draws) -> Statistics.Interval? {
            { draws in
                let orders = (0..<16).map { _ in 0.05 * draws.normal() }
                let runs = (0..<2).map { _ in orders.map { exp($0 + 0.015 * draws.normal()) } }
                return HostRatio(host: 1, ratios: runs.map { (ratio: ratio($0), allowance: 0.0, linkSeeds: seeds) })?.estimate.interval
            }
        }
        assertCovers(coverage(pooled(seeds: seeds), seed: 7), "two runs sharing seeds, averaged per seed")
        XCTAssertLessThan(coverage(pooled(seeds: Array(repeating: nil, count: 16)), seed: 7), 0.9,
                          "the same placements counted as independent: the interval is too narrow")
        let run = (ratio: ratio(Array(repeating: 1.1, count: 16)), allowance: 0.0, linkSeeds: seeds)
        let shared = HostRatio(host: 1, ratios: [run, run])
        XCTAssertEqual(shared?.estimate.placements, 16, "one value per function order")
        XCTAssertEqual(shared?.placements, 32)
        XCTAssertEqual(shared?.averagedSharedOrders, true)
    }

    /// An absolute time's interval over a run's placements (`ResultsDocument.merging`): the mean of the
    /// placements' medians, whose rounds share each placement's addresses (3% between placements, 1%
    /// between rounds). The bootstrap over the pooled rounds, labelled 95% before, covered far less.
    func testAbsoluteTimeIntervalsOverPlacementsCover() {
        for placements in [3, 16] {
            func rounds(_ draws: inout Draws) -> [[Double]] {
                (0..<placements).map { _ in
                    let offset = 0.03 * draws.normal()
                    return (0..<3).map { _ in exp(offset + 0.01 * draws.normal()) }
                }
            }
            let rate = coverage({ draws in
                PlacementEstimate.meanInterval(logs: rounds(&draws).map { log(Statistics.median($0)) })?.interval
            }, seed: UInt64(placements))
            assertCovers(rate, "absolute time over \(placements) placements")
            var draws = Draws(seed: UInt64(placements))
            let bootstrapped = (0..<400).filter { _ in
                let pooled = Statistics.bootstrapMedianInterval(rounds(&draws).flatMap { $0 })
                return pooled.lower <= 1 && 1 <= pooled.upper
            }.count
            XCTAssertLessThan(Double(bootstrapped) / 400, 0.9, "the pooled-round bootstrap at \(placements) placements")
        }
    }

    /// Welch's t on the placements' logarithms, against scipy 1.x:
    /// `stats.ttest_ind(log(new), log(old), equal_var=False)` gives t 4.787967, p 0.000533507, df 11.2219,
    /// and the interval exp(d ± t.ppf(0.975, df) · se) − 1; with an allowance of 0.03 the standard error
    /// is √(v₁ + v₂ + a²) and the degrees of freedom (v₁ + v₂ + a²)² / (v₁²/5 + v₂²/7) = 203.29.
    func testWelchMatchesScipy() throws {
        let old = [1.02, 0.98, 1.05, 1.01, 0.97, 1.03]
        let new = [1.10, 1.06, 1.15, 1.08, 1.12, 1.04, 1.09, 1.11]
        let plain = PlacementChange(old: old, new: new, allowance: 0)
        XCTAssertEqual(plain.change, 0.08285417813315599, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(plain.p), 0.0005335067306390268, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(plain.interval).lower, 0.04403899105208087, accuracy: 1e-8)
        XCTAssertEqual(try XCTUnwrap(plain.interval).upper, 0.12311243272516825, accuracy: 1e-8)
        let allowed = PlacementChange(old: old, new: new, allowance: 0.03)
        XCTAssertEqual(try XCTUnwrap(allowed.p), 0.021288900186266863, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(allowed.interval).lower, 0.012045690180356283, accuracy: 1e-8)
        XCTAssertEqual(try XCTUnwrap(allowed.interval).upper, 0.15861683170793284, accuracy: 1e-8)
    }

    /// scipy: `stats.beta.ppf(0.95, x + 1, n − x)`.
    func testClopperPearsonMatchesScipy() {
        XCTAssertEqual(ClopperPearson.upperBound(successes: 0, trials: 20), 0.13910834066826516, accuracy: 1e-9)
        XCTAssertEqual(ClopperPearson.upperBound(successes: 2, trials: 20), 0.28261852488586087, accuracy: 1e-9)
        XCTAssertEqual(ClopperPearson.upperBound(successes: 0, trials: 40), 0.07215752450551455, accuracy: 1e-9)
        XCTAssertEqual(ClopperPearson.upperBound(successes: 5, trials: 5), 1)
    }

    /// The share of `trials` ab-like comparisons (`placements` of log values centre `logChange`, spread
    /// `spread`, one function order's offset of `allowance`) that the gate's rule decides as the truth is.
    private func decided(logChange: Double, spread: Double, allowance: Double, placements: Int, seed: UInt64, trials: Int = 2_000) -> Double {
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        let band = settings.timeThreshold
        let truth: Change = logChange > log1p(band) ? .regression : logChange < log(1 - band) ? .improvement : .unchanged
        var draws = Draws(seed: seed)
        var right = 0
        for _ in 0..<trials {
            let order = allowance * draws.normal()
            let estimate = PlacementEstimate((0..<placements).map { _ in exp(logChange + order + spread * draws.normal()) }, allowance: allowance)
            guard let interval = estimate.interval, let p = estimate.p else { continue }
            var figure = FigureComparison(old: 1, new: estimate.center, relativeChange: estimate.center - 1, p: p, change: .inconclusive,
                                          counts: true, threshold: band)
            figure.changeInterval = Statistics.Interval(lower: interval.lower - 1, upper: interval.upper - 1)
            Gate.decide(&figure, p: p, settings)
            if figure.change == truth { right += 1 }
        }
        return Double(right) / Double(trials)
    }

    /// At the advised count the gate decides the truth in at least 80% of 2,000 trials (the binomial
    /// band at 80% is ±2.7%, 3σ: the bound asserted is 80% less it), for centres inside, beyond and
    /// near ±3%, with and without a small allowance.
    func testTheAdvisedPlacementsReachEightyPercentPower() {
        let cases: [(logChange: Double, spread: Double, allowance: Double)] = [
            (0, 0.04, 0), (0.015, 0.03, 0), (0.06, 0.04, 0), (-0.07, 0.05, 0), (0, 0.02, 0.005), (0.08, 0.03, 0.01),
        ]
        for (index, scenario) in cases.enumerated() {
            let advice = PlacementAdvice(logChange: scenario.logChange, band: 0.03,
                                         precision: PlacementPrecision(spread: scenario.spread, allowance: scenario.allowance, placements: 8))
            guard case .placements(let count) = advice else { return XCTFail("\(scenario): \(advice)") }
            XCTAssertLessThan(count, PlacementAdvice.maximumPlacements, "\(scenario)")
            let rate = decided(logChange: scenario.logChange, spread: scenario.spread, allowance: scenario.allowance, placements: count,
                               seed: UInt64(index + 1))
            XCTAssertGreaterThanOrEqual(rate, 0.8 - 0.027, "\(scenario) at \(count) placements")
        }
    }

    /// Two binaries as given (allowance √2 · 8.8%) and a centre within ±3%: no count decides it, and the
    /// advice says relink; even 1,000 placements decide it in almost no trial.
    func testAnAllowanceWiderThanTheRoomAdvisesRelinking() {
        let allowance = 2.0.squareRoot() * FunctionOrderAllowance.logStandardDeviation
        let advice = PlacementAdvice(logChange: 0, band: 0.03, precision: PlacementPrecision(spread: 0.02, allowance: allowance, placements: 24))
        XCTAssertEqual(advice, .needsRelinking)
        XCTAssertLessThan(decided(logChange: 0, spread: 0.02, allowance: allowance, placements: 1_000, seed: 9, trials: 200), 0.05)
        XCTAssertEqual(PlacementAdvice(logChange: 0, band: 0.03, precision: PlacementPrecision(spread: 0.02, allowance: 0, placements: 24)),
                       .placements(24 + 1), "relinked (no allowance), a few more placements decide it")
    }
}
