import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What more placements would do for a run's unclear time verdicts: at each unclear ratio's centre and
/// spread in this run, the placements at which its interval would decide it with 80% power
/// (`PlacementAdvice`), in three groups (by twice the placements, by four times, not by four times).
/// A projection from this run's spreads, which a busier or quieter hour changes; never a verdict.
struct UndecidedAdvice: Equatable {
    /// The ratios with an interval, and those of them whose verdict is unclear.
    var ratios = 0, unclear = 0
    /// The placements the run took.
    var placements: Int
    /// Unclear ratios decided with 80% power by twice the placements, by four times (and not twice),
    /// and not by four times.
    var byTwice = 0, byFourTimes = 0, notByFourTimes = 0
    /// Unclear ratios that only relinking decides: the one-binary allowance keeps them wide at any count.
    var needRelinking = 0

    /// The advice for `ratios` over `placements`, each interval widened by `allowance`.
    init(_ ratios: [RatioSummary], placements: Int, allowance: Double) {
        self.placements = placements
        for ratio in ratios where ratio.interval != nil {
            self.ratios += 1
            guard ratio.verdict == .unclear else { continue }
            unclear += 1
            let estimate = PlacementEstimate(ratio.placementRatios.map(\.median), allowance: allowance)
            let precision = PlacementPrecision(spread: estimate.logSpread, allowance: allowance, placements: estimate.placements)
            switch PlacementAdvice(logChange: log(estimate.center), band: TimeVerdict.sameTolerance, precision: precision) {
            case .needsRelinking: needRelinking += 1
            case .placements(let count) where count <= 2 * placements: byTwice += 1
            case .placements(let count) where count <= 4 * placements: byFourTimes += 1
            case .placements: notByFourTimes += 1
            }
        }
    }

    /// The advice for every ratio of `document`; nil below the placements of an interval.
    init?(_ document: ResultsDocument) {
        guard let placements = document.placements, placements.count >= PlacementEstimate.minimumPlacements else { return nil }
        self.init(document.cases.compactMap(\.ratio), placements: placements.count, allowance: document.intervalAllowance)
    }

    /// "Unclear: 58 of 185 ratios' time verdicts. …"; nil when every verdict is decided.
    var line: String? {
        guard unclear > 0 else { return nil }
        var groups = ["\(byTwice) would be decided by \(2 * placements) placements (`--placements \(2 * placements)`)",
                      "\(byFourTimes) more by \(4 * placements)",
                      "\(notByFourTimes) not by \(4 * placements) (centred near the ±\(fixed(TimeVerdict.sameTolerance * 100, 0))% band's edge, or wide)"]
        if needRelinking > 0 { groups.append("\(needRelinking) only relinked (`--function-orders each`)") }
        return "Unclear: \(unclear) of \(ratios) ratios' time verdicts. At their centres and spreads in this run (80% power): "
            + groups.joined(separator: ", ") + ". A busy host widens the spreads: run again when it is quiet, `merge` runs, "
            + "or read the counts, the same on every host."
    }
}
