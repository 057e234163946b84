import PinEngine

/// One scenario after another: verify, then time what verified. Each planned scenario is verified
/// (every strategy against the reference, without shrinking); `BenchmarkRunner` times the strategies
/// without a bug; the two go on together to `ResultsBuilder`, which joins them. The verifier knows
/// nothing of measurement, the runner nothing of verification.
package struct CasePipeline {
    package let settings: MeasurementSettings
    /// A stopping rule judged outside measurement (`check --extra-rounds`), in place of `settings.rounds`.
    package var looks: ScenarioLooks?

    package init(settings: MeasurementSettings, looks: ScenarioLooks? = nil) {
        self.settings = settings
        self.looks = looks
    }

    /// Verifies and measures the planned scenarios; `progress` hears of each scenario as it starts.
    package func run(_ plan: [PlannedScenario], progress: (ProgressStep) -> Void = { _ in }) -> [VerifiedScenario] {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let runner = BenchmarkRunner(settings: settings, looks: looks)
        var random = SplitMix64(seed: settings.seed)
        var measured: [VerifiedScenario] = []
        let budget = settings.maxSeconds ?? SamplingDesign.defaultSecondsPerScenario * Double(plan.count)
        var spent = 0.0
        for (index, planned) in plan.enumerated() {
            progress(ProgressStep("scenario \(index + 1)/\(plan.count) (\(planned.series), depth \(planned.scenario.depth))",
                                  done: index, total: plan.count))
            let outcomes = Self.outcomes(planned)
            let verified = PlannedScenario(series: planned.series, scenario: planned.scenario, strategies: planned.strategies.filter { strategy in
                guard case .bug? = outcomes.last(where: { $0.strategy == strategy.name })?.verdict else { return true }
                return false
            })
            // What is left of the rounds' budget, shared by the scenarios left (precision-targeted sampling).
            let allowance = (budget - spent) / Double(plan.count - index)
            let measurement = runner.measure(verified, &random, allowanceSeconds: allowance)
            spent += measurement.roundsSeconds
            measured.append(VerifiedScenario(measurement: measurement, outcomes: outcomes))
        }
        return measured
    }

    /// Names of the cases of `plan` whose strategy differs from the reference without a finding: what
    /// the counter tiers of the gate leave out when they time nothing.
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
