import Foundation

/// A figure of the code on one host, from the placements it was measured in: each placement is a
/// fresh process with its own addresses of code, heap and stack, and its own function order where
/// the binary was relinked; it gives one value (the median over its rounds). The values vary between
/// placements by more than the rounds of any one of them show, so the interval is one of the mean
/// over placements, never of one process's rounds:
///
/// - centre: the geometric mean of the placements' values;
/// - interval: exp(mean ± t · √(s² / K + a²)) of the logarithms, s their standard deviation over the
///   K placements, t Student's quantile with Satterthwaite's degrees of freedom (K − 1 without an
///   allowance, more as the known allowance dominates: `degreesOfFreedom`), and a the function-order
///   allowance: the standard deviation that another function order adds, when every placement ran
///   one binary (so that the placements share its order and their spread cannot show it).
///
/// With fewer than `minimumPlacements` placements there is no interval: not enough data.
package struct PlacementEstimate: Codable, Sendable, Equatable {
    /// Each placement's value, in placement order.
    package var values: [Double]
    /// The geometric mean of `values`.
    package var center: Double
    /// The standard deviation of the logarithms of `values` (0 for one placement).
    package var logSpread: Double
    /// The interval of the centre at `confidence`; nil with fewer than `minimumPlacements` placements.
    package var interval: Statistics.Interval?
    /// The two-sided p-value of a centre of 1 (Student's t with the interval's standard error); nil
    /// with fewer than `minimumPlacements` placements.
    package var p: Double?

    /// The fewest placements an interval is made from, in every verb: with fewer, Student's quantile
    /// (12.7 at two, 4.3 at three) leaves an interval that decides nothing, and one process's rounds
    /// describe that process only.
    package static let minimumPlacements = 4
    /// Where Student's quantile is the normal one (to 1e-4), and its arithmetic still exact.
    static let maximumDegreesOfFreedom = 10_000.0
    /// The interval's level.
    package static let confidence = 0.95

    /// The estimate from each placement's value (all positive), widened by `allowance` (a standard
    /// deviation on the log scale; 0 when function order varied between the placements).
    package init(_ values: [Double], allowance: Double = 0) {
        precondition(!values.isEmpty && values.allSatisfy { $0 > 0 && $0.isFinite }, "placement values must be positive")
        self.values = values
        let logs = values.map { log($0) }
        center = exp(Statistics.mean(logs))
        logSpread = Statistics.standardDeviation(logs)
        interval = nil
        guard values.count >= Self.minimumPlacements, let mean = Self.meanInterval(logs: logs, allowance: allowance) else { return }
        interval = mean.interval
        p = mean.p
    }

    /// The `confidence` interval of exp(the mean of `logs`), each a placement's log value, widened by
    /// `allowance`, and the two-sided p-value of a mean of 0; nil under two values. `init` gives no
    /// interval under `minimumPlacements` (no verdict); an absolute time's interval over 2 or 3
    /// placements (`ResultsDocument.merging`) is this one, wide as Student's quantile makes it.
    package static func meanInterval(logs: [Double], allowance: Double = 0) -> (interval: Statistics.Interval, p: Double)? {
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

    /// Satterthwaite's degrees of freedom of a squared standard error made of estimated `parts` (each a
    /// variance and its degrees of freedom) and `allowance`², which is taken as known and adds none:
    /// (Σ v + a²)² / Σ (v² / df). So an interval that the allowance dominates approaches the normal
    /// quantile (1.96) instead of keeping K − 1's (3.18 at four placements), and covers 95% when the
    /// allowance is the true spread of function orders; without an allowance it is Welch's. `otherwise`
    /// when every part and the allowance are 0; at most `maximumDegreesOfFreedom` (the allowance alone).
    static func degreesOfFreedom(_ parts: [(variance: Double, degrees: Double)], allowance: Double, otherwise: Double) -> Double {
        let denominator = parts.reduce(0) { $0 + $1.variance * $1.variance / $1.degrees }
        guard denominator > 0 else { return allowance > 0 ? maximumDegreesOfFreedom : otherwise }
        let total = parts.reduce(allowance * allowance) { $0 + $1.variance }
        return min(total * total / denominator, maximumDegreesOfFreedom)
    }

    /// How many placements the estimate is over.
    package var placements: Int { values.count }
}
