/// What one host charges for each event PinBench counts, in nanoseconds: measured by the host
/// calibration (`HostCalibration`) in every run, or fitted to a run's own times (`PriceFit`). Counts are
/// the same for one build on every host; a time is counts × a host's prices plus what no count explains.
package struct HostPrices: Codable, Sendable, Equatable {
    /// Where the prices come from.
    package enum Source: String, Codable, Sendable {
        /// The calibration's kernels on this host (`HostCalibration`): no time of the strategies used.
        case calibrated
        /// A non-negative least-squares fit of the run's times per view on its counts per view.
        case fitted
    }

    /// The counters a time is priced on: the events a count gives exactly for every host, an
    /// instruction and an atomic read-modify-write (a retain or release). Callgrind's cache misses and
    /// branch mispredictions are those of a model CPU, not of the host; priced at the host's own cost
    /// of a real miss they predict worse than without them (docs/measurement.md, "Hosts and prices"),
    /// so the calibration measures and records those prices as facts of the host, and no time is
    /// priced on them.
    package static let pricedCounters = [InstructionCounter.counter.id, ARCCounter.atomics.id]

    package var source: Source
    /// Nanoseconds an event adds, by counter (`HostCalibration.probes` says what each one is).
    package var nanoseconds: [CounterID: Double]
    /// Per counter, half the range of the calibration's repeats (ns): two calibrations whose prices
    /// differ by less than their spreads cannot be told apart. Empty for fitted prices.
    package var spread: [CounterID: Double] = [:]
    /// Wall time the calibration took (s); nil for fitted prices.
    package var seconds: Double? = nil

    package init(source: Source, nanoseconds: [CounterID: Double], spread: [CounterID: Double] = [:], seconds: Double? = nil) {
        self.source = source
        self.nanoseconds = nanoseconds
        self.spread = spread
        self.seconds = seconds
    }

    /// Nanoseconds of a pass with `counts`, Σ price × count over `pricedCounters`; nil when a priced
    /// counter with a price was not counted.
    package func cost(_ counts: Counts) -> Double? {
        var total = 0.0
        for (counter, price) in priced {
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
