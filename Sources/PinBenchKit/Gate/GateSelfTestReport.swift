import Foundation

/// The self-test table: tier × injected extra work → trials flagged as regressions.
public enum GateSelfTestReport {
    public static func render(_ result: GateSelfTest.Result, test: GateSelfTest, format: OutputFormat) throws -> String {
        if format == .json {
            return try JSONText.encode(result)
        }
        var table = TextTable(headers: ["tier", "injected", "trials", "flagged", "rate", "meaning", "median |change|", "largest |change|"],
                              rightAligned: [1, 2, 3, 4, 6, 7])
        for row in result.rows {
            let rate = Double(row.flagged) / Double(max(row.trials, 1))
            table.append([row.tier.rawValue, row.injectedPercent == 0 ? "A/A" : "+\(row.injectedPercent)%", "\(row.trials)",
                          "\(row.flagged)", "\(fixed(rate * 100, 0))%", row.injectedPercent == 0 ? "false positives" : "detection",
                          "\(fixed(row.medianChange * 100, 2))%", "\(fixed(row.largestChange * 100, 2))%"])
        }
        let gate = test.gate
        var lines = ["Gate self-test (\(formatSeconds(result.elapsedSeconds))): time tier \(test.measurement.rounds) rounds of >= "
            + "\(fixed(test.measurement.minSampleSeconds * 1000, 0)) ms, depths \(test.depths.map(String.init).joined(separator: ", ")); "
            + "thresholds: instructions \(fixed(gate.instructionThreshold * 100, 1))%, time \(fixed(gate.timeThreshold * 100, 1))% "
            + "with Mann–Whitney p < \(gate.alpha)", ""]
        lines.append(format == .md ? table.markdown : table.text)
        lines.append(contentsOf: result.notes.map { "\nnote: \($0)" })
        return lines.joined(separator: "\n") + "\n"
    }
}
