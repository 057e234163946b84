import PinBenchKit

/// What a placements parent does once per scenario, so each child only times.
package struct ScenarioPreparation: Codable, Sendable, Equatable {
    /// One strategy that verified, so is timed.
    package struct Strategy: Codable, Sendable, Equatable {
        package var name: String
        package var passes: Int
        package var verification: CaseVerification
        package var counts: Counts
    }

    /// The scenario's spec.
    package var scenario: String
    /// Passes per sample of the frame reset.
    var resetPasses: Int
    /// The strategies to time, in plan order.
    package var strategies: [Strategy]
    /// Case names of the strategies not timed: their frames differ without a finding.
    package var unverifiedCases: [String]

    /// The strategy named `name`, if it is timed.
    package func strategy(named name: String) -> Strategy? {
        strategies.first { $0.name == name }
    }
}

extension ScenarioPreparation {
    /// The preparation of `planned` from its outcomes and `BenchmarkRunner.prepare`.
    init(_ planned: PlannedScenario, outcomes: [StrategyOutcome], verified: PlannedScenario, passes: [Int], counts: [Counts]) {
        scenario = planned.scenario.description
        resetPasses = passes[0]
        strategies = verified.strategies.enumerated().map { index, strategy in
            Strategy(name: strategy.name, passes: passes[index + 1],
                     verification: CaseVerification(outcomes.last { $0.strategy == strategy.name }?.verdict), counts: counts[index])
        }
        unverifiedCases = planned.strategies.filter { strategy in !verified.strategies.contains { $0.name == strategy.name } }
            .map { BenchmarkCase.name(strategy: $0.name, scenario: planned.scenario) }
    }
}
