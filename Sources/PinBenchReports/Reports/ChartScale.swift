import Foundation

/// How a chart's value axis maps values to positions, and where its ticks go. Both scales are
/// logarithmic, and the axis title says so (`note`).
package enum ChartScale: Sendable {
    /// Whole decades at the ends; ticks at 1, 2 and 5 × 10ⁿ (at 10ⁿ only over more than three decades).
    case log
    /// Ratios on a log axis symmetric about 1, so that 0.8 lies as far below 1 as 1.25 above it and
    /// 0.95–1.25 is not squashed; ticks at round ratios.
    case ratio

    /// Said after the axis title: "log scale".
    package var note: String { self == .log ? "log scale" : "log scale, centred on 1" }

    /// The axis's ends for `values` (all positive).
    func range(_ values: [Double]) -> (low: Double, high: Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let smallest = positive.min(), let largest = positive.max() else { return self == .log ? (1, 10) : (1 / 1.1, 1.1) }
        switch self {
        case .log:
            let low = pow(10, floor(log10(smallest)))
            let high = pow(10, ceil(log10(largest)))
            return low == high ? (low, high * 10) : (low, high)
        case .ratio:
            let spread = max(positive.map { abs(Foundation.log($0)) }.max()!, Foundation.log(1.05)) * 1.15
            return (exp(-spread), exp(spread))
        }
    }

    /// Where `value` lies between `range`'s ends, 0 to 1.
    func fraction(_ value: Double, in range: (low: Double, high: Double)) -> Double {
        (Foundation.log(value) - Foundation.log(range.low)) / (Foundation.log(range.high) - Foundation.log(range.low))
    }

    /// The ticks within `range`.
    func ticks(_ range: (low: Double, high: Double)) -> [Double] {
        switch self {
        case .log: return Self.decadeTicks(range.low, range.high)
        case .ratio:
            var ticks = Self.roundRatios.filter { $0 >= range.low * 0.9999 && $0 <= range.high * 1.0001 }
            // At most seven, at least an eighth of the axis apart: drop the tick (never 1) closest to
            // a neighbour until they are.
            let minimumGap = Foundation.log(range.high / range.low) / 8
            while ticks.count > 2 {
                let gaps = ticks.indices.dropFirst().map { (index: $0, gap: Foundation.log(ticks[$0] / ticks[$0 - 1])) }
                guard let closest = gaps.min(by: { $0.gap < $1.gap }), ticks.count > 7 || closest.gap < minimumGap else { break }
                let index = ticks[closest.index] == 1 ? closest.index - 1 : closest.index
                ticks.remove(at: index)
            }
            return ticks
        }
    }

    /// The ratios a ratio axis may mark.
    static let roundRatios: [Double] = [0.1, 0.2, 0.25, 0.5, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.25, 1.5, 2, 4, 5, 10]

    /// Decade (and 2×, 5×) ticks from `low` to `high`.
    static func decadeTicks(_ low: Double, _ high: Double) -> [Double] {
        var ticks: [Double] = []
        var decade = pow(10, floor(log10(low)))
        let decades = log10(high / low)
        while decade <= high * 1.0001 {
            for factor in decades <= 3 ? [1.0, 2, 5] : [1.0] where decade * factor >= low * 0.9999 && decade * factor <= high * 1.0001 {
                ticks.append(decade * factor)
            }
            decade *= 10
        }
        return ticks
    }
}
