import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering

/// The report's part about a pooled file's hosts: verdicts per host and across.
package enum CrossHostReport {
    /// Plain lines, for the terminal table and `merge`.
    package static func lines(_ pool: HostPool) -> [String] {
        var lines = ["\(pool.hostCount) host(s) from \(pool.runs.count) run(s); the file's own times, counts and verdicts are the "
            + "first run's (\(pool.runs[0].file)), on host 1 only:"]
        lines.append(contentsOf: (1...pool.hostCount).map { "  " + pool.hostLine($0) })
        lines.append(contentsOf: strategyLines(pool))
        lines.append(contentsOf: pool.sharedOrderLines.map { "  " + $0 })
        if !pool.verdicts.isEmpty {
            lines.append("Across hosts, case by case (each host's placements pooled over its runs; a verdict holds when every host decided it "
                + "alike, and is host-dependent only when two hosts decided differently):")
            for verdict in pool.verdicts {
                lines.append("  \(verdict.caseName) vs \(verdict.reference): \(verdict.summary) (\(verdict.perHostText))")
            }
        }
        lines.append(contentsOf: priceLines(pool))
        lines.append(contentsOf: differenceLines(pool))
        return lines
    }

    /// Per strategy: cases that hold on every host, depend on it, or are undecided.
    static func strategyLines(_ pool: HostPool) -> [String] {
        var strategies: [StrategyName] = []
        for verdict in pool.verdicts where !strategies.contains(verdict.strategy) { strategies.append(verdict.strategy) }
        guard !strategies.isEmpty else { return [] }
        return ["Per strategy, what holds across the \(pool.hostCount) host(s):"] + strategies.map { strategy in
            let cases = pool.verdicts.filter { $0.strategy == strategy }
            let holding = cases.filter { $0.agreement == .holds }
            let held = TimeVerdict.allCases.compactMap { verdict -> String? in
                let count = holding.filter { $0.hosts[0].verdict == verdict }.count
                return count == 0 ? nil : "\(count) \(verdict.rawValue)"
            }
            let others = [CrossHostAgreement.hostDependent, .undecidedOnSome].compactMap { agreement -> String? in
                let count = cases.filter { $0.agreement == agreement }.count
                return count == 0 ? nil : "\(count) \(agreement.rawValue)"
            }
            return "  \(strategy) vs \(cases[0].reference): \(cases.count) cases: \(holding.count) hold"
                + (held.isEmpty ? "" : " (\(held.joined(separator: ", ")))") + others.map { ", " + $0 }.joined()
        }
    }

    /// A Markdown section: the hosts, a table of the verdicts per host and across, the differences.
    package static func markdown(_ pool: HostPool) -> [String] {
        var lines = ["## Across hosts", ""]
        lines.append("The file's own tables above are the first run's (\(pool.runs[0].file)), on host 1 only. A host's verdict is "
            + "judged over the placements of all its runs; across hosts, a verdict holds when every host decided it alike, and is "
            + "host-dependent only when two hosts decided differently.")
        lines.append("")
        lines.append(contentsOf: (1...pool.hostCount).map { "- " + pool.hostLine($0) })
        lines.append(contentsOf: pool.sharedOrderLines.map { "- " + $0 })
        lines.append("")
        let strategies = strategyLines(pool)
        if !strategies.isEmpty {
            lines.append(contentsOf: strategies.map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 })
            lines.append("")
        }
        if !pool.verdicts.isEmpty {
            var table = TextTable(headers: ["case", "vs"] + (1...pool.hostCount).map { "host \($0)" } + ["across hosts"])
            for verdict in pool.verdicts {
                table.append([verdict.caseName, verdict.reference.rawValue] + verdict.hosts.map(\.text) + [verdict.summary])
            }
            lines.append(table.markdown)
            lines.append("")
        }
        let prices = priceLines(pool)
        if !prices.isEmpty {
            lines.append("### Prices and where the time goes, per host")
            lines.append("")
            lines.append(contentsOf: prices.dropFirst().map { $0.hasPrefix("    ") ? "  -" + $0.dropFirst(3) : $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 })
            lines.append("")
        }
        let differences = differenceLines(pool)
        if !differences.isEmpty {
            lines.append(contentsOf: differences.map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 })
            lines.append("")
        }
        return lines
    }

    /// "Pooled from 3 runs on 2 hosts …": what a pooled file's own tables are, for their header.
    static func pooledNote(_ pool: HostPool) -> String {
        "Pooled from \(pool.runs.count) runs on \(pool.hostCount) host(s) (pin-bench merge): the tables and verdicts before "
            + "\"Across hosts\" are the first run's (\(pool.runs[0].file)), on host 1 only"
    }

    /// Per host, prices and where the time goes; per pair, how well prices predict.
    static func priceLines(_ pool: HostPool) -> [String] {
        guard pool.hostCount > 1 else { return [] }
        let documents = pool.pricedRuns
        var lines = ["Prices and where the time goes, per host (each host's first run; counts × that host's prices, and what no count explains):"]
        for (index, document) in documents.enumerated() {
            let section = DecompositionReport.lines(document, limit: 3)
            guard !section.isEmpty else {
                lines.append("  host \(index + 1): no counts to price (a run with instruction counts, or --instructions)")
                continue
            }
            lines.append("  host \(index + 1): " + section[0])
            lines.append(contentsOf: section.dropFirst().map { "  " + $0 })
        }
        let predictions = documents.indices.flatMap { from in
            documents.indices.filter { $0 != from }.map { to in (from, to, CrossHostPrediction(from: documents[from], to: documents[to])) }
        }
        lines.append(predictionHeading(predictions.compactMap(\.2)))
        for (from, to, prediction) in predictions {
            guard let prediction else {
                lines.append("  host \(from + 1) → host \(to + 1): no prices for both (a calibration, or counts to fit them to)")
                continue
            }
            lines.append("  host \(from + 1) → host \(to + 1) (\(prediction.source.rawValue) prices): within "
                + "\(DecompositionReport.percent(prediction.medianError)) at the median (unmoved: "
                + "\(DecompositionReport.percent(prediction.unmovedMedianError))), \(DecompositionReport.percent(prediction.p90Error)) at p90, "
                + "\(prediction.ratios) ratios; \(prediction.bigMovesRight) of \(prediction.bigMoves) moves over "
                + "\(Int(CrossHostPrediction.bigMove * 100))% predicted in the right direction, \(prediction.clearMovesRight) of "
                + "\(prediction.clearMoves) of those beyond both runs' intervals" + wrongWayText(prediction.wrongWayDepths))
        }
        return lines
    }

    /// "; the wrong way at depth 1 ×10, 64 ×1", or nothing.
    static func wrongWayText(_ depths: [Int]) -> String {
        guard !depths.isEmpty else { return "" }
        let counts = Dictionary(grouping: depths, by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }
        return "; the wrong way at depth " + counts.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }

    /// What the prediction lines claim, by whether both hosts' prices were calibrated.
    static func predictionHeading(_ predictions: [CrossHostPrediction]) -> String {
        guard predictions.contains(where: { $0.source == .fitted }) else {
            return "Each host's ratios predicted from another host's ratios and this host's calibrated prices alone (no time of it used):"
        }
        return "Each host's ratios from another host's ratios moved by the two hosts' prices; fitted prices are fitted to each "
            + "host's own times, so those lines say how far counts × prices account for the moves, not how well they predict a "
            + "host whose times are unknown (calibrated prices, recorded by every run since schema 6, do that):"
    }

    /// The counts that differ between runs and the builds that differ from the first run's.
    static func differenceLines(_ pool: HostPool) -> [String] {
        var lines: [String] = []
        if !pool.countDifferences.isEmpty {
            lines.append("Deterministic counts differ between runs (the builds differ; the file's own counts are the first run's):")
            lines.append(contentsOf: pool.countDifferences.map { "  " + $0.line(files: pool.runs.map(\.file)) })
        }
        if !pool.buildDifferences.isEmpty {
            lines.append("Builds differ from the first run's:")
            lines.append(contentsOf: pool.buildDifferences.map { "  " + $0 })
        }
        return lines
    }
}
