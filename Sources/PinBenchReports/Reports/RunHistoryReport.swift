import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// Kept runs side by side (`pin-bench history`): per run its date, commit, host, placements and
/// rounds; per case its ratio to the reference and verdict in each run; and one case's ratio over the
/// runs as a dot chart.
package struct RunHistoryReport {
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

    /// The runs, numbered as the case table's columns.
    var runsTable: TextTable {
        var table = TextTable(headers: ["#", "date (UTC)", "commit", "host", "placements", "rounds", "cases"], rightAligned: [0, 4, 5, 6])
        for (index, run) in runs.enumerated() {
            let environment = run.document.environment
            table.append(["\(index + 1)", String(environment.date.prefix(16)).replacingOccurrences(of: "T", with: " "),
                          String(environment.gitCommit.prefix(7)) + (environment.gitDirty ? "+" : ""),
                          "\(environment.cpuModel), \(environment.cores) cores", "\(run.document.layoutCount)",
                          "\(run.document.settings.rounds)", "\(run.document.cases.count)"])
        }
        return table
    }

    /// The names of the cases with a ratio in some run that `pattern` matches (every such case without
    /// one), in the order the runs first list them.
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

    /// Each case's ratio to the reference and verdict mark in each run ("1.12>"; "–" where the run
    /// lacks the case).
    func casesTable(_ names: [String]) -> TextTable {
        var table = TextTable(headers: ["case"] + runs.indices.map { "#\($0 + 1)" }, rightAligned: Set(1...max(1, runs.count)))
        for name in names {
            table.append([name] + runs.map { run in
                run.casesByName[name]?.ratio.map { fixed($0.median, 3) + $0.verdict.mark } ?? "–"
            })
        }
        return table
    }

    /// The case's ratio over the runs, each with its 95% interval over placements (or the range of
    /// its placements without one) and its verdict; nil when no run has a ratio for it.
    package func chart(of name: String) -> SVGDotChart? {
        var chart = SVGDotChart(title: "\(name): time ratio over runs", xLabel: "time ratio to the reference (mean over placements)", scale: .ratio)
        chart.referenceX = 1
        chart.notes = ["bar: 95% interval over the placements (the placements' range where there is none)"]
        for (index, run) in runs.enumerated() {
            guard let ratio = run.casesByName[name]?.ratio else { continue }
            let environment = run.document.environment
            let bar = ratio.interval ?? ratio.layoutRange ?? Statistics.Interval(lower: ratio.median, upper: ratio.median)
            chart.rows.append(.init(name: "#\(index + 1) \(environment.gitCommit.prefix(7))", value: ratio.median, interval: bar, style: .at(0),
                                    note: "\(ratio.verdict.rawValue) vs \(ratio.reference)"))
        }
        return chart.rows.isEmpty ? nil : chart
    }

    /// The runs table, then the cases table, with the marks' legend.
    package func text(_ names: [String]) -> String {
        let reference = runs.last?.document.settings.reference ?? IfElseStrategy.name
        return [runsTable.text, "", casesTable(names).text, "", "ratio to \(reference); " + TimeVerdict.markLegend(reference: reference)]
            .joined(separator: "\n") + "\n"
    }

    package func markdown(_ names: [String]) -> String {
        let reference = runs.last?.document.settings.reference ?? IfElseStrategy.name
        return ["# Kept runs", "", runsTable.markdown, "", casesTable(names).markdown, "",
                "Ratio to \(reference); " + TimeVerdict.markLegend(reference: reference) + "."].joined(separator: "\n") + "\n"
    }
}
