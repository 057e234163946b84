import Foundation
import PinWireframe

/// A small line chart written as SVG by hand (no plotting library): log-scale x from the smallest to
/// the largest x measured, linear or log y, one polyline with markers per named line and an optional
/// shaded band around it (its uncertainty), a legend, and an optional horizontal reference line. The
/// tick labels of an axis share one number format.
public struct SVGChart {
    public struct Line {
        public var name: String
        public var points: [(x: Double, y: Double)]
        /// Index into the palette: the same strategy keeps its colour in every chart.
        public var colorIndex: Int
        /// A shaded band from `lower` to `upper` at each x (empty: none).
        public var band: [(x: Double, lower: Double, upper: Double)] = []
        /// Shown after the name in the legend, e.g. the strategy's verdict.
        public var legendNote: String?

        public var color: String { SVGChart.palette[colorIndex % SVGChart.palette.count] }
    }

    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var logY: Bool
    public var lines: [Line] = []
    /// A dashed horizontal line (e.g. ratio 1).
    public var referenceY: Double?

    let width = 860.0
    let height = 440.0
    let left = 70.0
    let right = 290.0
    let top = 40.0
    let bottom = 55.0

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    public var svg: String {
        let bandPoints = lines.flatMap(\.band).flatMap { [(x: $0.x, y: $0.lower), (x: $0.x, y: $0.upper)] }
        let allPoints = (lines.flatMap(\.points) + bandPoints).filter { $0.x > 0 && (!logY || $0.y > 0) && $0.y.isFinite }
        guard !allPoints.isEmpty else { return emptyChart }
        var (xMin, xMax) = (allPoints.map(\.x).min()!, allPoints.map(\.x).max()!)
        if xMin == xMax { (xMin, xMax) = (xMin / 2, xMax * 2) }
        var (yMin, yMax) = Self.range(allPoints.map(\.y) + (referenceY.map { [$0] } ?? []), log: logY)
        if !logY { yMin = min(yMin, 0) }
        if yMin == yMax { yMax = yMin + 1 }
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func sx(_ x: Double) -> Double { left + (log10(x) - log10(xMin)) / (log10(xMax) - log10(xMin)) * plotWidth }
        func sy(_ y: Double) -> Double {
            let fraction = logY ? (log10(y) - log10(yMin)) / (log10(yMax) - log10(yMin)) : (y - yMin) / (yMax - yMin)
            return top + plotHeight - fraction * plotHeight
        }
        var body = ""
        // Grid and ticks.
        let xTicks = Self.ticks(xMin, xMax, log: true)
        for (tick, label) in zip(xTicks, Self.labels(xTicks)) {
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        let yTicks = Self.ticks(yMin, yMax, log: logY)
        for (tick, label) in zip(yTicks, Self.labels(yTicks)) {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(tick)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(tick)))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(left - 8))\" y=\"\(f(sy(tick) + 4))\" text-anchor=\"end\">\(label)</text>\n"
        }
        for line in lines {
            let band = line.band.filter { $0.x > 0 && $0.lower.isFinite && $0.upper.isFinite && (!logY || $0.lower > 0) }
            guard !band.isEmpty else { continue }
            let outline = band.map { "\(f(sx($0.x))),\(f(sy($0.upper)))" } + band.reversed().map { "\(f(sx($0.x))),\(f(sy($0.lower)))" }
            body += "<polygon points=\"\(outline.joined(separator: " "))\" fill=\"\(line.color)\" fill-opacity=\"0.15\" stroke=\"none\"/>\n"
        }
        body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#444\"/>\n"
        if let referenceY, referenceY >= yMin, referenceY <= yMax {
            body += "<line x1=\"\(f(left))\" y1=\"\(f(sy(referenceY)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(sy(referenceY)))\" "
                + "stroke=\"#444\" stroke-dasharray=\"6 4\"/>\n"
        }
        for (index, line) in lines.enumerated() {
            let color = line.color
            let points = line.points.filter { $0.x > 0 && (!logY || $0.y > 0) && $0.y.isFinite }
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
        return document(body + axisTitles(plotWidth: plotWidth, plotHeight: plotHeight))
    }

    private var emptyChart: String {
        document("<text x=\"\(f(width / 2))\" y=\"\(f(height / 2))\" text-anchor=\"middle\">no data</text>\n")
    }

    private func axisTitles(plotWidth: Double, plotHeight: Double) -> String {
        "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 12))\" text-anchor=\"middle\">\(Self.escape(xLabel))</text>\n"
            + "<text transform=\"translate(18,\(f(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>\n"
    }

    private func document(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" \
        font-family="Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(f(width / 2))" y="22" text-anchor="middle" font-size="15" font-weight="bold">\(Self.escape(title))</text>
        \(body)</svg>

        """
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Bounds padded to whole decades (log) or with a margin (linear).
    static func range(_ values: [Double], log isLog: Bool) -> (Double, Double) {
        let low = values.min()!
        let high = values.max()!
        if isLog {
            return (pow(10, floor(log10(low))), pow(10, ceil(log10(high))))
        }
        let margin = (high - low) * 0.08 + (high == low ? 0.5 : 0)
        return (low - margin, high + margin)
    }

    /// Decade (and 2×, 5×) ticks on a log axis; about six round ticks on a linear one.
    static func ticks(_ low: Double, _ high: Double, log isLog: Bool) -> [Double] {
        if isLog {
            var ticks: [Double] = []
            var decade = pow(10, floor(log10(low)))
            let decades = log10(high / low)
            while decade <= high * 1.0001 {
                for factor in decades <= 3 ? [1.0, 2, 5] : [1.0] where decade * factor >= low * 0.9999 && decade * factor <= high * 1.0001 {
                    ticks.append(decade * factor)
                }
                decade *= 10
            }
            return ticks
        }
        let rough = (high - low) / 6
        let power = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? power * 10
        var tick = ceil(low / step) * step
        var ticks: [Double] = []
        while tick <= high + step * 1e-9 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

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
public enum ResultsCharts {
    /// The charts of `series`, each with the suffix of its file name (`per-view`, `ratio`): what
    /// `run` and `report --charts` write and the HTML report embeds.
    public static func charts(_ document: ResultsDocument, series: String) -> [(suffix: String, chart: SVGChart)] {
        [("per-view", perView(document, series: series)), ("ratio", ratio(document, series: series))]
    }

    /// The file name of a chart: `<prefix>-<series slug>-<suffix>.svg`.
    public static func fileName(prefix: String, series: String, suffix: String) -> String {
        "\(prefix)-\(slug(series))-\(suffix).svg"
    }

    /// Median ns per view against depth, log-log, one line per strategy; the band is the 95% interval
    /// of the median (pooled over the layouts).
    public static func perView(_ document: ResultsDocument, series: String) -> SVGChart {
        var chart = SVGChart(title: "ns per view vs depth (\(series))", xLabel: "chain depth (views)",
                             yLabel: "median ns per view", logY: true)
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy, points: results.map { (x: Double($0.depth), y: $0.nanosecondsPerView) },
                                     colorIndex: colorIndex)
            line.band = results.map { result in
                let depth = Double(result.depth)
                return (x: depth, lower: result.stats.medianInterval.lower / depth, upper: result.stats.medianInterval.upper / depth)
            }
            line.legendNote = verdicts[strategy]
            chart.lines.append(line)
        }
        return chart
    }

    /// Median per-round ratio to the reference against depth, log x, with the 1.0 line; the band is
    /// the range of the layouts' medians, or the 95% interval with one layout.
    public static func ratio(_ document: ResultsDocument, series: String) -> SVGChart {
        let band = document.layoutCount > 1 ? "band: range over \(document.layoutCount) layouts" : "band: 95% interval"
        var chart = SVGChart(title: "time ratio to \(document.settings.reference) vs depth (\(series))",
                             xLabel: "chain depth (views)", yLabel: "median paired ratio (\(band))", logY: false)
        chart.referenceY = 1
        let verdicts = verdictNotes(document, series: series)
        for (colorIndex, strategy) in document.strategies.enumerated() {
            let results = document.cases.filter { $0.series == series && $0.strategy == strategy && $0.ratio != nil }
            guard !results.isEmpty else { continue }
            var line = SVGChart.Line(name: strategy, points: results.map { (x: Double($0.depth), y: $0.ratio!.median) },
                                     colorIndex: colorIndex)
            line.band = results.map { result in
                let range = result.ratio!.layoutRange ?? result.ratio!.interval
                return (x: Double(result.depth), lower: range.lower, upper: range.upper)
            }
            line.legendNote = verdicts[strategy]
            chart.lines.append(line)
        }
        return chart
    }

    /// Each strategy's verdict over the series, e.g. "slower"; the reference gets "reference".
    static func verdictNotes(_ document: ResultsDocument, series: String) -> [String: String] {
        var notes = [document.settings.reference: "reference"]
        for summary in StrategySummary.all(document, series: series) { notes[summary.strategy] = summary.verdict.rawValue }
        return notes
    }

    /// A file-name-safe form of a series label: `hidden-random-50-fanin-1`.
    public static func slug(_ series: String) -> String {
        var result = ""
        for character in series {
            if character.isLetter || character.isNumber { result.append(character) }
            else if !result.hasSuffix("-") { result.append("-") }
        }
        return result.hasSuffix("-") ? String(result.dropLast()) : result
    }
}
