import Foundation

/// How a chart's value axis maps values and places ticks; both scales are logarithmic.
package enum ChartScale: Sendable {
    /// Whole decades at the ends; ticks at 1, 2 and 5 × 10ⁿ (at 10ⁿ only over more than three decades).
    case log
    /// Ratios on a log axis symmetric about 1, ticks at round ratios.
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
            let spread = max(positive.map { abs(Foundation.log($0)) }.max()! * 1.15, Foundation.log(Self.ratioMinimum))
            return (exp(-spread), exp(spread))
        }
    }

    /// Where `value` lies between `range`'s ends, 0 to 1.
    func fraction(_ value: Double, in range: (low: Double, high: Double)) -> Double {
        (Foundation.log(value) - Foundation.log(range.low)) / (Foundation.log(range.high) - Foundation.log(range.low))
    }

    /// The ticks within `range`, at most `limit` on a log axis (whole decades only where 1-2-5 would be more).
    func ticks(_ range: (low: Double, high: Double), limit: Int = .max) -> [Double] {
        switch self {
        case .log:
            let ticks = Self.decadeTicks(range.low, range.high)
            return ticks.count <= limit ? ticks : Self.decadeTicks(range.low, range.high, factors: [1])
        case .ratio:
            // Within a factor of 3: equal round steps (0.8, 0.9, 1.0, 1.1, 1.2), at most seven.
            if range.high / range.low <= 3, let step = Self.linearSteps.first(where: { (range.high - range.low) / $0 <= 7 }) {
                let (first, last) = ((range.low / step * 0.9999).rounded(.up), (range.high / step * 1.0001).rounded(.down))
                return stride(from: first, through: last, by: 1).map { ($0 * step * 1e6).rounded() / 1e6 }
            }
            var ticks = Self.roundRatios.filter { $0 >= range.low * 0.9999 && $0 <= range.high * 1.0001 }
            // At most seven ticks a twelfth apart: drop the more precise of the closest two (never 1).
            let minimumGap = Foundation.log(range.high / range.low) / 12
            while ticks.count > 2 {
                let gaps = ticks.indices.dropFirst().map { (index: $0, gap: Foundation.log(ticks[$0] / ticks[$0 - 1])) }
                guard let closest = gaps.min(by: { $0.gap < $1.gap }), ticks.count > 7 || closest.gap < minimumGap else { break }
                let (lower, upper) = (closest.index - 1, closest.index)
                let dropLower = ticks[upper] == 1 || (ticks[lower] != 1 && Self.digits(ticks[lower]) > Self.digits(ticks[upper]))
                ticks.remove(at: dropLower ? lower : upper)
            }
            return ticks
        }
    }

    /// The significant digits of a round ratio: 1 for 0.8, 1 and 20; 2 for 1.1 and 0.25; 3 for 1.05.
    static func digits(_ value: Double) -> Int {
        let text = String(format: "%.4f", value).filter(\.isNumber).drop { $0 == "0" }
        return max(1, text.reversed().drop { $0 == "0" }.count)
    }

    /// The steps of a ratio axis within a factor of 3, each a divisor of 1 so that 1 is a tick.
    static let linearSteps: [Double] = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5]

    /// A ratio axis zoomed on `values`, with 1 and the ±2% band, a tenth to spare each end.
    static func zoomedRatioRange(_ values: [Double]) -> (low: Double, high: Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite } + [0.98, 1.02]
        let (low, high) = (Foundation.log(positive.min()!), Foundation.log(positive.max()!))
        let spare = (high - low) / 10
        return (exp(low - spare), exp(high + spare))
    }

    /// The ratios a wider ratio axis may mark.
    static let roundRatios: [Double] = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.25, 1.5, 2, 4, 5,
                                        10, 20, 50, 100]

    /// A ratio axis spans at least ×0.8–1.25, so series' charts share their scale.
    static let ratioMinimum = 1.25

    /// Ratios beyond ×(1/this)–this get a panel of their own, so they do not squash the rest.
    static let nearOne = 1.5

    /// Whether `ratio` lies within ×(1/`nearOne`)–`nearOne`.
    static func isNearOne(_ ratio: Double) -> Bool { ratio >= 1 / nearOne && ratio <= nearOne }

    /// Decade (and 2×, 5×, over up to three decades) ticks from `low` to `high`; `factors` chooses.
    static func decadeTicks(_ low: Double, _ high: Double, factors: [Double]? = nil) -> [Double] {
        var ticks: [Double] = []
        var decade = pow(10, floor(log10(low)))
        let decades = log10(high / low)
        while decade <= high * 1.0001 {
            for factor in factors ?? (decades <= 3 ? [1.0, 2, 5] : [1.0]) where decade * factor >= low * 0.9999 && decade * factor <= high * 1.0001 {
                ticks.append(decade * factor)
            }
            decade *= 10
        }
        return ticks
    }
}
