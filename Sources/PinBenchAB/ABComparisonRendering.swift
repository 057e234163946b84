import PinBenchGate
import PinBenchRendering
import PinBenchSystem

/// Renders `pin-bench ab`'s outcome: the gate's report, then each case's NEW ÷ OLD over the placements.
extension ABComparison {
    /// The note that opens the report: how the times were taken, over which placements, and the host's drift.
    package func summary(rounds: Int, blockSeconds: Double, seconds: Int) -> String {
        guard !pairedRatios.isEmpty else { return "deterministic tiers only: each side run once for its counts, not timed (\(seconds) s)" }
        return "\(firstLook) placements (fresh pairs of OLD and NEW `serve` children, \(orderNote)), \(rounds) rounds each, "
            + "side by side (each case's visit timing blocks of ≥ \(fixed(blockSeconds * 1000, 1)) ms OLD NEW NEW OLD or NEW OLD OLD "
            + "NEW; \(seconds) s)\(extensionNote); the time tier is judged over each case's placements: its median NEW ÷ OLD per "
            + "placement, the \(GateReportRendering.level(spending)) interval of their mean and Student's t, Holm over the "
            + "cases\(spendingNote). Host drift within a placement\(spending.looks > 1 ? " of the first look" : ""): "
            + "\(fixed(drift.host * 100, 1))% (OLD's times, range of the round medians, the largest); left after pairing: "
            + "\(fixed(drift.paired * 100, 1))%"
    }

    /// The placements after the first look, and how many cases they timed.
    private var extensionNote: String {
        guard let most = extended.map(\.placements).max() else { return "" }
        return "; then up to \(most - firstLook) more for the \(extended.count) case\(extended.count == 1 ? "" : "s") still undecided "
            + "(looks after \(looks.map(String.init).joined(separator: ", ")) placements)"
    }

    /// How the error rate is shared over the planned looks; empty with one.
    private var spendingNote: String { spending.rule.map { " (\($0))" } ?? "" }

    /// Which binaries the placements ran.
    private var orderNote: String {
        let seeds = placements.compactMap(\.linkSeed)
        if seeds.count == placements.count && !seeds.isEmpty {
            return "both relinked in one function order per placement, lld seeds \(seeds.map(String.init).joined(separator: ", "))"
        }
        return allowance == 0 ? "the binaries as given" : "the binaries as given, each of one function order"
    }

    /// What the intervals allow for when binaries ran as linked; nil otherwise.
    var singleLinkNote: String? {
        guard allowance > 0 else { return nil }
        return "OLD and NEW were timed as they are linked: a change that only moves code (another function order of one source) "
            + "moves a case by several per cent either way, so every interval allows for it (a \(fixed(allowance * 100, 1))% standard "
            + "deviation, docs/measurement.md); give ab the two packages or executables built in them to judge over function orders"
    }

    /// The comparison, its gate report, the text's width (nil: whole lines) and whether every case
    /// shows.
    package typealias Subject = (comparison: ABComparison, report: GateReport, width: Int?, verbose: Bool)

    /// `ab`'s formats and renderers: the gate's report, then each case's NEW ÷ OLD over the placements.
    package static let renderers = RendererTable<Subject>("ab comparison", [
        .text: { $0.comparison.text($0.report, width: $0.width, verbose: $0.verbose) },
        .md: { $0.comparison.markdown($0.report) },
        .json: { try $0.comparison.json($0.report) },
    ])

    /// `report` and the paired ratios in `format`; another format throws `UnsupportedFormat`.
    package func render(_ report: GateReport, format: OutputFormat, width: Int? = nil, verbose: Bool = false) throws -> String {
        try Self.renderers.render((self, report, width, verbose), as: format)
    }

    /// The gate's report as text, then the paired ratios' table.
    package func text(_ report: GateReport, width: Int? = nil, verbose: Bool = false) -> String {
        GateReportRendering.text(report, width: width, verbose: verbose)
            + (pairedRatios.isEmpty ? "" : "\nNEW ÷ OLD over the placements:\n" + pairedRatioTable.text(width: width) + "\n")
    }

    /// The gate's report as Markdown, then the paired ratios' table.
    package func markdown(_ report: GateReport) -> String {
        GateReportRendering.markdown(report) + (pairedRatios.isEmpty ? "" : "\n#### NEW ÷ OLD over the placements\n\n" + pairedRatioTable.markdown + "\n")
    }

    /// The gate's report, the paired ratios, the drift, the placements and the allowance, as JSON.
    package func json(_ report: GateReport) throws -> String {
        struct Document: Encodable {
            var gate: GateReport
            var pairedRatios: [PairedRatio]
            var drift: Drift
            var placements: [Placement]
            var looks: [Int]
            var allowance: Double
        }
        return try JSONText.encode(Document(gate: report, pairedRatios: pairedRatios, drift: drift, placements: placements, looks: looks,
                                            allowance: allowance))
    }

    /// Each case's NEW ÷ OLD, the mean over its placements, its interval and how many placements.
    private var pairedRatioTable: TextTable {
        var table = TextTable(headers: ["case", "NEW ÷ OLD (mean over placements)", "\(GateReportRendering.level(spending)) interval", "placements"])
        for ratio in pairedRatios {
            table.append([ratio.name, fixed(ratio.median, 3), ratio.interval.map { "\(fixed($0.lower, 3))…\(fixed($0.upper, 3))" } ?? "-",
                          "\(ratio.placements)"])
        }
        return table
    }
}
