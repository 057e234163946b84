import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// The cross-check report as a summary line, text or Markdown.
package enum CrossCheckRendering {
    /// The report; the width the text fits (nil: whole lines); whether the text is the whole report
    /// (every case with its figures) or the overview of what does not agree.
    package typealias Subject = (report: CrossCheckReport, width: Int?, whole: Bool)

    /// The cross-check report's formats and renderers (`crosscheck`).
    package static let renderers = RendererTable<Subject>("crosscheck report", [
        .text: { $0.whole ? text($0.report, width: $0.width) : overview($0.report, width: $0.width) },
        .md: { markdown($0.report) },
    ])

    package static func summary(_ report: CrossCheckReport) -> String {
        let slower = report.comparisons.filter { $0.verdict == .disagree && ($0.relativeDifference ?? 0) > 0 }.count
        var text = "crosscheck: \(report.comparisons.count) cases in both files, \(report.agreements) agree within "
            + "±\(significant(report.tolerance * 100))%, \(report.disagreements) disagree"
        if report.disagreements > 0 { text += " (gbench slower in \(slower), faster in \(report.disagreements - slower))" }
        if report.uncompared > 0 { text += ", \(report.uncompared) without a reset row" }
        text += "; \(report.onlyInSwift.count) only in the Swift file, \(report.onlyInGBench.count) only in the gbench file, "
            + "\(report.gbenchErrors.count) gbench error row(s)"
        return text
    }

    /// What fits a screen: summary, files, disagreements by reason, a few error rows.
    package static func overview(_ report: CrossCheckReport, width: Int? = nil) -> String {
        var lines = header(report)
        let differing = report.comparisons.filter { $0.verdict != .agree }
        if !differing.isEmpty {
            lines.append("")
            lines.append("Not agreeing, by likeliest reason (cases; the largest difference):")
            for cause in CrossCheckReport.Cause.allCases {
                let cases = differing.filter { $0.cause == cause }
                    .sorted { abs($0.relativeDifference ?? 0) > abs($1.relativeDifference ?? 0) }
                guard let worst = cases.first else { continue }
                lines.append("  \(cases.count) \(cause.rawValue)")
                lines.append("    \(worst.relativeDifference.map { signedPercent($0, digits: 1) } ?? "-") \(worst.name)")
            }
        }
        lines.append(contentsOf: footer(report, bullet: "", listedErrors: listedErrors))
        lines.append("")
        lines.append("Every case with its figures and reason, and ns per view: --all (or --out FILE).")
        return (lines.joined(separator: "\n") + "\n").wrappingLongLines(width: width)
    }

    /// How many gbench error rows `overview` lists.
    static let listedErrors = 5

    /// The summary line and where each file's figures come from.
    static func header(_ report: CrossCheckReport) -> [String] {
        [summary(report), "", "Swift: \(report.swiftDescription)", "gbench: \(report.gbenchDescription)"]
    }

    /// The text report; with a `width` (a terminal's), its tables fitted and its prose wrapped to it.
    package static func text(_ report: CrossCheckReport, width: Int? = nil) -> String {
        var lines = header(report)
        lines.append("")
        lines.append("Per case: ns per pass, reset subtracted (gbench net = median of its rows - median of its reset rows)")
        lines.append(caseTable(report, withReasons: false).text(width: width))
        let disagreeing = report.comparisons.filter { $0.verdict != .agree }
        if !disagreeing.isEmpty {
            lines.append("")
            lines.append("Why they differ:")
            for c in disagreeing { lines.append("  \(c.name): \(c.reason)") }
        }
        for table in perViewTables(report) {
            lines.append("")
            lines.append("\(table.series): median ns per view, reset subtracted")
            lines.append(table.table.text(width: width))
        }
        lines.append(contentsOf: footer(report, bullet: ""))
        return (lines.joined(separator: "\n") + "\n").wrappingLongLines(width: width)
    }

    package static func markdown(_ report: CrossCheckReport) -> String {
        var lines = ["# PinBench cross-check: Swift harness vs Google Benchmark harness", ""]
        lines.append("**\(summary(report))**")
        lines.append("")
        lines.append("- Swift: \(report.swiftDescription)")
        lines.append("- gbench: \(report.gbenchDescription)")
        lines.append("- Rule: Swift's median ns per pass (reset subtracted) vs gbench's median real time per iteration minus "
            + "the median of the matching `BM_ChainReset` rows; they agree within ±\(significant(report.tolerance * 100))% of the Swift figure.")
        lines.append("")
        lines.append("## ns per view")
        lines.append("")
        lines.append("Median ns per view, reset subtracted. The C++ rows subtract `BM_ChainResetNative` (their own memcpy reset).")
        for table in perViewTables(report) {
            lines.append("")
            lines.append("### \(table.series)")
            lines.append("")
            lines.append(table.table.markdown)
        }
        lines.append("")
        lines.append("## Per case")
        lines.append("")
        lines.append("ns per pass. gbench net = gbench median − gbench reset.")
        lines.append("")
        lines.append(caseTable(report, withReasons: true).markdown)
        lines.append(contentsOf: footer(report, bullet: "- "))
        return lines.joined(separator: "\n") + "\n"
    }

    static func caseTable(_ report: CrossCheckReport, withReasons: Bool) -> TextTable {
        var headers = ["case", "Swift", "Swift reset", "gbench", "gbench reset", "gbench net", "difference", "verdict"]
        if withReasons { headers.append("why") }
        var table = TextTable(headers: headers, rightAligned: Set(1...6))
        for c in report.comparisons {
            var row = [c.name, fixed(c.swiftMedian, 1), c.swiftReset.map { fixed($0, 1) } ?? "-", fixed(c.gbenchRaw, 1),
                       c.gbenchReset.map { fixed($0, 1) } ?? "-", c.gbenchNet.map { fixed($0, 1) } ?? "-",
                       c.relativeDifference.map { signedPercent($0, digits: 1) } ?? "-", c.verdict.rawValue]
            if withReasons { row.append(c.reason.isEmpty ? "-" : c.reason) }
            table.append(row)
        }
        return table
    }

    static func perViewTables(_ report: CrossCheckReport) -> [(series: SeriesID, table: TextTable)] {
        var series: [SeriesID] = []
        for row in report.perView where !series.contains(row.series) { series.append(row.series) }
        return series.map { label in
            let rows = report.perView.filter { $0.series == label }
            let depths = Array(Set(rows.flatMap { $0.nanosecondsPerView.keys })).sorted()
            var table = TextTable(headers: ["strategy", "harness"] + depths.map { "\($0)" }, rightAligned: Set(2..<(2 + depths.count)))
            for row in rows {
                table.append([row.strategy.rawValue, row.source] + depths.map { depth in row.nanosecondsPerView[depth].map(perView) ?? "-" })
            }
            return (label, table)
        }
    }

    static func perView(_ value: Double) -> String {
        // Three significant digits (as `significant`), but never more than two decimals.
        abs(value) >= 0.9995 ? significant(value) : fixed(value, 2)
    }

    /// The gbench error rows (the first `listedErrors` of them when given) and the unmatched names.
    static func footer(_ report: CrossCheckReport, bullet: String, listedErrors: Int? = nil) -> [String] {
        var lines: [String] = []
        if !report.gbenchErrors.isEmpty {
            let listed = report.gbenchErrors.prefix(listedErrors ?? report.gbenchErrors.count)
            lines.append("gbench error rows (not compared):")
            lines.append(contentsOf: listed.map { "\(bullet.isEmpty ? "  " : bullet)\($0.name): \($0.message)" })
            if listed.count < report.gbenchErrors.count { lines.append("  and \(report.gbenchErrors.count - listed.count) more") }
        }
        if !report.onlyInSwift.isEmpty {
            lines.append("Only in the Swift file (\(report.onlyInSwift.count)): \(grouped(report.onlyInSwift))")
        }
        if !report.onlyInGBench.isEmpty {
            lines.append("Only in the gbench file (\(report.onlyInGBench.count)): \(grouped(report.onlyInGBench))")
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// Names grouped by series ("hidden:random-50/fanin:all: 24 cases, depths 16, 64"), or listed when few.
    static func grouped(_ names: [String]) -> String {
        guard names.count > 6 else { return names.joined(separator: ", ") }
        var order: [SeriesID] = []
        var byseries: [SeriesID: [BenchmarkCase.Name]] = [:]
        var other: [String] = []
        for name in names {
            guard let parsed = CrossCheck.timedCase(name) else { other.append(name); continue }
            if byseries[parsed.series] == nil { order.append(parsed.series) }
            byseries[parsed.series, default: []].append(parsed)
        }
        var parts = order.map { series -> String in
            let cases = byseries[series]!
            let depths = Array(Set(cases.map(\.depth))).sorted().map(String.init).joined(separator: ", ")
            let strategies = Array(Set(cases.compactMap(\.strategy?.rawValue))).sorted().joined(separator: ", ")
            return "\(series): \(cases.count) cases (depths \(depths); \(strategies))"
        }
        parts += other
        return parts.joined(separator: "; ")
    }
}
