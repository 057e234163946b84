import PinEngine

/// The one-way flow of a measurement: scenario → verify → measure. Each planned scenario is verified
/// (every strategy against the reference, without shrinking), then timed by `BenchmarkRunner`, which
/// leaves out the strategies with a bug; the measurements go on to results, reports and the gate.
/// The verifier knows nothing of measurement, the runner nothing of verification.
public struct CasePipeline {
    public let settings: MeasurementSettings

    public init(settings: MeasurementSettings) {
        self.settings = settings
    }

    /// Verifies and measures the planned scenarios; `progress` hears of each scenario as it starts.
    public func run(_ plan: [PlannedScenario], progress: (ProgressStep) -> Void = { _ in }) -> [ScenarioMeasurement] {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let runner = BenchmarkRunner(settings: settings)
        var random = SplitMix64(seed: settings.seed)
        var measurements: [ScenarioMeasurement] = []
        for (index, planned) in plan.enumerated() {
            progress(ProgressStep("scenario \(index + 1)/\(plan.count) (\(planned.series), depth \(planned.scenario.depth))",
                                  done: index, total: plan.count))
            measurements.append(runner.measure(planned, verdicts: Self.outcomes(planned), &random))
        }
        return measurements
    }

    /// Names of the cases of `plan` whose strategy differs from the reference without a finding: what
    /// the counter tiers of the gate leave out when they time nothing.
    public static func failingCases(_ plan: [PlannedScenario]) -> [String] {
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
