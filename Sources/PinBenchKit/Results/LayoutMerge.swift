/// One results document from the documents of a `run --layouts K` run's children.
extension ResultsDocument {
    /// Merges the children's documents (the same cases, each from one layout) case by case:
    /// - samples (raw, reset-subtracted, CPU) are pooled in layout order, and the statistics are
    ///   those of the pooled samples;
    /// - each paired ratio keeps every layout's median and interval, the range of the layouts'
    ///   medians, and the verdict over the layouts' intervals (`RatioSummary(reference:layouts:seed:)`);
    /// - passes per sample and the in-process counts are the first layout's (the deterministic ones are
    ///   the same in every layout); a reset's cost is the median of the layouts' medians;
    /// - instructions (counted once, by the parent) are attached from `instructions`.
    /// Complexity fits and crossovers are computed again on the merged medians.
    package static func merging(_ parts: [ResultsDocument], records: [LayoutRecord], settings: MeasurementSettings,
                               environment: EnvironmentInfo, instructions: InstructionCounts?,
                               elapsedSeconds: Double) -> ResultsDocument {
        precondition(!parts.isEmpty && parts.count == records.count, "one record per layout document")
        var cases: [CaseResult] = []
        let partsByName = parts.map { part in Dictionary(part.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        for first in parts[0].cases {
            let matches = partsByName.compactMap { $0[first.name] }
            var merged = first
            merged.samples = matches.flatMap(\.samples)
            merged.rawSamples = matches.flatMap(\.rawSamples)
            merged.cpuSamples = matches.flatMap(\.cpuSamples)
            merged.stats = SampleSummary(merged.samples, seed: settings.seed)
            merged.nanosecondsPerView = merged.stats.median / Double(first.depth)
            let ratios = matches.compactMap(\.ratio)
            if let reference = first.ratio?.reference, ratios.count == matches.count {
                merged.ratio = RatioSummary(reference: reference, layouts: ratios, seed: settings.seed)
            }
            if let instructions {
                merged.counts[InstructionCounter.counter.id] = instructions.perPass(of: first.name, scenario: first.scenario)
            }
            cases.append(merged)
        }
        let resets = parts[0].resets.map { first in
            let matches = parts.compactMap { part in part.resets.first { $0.scenario == first.scenario } }
            var merged = first
            merged.medianNanoseconds = Statistics.median(matches.map(\.medianNanoseconds))
            merged.medianCPUNanoseconds = Statistics.median(matches.map(\.medianCPUNanoseconds))
            merged.instructions = instructions?.reset(of: first.scenario)
            return merged
        }
        var unverified: [String] = []
        for name in parts.flatMap(\.unverifiedCases) where !unverified.contains(name) { unverified.append(name) }
        var unavailable: [CounterID: String] = [:]
        for part in parts { unavailable.merge(part.unavailableCounters) { first, _ in first } }
        var environment = environment
        let states = Set(records.map(\.addressRandomizationOff))
        environment.addressRandomizationOff = states.count == 1 ? states.first! : nil
        var document = ResultsDocument(environment: environment, settings: settings, cases: cases, resets: resets,
                                       complexity: [], crossovers: [], unverifiedCases: unverified,
                                       elapsedSeconds: elapsedSeconds, unavailableCounters: unavailable)
        document.layouts = records
        ResultsBuilder.addScaling(to: &document)
        return document
    }
}
