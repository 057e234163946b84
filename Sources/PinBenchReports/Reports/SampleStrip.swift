import Foundation
import PinBenchKit
import PinBenchSystem

/// A case's samples as a small inline SVG strip; cases sharing `scale` compare by eye.
struct SampleStrip {
    /// The values, one per round (ns per view in the report).
    var samples: [Double]
    var medianInterval: Statistics.Interval
    /// The values at the left and right ends.
    var scale: (low: Double, high: Double)
    /// Written after the axis's last tick label.
    var unit = "ns/view"

    static let width = 290.0
    static let height = 44.0
    static let inset = 6.0
    /// Where the axis ends; the unit is written to its right.
    static let axisEnd = 240.0

    init(samples: [Double], medianInterval: Statistics.Interval, scale: (low: Double, high: Double)) {
        self.samples = samples
        self.medianInterval = medianInterval
        self.scale = scale
    }

    /// The smallest and largest of `values`, widened a little so that no dot sits on the edge.
    static func scale(_ values: [Double]) -> (low: Double, high: Double) {
        guard let low = values.min(), let high = values.max() else { return (0, 1) }
        let margin = high > low ? (high - low) * 0.04 : max(abs(low) * 0.04, 1e-9)
        return (low - margin, high + margin)
    }

    /// Round ticks within `scale`, 1, 2 or 5 × 10ⁿ apart, as many as fit 2 to 5.
    static func ticks(_ scale: (low: Double, high: Double)) -> [Double] {
        let span = scale.high - scale.low
        guard span > 0, span.isFinite else { return [] }
        let unit = pow(10, floor(log10(span / 4)))
        let step = [1.0, 2, 5, 10].map { $0 * unit }.first { span / $0 <= 5 } ?? 10 * unit
        var ticks: [Double] = []
        var tick = (scale.low / step).rounded(.up) * step
        while tick <= scale.high {
            ticks.append(tick)
            tick += step
        }
        return ticks
    }

    var svg: String {
        func position(_ value: Double) -> Double {
            let fraction = (value - scale.low) / (scale.high - scale.low)
            return Self.inset + min(1, max(0, fraction)) * (Self.axisEnd - Self.inset)
        }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        func x(_ value: Double) -> String { f(position(value)) }
        var body = "<line x1=\"\(x(scale.low))\" y1=\"28\" x2=\"\(x(scale.high))\" y2=\"28\" stroke=\"\(ChartStyle.axis)\"/>"
        let ticks = Self.ticks(scale)
        for (tick, label) in zip(ticks, SVGChart.labels(ticks)) {
            body += "<line x1=\"\(x(tick))\" y1=\"28\" x2=\"\(x(tick))\" y2=\"32\" stroke=\"\(ChartStyle.axis)\"/>"
                + "<text x=\"\(x(tick))\" y=\"42\" text-anchor=\"middle\">\(label)</text>"
        }
        body += "<text x=\"\(f(Self.axisEnd + 6))\" y=\"42\">\(HTMLPage.escape(unit))</text>"
        if !samples.isEmpty {
            let (q1, median, q3) = (Statistics.quantile(samples, 0.25), Statistics.median(samples), Statistics.quantile(samples, 0.75))
            body += "<rect x=\"\(x(q1))\" y=\"4\" width=\"\(f(max(1, position(q3) - position(q1))))\" height=\"16\" "
                + "fill=\"\(ChartStyle.spread)\" fill-opacity=\"0.15\" stroke=\"\(ChartStyle.spread)\"/>"
            body += "<line x1=\"\(x(median))\" y1=\"2\" x2=\"\(x(median))\" y2=\"22\" stroke=\"\(ChartStyle.centre)\" stroke-width=\"2\"/>"
            body += "<line x1=\"\(x(medianInterval.lower))\" y1=\"25\" x2=\"\(x(medianInterval.upper))\" y2=\"25\" stroke=\"\(ChartStyle.centre)\" stroke-width=\"3\"/>"
            for (index, sample) in samples.enumerated() {
                body += "<circle cx=\"\(x(sample))\" cy=\"\(index % 2 == 0 ? 9 : 15)\" r=\"2\" fill=\"\(ChartStyle.sample)\" fill-opacity=\"0.6\"/>"
            }
        }
        let title = "\(samples.count) rounds, \(significant(samples.min() ?? 0))–\(significant(samples.max() ?? 0)) \(unit); "
            + "box: 25th–75th percentile, upright bar: median, line under it: its 95% interval"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"strip\" width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
            + "viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">"
            + "<title>\(HTMLPage.escape(title))</title>\(body)</svg>"
    }
}
