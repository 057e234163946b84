import CAllocCounter
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinEngine
import XCTest

/// The app screens: frames of each screen for hand-derived visibility patterns,
/// every strategy against the manual reference, seeded visibility, and the suites that select them.
final class AppScreenTests: XCTestCase {
    override func setUp() {
        // Scenarios set the layout direction and scale: put the process-wide settings back after each test.
        addTeardownBlock { [saved = PinGlobals.current] in saved.restore() }
        Pin.logWarnings = false
    }

    /// The engine strategies that lay out screens, each with its name.
    private let engineStrategies: [any ScreenStrategy.Type] = [
        IfElseStrategy.self, IfNotBelowStrategy.self, IfNeededStrategy.self, OtherwiseStrategy.self, FirstVisibleStrategy.self,
    ]
    /// The strategies whose fallback the screen's author chose (the others pin the superview's edge
    /// with the relative branch's margin).
    private let ownFallback: Set<String> = ["manual", "if-else", "otherwise", "first-visible"]

    /// One instance of `screen` with exactly the optional views `hidden` (role indices) hidden, laid
    /// out by `strategy`.
    private func laidOut(_ builtIn: BuiltInScreen, hidden roles: [Int], _ strategy: any ScreenStrategy.Type,
                         direction: ScenarioLayoutDirection = .ltr) -> ScreenInstance {
        let screen = AppScreen(builtIn)
        let slots = roles.map { screen.optionalViews.firstIndex(of: $0)! }
        let fixture = ChainFixture(.app(screen, count: 1, layoutDirection: direction, hidden: .explicit(slots), scale: 2, seed: 3))
        fixture.applyGlobals()
        fixture.layOut(strategy.init())
        return fixture.screens!.instances[0]
    }

    private var allStrategies: [any ScreenStrategy.Type] { [ManualStrategy.self] + engineStrategies }

    func testFormRowsCloseUpOverHiddenRowsAndFallBackTwentyFromTheTop() {
        for strategy in allStrategies {
            // error and segmented hidden: the name row has no visible row above it.
            let rows = laidOut(.form, hidden: [0, 1, 4], strategy).views.map(\.frame)
            let own = ownFallback.contains(strategy.name)
            XCTAssertEqual(rows[2].minY, own ? 20 : 8, "\(strategy.name): name row from the top")
            XCTAssertEqual(rows[3].minY, rows[2].maxY + 8, strategy.name)
            XCTAssertEqual(rows[5].minY, rows[3].maxY + 8, "\(strategy.name): company below email, over the hidden phone")
            XCTAssertEqual(rows[6].minY, rows[5].maxY + 8, strategy.name)
            for row in rows {
                XCTAssertEqual(row.minX, 16, strategy.name)
                XCTAssertEqual(row.width, 343, strategy.name)
            }
            // Only the phone hidden: the segmented row follows the error banner, 8 apart.
            let all = laidOut(.form, hidden: [4], strategy).views.map(\.frame)
            XCTAssertEqual(all[0].minY, 20, strategy.name)
            XCTAssertEqual(all[1].minY, all[0].maxY + 8, strategy.name)
            XCTAssertEqual(all[5].minY, all[3].maxY + 8, strategy.name)
        }
    }

    func testCellDetailFollowsTheLowestTextAndTimeSitsBeforeTheBadgeOrSixteenFromTheEnd() {
        for strategy in allStrategies {
            let own = ownFallback.contains(strategy.name)
            let bare = laidOut(.cell, hidden: [2, 4], strategy).views.map(\.frame)
            XCTAssertEqual(bare[0], Rect(x: 16, y: 16, width: 40, height: 40), strategy.name)
            XCTAssertEqual(bare[1].minX, 68, strategy.name)
            XCTAssertEqual(bare[3].minY, 16 + 20 + 4, "\(strategy.name): detail below the title")
            // The time label's width is in quarter points: its rounded right edge is within a pixel.
            XCTAssertEqual(bare[5].maxX, 375 - (own ? 16 : 8), accuracy: 0.5, "\(strategy.name): time without a badge")
            let full = laidOut(.cell, hidden: [], strategy).views.map(\.frame)
            XCTAssertEqual(full[3].minY, 40 + 16 + 4, "\(strategy.name): detail below the subtitle")
            XCTAssertEqual(full[4], Rect(x: 375 - 16 - 28, y: 12, width: 28, height: 18), strategy.name)
            XCTAssertEqual(full[5].maxX, full[4].minX - 8, accuracy: 0.5, "\(strategy.name): time before the badge")
        }
    }

    func testHeaderTitleFallsBackUnderTheSafeAreaNotUnderTheStatusBar() {
        for strategy in allStrategies {
            let own = ownFallback.contains(strategy.name)
            let noBanner = laidOut(.header, hidden: [0], strategy).views.map(\.frame)
            // The safe-area top is 44: 12 below it, or the superview's top with the shared margin 8.
            XCTAssertEqual(noBanner[1].minY, own ? 56 : 8, strategy.name)
            XCTAssertEqual(noBanner[3].minY, noBanner[2].maxY + 16, "\(strategy.name): content below the caption")
            let banner = laidOut(.header, hidden: [2], strategy).views.map(\.frame)
            XCTAssertEqual(banner[0].minY, 52, strategy.name)
            XCTAssertEqual(banner[1].minY, banner[0].maxY + 8, strategy.name)
            XCTAssertEqual(banner[3].minY, banner[1].maxY + 16, "\(strategy.name): content below the title, over the hidden caption")
        }
    }

    func testRTLToolbarChainsButtonsFromTheLeftAndFitsTheTitleBetween() {
        for strategy in allStrategies {
            let own = ownFallback.contains(strategy.name)
            let bare = laidOut(.toolbar, hidden: [1, 2, 3], strategy, direction: .rtl).views.map(\.frame)
            XCTAssertEqual(bare[0], Rect(x: 375 - 8 - 32, y: 6, width: 32, height: 32), "\(strategy.name): back at the start (right)")
            XCTAssertEqual(bare[4].minX, own ? 16 : 8, "\(strategy.name): title from the end (left) without buttons")
            XCTAssertEqual(bare[4].maxX, bare[0].minX - 8, strategy.name)
            // more hidden: edit takes the end, share follows it; the title follows share.
            let some = laidOut(.toolbar, hidden: [1], strategy, direction: .rtl).views.map(\.frame)
            XCTAssertEqual(some[2].minX, own ? 8 : 4, "\(strategy.name): edit at the end (left), 8 from it")
            XCTAssertEqual(some[3].minX, some[2].maxX + 4, strategy.name)
            XCTAssertEqual(some[4].minX, some[3].maxX + 8, strategy.name)
            XCTAssertEqual(some[4].maxX, some[0].minX - 8, strategy.name)
        }
    }

    func testEveryVisibilityOfEveryScreenIsEqualToManualOrADocumentedFinding() {
        let verifier = Verifier(strategies: StrategyRegistry.all)
        var findings: [String: Set<Finding>] = [:]
        for scenario in ScenarioGenerator.appEdgeCases() {
            let verdict = verifier.verify(scenario)
            XCTAssertFalse(verdict.outcomes.contains { $0.strategy == VisibleOnlyStrategy.name }, "visible-only has no fallback to write")
            for outcome in verdict.outcomes {
                switch outcome.verdict {
                case .equal: break
                case .findings(let found, _): findings[outcome.strategy, default: []].formUnion(found)
                case .bug: XCTFail("\(outcome.strategy) on \(scenario)")
                }
            }
        }
        XCTAssertEqual(findings["if-not-below"], [.sharedModifiers, .superviewEdgeFallback])
        XCTAssertEqual(findings["if-needed"], [.sharedModifiers, .superviewEdgeFallback])
        for name in ownFallback { XCTAssertNil(findings[name], name) }
    }

    func testRandomAppScenariosVerifyWithoutBugs() {
        let generator = ScenarioGenerator(seed: 99, depthMax: 64)
        let verifier = Verifier()
        for index in 0..<200 {
            XCTAssertFalse(verifier.verify(generator.appScenario(at: index)).hasBug, "\(generator.appScenario(at: index))")
        }
    }

    func testHiddenPatternsAndSizesComeFromTheSeed() {
        func state(_ seed: UInt64) -> [[Bool]] {
            ChainFixture(.app(AppScreen(.form), count: 16, hidden: .random(percent: 50), seed: seed)).screens!.instances.map { $0.views.map(\.isHidden) }
        }
        XCTAssertEqual(state(7), state(7))
        XCTAssertNotEqual(state(7), state(8))
        let flags = state(7).flatMap { $0 }
        XCTAssertGreaterThan(flags.count { $0 }, 10, "about half of the 64 optional rows hidden")
        let required = state(7).flatMap { [$0[2], $0[3], $0[6]] }
        XCTAssertFalse(required.contains(true), "name, email and submit are never hidden")
        let sizes = { (seed: UInt64) in ChainFixture(.app(AppScreen(.cell), count: 4, hidden: .none, seed: seed)).screens!.instances.map(\.sizes) }
        XCTAssertEqual(sizes(7).map { $0.map(\.width) }, sizes(7).map { $0.map(\.width) })
        XCTAssertEqual(ScenarioGenerator(seed: 5, depthMax: 8).appScenario(at: 3), ScenarioGenerator(seed: 5, depthMax: 8).appScenario(at: 3))
    }

    func testAppScenarioSpecRoundTrips() throws {
        let scenario = Scenario.app(AppScreen(.toolbar), count: 3, layoutDirection: .rtl, hidden: .explicit([1, 4]), scale: 3, seed: 12)
        XCTAssertEqual(scenario.description, "screen=toolbar depth=3 layout=rtl hidden=explicit-1,4 scale=3 seed=12")
        XCTAssertEqual(try Scenario(spec: scenario.description), scenario)
        XCTAssertEqual(scenario.viewCount, 15)
    }

    func testTheAppSuiteHasOneSeriesPerScreenAndTheDefaultSuiteIncludesIt() {
        let app = BenchmarkSuite.app()
        XCTAssertEqual(app.series.map(\.label), ["app:form", "app:cell", "app:header", "app:toolbar"])
        let plan = app.plan()
        XCTAssertEqual(plan.count, 4)
        for planned in plan {
            XCTAssertEqual(planned.strategies.map { $0.name }, ["manual", "if-else", "if-not-below", "if-needed", "otherwise", "first-visible"])
        }
        XCTAssertEqual(BenchmarkCase.name(strategy: "manual", scenario: plan[0].scenario), "BM_App/manual/screen:form/count:16/hidden:random-50")
        XCTAssertEqual(plan.last?.scenario.layoutDirection, .rtl, "the toolbar is the RTL screen")
        let standard = BenchmarkSuite.standard()
        XCTAssertEqual(Array(standard.series.suffix(4)), app.series)
        XCTAssertFalse(BenchmarkSuite.ci().series.contains { $0.base.screen != nil }, "the CI gate's suite stays the chains")
        XCTAssertEqual(app.plan(filter: try! CasePattern.compile("screen:cell")).map(\.series), ["app:cell"])
    }

    func testAScreenPassAllocatesNothing() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are a property of the optimized build: run `swift test -c release`")
        #endif
        // Counted for real: before the counter was installed here, this read zeros from no counter at all.
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench does at startup
        for series in BenchmarkSuite.appSeries {
            let planned = BenchmarkSuite(series: [series], strategies: StrategyRegistry.all).plan()[0]
            for (name, counts) in PassCounter.counts(planned) {
                XCTAssertEqual(counts["allocations"], 0, "\(name) on \(series.label)")
            }
        }
    }
}
