import PinBenchKit
import PinEngine

/// One scenario after another: verify, time what verified (`BenchmarkRunner`), join (`ResultsBuilder`);
/// over placements, each child only times.
package struct CasePipeline {
    package let settings: MeasurementSettings

    package init(settings: MeasurementSettings) {
        self.settings = settings
    }

    /// Verifies and measures the planned scenarios; `progress` hears of each scenario as it starts.
    package func run(_ plan: [PlannedScenario], progress: (ProgressStep) -> Void = { _ in }) -> [VerifiedScenario] {
        measure(plan, progress: progress) { _, planned in
            let outcomes = Self.outcomes(planned)
            return (Self.verified(planned, outcomes), outcomes, nil)
        }
    }

    /// Times `plan` with the `prepared` passes, verifying and counting nothing.
    package func time(_ plan: [PlannedScenario], prepared: [ScenarioPreparation],
                      progress: (ProgressStep) -> Void = { _ in }) -> [VerifiedScenario] {
        precondition(plan.count == prepared.count, "one preparation per planned scenario")
        return measure(plan, progress: progress) { index, planned in
            let preparation = prepared[index]
            precondition(ScenarioKey(spec: preparation.scenario) == ScenarioKey(planned.scenario), "a preparation of another scenario")
            let timed = planned.strategies.compactMap { strategy in preparation.strategy(named: strategy.name).map { (strategy, $0.passes) } }
            return (PlannedScenario(series: planned.series, scenario: planned.scenario, strategies: timed.map(\.0)), [],
                    [preparation.resetPasses] + timed.map(\.1))
        }
    }

    /// Verifies, calibrates and counts each scenario without timing (a placements parent).
    package func prepare(_ plan: [PlannedScenario], progress: (ProgressStep) -> Void = { _ in }) -> [ScenarioPreparation] {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let runner = BenchmarkRunner(settings: settings)
        return plan.enumerated().map { index, planned in
            progress(ProgressStep("preparing scenario \(index + 1)/\(plan.count) (\(planned.series), depth \(planned.scenario.depth))",
                                  done: index, total: plan.count))
            let outcomes = Self.outcomes(planned)
            let verified = Self.verified(planned, outcomes)
            let (passes, counts) = runner.prepare(verified)
            return ScenarioPreparation(planned, outcomes: outcomes, verified: verified, passes: passes, counts: counts)
        }
    }

    /// The scenarios one after another; `choose` picks the strategies and passes to time.
    private func measure(_ plan: [PlannedScenario], progress: (ProgressStep) -> Void,
                         choose: (Int, PlannedScenario) -> (PlannedScenario, [StrategyOutcome], [Int]?)) -> [VerifiedScenario] {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let runner = BenchmarkRunner(settings: settings)
        var random = SplitMix64(seed: settings.seed)
        var measured: [VerifiedScenario] = []
        let budget = settings.maxSeconds ?? SamplingDesign.defaultSecondsPerScenario * Double(plan.count)
        var spent = 0.0
        for (index, planned) in plan.enumerated() {
            progress(ProgressStep("scenario \(index + 1)/\(plan.count) (\(planned.series), depth \(planned.scenario.depth))",
                                  done: index, total: plan.count))
            let (timed, outcomes, passes) = choose(index, planned)
            // What is left of the rounds' budget, shared by the scenarios left (precision-targeted sampling).
            let allowance = (budget - spent) / Double(plan.count - index)
            let measurement = runner.measure(timed, &random, allowanceSeconds: allowance, passes: passes)
            spent += measurement.roundsSeconds
            measured.append(VerifiedScenario(measurement: measurement, outcomes: outcomes))
        }
        return measured
    }

    /// `planned` without the strategies whose outcome is a bug (they are not timed).
    private static func verified(_ planned: PlannedScenario, _ outcomes: [StrategyOutcome]) -> PlannedScenario {
        PlannedScenario(series: planned.series, scenario: planned.scenario, strategies: planned.strategies.filter { strategy in
            guard case .bug? = outcomes.last(where: { $0.strategy == strategy.name })?.verdict else { return true }
            return false
        })
    }

    /// Cases whose strategy differs from the reference without a finding.
    package static func failingCases(_ plan: [PlannedScenario]) -> [String] {
        plan.flatMap { planned in
            outcomes(planned).compactMap { outcome -> String? in
                guard case .bug = outcome.verdict else { return nil }
                return BenchmarkCase.name(strategy: outcome.strategy, scenario: planned.scenario)
            }
        }
    }

    /// The verification outcomes of the planned strategies (bugs are not shrunk: only named).
    static func outcomes(_ planned: PlannedScenario) -> [StrategyOutcome] {
        var verifier = Verifier(strategies: planned.strategies)
        verifier.shrinksBugs = false
        return verifier.verify(planned.scenario).outcomes
    }
}
