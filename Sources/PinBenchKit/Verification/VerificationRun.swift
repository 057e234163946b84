import Foundation
import PinEngine

/// A verification run: which scenarios, which strategies.
public struct VerificationPlan {
    public var seed: UInt64 = 1
    /// Random scenarios to generate.
    public var randomScenarios = 10_000
    public var depthMax = 256
    public var strategies: [any ChainStrategy.Type] = StrategyRegistry.all
    /// Whether to add the fixed edge cases (`ScenarioGenerator.edgeCases()`).
    public var includesEdgeCases = true
    /// When set, exactly these scenarios are verified (no random ones, no edge cases).
    public var explicitScenarios: [Scenario]?

    public init() {}

    public var scenarios: [Scenario] {
        if let explicitScenarios { return explicitScenarios }
        let generator = ScenarioGenerator(seed: seed, depthMax: depthMax)
        return (includesEdgeCases ? ScenarioGenerator.edgeCases() : []) + (0..<randomScenarios).map(generator.scenario(at:))
    }

    /// Verifies every scenario and aggregates the verdicts; `progress` gets (done, total) now and then.
    /// Warnings are counted, not logged, while it runs; PinLayout's globals are restored afterwards.
    public func run(progress: (Int, Int) -> Void = { _, _ in }) -> VerificationSummary {
        let scenarios = scenarios
        let edgeCases = explicitScenarios == nil && includesEdgeCases ? ScenarioGenerator.edgeCases().count : 0
        let given = explicitScenarios?.count ?? 0
        var summary = VerificationSummary(seed: seed, depthMax: depthMax, randomScenarios: scenarios.count - edgeCases - given,
                                          edgeCaseScenarios: edgeCases, strategies: strategies.map { $0.name })
        summary.givenScenarios = given
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
struct PinGlobals {
    let layoutDirection: LayoutDirection
    let displayScale: Double
    let logWarnings: Bool
    let warningCount: Int

    static var current: PinGlobals {
        PinGlobals(layoutDirection: Pin.layoutDirection, displayScale: Pin.displayScale,
                   logWarnings: Pin.logWarnings, warningCount: Pin.warningCount)
    }

    func restore() {
        Pin.layoutDirection = layoutDirection
        Pin.displayScale = displayScale
        Pin.logWarnings = logWarnings
        Pin.warningCount = warningCount
    }
}
