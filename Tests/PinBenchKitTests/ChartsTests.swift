import Foundation
import FoundationXML
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// The charts: log axes said, ratio axes centred on 1, app screens as dot charts, linked from
/// Markdown; and no chart's text overlaps other text or leaves the canvas: every `<text>` element's
/// box is estimated (0.6 × the font size per character, the font size high, rotated labels turned)
/// and no two boxes may intersect. Run on every chart of the committed results, on the charts of a
/// run with one placement, and on the committed Cassowary chart (Benchmarks/cassowary_report.py).
final class ChartsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        try ResultsDocument.load(root.appendingPathComponent("results/latest.json").path)
    }

    func testNoTextOverlapsInTheResultsCharts() throws {
        var onePlacement = try Self.committedDocument()
        onePlacement.layouts = nil
        for document in [try Self.committedDocument(), onePlacement] {
            for series in document.series {
                for (suffix, svg) in ResultsCharts.charts(document, series: series) {
                    XCTAssertEqual(try Self.problems(svg), [], "\(series) \(suffix)")
                }
            }
        }
    }

    func testNoTextOverlapsInTheCassowaryChart() throws {
        let svg = try String(contentsOf: Self.root.appendingPathComponent("results/cassowary-per-view.svg"), encoding: .utf8)
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
        let chains = try XCTUnwrap(document.series.first { !$0.hasPrefix("app:") })
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
        let screen = try XCTUnwrap(document.series.first { $0.hasPrefix("app:") })
        let charts = ResultsCharts.charts(document, series: screen)
        XCTAssertEqual(charts.map(\.suffix), ["per-view", "ratio"])
        let strategies = Set(document.cases.filter { $0.series == screen }.map(\.strategy))
        let perView = charts[0].svg
        XCTAssertFalse(perView.contains("<polyline"), "no line over a single size")
        XCTAssertFalse(perView.contains("chain depth"))
        XCTAssertEqual(perView.components(separatedBy: "<circle").count - 1, strategies.count)
        for strategy in strategies { XCTAssertTrue(perView.contains(">\(strategy)</text>"), strategy) }
    }

    func testMarkdownEmbedsTheChartsOfEverySeriesWhenToldWhereTheyAre() throws {
        let document = try Self.committedDocument()
        XCTAssertFalse(ResultsReport.markdown(document).contains("!["))
        let markdown = ResultsReport.markdown(document, chartPrefix: "charts/latest")
        for series in document.series {
            for suffix in ResultsCharts.suffixes {
                XCTAssertTrue(markdown.contains("(charts/latest-\(ResultsCharts.slug(series))-\(suffix).svg)"), "\(series) \(suffix)")
            }
        }
    }
}
