import Foundation
import PinBaseline
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest
import PinBenchTestSupport

/// Case names and suites, defined once (BenchmarkCase, BenchmarkSuite, SuiteName): the names results
/// files hold, and what the Google Benchmark output derives from them.
final class CaseNameTests: XCTestCase {
    /// The committed reference run, whose names a run of the default suite must reproduce byte for byte.
    private static let latestPath = Repository.path("results/latest.json")

    func testTheDefaultSuiteNamesItsCasesAsTheCommittedResults() throws {
        let latest = try ResultsDocument.load(Self.latestPath)
        let strategies = StrategyRegistry.all.filter { latest.strategies.contains(StrategyName($0)) }
        let planned = BenchmarkSuite.standard(strategies: strategies).plan().flatMap { planned in
            planned.strategies.map { (BenchmarkCase.name(strategy: $0.name, scenario: planned.scenario), planned.series,
                                      planned.scenario.description) }
        }
        XCTAssertEqual(planned.map(\.0), latest.cases.map(\.name))
        XCTAssertEqual(planned.map(\.1), latest.cases.map(\.series.label))
        XCTAssertEqual(planned.map(\.2), latest.cases.map(\.scenario.spec))
        XCTAssertEqual(Set(latest.resets.map(\.series.label)), Set(BenchmarkSuite.standard().series.map(\.label)))
    }

    /// One grammar, printed and read in one place (`BenchmarkCase.Name`): every name the committed run
    /// holds reads back to itself, with the strategy and series its case stores.
    func testEveryCommittedCaseNameReadsBackToItself() throws {
        let latest = try ResultsDocument.load(Self.latestPath)
        for result in latest.cases {
            let name = try BenchmarkCase.Name(parsing: result.name)
            XCTAssertEqual(name.description, result.name)
            XCTAssertEqual(name.strategy, result.strategy, result.name)
            XCTAssertEqual(name.series, result.series, result.name)
            XCTAssertEqual(name.reset.description, BenchmarkCase.name(.reset, scenario: try Scenario(spec: result.scenario.spec)), result.name)
        }
        for planned in BenchmarkSuite.standard().plan() {
            for row in [BenchmarkCase.Row.timed("manual"), .timed("cpp-reference"), .reset, .nativeReset] {
                let name = BenchmarkCase.Name(row, scenario: planned.scenario)
                XCTAssertEqual(try BenchmarkCase.Name(parsing: name.description), name, name.description)
            }
        }
    }

    func testANameOutsideTheGrammarIsRefusedSayingWhy() {
        let refused = [
            ("BM_Chain/manual_BigO", "the path after the family has 0 part(s), not the 3 depth:/hidden:/fanin:"),
            ("BM_Chain/manual/depth:16/hidden:none", "the path after the family has 2 part(s)"),
            ("BM_App/manual/screen:cell/count:16/hidden:none/fanin:1", "the path after the family has 4 part(s), not the 3 screen:/count:/hidden:"),
            ("BM_Bench/manual/depth:16/hidden:none/fanin:1", "unknown family 'BM_Bench'"),
            ("BM_App//screen:cell/count:16/hidden:none", "BM_App needs a strategy after it"),
            ("BM_Chain/manual/count:16/hidden:none/fanin:1", "'count:16' where depth:<value> belongs"),
            ("BM_Chain/manual/depth:0/hidden:none/fanin:1", "depth '0' is not a whole number of at least 1"),
            ("BM_Chain/manual/depth:16/hidden:sometimes/fanin:1", "hidden 'sometimes' is no hidden pattern"),
            ("BM_Chain/manual/depth:16/hidden:none/fanin:0", "fanin '0' is not 1, k or all"),
            ("BM_Chain/manual/depth:016/hidden:none/fanin:1", "it reads as BM_Chain/manual/depth:16/hidden:none/fanin:1, spelled otherwise"),
        ]
        for (text, reason) in refused {
            XCTAssertThrowsError(try BenchmarkCase.Name(parsing: text), text) { error in
                let message = (error as? CaseNameError)?.description ?? ""
                XCTAssertTrue(message.hasPrefix("'\(text)' is not a case name (\(reason)"), message)
                XCTAssertTrue(message.contains("a case name is BM_Chain/<strategy>/depth:N/hidden:P/fanin:K or BM_App/"), message)
            }
        }
    }

    func testTheResetRowsAreNamedAfterTheirScenario() {
        var chain = BenchmarkSuite.baseScenario(hidden: .random(percent: 50), fanIn: .all)
        chain.depth = 64
        XCTAssertEqual(BenchmarkCase.name(.reset, scenario: chain), "BM_ChainReset/depth:64/hidden:random-50/fanin:all")
        XCTAssertEqual(BenchmarkCase.name(.nativeReset, scenario: chain), "BM_ChainResetNative/depth:64/hidden:random-50/fanin:all")
        XCTAssertNil(BenchmarkCase.googleBenchmarkArguments(chain), "fan-in all is no integer argument")
        let app = BenchmarkSuite.appSeries[0].scenarios[0]
        XCTAssertEqual(BenchmarkCase.name(.reset, scenario: app), "BM_AppReset/screen:form/count:16/hidden:random-50")
        XCTAssertNil(BenchmarkCase.googleBenchmarkArguments(app))
        XCTAssertEqual(BenchmarkCase.family(strategy: "manual", series: SeriesID(label: BenchmarkSuite.appSeries[0].label)), "BM_App/manual")
        XCTAssertEqual(BenchmarkCase.family(strategy: "manual", series: SeriesID(label: BenchmarkCase.seriesLabel(chain))), "BM_Chain/manual")
    }

    /// Google Benchmark's family of an app case is `BM_App/<strategy>`: it was derived as
    /// `BM_Chain/<strategy>`, which put the app cases into the chain cases' families.
    func testTheGoogleBenchmarkOutputGivesAppCasesTheirOwnFamily() throws {
        var settings = MeasurementSettings()
        settings.rounds = 2
        settings.minSampleSeconds = 0.0001
        settings.warmupSeconds = 0.0001
        let suite = BenchmarkSuite(series: [.init(base: BenchmarkSuite.baseScenario(hidden: .none, fanIn: .immediate), depths: [4]),
                                            .init(base: BenchmarkSuite.appSeries[0].base, depths: [1])],
                                   strategies: [ManualStrategy.self])
        let measurements = CasePipeline(settings: settings).run(suite.plan())
        let environment = EnvironmentInfo(date: "2026-12-02T00:00:00Z", hostName: "test", cpuModel: "cpu", cpuMHz: 1000, cores: 2,
                                          kernel: "6", swiftVersion: "Swift 6", buildConfiguration: "release",
                                          gitCommit: "abc", gitDirty: false, commandLine: "pin-bench test", loadAverage: [0.1])
        let document = ResultsBuilder.document(measurements, settings: settings, environment: environment,
                                               instructions: InstructionCounts(regions: [:]), elapsedSeconds: 0.1)
        XCTAssertEqual(document.cases.map(\.name), ["BM_Chain/manual/depth:4/hidden:none/fanin:1",
                                                    "BM_App/manual/screen:form/count:1/hidden:random-50"])
        let file = GoogleBenchmarkJSON.file(document)
        let chainFamily = Set(file.benchmarks.filter { $0.runName.hasPrefix("BM_Chain/") }.map(\.familyIndex))
        let appFamily = Set(file.benchmarks.filter { $0.runName.hasPrefix("BM_App/") }.map(\.familyIndex))
        XCTAssertEqual(chainFamily.count, 1)
        XCTAssertEqual(appFamily.count, 1)
        XCTAssertTrue(chainFamily.isDisjoint(with: appFamily), "app and chain cases share family \(chainFamily)")
        XCTAssertEqual(Set(file.benchmarks.filter { $0.runName.hasPrefix("BM_App/") }.map(\.perFamilyInstanceIndex)), [0])
    }

    func testQuickCapsTheDepthsItsDescriptionNames() {
        let quick = BenchmarkSuite.standard().quick
        XCTAssertEqual(quick.series.count, BenchmarkSuite.standard().series.count)
        for series in quick.series {
            let limit = series.base.fanIn == .all ? BenchmarkSuite.quickFanInAllDepthLimit : BenchmarkSuite.quickDepthLimit
            XCTAssertTrue(series.depths.allSatisfy { $0 <= limit }, series.label)
            XCTAssertFalse(series.depths.isEmpty, series.label)
        }
        XCTAssertEqual(quick.series.first { $0.base.fanIn == .all }?.depths.max(), 256)
        XCTAssertEqual(quick.series.first?.depths.max(), 4096)
        XCTAssertTrue(BenchmarkSuite.quickDepthsDescription.contains("4096"))
        XCTAssertTrue(BenchmarkSuite.quickDepthsDescription.contains("fan-in all: 256"))
    }

    func testTheSeriesLinesSayWhatTheSuiteRuns() {
        let lines = BenchmarkSuite.standard().seriesLines(indent: "")
        XCTAssertEqual(lines.count, 5, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[0].hasPrefix("hidden:none/fanin:1 "))
        XCTAssertTrue(lines[0].hasSuffix("depths 1, 4, 16, 64, 256, 1024, 4096, 16384"), lines[0])
        XCTAssertTrue(lines[2].hasSuffix("depths 64, 1024, 16384"), lines[2])
        XCTAssertTrue(lines[3].contains("hidden:random-50/fanin:all"), lines[3])
        XCTAssertTrue(lines[3].contains("depths 16, 64, 256, 1024 "), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("app:form, app:cell, app:header, app:toolbar  16 instances each; every strategy but "), lines[4])
        XCTAssertTrue(lines[4].hasSuffix("but visible-only"), lines[4])
        let custom = BenchmarkSuite(series: [.init(base: BenchmarkSuite.baseScenario(hidden: .none, fanIn: .lastK(3)), depths: [2, 8])],
                                    strategies: [ManualStrategy.self])
        XCTAssertEqual(custom.seriesLines(indent: "> "), ["> hidden:none/fanin:3  depths 2, 8"])
    }

    func testASeriesAndACountedRegionReadBackFromTheirText() {
        let app = BenchmarkSuite.appSeries[0].scenarios[0]
        let chain = BenchmarkSuite.standard().series[0].scenarios[0]
        for scenario in [app, chain] {
            let series = SeriesID(scenario)
            XCTAssertEqual(SeriesID(label: series.label), series)
            XCTAssertEqual(series.label, BenchmarkCase.seriesLabel(scenario))
            XCTAssertEqual(series.isAppScreen, scenario.screen != nil)
            let reset = CountedRegion.reset(ScenarioKey(scenario))
            XCTAssertEqual(CountedRegion(label: reset.label), reset)
            let pass = CountedRegion.pass(BenchmarkCase.name(strategy: "manual", scenario: scenario))
            XCTAssertEqual(CountedRegion(label: pass.label), pass)
        }
        XCTAssertEqual(SeriesID(app).label, "app:\(app.screen!.name)")
        XCTAssertEqual(CountedRegion.reset(ScenarioKey(spec: "depth=4")).label, "reset|depth=4")
    }

}
