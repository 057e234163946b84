import PinBenchSystem

/// Whether two runs' hosts compare: identities and calibrated prices, in instructions.
package struct HostComparison: Sendable, Equatable {
    /// "MHz 2596 vs 2245", one per identity difference.
    package var identity: [String]
    /// "atomics 3.3 vs 32.1 instructions", one per event priced differently.
    package var prices: [String]

    package init(_ old: EnvironmentInfo, _ new: EnvironmentInfo) {
        identity = EnvironmentInfo.hostFingerprintDifferences(old, new)
        prices = old.host?.prices.flatMap { a in new.host?.prices.map { b in Self.priceDifferences(a, b) } } ?? []
    }

    /// One host for time: nothing differs.
    package var sameHost: Bool { identity.isEmpty && prices.isEmpty }

    /// Everything that differs, in one clause.
    package var text: String { (identity + prices.map { "prices: " + $0 }).joined(separator: "; ") }

    /// A price differs when, in its host's instructions, by over a quarter and over twice the spreads
    /// added.
    static func priceDifferences(_ a: HostPrices, _ b: HostPrices) -> [String] {
        let instruction = InstructionCounter.counter.id
        return HostCalibration.probes.map(\.counter).filter { $0 != instruction }.compactMap { counter in
            guard let x = a.inInstructions(counter), let y = b.inInstructions(counter),
                  let ax = a.nanoseconds[instruction], let bx = b.nanoseconds[instruction] else { return nil }
            let noise = 2 * ((a.spread[counter] ?? 0) / ax + (b.spread[counter] ?? 0) / bx)
            guard abs(x - y) > max(noise, 0.25 * max(x, y)) else { return nil }
            return "\(Counter.named(counter)?.short ?? counter.rawValue) \(fixed(x, 1)) vs \(fixed(y, 1)) instructions"
        }
    }
}

/// Both calibrated, else both fitted, never one of each.
package struct PricePair: Sendable, Equatable {
    package var old: HostPrices
    package var new: HostPrices

    package init?(old: ResultsDocument, new: ResultsDocument) {
        if let a = old.environment.host?.prices, let b = new.environment.host?.prices {
            (self.old, self.new) = (a, b)
            return
        }
        guard let a = PriceFit.prices(old.borrowingCounts(from: new) ?? old),
              let b = PriceFit.prices(new.borrowingCounts(from: old) ?? new) else { return nil }
        (self.old, self.new) = (a, b)
    }

    /// A case's time change from the old host to the new (or of its ratio to `reference`).
    package func factor(_ counts: Counts, reference: Counts? = nil) -> Double? {
        guard let newCost = new.cost(counts), let oldCost = old.cost(counts), oldCost > 0, newCost > 0 else { return nil }
        guard let reference else { return newCost / oldCost }
        guard let newReference = new.cost(reference), let oldReference = old.cost(reference), newReference > 0, oldReference > 0 else { return nil }
        return (newCost / newReference) / (oldCost / oldReference)
    }

    /// "fitted" or "calibrated".
    package var source: HostPrices.Source { old.source }
}

extension ResultsDocument {
    /// This document with counters borrowed from `other` of the same build; nil otherwise.
    func borrowingCounts(from other: ResultsDocument) -> ResultsDocument? {
        let theirs = Dictionary(other.cases.map { ($0.name, $0.counts) }, uniquingKeysWith: { first, _ in first })
        var borrowed = self
        var changed = false
        for index in borrowed.cases.indices {
            guard let counts = theirs[borrowed.cases[index].name] else { continue }
            let mine = borrowed.cases[index].counts
            for (counter, value) in mine where counter != CostModel.estimatedCycles.id {
                if let their = counts[counter], their != value, Counter.named(counter)?.scope == .perPass { return nil }
            }
            for (counter, value) in counts where mine[counter] == nil {
                borrowed.cases[index].counts[counter] = value
                changed = true
            }
        }
        return changed ? borrowed : nil
    }
}
