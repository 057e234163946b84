import Foundation

/// A figure of the code on one host, from the placements it was measured in: each placement is a
/// fresh process with its own addresses of code, heap and stack, and its own function order where
/// the binary was relinked; it gives one value (the median over its rounds). The values vary between
/// placements by more than the rounds of any one of them show, so the interval is one of the mean
/// over placements, never of one process's rounds:
///
/// - centre: the geometric mean of the placements' values;
/// - interval: exp(mean ± t · √(s² / K + a²)) of the logarithms, s their standard deviation over the
///   K placements, t Student's quantile with K − 1 degrees of freedom, and a the function-order
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
    /// The interval's level.
    package static let confidence = 0.95

    /// The estimate from each placement's value (all positive), widened by `allowance` (a standard
    /// deviation on the log scale; 0 when function order varied between the placements).
    package init(_ values: [Double], allowance: Double = 0) {
        precondition(!values.isEmpty && values.allSatisfy { $0 > 0 && $0.isFinite }, "placement values must be positive")
        self.values = values
        let logs = values.map { log($0) }
        let mean = Statistics.mean(logs)
        center = exp(mean)
        logSpread = Statistics.standardDeviation(logs)
        interval = nil
        let count = values.count
        guard count >= Self.minimumPlacements else { return }
        let standardError = (logSpread * logSpread / Double(count) + allowance * allowance).squareRoot()
        let degrees = Double(count - 1)
        let half = StudentT.quantile((1 + Self.confidence) / 2, degreesOfFreedom: degrees) * standardError
        interval = Statistics.Interval(lower: exp(mean - half), upper: exp(mean + half))
        p = standardError > 0 ? StudentT.twoSidedP(mean / standardError, degreesOfFreedom: degrees) : (mean == 0 ? 1 : 0)
    }

    /// How many placements the estimate is over.
    package var placements: Int { values.count }
}
