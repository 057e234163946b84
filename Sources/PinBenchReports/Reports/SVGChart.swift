import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem
import PinWireframe

/// A small line chart written as SVG by hand (no plotting library): log-scale x from the smallest to
/// the largest x measured, a log or ratio y (`ChartScale`), one polyline with markers per named line
/// and an optional shaded band around it (its uncertainty), a legend, and an optional horizontal
/// reference line. The axis titles say which axes are logarithmic; the tick labels of an axis share
/// one number format.
package struct SVGChart {
    package struct Line {
        package var name: String
        package var points: [(x: Double, y: Double)]
        /// Index into the palette: the same strategy keeps its colour in every chart.
        package var colorIndex: Int
        /// A shaded band from `lower` to `upper` at each x (empty: none).
        package var band: [(x: Double, lower: Double, upper: Double)] = []
        /// Shown after the name in the legend, e.g. the strategy's verdict.
        package var legendNote: String?

        package var color: String { SVGChart.palette[colorIndex % SVGChart.palette.count] }
    }

    package var title: String
    package var xLabel: String
    package var yLabel: String
    package var yScale: ChartScale
    package var lines: [Line] = []
    /// A dashed horizontal line (e.g. ratio 1).
    package var referenceY: Double?
    /// Short notes under the legend (what the bands are), wrapped to its width.
    package var notes: [String] = []

    let width = 860.0
    let height = 440.0
    let left = 70.0
    let right = 290.0
    let top = 40.0
    let bottom = 55.0

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    package var svg: String {
        let bandPoints = lines.flatMap(\.band).flatMap { [(x: $0.x, y: $0.lower), (x: $0.x, y: $0.upper)] }
        let allPoints = (lines.flatMap(\.points) + bandPoints).filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite }
        guard !allPoints.isEmpty else { return Self.document(width: width, height: height, title: title, body: emptyChart) }
        var (xMin, xMax) = (allPoints.map(\.x).min()!, allPoints.map(\.x).max()!)
        if xMin == xMax { (xMin, xMax) = (xMin / 2, xMax * 2) }
        let yRange = yScale.range(allPoints.map(\.y) + (referenceY.map { [$0] } ?? []))
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func sx(_ x: Double) -> Double { left + ChartScale.log.fraction(x, in: (xMin, xMax)) * plotWidth }
        func sy(_ y: Double) -> Double { top + plotHeight - yScale.fraction(y, in: yRange) * plotHeight }
        var body = ""
        // Grid and ticks.
        let xTicks = ChartScale.decadeTicks(xMin, xMax)
        for (tick, label) in zip(xTicks, Self.labels(xTicks)) {
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        let yTicks = yScale.ticks(yRange)
        for (tick, label) in zip(yTicks, Self.labels(yTicks)) {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(tick)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(tick)))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(left - 8))\" y=\"\(f(sy(tick) + 4))\" text-anchor=\"end\">\(label)</text>\n"
        }
        for line in lines {
            let band = line.band.filter { $0.x > 0 && $0.lower.isFinite && $0.upper.isFinite && $0.lower > 0 }
            guard !band.isEmpty else { continue }
            let outline = band.map { "\(f(sx($0.x))),\(f(sy($0.upper)))" } + band.reversed().map { "\(f(sx($0.x))),\(f(sy($0.lower)))" }
            body += "<polygon points=\"\(outline.joined(separator: " "))\" fill=\"\(line.color)\" fill-opacity=\"0.15\" stroke=\"none\"/>\n"
        }
        body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#444\"/>\n"
        if let referenceY, referenceY >= yRange.low, referenceY <= yRange.high {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(referenceY)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(referenceY)))\" "
                + "stroke=\"#444\" stroke-dasharray=\"6 4\"/>\n"
        }
        for (index, line) in lines.enumerated() {
            let color = line.color
            let points = line.points.filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite }
            let path = points.map { "\(f(sx($0.x))),\(f(sy($0.y)))" }.joined(separator: " ")
            body += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            for point in points {
                body += "<circle cx=\"\(f(sx(point.x)))\" cy=\"\(f(sy(point.y)))\" r=\"3\" fill=\"\(color)\"/>\n"
            }
            let legendY = top + 10 + Double(index) * 20
            body += "<line x1=\"\(f(width - right + 15))\" y1=\"\(f(legendY))\" x2=\"\(f(width - right + 40))\" y2=\"\(f(legendY))\" "
                + "stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            let legend = line.legendNote.map { "\(line.name): \($0)" } ?? line.name
            body += "<text x=\"\(f(width - right + 46))\" y=\"\(f(legendY + 4))\">\(Self.escape(legend))</text>\n"
        }
        body += Self.notes(notes, x: width - right + 15, y: top + 20 * Double(lines.count) + 20, width: right - 20)
        body += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 12))\" text-anchor=\"middle\">\(Self.escape("\(xLabel), \(ChartScale.log.note)"))</text>\n"
            + "<text transform=\"translate(18,\(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape("\(yLabel), \(yScale.note)"))</text>\n"
        return Self.document(width: width, height: height, title: title, body: body)
    }

    private var emptyChart: String {
        "<text x=\"\(f(width / 2))\" y=\"\(f(height / 2))\" text-anchor=\"middle\">no data</text>\n"
    }

    /// An SVG document of the charts' common look: white, Helvetica 12, the title bold on top.
    static func document(width: Double, height: Double, title: String, body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" \
        font-family="Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(f(width / 2))" y="22" text-anchor="middle" font-size="15" font-weight="bold">\(escape(title))</text>
        \(body)</svg>

        """
    }

    /// `notes` in grey from (`x`, `y`) down, each wrapped at spaces to `width` (at about 7 pixels a character).
    static func notes(_ notes: [String], x: Double, y: Double, width: Double) -> String {
        let lines = notes.flatMap { TextTable.wrap($0, width: Int(width / glyphWidth)) }
        return lines.enumerated().map { index, line in
            "<text x=\"\(f(x))\" y=\"\(f(y + Double(index) * 16))\" fill=\"#555\">\(escape(line))</text>\n"
        }.joined()
    }

    /// The width the charts allow a character of their 12-pixel text (Helvetica's widest lower case is narrower).
    static let glyphWidth = 7.2

    /// A coordinate to one decimal.
    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
    private func f(_ value: Double) -> String { Self.f(value) }

    /// The labels of an axis's ticks, all with the same number of decimals: the fewest (up to 4)
    /// that show every tick exactly ("0.5", "1.0", "1.5"; "1", "10", "100").
    static func labels(_ ticks: [Double]) -> [String] {
        let decimals = (0...4).first { digits in
            let scale = pow(10, Double(digits))
            return ticks.allSatisfy { abs(($0 * scale).rounded() - $0 * scale) < 1e-6 * max(1, abs($0 * scale)) }
        } ?? 4
        return ticks.map { fixed($0, decimals) }
    }

    static func escape(_ text: String) -> String { SVGText.escaped(text) }
}

/// The two standard charts of a results document, per series. Each strategy's line has a band for
/// its uncertainty and its verdict against the reference over the series in the legend
/// (`StrategySummary`).
package enum ResultsCharts {
    /// The charts of `series`, each with the suffix of its file name (`per-view`, `ratio`): what
    /// `run` and `report --charts` write and the HTML report embeds. A series measured at one size
    /// (an app screen) gets dot charts, one row per strategy; a depth sweep gets line charts.
    package static func charts(_ document: ResultsDocument, series: String) -> [(suffix: String, svg: String)] {
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
    /// of the median (pooled over the layouts).
    package static func perView(_ document: ResultsDocument, series: String) -> SVGChart {
        var chart = SVGChart(title: "ns per view vs depth (\(series))", xLabel: "chain depth (views)",
                             yLabel: "median ns per view", yScale: .log)
        chart.notes = [perViewBand]
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy, points: results.map { (x: Double($0.depth), y: $0.nanosecondsPerView) },
                                     colorIndex: colorIndex)
            line.band = results.map { result in
                let interval = perViewInterval(result)
                return (x: Double(result.depth), lower: interval.lower, upper: interval.upper)
            }
            line.legendNote = verdicts[strategy]
            chart.lines.append(line)
        }
        return chart
    }

    /// Median per-round ratio to the reference against depth, log x, on a ratio axis centred on 1
    /// with the 1.0 line; the band is the range of the layouts' medians, or the 95% interval with one layout.
    package static func ratio(_ document: ResultsDocument, series: String) -> SVGChart {
        var chart = SVGChart(title: "time ratio to \(document.settings.reference) vs depth (\(series))",
                             xLabel: "chain depth (views)", yLabel: "median paired time ratio", yScale: .ratio)
        chart.referenceY = 1
        chart.notes = [ratioBand(document)]
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy && $0.ratio != nil }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy, points: results.map { (x: Double($0.depth), y: $0.ratio!.median) },
                                     colorIndex: colorIndex)
            line.band = results.map { result in
                let range = ratioRange(result.ratio!)
                return (x: Double(result.depth), lower: range.lower, upper: range.upper)
            }
            line.legendNote = verdicts[strategy]
            chart.lines.append(line)
        }
        return chart
    }

    /// A series at one size: median ns per view, one row per strategy, its bar the 95% interval.
    package static func perViewDots(_ document: ResultsDocument, series: String) -> SVGDotChart {
        var chart = SVGDotChart(title: "ns per view by strategy (\(series))", xLabel: "median ns per view", scale: .log)
        chart.notes = [perViewBand.replacingOccurrences(of: "band", with: "bar")]
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            guard let result = document.cases.first(where: { $0.series == series && $0.strategy == strategy }) else { continue }
            chart.rows.append(.init(name: strategy, value: result.nanosecondsPerView, interval: perViewInterval(result),
                                    colorIndex: colorIndex, note: verdicts[strategy]))
        }
        return chart
    }

    /// A series at one size: the median paired ratio to the reference, one row per strategy.
    package static func ratioDots(_ document: ResultsDocument, series: String) -> SVGDotChart {
        var chart = SVGDotChart(title: "time ratio to \(document.settings.reference) by strategy (\(series))",
                                xLabel: "median paired time ratio", scale: .ratio)
        chart.referenceX = 1
        chart.notes = [ratioBand(document).replacingOccurrences(of: "band", with: "bar")]
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            guard let result = document.cases.first(where: { $0.series == series && $0.strategy == strategy }),
                  let ratio = result.ratio else { continue }
            chart.rows.append(.init(name: strategy, value: ratio.median, interval: ratioRange(ratio), colorIndex: colorIndex,
                                    note: verdicts[strategy]))
        }
        return chart
    }

    static let perViewBand = "band: 95% interval of the median"

    static func ratioBand(_ document: ResultsDocument) -> String {
        document.layoutCount > 1 ? "band: range of the medians over \(document.layoutCount) placements" : "band: 95% interval"
    }

    /// The 95% interval of a case's median, per view.
    static func perViewInterval(_ result: CaseResult) -> Statistics.Interval {
        let depth = Double(result.depth)
        return .init(lower: result.stats.medianInterval.lower / depth, upper: result.stats.medianInterval.upper / depth)
    }

    /// The band a ratio's line carries: the verdict's interval (the mean over placements), or, with
    /// too few placements for one, the range of their medians (none with one placement).
    static func ratioRange(_ ratio: RatioSummary) -> Statistics.Interval {
        ratio.interval ?? ratio.layoutRange ?? Statistics.Interval(lower: ratio.median, upper: ratio.median)
    }

    /// Each strategy's verdict over the series, e.g. "slower"; the reference gets "reference".
    static func verdictNotes(_ document: ResultsDocument, series: String) -> [String: String] {
        var notes = [document.settings.reference: "reference"]
        for summary in StrategySummary.all(document, series: series) { notes[summary.strategy] = summary.verdict.rawValue }
        return notes
    }

    /// A file-name-safe form of a series label: `hidden-random-50-fanin-1`.
    package static func slug(_ series: String) -> String {
        var result = ""
        for character in series {
            if character.isLetter || character.isNumber { result.append(character) }
            else if !result.hasSuffix("-") { result.append("-") }
        }
        return result.hasSuffix("-") ? String(result.dropLast()) : result
    }
}
