import Foundation
import PinBenchKit
import PinBenchSystem

/// A case's sample distribution as a small inline SVG: one dot per round (spread over two rows in the
/// order measured, so that equal values stay visible), the box from the 25th to the 75th percentile,
/// a bar at the median and the 95% interval of the median as a line under it. Cases that share
/// `scale` can be compared by eye (the HTML report gives a series one scale).
package struct SampleStrip {
    /// The values, one per round (ns per view in the report).
    package var samples: [Double]
    package var medianInterval: Statistics.Interval
    /// The values at the left and right ends.
    package var scale: (low: Double, high: Double)

    static let width = 260.0
    static let height = 30.0
    static let inset = 6.0

    package init(samples: [Double], medianInterval: Statistics.Interval, scale: (low: Double, high: Double)) {
        self.samples = samples
        self.medianInterval = medianInterval
        self.scale = scale
    }

    /// The smallest and largest of `values`, widened a little so that no dot sits on the edge.
    package static func scale(_ values: [Double]) -> (low: Double, high: Double) {
        guard let low = values.min(), let high = values.max() else { return (0, 1) }
        let margin = high > low ? (high - low) * 0.04 : max(abs(low) * 0.04, 1e-9)
        return (low - margin, high + margin)
    }

    package var svg: String {
        func position(_ value: Double) -> Double {
            let fraction = (value - scale.low) / (scale.high - scale.low)
            return Self.inset + min(1, max(0, fraction)) * (Self.width - 2 * Self.inset)
        }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }
        func x(_ value: Double) -> String { f(position(value)) }
        var body = "<line x1=\"\(x(scale.low))\" y1=\"26\" x2=\"\(x(scale.high))\" y2=\"26\" stroke=\"#bbb\"/>"
        if !samples.isEmpty {
            let (q1, median, q3) = (Statistics.quantile(samples, 0.25), Statistics.median(samples), Statistics.quantile(samples, 0.75))
            body += "<rect x=\"\(x(q1))\" y=\"4\" width=\"\(f(max(1, position(q3) - position(q1))))\" height=\"16\" "
                + "fill=\"#1f77b4\" fill-opacity=\"0.15\" stroke=\"#1f77b4\"/>"
            body += "<line x1=\"\(x(median))\" y1=\"2\" x2=\"\(x(median))\" y2=\"22\" stroke=\"#d62728\" stroke-width=\"2\"/>"
            body += "<line x1=\"\(x(medianInterval.lower))\" y1=\"26\" x2=\"\(x(medianInterval.upper))\" y2=\"26\" stroke=\"#d62728\" stroke-width=\"3\"/>"
            for (index, sample) in samples.enumerated() {
                body += "<circle cx=\"\(x(sample))\" cy=\"\(index % 2 == 0 ? 9 : 15)\" r=\"2\" fill=\"#222\" fill-opacity=\"0.6\"/>"
            }
        }
        let title = "\(samples.count) rounds, \(significant(samples.min() ?? 0))–\(significant(samples.max() ?? 0)); "
            + "box: 25th–75th percentile, red bar: median, red line: its 95% interval"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"strip\" width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
            + "viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\"><title>\(HTMLPage.escape(title))</title>\(body)</svg>"
    }
}
