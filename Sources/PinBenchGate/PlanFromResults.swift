import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

extension ResultsDocument {
    /// The scenarios and strategies this document measured, for `check`; throws on unknown names.
    package func plan() throws(InputFileError) -> [PlannedScenario] {
        var entries: [(scenario: ScenarioKey, series: String, strategies: [StrategyName])] = []
        var index: [ScenarioKey: Int] = [:]
        for result in cases {
            let at = index[result.scenario] ?? entries.count
            if at == entries.count {
                index[result.scenario] = at
                entries.append((result.scenario, result.series.label, []))
            }
            if !entries[at].strategies.contains(result.strategy) {
                entries[at].strategies.append(result.strategy)
            }
        }
        var plan: [PlannedScenario] = []
        for entry in entries {
            let scenario: Scenario
            do { scenario = try Scenario(spec: entry.scenario.spec) } catch {
                throw InputFileError("baseline", "has a scenario this pin-bench cannot build ('\(entry.scenario)': \(error))")
            }
            var strategies: [any ChainStrategy.Type] = []
            for name in entry.strategies {
                guard let strategy = StrategyRegistry.named(name.rawValue) else {
                    throw InputFileError("baseline", "names strategy '\(name)', which this pin-bench does not have")
                }
                strategies.append(strategy)
            }
            plan.append(PlannedScenario(series: entry.series, scenario: scenario, strategies: strategies))
        }
        return plan
    }
}
