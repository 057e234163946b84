import Foundation

/// A figure of the code on one host from its placements (fresh processes, each giving one value).
/// Placements vary more than any one's rounds show, so the interval is of the mean over placements: the
/// geometric mean, with exp(mean ± t · √(s² / K + a²)) of the logarithms, `a` the function-order
/// allowance. Under `minimumPlacements` there is no interval.
package struct PlacementEstimate: Codable, Sendable, Equatable {
    /// Each placement's value, in placement order.
    package var values: [Double]
    /// The geometric mean of `values`.
    package var center: Double
    /// The standard deviation of the logarithms of `values` (0 for one placement).
    package var logSpread: Double
    /// The interval of the centre at `confidence`; nil with fewer than `minimumPlacements` placements.
    package var interval: Statistics.Interval?
    /// The two-sided p-value of a centre of 1; nil below `minimumPlacements`.
    package var p: Double?

    /// The fewest placements for an interval: with fewer, Student's quantile (12.7 at two) decides
    /// nothing.
    package static let minimumPlacements = 4
    /// Where Student's quantile is the normal one (to 1e-4), and its arithmetic still exact.
    static let maximumDegreesOfFreedom = 10_000.0
    /// The interval's level.
    package static let confidence = 0.95

    /// The estimate from each placement's value, widened by `allowance` (log scale), its interval at
    /// `confidence`.
    package init(_ values: [Double], allowance: Double = 0, confidence: Double = Self.confidence) {
        precondition(!values.isEmpty && values.allSatisfy { $0 > 0 && $0.isFinite }, "placement values must be positive")
        self.values = values
        let logs = values.map { log($0) }
        center = exp(Statistics.mean(logs))
        logSpread = Statistics.standardDeviation(logs)
        interval = nil
        guard values.count >= Self.minimumPlacements, let mean = Self.meanInterval(logs: logs, allowance: allowance, confidence: confidence) else {
            return
        }
        interval = mean.interval
        p = mean.p
    }

    /// The interval of exp(mean of `logs`) at `confidence`, widened by `allowance`, and its p-value; nil under two.
    package static func meanInterval(logs: [Double], allowance: Double = 0,
                                     confidence: Double = Self.confidence) -> (interval: Statistics.Interval, p: Double)? {
        let count = logs.count
        guard count >= 2 else { return nil }
        let mean = Statistics.mean(logs)
        let spread = Statistics.standardDeviation(logs)
        let spreadPart = spread * spread / Double(count)
        let standardError = (spreadPart + allowance * allowance).squareRoot()
        let degrees = degreesOfFreedom([(spreadPart, Double(count - 1))], allowance: allowance, otherwise: Double(count - 1))
        let half = StudentT.quantile((1 + confidence) / 2, degreesOfFreedom: degrees) * standardError
        let p = standardError > 0 ? StudentT.twoSidedP(mean / standardError, degreesOfFreedom: degrees) : (mean == 0 ? 1 : 0)
        return (Statistics.Interval(lower: exp(mean - half), upper: exp(mean + half)), p)
    }

    /// Satterthwaite's degrees of freedom with a known `allowance`², which adds none.
    static func degreesOfFreedom(_ parts: [(variance: Double, degrees: Double)], allowance: Double, otherwise: Double) -> Double {
        let denominator = parts.reduce(0) { $0 + $1.variance * $1.variance / $1.degrees }
        guard denominator > 0 else { return allowance > 0 ? maximumDegreesOfFreedom : otherwise }
        let total = parts.reduce(allowance * allowance) { $0 + $1.variance }
        return min(total * total / denominator, maximumDegreesOfFreedom)
    }

    /// How many placements the estimate is over.
    package var placements: Int { values.count }
}
