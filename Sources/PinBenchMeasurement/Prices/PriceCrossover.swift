import Foundation
import PinBenchKit

/// The prices of one event at which a strategy's predicted ratio crosses 1 and ±2%.
package struct PriceCrossover: Sendable, Equatable {
    package var strategy: StrategyName
    package var reference: StrategyName
    /// The event whose price moves (atomics: the one price that differs most between hosts).
    package var counter: CounterID
    /// The predicted ratio at each price of `grid` (instructions per event).
    package var ratios: [Double]
    /// Prices (in instructions) where the predicted ratio crosses 0.98, 1 or 1.02, with the line crossed.
    package var crossings: [(price: Double, line: Double)]

    /// The prices the curve is computed at: 0 and 0.25 to 400 instructions, geometric.
    package static let grid: [Double] = [0] + (0...64).map { (step: Int) -> Double in 0.25 * pow(1600, Double(step) / 64) }

    package static func == (a: PriceCrossover, b: PriceCrossover) -> Bool {
        a.strategy == b.strategy && a.counter == b.counter && a.ratios == b.ratios && a.crossings.elementsEqual(b.crossings) { $0 == $1 }
    }

    /// One curve per strategy with judged cases; nil without an instruction price.
    package static func all(_ pairs: [CasePair], prices: HostPrices, counter: CounterID = ARCCounter.atomics.id) -> [PriceCrossover] {
        guard let instruction = prices.nanoseconds[InstructionCounter.counter.id], instruction > 0 else { return [] }
        var strategies: [StrategyName] = []
        for pair in pairs where pair.judged && !strategies.contains(pair.result.strategy) { strategies.append(pair.result.strategy) }
        return strategies.compactMap { strategy in
            let judged = pairs.filter { $0.judged && $0.result.strategy == strategy }
            let ratios = grid.map { price -> Double? in
                var moved = prices
                moved.nanoseconds[counter] = price * instruction
                let logs = judged.compactMap { pair -> Double? in
                    guard let cost = moved.cost(pair.result.counts), let reference = moved.cost(pair.reference.counts), reference > 0 else { return nil }
                    return log(cost / reference)
                }
                return logs.isEmpty ? nil : exp(logs.reduce(0, +) / Double(logs.count))
            }
            guard let reference = judged.first?.ratio.reference, ratios.allSatisfy({ $0 != nil }) else { return nil }
            let curve = ratios.map { $0! }
            var crossings: [(price: Double, line: Double)] = []
            for line in [1 - TimeVerdict.sameTolerance, 1, 1 + TimeVerdict.sameTolerance] {
                for index in curve.indices.dropFirst() where (curve[index - 1] - line) * (curve[index] - line) < 0 {
                    let (x0, x1, y0, y1) = (grid[index - 1], grid[index], curve[index - 1], curve[index])
                    crossings.append((x0 + (line - y0) / (y1 - y0) * (x1 - x0), line))
                }
            }
            return PriceCrossover(strategy: strategy, reference: reference, counter: counter, ratios: curve,
                                  crossings: crossings.sorted { $0.price < $1.price })
        }
    }

    /// The predicted ratio at `price` instructions, interpolated on the grid.
    package func ratio(at price: Double) -> Double {
        guard let upper = Self.grid.firstIndex(where: { $0 >= price }) else { return ratios.last! }
        guard upper > 0 else { return ratios[0] }
        let (x0, x1) = (Self.grid[upper - 1], Self.grid[upper])
        return ratios[upper - 1] + (price - x0) / (x1 - x0) * (ratios[upper] - ratios[upper - 1])
    }
}

extension PriceCrossover {
    /// The curve as runs of one standing: (standing, from, to) in instructions.
    package var segments: [(standing: Standing, from: Double, to: Double)] {
        var result: [(standing: Standing, from: Double, to: Double)] = []
        var from = 0.0
        var current = Self.standing(ratios[0])
        for crossing in crossings {
            let next = Self.standing(ratio(at: crossing.price * 1.0001 + 1e-9))
            guard next != current else { continue }
            result.append((current, from, crossing.price))
            (current, from) = (next, crossing.price)
        }
        result.append((current, from, Self.grid.last!))
        return result
    }

    /// A predicted ratio's standing against ±2%: faster, same or slower.
    static func standing(_ ratio: Double) -> Standing {
        Standing(Statistics.Interval(lower: ratio, upper: ratio), band: TimeVerdict.sameTolerance)
    }
}
