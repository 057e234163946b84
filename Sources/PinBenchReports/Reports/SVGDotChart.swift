import Foundation
import PinBenchKit
import PinBenchRendering

/// An SVG dot chart: a marker and interval bar per row; far rows apart.
package struct SVGDotChart {
    package struct Row {
        package var name: String
        package var value: Double
        package var interval: Statistics.Interval
        package var style: ChartStyle
        package var note: String?
    }

    package var title: String
    /// A line under the title: whose data it is (host, date, commit; `ResultsCharts.subtitle`).
    package var subtitle: String?
    var xLabel: String
    package var scale: ChartScale
    package var rows: [Row] = []
    /// Rows drawn in the second panel, on a log axis of their own.
    var apartRows: [Row] = []
    /// The second panel's heading.
    var apartTitle = ""
    /// A dashed vertical line (e.g. ratio 1), in every panel whose range holds it.
    var referenceX: Double?
    /// A grey vertical band (e.g. ±2% about 1, where a verdict is "same"), in every panel, clamped to its range.
    var shadedX: Statistics.Interval?
    /// Short notes under the axis title (what the bars are).
    package var notes: [String] = []
    /// The axis's ends (nil: from the values); a value beyond is a triangle at that end.
    var domain: (low: Double, high: Double)?

    let width = 860.0
    /// Room for the longest name of either panel left of the axis (at least 140).
    var left: Double { max(140, ((rows + apartRows).map { Double($0.name.count) }.max() ?? 0) * SVGChart.glyphWidth + 16) }
    let right = 170.0
    /// Room above the panels for the title, and the subtitle when there is one.
    var top: Double { subtitle == nil ? 40 : 56 }
    let rowHeight = 28.0
    /// Under a panel: its tick labels and axis title.
    let axisHeight = 46.0
    /// Above the second panel: its heading.
    let headingHeight = 26.0

    /// The panels drawn: the first (unless it has no row), then the apart one (unless it has none).
    private var panels: [ChartPanel<Row>] {
        ChartPanel.split(main: rows, scale: scale, apart: apartRows, apartHeading: apartTitle)
    }

    private func panelHeight(_ rows: [Row]) -> Double { rowHeight * Double(max(rows.count, 1)) }

    /// Room for the panels, their axes and every line of the notes as `SVGChart.notes` wraps them.
    var height: Double {
        let panels = self.panels
        let noteLines = notes.flatMap { TextTable.wrap($0, width: Int((width - left - right) / SVGChart.glyphWidth)) }.count
        return top + panels.map { panelHeight($0.items) + axisHeight }.reduce(0, +) + headingHeight * Double(panels.count - 1)
            + 16 * Double(noteLines) + 16
    }

    package var svg: String {
        let left = self.left
        let plotWidth = width - left - right
        var body = ""
        var panelTop = top
        for (index, panel) in panels.enumerated() {
            if index > 0 { panelTop += headingHeight }
            body += self.panel(panel.items, scale: panel.scale, domain: index == 0 ? domain : nil, heading: panel.heading, top: panelTop)
            panelTop += panelHeight(panel.items) + axisHeight
        }
        body += SVGChart.notes(notes, x: left, y: panelTop + 8, width: plotWidth)
        return SVGChart.document(width: width, height: height, title: title, subtitle: subtitle, body: body)
    }

    /// One panel from `top` down.
    private func panel(_ rows: [Row], scale: ChartScale, domain: (low: Double, high: Double)?, heading: String?, top: Double) -> String {
        // A ratio axis is zoomed to the values (bars stop at its ends); a log axis holds the bars too.
        let values = rows.flatMap { scale == .ratio ? [$0.value] : [$0.value, $0.interval.lower, $0.interval.upper] }
            + (referenceX.map { [$0] } ?? [])
        let range = domain ?? scale.range(values)
        let left = self.left
        let plotWidth = width - left - right
        let plotHeight = panelHeight(rows)
        func sx(_ value: Double) -> Double { left + min(1, max(0, scale.fraction(value, in: range))) * plotWidth }
        let f = SVGChart.f
        var body = ""
        if let heading {
            body += "<text x=\"\(f(left))\" y=\"\(f(top - 8))\" font-weight=\"bold\">\(SVGChart.escape(heading))</text>\n"
        }
        let ticks = scale.ticks(range)
        for (tick, label) in zip(ticks, SVGChart.labels(ticks)) {
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"\(ChartStyle.gridline)\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 16))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        if let shadedX, shadedX.upper > range.low, shadedX.lower < range.high {
            body += "<rect class=\"same-band\" x=\"\(f(sx(shadedX.lower)))\" y=\"\(f(top))\" width=\"\(f(sx(shadedX.upper) - sx(shadedX.lower)))\" "
                + "height=\"\(f(plotHeight))\" fill=\"\(ChartStyle.sameBand)\" fill-opacity=\"0.18\"/>\n"
        }
        body += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"\(ChartStyle.frame)\"/>\n"
        if let referenceX, referenceX >= range.low, referenceX <= range.high {
            body += "<line x1=\"\(f(sx(referenceX)))\" y1=\"\(f(top))\" x2=\"\(f(sx(referenceX)))\" y2=\"\(f(top + plotHeight))\" "
                + "stroke=\"\(ChartStyle.frame)\" stroke-dasharray=\"6 4\"/>\n"
        }
        for (index, row) in rows.enumerated() {
            let y = top + rowHeight * (Double(index) + 0.5)
            body += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(SVGChart.escape(row.name))</text>\n"
            body += "<line x1=\"\(f(sx(row.interval.lower)))\" y1=\"\(f(y))\" x2=\"\(f(sx(row.interval.upper)))\" y2=\"\(f(y))\" "
                + "stroke=\"\(row.style.colour)\" stroke-width=\"6\" stroke-opacity=\"0.3\"/>\n"
            if row.value < range.low || row.value > range.high {
                let (end, out) = row.value > range.high ? (sx(range.high), 1.0) : (sx(range.low), -1.0)
                body += "<path class=\"beyond-axis\" d=\"M\(f(end - 8 * out)),\(f(y - 6)) L\(f(end)),\(f(y)) L\(f(end - 8 * out)),\(f(y + 6)) Z\" "
                    + "fill=\"\(row.style.colour)\"/>\n"
            } else {
                body += row.style.marker(x: sx(row.value), y: y, size: 9) + "\n"
            }
            if let note = row.note {
                body += "<text x=\"\(f(left + plotWidth + 10))\" y=\"\(f(y + 4))\">\(SVGChart.escape(note))</text>\n"
            }
        }
        body += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(top + plotHeight + 34))\" text-anchor=\"middle\">"
            + "\(SVGChart.escape("\(xLabel), \(domain == nil ? scale.note : ChartScale.log.note)"))</text>\n"
        return body
    }
}
