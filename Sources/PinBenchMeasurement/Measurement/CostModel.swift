/// A linear cost model over a pass's counts; `fitted` makes `estimatedCycles` (docs/measurement.md).
package struct CostModel: Sendable, Equatable {
    /// What the model is called in tables: "instructions alone", "iai-callgrind", "fitted".
    package var name: String
    /// Cycles per event, by counter.
    package var weights: [CounterID: Double]

    package init(name: String, weights: [CounterID: Double]) {
        (self.name, self.weights) = (name, weights)
    }

    /// Σ weight × count, or nil when a counter the model weighs was not counted.
    package func estimate(_ counts: Counts) -> Double? {
        var total = 0.0
        for (counter, weight) in weights {
            guard let count = counts[counter] else { return nil }
            total += weight * Double(count)
        }
        return total
    }

    /// The counters a model may weigh, in the order tables show them.
    package static let inputs: [CounterID] = [InstructionCounter.counter.id] + SimulatedCPU.counters.map(\.id) + [ARCCounter.atomics.id]

    /// Instructions, as the instructions tier judges them.
    package static let instructionsAlone = CostModel(name: "instructions alone", weights: [InstructionCounter.counter.id: 1])

    /// iai-callgrind's fixed weights: Ir + Dr + Dw + 4 × L1 misses + 30 × LL misses.
    static let iaiCallgrind = CostModel(name: "iai-callgrind", weights: [
        InstructionCounter.counter.id: 1, SimulatedCPU.dataAccesses.id: 1, SimulatedCPU.l1Misses.id: 4, SimulatedCPU.lastLevelMisses.id: 30,
    ])

    /// The weights `cost-model` fitted to a default run's ratios (docs/measurement.md); 0s absent.
    package static let fitted = CostModel(name: "fitted", weights: [InstructionCounter.counter.id: 1, ARCCounter.atomics.id: 3.7])

    /// The three models the cost-model report compares, the judged one last.
    package static let compared = [instructionsAlone, iaiCallgrind, fitted]

    /// Estimated cycles per pass with this build's weights, derived wherever counts are read.
    package static let estimatedCycles = Counter(
        id: "estimatedCycles", noun: "estimated cycles", short: "est cyc", fieldName: "estimated_cycles_per_pass", tier: .cost,
        summarized: false, measuredBy: "a linear model of instructions and atomics (the weights `pin-bench cost-model` fitted to time)")

    /// `counts` with `estimatedCycles` from `fitted`, or without it when an input was not counted.
    package static func completing(_ counts: Counts) -> Counts {
        var completed = counts
        completed[estimatedCycles.id] = fitted.estimate(counts).map { Int($0.rounded()) }
        return completed
    }
}
