import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

extension ResultsDocument {
    /// The scenarios and strategies this document measured, in its order: what `check` measures again
    /// to compare with it. Throws when a scenario or strategy name is unknown to this pin-bench.
    package func plan() throws(InputFileError) -> [PlannedScenario] {
        var order: [String] = []
        var bySpec: [String: (series: String, strategies: [String])] = [:]
        for result in cases {
            if bySpec[result.scenario] == nil {
                order.append(result.scenario)
                bySpec[result.scenario] = (result.series, [])
            }
            if !bySpec[result.scenario]!.strategies.contains(result.strategy) {
                bySpec[result.scenario]!.strategies.append(result.strategy)
            }
        }
        var plan: [PlannedScenario] = []
        for spec in order {
            let entry = bySpec[spec]!
            let scenario: Scenario
            do { scenario = try Scenario(spec: spec) } catch {
                throw InputFileError("baseline", "has a scenario this pin-bench cannot build ('\(spec)': \(error))")
            }
            var strategies: [any ChainStrategy.Type] = []
            for name in entry.strategies {
                guard let strategy = StrategyRegistry.named(name) else {
                    throw InputFileError("baseline", "names strategy '\(name)', which this pin-bench does not have")
                }
                strategies.append(strategy)
            }
            plan.append(PlannedScenario(series: entry.series, scenario: scenario, strategies: strategies))
        }
        return plan
    }
}
