import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// Kept runs side by side (`pin-bench history`).
package struct RunHistoryReport {
    /// The report, the cases its case table shows, and the width the text is wrapped to (nil: not wrapped).
    package typealias Subject = (report: RunHistoryReport, names: [String], width: Int?)

    /// The kept runs' formats and renderers (`history`'s tables; its chart is SVG whatever the format).
    package static let renderers = RendererTable<Subject>("run history", [
        .text: { $0.report.text($0.names).wrappingLongLines(width: $0.width) },
        .md: { $0.report.markdown($0.names) },
    ])

    /// One kept run: its file's name and its results.
    package struct Run {
        package var name: String
        package var document: ResultsDocument
        /// The document's cases by name, for the lookups of every table cell.
        let casesByName: [String: CaseResult]

        package init(name: String, document: ResultsDocument) {
            (self.name, self.document) = (name, document)
            casesByName = Dictionary(document.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Oldest first.
    package var runs: [Run]

    package init(runs: [Run]) {
        self.runs = runs
    }

    /// Where the time verdicts of the runs hold, as the marks' legend and the chart say it.
    static let hostWords = "on each run's host (the runs table's host column)"

    /// The runs, numbered as the case table's columns.
    var runsTable: TextTable {
        var table = TextTable(headers: ["#", "date (UTC)", "commit", "host", "placements", "rounds", "cases"], rightAligned: [0, 4, 5, 6])
        for (index, run) in runs.enumerated() {
            let environment = run.document.environment
            table.append(["\(index + 1)", String(environment.date.prefix(16)).replacingOccurrences(of: "T", with: " "),
                          String(environment.gitCommit.prefix(7)) + (environment.gitDirty ? "+" : ""),
                          environment.hostLabel, "\(run.document.placementCount)",
                          "\(run.document.settings.rounds)", "\(run.document.cases.count)"])
        }
        return table
    }

    /// Cases with a ratio in some run matching `pattern`, in first-listed order.
    package func caseNames(matching pattern: CaseMatcher? = nil) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for run in runs {
            for result in run.document.cases where result.ratio != nil && !seen.contains(result.name) {
                if let pattern, !pattern.matches(result.name) { continue }
                seen.insert(result.name)
                names.append(result.name)
            }
        }
        return names
    }

    /// Each case's ratio and verdict mark per run ("1.12>"; "–" when absent).
    func casesTable(_ names: [String]) -> TextTable {
        var table = TextTable(headers: ["case"] + runs.indices.map { "#\($0 + 1)" }, rightAligned: Set(1...max(1, runs.count)))
        for name in names {
            table.append([name] + runs.map { run in
                run.casesByName[name]?.ratio.map { fixed($0.median, 3) + $0.verdict.mark } ?? "–"
            })
        }
        return table
    }

    /// The case's ratio over the runs as a chart; nil when no run has one.
    package func chart(of name: String) -> SVGDotChart? {
        var chart = SVGDotChart(title: "\(name): time ratio over runs", xLabel: "time ratio to the reference (mean over placements)", scale: .ratio)
        chart.referenceX = 1
        chart.shadedX = ResultsCharts.sameBand
        let timed = runs.enumerated().compactMap { index, run in run.casesByName[name]?.ratio.map { (index, run.document.environment, $0) } }
        guard !timed.isEmpty else { return nil }
        var hosts: [String] = []
        for (_, environment, _) in timed where !hosts.contains(environment.hostLabel) { hosts.append(environment.hostLabel) }
        chart.notes = ["bar: 95% interval over the placements (the placements' range where there is none); "
            + "row: run number, date (UTC) and commit" + (hosts.count > 1 ? " and host" : "") + "; "
            + ResultsCharts.sameBandNote + "; verdict \(Self.hostWords)"]
        chart.notes.append(hosts.count == 1 ? "every run on \(hosts[0])"
            : hosts.enumerated().map { "host \($0.offset + 1): \($0.element)" }.joined(separator: "; "))
        for (index, environment, ratio) in timed {
            let bar = ratio.interval ?? ratio.placementRange ?? Statistics.Interval(lower: ratio.median, upper: ratio.median)
            let host = hosts.count > 1 ? ", host \(hosts.firstIndex(of: environment.hostLabel)! + 1)" : ""
            chart.rows.append(.init(name: "#\(index + 1) \(environment.date.prefix(10)) \(environment.gitCommit.prefix(7))\(host)", value: ratio.median,
                                    interval: bar, style: .at(0), note: "\(ratio.verdict.rawValue) vs \(ratio.reference)"))
        }
        // Zoomed on the runs' ratios and bars (and 1), not the ±25% of the results' charts.
        chart.domain = ChartScale.zoomedRatioRange(chart.rows.flatMap { [$0.value, $0.interval.lower, $0.interval.upper] })
        return chart
    }

    /// What changed per strategy from the first run to the last.
    func strategyLines(_ names: [String]) -> [String] {
        guard let first = runs.first, let last = runs.last else { return [] }
        let (a, b) = ("#1", "#\(runs.count)")
        let hosts = first.document.environment.hostLabel == last.document.environment.hostLabel
            ? "both on \(first.document.environment.hostLabel)"
            : "on different hosts: \(a) \(first.document.environment.hostLabel), \(b) \(last.document.environment.hostLabel)"
        var lines = ["Per strategy, its cases' verdicts from run \(a) to run \(b) (\(hosts)):"]
        var strategies: [StrategyName] = []
        for name in names {
            if let strategy = (last.casesByName[name] ?? first.casesByName[name])?.strategy, !strategies.contains(strategy) { strategies.append(strategy) }
        }
        for strategy in strategies {
            let cases = names.filter { (last.casesByName[$0] ?? first.casesByName[$0])?.strategy == strategy }
            func verdicts(_ run: Run) -> [TimeVerdict] { cases.compactMap { run.casesByName[$0]?.ratio?.verdict } }
            func tally(_ verdicts: [TimeVerdict]) -> String {
                TimeVerdict.allCases.compactMap { verdict in
                    let count = verdicts.filter { $0 == verdict }.count
                    return count == 0 ? nil : "\(count) \(verdict.rawValue)"
                }.joined(separator: ", ")
            }
            var moves: [String: Int] = [:]
            for name in cases {
                guard let old = first.casesByName[name]?.ratio?.verdict, let new = last.casesByName[name]?.ratio?.verdict, old != new else { continue }
                moves["\(old.rawValue)→\(new.rawValue)", default: 0] += 1
            }
            let changed = moves.values.reduce(0, +)
            let detail = moves.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            lines.append("  \(strategy): \(cases.count) cases, \(changed) changed verdict" + (changed == 0 ? "" : " (\(detail))")
                + "; \(a): \(tally(verdicts(first)))" + (runs.count > 1 ? "; \(b): \(tally(verdicts(last)))" : ""))
        }
        return lines
    }

    /// The strategies' summary, the runs table, then the cases table, with the marks' legend.
    package func text(_ names: [String]) -> String {
        let reference = runs.last?.document.settings.reference ?? StrategyName(IfElseStrategy.self)
        let legend = "ratio to \(reference); " + TimeVerdict.markLegend(reference: reference, host: Self.hostWords)
        let lines: [String] = strategyLines(names) + ["", runsTable.text, "", casesTable(names).text, "", legend]
        return lines.joined(separator: "\n") + "\n"
    }

    package func markdown(_ names: [String]) -> String {
        let reference = runs.last?.document.settings.reference ?? StrategyName(IfElseStrategy.self)
        let summary: [String] = strategyLines(names).map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 }
        let legend = "Ratio to \(reference); " + TimeVerdict.markLegend(reference: reference, host: Self.hostWords) + "."
        let lines: [String] = ["# Kept runs", ""] + summary + ["", runsTable.markdown, "", casesTable(names).markdown, "", legend]
        return lines.joined(separator: "\n") + "\n"
    }
}
