import Foundation

/// A dot chart written as SVG: one row per named item (a strategy), a dot at its value and a bar over
/// its interval, on a horizontal log or ratio axis (`ChartScale`), the names on the left and a note
/// (the verdict) on the right. For a series measured at one size, such as an app screen, where a line
/// chart over depth would be a single column of points.
package struct SVGDotChart {
    package struct Row {
        package var name: String
        package var value: Double
        package var interval: Statistics.Interval
        /// Index into `SVGChart`'s palette, as in the line charts.
        package var colorIndex: Int
        package var note: String?

        package var color: String { SVGChart.palette[colorIndex % SVGChart.palette.count] }
    }

    package var title: String
    package var xLabel: String
    package var scale: ChartScale
    package var rows: [Row] = []
    /// A dashed vertical line (e.g. ratio 1).
    package var referenceX: Double?
    /// Short notes under the axis title (what the bars are).
    package var notes: [String] = []
    /// The axis's ends (nil: from the values). A value beyond them is drawn at that end as a triangle
    /// pointing out of the axis, so the note beside its row should give it.
    package var domain: (low: Double, high: Double)?

    let width = 860.0
    /// Room for the longest name left of the axis (at least 140).
    var left: Double { max(140, (rows.map { Double($0.name.count) }.max() ?? 0) * SVGChart.glyphWidth + 16) }
    let right = 170.0
    let top = 40.0
    let rowHeight = 28.0
    let bottom = 62.0

    var plotWidth: Double { width - left - right }

    /// Room for the rows, the axis and every line of the notes as `SVGChart.notes` wraps them.
    var height: Double {
        let noteLines = notes.flatMap { TextTable.wrap($0, width: Int(plotWidth / SVGChart.glyphWidth)) }.count
        return top + rowHeight * Double(max(rows.count, 1)) + bottom + 16 * Double(noteLines)
    }

    package var svg: String {
        let values = rows.flatMap { [$0.value, $0.interval.lower, $0.interval.upper] } + (referenceX.map { [$0] } ?? [])
        let range = domain ?? scale.range(values)
        let plotHeight = rowHeight * Double(max(rows.count, 1))
        func sx(_ value: Double) -> Double { left + min(1, max(0, scale.fraction(value, in: range))) * plotWidth }
        let f = SVGChart.f
        var body = ""
        let ticks = scale.ticks(range)
        for (tick, label) in zip(ticks, SVGChart.labels(ticks)) {
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 18))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#444\"/>\n"
        if let referenceX, referenceX >= range.low, referenceX <= range.high {
            body += "<line x1=\"\(f(sx(referenceX)))\" y1=\"\(f(top))\" x2=\"\(f(sx(referenceX)))\" y2=\"\(f(top + plotHeight))\" "
                + "stroke=\"#444\" stroke-dasharray=\"6 4\"/>\n"
        }
        for (index, row) in rows.enumerated() {
            let y = top + rowHeight * (Double(index) + 0.5)
            body += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(SVGChart.escape(row.name))</text>\n"
            body += "<line x1=\"\(f(sx(row.interval.lower)))\" y1=\"\(f(y))\" x2=\"\(f(sx(row.interval.upper)))\" y2=\"\(f(y))\" "
                + "stroke=\"\(row.color)\" stroke-width=\"6\" stroke-opacity=\"0.3\"/>\n"
            if row.value < range.low || row.value > range.high {
                let (end, out) = row.value > range.high ? (sx(range.high), 1.0) : (sx(range.low), -1.0)
                body += "<path d=\"M\(f(end - 8 * out)),\(f(y - 6)) L\(f(end)),\(f(y)) L\(f(end - 8 * out)),\(f(y + 6)) Z\" "
                    + "fill=\"\(row.color)\"/>\n"
            } else {
                body += "<circle cx=\"\(f(sx(row.value)))\" cy=\"\(f(y))\" r=\"4\" fill=\"\(row.color)\"/>\n"
            }
            if let note = row.note {
                body += "<text x=\"\(f(left + plotWidth + 10))\" y=\"\(f(y + 4))\">\(SVGChart.escape(note))</text>\n"
            }
        }
        let axisY = top + plotHeight + 40
        body += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(axisY))\" text-anchor=\"middle\">\(SVGChart.escape("\(xLabel), \(scale.note)"))</text>\n"
        body += SVGChart.notes(notes, x: left, y: axisY + 20, width: plotWidth)
        return SVGChart.document(width: width, height: height, title: title, body: body)
    }
}
