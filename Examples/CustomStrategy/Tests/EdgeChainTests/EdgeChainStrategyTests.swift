import EdgeChain
import PinBenchKit
import XCTest

/// The strategy against PinBench's reference, frame for frame: no difference at all (it expects no
/// finding), on the edge cases, the app screens' visibilities and a few hundred random chains.
final class EdgeChainStrategyTests: XCTestCase {
    func testEveryFrameMatchesTheReference() {
        let generator = ScenarioGenerator(seed: 27, depthMax: 64)
        let scenarios = ScenarioGenerator.edgeCases() + ScenarioGenerator.appEdgeCases()
            + (0..<300).map(generator.scenario(at:)) + (0..<50).map(generator.appScenario(at:))
        let verifier = Verifier(strategies: [EdgeChainStrategy.self])
        for scenario in scenarios {
            let outcome = verifier.verify(scenario).outcomes.first { $0.strategy == EdgeChainStrategy.name }
            guard case .equal = outcome?.verdict else { return XCTFail("\(scenario): \(String(describing: outcome?.verdict))") }
        }
    }
}

/// The registered screen: every strategy that lays screens out agrees with the screen's own code on
/// plain `isHidden` checks in every visibility, or differs only by a documented finding.
final class ProfileScreenTests: XCTestCase {
    /// Registered once for the test process, as `PinBench.main` registers it for edge-bench.
    private static let registered: Void = { try! ScreenRegistry.register([ProfileScreen()]) }()

    func testEveryStrategyAgreesWithTheScreensOwnCodeOrShowsAFinding() throws {
        Self.registered
        let scenarios = ScenarioGenerator.appEdgeCases().filter { $0.screen?.name == "profile" }
        XCTAssertEqual(scenarios.count, 16, "every visibility of the three optional lines, LTR and RTL")
        var findings: Set<Finding> = []
        for scenario in scenarios {
            let verdict = Verifier(strategies: StrategyRegistry.all + [EdgeChainStrategy.self]).verify(scenario)
            XCTAssertFalse(verdict.hasBug, "\(scenario): \(verdict.outcomes)")
            XCTAssertFalse(verdict.outcomes.contains { $0.strategy == "manual" }, "manual computes only the built-in screens")
            for outcome in verdict.outcomes {
                if case .findings(let found, _) = outcome.verdict { findings.formUnion(found) }
                if outcome.strategy == EdgeChainStrategy.name, case .equal = outcome.verdict { continue }
                if outcome.strategy == EdgeChainStrategy.name { XCTFail("\(scenario): edges \(outcome.verdict)") }
            }
        }
        // With no optional line visible the PR's forms put the button 12 from the top, not 92.
        XCTAssertEqual(findings, [.sharedModifiers])
    }
}
