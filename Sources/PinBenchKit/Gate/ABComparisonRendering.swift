/// Renders `pin-bench ab`'s outcome: the gate's report, then each case's paired NEW ÷ OLD ratio.
extension ABComparison {
    /// The note that opens the report: how the times were taken, and the host's drift.
    public func summary(rounds: Int, blockSeconds: Double, seconds: Int) -> String {
        guard !pairedRatios.isEmpty else { return "deterministic tiers only: each side run once for its counts, not timed (\(seconds) s)" }
        return "\(rounds) rounds of OLD and NEW side by side (`serve` children, each case's visit timing blocks of ≥ "
            + "\(fixed(blockSeconds * 1000, 1)) ms OLD NEW NEW OLD or NEW OLD OLD NEW; \(seconds) s); the time tier is judged on "
            + "each case's per-visit NEW ÷ OLD ratios (Wilcoxon signed-rank, Holm over the cases, the interval of the median ratio). "
            + "Host drift during the run: \(fixed(drift.host * 100, 1))% (OLD's times, range of the round medians); left after "
            + "pairing: \(fixed(drift.paired * 100, 1))%" + extensionNote
    }

    /// Which cases `ABExtension` visited beyond the planned rounds, and how often; empty when none.
    var extensionNote: String {
        let extended = extendedCases
        guard let most = extended.map(\.ratios.count).max() else { return "" }
        let names = extended.count <= 5 ? ": " + extended.map(\.name).joined(separator: ", ") : ""
        return ". \(extended.count) case\(extended.count == 1 ? "" : "s") undecided after the planned rounds (interval reaching "
            + "beyond ± the threshold) got extra visits, up to \(most) in all\(names)"
    }

    public func render(_ report: GateReport, format: OutputFormat) throws -> String {
        var table = TextTable(headers: ["case", "NEW ÷ OLD (median of visits)", "95% interval"])
        for ratio in pairedRatios {
            table.append([ratio.name, fixed(ratio.median, 3), "\(fixed(ratio.interval.lower, 3))…\(fixed(ratio.interval.upper, 3))"])
        }
        switch format {
        case .json:
            struct Document: Encodable {
                var gate: GateReport
                var pairedRatios: [PairedRatio]
                var drift: Drift
            }
            return try JSONText.encode(Document(gate: report, pairedRatios: pairedRatios, drift: drift))
        case .md:
            return GateReportRendering.markdown(report) + (pairedRatios.isEmpty ? "" : "\n#### Paired NEW ÷ OLD per visit\n\n" + table.markdown + "\n")
        default:
            return GateReportRendering.text(report) + (pairedRatios.isEmpty ? "" : "\nPaired NEW ÷ OLD per visit:\n" + table.text + "\n")
        }
    }
}
