import PinBenchKit
import PinBenchSystem

/// Sequential sampling with a spending rule, for `run --precision`: how many rounds a scenario gets
/// in each placement, and why it stopped. The verdict is over the placements (`PlacementEstimate`);
/// this steers the rounds within one.
///
/// A scenario's rounds are taken in chunks up to fixed looks (`looks`: after 8, 12, 16, 24, 32 and 48
/// rounds). At each look every ratio to the reference gets the distribution-free interval of its
/// median (`Statistics.medianOrderInterval`) at level 1 − α/K, with K the number of looks; the
/// scenario stops at the first look where every ratio is settled (its half-width within the target
/// precision, or its verdict decided: `isSettled`), at the last look, or when its share of the time
/// budget is spent. Stopping because an interval is narrow is optional stopping; spending α/K at each
/// of the K looks keeps the coverage at 1 − α whatever the stopping rule (Bonferroni over the looks:
/// the chance that any look's interval misses is at most K · α/K), so the interval reported where a
/// scenario stopped is a 95% interval.
///
/// A scenario that can afford fewer rounds than the last look in its share of the budget (priced by
/// a pilot round, timed and discarded) gets the looks below what it can afford and one at it
/// (`fitting(rounds:)`): α spent over fewer looks gives each a narrower interval, and with one look
/// the design is fixed rounds at 95%.
package struct SamplingDesign: Sendable, Equatable {
    /// The round counts at which intervals are checked; the last is the most rounds a scenario gets.
    package let looks: [Int]
    /// 1 − the coverage of the reported intervals, over all looks together.
    package let alpha: Double

    /// The design `run` uses: 95% over six looks, each at 99.17%.
    package static let standard = SamplingDesign(looks: [8, 12, 16, 24, 32, 48], alpha: 0.05)

    /// `run --max-time`'s target when `--precision` is not given: every ratio's 95% interval within ±1% of its median (half the ±2%
    /// band of `TimeVerdict`, so an interval that narrow decides "same" or a change wherever the
    /// median is not within 1% of the band's edge).
    package static let defaultPrecision = 0.01

    /// `run --precision`'s time budget for the rounds when `--max-time` is not given, per scenario:
    /// about what fixed rounds of the default suite take (docs/measurement.md, "How many rounds"), so
    /// that the run takes no longer than fixed rounds, and what settles early goes to what does not.
    package static let defaultSecondsPerScenario = 1.5

    /// A design looking at `looks` rounds, increasing. A look with fewer rounds than an interval at
    /// the per-look level needs has no interval, so nothing settles there (`run`'s designs never have
    /// one).
    package init(looks: [Int], alpha: Double) {
        precondition(!looks.isEmpty && looks[0] > 0 && zip(looks, looks.dropFirst()).allSatisfy { $0 < $1 }, "increasing looks")
        self.looks = looks
        self.alpha = alpha
    }

    /// The design for a scenario that can afford `rounds` rounds: this design's looks below that and
    /// one at it — at most the last look, at least the fewest rounds a 95% interval needs — dropping
    /// early looks that would be too short for the per-look level of the looks kept.
    func fitting(rounds: Int) -> SamplingDesign {
        let last = min(max(rounds, Statistics.fewestValuesForMedianInterval(confidence: 1 - alpha)), looks.last!)
        var kept = looks.filter { $0 < last } + [last]
        while kept.count > 1 && kept[0] < Statistics.fewestValuesForMedianInterval(confidence: 1 - alpha / Double(kept.count)) {
            kept.removeFirst()
        }
        return SamplingDesign(looks: kept, alpha: alpha)
    }

    /// The confidence of each look's intervals.
    var perLookConfidence: Double { 1 - alpha / Double(looks.count) }

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

    /// The decision at `look` rounds, given each ratio's rounds so far: stop when every ratio is
    /// settled (`isSettled`), at the last look, or when the next chunk of rounds, at the pace of
    /// `secondsSpent` so far, would overrun `allowanceSeconds`; otherwise go on to the next look.
    package func step(atLook look: Int, ratios: [[Double]], precision: Double,
                     secondsSpent: Double, allowanceSeconds: Double) -> Step {
        precondition(looks.contains(look), "a look of the design")
        if ratios.allSatisfy({ isSettled($0, precision: precision) }) { return .stop(.settled) }
        guard let next = looks.first(where: { $0 > look }) else { return .stop(.maximumRounds) }
        if secondsSpent + secondsSpent / Double(look) * Double(next - look) > allowanceSeconds { return .stop(.timeBudget) }
        return .continueTo(next)
    }

    /// Whether more rounds would change nothing a reader acts on: the interval of `ratios` is within
    /// ±`precision` of their median (relative), or it already decides the verdict — wholly within
    /// the ±2% band of `TimeVerdict` ("same") or wholly beyond it (faster, slower).
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
    /// Every ratio of the scenario reached the target precision or decided its standing (`run`); in
    /// files of the former `check --extra-rounds`, every time figure against the baseline was decided.
    case settled
    /// The last look came first: some ratio neither reached the precision nor decided its standing.
    case maximumRounds = "maximum-rounds"
    /// The scenario's share of the time budget was spent before every ratio settled.
    case timeBudget = "time-budget"
    /// The scenario has no ratio to decide (no reference among its strategies): the first look's rounds.
    case noRatio = "no-ratio"

}

/// How a case's rounds were decided, stored with it: why its scenario stopped, the target, and the
/// level of each look's interval. Nil in files from fixed-round runs.
package struct SamplingRecord: Codable, Sendable, Equatable {
    package var stop: StopReason
    /// The target half-width of each ratio's interval, relative to its median (`run --precision`);
    /// nil in files of the former `check --extra-rounds`, whose rounds went on against a baseline.
    package var precision: Double?
    /// The confidence of the interval at the stopping look (1 − α/K): the ratio's reported interval
    /// is 95% over all the looks together.
    var perLookConfidence: Double
    /// The round counts the scenario's rounds were looked at (nil in files written before they were
    /// recorded).
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
