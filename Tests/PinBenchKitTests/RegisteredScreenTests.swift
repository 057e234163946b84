@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinEngine
import XCTest

/// Screens of your own (`ScreenDefinition`): the generic layout path and the reference
/// statements give the built-in screens their hand-computed frames, the verifier tells a wrong
/// statement on a registered screen from a finding, and registration refuses what would break a spec.
/// Nothing here registers a screen in the process-wide registry (other tests list the screens).
final class RegisteredScreenTests: XCTestCase {
    override func setUp() {
        addTeardownBlock { [saved = PinGlobals.current] in saved.restore() }
        Pin.logWarnings = false
    }

    /// A settings list: a title, two optional rows each below the nearest visible view above it, and a
    /// footer below the nearest visible row, 50 from the top without one.
    struct SettingsScreen: ScreenDefinition {
        var name = "settings"
        var roles = ["title", "wifi", "bluetooth", "footer"]
        var optionalViews = [1, 2]
        let containerSize = Size(width: 320, height: 200)

        func size(of role: Int, lengths: LengthDraw) -> Size {
            Size(width: 200, height: 30 + lengths.quarterPoints(0...10))
        }

        func layout<S: FollowingStatements>(_ screen: ScreenInstance, _ statements: S) {
            let views = screen.views
            views[0].pin.top(8).horizontally(12).height(screen.sizes[0].height)
            for index in 1...2 {
                statements.below(views[index], following: views[0..<index], margin: 6, otherwise: .edge(margin: 8))
                    .horizontally(12).height(screen.sizes[index].height)
            }
            statements.below(views[3], following: views[1...2], margin: 6, otherwise: .edge(margin: 50))
                .horizontally(12).height(screen.sizes[3].height)
        }
    }

    /// if-else with a plausible slip: below the first visible predecessor instead of the nearest.
    struct FirstNotNearestStrategy: ScreenStatements {
        static let name = "first-not-nearest"
        static let summary = "below the first visible predecessor (wrong)"
        func layout(_ chain: Chain) { IfElseStrategy().layout(chain) }
        func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double, otherwise fallback: ScreenFallback) -> PinLayout {
            if let first = predecessors.first(where: { !$0.isHidden }) { return view.pin.below(of: first).marginTop(margin) }
            return fallback.below(view.pin)
        }
        func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double, otherwise fallback: ScreenFallback) -> PinLayout {
            IfElseStrategy().before(view, following: predecessors, margin: margin, otherwise: fallback)
        }
    }

    private let engineStrategies: [any ScreenStatements.Type] = [
        IfElseStrategy.self, IfNotBelowStrategy.self, IfNeededStrategy.self, OtherwiseStrategy.self, FirstVisibleStrategy.self,
    ]

    /// `scenario` with its built-in screen taken as a registered one (same name, no hand-computed frames).
    private func asRegistered(_ scenario: Scenario) -> Scenario {
        var copy = scenario
        copy.screen = AppScreen(registered: scenario.screen!.builtIn!)
        return copy
    }

    private func frames(_ scenario: Scenario, _ layOut: (ChainFixture) -> Void) -> [Rect] {
        let fixture = ChainFixture(scenario)
        fixture.applyGlobals()
        layOut(fixture)
        return fixture.frames
    }

    func testTheGenericPathGivesTheBuiltInScreensTheFramesOfTheirSpecialisedPath() {
        for scenario in ScenarioGenerator.appEdgeCases() {
            for strategy in engineStrategies {
                let specialised = frames(scenario) { $0.layOut(strategy.init()) }
                let generic = frames(asRegistered(scenario)) { $0.layOut(strategy.init()) }
                XCTAssertNil(firstDifference(generic, specialised), "\(strategy.name) on \(scenario)")
            }
        }
    }

    func testTheReferenceStatementsGiveTheBuiltInScreensTheirHandComputedFramesWithEveryFindingsSemantics() {
        let findings: Set<Finding> = [.anchorsOfAllVisible, .sharedModifiers, .superviewEdgeFallback]
        var moved = 0
        for scenario in ScenarioGenerator.appEdgeCases() {
            let plain = frames(scenario) { ManualScreenLayout.layout($0.screens!, ReferenceSemantics([])) }
            for semantics in [Set<Finding>()] + subsets(of: findings) {
                let byHand = frames(scenario) { ManualScreenLayout.layout($0.screens!, ReferenceSemantics(semantics)) }
                let statements = frames(asRegistered(scenario)) { ReferenceScreenStatements.layout($0.screens!, ReferenceSemantics(semantics)) }
                XCTAssertNil(firstDifference(statements, byHand), "\(semantics) on \(scenario)")
                if firstDifference(byHand, plain) != nil { moved += 1 }
            }
        }
        XCTAssertGreaterThan(moved, 0, "some finding's semantics moves a view, so the comparison covers them")
    }

    func testManualLaysOutOnlyTheBuiltInScreensAndTheSuitesLeaveItOutOfARegisteredOne() {
        let registered = AppScreen(registered: SettingsScreen())
        let scenario = Scenario.app(registered, count: 2, hidden: .none, seed: 1)
        XCTAssertFalse(ManualStrategy.laysOut(scenario))
        XCTAssertTrue(ManualStrategy.laysOut(.app(AppScreen(.form), count: 2, hidden: .none, seed: 1)))
        XCTAssertFalse(VisibleOnlyStrategy.laysOut(scenario))
        XCTAssertTrue(IfElseStrategy.laysOut(scenario))
        XCTAssertTrue(ManualStrategy.laysOut(Scenario(depth: 4)))
        let suite = BenchmarkSuite(series: [BenchmarkSuite.Series(base: scenario, depths: [4])], strategies: StrategyRegistry.all)
        XCTAssertEqual(suite.plan().first?.strategies.map { $0.name }, ["if-else", "if-not-below", "if-needed", "otherwise", "first-visible"])
    }

    func testARegisteredScreenVerifiesWithoutBugsAndThePRFormsShowTheirSharedMargin() {
        let screen = AppScreen(registered: SettingsScreen())
        var findings: [String: Set<Finding>] = [:]
        for mask in 0..<4 {
            let hidden = HiddenPattern.explicit((0..<2).filter { mask & (1 << $0) != 0 })
            for direction in ScenarioLayoutDirection.allCases {
                let verdict = Verifier().verify(.app(screen, count: 1, layoutDirection: direction, hidden: hidden, scale: 3, seed: 4))
                XCTAssertFalse(verdict.hasBug, "\(verdict.scenario)")
                XCTAssertEqual(verdict.outcomes.map(\.strategy), ["if-else", "if-not-below", "if-needed", "otherwise", "first-visible"])
                for outcome in verdict.outcomes {
                    if case .findings(let found, _) = outcome.verdict { findings[outcome.strategy, default: []].formUnion(found) }
                }
            }
        }
        // Both rows hidden: the footer falls back 50 from the top; the PR's forms use the rows' 6.
        XCTAssertEqual(findings, ["if-not-below": [.sharedModifiers], "if-needed": [.sharedModifiers]])
    }

    func testAWrongStatementOnARegisteredScreenIsABug() {
        let screen = AppScreen(registered: SettingsScreen())
        // Nothing hidden: bluetooth must go below wifi, the slip puts it below the title.
        let verdict = Verifier(strategies: [FirstNotNearestStrategy.self]).verify(.app(screen, count: 1, hidden: .none, seed: 4))
        guard case .bug(let bug) = verdict.outcomes.first?.verdict else {
            return XCTFail("expected a bug, got \(String(describing: verdict.outcomes.first?.verdict))")
        }
        XCTAssertEqual(bug.kind, .frames)
        XCTAssertEqual(bug.view, 2, "bluetooth")
    }

    func testRegistrationRefusesANameASpecCannotCarryOrAScreenItCannotBuild() {
        let builtIn = AppScreen.builtInScreens
        func problem(_ definition: SettingsScreen) -> String? {
            do { try ScreenRegistry.check(definition, besides: builtIn); return nil } catch { return error.description }
        }
        XCTAssertNil(problem(SettingsScreen()))
        XCTAssertEqual(problem(SettingsScreen(name: "form")), "cannot register the screen 'form': a screen of that name is already registered")
        for name in ["", "my screen", "a/b", "k=v", "café"] {
            XCTAssertEqual(problem(SettingsScreen(name: name)), "cannot register the screen '\(name)': a name is ASCII letters, digits, '-' and '_'")
        }
        XCTAssertEqual(problem(SettingsScreen(roles: [], optionalViews: [])), "cannot register the screen 'settings': it has no views (roles is empty)")
        XCTAssertEqual(problem(SettingsScreen(optionalViews: [1, 4])), "cannot register the screen 'settings': optional view 4 is not an index of its 4 roles")
        XCTAssertEqual(problem(SettingsScreen(optionalViews: [1, 1])), "cannot register the screen 'settings': optionalViews lists a view twice")
    }

    func testAnUnknownScreenInASpecNamesTheKnownOnes() {
        XCTAssertThrowsError(try Scenario(spec: "screen=settings depth=2")) { error in
            XCTAssertEqual("\(error)", "unknown screen 'settings' (known: form, cell, header, toolbar)")
        }
    }
}
