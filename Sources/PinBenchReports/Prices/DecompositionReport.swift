import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// "Where the time goes": ratios as priced counts plus the rest, per strategy.
enum DecompositionReport {
    /// The section's lines for the terminal; the cases no count explains are listed up to `limit`.
    static func lines(_ document: ResultsDocument, limit: Int = 6) -> [String] {
        guard let decomposition = document.timeDecomposition else { return [] }
        var lines = [headline(document, decomposition)]
        lines += strategyLines(document, decomposition).map { "  " + $0 }
        let unexplained = ranked(decomposition)
        if !unexplained.isEmpty {
            lines.append("  Costs no count shows (the counts' ratio outside the measured 95% interval): \(unexplained.count) of "
                + "\(decomposition.cases.filter(\.judged).count) ratios; largest: "
                + unexplained.prefix(limit).map(caseText).joined(separator: "; ")
                + (unexplained.count > limit ? "; \(unexplained.count - limit) more in the Markdown and JSON" : ""))
        }
        return lines
    }

    /// The section for the results page: the same, every unexplained case in a table.
    static func markdown(_ document: ResultsDocument) -> [String] {
        guard let decomposition = document.timeDecomposition else { return [] }
        var lines = ["## Where the time goes", "", headline(document, decomposition), ""]
        lines += strategyLines(document, decomposition).map { "- " + $0 }
        let unexplained = ranked(decomposition)
        if !unexplained.isEmpty {
            lines += ["", "Costs no count shows: the ratio the counts predict at these prices lies outside the measured 95% interval "
                      + "(\(unexplained.count) of \(decomposition.cases.filter(\.judged).count) ratios).", ""]
            lines.append(unexplainedTable(document)!.markdown)
        }
        return lines + [""]
    }

    /// Every judged case no count explains, largest first; nil when none.
    static func unexplainedTable(_ document: ResultsDocument) -> TextTable? {
        guard let decomposition = document.timeDecomposition else { return nil }
        let unexplained = ranked(decomposition)
        guard !unexplained.isEmpty else { return nil }
        var table = TextTable(headers: ["case", "measured", "95% interval", "counts predict", "no count explains"], rightAligned: [1, 2, 3, 4])
        for item in unexplained {
            table.append([item.caseName, fixed(item.measuredRatio, 3), item.interval.map { "[\(fixed($0.lower, 3)), \(fixed($0.upper, 3))]" } ?? "–",
                          fixed(item.predictedRatio, 3), signedPercent(item.unexplainedShare)])
        }
        return table
    }

    /// "Where the time goes on <host>: counts × prices fitted to this run, within 3.1% …".
    static func headline(_ document: ResultsDocument, _ decomposition: TimeDecomposition) -> String {
        let parts = decomposition.accuracy.map { accuracy in
            "\(sourceText(accuracy.prices.source)) (\(HostPricesReport.line(accuracy.prices, pricedOnly: true))): within \(percent(accuracy.medianError)) of the "
                + "measured ratios at the median, \(percent(accuracy.p90Error)) at p90 (\(accuracy.ratios) ratios)"
        }
        return "Where the time goes on \(document.environment.hostLabel), as counts × this host's prices: " + parts.joined(separator: "; ")
    }

    /// One line per strategy: predicted and measured ratios, the rest, and where it turns.
    static func strategyLines(_ document: ResultsDocument, _ decomposition: TimeDecomposition) -> [String] {
        let crossovers = PriceCrossover.all(CasePair.all(document), prices: decomposition.prices)
        let atomicPrice = decomposition.prices.inInstructions(ARCCounter.atomics.id)
        var strategies: [StrategyName] = []
        for item in decomposition.cases where item.judged && !strategies.contains(item.strategy) { strategies.append(item.strategy) }
        return strategies.map { strategy in
            let items = decomposition.cases.filter { $0.judged && $0.strategy == strategy }
            let predicted = geometricMean(items.map(\.predictedRatio)), measured = geometricMean(items.map(\.measuredRatio))
            let parts = HostPrices.pricedCounters.compactMap { counter -> String? in
                let share = items.map { $0.shares[counter] ?? 0 }.reduce(0, +) / Double(items.count)
                guard abs(share) >= 0.0005, let name = Counter.named(counter)?.short else { return nil }
                return "\(name) \(signedPercent(share))"
            }
            var line = "\(strategy) vs \(items[0].reference): the counts predict ×\(fixed(predicted, 2))"
                + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
                + ", measured ×\(fixed(measured, 2)): \(signedPercent(measured / predicted - 1)) no count explains (\(items.count) cases)"
            if let crossover = crossovers.first(where: { $0.strategy == strategy }) {
                line += "; " + turnText(crossover, hostPrice: atomicPrice)
            }
            return line
        }
    }

    /// "counts say faster at any price of an atomic", or where it turns.
    static func turnText(_ crossover: PriceCrossover, hostPrice: Double?) -> String {
        let segments = crossover.segments
        let host = hostPrice.map { " (this host: \(fixed($0, 1)))" } ?? ""
        if segments.count == 1 {
            return "counts say \(segments[0].standing.rawValue) at any price of an atomic up to \(fixed(segments[0].to, 0)) instructions\(host)"
        }
        let runs = segments.enumerated().map { index, segment in
            index == 0 ? "\(segment.standing.rawValue) below \(fixed(segment.to, 1))"
                : index == segments.count - 1 ? "\(segment.standing.rawValue) from \(fixed(segment.from, 1))"
                : "\(segment.standing.rawValue) \(fixed(segment.from, 1))–\(fixed(segment.to, 1))"
        }
        return "counts say " + runs.joined(separator: ", ") + " instructions an atomic\(host)"
    }

    /// The judged cases no count explains, largest share first.
    static func ranked(_ decomposition: TimeDecomposition) -> [CaseDecomposition] {
        decomposition.unexplained.filter(\.judged).sorted { abs($0.unexplainedShare) > abs($1.unexplainedShare) }
    }

    static func caseText(_ item: CaseDecomposition) -> String {
        "\(item.caseName) ×\(fixed(item.measuredRatio, 2)) measured, ×\(fixed(item.predictedRatio, 2)) counted (\(signedPercent(item.unexplainedShare)))"
    }

    static func sourceText(_ source: HostPrices.Source) -> String {
        switch source {
        case .fitted: "prices fitted to this run's times"
        case .calibrated: "the calibration's prices"
        }
    }

    static func geometricMean(_ values: [Double]) -> Double {
        exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
    }

    static func percent(_ value: Double) -> String { fixed(value * 100, 1) + "%" }

    static func signedPercent(_ value: Double) -> String { (value >= 0 ? "+" : "−") + fixed(abs(value) * 100, 1) + "%" }
}
