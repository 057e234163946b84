import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem
import PinWireframe

/// A hand-written SVG line chart: log x, log or ratio y, styled lines with bands.
package struct SVGChart {
    package struct Line {
        package var name: String
        package var points: [(x: Double, y: Double)]
        package var style: ChartStyle
        /// A shaded band from `lower` to `upper` at each x (empty: none).
        package var band: [(x: Double, lower: Double, upper: Double)] = []
        /// Shown after the name in the legend, e.g. the strategy's verdict.
        var legendNote: String?
    }

    package var title: String
    /// A line under the title: whose data it is (host, date, commit; `ResultsCharts.subtitle`).
    package var subtitle: String?
    var xLabel: String
    var yLabel: String
    var yScale: ChartScale
    package var lines: [Line] = []
    /// Lines drawn in the second panel, on a log axis of their own.
    var apartLines: [Line] = []
    /// The second panel's heading.
    var apartTitle = ""
    /// A dashed horizontal line (e.g. ratio 1), in every panel whose range holds it.
    var referenceY: Double?
    /// A grey horizontal band (e.g. ±2% about 1, where a verdict is "same"), in every panel, clamped to its range.
    var shadedY: Statistics.Interval?
    /// Short notes under the legend (what the bands are), wrapped to its width.
    package var notes: [String] = []

    let width = 860.0
    let left = 70.0
    let right = 320.0
    /// Room above the panels for the title, and the subtitle when there is one.
    var top: Double { subtitle == nil ? 40 : 56 }
    let bottom = 55.0
    /// The panel's height alone; with a second panel, the first's and the second's.
    let soleHeight = 345.0
    let firstHeight = 360.0
    /// The far panel is the smaller: its lines are the exceptions (manual, the O(N²) forms).
    let apartHeight = 130.0
    /// From the first panel's bottom to the second's top: its x tick labels and the second's heading.
    let panelGap = 62.0

    /// The panels drawn: the first (unless it has no line), then the apart one (unless it has none).
    private var panels: [ChartPanel<Line>] {
        ChartPanel.split(main: lines, scale: yScale, apart: apartLines, apartHeading: apartTitle)
    }

    var height: Double {
        panels.count > 1 ? top + firstHeight + panelGap + apartHeight + bottom : top + soleHeight + bottom
    }

    private static func usable(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        points.filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite }
    }

    private static func bandPoints(_ line: Line) -> [(x: Double, y: Double)] {
        line.band.flatMap { [(x: $0.x, y: $0.lower), (x: $0.x, y: $0.upper)] }
    }

    package var svg: String {
        let everyLine = lines + apartLines
        let allPoints = Self.usable(everyLine.flatMap { $0.points + Self.bandPoints($0) })
        guard !allPoints.isEmpty else { return Self.document(width: width, height: height, title: title, subtitle: subtitle, body: emptyChart) }
        var (xMin, xMax) = (allPoints.map(\.x).min()!, allPoints.map(\.x).max()!)
        if xMin == xMax { (xMin, xMax) = (xMin / 2, xMax * 2) }
        let plotWidth = width - left - right
        func sx(_ x: Double) -> Double { left + ChartScale.log.fraction(x, in: (xMin, xMax)) * plotWidth }
        let panels = self.panels
        var body = ""
        var panelTop = top
        for (index, panel) in panels.enumerated() {
            let plotHeight = panels.count == 1 ? soleHeight : index == 0 ? firstHeight : apartHeight
            body += self.panel(panel.items, scale: panel.scale, heading: panel.heading, top: panelTop, height: plotHeight,
                               xRange: (xMin, xMax), sx: sx)
            panelTop += plotHeight + panelGap
        }
        for (index, line) in everyLine.enumerated() {
            let legendY = top + 10 + Double(index) * 20
            let x0 = width - right + 15
            body += "<line x1=\"\(f(x0))\" y1=\"\(f(legendY))\" x2=\"\(f(x0 + 28))\" y2=\"\(f(legendY))\" \(line.style.strokeAttributes(width: 2))/>\n"
            body += line.style.marker(x: x0 + 14, y: legendY) + "\n"
            let legend = line.legendNote.map { "\(line.name): \($0)" } ?? line.name
            body += "<text x=\"\(f(x0 + 34))\" y=\"\(f(legendY + 4))\">\(Self.escape(legend))</text>\n"
        }
        body += Self.notes(notes, x: width - right + 15, y: top + 20 * Double(everyLine.count) + 20, width: right - 20)
        body += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 12))\" text-anchor=\"middle\">\(Self.escape("\(xLabel), \(ChartScale.log.note)"))</text>\n"
        return Self.document(width: width, height: height, title: title, subtitle: subtitle, body: body)
    }

    /// One panel from `top` down, every value clamped into its range.
    private func panel(_ lines: [Line], scale: ChartScale, heading: String?, top: Double, height plotHeight: Double,
                       xRange: (Double, Double), sx: (Double) -> Double) -> String {
        let plotWidth = width - left - right
        // A ratio axis is zoomed to the medians (bands stop at its ends); a log axis holds the bands too.
        let values = Self.usable(lines.flatMap { scale == .ratio ? $0.points : $0.points + Self.bandPoints($0) }).map(\.y)
        let yRange = scale.range(values + (referenceY.map { [$0] } ?? []))
        func sy(_ y: Double) -> Double { top + plotHeight - min(1, max(0, scale.fraction(y, in: yRange))) * plotHeight }
        var body = ""
        if let heading {
            body += "<text x=\"\(f(left))\" y=\"\(f(top - 8))\" font-weight=\"bold\">\(Self.escape(heading))</text>\n"
        }
        let xTicks = ChartScale.decadeTicks(xRange.0, xRange.1)
        for (tick, label) in zip(xTicks, Self.labels(xTicks)) {
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"\(ChartStyle.gridline)\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        let yTicks = scale.ticks(yRange, limit: Int(plotHeight / 24))
        for (tick, label) in zip(yTicks, Self.labels(yTicks)) {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(tick)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(tick)))\" stroke=\"\(ChartStyle.gridline)\"/>\n"
            body += "<text x=\"\(f(left - 8))\" y=\"\(f(sy(tick) + 4))\" text-anchor=\"end\">\(label)</text>\n"
        }
        // The y title fits its panel: whole, else its last word, else the scale alone.
        let titles = ["\(yLabel), \(scale.note)", "\(yLabel.split(separator: " ").last ?? ""), \(scale.note)", scale.note]
        let yTitle = titles.first { Double($0.count) * Self.glyphWidth <= plotHeight } ?? scale.note
        body += "<text transform=\"translate(18,\(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">"
            + "\(Self.escape(yTitle))</text>\n"
        for line in lines {
            let band = line.band.filter { $0.x > 0 && $0.lower.isFinite && $0.upper.isFinite && $0.lower > 0 }
            guard !band.isEmpty else { continue }
            let outline = band.map { "\(f(sx($0.x))),\(f(sy($0.upper)))" } + band.reversed().map { "\(f(sx($0.x))),\(f(sy($0.lower)))" }
            body += "<polygon points=\"\(outline.joined(separator: " "))\" fill=\"\(line.style.colour)\" fill-opacity=\"0.15\" stroke=\"none\"/>\n"
        }
        if let shadedY, shadedY.upper > yRange.low, shadedY.lower < yRange.high {
            body += "<rect class=\"same-band\" x=\"\(f(left))\" y=\"\(f(sy(shadedY.upper)))\" width=\"\(f(plotWidth))\" "
                + "height=\"\(f(sy(shadedY.lower) - sy(shadedY.upper)))\" fill=\"\(ChartStyle.sameBand)\" fill-opacity=\"0.18\"/>\n"
        }
        body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"\(ChartStyle.frame)\"/>\n"
        if let referenceY, referenceY >= yRange.low, referenceY <= yRange.high {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(referenceY)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(referenceY)))\" "
                + "stroke=\"\(ChartStyle.frame)\" stroke-dasharray=\"6 4\"/>\n"
        }
        for line in lines {
            let points = Self.usable(line.points)
            let path = points.map { "\(f(sx($0.x))),\(f(sy($0.y)))" }.joined(separator: " ")
            body += "<polyline points=\"\(path)\" fill=\"none\" \(line.style.strokeAttributes(width: 2))/>\n"
            body += points.map { line.style.marker(x: sx($0.x), y: sy($0.y)) + "\n" }.joined()
        }
        return body
    }

    private var emptyChart: String {
        "<text x=\"\(f(width / 2))\" y=\"\(f(height / 2))\" text-anchor=\"middle\">no data</text>\n"
    }

    /// An SVG document of the charts' common look: title, grey subtitle.
    static func document(width: Double, height: Double, title: String, subtitle: String? = nil, body: String) -> String {
        let under = subtitle.map { "<text x=\"\(f(width / 2))\" y=\"40\" text-anchor=\"middle\" fill=\"\(ChartStyle.secondaryText)\">\(escape($0))</text>\n" } ?? ""
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" \
        font-family="Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(f(width / 2))" y="22" text-anchor="middle" font-size="15" font-weight="bold">\(escape(title))</text>
        \(under)\(body)</svg>

        """
    }

    /// `notes` in grey from (`x`, `y`) down, each wrapped at spaces to `width` (at about 7 pixels a character).
    static func notes(_ notes: [String], x: Double, y: Double, width: Double) -> String {
        let lines = notes.flatMap { TextTable.wrap($0, width: Int(width / glyphWidth)) }
        return lines.enumerated().map { index, line in
            "<text x=\"\(f(x))\" y=\"\(f(y + Double(index) * 16))\" fill=\"\(ChartStyle.secondaryText)\">\(escape(line))</text>\n"
        }.joined()
    }

    /// The width the charts allow a character of their 12-pixel text (Helvetica's widest lower case is narrower).
    static let glyphWidth = 7.2

    /// A coordinate to one decimal.
    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
    private func f(_ value: Double) -> String { Self.f(value) }

    /// Tick labels with one number of decimals, the fewest showing every tick exactly.
    static func labels(_ ticks: [Double]) -> [String] {
        let decimals = (0...4).first { digits in
            let scale = pow(10, Double(digits))
            return ticks.allSatisfy { abs(($0 * scale).rounded() - $0 * scale) < 1e-6 * max(1, abs($0 * scale)) }
        } ?? 4
        return ticks.map { fixed($0, decimals) }
    }

    static func escape(_ text: String) -> String { SVGText.escaped(DisplayText.shown(text)) }
}

/// The two standard charts of a results document per series.
package enum ResultsCharts {
    /// The charts of `series`, each with the suffix of its file name (`per-view`, `ratio`): what
    /// `run` and `report --charts` write and the HTML report embeds. A series measured at one size
    /// (an app screen) gets dot charts, one row per strategy; a depth sweep gets line charts.
    package static func charts(_ document: ResultsDocument, series: SeriesID) -> [(suffix: String, svg: String)] {
        let depths = Set(document.cases.filter { $0.series == series }.map(\.depth))
        let svgs = depths.count == 1 ? [perViewDots(document, series: series).svg, ratioDots(document, series: series).svg]
            : [perView(document, series: series).svg, ratio(document, series: series).svg]
        return Array(zip(suffixes, svgs))
    }

    /// The charts' file-name suffixes, in `charts`' order.
    package static let suffixes = ["per-view", "ratio"]

    /// The file name of a chart: `<prefix>-<series slug>-<suffix>.svg`.
    package static func fileName(prefix: String, series: String, suffix: String) -> String {
        "\(prefix)-\(slug(series))-\(suffix).svg"
    }

    /// Median ns per view against depth, log-log, one line per strategy; the band is the 95% interval
    /// of the median (pooled over the placements).
    package static func perView(_ document: ResultsDocument, series: SeriesID) -> SVGChart {
        var chart = SVGChart(title: "ns per view vs depth (\(series))", subtitle: subtitle(document), xLabel: "chain depth (views)",
                             yLabel: "median ns per view", yScale: .log)
        chart.notes = [perViewBand, SeriesStanding.legendScope(document, series: series)]
        let verdicts = legendNotes(document, series: series)
        for strategy in document.strategies {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy.rawValue, points: results.map { (x: Double($0.depth), y: $0.nanosecondsPerView) },
                                     style: style(strategy, in: document))
            line.band = results.map { result in
                let interval = perViewInterval(result)
                return (x: Double(result.depth), lower: interval.lower, upper: interval.upper)
            }
            line.legendNote = verdicts[strategy]
            chart.lines.append(line)
        }
        return chart
    }

    /// Median ratio against depth around 1, the ±2% band shaded; far strategies apart.
    package static func ratio(_ document: ResultsDocument, series: SeriesID) -> SVGChart {
        var chart = SVGChart(title: "time ratio to \(document.settings.reference) vs depth (\(series))", subtitle: subtitle(document),
                             xLabel: "chain depth (views)", yLabel: "median paired time ratio", yScale: .ratio)
        chart.referenceY = 1
        chart.shadedY = sameBand
        chart.notes = [ratioBand(document), sameBandNote, SeriesStanding.legendScope(document, series: series)]
        chart.apartTitle = apartTitle
        let verdicts = legendNotes(document, series: series)
        for strategy in document.strategies {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy && $0.ratio != nil }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy.rawValue, points: results.map { (x: Double($0.depth), y: $0.ratio!.median) },
                                     style: style(strategy, in: document))
            line.legendNote = verdicts[strategy]
            line.band = results.map { result in
                let range = ratioRange(result.ratio!)
                return (x: Double(result.depth), lower: range.lower, upper: range.upper)
            }
            if line.points.allSatisfy({ ChartScale.isNearOne($0.y) }) { chart.lines.append(line) } else { chart.apartLines.append(line) }
        }
        return chart
    }

    /// The heading of a ratio chart's second panel.
    static let apartTitle = "Far from 1 (beyond ×\(fixed(1 / ChartScale.nearOne, 2))–\(fixed(ChartScale.nearOne, 2))), on their own axis:"

    /// A series at one size: median ns per view, one row per strategy, its bar the 95% interval.
    static func perViewDots(_ document: ResultsDocument, series: SeriesID) -> SVGDotChart {
        var chart = SVGDotChart(title: "ns per view by strategy (\(series))", subtitle: subtitle(document), xLabel: "median ns per view",
                                scale: .log)
        chart.notes = [perViewBand.replacingOccurrences(of: "band", with: "bar"), SeriesStanding.legendScope(document, series: series)]
        let verdicts = legendNotes(document, series: series)
        for strategy in document.strategies {
            guard let result = document.cases.first(where: { $0.series == series && $0.strategy == strategy }) else { continue }
            chart.rows.append(.init(name: strategy.rawValue, value: result.nanosecondsPerView, interval: perViewInterval(result),
                                    style: style(strategy, in: document), note: verdicts[strategy]))
        }
        return chart
    }

    /// A series at one size: the median paired ratio to the reference, one row per strategy, the ±2%
    /// band of "same" shaded; the rows beyond `ChartScale.nearOne` in a panel of their own under the others.
    static func ratioDots(_ document: ResultsDocument, series: SeriesID) -> SVGDotChart {
        var chart = SVGDotChart(title: "time ratio to \(document.settings.reference) by strategy (\(series))", subtitle: subtitle(document),
                                xLabel: "median paired time ratio", scale: .ratio)
        chart.referenceX = 1
        chart.shadedX = sameBand
        chart.notes = [ratioBand(document).replacingOccurrences(of: "band", with: "bar"), sameBandNote,
                       SeriesStanding.legendScope(document, series: series).replacingOccurrences(of: "legend", with: "right column")]
        chart.apartTitle = apartTitle
        let verdicts = legendNotes(document, series: series)
        for strategy in document.strategies {
            guard let result = document.cases.first(where: { $0.series == series && $0.strategy == strategy }),
                  let ratio = result.ratio else { continue }
            let row = SVGDotChart.Row(name: strategy.rawValue, value: ratio.median, interval: ratioRange(ratio),
                                      style: style(strategy, in: document), note: verdicts[strategy])
            if ChartScale.isNearOne(ratio.median) { chart.rows.append(row) } else { chart.apartRows.append(row) }
        }
        return chart
    }

    /// Whose data a chart shows: host, date and commit.
    package static func subtitle(_ document: ResultsDocument) -> String {
        let environment = document.environment
        return "time \(document.timeHost); run \(environment.date.prefix(10)), commit \(environment.gitCommit.prefix(7))"
            + (environment.gitDirty ? " (uncommitted changes)" : "")
    }

    static let perViewBand = "band: 95% interval of the median"

    /// What a ratio line's band is (`ratioRange`), in the words of the run's placements.
    static func ratioBand(_ document: ResultsDocument) -> String {
        let placements = document.placementCount
        if placements >= PlacementEstimate.minimumPlacements {
            return "band: the verdict's 95% interval of the mean over \(placements) placements"
        }
        return placements > 1 ? "band: range of the \(placements) placements' medians (too few for an interval)" : "band: none (one placement)"
    }

    /// The ratios a verdict calls "same" (±`TimeVerdict.sameTolerance` about 1), shaded on ratio charts.
    static let sameBand = Statistics.Interval(lower: 1 - TimeVerdict.sameTolerance, upper: 1 + TimeVerdict.sameTolerance)

    static let sameBandNote = "grey: ±\(fixed(TimeVerdict.sameTolerance * 100, 0))% about 1, where a verdict is \"same\""

    /// The 95% interval of a case's median, per view.
    static func perViewInterval(_ result: CaseResult) -> Statistics.Interval {
        let depth = Double(result.depth)
        return .init(lower: result.stats.medianInterval.lower / depth, upper: result.stats.medianInterval.upper / depth)
    }

    /// A ratio's band: the verdict's interval, else the placements' range.
    static func ratioRange(_ ratio: RatioSummary) -> Statistics.Interval {
        ratio.interval ?? ratio.placementRange ?? Statistics.Interval(lower: ratio.median, upper: ratio.median)
    }

    /// Each strategy's legend note, as the crossover line beside the chart says it (`SeriesStanding`):
    /// its verdict at the deepest depth, and where it crosses; the reference gets "reference".
    static func legendNotes(_ document: ResultsDocument, series: SeriesID) -> [StrategyName: String] {
        var notes = [document.settings.reference: "reference"]
        for standing in SeriesStanding.all(document, series: series) { notes[standing.strategy] = standing.legend }
        return notes
    }

    /// A strategy's line style among the document's strategies (`ChartStyle.of`).
    static func style(_ strategy: StrategyName, in document: ResultsDocument) -> ChartStyle {
        .of(strategy: strategy.rawValue, others: document.strategies.map(\.rawValue))
    }

    /// A file-name-safe form of a series label: `hidden-random-50-fanin-1`.
    static func slug(_ series: String) -> String {
        var result = ""
        for character in series {
            if character.isLetter || character.isNumber { result.append(character) }
            else if !result.hasSuffix("-") { result.append("-") }
        }
        return result.hasSuffix("-") ? String(result.dropLast()) : result
    }
}
