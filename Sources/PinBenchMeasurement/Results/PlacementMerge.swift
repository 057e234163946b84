import Foundation
import PinBenchKit

/// One results document from the documents of a run's placements (one child process each).
extension ResultsDocument {
    /// Merges the children's documents case by case with the parent's preparation: samples pooled, but
    /// the 95% interval is that of the mean over placements (the pooled rounds are not independent);
    /// ratios judged over placements, with the function-order allowance when they shared an order;
    /// verification, passes and counts from the preparation; complexity fits and crossovers computed
    /// again.
    package static func merging(_ parts: [ResultsDocument], records: [PlacementRecord], prepared: [ScenarioPreparation],
                               settings: MeasurementSettings, environment: EnvironmentInfo, instructions: InstructionCounts?,
                               elapsedSeconds: Double) -> ResultsDocument {
        precondition(!parts.isEmpty && parts.count == records.count, "one record per placement's document")
        let allowance = FunctionOrderAllowance.of(linkSeeds: records.map(\.linkSeed))
        let preparations = Dictionary(prepared.map { (ScenarioKey(spec: $0.scenario), $0) }, uniquingKeysWith: { first, _ in first })
        let partsByName = parts.map { part in Dictionary(part.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        var cases: [CaseResult] = []
        for first in parts[0].cases {
            let matches = partsByName.compactMap { $0[first.name] }
            var merged = first
            merged.samples = matches.flatMap(\.samples)
            merged.rawSamples = matches.flatMap(\.rawSamples)
            merged.cpuSamples = matches.flatMap(\.cpuSamples)
            merged.stats = SampleSummary(merged.samples, seed: settings.seed)
            if let overPlacements = PlacementEstimate.meanInterval(logs: matches.map { log(Statistics.median($0.samples)) }) {
                merged.stats.medianInterval = overPlacements.interval
            }
            merged.nanosecondsPerView = merged.stats.median / Double(first.depth)
            let ratios = matches.compactMap(\.ratio)
            if let reference = first.ratio?.reference, ratios.count == matches.count {
                merged.ratio = RatioSummary(reference: reference, placements: ratios, allowance: allowance)
            }
            if let strategy = preparations[first.scenario]?.strategy(named: first.strategy.rawValue) {
                merged.passesPerSample = strategy.passes
                merged.verification = strategy.verification
                merged.counts = strategy.counts
            }
            if let instructions {
                merged.counts.merge(instructions.counts(of: first.name, scenario: first.scenario)) { _, counted in counted }
            }
            merged.counts = CostModel.completing(merged.counts)
            cases.append(merged)
        }
        let resets = parts[0].resets.map { first in
            let matches = parts.compactMap { part in part.resets.first { $0.scenario == first.scenario } }
            var merged = first
            merged.medianNanoseconds = Statistics.median(matches.map(\.medianNanoseconds))
            merged.medianCPUNanoseconds = Statistics.median(matches.map(\.medianCPUNanoseconds))
            merged.instructions = instructions?.resetInstructions(of: first.scenario)
            return merged
        }
        var unverified: [String] = []
        for name in prepared.flatMap(\.unverifiedCases) + parts.flatMap(\.unverifiedCases) where !unverified.contains(name) {
            unverified.append(name)
        }
        var environment = environment
        let states = Set(records.map(\.addressRandomizationOff))
        environment.addressRandomizationOff = states.count == 1 ? states.first! : nil
        var document = ResultsDocument(environment: environment, settings: settings, cases: cases, resets: resets,
                                       complexity: [], crossovers: [], unverifiedCases: unverified,
                                       elapsedSeconds: elapsedSeconds, unavailableCounters: ResultsBuilder.unavailableCounters(cases))
        document.placements = records
        document.functionOrderAllowance = allowance
        ResultsBuilder.addScaling(to: &document)
        return document
    }
}
