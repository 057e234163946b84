import Foundation

/// An interval's standard error √(spread² / K + allowance²): more placements shrink only the first.
package struct PlacementPrecision: Codable, Sendable, Equatable {
    /// The standard deviation of one placement's log value.
    package var spread: Double
    /// The function-order allowance (log scale), which no count of placements shrinks.
    package var allowance: Double
    /// The placements (per side) the interval is over now.
    package var placements: Int
    /// The interval's level (below `PlacementEstimate.confidence` nowhere; above it where looks share it).
    package var confidence = PlacementEstimate.confidence
    /// Whether the placements ran in function orders of their own (with no allowance, they did, but for
    /// `ab`'s binaries as given, whose placements differ by process alone).
    package var functionOrders = true

    package init(spread: Double, allowance: Double, placements: Int, confidence: Double = PlacementEstimate.confidence,
                 functionOrders: Bool = true) {
        self.spread = spread
        self.allowance = allowance
        self.placements = placements
        self.confidence = confidence
        self.functionOrders = functionOrders
    }
}

/// The fewest placements per side at which the interval would decide the figure with probability
/// `power`; when the allowance prevents it, only relinking can.
package enum PlacementAdvice: Codable, Sendable, Equatable {
    /// About this many placements per side (at most `maximumPlacements`).
    case placements(Int)
    /// No count of placements decides it: the allowance alone keeps the interval too wide.
    case needsRelinking

    /// The power the advice is computed for.
    package static let power = 0.8
    /// The most placements advised: a centre on the band's edge needs an unbounded count.
    static let maximumPlacements = 1_000

    /// The advice for a centre `logChange` against ± `band`, measured with `precision`.
    package init(logChange: Double, band: Double, precision: PlacementPrecision) {
        let most = PlacementEstimate.maximumDegreesOfFreedom
        if precision.allowance > 0,
           Self.probability(logChange: logChange, band: band, spread: 0, allowance: precision.allowance, degrees: most,
                             confidence: precision.confidence) < Self.power,
           Self.probability(logChange: logChange, band: band, spread: 0, allowance: 0, degrees: most,
                            confidence: precision.confidence) >= Self.power {
            self = .needsRelinking
            return
        }
        let first = max(precision.placements + 1, PlacementEstimate.minimumPlacements)
        let count = (first..<Self.maximumPlacements).first { placements in
            let spread = precision.spread / Double(placements).squareRoot()
            let degrees = PlacementEstimate.degreesOfFreedom([(spread * spread, Double(placements - 1))], allowance: precision.allowance,
                                                             otherwise: Double(placements - 1))
            return Self.probability(logChange: logChange, band: band, spread: spread, allowance: precision.allowance,
                                    degrees: degrees, confidence: precision.confidence) >= Self.power
        }
        self = .placements(count ?? Self.maximumPlacements)
    }

    /// The probability that an interval at `confidence` decides a true centre `logChange` against ± `band`.
    static func probability(logChange: Double, band: Double, spread: Double, allowance: Double, degrees: Double,
                            confidence: Double) -> Double {
        let error = (spread * spread + allowance * allowance).squareRoot()
        let (lower, upper) = (log(1 - band), log(1 + band))
        guard error > 0 else { return logChange == lower || logChange == upper ? 0.5 : 1 }
        let critical = StudentT.quantile((1 + confidence) / 2, degreesOfFreedom: degrees)
        func below(_ z: Double) -> Double { StudentT.cdf(z, degreesOfFreedom: degrees) }
        if logChange > upper { return below((logChange - upper) / error - critical) }
        if logChange < lower { return below((lower - logChange) / error - critical) }
        return max(0, below((upper - logChange) / error - critical) - below((lower - logChange) / error + critical))
    }
}
