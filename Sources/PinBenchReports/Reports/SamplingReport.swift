import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// How many rounds the cases got, and after precision sampling what fell short.
enum SamplingReport {
    /// "15 interleaved rounds", or "8–48 interleaved rounds (precision-targeted …)".
    static func roundsText(_ document: ResultsDocument) -> String {
        let placements = document.placementCount
        let each = placements > 1 ? " in each of \(placements) placements" : ""
        let rounds = document.cases.flatMap { result in result.ratio?.placements?.compactMap(\.rounds) ?? [result.samples.count / placements] }
        guard let record = document.cases.lazy.compactMap(\.sampling).first, let fewest = rounds.min(), let most = rounds.max() else {
            return "\(document.settings.rounds) interleaved rounds\(each)"
        }
        let range = (fewest == most ? "\(fewest)" : "\(fewest)–\(most)") + each
        guard let precision = record.precision else {
            return "\(range) interleaved rounds (looked at after \(looksText(record.looks)) rounds: a scenario went on while a time "
                + "figure of its cases against the baseline was open)"
        }
        return "\(range) interleaved rounds (precision-targeted: until each ratio's "
            + "95% interval is within ±\(percent(precision)) of its median or decides its verdict, looking after "
            + "\(looksText(SamplingDesign.standard.looks)) rounds, or fewer looks as the time budget allows)"
    }

    private static func looksText(_ looks: [Int]?) -> String {
        looks.map { $0.map(String.init).joined(separator: ", ") } ?? "several"
    }

    /// How scenarios stopped and the widest unsettled ratios; nothing after fixed rounds.
    static func lines(_ document: ResultsDocument, limit: Int = 10) -> [String] {
        let sampled = document.cases.filter { $0.sampling != nil }
        guard let record = sampled.first?.sampling else { return [] }
        var stops: [StopReason: Set<ScenarioKey>] = [:]
        for result in sampled { stops[result.sampling!.stop, default: []].insert(result.scenario) }
        let counts = StopReason.allCases.compactMap { reason in stops[reason].map { "\($0.count) \(reason.rawValue)" } }
        let scenarios = Set(sampled.map(\.scenario)).count
        let stopped = "Rounds: \(scenarios) scenario\(scenarios == 1 ? "" : "s") stopped: \(counts.joined(separator: ", "))"
        guard let precision = record.precision else { return [stopped + "."] }
        // Rounds were steered per placement, on its own interval: the widest is what was reached.
        let ratios = sampled.compactMap { result -> (result: CaseResult, halfWidth: Double, settled: Bool)? in
            guard let ratio = result.ratio else { return nil }
            let own = ratio.placementRatios
            let halfWidth = own.map { SamplingRecord.halfWidth($0.interval, median: $0.median) }.max() ?? 0
            return (result, halfWidth, own.allSatisfy { Standing($0.interval, band: TimeVerdict.sameTolerance) != .unclear })
        }
        var lines = [stopped + "; "
            + "\(ratios.filter { $0.halfWidth <= precision }.count) of \(ratios.count) ratios within ±\(percent(precision)) in every placement."]
        let unsettled = ratios.filter { $0.halfWidth > precision && !$0.settled }
            .map { (name: $0.result.name, halfWidth: $0.halfWidth, rounds: $0.result.samples.count) }
            .sorted { $0.halfWidth > $1.halfWidth }
        guard !unsettled.isEmpty else { return lines }
        lines.append("\(unsettled.count) ratio\(unsettled.count == 1 ? "" : "s") settled nothing in some placement (wider than ±\(percent(precision)) and reaching across ±2%):")
        lines += unsettled.prefix(limit).map { "  \($0.name): ±\(percent($0.halfWidth)) after \($0.rounds) rounds" }
        if unsettled.count > limit { lines.append("  … and \(unsettled.count - limit) more (report --format md lists every case)") }
        return lines
    }

    private static func percent(_ fraction: Double) -> String {
        "\(fixed(fraction * 100, fraction < 0.1 ? 2 : 1))%"
    }
}
