import Foundation

/// A change between two sets of placements, judged with Welch's t, widened by the allowance.
package struct PlacementChange: Sendable, Equatable {
    /// new ÷ old − 1, the centres' ratio.
    package var change: Double
    /// The 95% interval of `change`; nil with fewer than `PlacementEstimate.minimumPlacements` on a side.
    package var interval: Statistics.Interval?
    /// Welch's two-sided p-value of no change; nil with too few placements.
    package var p: Double?
    /// What the interval is made of (for the advice when it decides nothing); nil with too few placements.
    package var precision: PlacementPrecision?

    /// The change from `old` to `new` placement values, widened by `allowance`.
    package init(old: [Double], new: [Double], allowance: Double) {
        let before = PlacementEstimate(old)
        let after = PlacementEstimate(new)
        change = after.center / before.center - 1
        guard min(old.count, new.count) >= PlacementEstimate.minimumPlacements else { return }
        let difference = log(after.center / before.center)
        let (oldPart, newPart) = (before.logSpread * before.logSpread / Double(old.count), after.logSpread * after.logSpread / Double(new.count))
        let standardError = (oldPart + newPart + allowance * allowance).squareRoot()
        // Satterthwaite's degrees of freedom of the two spreads and the known allowance; both spreads 0: the pooled count.
        let degrees = PlacementEstimate.degreesOfFreedom([(oldPart, Double(old.count - 1)), (newPart, Double(new.count - 1))],
                                                         allowance: allowance, otherwise: Double(old.count + new.count - 2))
        precision = PlacementPrecision(spread: (before.logSpread * before.logSpread + after.logSpread * after.logSpread).squareRoot(),
                                       allowance: allowance, placements: min(old.count, new.count))
        guard standardError > 0 else {
            interval = Statistics.Interval(lower: change, upper: change)
            p = difference == 0 ? 1 : 0
            return
        }
        p = StudentT.twoSidedP(difference / standardError, degreesOfFreedom: degrees)
        let half = StudentT.quantile((1 + PlacementEstimate.confidence) / 2, degreesOfFreedom: degrees) * standardError
        interval = Statistics.Interval(lower: exp(difference - half) - 1, upper: exp(difference + half) - 1)
    }
}
