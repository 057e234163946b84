import Foundation

/// What an interval over placements is made of, for the advice on a figure it leaves undecided: the
/// standard error is √(spread² / K + allowance²), of which more placements shrink only the first part.
package struct PlacementPrecision: Codable, Sendable, Equatable {
    /// The standard deviation of one placement's log value (for a change between two sets of
    /// placements, √(s_old² + s_new²): both sides taken at K placements each).
    package var spread: Double
    /// The function-order allowance (log scale), which no count of placements shrinks.
    package var allowance: Double
    /// The placements (per side) the interval is over now.
    package var placements: Int

    package init(spread: Double, allowance: Double, placements: Int) {
        self.spread = spread
        self.allowance = allowance
        self.placements = placements
    }
}

/// How an undecided figure could be decided, by a power calculation: the fewest placements (per side)
/// at which the 95% interval of a figure with this centre, spread and allowance lands wholly within
/// ± the band (centre inside it) or wholly beyond it (centre outside) with probability `power`, the
/// spread being estimated (Student's t with the interval's degrees of freedom, `PlacementEstimate.
/// degreesOfFreedom`, on both the interval and the distance). When the allowance alone keeps that probability below `power` at any count, only
/// placements relinked in their own function orders (`--function-orders each`, allowance 0) can.
package enum PlacementAdvice: Codable, Sendable, Equatable {
    /// About this many placements per side (at most `maximumPlacements`).
    case placements(Int)
    /// No count of placements of these binaries decides it: their function-order allowance alone
    /// makes the interval too wide for the room between the centre and the band's edge.
    case needsRelinking

    /// The power the advice is computed for.
    package static let power = 0.8
    /// The most placements advised: a centre on the band's edge needs an unbounded count.
    static let maximumPlacements = 1_000

    /// The advice for a figure whose centre is `logChange` (log of new ÷ old, or of a ratio) against
    /// ± `band` (relative), measured with `precision`.
    package init(logChange: Double, band: Double, precision: PlacementPrecision) {
        let most = PlacementEstimate.maximumDegreesOfFreedom
        if precision.allowance > 0,
           Self.probability(logChange: logChange, band: band, spread: 0, allowance: precision.allowance, degrees: most) < Self.power,
           Self.probability(logChange: logChange, band: band, spread: 0, allowance: 0, degrees: most) >= Self.power {
            self = .needsRelinking
            return
        }
        let first = max(precision.placements + 1, PlacementEstimate.minimumPlacements)
        let count = (first..<Self.maximumPlacements).first { placements in
            let spread = precision.spread / Double(placements).squareRoot()
            let degrees = PlacementEstimate.degreesOfFreedom([(spread * spread, Double(placements - 1))], allowance: precision.allowance,
                                                             otherwise: Double(placements - 1))
            return Self.probability(logChange: logChange, band: band, spread: spread, allowance: precision.allowance,
                                    degrees: degrees) >= Self.power
        }
        self = .placements(count ?? Self.maximumPlacements)
    }

    /// The probability that an interval of standard error √(spread² + allowance²) around an estimate
    /// of true centre `logChange` decides it against ± `band`: lies wholly within the band when the
    /// centre does, wholly beyond the edge the centre is past otherwise.
    static func probability(logChange: Double, band: Double, spread: Double, allowance: Double, degrees: Double) -> Double {
        let error = (spread * spread + allowance * allowance).squareRoot()
        let (lower, upper) = (log(1 - band), log(1 + band))
        guard error > 0 else { return logChange == lower || logChange == upper ? 0.5 : 1 }
        let critical = StudentT.quantile((1 + PlacementEstimate.confidence) / 2, degreesOfFreedom: degrees)
        func below(_ z: Double) -> Double { StudentT.cdf(z, degreesOfFreedom: degrees) }
        if logChange > upper { return below((logChange - upper) / error - critical) }
        if logChange < lower { return below((lower - logChange) / error - critical) }
        return max(0, below((upper - logChange) / error - critical) - below((lower - logChange) / error + critical))
    }
}
