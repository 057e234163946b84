import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// A host's prices as a table, in ns and in the host's instructions.
package enum HostPricesReport {
    /// The host prices' formats and renderers (`calibrate`): the table and how long the calibration
    /// took, or the prices as JSON.
    package static let renderers = RendererTable<HostPrices>("host prices", [
        .text: { table($0).text + "\ncalibration took \(fixed($0.seconds ?? 0, 1)) s\n" },
        .json: { try JSONText.encode($0) },
    ])

    /// The table's rows, in the calibration's probe order.
    package static func table(_ prices: HostPrices) -> TextTable {
        var table = TextTable(headers: ["event", "ns", "instructions", "± ns", "measured as"], rightAligned: [1, 2, 3])
        for probe in HostCalibration.probes {
            guard let price = prices.nanoseconds[probe.counter], let counter = Counter.named(probe.counter) else { continue }
            table.append([counter.noun, fixed(price, 3), prices.inInstructions(probe.counter).map { fixed($0, 1) } ?? "–",
                          prices.spread[probe.counter].map { fixed($0, 3) } ?? "–", prices.source == .calibrated ? probe.meaning : "fitted to the run's times"])
        }
        return table
    }

    /// The prices in one line; `pricedOnly`: those a time is priced on.
    package static func line(_ prices: HostPrices, pricedOnly: Bool = false) -> String {
        HostCalibration.probes.compactMap { probe -> String? in
            guard !pricedOnly || HostPrices.pricedCounters.contains(probe.counter),
                  let price = prices.nanoseconds[probe.counter], let counter = Counter.named(probe.counter) else { return nil }
            return "\(counter.short) \(fixed(price, price < 1 ? 3 : 2)) ns"
        }.joined(separator: ", ")
    }
}
