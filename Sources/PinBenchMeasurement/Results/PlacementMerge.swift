import Foundation
import PinBenchKit

/// One results document from the documents of a run's placements (one child process each).
extension ResultsDocument {
    /// Merges the children's documents (the same cases, each from one placement) case by case, with
    /// the parent's preparation:
    /// - samples (raw, reset-subtracted, CPU) are pooled in placement order, and the statistics are
    ///   those of the pooled samples, but for the 95% interval (`stats.medianInterval`): the pooled
    ///   rounds are not independent (a placement's rounds share its addresses), so it is the interval
    ///   of the mean over placements of their medians (`PlacementEstimate.meanInterval`, no allowance:
    ///   with one binary it is of that binary's function order);
    /// - each paired ratio keeps every placement's median and own interval and is judged over the
    ///   placements (`RatioSummary(reference:placements:allowance:)`), with the function-order allowance
    ///   when the placements did not each run their own function order;
    /// - verification, passes per sample and the in-process counts are the preparation's (the
    ///   deterministic counts are the same in every placement); a reset's cost is the median of the
    ///   placements' medians;
    /// - instructions and the simulated CPU's counts (counted once, by the parent) are attached from
///   `instructions`, and the derived counts completed (`CostModel.completing`).
    /// Complexity fits and crossovers are computed again on the merged medians.
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
