import PinBenchKit

/// A scenario's measurements and its verification outcomes, which `ResultsBuilder` joins.
package struct VerifiedScenario {
    package var measurement: ScenarioMeasurement
    /// One per strategy of the plan; those with a bug were not timed.
    package var outcomes: [StrategyOutcome]
}

/// Turns raw measurements into a `ResultsDocument`: corrected samples, statistics, ratios, counts, fits
/// and crossovers.
enum ResultsBuilder {
    static func document(_ measured: [VerifiedScenario], settings: MeasurementSettings,
                                environment: EnvironmentInfo, instructions: InstructionCounts? = nil,
                                elapsedSeconds: Double) -> ResultsDocument {
        var cases: [CaseResult] = []
        var resets: [ResetResult] = []
        var unverified: [String] = []
        for (measurement, outcomes) in measured.map({ ($0.measurement, $0.outcomes) }) {
            let scenario = measurement.scenario
            func verdict(_ strategy: String) -> Verdict? { outcomes.last { $0.strategy == strategy }?.verdict }
            let reset = measurement.resetNanoseconds
            let resetInstructions = instructions?.resetInstructions(of: ScenarioKey(scenario))
            resets.append(ResetResult(scenario: ScenarioKey(scenario), series: SeriesID(label: measurement.series), depth: scenario.viewCount,
                                      medianNanoseconds: reset, medianCPUNanoseconds: measurement.resetCPUNanoseconds,
                                      instructions: resetInstructions))
            for strategy in outcomes.map(\.strategy) where !measurement.strategies.contains(where: { $0.strategy == strategy }) {
                let name = BenchmarkCase.name(strategy: strategy, scenario: scenario)
                if !unverified.contains(name) { unverified.append(name) }
            }
            let reference = measurement.strategies.first { StrategyName($0.strategy) == settings.reference }
            for strategy in measurement.strategies {
                let name = BenchmarkCase.name(strategy: strategy.strategy, scenario: scenario)
                let samples = strategy.samples.map { $0.wall - reset }
                var ratio: RatioSummary?
                if let reference, reference.strategy != strategy.strategy {
                    let ratios = RoundRatios.paired(strategy.samples.map(\.wall), reference.samples.map(\.wall), reset: reset)
                    ratio = RatioSummary(reference: settings.reference, ratios: ratios, seed: settings.seed,
                                         sampling: measurement.sampling)
                }
                let stats = SampleSummary(samples, seed: settings.seed)
                cases.append(CaseResult(
                    name: name, strategy: StrategyName(strategy.strategy), series: SeriesID(label: measurement.series), scenario: ScenarioKey(scenario),
                    depth: scenario.viewCount, passesPerSample: strategy.passesPerSample, samples: samples,
                    rawSamples: strategy.samples.map(\.wall),
                    cpuSamples: strategy.samples.map { $0.cpu - measurement.resetCPUNanoseconds }, stats: stats,
                    nanosecondsPerView: stats.median / Double(scenario.viewCount), ratio: ratio,
                    counts: CostModel.completing(strategy.counts.merging(instructions?.counts(of: name, scenario: ScenarioKey(scenario)) ?? [:]) { first, _ in first }),
                    verification: CaseVerification(verdict(strategy.strategy)), sampling: measurement.sampling))
            }
        }
        var document = ResultsDocument(environment: environment, settings: settings, cases: cases, resets: resets,
                                       complexity: [], crossovers: [], unverifiedCases: unverified,
                                       elapsedSeconds: elapsedSeconds, unavailableCounters: unavailableCounters(cases))
        addScaling(to: &document)
        return document
    }

    /// The in-process counters some case lacks, with their probe's reason.
    static func unavailableCounters(_ cases: [CaseResult]) -> [CounterID: String] {
        var unavailable: [CounterID: String] = [:]
        for probe in Counter.probes {
            for counter in probe.counters where cases.contains(where: { $0.counts[counter.id] == nil }) {
                unavailable[counter.id] = probe.unavailableReason ?? "not counted"
            }
        }
        return unavailable
    }

    /// Complexity fits and crossovers with the reference, per series with at least two depths.
    static func addScaling(to document: inout ResultsDocument) {
        let reference = document.settings.reference
        for series in document.series {
            for strategy in document.strategies {
                let results = document.cases.filter { $0.series == series && $0.strategy == strategy }.sorted { $0.depth < $1.depth }
                if let fits = ComplexityFit.fits(results.map { (depth: $0.depth, nanoseconds: $0.stats.median) }) {
                    document.complexity.append(SeriesComplexity(series: series, strategy: strategy, fits: fits))
                }
                let ratios = results.compactMap { result in
                    result.ratio.map { (depth: result.depth, median: $0.median, interval: $0.interval) }
                }
                guard strategy != reference, ratios.count >= 2,
                      let crossover = Crossover.find(strategy: strategy, reference: reference, ratios) else { continue }
                document.crossovers.append(SeriesCrossover(series: series, crossover: crossover))
            }
        }
    }
}
