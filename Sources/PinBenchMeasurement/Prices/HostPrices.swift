/// A host's price per counted event in ns; a time is counts × prices plus the rest.
package struct HostPrices: Codable, Sendable, Equatable {
    /// Where the prices come from.
    package enum Source: String, Codable, Sendable {
        /// The calibration's kernels on this host (`HostCalibration`): no time of the strategies used.
        case calibrated
        /// A non-negative least-squares fit of the run's times per view on its counts per view.
        case fitted
    }

    /// The counters a time is priced on: instructions and atomics; callgrind's model misses predict
    /// worse (docs/measurement.md).
    package static let pricedCounters = [InstructionCounter.counter.id, ARCCounter.atomics.id]

    package var source: Source
    /// Nanoseconds an event adds, by counter (`HostCalibration.probes` says what each one is).
    package var nanoseconds: [CounterID: Double]
    /// Per counter, half the range of the calibration's repeats; empty when fitted.
    package var spread: [CounterID: Double] = [:]
    /// Wall time the calibration took (s); nil for fitted prices.
    package var seconds: Double? = nil

    package init(source: Source, nanoseconds: [CounterID: Double], spread: [CounterID: Double] = [:], seconds: Double? = nil) {
        self.source = source
        self.nanoseconds = nanoseconds
        self.spread = spread
        self.seconds = seconds
    }

    /// Σ price × count over `pricedCounters`; nil when a priced counter is missing.
    package func cost(_ counts: Counts) -> Double? {
        var total = 0.0
        for counter in Self.pricedCounters {
            guard let price = nanoseconds[counter], price != 0 else { continue }
            guard let count = counts[counter] else { return nil }
            total += price * Double(count)
        }
        return total
    }

    /// The non-zero prices of `pricedCounters`, in their order.
    package var priced: [(counter: CounterID, nanoseconds: Double)] {
        Self.pricedCounters.compactMap { counter in nanoseconds[counter].flatMap { $0 != 0 ? (counter, $0) : nil } }
    }

    /// The price of `counter` in instructions of this host (price ÷ the instruction's price).
    package func inInstructions(_ counter: CounterID) -> Double? {
        guard let instruction = nanoseconds[InstructionCounter.counter.id], instruction > 0, let price = nanoseconds[counter] else { return nil }
        return price / instruction
    }
}
