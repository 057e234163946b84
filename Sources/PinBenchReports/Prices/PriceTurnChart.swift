import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem
import PinWireframe

/// Where each verdict turns with an atomic's price, every measured host a point.
enum PriceTurnChart {
    /// A measured host: label, atomic price in instructions, estimates per strategy.
    struct Host {
        var label: String
        var price: Double
        var summaries: [StrategySummary]
    }

    /// The hosts of `documents` that can be priced (their fitted prices, else calibrated), in order.
    static func hosts(_ documents: [ResultsDocument]) -> [Host] {
        documents.enumerated().compactMap { index, document in
            guard let price = (document.timeDecomposition ?? TimeDecomposition(document))?.prices.inInstructions(ARCCounter.atomics.id) else { return nil }
            let quadratic = document.quadraticSeries
            return Host(label: "host \(index + 1), \(document.environment.cpuMHz) MHz", price: price,
                        summaries: StrategySummary.all(document) { !quadratic.contains($0) })
        }
    }

    /// The SVG: `crossovers` (one host's counts and other prices) and the measured `hosts`.
    static func svg(_ crossovers: [PriceCrossover], hosts: [Host], title: String) -> String {
        let (width, height, left, right, top, bottom) = (760.0, 420.0, 64.0, 190.0, 48.0, 48.0)
        let grid = PriceCrossover.grid.dropFirst()
        let points = hosts.flatMap { host in host.summaries.compactMap { $0.time.interval.map { [$0.lower, $0.upper] } }.flatMap { $0 } }
        let values = crossovers.flatMap { Array($0.ratios.dropFirst()) } + points + [0.97, 1.03]
        let (low, high) = (values.min()! * 0.98, values.max()! * 1.02)
        let (minX, maxX) = (log(grid.first!), log(grid.last!))
        func x(_ price: Double) -> Double { left + (log(max(price, grid.first!)) - minX) / (maxX - minX) * (width - left - right) }
        func y(_ ratio: Double) -> Double { top + (high - ratio) / (high - low) * (height - top - bottom) }
        var svg = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
                   "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
                   "<text x=\"\(left)\" y=\"20\" font-size=\"14\">\(SVGText.escaped(title))</text>"]
        let band = (y(1 + TimeVerdict.sameTolerance), y(1 - TimeVerdict.sameTolerance))
        svg.append("<rect x=\"\(left)\" y=\"\(fixed(band.0, 1))\" width=\"\(fixed(width - left - right, 1))\" height=\"\(fixed(band.1 - band.0, 1))\" fill=\"\(ChartStyle.opaqueSameBand)\"/>")
        for price in [0.25, 1, 4, 16, 64, 256] {
            svg.append("<line x1=\"\(fixed(x(price), 1))\" y1=\"\(top)\" x2=\"\(fixed(x(price), 1))\" y2=\"\(height - bottom)\" stroke=\"\(ChartStyle.bandGridline)\"/>")
            svg.append("<text x=\"\(fixed(x(price), 1))\" y=\"\(height - bottom + 16)\" text-anchor=\"middle\">\(price < 1 ? fixed(price, 2) : fixed(price, 0))</text>")
        }
        for ratio in ChartScale.ratio.ticks((low, high)) {
            svg.append("<text x=\"\(left - 6)\" y=\"\(fixed(y(ratio) + 4, 1))\" text-anchor=\"end\">×\(fixed(ratio, 2))</text>")
        }
        svg.append("<text x=\"\(fixed((left + width - right) / 2, 1))\" y=\"\(height - 10)\" text-anchor=\"middle\">price of an atomic, in this host's instructions (log scale); grey: ±2%, same</text>")
        let strategies = crossovers.map(\.strategy.rawValue)
        for (index, crossover) in crossovers.enumerated() {
            let style = ChartStyle.of(strategy: crossover.strategy.rawValue, others: strategies)
            let path = zip(grid, crossover.ratios.dropFirst()).map { "\(fixed(x($0), 1)),\(fixed(y($1), 1))" }.joined(separator: " ")
            svg.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(style.colour)\" stroke-dasharray=\"\(style.dash)\" stroke-width=\"2\"/>")
            let legendY = top + 16 * Double(index)
            svg.append("<line x1=\"\(width - right + 12)\" y1=\"\(legendY)\" x2=\"\(width - right + 36)\" y2=\"\(legendY)\" stroke=\"\(style.colour)\" stroke-dasharray=\"\(style.dash)\" stroke-width=\"2\"/>")
            svg.append("<text x=\"\(width - right + 40)\" y=\"\(legendY + 4)\">\(SVGText.escaped(crossover.strategy.rawValue)) ÷ \(SVGText.escaped(crossover.reference.rawValue))</text>")
            for host in hosts {
                guard let summary = host.summaries.first(where: { $0.strategy == crossover.strategy }), let interval = summary.time.interval else { continue }
                let px = fixed(x(host.price), 1)
                svg.append("<line x1=\"\(px)\" y1=\"\(fixed(y(interval.upper), 1))\" x2=\"\(px)\" y2=\"\(fixed(y(interval.lower), 1))\" stroke=\"\(style.colour)\"/>")
                svg.append("<circle cx=\"\(px)\" cy=\"\(fixed(y(summary.time.center), 1))\" r=\"3.5\" fill=\"\(style.colour)\"/>")
            }
        }
        for (index, host) in hosts.enumerated() {
            let legendY = top + 16 * Double(crossovers.count + 1 + index)
            svg.append("<text x=\"\(width - right + 12)\" y=\"\(legendY)\">\(SVGText.escaped(host.label)): \(fixed(host.price, 1))</text>")
        }
        svg.append("<text x=\"\(width - right + 12)\" y=\"\(top + 16 * Double(crossovers.count))\">dots: hosts at their price</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }
}
