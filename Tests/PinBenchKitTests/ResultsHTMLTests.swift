import Foundation
import FoundationXML
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest
import PinBenchTestSupport

/// `report --format html` and `pr256 --format html`: one parseable, self-contained page with every
/// case, every counter of the registry, the charts and the verdicts, all text escaped.
final class ResultsHTMLTests: XCTestCase {

    /// The committed reference run: every series, app screens, five placements, all counters.
    private static let committed: ResultsDocument = {
        try! ResultsDocument.load(Repository.path("results/latest.json"))
    }()

    private func parse(_ html: String) throws -> XMLDocument {
        try XMLDocument(xmlString: html, options: [])
    }

    private func nodes(_ document: XMLDocument, _ xpath: String) throws -> [XMLNode] {
        try document.nodes(forXPath: xpath)
    }

    func testEveryCaseIsARowWithItsDistribution() throws {
        let page = try parse(ResultsHTML.render(Self.committed))
        let rows = try nodes(page, "//*[local-name()='tr'][@class='case']")
        XCTAssertEqual(rows.count, Self.committed.cases.count)
        let names = Set(rows.compactMap { ($0 as? XMLElement)?.children?.first?.stringValue })
        XCTAssertEqual(names, Set(Self.committed.cases.map(\.name)))
        // One strip per case, one dot per round.
        let strips = try nodes(page, "//*[local-name()='tr'][@class='case']//*[local-name()='svg'][@class='strip']")
        XCTAssertEqual(strips.count, Self.committed.cases.count)
        let firstDots = try nodes(page, "(//*[local-name()='svg'][@class='strip'])[1]//*[local-name()='circle']")
        XCTAssertEqual(firstDots.count, Self.committed.cases[0].samples.count)
    }

    func testChartsVerdictsCountersHostAndPlacementsAppear() throws {
        let document = Self.committed
        let html = ResultsHTML.render(document)
        let page = try parse(html)
        let charts = try nodes(page, "//*[local-name()='figure'][@class='chart']/*[local-name()='svg']")
        XCTAssertEqual(charts.count, document.series.map { ResultsCharts.charts(document, series: $0).count }.reduce(0, +))
        let counterRows = try nodes(page, "//*[local-name()='table'][@id='counter-table']//*[local-name()='tbody']/*[local-name()='tr']")
        XCTAssertEqual(counterRows.count, Counter.all.count)
        // Each counter in every case row: a column of its own, or folded in the row's "other counts".
        let caseHeaders = try nodes(page, "//*[local-name()='table'][@id='case-table']//*[local-name()='th']").compactMap(\.stringValue)
        let firstRow = try XCTUnwrap(try nodes(page, "//*[local-name()='tr'][@class='case']").first?.xmlString)
        for counter in Counter.all {
            XCTAssertTrue(caseHeaders.contains(counter.column) || firstRow.contains(">\(counter.column) ") || firstRow.contains("<br/>\(counter.column) "),
                          counter.column)
        }
        let placements = try nodes(page, "//*[local-name()='table'][@id='placement-table']//*[local-name()='tbody']/*[local-name()='tr']")
        XCTAssertEqual(placements.count, document.placementCount)
        XCTAssertTrue(html.contains(HTMLPage.escape(document.environment.cpuModel)))
        let findings = try nodes(page, "//*[local-name()='li'][@class='finding']")
        XCTAssertFalse(findings.isEmpty, "the committed run has cases explained by findings")
    }

    func testTextIsEscaped() throws {
        var document = Self.committed
        let hostile = "<script>alert(\"x\")</script> & 'q'"
        document.cases[0].name = hostile
        document.environment.cpuModel = hostile
        document.environment.commandLine = hostile
        let html = ResultsHTML.render(document)
        XCTAssertFalse(html.contains("<script"))
        let page = try parse(html)
        let rows = try nodes(page, "//*[local-name()='tr'][@class='case']")
        XCTAssertEqual((rows.first as? XMLElement)?.children?.first?.stringValue, hostile)
        XCTAssertEqual(MarkdownHTML().body("a <b> & `<c>` [x](\"y\")"),
                       "<p>a &lt;b&gt; &amp; <code>&lt;c&gt;</code> <a href=\"&quot;y&quot;\">x</a></p>")
    }

    func testNothingIsFetched() throws {
        for html in [ResultsHTML.render(Self.committed), Self.pr256.html] {
            XCTAssertNil(html.range(of: "<script"), "no script")
            XCTAssertNil(html.range(of: "<link"), "no linked style sheet")
            XCTAssertNil(html.range(of: " src="), "no loaded resource")
            XCTAssertNil(html.range(of: "url("), "no CSS resource")
            XCTAssertNil(html.range(of: "@import"))
            XCTAssertNil(html.range(of: "<img"), "pictures are inline SVG")
            XCTAssertNil(html.range(of: "xlink:href"))
            let page = try parse(html)
            // Links are for a reader to follow (PR #256), never a resource.
            for link in try nodes(page, "//*[local-name()='a']/@href").compactMap(\.stringValue) {
                XCTAssertFalse(link.hasSuffix(".svg") || link.hasSuffix(".png"), link)
            }
        }
        // The report's links all lead within the page.
        let links = try nodes(parse(ResultsHTML.render(Self.committed)), "//*[local-name()='a']/@href").compactMap(\.stringValue)
        XCTAssertFalse(links.isEmpty)
        XCTAssertEqual(links.filter { !$0.hasPrefix("#") }, [])
    }

    /// The page opens on the answer: the title, one line on the run, the contents (every link to a
    /// section of the page, every section linked), then each strategy against the reference, one
    /// row per strategy and scope (the O(N²) series apart), then the series.
    func testOpensOnTheSummaryTableAndTheContents() throws {
        let document = Self.committed
        let page = try parse(ResultsHTML.render(document))
        let body = try XCTUnwrap(try nodes(page, "//*[local-name()='body']").first as? XMLElement)
        let order = (body.children ?? []).compactMap { node -> String? in
            guard let element = node as? XMLElement else { return nil }
            return element.localName! + (element.attributes?.first { ($0.localName ?? $0.name) == "id" }?.stringValue.map { "#" + $0 } ?? "")
        }
        XCTAssertEqual(Array(order.prefix(6)), ["h1", "p", "nav#contents", "section#answer", "section#time-goes",
                                                "section#\(ResultsHTML.seriesID(document.series[0]))"], "where the time goes follows the answer")
        let lead = try XCTUnwrap(try nodes(page, "//*[local-name()='body']/*[local-name()='p']").first)
        XCTAssertEqual(try lead.nodes(forXPath: "*[local-name()='code']").first?.stringValue, document.environment.commandLine, "the command as code")
        XCTAssertFalse(lead.stringValue?.contains("`") ?? true, "no Markdown backticks in HTML: \(lead.stringValue ?? "")")
        XCTAssertTrue(HTMLPage.style.contains("#summary-table td:nth-child(-n+2) { white-space: nowrap; }"),
                      "strategy and series names never break at their hyphens (\"if-not-/below\")")
        let sections = order.filter { $0.hasPrefix("section#") }.map { String($0.dropFirst("section".count)) }
        let links = try nodes(page, "//*[local-name()='nav']//*[local-name()='a']/@href").compactMap(\.stringValue)
        XCTAssertEqual(links, sections)
        for series in document.series { XCTAssertTrue(links.contains("#" + ResultsHTML.seriesID(series)), series.label) }
        let ids = Set(try nodes(page, "//@id").compactMap(\.stringValue))
        for link in links { XCTAssertTrue(ids.contains(String(link.dropFirst())), link) }

        let rows = try nodes(page, "//*[local-name()='table'][@id='summary-table']//*[local-name()='tr'][@class='summary']")
        let quadratic = document.quadraticSeries
        XCTAssertFalse(quadratic.isEmpty, "the committed run has a fan-in-all series")
        let expected = ResultsReport.summaryScopes(document).flatMap { scope in
            StrategySummary.all(document, including: scope.series.contains).map { (summary: $0, scope: scope) }
        }
        XCTAssertEqual(rows.count, expected.count)
        for (row, (summary, scope)) in zip(rows, expected) {
            let cells = (row.children ?? []).compactMap(\.stringValue)
            XCTAssertEqual(cells.first, summary.strategy.rawValue)
            XCTAssertEqual(cells[2], summary.verdict.rawValue)
            XCTAssertEqual(cells[3], "×" + fixed(summary.time.center, 2))
            XCTAssertEqual(cells[5], summary.countFigures(in: scope).joined(separator: ", "),
                           "\(summary.strategy): the summary lines' words")
        }
    }

    /// Each case's distribution has an axis: a line, round ticks labelled in one notation, the unit.
    func testEveryStripHasAnAxisWithTicksAndUnit() throws {
        let page = try parse(ResultsHTML.render(Self.committed))
        let strips = try nodes(page, "//*[local-name()='svg'][@class='strip']")
        XCTAssertEqual(strips.count, Self.committed.cases.count)
        for strip in strips {
            let texts = try strip.nodes(forXPath: ".//*[local-name()='text']").compactMap(\.stringValue)
            XCTAssertEqual(texts.last, "ns/view")
            let ticks = texts.dropLast()
            XCTAssertGreaterThanOrEqual(ticks.count, 2, strip.xmlString)
            XCTAssertEqual(Set(ticks.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }).count, 1, "one notation: \(ticks)")
            XCTAssertTrue(ticks.allSatisfy { Double($0) != nil }, "\(ticks)")
        }
        XCTAssertEqual(SampleStrip.ticks((low: 12.3, high: 19.9)), [14, 16, 18])
        XCTAssertEqual(SampleStrip.ticks((low: 0.31, high: 0.52)).map { ($0 * 100).rounded() }, [35, 40, 45, 50])
    }

    // MARK: pr256 --format html

    /// The page's Markdown and HTML (a small verification run, no instruction counts).
    private static let pr256: (markdown: String, html: String) = {
        var plan = VerificationPlan()
        plan.randomScenarios = 20
        let page = PR256Page(verification: plan.run(), instructions: InstructionCounts(regions: [:]), timings: nil,
                             command: "pin-bench pr256 --format html")
        return (page.markdown, page.html)
    }()

    func testPR256PageInlinesEveryPictureAndKeepsItsTables() throws {
        let page = try parse(Self.pr256.html)
        let pictures = try nodes(page, "//*[local-name()='figure'][@class='picture']/*[local-name()='svg']")
        XCTAssertEqual(pictures.count, PR256Page.pictures().count + 1, "the reproductions and §5's cost chart")
        let headings = try nodes(page, "//*[local-name()='h2']").compactMap(\.stringValue)
        XCTAssertEqual(headings.first, "Verdict")
        let markdownTables = Self.pr256.markdown.split(separator: "\n").filter { $0.hasPrefix("| ---") || $0.hasPrefix("|---") }.count
        XCTAssertEqual(try nodes(page, "//*[local-name()='table']").count, markdownTables)
        XCTAssertFalse(try nodes(page, "//*[local-name()='pre']/*[local-name()='code']").isEmpty, "the recommended API's code block")
    }

    func testMarkdownBlocks() {
        let body = MarkdownHTML().body("# T\n\npara one\nline two\n\n- a *b*\n- **c**\n\n1. x\n2. y\n\n| h | n |\n| --- | ---: |\n| a \\| b | 2 |\n\n```swift\nlet x = 1 < 2\n```\n<!-- note -->")
        XCTAssertEqual(body, """
            <h1>T</h1>
            <p>para one line two</p>
            <ul><li>a <em>b</em></li>
            <li><strong>c</strong></li></ul>
            <ol><li>x</li>
            <li>y</li></ol>
            <div class="scroll"><table><thead><tr><th>h</th><th>n</th></tr></thead><tbody><tr><td>a | b</td><td class="num">2</td></tr></tbody></table></div>
            <pre><code>let x = 1 &lt; 2</code></pre>
            """)
    }
}
