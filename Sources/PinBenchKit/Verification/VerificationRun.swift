import Foundation
import PinEngine

/// A verification run: which scenarios, which strategies.
package struct VerificationPlan {
    package var seed: UInt64 = 1
    /// Random scenarios to generate.
    package var randomScenarios = 10_000
    /// Random app-screen scenarios to generate besides them (and the app screens' edge cases).
    var randomAppScenarios: Int { (randomScenarios + 9) / 10 }
    package var depthMax = 256
    package var strategies: [any ChainStrategy.Type] = StrategyRegistry.all
    /// Whether to add the fixed edge cases (`ScenarioGenerator.edgeCases()`).
    package var includesEdgeCases = true
    /// When set, exactly these scenarios are verified (no random ones, no edge cases).
    package var explicitScenarios: [Scenario]?

    package init() {}

    package var scenarios: [Scenario] {
        if let explicitScenarios { return explicitScenarios }
        let generator = ScenarioGenerator(seed: seed, depthMax: depthMax)
        return (includesEdgeCases ? ScenarioGenerator.edgeCases() + ScenarioGenerator.appEdgeCases() : [])
            + (0..<randomScenarios).map(generator.scenario(at:)) + (0..<randomAppScenarios).map(generator.appScenario(at:))
    }

    /// Verifies every scenario and aggregates; warnings counted, not logged; globals restored.
    package func run(progress: (Int, Int) -> Void = { _, _ in }) -> VerificationSummary {
        let scenarios = scenarios
        let given = explicitScenarios?.count ?? 0
        let apps = scenarios.count { $0.screen != nil }
        let edgeCases = explicitScenarios == nil && includesEdgeCases ? ScenarioGenerator.edgeCases().count : 0
        var summary = VerificationSummary(seed: seed, depthMax: depthMax,
                                          randomScenarios: scenarios.count - edgeCases - given - (given > 0 ? 0 : apps),
                                          edgeCaseScenarios: edgeCases, strategies: strategies.map { $0.name })
        summary.givenScenarios = given
        summary.appScenarios = given > 0 ? 0 : apps
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let verifier = Verifier(strategies: strategies)
        let start = ContinuousClock.now
        for (index, scenario) in scenarios.enumerated() {
            summary.add(verifier.verify(scenario))
            if index % 256 == 255 { progress(index + 1, scenarios.count) }
        }
        progress(scenarios.count, scenarios.count)
        let elapsed = ContinuousClock.now - start
        summary.elapsedSeconds = elapsed.seconds
        return summary
    }
}

/// PinLayout's process-wide settings that runs change, saved to be put back.
package struct PinGlobals {
    let layoutDirection: LayoutDirection
    let displayScale: Double
    let logWarnings: Bool
    let warningCount: Int

    package static var current: PinGlobals {
        PinGlobals(layoutDirection: Pin.layoutDirection, displayScale: Pin.displayScale,
                   logWarnings: Pin.logWarnings, warningCount: Pin.warningCount)
    }

    package func restore() {
        Pin.layoutDirection = layoutDirection
        Pin.displayScale = displayScale
        Pin.logWarnings = logWarnings
        Pin.warningCount = warningCount
    }
}
