import Foundation

/// Asymptotic fits of time per pass against chain depth, as Google Benchmark's `Complexity`: for each
/// candidate f, the least-squares coefficient of t ≈ c·f(N), and the RMS of the residuals normalized
/// by the mean time. The smallest RMS is the best fit.
public enum ComplexityClass: String, CaseIterable, Codable, Sendable {
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

public struct ComplexityFit: Codable, Equatable, Sendable {
    public var complexity: ComplexityClass
    /// ns per unit of f(N), e.g. ns per view for O(N).
    public var coefficient: Double
    /// Root-mean-square residual divided by the mean time (0 = perfect).
    public var rms: Double

    /// All candidates for `(depth, nanoseconds)` points, best first. Nil with fewer than two points.
    public static func fits(_ points: [(depth: Int, nanoseconds: Double)]) -> [ComplexityFit]? {
        guard points.count >= 2 else { return nil }
        let meanTime = points.map(\.nanoseconds).reduce(0, +) / Double(points.count)
        return ComplexityClass.allCases.map { complexity in
            let f = points.map { complexity.value(Double($0.depth)) }
            let numerator = zip(points, f).reduce(0) { $0 + $1.0.nanoseconds * $1.1 }
            let denominator = f.reduce(0) { $0 + $1 * $1 }
            let coefficient = numerator / denominator
            let squares = zip(points, f).reduce(0) { $0 + pow($1.0.nanoseconds - coefficient * $1.1, 2) }
            return ComplexityFit(complexity: complexity, coefficient: coefficient,
                                 rms: (squares / Double(points.count)).squareRoot() / meanTime)
        }.sorted { $0.rms < $1.rms }
    }
}

/// Where one strategy overtakes the reference along a depth sweep, judged on the per-round paired
/// ratios: at each depth the ratio's interval has a `Standing` against ±2% (`TimeVerdict.sameTolerance`,
/// as in the run table); a crossover is the first change between faster and slower, placed where the
/// median ratio crosses 1 (log-linear interpolation between the two depths).
public struct Crossover: Codable, Equatable, Sendable {
    public var strategy: String
    public var reference: String
    /// The crossing depth, or nil when the strategy never changes from faster to slower or back.
    public var depth: Double?
    /// The strategy's standing at the deepest depth measured.
    public var atDeepest: Standing

    public init(strategy: String, reference: String, depth: Double?, atDeepest: Standing) {
        (self.strategy, self.reference, self.depth, self.atDeepest) = (strategy, reference, depth, atDeepest)
    }

    public static func standing(_ ratio: RatioSummary) -> Standing {
        Standing(ratio.interval, band: TimeVerdict.sameTolerance)
    }

    enum CodingKeys: String, CodingKey {
        case strategy, reference, depth, atDeepest
    }

    /// Files written before the one standing rule say "indistinguishable" (the interval contained 1):
    /// read as `unclear`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try container.decode(String.self, forKey: .strategy)
        reference = try container.decode(String.self, forKey: .reference)
        depth = try container.decodeIfPresent(Double.self, forKey: .depth)
        let standing = try container.decode(String.self, forKey: .atDeepest)
        atDeepest = standing == "indistinguishable" ? .unclear : try container.decode(Standing.self, forKey: .atDeepest)
    }

    /// `points`: the strategy's ratio to `reference` at each depth, in increasing depth order.
    public static func find(strategy: String, reference: String,
                            _ points: [(depth: Int, ratio: RatioSummary)]) -> Crossover? {
        guard let last = points.last else { return nil }
        var previous: (depth: Int, ratio: RatioSummary, standing: Standing)?
        for point in points {
            let standing = standing(point.ratio)
            guard standing == .faster || standing == .slower else { continue }
            if let before = previous, before.standing != standing {
                let a = log(before.ratio.median)
                let b = log(point.ratio.median)
                let t = a == b ? 0.5 : Swift.min(1, Swift.max(0, a / (a - b)))
                let logDepth = log2(Double(before.depth)) + t * (log2(Double(point.depth)) - log2(Double(before.depth)))
                return Crossover(strategy: strategy, reference: reference, depth: pow(2, logDepth),
                                 atDeepest: Self.standing(last.ratio))
            }
            previous = (point.depth, point.ratio, standing)
        }
        return Crossover(strategy: strategy, reference: reference, depth: nil, atDeepest: Self.standing(last.ratio))
    }
}
