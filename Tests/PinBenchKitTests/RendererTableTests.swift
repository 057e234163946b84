import Foundation
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchRendering
@testable import PinBenchReports
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Each report kind's one table of formats and renderers (issue 56): every format it lists renders
/// something from a small fixture, and a format it does not list is refused by name, with the kind's
/// formats, where the old code wrote text in its place (`default:` in a `switch format`).
final class RendererTableTests: XCTestCase {
    /// A format no kind is written in.
    static let unlisted = OutputFormat("unlisted", fileExtension: "txt", summary: "a format no table lists (a test's own)")

    /// Every format in `table` renders something from `subject`; each other built-in format, and one
    /// no table has, is refused by name. (Which formats each kind has is the table's to say, and
    /// docs/architecture.md's: a format added to a table is tested here without a line more.)
    private func assertTable<Subject>(_ table: RendererTable<Subject>, _ subject: Subject,
                                      file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(table.formats.isEmpty, table.kind, file: file, line: line)
        for format in table.formats {
            let text = try table.render(subject, as: format)
            XCTAssertFalse(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(table.kind) as \(format)", file: file, line: line)
        }
        let others = OutputFormat.allCases.filter { !table.formats.contains($0) } + [Self.unlisted]
        for format in others {
            assertRefused(try table.render(subject, as: format), kind: table.kind, format: format, supported: table.formats, file: file, line: line)
        }
    }

    /// `render` throws `UnsupportedFormat` naming the kind, the format and the kind's formats.
    private func assertRefused(_ render: @autoclosure () throws -> String, kind: String, format: OutputFormat, supported: [OutputFormat],
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try render(), "\(kind) as \(format)", file: file, line: line) { error in
            guard let refusal = error as? UnsupportedFormat else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(refusal.kind, kind, file: file, line: line)
            XCTAssertEqual(refusal.format, format, file: file, line: line)
            XCTAssertEqual(refusal.supported, supported, file: file, line: line)
            XCTAssertEqual("\(refusal)", "the \(kind) is not written in \(format.rawValue): its formats are "
                + supported.map(\.rawValue).joined(separator: ", "), file: file, line: line)
        }
    }

    // MARK: Fixtures

    private static let ifElse = BenchmarkCase.name(strategy: IfElseStrategy.name, scenario: Scenario(depth: 16))
    private static let manual = BenchmarkCase.name(strategy: ManualStrategy.name, scenario: Scenario(depth: 16))

    /// Two cases, nothing timed.
    private static var document: ResultsDocument {
        ResultsDocument(environment: .current(tools: .ofThisTest), settings: MeasurementSettings(), cases: [ifElse, manual].map { name in
            CaseResult(name: name, strategy: StrategyName("s"), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: "s"), depth: 16, passesPerSample: 1, samples: [1, 1], rawSamples: [1, 1],
                       cpuSamples: [1, 1], stats: SampleSummary([1, 1]), nanosecondsPerView: 1, ratio: nil,
                       counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }, resets: [], complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    private static var gateReport: GateReport {
        Gate.compare(baseline: document, candidate: document, settings: GateSettings())
    }

    /// The two cases timed side by side in 4 placements, if-else 8% slower.
    private static func comparison() throws -> ABComparison {
        let old = Array(repeating: 100.0, count: 5)
        let timings = ABTimings(names: [ifElse, manual], old: [old, old], new: [old.map { $0 * 1.08 }, old])
        return try ABComparison(old: document, new: document, timings: Array(repeating: timings, count: 4), linkSeeds: [1, 2, 3, 4])
    }

    private static func selfTestResult() throws -> GateSelfTest.Result {
        try JSONDecoder().decode(GateSelfTest.Result.self, from: Data("""
            {"rows": [{"tier": "time", "injectedPercent": 0, "trials": 2, "flagged": 0, "inconclusive": 0, "medianChange": 0.01,
                       "largestChange": 0.02}], "notes": ["a note"], "elapsedSeconds": 3, "aaLargestChange": {}, "ab": []}
            """.utf8))
    }

    private static var verification: VerificationSummary {
        VerificationSummary(seed: 1, depthMax: 8, randomScenarios: 3, edgeCaseScenarios: 0, strategies: ["if-else", "first-visible"])
    }

    // MARK: One test per kind

    func testTheResultsDocumentsTable() throws {
        try assertTable(ResultsReport.renderers, (Self.document, nil, nil))
        XCTAssertEqual(ResultsReport.formats, ResultsReport.renderers.formats)
        assertRefused(try ResultsReport.render(Self.document, format: Self.unlisted), kind: "results document", format: Self.unlisted,
                      supported: ResultsReport.formats)
    }

    /// The old `GateOptions.render` wrote text for any format but md and json.
    func testTheGateReportsTable() throws {
        let report = Self.gateReport
        try assertTable(GateReportRendering.renderers, (report, nil, false))
        XCTAssertEqual(try GateReportRendering.render(report, format: .text, width: 80, verbose: true),
                       GateReportRendering.text(report, width: 80, verbose: true))
        assertRefused(try GateReportRendering.render(report, format: .csv), kind: "gate report", format: .csv, supported: GateReportRendering.renderers.formats)
    }

    /// The old `ABComparison.render` wrote text (the gate's, then the ratios) for any format but md and json.
    func testTheAbComparisonsTable() throws {
        let comparison = try Self.comparison()
        let report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: ABRun.defaultGateSettings))
        try assertTable(ABComparison.renderers, (comparison, report, nil, false))
        let text = try comparison.render(report, format: .text, width: 100)
        XCTAssertTrue(text.hasPrefix(GateReportRendering.text(report, width: 100)), text)
        XCTAssertTrue(text.contains("\nNEW ÷ OLD over the placements:\n"), text)
        XCTAssertTrue(try comparison.render(report, format: .md).contains("\n#### NEW ÷ OLD over the placements\n\n| case |"))
        assertRefused(try comparison.render(report, format: .html), kind: "ab comparison", format: .html, supported: ABComparison.renderers.formats)
    }

    /// The old `GateSelfTestReport.render` wrote the text tables for any format but json.
    func testTheGateSelfTestReportsTable() throws {
        let result = try Self.selfTestResult()
        try assertTable(GateSelfTestReport.renderers, (result, GateSelfTest(), nil))
        try assertTable(GateSelfTestReport.renderers, (result, GateSelfTest(), ABSelfTest(executable: "pin-bench")))
        XCTAssertTrue(try GateSelfTestReport.render(result, test: GateSelfTest(), ab: nil, format: .md).contains("| tier |"))
        assertRefused(try GateSelfTestReport.render(result, test: GateSelfTest(), ab: nil, format: .csv), kind: "gate self-test report",
                      format: .csv, supported: GateSelfTestReport.renderers.formats)
    }

    /// The old `CostModelReportRendering.render` wrote text for any format but md and json.
    func testTheCostModelReportsTable() throws {
        let report = try CostModelReport(CostModelTests.document(truth: CostModel(name: "truth", weights: ["instructions": 1, "atomics": 3])))
        try assertTable(CostModelReportRendering.renderers, (report, nil))
        XCTAssertEqual(try CostModelReportRendering.render(report, format: .text), CostModelReportRendering.text(report))
        XCTAssertEqual(try CostModelReportRendering.render(report, format: .text, width: 60), CostModelReportRendering.text(report).wrappingLongLines(width: 60))
        assertRefused(try CostModelReportRendering.render(report, format: .gbench), kind: "cost-model report", format: .gbench,
                      supported: CostModelReportRendering.formats)
    }

    /// `verify` once wrote text for any format but md and json.
    func testTheVerificationReportsTable() throws {
        try assertTable(VerificationReport.renderers, (Self.verification, "pin-bench verify", "pin-bench", nil))
    }

    /// `crosscheck` once wrote text for any format but md.
    func testTheCrossCheckReportsTable() throws {
        let swift = CrossCheckTests.document([("manual", 64, [990, 1000, 1010])], resets: [(64, 40)])
        let gbench = try CrossCheckTests.parse(CrossCheckTests.gbench(CrossCheckTests.rows("BM_Chain/manual/depth:64/hidden:none/fanin:1", [1500])))
        let report = CrossCheck.compare(swift: swift, gbench: gbench)
        try assertTable(CrossCheckRendering.renderers, (report, nil, false))
        try assertTable(CrossCheckRendering.renderers, (report, nil, true))
        XCTAssertEqual(try CrossCheckRendering.renderers.render((report, 80, true), as: .text), CrossCheckRendering.text(report, width: 80))
        XCTAssertEqual(try CrossCheckRendering.renderers.render((report, 80, false), as: .text), CrossCheckRendering.overview(report, width: 80))
    }

    /// `history` once wrote text for any format but md.
    func testTheRunHistorysTable() throws {
        let report = RunHistoryReport(runs: [.init(name: "a.json", document: Self.document)])
        try assertTable(RunHistoryReport.renderers, (report, report.caseNames(), nil))
    }

    /// `list` once wrote text for any format but json.
    func testTheStrategyListsTable() throws {
        try assertTable(StrategyListing.renderers, nil)
    }

    /// `calibrate` once wrote text for any format but json.
    func testTheHostPricesTable() throws {
        let prices = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.1, "atomics": 1], seconds: 1)
        try assertTable(HostPricesReport.renderers, prices)
        XCTAssertTrue(try HostPricesReport.renderers.render(prices, as: .text).hasSuffix("\ncalibration took 1.0 s\n"))
    }

    /// `pr256` once wrote Markdown for any format but html.
    func testThePR256PagesTable() throws {
        let page = PR256Page(verification: Self.verification, instructions: InstructionCounts(regions: [:]), timings: nil, command: "pin-bench pr256")
        try assertTable(PR256Page.renderers, page)
    }

    /// A format is one by its name; `table` is text's other spelling.
    func testAFormatIsItsName() {
        XCTAssertEqual(OutputFormat.text, OutputFormat("text", fileExtension: "other", summary: "other"))
        XCTAssertNotEqual(Self.unlisted, .json)
        XCTAssertEqual(OutputFormat("table", allowed: ResultsReport.formats), .text)
        XCTAssertEqual(OutputFormat.unknown("unlisted"), Self.unlisted)
    }
}
