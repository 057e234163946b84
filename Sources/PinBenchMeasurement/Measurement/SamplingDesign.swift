import PinBenchKit
import PinBenchSystem

/// Sequential sampling for `run --precision`: how many rounds a scenario gets in each placement, and
/// why it stopped (the verdict is over the placements).
/// Rounds are taken up to fixed looks; at each look every ratio gets the distribution-free interval of
/// its median at level 1 − α/K (K looks), and the scenario stops once every ratio is settled, at the
/// last look, or when its budget is spent. Spending α/K per look keeps a 95% coverage whatever the
/// stopping (Bonferroni). A scenario that affords fewer rounds (priced by a discarded pilot round) gets
/// fewer looks (`fitting(rounds:)`).
package struct SamplingDesign: Sendable, Equatable {
    /// The round counts at which intervals are checked; the last is the most rounds a scenario gets.
    package let looks: [Int]
    /// 1 − the coverage of the reported intervals, over all looks together.
    package let alpha: Double

    /// The design `run` uses: 95% over six looks, each at 99.17%.
    package static let standard = SamplingDesign(looks: [8, 12, 16, 24, 32, 48], alpha: 0.05)

    /// `--max-time`'s default precision: ±1%, half the verdict's ±2% band.
    package static let defaultPrecision = 0.01

    /// `--precision`'s default budget per scenario, about fixed rounds' time.
    package static let defaultSecondsPerScenario = 1.5

    /// A design looking at `looks` rounds, increasing.
    package init(looks: [Int], alpha: Double) {
        precondition(!looks.isEmpty && looks[0] > 0 && zip(looks, looks.dropFirst()).allSatisfy { $0 < $1 }, "increasing looks")
        self.looks = looks
        self.alpha = alpha
    }

    /// The design for a scenario that affords `rounds`: the looks below it and one at it.
    func fitting(rounds: Int) -> SamplingDesign {
        let last = min(max(rounds, Statistics.fewestValuesForMedianInterval(confidence: 1 - alpha)), looks.last!)
        var kept = looks.filter { $0 < last } + [last]
        while kept.count > 1 && kept[0] < Statistics.fewestValuesForMedianInterval(confidence: 1 - alpha / Double(kept.count)) {
            kept.removeFirst()
        }
        return SamplingDesign(looks: kept, alpha: alpha)
    }

    /// The confidence of each look's intervals.
    var perLookConfidence: Double { LookSpending(looks: looks.count).confidence(keeping: 1 - alpha) }

    /// A look's interval of the median of `ratios`; nil while there are too few ratios.
    package func interval(_ ratios: [Double]) -> Statistics.Interval? {
        Statistics.medianOrderInterval(ratios, confidence: perLookConfidence)
    }

    /// What follows a look.
    package enum Step: Equatable, Sendable {
        /// Take rounds until there are this many, then look again.
        case continueTo(Int)
        case stop(StopReason)
    }

    /// Stop when every ratio settled, at the last look, or when the next chunk overruns the budget.
    package func step(atLook look: Int, ratios: [[Double]], precision: Double,
                     secondsSpent: Double, allowanceSeconds: Double) -> Step {
        precondition(looks.contains(look), "a look of the design")
        if ratios.allSatisfy({ isSettled($0, precision: precision) }) { return .stop(.settled) }
        guard let next = looks.first(where: { $0 > look }) else { return .stop(.maximumRounds) }
        if secondsSpent + secondsSpent / Double(look) * Double(next - look) > allowanceSeconds { return .stop(.timeBudget) }
        return .continueTo(next)
    }

    /// Whether the interval is within ±`precision` or already decides the ±2% verdict.
    func isSettled(_ ratios: [Double], precision: Double) -> Bool {
        guard let interval = interval(ratios) else { return false }
        return SamplingRecord.halfWidth(interval, median: Statistics.median(ratios)) <= precision
            || Standing(interval, band: TimeVerdict.sameTolerance) != .unclear
    }
}

/// Why a scenario's rounds stopped.
package enum StopReason: String, Codable, Sendable, CaseIterable {
    /// Exactly the rounds asked for (`--rounds N`, or no precision target).
    case fixedRounds = "fixed-rounds"
    /// Every ratio reached the target precision or decided its standing.
    case settled
    /// The last look came first: some ratio neither reached the precision nor decided its standing.
    case maximumRounds = "maximum-rounds"
    /// The scenario's share of the time budget was spent before every ratio settled.
    case timeBudget = "time-budget"
    /// The scenario has no ratio to decide (no reference among its strategies): the first look's rounds.
    case noRatio = "no-ratio"

}

/// How a case's rounds were decided; nil after fixed rounds.
package struct SamplingRecord: Codable, Sendable, Equatable {
    package var stop: StopReason
    /// The target relative half-width (`--precision`); nil in older `check --extra-rounds` files.
    package var precision: Double?
    /// The level of the stopping look's interval (1 − α/K); 95% over all looks.
    var perLookConfidence: Double
    /// The rounds the scenario was looked at (nil in older files).
    package var looks: [Int]?

    package init(stop: StopReason, precision: Double?, perLookConfidence: Double, looks: [Int]? = nil) {
        self.stop = stop
        self.precision = precision
        self.perLookConfidence = perLookConfidence
        self.looks = looks
    }

    /// An interval's half-width relative to the median it surrounds.
    package static func halfWidth(_ interval: Statistics.Interval, median: Double) -> Double {
        (interval.upper - interval.lower) / 2 / median
    }
}
