/// Renders `pin-bench ab`'s outcome: the gate's report, then each case's paired NEW ÷ OLD ratio.
extension ABComparison {
    public func render(_ report: GateReport, format: OutputFormat) throws -> String {
        var table = TextTable(headers: ["case", "NEW ÷ OLD (median of rounds)", "95% interval"])
        for ratio in pairedRatios {
            table.append([ratio.name, fixed(ratio.median, 3), "\(fixed(ratio.interval.lower, 3))…\(fixed(ratio.interval.upper, 3))"])
        }
        switch format {
        case .json:
            struct Document: Encodable {
                var gate: GateReport
                var pairedRatios: [PairedRatio]
            }
            return try JSONText.encode(Document(gate: report, pairedRatios: pairedRatios))
        case .md:
            return GateReportRendering.markdown(report) + "\n#### Paired NEW ÷ OLD per round\n\n" + table.markdown + "\n"
        default:
            return GateReportRendering.text(report) + "\nPaired NEW ÷ OLD per round:\n" + table.text + "\n"
        }
    }
}
