import PinBenchKit

/// A strategy's chart style: an Okabe–Ito colour (colour-blind safe), a dash and a marker, so lines
/// differ in greyscale too.
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

    // The charts' greys, each named for what it draws.
    /// Gridlines at the ticks, behind the data.
    static let gridline = "#e5e5e5"
    /// The band of "same" (±2%), drawn at 0.18 opacity over the gridlines.
    static let sameBand = "#999"
    /// A plot's frame and its dashed reference line.
    static let frame = "#444"
    /// Subtitles and notes, under the title.
    static let secondaryText = "#555"
    /// A sample strip's axis and ticks.
    static let axis = "#888"
    /// A sample strip's samples, drawn at 0.6 opacity.
    static let sample = "#222"
    /// The price chart's band of "same", opaque under its gridlines.
    static let opaqueSameBand = "#eeeeee"
    /// The price chart's gridlines, which lie over its opaque band.
    static let bandGridline = "#dddddd"

    /// The `index`th style; colours, dashes and markers cycle on their own.
    package static func at(_ index: Int) -> ChartStyle {
        ChartStyle(colour: colours[index % colours.count], dash: dashes[index % dashes.count],
                   marker: Marker.allCases[index % Marker.allCases.count])
    }

    /// The styles in order, as many as `count`.
    package static func palette(_ count: Int) -> [ChartStyle] { (0..<count).map(at) }

    /// A strategy's style by its registry place, alike in every chart.
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
