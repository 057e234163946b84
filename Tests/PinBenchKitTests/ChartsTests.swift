import Foundation
import FoundationXML
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest
import PinBenchTestSupport

/// The charts: log axes said, ratio axes centred on 1, app screens as dot charts, linked from
/// Markdown; and no chart's text overlaps other text or leaves the canvas: every `<text>` element's
/// box is estimated (0.6 × the font size per character, the font size high, rotated labels turned)
/// and no two boxes may intersect. Run on every chart of the committed results, on the charts of a
/// run with one placement, and on the committed Cassowary chart (Benchmarks/cassowary_report.py).
final class ChartsTests: XCTestCase {

    struct Box: Equatable {
        var text: String
        var minX, minY, maxX, maxY: Double

        func intersects(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    /// The canvas's size and each text element's estimated box.
    static func textBoxes(_ svg: String) throws -> (width: Double, height: Double, boxes: [Box]) {
        let document = try XMLDocument(xmlString: svg, options: [])
        let root = try XCTUnwrap(document.rootElement())
        // (Looked up by local name: in a namespaced document `attribute(forName:)` finds nothing.)
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue
        }
        func number(_ element: XMLElement, _ name: String) -> Double? { attribute(element, name).flatMap(Double.init) }
        let rootFont = number(root, "font-size") ?? 12
        var boxes: [Box] = []
        for case let element as XMLElement in try document.nodes(forXPath: "//*[local-name()='text']") {
            let text = element.stringValue ?? ""
            let font = number(element, "font-size") ?? rootFont
            let length = Double(text.count) * font * 0.6
            var (x, y) = (number(element, "x") ?? 0, number(element, "y") ?? 0)
            var rotated = false
            if let transform = attribute(element, "transform") {
                let values = transform.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
                (x, y) = (values[0], values[1])
                rotated = transform.contains("rotate(-90)")
            }
            let anchor = attribute(element, "text-anchor") ?? "start"
            let start = anchor == "middle" ? -length / 2 : anchor == "end" ? -length : 0
            if rotated {
                // Rotated a quarter turn anticlockwise: the text runs upwards from (x, y).
                boxes.append(Box(text: text, minX: x - 0.8 * font, minY: y - start - length, maxX: x + 0.2 * font, maxY: y - start))
            } else {
                boxes.append(Box(text: text, minX: x + start, minY: y - 0.8 * font, maxX: x + start + length, maxY: y + 0.2 * font))
            }
        }
        return (try XCTUnwrap(number(root, "width")), try XCTUnwrap(number(root, "height")), boxes)
    }

    /// Each text that collides with another or leaves the canvas, described.
    static func problems(_ svg: String) throws -> [String] {
        let (width, height, boxes) = try textBoxes(svg)
        var problems: [String] = []
        for (index, box) in boxes.enumerated() {
            if box.minX < 0 || box.minY < 0 || box.maxX > width || box.maxY > height { problems.append("'\(box.text)' leaves the canvas") }
            for other in boxes[(index + 1)...] where box.intersects(other) { problems.append("'\(box.text)' overlaps '\(other.text)'") }
        }
        return problems
    }

    private static func committedDocument() throws -> ResultsDocument {
        try ResultsDocument.load(Repository.path("results/latest.json"))
    }

    func testNoTextOverlapsInTheResultsCharts() throws {
        var onePlacement = try Self.committedDocument()
        onePlacement.placements = nil
        for document in [try Self.committedDocument(), onePlacement] {
            for series in document.series {
                for (suffix, svg) in ResultsCharts.charts(document, series: series) {
                    XCTAssertEqual(try Self.problems(svg), [], "\(series) \(suffix)")
                }
            }
        }
    }

    func testNoTextOverlapsInTheCassowaryChart() throws {
        let svg = try String(contentsOf: Repository.root.appendingPathComponent("results/cassowary-per-view.svg"), encoding: .utf8)
        XCTAssertEqual(try Self.problems(svg), [])
    }

    func testTheCheckFindsAnOverlapAndTextOffTheCanvas() throws {
        // The Cassowary chart's old layout: its third legend row on the footnote's line.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" font-size="11">
            <text x="62" y="90">cpp-reference</text>
            <text x="62" y="96" fill="#555">Swift strategy rows include their reset</text>
            <text x="390" y="20">too far right</text>
            <text transform="translate(16,50) rotate(-90)" text-anchor="middle">a rotated label longer than the canvas is high</text>
            </svg>
            """
        XCTAssertEqual(try Self.problems(svg), ["'cpp-reference' overlaps 'Swift strategy rows include their reset'",
                                                "'too far right' leaves the canvas",
                                                "'a rotated label longer than the canvas is high' leaves the canvas"])
    }

    func testLogAxesSayTheyAreLogAndRatioAxesAreCentredOnOne() throws {
        let document = try Self.committedDocument()
        let chains = try XCTUnwrap(document.series.first { !$0.label.hasPrefix("app:") })
        let perView = ResultsCharts.perView(document, series: chains).svg
        XCTAssertTrue(perView.contains("chain depth (views), log scale</text>"))
        XCTAssertTrue(perView.contains("median ns per view, log scale</text>"))
        XCTAssertTrue(perView.contains("<polygon"), "the per-view chart draws its bands")
        XCTAssertTrue(ResultsCharts.ratio(document, series: chains).svg.contains("median paired time ratio, log scale, centred on 1</text>"))
        // Symmetric about 1 on a log axis: 0.8 as far below as 1.25 above.
        let range = ChartScale.ratio.range([0.95, 1.25])
        XCTAssertEqual(range.low * range.high, 1, accuracy: 1e-12)
        XCTAssertEqual(ChartScale.ratio.fraction(0.8, in: range) + ChartScale.ratio.fraction(1.25, in: range), 1, accuracy: 1e-12)
        XCTAssertTrue(ChartScale.ratio.ticks(range).contains(1))
    }

    func testAnAppScreenIsADotChartPerStrategy() throws {
        let document = try Self.committedDocument()
        let screen = try XCTUnwrap(document.series.first { $0.label.hasPrefix("app:") })
        let charts = ResultsCharts.charts(document, series: screen)
        XCTAssertEqual(charts.map(\.suffix), ["per-view", "ratio"])
        let strategies = Set(document.cases.filter { $0.series == screen }.map(\.strategy.rawValue))
        let perView = charts[0].svg
        XCTAssertFalse(perView.contains("<polyline"), "no line over a single size")
        XCTAssertFalse(perView.contains("chain depth"))
        XCTAssertEqual(perView.components(separatedBy: "class=\"marker\"").count - 1, strategies.count)
        for strategy in strategies { XCTAssertTrue(perView.contains(">\(strategy)</text>"), strategy) }
    }

    /// The y (or, in a dot chart, x) position of each tick label: `<text>` elements whose content is a number.
    static func tickPositions(_ svg: String) throws -> [(label: String, x: Double, y: Double, anchor: String)] {
        let document = try XMLDocument(xmlString: svg, options: [])
        return try document.nodes(forXPath: "//*[local-name()='text']").compactMap { node in
            guard let element = node as? XMLElement, let text = element.stringValue, Double(text) != nil else { return nil }
            func attribute(_ name: String) -> String? { element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue }
            return (text, Double(attribute("x") ?? "") ?? 0, Double(attribute("y") ?? "") ?? 0, attribute("text-anchor") ?? "start")
        }
    }

    /// Ratio charts zoom to 1: in every ratio chart of the committed run the first panel holds only
    /// strategies near 1, whose axis shows ±10% at least 80 pixels tall; manual (×0.5) and the O(N²)
    /// forms (up to ×34) sit in the panel under it.
    func testRatioChartsZoomToOneAndSetFarSeriesApart() throws {
        let document = try Self.committedDocument()
        for series in document.series.map(\.label) where !series.hasPrefix("app:") {
            let chart = ResultsCharts.ratio(document, series: SeriesID(label: series))
            XCTAssertTrue(chart.lines.flatMap(\.points).allSatisfy { ChartScale.isNearOne($0.y) }, series)
            XCTAssertTrue(chart.apartLines.contains { $0.name == "manual" }, series)
            let ticks = try Self.tickPositions(chart.svg).filter { $0.anchor == "end" }
            let low = try XCTUnwrap(ticks.first { $0.label == "0.9" }, "\(series): \(ticks.map(\.label))")
            let high = try XCTUnwrap(ticks.first { $0.label == "1.1" }, "\(series): \(ticks.map(\.label))")
            XCTAssertGreaterThan(low.y - high.y, 80, series)
        }
        let fanInAll = ResultsCharts.ratio(document, series: SeriesID(label: "hidden:random-50/fanin:all"))
        XCTAssertEqual(Set(fanInAll.apartLines.map(\.name)), ["manual", "if-not-below", "if-needed", "otherwise", "visible-only"])
        XCTAssertTrue(fanInAll.svg.contains(">\(ResultsCharts.apartTitle)</text>"))
        // Its far panel reaches past the largest ratio (×34), with a tick above it.
        let far = try Self.tickPositions(fanInAll.svg).filter { $0.anchor == "end" }.compactMap { Double($0.label) }
        XCTAssertGreaterThanOrEqual(far.max() ?? 0, 34)
        for screen in document.series.map(\.label) where screen.hasPrefix("app:") {
            let dots = ResultsCharts.ratioDots(document, series: SeriesID(label: screen))
            XCTAssertEqual(dots.apartRows.map(\.name), ["manual"], screen)
            XCTAssertTrue(dots.rows.allSatisfy { ChartScale.isNearOne($0.value) }, screen)
        }
        // Near 1, the axis is ×0.8–1.25 until a ratio needs more.
        XCTAssertEqual(ChartScale.ratio.range([0.97, 1.08]).high, 1.25, accuracy: 1e-12)
        // Within a factor of 3, round ticks at equal steps (issue 55: 0.80, 0.90, 0.95, 1.00, 1.10, 1.25 was lopsided).
        XCTAssertEqual(ChartScale.ratio.ticks(ChartScale.ratio.range([0.97, 1.08])), [0.8, 0.9, 1, 1.1, 1.2])
        XCTAssertEqual(ChartScale.ratio.ticks((low: 1 / 1.6, high: 1.6)), [0.8, 1, 1.2, 1.4, 1.6])
        // Wider, round ratios, at most seven, 1 among them.
        let wide = ChartScale.ratio.ticks((low: 0.2, high: 5))
        XCTAssertTrue(wide.contains(1) && wide.count <= 7 && wide.first == 0.2, "\(wide)")
    }

    /// No panel without a line: a chart whose strategies are all far from 1 has one panel.
    func testNoEmptyPanel() throws {
        var chart = SVGChart(title: "t", xLabel: "x", yLabel: "y", yScale: .ratio)
        chart.apartTitle = "apart"
        chart.apartLines = [.init(name: "far", points: [(x: 1, y: 3), (x: 10, y: 5)], style: .at(0))]
        let svg = chart.svg
        XCTAssertEqual(svg.components(separatedBy: "stroke=\"#444\"/>").count - 1, 1, "one panel frame")
        XCTAssertFalse(svg.contains(">apart</text>"))
        chart.lines = [.init(name: "near", points: [(x: 1, y: 1.02), (x: 10, y: 0.98)], style: .at(1))]
        XCTAssertEqual(chart.svg.components(separatedBy: "stroke=\"#444\"/>").count - 1, 2, "two panel frames")
        XCTAssertEqual(try Self.problems(chart.svg), [])
    }

    /// Every axis of every chart labels its ticks in one notation: plain decimals, the same number
    /// of decimals along the axis.
    func testTickLabelsShareOneNotationPerAxis() throws {
        let document = try Self.committedDocument()
        for series in document.series {
            for (suffix, svg) in ResultsCharts.charts(document, series: series) {
                let ticks = try Self.tickPositions(svg)
                // An axis: the x labels on one baseline, or the y labels at one x (right-aligned), a
                // panel's going upwards.
                var axes = Dictionary(grouping: ticks.filter { $0.anchor != "end" }) { "x\($0.y)" }.map { ($0.key, $0.value) }
                for label in ticks where label.anchor == "end" {
                    if let last = axes.last, last.0 == "y\(label.x)", let previous = last.1.last, previous.y > label.y {
                        axes[axes.count - 1].1.append(label)
                    } else {
                        axes.append(("y\(label.x)", [label]))
                    }
                }
                for (axis, labels) in axes {
                    let decimals = Set(labels.map { $0.label.split(separator: ".").dropFirst().first?.count ?? 0 })
                    XCTAssertEqual(decimals.count, 1, "\(series) \(suffix) \(axis): \(labels.map(\.label))")
                }
            }
        }
        XCTAssertEqual(SVGChart.labels(ChartScale.log.ticks((0.1, 100), limit: 5)), ["0.1", "1.0", "10.0", "100.0"])
    }

    /// The styles: Okabe–Ito colours, each strategy its own look, distinct in colour with dashes for
    /// 28 lines and in greyscale (dashes and marker) for 20.
    func testPaletteIsDistinctInColourAndInGreyscale() {
        let palette = ChartStyle.palette(28)
        XCTAssertEqual(Set(palette.map { "\($0.colour) \($0.dash)" }).count, 28)
        XCTAssertEqual(Set(palette.prefix(20).map { "\($0.dash) \($0.marker)" }).count, 20)
        XCTAssertTrue(Set(palette.map(\.colour)).isSubset(of: ["#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]))
        let strategies = StrategyRegistry.all.map { $0.name }
        let styles = strategies.map { ChartStyle.of(strategy: $0) }
        XCTAssertEqual(Set(styles.map(\.colour)).count, strategies.count, "each strategy its own colour")
        XCTAssertEqual(ChartStyle.of(strategy: "mine", others: ["if-else", "mine"]), ChartStyle.at(strategies.count))
    }

    /// The Cassowary chart (Benchmarks/cassowary_report.py): y ticks all powers of ten in one
    /// notation, and no panel with an empty stretch: each panel's lines reach both its sides.
    func testCassowaryChartHasOneTickNotationAndNoEmptyPanel() throws {
        let svg = try String(contentsOf: Repository.root.appendingPathComponent("results/cassowary-per-view.svg"), encoding: .utf8)
        let document = try XMLDocument(xmlString: svg, options: [])
        func attribute(_ element: XMLElement, _ name: String) -> String? { element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue }
        let yLabels = try document.nodes(forXPath: "//*[local-name()='text'][@text-anchor='end']").compactMap(\.stringValue)
        XCTAssertFalse(yLabels.isEmpty)
        for label in yLabels { XCTAssertNotNil(label.range(of: "^10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+$", options: .regularExpression), label) }
        let panels = try document.nodes(forXPath: "//*[local-name()='rect'][@stroke='#999']").compactMap { $0 as? XMLElement }
        let xs = try document.nodes(forXPath: "//*[local-name()='polyline']").compactMap { $0 as? XMLElement }.flatMap { line in
            (attribute(line, "points") ?? "").split(separator: " ").compactMap { Double($0.split(separator: ",")[0]) }
        }
        XCTAssertFalse(panels.isEmpty)
        for panel in panels {
            let left = try XCTUnwrap(Double(attribute(panel, "x") ?? "")), width = try XCTUnwrap(Double(attribute(panel, "width") ?? ""))
            let inside = xs.filter { $0 >= left - 0.5 && $0 <= left + width + 0.5 }
            XCTAssertEqual(inside.min() ?? .infinity, left, accuracy: 1, "a panel's lines start at its left side")
            XCTAssertEqual(inside.max() ?? -.infinity, left + width, accuracy: 1, "a panel's lines end at its right side")
        }
    }

    func testMarkdownEmbedsTheChartsOfEverySeriesWhenToldWhereTheyAre() throws {
        let document = try Self.committedDocument()
        XCTAssertFalse(ResultsReport.markdown(document).contains("!["))
        let markdown = ResultsReport.markdown(document, chartPrefix: "charts/latest")
        for series in document.series {
            for suffix in ResultsCharts.suffixes {
                XCTAssertTrue(markdown.contains("(charts/latest-\(ResultsCharts.slug(series.label))-\(suffix).svg)"), "\(series) \(suffix)")
            }
        }
    }
}
