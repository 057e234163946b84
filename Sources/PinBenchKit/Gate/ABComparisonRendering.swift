/// Renders `pin-bench ab`'s outcome: the gate's report, then each case's paired NEW ÷ OLD ratio.
extension ABComparison {
    /// The note that opens the report: how the times were taken, and the host's drift.
    package func summary(rounds: Int, blockSeconds: Double, seconds: Int) -> String {
        guard !pairedRatios.isEmpty else { return "deterministic tiers only: each side run once for its counts, not timed (\(seconds) s)" }
        return layoutNote + "\(rounds) rounds of OLD and NEW side by side (`serve` children, each case's visit timing blocks of ≥ "
            + "\(fixed(blockSeconds * 1000, 1)) ms OLD NEW NEW OLD or NEW OLD OLD NEW; \(seconds) s); the time tier is judged on "
            + "each case's per-visit NEW ÷ OLD ratios (Wilcoxon signed-rank, Holm over the cases, the interval of the median ratio)"
            + lookNote + ". Host drift during the run: \(fixed(drift.host * 100, 1))% (OLD's times, range of the round medians); left after "
            + "pairing: \(fixed(drift.paired * 100, 1))%" + extensionNote
    }

    /// With several code layouts, what they were and the rule that joins them; empty otherwise.
    var layoutNote: String {
        guard layouts.count > 1 else { return "" }
        let seeds = layouts.map { $0.linkSeed.map(String.init) ?? "default" }.joined(separator: ", ")
        return "\(layouts.count) code layouts (both sides relinked with lld seeds \(seeds)), each timed as below; a time change "
            + "holds only if every layout gives it. In each layout: "
    }

    /// With one layout, what its time verdicts do not cover: function order. Nil with several
    /// layouts or when not timed.
    package var singleLinkNote: String? {
        guard layouts.count == 1 else { return nil }
        return "the time tier judged these two binaries as they are linked: a change that only moves code (another function "
            + "order of one source) can read here as several per cent either way on a case (results/placement.md measures it); "
            + "`--code-layouts K` judges over K function orders of both sides"
    }

    /// With more than one look, when they were and the level each was judged at; empty otherwise.
    var lookNote: String {
        guard design.looks.count > 1 else { return "" }
        return ", looked at after \(design.looks.map(String.init).joined(separator: ", ")) visits: a case whose interval still "
            + "straddled ± its threshold got the visits up to the next look, the others stopped; every interval is at "
            + "\(GateReportRendering.percent(design.perLookConfidence)) and every p-value taken \(design.looks.count) times, so that the verdicts hold at 95% "
            + "and α over all the looks together"
    }

    /// The level of the paired ratios' intervals, for their column.
    var intervalHeading: String { "\(GateReportRendering.percent(design.perLookConfidence)) interval" }

    /// Which cases the later looks visited beyond the planned rounds, and how often; empty when none.
    var extensionNote: String {
        let extended = extendedCases
        guard let most = extended.map(\.ratios.count).max() else { return "" }
        let names = extended.count <= 5 ? ": " + extended.map(\.name).joined(separator: ", ") : ""
        return ". \(extended.count) case\(extended.count == 1 ? "" : "s") undecided after the planned rounds (interval reaching "
            + "beyond ± the threshold) got extra visits, up to \(most) in all\(names)"
    }

    /// `report` and the paired ratios in `format`; the text fits `width` columns when given (a terminal).
    package func render(_ report: GateReport, format: OutputFormat, width: Int? = nil) throws -> String {
        let perLayout = layouts.count > 1
        var table = TextTable(headers: ["case", "NEW ÷ OLD (median of visits)", intervalHeading]
            + (perLayout ? layouts.indices.map { "layout \($0 + 1)" } : []))
        for (index, ratio) in pairedRatios.enumerated() {
            table.append([ratio.name, fixed(ratio.median, 3), "\(fixed(ratio.interval.lower, 3))…\(fixed(ratio.interval.upper, 3))"]
                + (perLayout ? layouts.map { fixed($0.pairedRatios[index].median, 3) } : []))
        }
        switch format {
        case .json:
            struct Document: Encodable {
                var gate: GateReport
                var pairedRatios: [PairedRatio]
                var drift: Drift
                /// The visit counts at which the cases were looked at, and the level of each look's intervals.
                var looks: [Int]
                var perLookConfidence: Double
                /// Per code layout, with `ab --code-layouts`; absent otherwise.
                var codeLayouts: [Layout]?
            }
            return try JSONText.encode(Document(gate: report, pairedRatios: pairedRatios, drift: drift, looks: design.looks,
                                             perLookConfidence: design.perLookConfidence, codeLayouts: perLayout ? layouts : nil))
        case .md:
            return GateReportRendering.markdown(report) + (pairedRatios.isEmpty ? "" : "\n#### Paired NEW ÷ OLD per visit\n\n" + table.markdown + "\n")
        default:
            return GateReportRendering.text(report, width: width)
                + (pairedRatios.isEmpty ? "" : "\nPaired NEW ÷ OLD per visit:\n" + table.text(width: width) + "\n")
        }
    }
}
