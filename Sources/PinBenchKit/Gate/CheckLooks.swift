/// `check --extra-rounds N`: the time tier's rounds taken in looks, as `ab` takes its visits. The
/// candidate's scenarios are looked at after the planned rounds and after each half of the extra
/// ones (`SamplingDesign.planned`); a scenario is measured on while a time figure of one of its cases
/// against the baseline is open (`isOpen`), the others stop. Every time figure of the comparison is
/// then judged at the per-look level (`Gate.compare(…, design:)`: the interval at 1 − 5%/K, the
/// p-value taken K times), so that looking again is no second chance at a false verdict.
///
/// Only the candidate grows: the baseline's samples are what they are, so more rounds narrow the
/// interval of a change by at most √2 (the baseline's own noise stays).
package struct CheckLooks: Sendable {
    package let design: SamplingDesign
    /// The baseline's observations, by case name.
    let baseline: [String: GateObservation]
    let settings: GateSettings
    /// Whether raw times count (same host and build, or time asked for): otherwise only the ratios to
    /// manual decide the time tier, and only they are waited for.
    let judgesRawTime: Bool
    /// The counted time figures Holm's correction will run over: a figure is decided at a look only
    /// if its p-value clears Holm's strictest step, p × `family`.
    let family: Int

    /// Looks for measuring `plan` (the baseline's cases) against `baseline` in `rounds` planned and
    /// at most `extraRounds` extra rounds; `environments` (baseline's, this run's) decide whether raw
    /// times count, as in `Gate.compare`.
    package init(rounds: Int, extraRounds: Int, plan: [PlannedScenario], baseline: [GateObservation], settings: GateSettings,
                environments: (old: EnvironmentInfo, new: EnvironmentInfo)) {
        design = .planned(rounds: rounds, extraRounds: extraRounds)
        self.baseline = Dictionary(baseline.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.settings = settings
        let judgesRawTime = EnvironmentInfo.rawTimeDifferences(environments.old, environments.new).isEmpty || settings.forcesRawTime
        self.judgesRawTime = judgesRawTime
        var family = 0
        for planned in plan {
            let hasManual = planned.strategies.contains { $0.name == ManualStrategy.name }
            for strategy in planned.strategies {
                guard let old = self.baseline[BenchmarkCase.name(strategy: strategy.name, scenario: planned.scenario)] else { continue }
                family += judgesRawTime ? 1 : 0
                family += hasManual && strategy.name != ManualStrategy.name && !old.manualRatios.isEmpty ? 1 : 0
            }
        }
        self.family = family
    }

    /// The rule the runner stops each scenario's rounds by.
    package var scenarioLooks: ScenarioLooks {
        ScenarioLooks(design: design) { planned, samples in isOpen(planned, samples) }
    }

    /// The report's line on how the scenarios of `document` (measured with these looks) stopped:
    /// the rounds they took, and how many still had a figure open at the last look.
    package func note(_ document: ResultsDocument) -> String {
        var scenarios: [String: (rounds: Int, stop: StopReason?)] = [:]
        for result in document.cases { scenarios[result.scenario] = (result.samples.count, result.sampling?.stop) }
        let rounds = Dictionary(grouping: scenarios.values, by: \.rounds).sorted { $0.key < $1.key }
            .map { "\($0.key) (\($0.value.count))" }
        let open = scenarios.values.filter { $0.stop == .maximumRounds }.count
        return "time: rounds looked at after \(design.looks.map(String.init).joined(separator: ", ")); rounds taken (scenarios): "
            + "\(rounds.joined(separator: ", ")); \(open) of \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") still had a "
            + "time figure open at the last look"
    }

    /// Whether a scenario's samples so far (by strategy: reset-corrected nanoseconds per pass, one per
    /// round) leave a counted time figure of one of its cases open against the baseline.
    func isOpen(_ planned: PlannedScenario, _ samples: [String: [Double]]) -> Bool {
        let manual = samples[ManualStrategy.name]
        for (strategy, times) in samples {
            let name = BenchmarkCase.name(strategy: strategy, scenario: planned.scenario)
            guard let old = baseline[name] else { continue }
            let settings = settings.thresholds?.settings(settings, for: name) ?? settings
            var figures: [(old: [Double], new: [Double])] = []
            if judgesRawTime && !old.timeSamples.isEmpty { figures.append((old.timeSamples, times)) }
            if let manual, strategy != ManualStrategy.name, !old.manualRatios.isEmpty {
                figures.append((old.manualRatios, zip(times, manual).map { $0 / $1 }))
            }
            for figure in figures
            where Self.isOpen(Gate.statistical(figure.old, figure.new, settings, counts: true, family: family, design: design),
                              settings, family: family) {
                return true
            }
        }
        return false
    }

    /// Whether more rounds could still decide `figure`: too few samples to reach alpha, an interval
    /// that straddles ± the threshold, or one wholly beyond it whose p-value (already per look) has not
    /// cleared Holm's strictest step over `family` figures. Wholly within ± the threshold is decided:
    /// unchanged.
    static func isOpen(_ figure: FigureComparison, _ settings: GateSettings, family: Int) -> Bool {
        guard figure.change != .inconclusive, let standing = figure.standing(settings), let p = figure.p else { return true }
        switch standing {
        case .unclear: return true
        case .same: return false
        case .faster, .slower: return p * Double(max(family, 1)) >= settings.alpha
        }
    }
}
