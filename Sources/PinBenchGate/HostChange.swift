import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What a change of host does: the differences, the prices, and each baseline ratio's move.
struct HostChange {
    var hosts: HostComparison
    var prices: PricePair?
    /// Per baseline case with a ratio to manual, the factor its ratio would move by on the new host.
    var factors: [String: Double] = [:]
    /// How far the prediction misses on the baseline's host, carried as an allowance.
    var spread: Double?

    init(hosts: HostComparison, prices: PricePair?, baseline: [GateObservation]) {
        self.hosts = hosts
        self.prices = prices
        guard let prices else { return }
        let manual = StrategyName(ManualStrategy.self)
        let manualCounts = Dictionary(baseline.filter { $0.strategy == manual }.compactMap { observation in observation.scenario.map { ($0, observation.counts) } },
                                      uniquingKeysWith: { first, _ in first })
        for observation in baseline where observation.strategy != manual {
            guard let scenario = observation.scenario, let reference = manualCounts[scenario],
                  let factor = prices.factor(observation.counts, reference: reference) else { continue }
            factors[observation.name] = factor
        }
    }

    /// The baseline with ratios to manual moved (raw times untouched); nil without factors.
    func moved(_ baseline: [GateObservation]) -> [GateObservation]? {
        guard prices != nil else { return nil }
        var moved = baseline
        for index in moved.indices where !moved[index].manualRatioPlacements.isEmpty {
            guard let factor = factors[moved[index].name] else { return nil }
            moved[index].manualRatioPlacements = moved[index].manualRatioPlacements.map { $0 * factor }
            moved[index].predictionAllowance = spread ?? 0
        }
        return moved
    }

    /// "hosts differ (…); at these hosts' fitted prices the ratios to manual would move by …".
    func note(_ settings: GateSettings) -> String {
        var text = "hosts differ (\(hosts.text))"
        if let prices {
            let moves = factors.sorted { abs($0.value - 1) > abs($1.value - 1) }
            if !moves.isEmpty {
                let values = factors.values.map { $0 - 1 }
                text += "; at the two hosts' \(prices.source.rawValue) prices the counts move the ratios to manual by "
                    + "\(signed(values.min()!)) to \(signed(values.max()!)) (median \(signed(Statistics.median(values)))); largest: "
                    + moves.prefix(3).map { "\($0.key) \(signed($0.value - 1))" }.joined(separator: ", ")
            }
            text += " (instruction \(fixed(prices.old.nanoseconds[InstructionCounter.counter.id] ?? 0, 3)) vs "
                + "\(fixed(prices.new.nanoseconds[InstructionCounter.counter.id] ?? 0, 3)) ns)"
            if let spread, settings.judgesTimeAcrossHosts {
                text += "; judged against that prediction, with an allowance of \(fixed(spread * 100, 1))% for what the counts miss on the "
                    + "baseline's own host"
            }
        } else {
            text += "; no prices for both runs (a calibration, or instruction counts to fit them to), so no move can be predicted"
        }
        return text
    }

    /// Why the time tier is not judged: not asked for across hosts, or no prices to move the baseline.
    func gapReason(_ settings: GateSettings) -> String {
        settings.judgesTimeAcrossHosts
            ? "the runs come from different hosts and their prices are unknown, so time cannot be judged against a prediction"
            : "the runs come from different hosts: a time difference there is the host's as much as the code's "
                + "(--across-hosts predict judges it against what the counts predict at the new host's prices)"
    }

    private func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + fixed(abs(value) * 100, 1) + "%" }
}
