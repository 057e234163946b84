import Foundation

/// Asymptotic fits of time per pass against depth, as Google Benchmark's, on relative residuals so
/// every depth has a say; a class is called only when clearly best.
package enum ComplexityClass: String, CaseIterable, Codable, Sendable {
    case constant = "O(1)"
    case linear = "O(N)"
    case linearithmic = "O(N log N)"
    case quadratic = "O(N^2)"

    func value(_ n: Double) -> Double {
        switch self {
        case .constant: 1
        case .linear: n
        case .linearithmic: n * log2(Swift.max(n, 1))
        case .quadratic: n * n
        }
    }
}

package struct ComplexityFit: Codable, Equatable, Sendable {
    package var complexity: ComplexityClass
    /// ns per unit of f(N), e.g. ns per view for O(N).
    package var coefficient: Double
    /// Root-mean-square of the relative residuals (t − c·f(N)) / t (0 = perfect; 0.1 = 10% off).
    package var rms: Double

    /// Fewest distinct depths a fit is made from: two or three points fit several shapes.
    package static let minimumDepths = 4
    /// The least depth range: over less, O(N) and O(N log N) differ less than the noise.
    package static let minimumRange = 16
    /// The best class is called only when its RMS is at most this…
    package static let maximumRMS = 0.35
    /// …and the runner-up's RMS is at least this many times larger.
    package static let decisiveFactor = 1.5

    /// Every candidate fit, best first; nil with too few depths, too short a range or a bad time.
    package static func fits(_ points: [(depth: Int, nanoseconds: Double)]) -> [ComplexityFit]? {
        let depths = Set(points.map(\.depth))
        guard depths.count >= minimumDepths, let low = depths.min(), let high = depths.max(), low > 0, high >= minimumRange * low,
              points.allSatisfy({ $0.nanoseconds > 0 && $0.nanoseconds.isFinite }) else { return nil }
        return ComplexityClass.allCases.map { complexity in
            // Each relative residual is 1 − c·g with g = f(N)/t: least squares gives c = Σg / Σg².
            let g = points.map { complexity.value(Double($0.depth)) / $0.nanoseconds }
            let coefficient = g.reduce(0, +) / g.reduce(0) { $0 + $1 * $1 }
            let squares = g.reduce(0) { $0 + pow(1 - coefficient * $1, 2) }
            return ComplexityFit(complexity: complexity, coefficient: coefficient, rms: (squares / Double(points.count)).squareRoot())
        }.sorted { $0.rms < $1.rms }
    }
}

/// Where a strategy overtakes the reference along a depth sweep, interpolated to ratio 1.
package struct Crossover: Codable, Equatable, Sendable {
    package var strategy: StrategyName
    package var reference: StrategyName
    /// The crossing depth, or nil when the strategy never changes from faster to slower or back.
    package var depth: Double?
    /// The strategy's verdict at the deepest depth measured.
    package var atDeepest: TimeVerdict

    package init(strategy: StrategyName, reference: StrategyName, depth: Double?, atDeepest: TimeVerdict) {
        (self.strategy, self.reference, self.depth, self.atDeepest) = (strategy, reference, depth, atDeepest)
    }

    /// A ratio at one depth: its centre and the verdict's interval (nil: not enough data).
    package typealias DepthRatio = (depth: Int, median: Double, interval: Statistics.Interval?)

    enum CodingKeys: String, CodingKey {
        case strategy, reference, depth, atDeepest
    }

    /// Older files' "indistinguishable" is read as `unclear`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try container.decode(StrategyName.self, forKey: .strategy)
        reference = try container.decode(StrategyName.self, forKey: .reference)
        depth = try container.decodeIfPresent(Double.self, forKey: .depth)
        let verdict = try container.decode(String.self, forKey: .atDeepest)
        atDeepest = verdict == "indistinguishable" ? .unclear : try container.decode(TimeVerdict.self, forKey: .atDeepest)
    }

    /// `points`: the strategy's ratio to `reference` at each depth, in increasing depth order.
    package static func find(strategy: StrategyName, reference: StrategyName, _ points: [DepthRatio]) -> Crossover? {
        guard let last = points.last else { return nil }
        var previous: (point: DepthRatio, verdict: TimeVerdict)?
        for point in points {
            let verdict = TimeVerdict(point.interval)
            guard verdict == .faster || verdict == .slower else { continue }
            if let before = previous?.point, previous?.verdict != verdict {
                let a = log(before.median)
                let b = log(point.median)
                let t = a == b ? 0.5 : Swift.min(1, Swift.max(0, a / (a - b)))
                let logDepth = log2(Double(before.depth)) + t * (log2(Double(point.depth)) - log2(Double(before.depth)))
                return Crossover(strategy: strategy, reference: reference, depth: pow(2, logDepth), atDeepest: TimeVerdict(last.interval))
            }
            previous = (point, verdict)
        }
        return Crossover(strategy: strategy, reference: reference, depth: nil, atDeepest: TimeVerdict(last.interval))
    }
}
