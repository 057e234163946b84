import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// Renders a `ResultsDocument` as a terminal table, Markdown, CSV, our JSON, Google Benchmark's or a page of HTML.
package enum ResultsReport {
    /// The document, with where Markdown finds its charts and the width text fits (nil: whole rows).
    package typealias Subject = (document: ResultsDocument, chartPrefix: String?, width: Int?)

    /// The results document's formats and renderers (`run`, `report`).
    package static let renderers = RendererTable<Subject>("results document", [
        // Names from the file reach headings and prose too: shown as `DisplayText` shows them.
        .text: { DisplayText.shown(table($0.document, width: $0.width), keepingLineBreaks: true) },
        .md: { DisplayText.shown(markdown($0.document, chartPrefix: $0.chartPrefix), keepingLineBreaks: true) },
        .csv: { csv($0.document) },
        .json: { try json($0.document) },
        .gbench: { try GoogleBenchmarkJSON.render($0.document) },
        .html: { ResultsHTML.render($0.document) },
    ])

    /// The formats `render` knows, for command-line choices.
    package static var formats: [OutputFormat] { renderers.formats }

    /// The document in `format`; Markdown embeds the charts at `chartPrefix`; another format throws
    /// `UnsupportedFormat`.
    package static func render(_ document: ResultsDocument, format: OutputFormat, chartPrefix: String? = nil, width: Int? = nil) throws -> String {
        try renderers.render((document, chartPrefix, width), as: format)
    }

    /// Per series: ns per view, ratio, fit and counts; then crossovers and hosts.
    package static func table(_ document: ResultsDocument, width: Int? = nil) -> String {
        var lines = [header(document), ""]
        for series in document.series {
            lines.append("\(series): median ns per view [× \(document.settings.reference), per-round ratio, verdict \(document.timeHost)]")
            lines.append(seriesTable(document, series).text(width: width))
            lines.append("")
        }
        lines.append(TimeVerdict.markLegend(reference: document.settings.reference, host: document.timeHost))
        lines.append(contentsOf: crossoverLines(document))
        lines.append(contentsOf: SamplingReport.lines(document))
        lines.append(contentsOf: unavailableCounterLines(document))
        if !document.unverifiedCases.isEmpty {
            lines.append("")
            lines.append("Not timed (verification found an unexplained difference): \(document.unverifiedCases.joined(separator: ", "))")
        }
        let decomposition = DecompositionReport.lines(document)
        if !decomposition.isEmpty {
            lines.append("")
            lines.append(contentsOf: decomposition)
        }
        let verdicts = verdictBlock(document)
        if !verdicts.isEmpty {
            lines.append("")
            lines.append(contentsOf: verdicts)
        }
        if let pool = document.hosts {
            lines.append("")
            lines.append(contentsOf: CrossHostReport.lines(pool))
        }
        return lines.joined(separator: "\n").wrappingLongLines(width: width) + "\n"
    }

    /// One line per strategy, fan-in `all` (O(N²)) apart after, so it does not swamp the rest.
    package static func verdictLines(_ document: ResultsDocument) -> [String] {
        summaryScopes(document).flatMap { scope in
            StrategySummary.all(document, including: scope.series.contains).map { summary in
                (scope.isApart ? "  \(scope.series[0]), apart (fan-in all: O(N²) list reads): " : "") + summary.line(in: scope)
            }
        }
    }

    /// The heading, the strategy lines and what more placements would do; none without strategy lines.
    package static func verdictBlock(_ document: ResultsDocument) -> [String] {
        let verdicts = verdictLines(document)
        return verdicts.isEmpty ? [] : [verdictHeading(document)] + verdicts + undecidedLines(document)
    }

    /// What more placements would do for the unclear time verdicts (`UndecidedAdvice`); none when all are decided.
    private static func undecidedLines(_ document: ResultsDocument) -> [String] {
        UndecidedAdvice(document)?.line.map { [$0] } ?? []
    }

    /// What the verdict lines cover and where their time holds.
    package static func verdictHeading(_ document: ResultsDocument) -> String {
        "Against \(document.settings.reference) (counts: this build, the same on any host; time: over \(document.placementCount) "
            + "placement\(document.placementCount == 1 ? "" : "s") \(document.timeHost)):"
    }

    /// The series the strategy summaries cover, in the order they are said: those whose cost grows
    /// alike together (not fan-in all), then each fan-in `all` series apart.
    static func summaryScopes(_ document: ResultsDocument) -> [CountScope] {
        let quadratic = document.quadraticSeries
        let together = document.series.filter { !quadratic.contains($0) }
        return (together.isEmpty ? [] : [CountScope(document, series: together)])
            + document.series.filter(quadratic.contains).map { CountScope(document, series: [$0], isApart: true) }
    }

    /// The results page; with `chartPrefix`, each series embeds its charts (`<chartPrefix>-<series>-per-view.svg`, …).
    package static func markdown(_ document: ResultsDocument, chartPrefix: String? = nil) -> String {
        var lines = ["# PinBench results", ""]
        lines.append(contentsOf: headerLines(document))
        lines.append("")
        lines.append(contentsOf: seriesSections(document, chartPrefix: chartPrefix))
        lines.append(contentsOf: verdictSection(document))
        lines.append(contentsOf: DecompositionReport.markdown(document))
        if let pool = document.hosts { lines.append(contentsOf: CrossHostReport.markdown(pool)) }
        lines.append(contentsOf: everyCaseSection(document))
        lines.append(contentsOf: scalingSection(document))
        lines.append(contentsOf: crossoverLines(document).map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 })
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page's list of what ran where: command, machine, host, build, method, placements, sampling.
    private static func headerLines(_ document: ResultsDocument) -> [String] {
        let environment = document.environment
        var lines: [String] = []
        lines.append("- Run: `\(environment.commandLine)` on \(environment.date), \(formatSeconds(document.elapsedSeconds))")
        lines.append("- Machine: \(environment.cpuModel), \(environment.cpuMHz) MHz, \(environment.cores) cores, Linux \(environment.kernel)"
            + "\(aslrText(environment)), load \(environment.loadAverage.map { fixed($0, 2) }.joined(separator: " "))")
        if let host = environment.host { lines.append("- Host: \(host.text)") }
        lines.append("- Build: \(environment.buildConfiguration), \(environment.swiftVersion); commit `\(environment.gitCommit.prefix(12))`"
            + (environment.gitDirty ? " (with uncommitted changes)" : ""))
        lines.append("- Method: \(methodText(document))")
        lines.append("- Placements: \(placementText(document))")
        lines.append(contentsOf: SamplingReport.lines(document, limit: .max).map { $0.hasPrefix("  ") ? "  -" + $0.dropFirst(1) : "- " + $0 })
        if let pool = document.hosts { lines.append("- " + CrossHostReport.pooledNote(pool)) }
        lines.append(contentsOf: unavailableCounterLines(document).map { "- \($0)" })
        return lines
    }

    /// One section per series: its table, then its charts when `chartPrefix` names them.
    private static func seriesSections(_ document: ResultsDocument, chartPrefix: String?) -> [String] {
        var lines: [String] = []
        for series in document.series {
            lines.append("## \(series)")
            lines.append("")
            lines.append("Median ns per view, [× \(document.settings.reference)] = the ratio over the placements and its "
                + TimeVerdict.markLegend(reference: document.settings.reference, host: document.timeHost) + ".")
            lines.append("")
            lines.append(seriesTable(document, series).markdown)
            lines.append("")
            if let chartPrefix {
                lines.append(ResultsCharts.suffixes.map { suffix in
                    "![\(series): \(suffix) chart](\(ResultsCharts.fileName(prefix: chartPrefix, series: series.label, suffix: suffix)))"
                }.joined(separator: "\n"))
                lines.append("")
            }
        }
        return lines
    }

    /// The verdicts against the reference, or nothing when there are none.
    private static func verdictSection(_ document: ResultsDocument) -> [String] {
        var lines: [String] = []
        let verdicts = verdictLines(document)
        if !verdicts.isEmpty {
            lines.append("## Verdicts against \(document.settings.reference)")
            lines.append("")
            lines.append(verdictHeading(document))
            lines.append("")
            lines.append(contentsOf: verdicts.map { "- \($0)" })
            lines.append("")
            for line in undecidedLines(document) { lines += [line, ""] }
        }
        return lines
    }

    /// Every case's figures in one table, with what its columns mean.
    private static func everyCaseSection(_ document: ResultsDocument) -> [String] {
        var lines: [String] = []
        lines.append("## Every case")
        lines.append("")
        lines.append("Times are ns per layout pass (frame reset subtracted); CI = 95% bootstrap interval of the pooled samples' "
            + "median; ratio = the geometric mean over the placements of each placement's median ratio, with the verdict's 95% "
            + "interval of that mean (none below \(PlacementEstimate.minimumPlacements) placements); placement range = smallest and "
            + "largest of the placements' median ratios.")
        lines.append("")
        let counters = Counter.all
        var detail = TextTable(headers: ["case", "median", "95% CI", "p90", "MAD", "outliers", "ratio [95% CI]",
                                         "verdict", "placement range"] + counters.map(\.column) + ["frames", "rounds", "stop"],
                               rightAligned: Set(1...6).union(8...(8 + counters.count)))
        for result in document.cases {
            let ratio = result.ratio?.intervalText() ?? "-"
            detail.append([result.name, fixed(result.stats.median, 1),
                           "\(fixed(result.stats.medianInterval.lower, 1))–\(fixed(result.stats.medianInterval.upper, 1))",
                           fixed(result.stats.p90, 1), fixed(result.stats.mad, 1), "\(result.stats.outliers.total)",
                           ratio, result.ratio?.verdict.rawValue ?? "-", placementRangeCell(result.ratio)]
                          + counters.map { countCell(document, result, $0) }
                          + [result.verification.description, "\(result.samples.count)", stopCell(result)])
        }
        lines.append(detail.markdown)
        lines.append("")
        return lines
    }

    /// The complexity class each series' strategies fit, with the rule that calls one.
    private static func scalingSection(_ document: ResultsDocument) -> [String] {
        var lines: [String] = []
        lines.append("## Scaling")
        lines.append("")
        lines.append("A class is called from at least \(ComplexityFit.minimumDepths) depths over a \(ComplexityFit.minimumRange)× range, "
            + "when its relative RMS is at most \(fixed(ComplexityFit.maximumRMS, 2)) and the next class's is \(fixed(ComplexityFit.decisiveFactor, 1))× "
            + "larger; otherwise the fit column says –.")
        lines.append("")
        var fits = TextTable(headers: ["series", "strategy", "fit", "closest class", "coefficient (ns)", "relative RMS", "next closest"],
                             rightAligned: [4, 5])
        for entry in document.complexity {
            let closest = entry.fits[0]
            let next = entry.fits.count > 1 ? "\(entry.fits[1].complexity.rawValue) (RMS \(fixed(entry.fits[1].rms, 3)))" : "-"
            fits.append([entry.series.label, entry.strategy.rawValue, entry.best?.complexity.rawValue ?? "–", closest.complexity.rawValue,
                         significant(closest.coefficient), fixed(closest.rms, 3), next])
        }
        lines.append(fits.markdown)
        lines.append("")
        return lines
    }

    static func csv(_ document: ResultsDocument) -> String {
        let columns = csvColumns
        let rows = document.cases.map { result in columns.map { csvField($0.cell(document, result)) }.joined(separator: ",") }
        return ([columns.map(\.name).joined(separator: ",")] + rows).joined(separator: "\n") + "\n"
    }

    /// One CSV column: its header and its cell for a case of a document, defined together.
    struct CSVColumn {
        let name: String
        let cell: (ResultsDocument, CaseResult) -> String

        init(_ name: String, _ cell: @escaping (ResultsDocument, CaseResult) -> String) {
            self.name = name
            self.cell = cell
        }

        /// A column whose cell is the case's alone.
        init(_ name: String, _ cell: @escaping (CaseResult) -> String) {
            self.init(name) { _, result in cell(result) }
        }
    }

    /// The CSV's columns in order: the measured figures, one per registered counter, then the verdicts.
    static var csvColumns: [CSVColumn] {
        let measured: [CSVColumn] = [
            CSVColumn("name") { $0.name }, CSVColumn("strategy") { $0.strategy.rawValue }, CSVColumn("series") { $0.series.label },
            CSVColumn("depth") { "\($0.depth)" }, CSVColumn("median_ns") { "\($0.stats.median)" },
            CSVColumn("ci_low_ns") { "\($0.stats.medianInterval.lower)" }, CSVColumn("ci_high_ns") { "\($0.stats.medianInterval.upper)" },
            CSVColumn("p90_ns") { "\($0.stats.p90)" }, CSVColumn("mad_ns") { "\($0.stats.mad)" }, CSVColumn("min_ns") { "\($0.stats.min)" },
            CSVColumn("outliers") { "\($0.stats.outliers.total)" }, CSVColumn("ns_per_view") { "\($0.nanosecondsPerView)" },
            CSVColumn("ratio") { $0.ratio.map { "\($0.median)" } ?? "" },
            CSVColumn("ratio_ci_low") { $0.ratio?.interval.map { "\($0.lower)" } ?? "" },
            CSVColumn("ratio_ci_high") { $0.ratio?.interval.map { "\($0.upper)" } ?? "" },
        ]
        let counts = Counter.all.map { counter in CSVColumn(counter.fieldName) { countCell($0, $1, counter, notCounted: "") } }
        let judged: [CSVColumn] = [
            CSVColumn("frames") { $0.verification.description }, CSVColumn("verdict") { $0.ratio?.verdict.rawValue ?? "" },
            CSVColumn("placements") { document, _ in "\(document.placementCount)" },
            CSVColumn("ratio_placement_min") { $0.ratio?.placementRange.map { "\($0.lower)" } ?? "" },
            CSVColumn("ratio_placement_max") { $0.ratio?.placementRange.map { "\($0.upper)" } ?? "" },
            CSVColumn("rounds") { "\($0.samples.count)" }, CSVColumn("stop") { stopCell($0) },
        ]
        return measured + counts + judged
    }

    package static func json(_ document: ResultsDocument) throws -> String {
        try document.jsonText()
    }

    // MARK: Pieces

    static func header(_ document: ResultsDocument) -> String {
        let environment = document.environment
        return "pin-bench run: \(document.cases.count) cases in "
            + "\(formatSeconds(document.elapsedSeconds)) (\(environment.buildConfiguration), \(environment.cpuModel), "
            + "\(environment.cores) cores\(aslrText(environment)))\n\(methodText(document))\nTime verdicts \(placementText(document))"
            + (environment.host?.cpuTime.map { "\nDuring the run: \($0.text)" } ?? "")
            + (document.hosts.map { "\n" + CrossHostReport.pooledNote($0) } ?? "")
    }

    /// The population the time verdicts cover (`ResultsDocument.populationLine`).
    static func placementText(_ document: ResultsDocument) -> String {
        document.populationLine
    }

    /// "0.95–1.04" (the placements' smallest and largest median ratio), or "-" with one placement.
    static func placementRangeCell(_ ratio: RatioSummary?) -> String {
        ratio?.placementRange.map { "\(fixed($0.lower, 3))–\(fixed($0.upper, 3))" } ?? "-"
    }

    /// Why the case's rounds stopped: a `StopReason`, "fixed-rounds" in files without sampling records.
    static func stopCell(_ result: CaseResult) -> String {
        (result.sampling?.stop ?? .fixedRounds).rawValue
    }

    /// ", ASLR off" / ", ASLR on", or nothing when unknown.
    static func aslrText(_ environment: EnvironmentInfo) -> String {
        environment.addressRandomizationOff.map { $0 ? ", ASLR off" : ", ASLR on" } ?? ""
    }

    static func methodText(_ document: ResultsDocument) -> String {
        "\(SamplingReport.roundsText(document)), shuffled order, samples of about \(fixed(document.settings.minSampleSeconds * 1000, 0)) ms; "
            + "frames reset before every pass, the reset's own median cost subtracted; ratios paired per round."
    }

    static func seriesTable(_ document: ResultsDocument, _ series: SeriesID) -> TextTable {
        let inSeries = document.cases.filter { $0.series == series }
        let depths = Array(Set(inSeries.map(\.depth))).sorted()
        let byCell = Dictionary(inSeries.map { (SeriesCell(strategy: $0.strategy, depth: $0.depth), $0) }, uniquingKeysWith: { first, _ in first })
        let counters = Counter.all.filter { counter in
            counter.summarized && counter.scope == .perPass && inSeries.contains { $0.counts[counter.id] != nil }
        }
        var table = TextTable(headers: ["strategy"] + depths.map(String.init) + ["fit"] + counters.map(\.perViewColumn),
                              rightAligned: Set(1...(depths.count + 1 + counters.count)))
        for strategy in document.strategies {
            let results = depths.map { byCell[SeriesCell(strategy: strategy, depth: $0)] }
            guard results.contains(where: { $0 != nil }) else { continue }
            let cells = results.map { result -> String in
                guard let result else { return "-" }
                let ratio = result.ratio.map { " [\(fixed($0.median, 2))\($0.verdict.mark)]" } ?? ""
                return significant(result.nanosecondsPerView) + ratio
            }
            let fit = document.complexity.first { $0.series == series && $0.strategy == strategy }?.best
            let deepest = results.compactMap { $0 }.last
            table.append([strategy.rawValue] + cells + [fit?.complexity.rawValue ?? "–"]
                + counters.map { counter in deepest.map { $0.perView(counter).map(significant) ?? "n/a" } ?? "-" })
        }
        return table
    }

    /// A cell of a series table: a strategy's case at a depth.
    private struct SeriesCell: Hashable {
        let strategy: StrategyName
        let depth: Int
    }

    /// One line per series: crossings, then the rest grouped by their deepest verdict.
    static func crossoverLines(_ document: ResultsDocument) -> [String] {
        guard !document.crossovers.isEmpty else { return [] }
        let reference = document.settings.reference
        var lines = ["Against \(reference) along each depth sweep (the verdict over the placements at the deepest depth, \(document.timeHost)):"]
        var series: [SeriesID] = []
        for entry in document.crossovers where !series.contains(entry.series) { series.append(entry.series) }
        for name in series {
            lines.append("  \(name): " + crossoverText(document, series: name)!)
        }
        return lines
    }

    /// Where strategies cross the reference along `series`; nil without crossovers.
    static func crossoverText(_ document: ResultsDocument, series name: SeriesID) -> String? {
        guard document.crossovers.contains(where: { $0.series == name }) else { return nil }
        let standings = SeriesStanding.all(document, series: name)
        var parts = standings.compactMap { standing in
            standing.crossesNear.map { "\(standing.strategy) crosses near depth \($0), \(standing.atDeepest.rawValue) at the deepest" }
        }
        let never = standings.filter { $0.crossesNear == nil }
        let verdicts = TimeVerdict.allCases.filter { verdict in never.contains { $0.atDeepest == verdict } }
        if !never.isEmpty {
            parts.append("never cross: " + verdicts.map { verdict in
                "\(verdict.rawValue) " + never.filter { $0.atDeepest == verdict }.map(\.strategy.rawValue).joined(separator: ", ")
            }.joined(separator: "; "))
        }
        return parts.joined(separator: "; ")
    }

    /// "<counters>: n/a (<reason>)", one line per reason.
    static func unavailableCounterLines(_ document: ResultsDocument) -> [String] {
        var byReason: [(reason: String, ids: [CounterID])] = []
        func rank(_ id: CounterID) -> Int { Counter.all.firstIndex { $0.id == id } ?? Counter.all.count }
        for (id, reason) in document.unavailableCounters.sorted(by: { (rank($0.key), $0.key) < (rank($1.key), $1.key) }) {
            if let index = byReason.firstIndex(where: { $0.reason == reason }) { byReason[index].ids.append(id) }
            else { byReason.append((reason, [id])) }
        }
        return byReason.map { "\($0.ids.map(\.rawValue).joined(separator: ", ")): n/a (\($0.reason))" }
    }

    /// A case's count; "n/a" when not had, else `notCounted` when not asked for.
    static func countCell(_ document: ResultsDocument, _ result: CaseResult, _ counter: Counter, notCounted: String = "-") -> String {
        if let value = result.counts[counter.id] { return String(value) }
        return document.unavailableCounters[counter.id] != nil ? "n/a" : notCounted
    }

    /// A CSV field (RFC 4180), formula-like text prefixed with `'`, controls escaped.
    static func csvField(_ text: String) -> String {
        var field = DisplayText.shown(text, keepingLineBreaks: true)
        if let first = field.first, "=+-@".contains(first), Double(field) == nil { field = "'" + field }
        return field.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + field.replacingAll("\"", with: "\"\"") + "\"" : field
    }
}
