import PinBaseline
@testable import PinBenchKit
@testable import PinBenchReports
@testable import PinBenchSystem
import PinEngine
import XCTest

/// A deliberately wrong strategy: like if-else, but it treats hidden views at odd indices as visible.
struct OddHiddenIgnoredStrategy: ChainStrategy {
    static let name = "test-odd-hidden-ignored"
    static let summary = "test only: wrong on hidden views at odd indices"

    func layout(_ chain: Chain) {
        var lastVisible = -1
        for (index, view) in chain.views.enumerated() {
            if lastVisible >= chain.windowStart(index) {
                view.pin.below(of: chain.views[lastVisible], aligned: chain.horizontalAlignment).marginTop(chain.margins[index])
            } else {
                view.pin.top().marginTop(chain.fallbackMargins[index])
            }
            if !view.isHidden || index % 2 == 1 { lastVisible = index }
        }
    }
}

/// A strategy that warns once too often.
struct ChattyStrategy: ChainStrategy {
    static let name = "test-chatty"
    static let summary = "test only: if-else plus one stray warning"

    func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
        chain.views[0].pin.width(-1)
    }
}

final class VerifierTests: XCTestCase {
    private var saved: PinGlobals!

    override func setUp() {
        saved = PinGlobals.current
        Pin.logWarnings = false
    }

    override func tearDown() {
        saved.restore()
    }

    private func verdict(_ strategy: any ChainStrategy.Type, _ scenario: Scenario) -> Verdict {
        var verifier = Verifier(strategies: [strategy])
        verifier.shrinksBugs = false
        return verifier.verify(scenario).outcomes.last!.verdict
    }

    private func isEqual(_ verdict: Verdict) -> Bool {
        if case .equal = verdict { true } else { false }
    }

    private func findings(_ verdict: Verdict) -> Set<Finding>? {
        if case .findings(let found, _) = verdict { found } else { nil }
    }

    private let fallbackStrategies: [any ChainStrategy.Type] = [IfElseStrategy.self, IfNotBelowStrategy.self,
                                                                IfNeededStrategy.self, OtherwiseStrategy.self,
                                                                FirstVisibleStrategy.self]

    func testEveryStrategyEqualsManualOnTheEdgeCases() {
        for direction in ChainDirection.allCases {
            let aligned: ChainAlignment = direction.isVertical ? .right : .bottom
            let depth = 5
            let edgeCases = [
                Scenario(depth: 1, direction: direction, alignment: aligned),
                Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .all),
                Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .explicit(Array(1..<depth))),
                Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .firstK(depth - 1)),
                Scenario(depth: depth, direction: direction, layoutDirection: .rtl,
                         alignment: direction.isVertical ? .start : .top, hidden: .alternate),
                Scenario(depth: depth, direction: direction, alignment: aligned, sizes: .varied,
                         hidden: .periodic(2), nesting: .containers, scale: 3),
            ]
            for scenario in edgeCases {
                for strategy in fallbackStrategies + [ManualStrategy.self] {
                    XCTAssertTrue(isEqual(verdict(strategy, scenario)), "\(strategy.name): \(scenario)")
                }
                // The upstream form differs exactly where nothing before a view is visible.
                let upstream = verdict(VisibleOnlyStrategy.self, scenario)
                XCTAssertTrue(isEqual(upstream) || findings(upstream) == [.noFallback], "\(scenario)")
            }
        }
    }

    func testVisibleOnlyWarnsAndKeepsTheOldPositionWhenEverythingAboveIsHidden() {
        let scenario = Scenario(depth: 4, hidden: .all)
        XCTAssertEqual(findings(verdict(VisibleOnlyStrategy.self, scenario)), [.noFallback])
        let run = ScenarioRun(scenario)
        XCTAssertEqual(run.fallbackViews, 4)
        XCTAssertEqual(run.run(VisibleOnlyStrategy.self).warnings, 4)
        for strategy in fallbackStrategies {
            XCTAssertEqual(run.run(strategy).warnings, 0, strategy.name)
        }
    }

    func testADistinctFallbackMarginIsTheSharedModifiersFinding() {
        let scenario = Scenario(depth: 6, margins: .distinctFallback, hidden: .firstK(2))
        XCTAssertEqual(findings(verdict(IfNotBelowStrategy.self, scenario)), [.sharedModifiers])
        XCTAssertEqual(findings(verdict(IfNeededStrategy.self, scenario)), [.sharedModifiers])
        XCTAssertTrue(isEqual(verdict(OtherwiseStrategy.self, scenario)))
        XCTAssertTrue(isEqual(verdict(FirstVisibleStrategy.self, scenario)))
        XCTAssertTrue(isEqual(verdict(IfElseStrategy.self, scenario)))
    }

    func testCenterAlignmentOverSeveralVisibleViewsIsTheMeanAnchorFinding() {
        // Varied widths at scale 1 make each centred view land half a pixel off its predecessor's centre,
        // so the mean of several centres is not the last one's.
        let scenario = Scenario(depth: 12, alignment: .center, sizes: .varied, scale: 1, fanIn: .lastK(3), seed: 5)
        XCTAssertEqual(findings(verdict(OtherwiseStrategy.self, scenario)), [.anchorsOfAllVisible])
        // The first visible view of the window, nearest first, is the one manual follows: no finding.
        XCTAssertTrue(isEqual(verdict(FirstVisibleStrategy.self, scenario)))
        XCTAssertTrue(isEqual(verdict(IfElseStrategy.self, scenario)))
        // With only the immediate predecessor there is a single anchor: no difference.
        var immediate = scenario
        immediate.fanIn = .immediate
        XCTAssertTrue(isEqual(verdict(OtherwiseStrategy.self, immediate)))
    }

    func testAPlantedBugIsABugNotAFinding() {
        let scenario = Scenario(depth: 10, hidden: .explicit([3]))
        guard case .bug(let bug) = verdict(OddHiddenIgnoredStrategy.self, scenario) else {
            return XCTFail("the planted difference was not reported as a bug")
        }
        XCTAssertEqual(bug.kind, .frames)
        XCTAssertEqual(bug.view, 4)
        XCTAssertNotEqual(bug.expected, bug.actual)
    }

    func testTheShrinkerFindsTheSmallestReproduction() throws {
        let big = Scenario(depth: 80, direction: .down, layoutDirection: .rtl, alignment: .center, margins: .perView,
                           sizes: .varied, hidden: .random(percent: 50), nesting: .containers, scale: 3,
                           fanIn: .lastK(3), seed: 1234)
        let outcome = Verifier(strategies: [OddHiddenIgnoredStrategy.self]).verify(big).outcomes.last!
        guard case .bug(let bug) = outcome.verdict else { return XCTFail("no bug found in \(big)") }
        let shrunk = try XCTUnwrap(bug.shrunk)
        // The smallest chain showing it: view 0, a hidden view 1 (odd), and view 2 which follows it.
        XCTAssertEqual(shrunk.depth, 3, "\(shrunk)")
        XCTAssertEqual(shrunk.hidden, .explicit([1]), "\(shrunk)")
        XCTAssertEqual(shrunk.nesting, .flat)
        XCTAssertEqual(shrunk.sizes, .fixed)
        XCTAssertEqual(shrunk.scale, 2)
        // And the reproduction really fails.
        guard case .bug = verdict(OddHiddenIgnoredStrategy.self, shrunk) else { return XCTFail("shrunk scenario passes") }
    }

    func testAStrayWarningIsABug() {
        guard case .bug(let bug) = verdict(ChattyStrategy.self, Scenario(depth: 3)) else {
            return XCTFail("an extra warning went unnoticed")
        }
        XCTAssertEqual(bug.kind, .warnings)
        XCTAssertEqual(bug.expectedWarnings, 0)
        XCTAssertEqual(bug.actualWarnings, 1)
    }

    func testManualAndTheReferenceLayoutAgreeOnRandomScenarios() {
        let generator = ScenarioGenerator(seed: 3, depthMax: 64)
        for index in 0..<300 {
            XCTAssertNil(ScenarioRun(generator.scenario(at: index)).oracleDisagreement(), "\(generator.scenario(at: index))")
        }
    }

    func testARandomRunHasNoBugsAndAllThreeFindings() {
        var plan = VerificationPlan()
        plan.randomScenarios = 600
        plan.depthMax = 64
        let summary = plan.run()
        XCTAssertEqual(summary.bugCount, 0, VerificationReport.text(summary))
        XCTAssertEqual(Set(summary.findings.map(\.finding)), Set(Finding.allCases.map(\.rawValue)))
        XCTAssertGreaterThan(summary.appScenarios, 0, "a default plan verifies the app screens too")
        XCTAssertEqual(summary.scenarioCount, 600 + ScenarioGenerator.edgeCases().count + summary.appScenarios)
        let ifElse = summary.table.first { $0.strategy == "if-else" }!
        XCTAssertEqual(ifElse.cells[0], VerificationSummary.Cell(equal: summary.scenarioCount, finding: 0, bug: 0))
    }
}
