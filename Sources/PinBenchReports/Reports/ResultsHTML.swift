import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// `report --format html`: one self-contained page opening on the answer; all escaped.
enum ResultsHTML {
    static func render(_ document: ResultsDocument) -> String {
        let sections = [("answer", "Each strategy against \(document.settings.reference), time \(document.timeHost)", answer(document))]
            + (document.timeDecomposition == nil ? [] : [("time-goes", "Where the time goes \(document.timeHost)", timeGoes(document))])
            + document.series.map { (seriesID($0), $0.label, series(document, $0)) }
            + [("cases", "Every case", cases(document)), ("method", "Method and sampling", method(document)),
               ("counters", "Counters", counters(document)), ("host", "Host", host(document)),
               ("placements", "Placements", placements(document)), ("findings", "Findings", findings(document))]
        let environment = document.environment
        let lead = HTMLPage.escape("\(document.cases.count) cases in \(formatSeconds(document.elapsedSeconds)); run ")
            + HTMLPage.text("code", [:], environment.commandLine)
            + HTMLPage.escape(" on \(environment.date), commit \(environment.gitCommit.prefix(7)). "
                + "Time verdicts hold \(document.timeHost); counts are this build's on any host.")
        let body = [HTMLPage.text("h1", [:], "PinBench results"), HTMLPage.element("p", [:], lead),
                    contents(sections.map { ($0.0, $0.1) })]
            + sections.map { HTMLPage.element("section", ["id": $0.0], HTMLPage.text("h2", [:], $0.1) + $0.2) }
        return HTMLPage.document(title: "PinBench results: \(environment.date)", body: body.joined(separator: "\n"))
    }

    /// "Where the time goes" (`DecompositionReport`).
    static func timeGoes(_ document: ResultsDocument) -> String {
        let lines = DecompositionReport.lines(document, limit: 0)
        guard let headline = lines.first else { return "" }
        let strategies = lines.dropFirst().filter { !$0.hasPrefix("  Costs no count shows") }
        var html = HTMLPage.text("p", [:], headline)
            + HTMLPage.element("ul", [:], strategies.map { HTMLPage.text("li", [:], $0.trimmingCharacters(in: .whitespaces)) }.joined())
        if let table = DecompositionReport.unexplainedTable(document) {
            html += HTMLPage.text("p", [:], "Costs no count shows: the ratio the counts predict lies outside the measured 95% interval.")
                + HTMLPage.table(table)
        }
        return html
    }

    /// The id of a series' section.
    static func seriesID(_ series: SeriesID) -> String { "series-\(ResultsCharts.slug(series.label))" }

    /// The table of contents: a link to each section.
    static func contents(_ sections: [(id: String, title: String)]) -> String {
        HTMLPage.element("nav", ["id": "contents"], HTMLPage.text("strong", [:], "Contents")
            + HTMLPage.element("ol", [:], sections.map { HTMLPage.element("li", [:], HTMLPage.text("a", ["href": "#\($0.id)"], $0.title)) }.joined()))
    }

    /// One row per strategy: verdict, ratio, count changes and case verdicts.
    static func answer(_ document: ResultsDocument) -> String {
        var table = TextTable(headers: ["strategy", "series", "time verdict", "time ratio", "95% interval", "counts", "cases"],
                              rightAligned: [3, 4])
        for scope in ResultsReport.summaryScopes(document) {
            let label = scope.isApart ? scope.series[0].label
                : scope.series.count == document.series.count ? "all \(scope.series.count)" : "\(scope.series.count) others (not O(N²))"
            for summary in StrategySummary.all(document, including: scope.series.contains) {
                let interval = summary.time.interval.map { $0.verdictText(separator: "–") } ?? "-"
                let counts = zip(summary.counts, summary.countFigures(in: scope)).map { count, figure in
                    count.change == nil ? figure + unavailableReason(document, count.counter) : figure
                }
                table.append([summary.strategy.rawValue, label, summary.verdict.rawValue, "×" + fixed(summary.time.center, 2), interval,
                              counts.joined(separator: ", "), "\(summary.cases): " + summary.caseVerdictText])
            }
        }
        guard !table.rows.isEmpty else {
            return HTMLPage.text("p", [:], "No verdicts: the run has no cases timed against \(document.settings.reference).")
        }
        let tolerance = "±\(fixed(TimeVerdict.sameTolerance * 100, 0))%"
        let note = "Time: the geometric mean over the cases of the ratio to \(document.settings.reference), judged over the placements "
            + "\(document.timeHost) (faster or slower: the 95% interval wholly beyond \(tolerance); same: wholly within). Counts: per view, "
            + "the range over the series of the strategy's count ÷ \(document.settings.reference)'s, the chains at one depth and each "
            + "app screen at its one scenario, or the summed difference where \(document.settings.reference) counts nothing."
            + (document.quadraticSeries.isEmpty ? "" : " Series whose cost grows as O(N²) (fan-in all) are judged apart.")
        return HTMLPage.table(table, attributes: ["id": "summary-table"], rowClass: "summary", cellClass: verdictClass)
            + HTMLPage.text("p", [:], note)
    }

    /// Why a counter has no figure: " (reason)", or " (run with --instructions)".
    static func unavailableReason(_ document: ResultsDocument, _ counter: Counter) -> String {
        document.unavailableCounters[counter.id].map { " (\($0))" } ?? " (run with --instructions)"
    }

    /// The class that colours a cell holding a verdict ("verdict-slower"), nil for any other text.
    static func verdictClass(_ text: String) -> String? {
        TimeVerdict(rawValue: text).map { "verdict-\($0.rawValue)" }
    }

    /// How the run measured: the method, the placements, the sampling.
    static func method(_ document: ResultsDocument) -> String {
        let lines = [ResultsReport.methodText(document), "Time verdicts \(ResultsReport.placementText(document))."]
            + SamplingReport.lines(document, limit: .max)
        return lines.map { HTMLPage.text("p", [:], $0.trimmingLeadingSpaces) }.joined()
    }

    /// A series: where each strategy crosses the reference, the table (with the marks' legend) and the charts.
    static func series(_ document: ResultsDocument, _ series: SeriesID) -> String {
        let charts = ResultsCharts.charts(document, series: series).map { HTMLPage.element("figure", ["class": "chart"], $0.svg) }
        let crossover = ResultsReport.crossoverText(document, series: series).map {
            HTMLPage.text("p", ["class": "crossover"], "Against \(document.settings.reference) along the depths (the verdict at the deepest, "
                + "\(document.timeHost)): \($0).")
        }
        return (crossover ?? "")
            + HTMLPage.text("p", [:], "Median ns per view [× \(document.settings.reference), per-round ratio, and the "
                + TimeVerdict.markLegend(reference: document.settings.reference, host: document.timeHost) + "].")
            + HTMLPage.table(ResultsReport.seriesTable(document, series))
            + HTMLPage.element("div", ["class": "charts"], charts.joined(separator: "\n"))
    }

    /// Every case by series with its distribution, ratio, verdict and counters.
    static func cases(_ document: ResultsDocument) -> String {
        let shown = Counter.all.filter(\.summarized)
        let folded = Counter.all.filter { !$0.summarized }
        let headers = ["case", "ns/view", "median ns/pass [95% CI]", "distribution of the rounds", "ratio [95% CI], verdict"]
            + shown.map(\.column) + ["other counts", "frames"]
        let head = HTMLPage.element("tr", [:], headers.map { HTMLPage.text("th", [:], $0) }.joined())
        let number = { (content: String) in HTMLPage.element("td", ["class": "num"], content) }
        func row(_ result: CaseResult, scale: (low: Double, high: Double)) -> String {
            let strip = SampleStrip(samples: perView(result), medianInterval: ResultsCharts.perViewInterval(result), scale: scale)
            let median = HTMLPage.escape(fixed(result.stats.median, 1)) + HTMLPage.text("small", [:],
                "\(fixed(result.stats.medianInterval.lower, 1))–\(fixed(result.stats.medianInterval.upper, 1))")
            let ratio = result.ratio.map {
                HTMLPage.escape($0.intervalText()) + HTMLPage.text("small", ["class": "verdict-\($0.verdict.rawValue)"], $0.verdict.rawValue)
            } ?? "-"
            let others = folded.map { "\($0.column) \(ResultsReport.countCell(document, result, $0))" }
            let otherCell = HTMLPage.element("details", [:], HTMLPage.text("summary", [:], "\(others.count) more")
                + others.map(HTMLPage.escape).joined(separator: "<br/>"))
            // The name may break after each "/" and nowhere else (its parts: strategy, depth, hidden, fan-in).
            let name = result.name.split(separator: "/", omittingEmptySubsequences: false)
                .map { HTMLPage.text("span", [:], String($0)) }.joined(separator: "/<wbr/>")
            let cells = [HTMLPage.element("td", ["class": "name"], name), number(HTMLPage.escape(significant(result.nanosecondsPerView))),
                         number(median), HTMLPage.element("td", [:], strip.svg), number(ratio)]
                + shown.map { number(HTMLPage.escape(ResultsReport.countCell(document, result, $0))) }
                + [HTMLPage.element("td", ["class": "counts"], otherCell), HTMLPage.text("td", ["class": "frames"], result.verification.description)]
            return HTMLPage.element("tr", ["class": "case"], cells.joined())
        }
        let groups = document.series.map { series -> String in
            let inSeries = document.cases.filter { $0.series == series }
            let scale = SampleStrip.scale(inSeries.flatMap(perView))
            return HTMLPage.element("tr", ["class": "group"], HTMLPage.text("th", ["colspan": "\(headers.count)"], series.label))
                + "\n" + inSeries.map { row($0, scale: scale) }.joined(separator: "\n")
        }
        return HTMLPage.text("p", [:], "Times are ns per layout pass (frame reset subtracted), the 95% bootstrap interval of the median "
                + "under it. Each dot of a distribution is one round in ns per view; a series' cases share one axis.")
            + HTMLPage.element("table", ["id": "case-table"],
                               HTMLPage.element("thead", [:], head) + HTMLPage.element("tbody", [:], groups.joined(separator: "\n")))
    }

    static func perView(_ result: CaseResult) -> [Double] {
        result.samples.map { $0 / Double(result.depth) }
    }

    /// The counter registry: what each column of the case table counts and how.
    static func counters(_ document: ResultsDocument) -> String {
        var table = TextTable(headers: ["counter", "column", "counts", "gate tier", "measured by", "in this run"])
        for counter in Counter.all {
            let state = document.unavailableCounters[counter.id].map { "n/a: \($0)" }
                ?? (document.cases.contains { $0.counts[counter.id] != nil } ? "counted" : "not asked for")
            table.append([counter.id.rawValue, counter.column, counter.noun, counter.tier?.rawValue ?? "not gated", counter.measuredBy, state])
        }
        return HTMLPage.table(table, attributes: ["id": "counter-table"])
    }

    static func host(_ document: ResultsDocument) -> String {
        let environment = document.environment
        var facts: [(String, String)] = [("CPU", "\(environment.cpuModel), \(environment.cpuMHz) MHz, \(environment.cores) cores"),
                                         ("kernel", "Linux \(environment.kernel)\(ResultsReport.aslrText(environment))"),
                                         ("load", environment.loadAverage.map { fixed($0, 2) }.joined(separator: " ")),
                                         ("build", "\(environment.buildConfiguration), \(environment.swiftVersion)"),
                                         ("commit", String(environment.gitCommit.prefix(12)) + (environment.gitDirty ? " (with uncommitted changes)" : ""))]
        if let host = environment.host { facts.append(("host", host.text)) }
        if let pool = document.hosts { facts.append(("pooled", CrossHostReport.pooledNote(pool))) }
        let list = facts.map { HTMLPage.text("dt", [:], $0.0) + HTMLPage.text("dd", [:], $0.1) }.joined(separator: "\n")
        return HTMLPage.element("dl", [:], list)
    }

    /// The placements the times come from, one row each.
    static func placements(_ document: ResultsDocument) -> String {
        var content = HTMLPage.text("p", [:], ResultsReport.placementText(document))
        if let placements = document.placements {
            var table = TextTable(headers: ["placement", "link seed", "ASLR", "environment padding (bytes)", "stack offset (bytes)",
                                            "heap warm-up blocks", "heap pattern", "time (s)"], rightAligned: [0, 1, 3, 4, 5, 6, 7])
            for record in placements {
                let placement = record.placement
                let aslr = record.addressRandomizationOff.map { $0 ? "off" : "on" } ?? (placement.randomizesAddresses ? "on" : "off")
                table.append(["\(placement.index)", record.linkSeed.map(String.init) ?? "-", aslr, "\(placement.environmentPaddingBytes)",
                              "\(placement.stackOffsetBytes)", "\(placement.heapWarmupBlocks)", "\(placement.heapPatternIndex)",
                              fixed(record.elapsedSeconds, 1)])
            }
            content += HTMLPage.table(table, attributes: ["id": "placement-table"])
        }
        return content
    }

    /// Findings explaining cases, and the cases not timed for a bug.
    static func findings(_ document: ResultsDocument) -> String {
        var explained: [Finding: Int] = [:]
        for result in document.cases {
            if case .findings(let findings) = result.verification { for finding in findings { explained[finding, default: 0] += 1 } }
        }
        var content: String
        if explained.isEmpty {
            content = HTMLPage.text("p", [:], "No case differs from the reference's frames.")
        } else {
            content = HTMLPage.element("ul", [:], explained.keys.sorted().map { finding in
                HTMLPage.element("li", ["class": "finding"], HTMLPage.text("code", [:], finding.rawValue)
                    + HTMLPage.escape(" (\(explained[finding]!) cases): \(finding.explanation)"))
            }.joined(separator: "\n"))
        }
        if !document.unverifiedCases.isEmpty {
            content += HTMLPage.text("p", [:], "Not timed (verification found an unexplained difference): "
                + document.unverifiedCases.joined(separator: ", "))
        }
        return content
    }
}
