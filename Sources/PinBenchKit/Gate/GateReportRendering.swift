import Foundation

/// Renders a `GateReport`: a terminal table, Markdown for a pull-request comment, or JSON.
public enum GateReportRendering {
    public static func text(_ report: GateReport) -> String {
        var lines = ["pin-bench gate: \(summary(report))", ""]
        lines.append(contentsOf: report.notes.map { "note: \($0)" })
        if !report.notes.isEmpty { lines.append("") }
        lines.append(table(report).text)
        lines.append(contentsOf: footer(report))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ report: GateReport) -> String {
        let icon = switch report.verdict {
        case .pass: "✅"
        case .regression: "❌"
        case .improvementOnly: "⚠️"
        case .verificationFailure: "❌"
        case .missingCases: "❌"
        case .inconclusive: "❔"
        }
        var lines = ["### \(icon) PinBench: \(summary(report))", ""]
        lines.append(contentsOf: report.notes.map { "> \($0)" })
        if !report.notes.isEmpty { lines.append("") }
        let changed = report.comparisons.filter { $0.change != .unchanged }
        if changed.isEmpty {
            lines.append("No case changed beyond the thresholds.")
        } else {
            lines.append(table(report, only: changed).markdown)
        }
        lines.append("")
        lines.append("<details><summary>All \(report.comparisons.count) cases</summary>")
        lines.append("")
        lines.append(table(report).markdown)
        lines.append("")
        lines.append("</details>")
        lines.append(contentsOf: footer(report))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ report: GateReport) throws -> String {
        return try JSONText.encode(report)
    }

    static func summary(_ report: GateReport) -> String {
        let settings = report.settings
        let counters = settings.counterThreshold == 0 ? "any change" : "±\(percent(settings.counterThreshold))"
        let rule = "instructions ±\(percent(settings.instructionThreshold)); allocations and ARC \(counters); time: the 95% "
            + "interval beyond ±\(percent(settings.timeThreshold)) and Mann–Whitney p < \(settings.alpha) (Holm)"
        let outcome = switch report.verdict {
        case .pass: "no regression"
        case .regression: "\(report.regressions.count) regression(s)"
        case .improvementOnly: "improvements only (failing on request)"
        case .verificationFailure: "\(report.unverifiedCases.count) case(s) failed verification"
        case .missingCases: "\(report.missingCases.count) baseline case(s) missing from the candidate (--allow-missing to judge the rest)"
        case .inconclusive: "inconclusive: \(report.inconclusive.count) case(s) have too few samples to reach p < \(settings.alpha) "
            + "or to tell their change from ±\(percent(settings.timeThreshold))"
            + (report.roundsNeeded.map { " (need at least \($0) rounds in each file)" } ?? "")
        }
        return "\(outcome) in \(report.comparisons.count) cases [\(rule)]"
    }

    static func table(_ report: GateReport, only: [CaseComparison]? = nil) -> TextTable {
        var table = TextTable(headers: ["case", "instructions", "allocations", "bytes", "retains+releases", "time (median ns)",
                                        "ratio to manual", "verdict"])
        for comparison in only ?? report.comparisons {
            table.append([comparison.name, figure(comparison.instructions, digits: 0), figure(comparison.allocations, digits: 0),
                          figure(comparison.allocatedBytes, digits: 0), figure(comparison.retainsReleases, digits: 0),
                          figure(comparison.time, digits: 1), figure(comparison.ratioToManual, digits: 3), comparison.change.rawValue])
        }
        return table
    }

    static func figure(_ figure: FigureComparison?, digits: Int) -> String {
        guard let figure else { return "-" }
        if figure.change == .inconclusive {
            let noise = figure.changeInterval.map { interval in
                "\(signedPercent(figure.relativeChange, digits: 2)), interval \(signedPercent(interval.lower, digits: 2))…"
                    + "\(signedPercent(interval.upper, digits: 2)) "
                    + "reaches beyond ±\(percent(figure.threshold ?? 0)); "
            } ?? ""
            return "inconclusive: \(noise)needs ≥ \(figure.roundsNeeded ?? 0) rounds per side" + (figure.counts ? "" : " [not judged]")
        }
        var text = "\(fixed(figure.old, digits)) → \(fixed(figure.new, digits)) (\(signedPercent(figure.relativeChange, digits: 2))"
        if let p = figure.adjustedP ?? figure.p { text += ", p=\(significant(p))" }
        text += ")"
        if !figure.counts { text += " [not judged]" }
        if figure.change != .unchanged { text += " \(figure.change == .regression ? "▲" : "▼")" }
        return text
    }

    static func footer(_ report: GateReport) -> [String] {
        var lines: [String] = []
        if !report.missingCases.isEmpty { lines.append("Missing from the candidate (only in the baseline): \(report.missingCases.joined(separator: ", "))") }
        if !report.newCases.isEmpty { lines.append("New (only in the candidate, not judged): \(report.newCases.joined(separator: ", "))") }
        if !report.unverifiedCases.isEmpty { lines.append("Failed verification: \(report.unverifiedCases.joined(separator: ", "))") }
        return lines.isEmpty ? [] : [""] + lines
    }

    static func percent(_ value: Double) -> String { "\(significant(value * 100))%" }
}
