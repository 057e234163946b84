import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinEngine
import XCTest
import PinBenchTestSupport

/// Every surface that gives a time verdict names the host it holds on (issue 53), in one set of
/// words (`EnvironmentInfo.hostLabel`), and says a count figure in the same words as every other
/// surface (issue 55): one results file (the committed reference run) rendered through the text
/// table, the summary lines, Markdown, HTML, every chart and the PR256 verdict.
final class HostNamingTests: XCTestCase {

    private var saved: PinGlobals!

    override func setUp() {
        saved = PinGlobals.current
        Pin.logWarnings = false
        Pin.layoutDirection = .ltr
        _pinlayoutSetUnitTest(scale: 2)
    }

    override func tearDown() {
        saved.restore()
    }

    private func latest() throws -> ResultsDocument {
        try ResultsDocument.load(Repository.path("results/latest.json"))
    }

    func testEverySurfaceNamesTheHostOfItsTimeVerdicts() throws {
        let document = try latest()
        let host = document.environment.hostLabel
        XCTAssertEqual(document.timeHost, "on \(host)")

        let table = ResultsReport.table(document)
        let markLegend = TimeVerdict.markLegend(reference: document.settings.reference, host: document.timeHost)
        XCTAssertTrue(table.contains(markLegend), "the text table's legend of the marks")
        for series in document.series {
            XCTAssertTrue(table.contains("\(series): median ns per view [× if-else, per-round ratio, verdict on \(host)]"), series.label)
        }
        XCTAssertTrue(table.contains(ResultsReport.verdictHeading(document)), "the summary lines' heading")
        XCTAssertTrue(ResultsReport.verdictHeading(document).contains(host))
        XCTAssertTrue(ResultsReport.crossoverLines(document).first?.contains(host) == true, "the crossover lines")

        let markdown = ResultsReport.markdown(document)
        XCTAssertTrue(markdown.contains("## Verdicts against if-else\n\n" + ResultsReport.verdictHeading(document)), "Markdown's verdicts")
        XCTAssertEqual(markdown.components(separatedBy: "[× if-else] = the ratio over the placements and its " + markLegend).count - 1,
                       document.series.count, "Markdown's series tables")

        let html = ResultsHTML.render(document)
        let firstScreen = try XCTUnwrap(html.components(separatedBy: "<section id=\"series-").first)
        XCTAssertTrue(firstScreen.contains("Time verdicts hold on \(HTMLPage.escape(host))"), "the HTML lead")
        XCTAssertTrue(firstScreen.contains("<h2>Each strategy against if-else, time on \(HTMLPage.escape(host))</h2>"), "the HTML answer")
        XCTAssertTrue(firstScreen.contains("<td class=\"verdict-slower\">slower</td>"), "verdicts coloured on the first screen")

        let subtitle = ResultsCharts.subtitle(document)
        XCTAssertEqual(subtitle, "time on \(host); run \(document.environment.date.prefix(10)), commit \(document.environment.gitCommit.prefix(7))")
        for series in document.series {
            for (suffix, svg) in ResultsCharts.charts(document, series: series) {
                XCTAssertTrue(svg.contains(">\(SVGChart.escape(subtitle))</text>"), "\(series) \(suffix): the subtitle")
                XCTAssertTrue(svg.contains(SVGChart.escape(host)), "\(series) \(suffix): the legend's scope")
            }
        }

        let pool = HostPool([("latest.json", document)])
        let verdict = PR256HostPage.page(timings: pool).verdict.joined(separator: "\n")
        XCTAssertTrue(verdict.contains("- **Time on host 1** (§5, \(host)): "), verdict)
    }

    /// A count figure is one string wherever it appears: the text summary line, Markdown's verdicts,
    /// the HTML answer table (which said "×1.05" where the lines said "×0.96–1.08 over 7 series"), and
    /// PR #256's verdict and README (which said "×1.05–1.10 … at depth 1024") given the same counts.
    func testACountFigureIsSaidOneWayOnEverySurface() throws {
        let document = try latest()
        let table = ResultsReport.table(document)
        let markdown = ResultsReport.markdown(document)
        let html = ResultsHTML.render(document)
        let instructions = try XCTUnwrap(Counter.all.first { $0.tier == .instructions })
        let linear = try XCTUnwrap(ResultsReport.summaryScopes(document).first { !$0.isApart }).series
        for summary in StrategySummary.all(document, including: linear.contains) {
            let figure = try XCTUnwrap(summary.countFigures(in: CountScope(document, series: linear)).first)
            XCTAssertTrue(figure.hasPrefix("instructions ×"), figure)
            XCTAssertTrue(figure.contains(" over the 3 chain series at depth 1024"), figure)
            let onScreens = document.cases.contains { $0.strategy == summary.strategy && $0.series.isAppScreen }
            XCTAssertEqual(figure.hasSuffix(" over the 4 app screens"), onScreens, figure)
            let line = try XCTUnwrap(table.split(separator: "\n").first { $0.hasPrefix("\(summary.strategy) vs ") }, summary.strategy.rawValue)
            XCTAssertTrue(line.contains(": \(figure), "), "\(summary.strategy): the text line \(line)")
            XCTAssertTrue(markdown.contains("- \(summary.strategy) vs if-else: \(figure), "), "\(summary.strategy): Markdown")
            let row = try XCTUnwrap(html.components(separatedBy: "<tr class=\"summary\">").first { $0.hasPrefix("<td>\(summary.strategy)</td>") })
            XCTAssertTrue(row.contains("<td>\(HTMLPage.escape(figure)), "), "\(summary.strategy): the HTML answer row \(row)")
        }

        // PR #256's page counts its own cases; given the run's counts, it says the run's figure over every series.
        var regions: [CountedRegion: Counts] = [:]
        for result in document.cases { regions[.pass(result.name)] = result.counts.filter { $0.key == instructions.id } }
        let verification = VerificationSummary(seed: 1, depthMax: 8, randomScenarios: 0, edgeCaseScenarios: 0, strategies: ["if-else"])
        let page = PR256Page(verification: verification, instructions: InstructionCounts(regions: regions), timings: nil, command: "pin-bench pr256")
        for strategy in ["first-visible", "if-not-below"] {
            let own = try XCTUnwrap(page.costFigure(of: strategy), strategy)
            XCTAssertEqual(own, CountScope(document, series: document.series).figure(StrategyName(strategy), instructions)?.text, strategy)
            XCTAssertTrue(page.verdict.joined(separator: "\n").contains(own), strategy)
        }
    }
}

/// A PR256 page of synthetic instruction counts (first-visible 5% above if-else, the others equal)
/// over `timings`.
enum PR256HostPage {
    static func page(timings: HostPool?, verification summary: VerificationSummary =
                         VerificationSummary(seed: 1, depthMax: 8, randomScenarios: 1, edgeCaseScenarios: 0, strategies: ["if-else"])) -> PR256Page {
        var regions: [CountedRegion: Counts] = [:]
        for plan in try! PR256Page.costPlan() {
            regions[.reset(ScenarioKey(plan.scenario))] = ["instructions": 0]
            for strategy in plan.strategies {
                let perView = strategy.name == "first-visible" ? 105 : 100
                regions[.pass(BenchmarkCase.name(strategy: strategy.name, scenario: plan.scenario))] = ["instructions": perView * plan.scenario.viewCount]
            }
        }
        return PR256Page(verification: summary, instructions: InstructionCounts(regions: regions), timings: timings, command: "pin-bench pr256")
    }
}
