import Foundation
import PinBenchKit

/// A dot chart written as SVG: one row per named item (a strategy), a marker at its value and a bar
/// over its interval, in its `ChartStyle`, on a horizontal log or ratio axis (`ChartScale`), the names
/// on the left and a note (the verdict) on the right. For a series measured at one size, such as an
/// app screen, where a line chart over depth would be a single column of points. Rows far from the
/// others (`apartRows`) get a second panel under the first, on a log axis of their own.
package struct SVGDotChart {
    package struct Row {
        package var name: String
        package var value: Double
        package var interval: Statistics.Interval
        package var style: ChartStyle
        package var note: String?
    }

    package var title: String
    package var xLabel: String
    package var scale: ChartScale
    package var rows: [Row] = []
    /// Rows drawn in the second panel, on a log axis of their own.
    package var apartRows: [Row] = []
    /// The second panel's heading.
    package var apartTitle = ""
    /// A dashed vertical line (e.g. ratio 1), in every panel whose range holds it.
    package var referenceX: Double?
    /// Short notes under the axis title (what the bars are).
    package var notes: [String] = []

    let width = 860.0
    let left = 140.0
    let right = 170.0
    let top = 40.0
    let rowHeight = 28.0
    /// Under a panel: its tick labels and axis title.
    let axisHeight = 46.0
    /// Above the second panel: its heading.
    let headingHeight = 26.0

    /// The panels drawn: the first (unless it has no row), then the apart one (unless it has none).
    private var panels: [(rows: [Row], scale: ChartScale, heading: String?)] {
        var panels: [(rows: [Row], scale: ChartScale, heading: String?)] = []
        if !rows.isEmpty || apartRows.isEmpty { panels.append((rows, scale, nil)) }
        if !apartRows.isEmpty { panels.append((apartRows, panels.isEmpty ? scale : .log, panels.isEmpty ? nil : apartTitle)) }
        return panels
    }

    private func panelHeight(_ rows: [Row]) -> Double { rowHeight * Double(max(rows.count, 1)) }

    var height: Double {
        let panels = self.panels
        return top + panels.map { panelHeight($0.rows) + axisHeight }.reduce(0, +) + headingHeight * Double(panels.count - 1)
            + 16 * Double(notes.count) + 16
    }

    package var svg: String {
        let plotWidth = width - left - right
        var body = ""
        var panelTop = top
        for (index, panel) in panels.enumerated() {
            if index > 0 { panelTop += headingHeight }
            body += self.panel(panel.rows, scale: panel.scale, heading: panel.heading, top: panelTop)
            panelTop += panelHeight(panel.rows) + axisHeight
        }
        body += SVGChart.notes(notes, x: left, y: panelTop + 8, width: plotWidth)
        return SVGChart.document(width: width, height: height, title: title, body: body)
    }

    /// One panel from `top` down: its heading above it, grid, ticks, frame, reference line, rows and
    /// axis title, every value clamped into its range.
    private func panel(_ rows: [Row], scale: ChartScale, heading: String?, top: Double) -> String {
        // A ratio axis is zoomed to the values (bars stop at its ends); a log axis holds the bars too.
        let values = rows.flatMap { scale == .ratio ? [$0.value] : [$0.value, $0.interval.lower, $0.interval.upper] }
            + (referenceX.map { [$0] } ?? [])
        let range = scale.range(values)
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
            body += "<line x1=\"\(f(sx(tick)))\" y1=\"\(f(top))\" x2=\"\(f(sx(tick)))\" y2=\"\(f(top + plotHeight))\" stroke=\"#e5e5e5\"/>\n"
            body += "<text x=\"\(f(sx(tick)))\" y=\"\(f(top + plotHeight + 16))\" text-anchor=\"middle\">\(label)</text>\n"
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
                + "stroke=\"\(row.style.colour)\" stroke-width=\"6\" stroke-opacity=\"0.3\"/>\n"
            body += row.style.marker(x: sx(row.value), y: y, size: 9) + "\n"
            if let note = row.note {
                body += "<text x=\"\(f(left + plotWidth + 10))\" y=\"\(f(y + 4))\">\(SVGChart.escape(note))</text>\n"
            }
        }
        body += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(top + plotHeight + 34))\" text-anchor=\"middle\">"
            + "\(SVGChart.escape("\(xLabel), \(scale.note)"))</text>\n"
        return body
    }
}
