import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// `report --format html`: a results document as one self-contained page (`HTMLPage`): the verdicts
/// first, then each series' table and charts, every case with its sample distribution and its counts
/// (the counter registry's columns), the counters themselves, the host and the code placements, and
/// the findings that explain cases. Every text is escaped.
package enum ResultsHTML {
    package static func render(_ document: ResultsDocument) -> String {
        let sections = [summary(document), verdicts(document)] + document.series.map { series(document, $0) }
            + [cases(document), counters(document), host(document), placements(document), findings(document)]
        return HTMLPage.document(title: "PinBench results: \(document.environment.date)",
                                 body: HTMLPage.text("h1", [:], "PinBench results") + "\n" + sections.joined(separator: "\n"))
    }

    static func summary(_ document: ResultsDocument) -> String {
        let environment = document.environment
        let lines = ["\(document.cases.count) cases in \(formatSeconds(document.elapsedSeconds)); "
                        + "run `\(environment.commandLine)` on \(environment.date).",
                     ResultsReport.methodText(document), "Time verdicts \(ResultsReport.layoutText(document))."]
            + SamplingReport.lines(document, limit: .max)
        return HTMLPage.element("section", ["id": "summary"], lines.map { HTMLPage.text("p", [:], $0) }.joined())
    }

    static func verdicts(_ document: ResultsDocument) -> String {
        let lines = ResultsReport.verdictLines(document)
        let items = lines.isEmpty ? HTMLPage.text("p", [:], "No verdicts: the run has no cases timed against \(document.settings.reference).")
            : HTMLPage.element("ul", [:], lines.map { HTMLPage.text("li", ["class": "verdict"], $0.trimmingLeadingSpaces) }.joined(separator: "\n"))
        return HTMLPage.element("section", ["id": "verdicts"], HTMLPage.text("h2", [:], "Verdicts against \(document.settings.reference)")
            + HTMLPage.text("p", [:], TimeVerdict.markLegend(reference: document.settings.reference)) + items
            + crossovers(ResultsReport.crossoverLines(document)))
    }

    /// The crossover lines: their heading, then one item per strategy and series.
    static func crossovers(_ lines: [String]) -> String {
        guard let heading = lines.first else { return "" }
        return HTMLPage.text("p", [:], heading)
            + HTMLPage.element("ul", ["class": "crossovers"], lines.dropFirst().map { HTMLPage.text("li", [:], $0.trimmingLeadingSpaces) }.joined())
    }

    static func series(_ document: ResultsDocument, _ series: String) -> String {
        let charts = ResultsCharts.charts(document, series: series).map { HTMLPage.element("figure", ["class": "chart"], $0.svg) }
        return HTMLPage.element("section", ["class": "series", "id": "series-\(ResultsCharts.slug(series))"],
                                HTMLPage.text("h2", [:], series)
                                    + HTMLPage.text("p", [:], "Median ns per view [× \(document.settings.reference), per-round ratio].")
                                    + HTMLPage.table(ResultsReport.seriesTable(document, series))
                                    + HTMLPage.element("div", ["class": "charts"], charts.joined(separator: "\n")))
    }

    /// Every case: its times, its distribution (ns per view, one scale per series), its ratio and
    /// verdict, each counter of `Counter.all`, and its verification.
    static func cases(_ document: ResultsDocument) -> String {
        let counters = Counter.all
        let headers = ["case", "ns/view", "median ns", "95% CI", "distribution (ns/view per round)", "ratio [95% CI]", "verdict"]
            + counters.map(\.column) + ["frames"]
        let head = HTMLPage.element("tr", [:], headers.map { HTMLPage.text("th", [:], $0) }.joined())
        var scales: [String: (low: Double, high: Double)] = [:]
        for series in document.series {
            scales[series] = SampleStrip.scale(document.cases.filter { $0.series == series }.flatMap(perView))
        }
        let rows = document.cases.map { result -> String in
            let strip = SampleStrip(samples: perView(result), medianInterval: ResultsCharts.perViewInterval(result),
                                    scale: scales[result.series] ?? SampleStrip.scale(perView(result)))
            let ratio = result.ratio?.intervalText() ?? "-"
            let number = { (text: String) in HTMLPage.text("td", ["class": "num"], text) }
            let cells = [HTMLPage.text("td", [:], result.name), number(significant(result.nanosecondsPerView)),
                         number(fixed(result.stats.median, 1)),
                         number("\(fixed(result.stats.medianInterval.lower, 1))–\(fixed(result.stats.medianInterval.upper, 1))"),
                         HTMLPage.element("td", [:], strip.svg), number(ratio), HTMLPage.text("td", [:], result.ratio?.verdict.rawValue ?? "-")]
                + counters.map { number(ResultsReport.countCell(document, result, $0)) }
                + [HTMLPage.text("td", [:], result.verification.description)]
            return HTMLPage.element("tr", ["class": "case"], cells.joined())
        }
        return HTMLPage.element("section", ["id": "cases"], HTMLPage.text("h2", [:], "Every case")
            + HTMLPage.text("p", [:], "Times are ns per layout pass (frame reset subtracted); CI = 95% bootstrap interval of the median. "
                + "Each dot of a distribution is one round; a series' cases share one scale.")
            + HTMLPage.element("div", ["class": "scroll"], HTMLPage.element("table", ["id": "case-table"],
                HTMLPage.element("thead", [:], head) + HTMLPage.element("tbody", [:], rows.joined(separator: "\n")))))
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
        return HTMLPage.element("section", ["id": "counters"], HTMLPage.text("h2", [:], "Counters")
            + HTMLPage.table(table, attributes: ["id": "counter-table"]))
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
        return HTMLPage.element("section", ["id": "host"], HTMLPage.text("h2", [:], "Host") + HTMLPage.element("dl", [:], list))
    }

    /// The code placements (layouts) the times come from, one row each.
    static func placements(_ document: ResultsDocument) -> String {
        var content = HTMLPage.text("h2", [:], "Placements") + HTMLPage.text("p", [:], ResultsReport.layoutText(document))
        if let layouts = document.layouts {
            var table = TextTable(headers: ["placement", "link seed", "ASLR", "environment padding (bytes)", "stack offset (bytes)",
                                            "heap warm-up blocks", "heap pattern", "time (s)"], rightAligned: [0, 1, 3, 4, 5, 6, 7])
            for layout in layouts {
                let placement = layout.placement
                let aslr = layout.addressRandomizationOff.map { $0 ? "off" : "on" } ?? (placement.randomizesAddresses ? "on" : "off")
                table.append(["\(placement.index)", layout.linkSeed.map(String.init) ?? "-", aslr, "\(placement.environmentPaddingBytes)",
                              "\(placement.stackOffsetBytes)", "\(placement.heapWarmupBlocks)", "\(placement.heapPatternIndex)",
                              fixed(layout.elapsedSeconds, 1)])
            }
            content += HTMLPage.table(table, attributes: ["id": "placement-table"])
        }
        return HTMLPage.element("section", ["id": "placements"], content)
    }

    /// Each finding that explains a case's frames, with how many cases it explains; and the cases
    /// not timed because verification found an unexplained difference.
    static func findings(_ document: ResultsDocument) -> String {
        var explained: [Finding: Int] = [:]
        for result in document.cases {
            if case .findings(let findings) = result.verification { for finding in findings { explained[finding, default: 0] += 1 } }
        }
        var content = HTMLPage.text("h2", [:], "Findings")
        if explained.isEmpty {
            content += HTMLPage.text("p", [:], "No case differs from the reference's frames.")
        } else {
            content += HTMLPage.element("ul", [:], explained.keys.sorted().map { finding in
                HTMLPage.element("li", ["class": "finding"], HTMLPage.text("code", [:], finding.rawValue)
                    + HTMLPage.escape(" (\(explained[finding]!) cases): \(finding.explanation)"))
            }.joined(separator: "\n"))
        }
        if !document.unverifiedCases.isEmpty {
            content += HTMLPage.text("p", [:], "Not timed (verification found an unexplained difference): "
                + document.unverifiedCases.joined(separator: ", "))
        }
        return HTMLPage.element("section", ["id": "findings"], content)
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
