import PinBenchKit

/// How a chart draws one strategy's line or dot: a colour of the Okabe–Ito palette (told apart by
/// readers with the common colour-vision deficiencies), a dash pattern and a marker shape, so that
/// lines also stay apart in greyscale. The one definition of the charts' colours: the Swift charts
/// use it, and `pin-bench list --format json` hands it to scripts (Benchmarks/cassowary_report.py).
package struct ChartStyle: Sendable, Equatable, Encodable {
    package enum Marker: String, Sendable, Encodable, CaseIterable {
        case circle, square, triangle, diamond, cross
    }

    /// "#RRGGBB".
    package var colour: String
    /// An SVG `stroke-dasharray` ("" draws the line solid).
    package var dash: String
    package var marker: Marker

    /// Okabe–Ito, black first, without its yellow (too faint on white).
    static let colours = ["#000000", "#E69F00", "#0072B2", "#009E73", "#D55E00", "#CC79A7", "#56B4E9"]
    static let dashes = ["", "8 4", "2 3", "8 3 2 3"]
    /// A figure's spread (a sample strip's box): the palette's blue.
    static let spread = colours[2]
    /// A figure's centre and its interval (a sample strip's median): the palette's vermilion.
    static let centre = colours[4]

    /// The `index`th style: colours (7), dashes (4) and markers (5) each cycle on their own, so that
    /// no two of the first 28 styles share colour and dashes, and no two of the first 20 look alike
    /// in greyscale (dashes and marker).
    package static func at(_ index: Int) -> ChartStyle {
        ChartStyle(colour: colours[index % colours.count], dash: dashes[index % dashes.count],
                   marker: Marker.allCases[index % Marker.allCases.count])
    }

    /// The styles in order, as many as `count`.
    package static func palette(_ count: Int) -> [ChartStyle] { (0..<count).map(at) }

    /// A strategy's style: by its place among the registered strategies, so that it keeps its look in
    /// every chart and every run; a strategy this process does not know comes after them, in the
    /// order of `others` (the strategies of the document being drawn).
    package static func of(strategy name: String, others: [String] = []) -> ChartStyle {
        let registered = StrategyRegistry.all.map { $0.name }
        if let index = registered.firstIndex(of: name) { return at(index) }
        let unknown = others.filter { !registered.contains($0) }
        return at(registered.count + (unknown.firstIndex(of: name) ?? unknown.count))
    }

    /// The SVG attributes of a line in this style (`width` pixels wide).
    func strokeAttributes(width: Double) -> String {
        "stroke=\"\(colour)\" stroke-width=\"\(SVGChart.f(width))\"" + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")
    }

    /// The marker centred on (`x`, `y`), `size` pixels across, filled with the colour.
    func marker(x: Double, y: Double, size: Double = 7) -> String {
        let f = SVGChart.f
        let r = size / 2
        let shape: String
        switch marker {
        case .circle: shape = "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\""
        case .square: shape = "<rect x=\"\(f(x - r * 0.9))\" y=\"\(f(y - r * 0.9))\" width=\"\(f(size * 0.9))\" height=\"\(f(size * 0.9))\""
        case .triangle: shape = "<polygon points=\"\(f(x)),\(f(y - r * 1.1)) \(f(x + r)),\(f(y + r * 0.8)) \(f(x - r)),\(f(y + r * 0.8))\""
        case .diamond: shape = "<polygon points=\"\(f(x)),\(f(y - r * 1.2)) \(f(x + r)),\(f(y)) \(f(x)),\(f(y + r * 1.2)) \(f(x - r)),\(f(y))\""
        case .cross:
            return "<path class=\"marker\" d=\"M\(f(x - r)),\(f(y - r))L\(f(x + r)),\(f(y + r))M\(f(x - r)),\(f(y + r))L\(f(x + r)),\(f(y - r))\" "
                + "stroke=\"\(colour)\" stroke-width=\"2\" fill=\"none\"/>"
        }
        return shape + " class=\"marker\" fill=\"\(colour)\"/>"
    }
}
