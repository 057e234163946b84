import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// Renders a `GateReport` as text, Markdown or JSON; it lives beside `GateReport`, above
/// PinBenchReports.
package enum GateReportRendering {
    /// The report, the width its text fits (nil: whole lines) and whether the text shows every case.
    package typealias Subject = (report: GateReport, width: Int?, verbose: Bool)

    /// The gate report's formats and renderers (`compare`, `check`).
    package static let renderers = RendererTable<Subject>("gate report", [
        .text: { text($0.report, width: $0.width, verbose: $0.verbose) },
        .md: { markdown($0.report) },
        .json: { try json($0.report) },
    ])

    /// `report` in `format`; another format throws `UnsupportedFormat`.
    package static func render(_ report: GateReport, format: OutputFormat, width: Int? = nil, verbose: Bool = false) throws -> String {
        try renderers.render((report, width, verbose), as: format)
    }

    /// The terminal report: changed cases and a count of the rest, or every case with `verbose`.
    package static func text(_ report: GateReport, width: Int? = nil, verbose: Bool = false) -> String {
        var lines = ["pin-bench gate: \(summary(report))", ""]
        lines.append(contentsOf: notes(report).map { "note: \($0)" })
        if !notes(report).isEmpty { lines.append("") }
        if judgedSomething(report) {
            if verbose { lines.append(table(report).text(width: width)) } else { lines.append(contentsOf: caseLines(report)) }
        }
        lines.append(contentsOf: footer(report))
        return lines.joined(separator: "\n").wrappingLongLines(width: width) + "\n"
    }

    /// "CASE: CHANGE: FIGURE …" per case that changed; then the unchanged count.
    static func caseLines(_ report: GateReport) -> [String] {
        var lines: [String] = []
        for comparison in report.comparisons where comparison.change != .unchanged {
            var changed = shownCounters(report).compactMap { counter in
                comparison.counters[counter.id].flatMap { $0.change == .unchanged ? nil : "\(counter.noun) \(figure($0, digits: 0))" }
            }
            if let time = comparison.time, time.change != .unchanged {
                changed.append("\(timeHeader(report)) \(figure(time, digits: 1, paired: report.timeTest == .pairedPlacements))")
                if time.layoutSensitivity != nil, let instructions = comparison.counters[InstructionCounter.counter.id], instructions.change == .unchanged {
                    changed.append("instructions unchanged (\(fixed(instructions.old, 0)) → \(fixed(instructions.new, 0)))")
                }
            }
            if let ratio = comparison.ratioToManual, ratio.change != .unchanged { changed.append("ratio to manual \(figure(ratio, digits: 3))") }
            lines.append("\(comparison.name): \(comparison.change.rawValue): \(changed.joined(separator: "; "))")
        }
        let unchanged = report.comparisons.count - lines.count
        if unchanged > 0 {
            lines.append("\(unchanged) \(lines.isEmpty ? "" : "other ")case(s) unchanged (--verbose shows every case and figure)")
        }
        return lines
    }

    package static func markdown(_ report: GateReport) -> String {
        let icon = switch report.verdict {
        case .pass: "✅"
        case .regression: "❌"
        case .improvementOnly: "⚠️"
        case .verificationFailure: "❌"
        case .missingCases: "❌"
        case .inconclusive: "❔"
        case .refusedTier, .nothingJudged: "❌"
        }
        var lines = ["### \(icon) PinBench: \(summary(report))", ""]
        lines.append(contentsOf: notes(report).map { "> \($0)" })
        if !notes(report).isEmpty { lines.append("") }
        let changed = report.comparisons.filter { $0.change != .unchanged }
        if !judgedSomething(report) {
            return (lines + footer(report)).joined(separator: "\n") + "\n"
        } else if changed.isEmpty {
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

    package static func json(_ report: GateReport) throws -> String {
        return try JSONText.encode(report)
    }

    static func summary(_ report: GateReport) -> String {
        let outcome = switch report.verdict {
        case .pass: "no regression"
        case .regression: "\(report.regressions.count) regression(s)"
        case .improvementOnly: "improvements only (failing on request)"
        case .verificationFailure: "\(report.unverifiedCases.count) case(s) failed verification"
        case .missingCases: "\(report.missingCases.count) baseline case(s) missing from the candidate (--allow-missing to judge the rest)"
        case .inconclusive: inconclusiveSummary(report)
        case .refusedTier: "nothing judged: " + report.tiers.refused.map { "tier \($0.tier.rawValue) asked for, but \($0.reason)" }
            .joined(separator: "; ")
        case .nothingJudged: "nothing judged: the two sides share none of the tiers (" + report.tiers.leftOut
            .map { "\($0.tier.rawValue): \($0.reason)" }.joined(separator: "; ") + ")"
        }
        guard judgedSomething(report) else { return outcome }
        return "\(outcome) in \(report.comparisons.count) cases [\(rules(report).joined(separator: "; "))]"
    }

    /// Why cases are inconclusive, and the placements that would decide them.
    static func inconclusiveSummary(_ report: GateReport) -> String {
        let count = report.inconclusive.count
        let paired = report.timeTest == .pairedPlacements
        guard report.undecidedTimeFigures.contains(where: { $0.changeInterval != nil }) else {
            return "inconclusive: \(count) case(s) have not enough data for a time verdict (at least \(PlacementEstimate.minimumPlacements) "
                + "placements" + (paired ? ")" : " in each file; `pin-bench run` takes \(MeasurementSettings.defaultPlacements))")
        }
        var text = "inconclusive: \(count) case(s) cannot tell their change from ±\(percent(report.settings.timeThreshold)) over the placements"
            + (report.roundsNeeded.map { " (need about \($0) placements\(paired ? "" : " per side"): --placements \($0), for 80% power)" } ?? "")
        let relinking = report.comparisons.filter { [$0.time, $0.ratioToManual].contains { $0?.counts == true && $0?.needsRelinking == true } }.count
        if relinking > 0 {
            text += "; \(relinking) of them cannot be decided without relinking: the function-order allowance alone keeps the interval "
                + "wider than its room at any count of placements (" + (paired ? "give ab the two packages, or --function-orders each"
                    : "time each build with `run --function-orders each`") + ")"
        }
        let sensitive = report.comparisons.filter { $0.time?.counts == true && $0.time?.layoutSensitivity != nil }.count
        if sensitive > 0 {
            text += "; \(sensitive) of them layout-sensitive: one function order moves their time by more than ±"
                + "\(percent(report.settings.timeThreshold)), so more placements decide them slowly at best: read their instruction counts"
        }
        return text
    }

    /// False when a tier was refused or none could be judged: no figure to show.
    static func judgedSomething(_ report: GateReport) -> Bool {
        report.verdict != .refusedTier && report.verdict != .nothingJudged
    }

    /// The rules of the tiers that were judged, and nothing else.
    static func rules(_ report: GateReport) -> [String] {
        let settings = report.settings
        let judged = report.tiers.judged
        var rules: [String] = []
        if judged.contains(.instructions) { rules.append("instructions ±\(percent(settings.instructionThreshold))") }
        let counters = [(GateTier.allocations, "allocations"), (.arc, "ARC")].filter { judged.contains($0.0) }.map(\.1)
        if !counters.isEmpty {
            let change = settings.counterThreshold == 0 ? "any change" : "±\(percent(settings.counterThreshold))"
            rules.append("\(counters.joined(separator: " and ")) \(change)")
        }
        if judged.contains(.cost) { rules.append("estimated cycles ±\(percent(settings.costThreshold))") }
        if judged.contains(.time) {
            let judgesRawTime = report.comparisons.contains { $0.time?.counts == true }
            let figures = report.timeTest == .pairedPlacements ? "NEW ÷ OLD per placement of paired visits"
                : judgesRawTime ? "raw ns and the ratio to manual, per placement" : "the ratio to manual, per placement"
            let spending = report.timeSpending
            let spent = spending.rule.map { "; \($0)" } ?? ""
            rules.append("time (\(figures)): the \(level(spending)) interval beyond ±\(percent(settings.timeThreshold)) and "
                + "\(report.timeTest.rawValue) p < \(spending.alpha(settings.alpha)) (Holm\(spent))")
        }
        return rules
    }

    /// The notes, tiers left out, and what the time intervals leave out.
    static func notes(_ report: GateReport) -> [String] {
        var lines = report.notes
        if report.verdict != .nothingJudged {
            lines += report.tiers.leftOut.map { "left out: tier \($0.tier.rawValue): \($0.reason)" }
        }
        if report.comparisons.contains(where: { $0.ratioToManual != nil }) {
            lines.append("ratio to manual: each round's time ÷ manual's in the same round of the same run, so the host's clock "
                + "cancels in it; what the host charges for an atomic or a miss does not, and moves it from host to host "
                + "(docs/measurement.md, \"Hosts and prices\")")
        }
        if report.tiers.judged.contains(.time), report.timeTest != .pairedPlacements {
            lines.append("time between two runs: each figure is judged over both runs' placements (fresh processes), so what "
                + "moves between processes and function orders is in its interval; the host's state between the two runs is "
                + "not, so read a time change between runs made at other times as advice, and gate on time with `ab`, "
                + "which times both builds side by side")
        }
        return lines
    }

    /// One row per case: judged counters, time and ratio to manual, then the verdict.
    static func table(_ report: GateReport, only: [CaseComparison]? = nil) -> TextTable {
        let counters = shownCounters(report)
        let timed = report.tiers.judged.contains(.time)
        let paired = report.timeTest == .pairedPlacements
        var table = TextTable(headers: ["case"] + counters.map(\.noun) + (timed ? [timeHeader(report), "ratio to manual"] : []) + ["verdict"])
        for comparison in only ?? report.comparisons {
            table.append([comparison.name] + counters.map { figure(comparison.counters[$0.id], digits: 0) }
                + (timed ? [figure(comparison.time, digits: 1, paired: paired), figure(comparison.ratioToManual, digits: 3)] : [])
                + [comparison.change.rawValue])
        }
        return table
    }

    /// The counters of the judged tiers, in `Counter.all` order.
    static func shownCounters(_ report: GateReport) -> [Counter] {
        Counter.all.filter { $0.tier.map(report.tiers.judged.contains) ?? false }
    }

    /// What the time figure is: ab's two medians and paired change, or two runs' medians.
    static func timeHeader(_ report: GateReport) -> String {
        report.timeTest == .pairedPlacements ? "time: median ns OLD → NEW (paired change)" : "time (median ns)"
    }

    /// One figure's cell; for `ab`, the change is the placements' paired centre, labelled so.
    static func figure(_ figure: FigureComparison?, digits: Int, paired: Bool = false) -> String {
        guard let figure else { return "-" }
        if figure.change == .inconclusive {
            let noise = figure.changeInterval.map { interval in
                let band = figure.threshold ?? 0
                let standing = Standing(change: interval, band: band)
                // Wholly beyond the threshold yet undecided: the test's p after Holm did not reach alpha.
                let why = standing == .faster || standing == .slower
                    ? "lies beyond ±\(percent(band)) but its p" + ((figure.adjustedP ?? figure.p).map { "=\(significant($0))" } ?? "")
                        + " (Holm) does not reach alpha"
                    : "reaches across ±\(percent(band))"
                return "\(paired ? "paired " : "")\(signedPercent(figure.relativeChange, digits: 2)), interval \(signedPercent(interval.lower, digits: 2))…"
                    + "\(signedPercent(interval.upper, digits: 2)) \(why); "
            } ?? ""
            let needs = figure.changeInterval == nil ? "not enough data: needs ≥ \(figure.roundsNeeded ?? 0) placements" + (paired ? "" : " per side")
                : figure.needsRelinking == true ? "cannot be decided without relinking (--function-orders each)"
                : "needs about \(figure.roundsNeeded ?? 0) placements"
            let sensitive = figure.layoutSensitivity.map { "; layout-sensitive: one function order moves it ±\(percent($0)), more than "
                + "the ±\(percent(figure.threshold ?? 0)) looked for (decide it on its counts)" } ?? ""
            return "inconclusive: \(noise)\(needs)\(sensitive)" + (figure.counts ? "" : " [not judged]")
        }
        var text = "\(fixed(figure.old, digits)) → \(fixed(figure.new, digits)) (\(paired ? "paired " : "")\(signedPercent(figure.relativeChange, digits: 2))"
        if let p = figure.adjustedP ?? figure.p { text += ", p=\(significant(p))" }
        text += ")"
        if !figure.counts { text += " [not judged]" }
        if figure.change != .unchanged { text += " \(figure.change == .regression ? "▲" : "▼")" }
        return text
    }

    static func footer(_ report: GateReport) -> [String] {
        var lines: [String] = []
        if !report.missingCases.isEmpty { lines.append("Missing from the candidate (only in the baseline): \(listed(report.missingCases))") }
        if !report.newCases.isEmpty { lines.append("New (only in the candidate, not judged): \(listed(report.newCases))") }
        if !report.unverifiedCases.isEmpty { lines.append("Failed verification: \(listed(report.unverifiedCases))") }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// How many case names shown before a list is cut short.
    static let listedNames = 5

    /// "a, b, c" or, past `listedNames`, "138 cases: a, b, c, d, e and 133 more (--format json lists them all)".
    static func listed(_ names: [String]) -> String {
        guard names.count > listedNames else { return names.joined(separator: ", ") }
        return "\(names.count) cases: \(names.prefix(listedNames).joined(separator: ", ")) and \(names.count - listedNames) more "
            + "(--format json lists them all)"
    }

    static func percent(_ value: Double) -> String { "\(significant(value * 100))%" }

    /// The level of each look's time intervals, e.g. "95%" or "97.5%".
    package static func level(_ spending: LookSpending) -> String { percent(spending.confidence()) }
}
