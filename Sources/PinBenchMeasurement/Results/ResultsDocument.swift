import Foundation
import PinBenchKit

/// PinBench's own results format (`results/latest.json`, baselines); every other format is rendered
/// from it.
package struct ResultsDocument: Codable, Sendable {
    package static let schemaName = "pinbench.results"
    /// Bumped when a field changes meaning or disappears, or an absent field must be told from an
    /// unmeasured one; readers refuse unknown versions (docs/measurement.md lists them).
    package static let currentSchemaVersion = 6
    /// Versions `load` reads; `ResultsUpgrade` reads the older ones as the current one.
    package static let readableSchemaVersions = 1...currentSchemaVersion

    package var schema = Self.schemaName
    package var schemaVersion = Self.currentSchemaVersion
    package var environment: EnvironmentInfo
    package var settings: MeasurementSettings
    package var cases: [CaseResult]
    /// The frame reset's cost per scenario (subtracted from every case of that scenario).
    package var resets: [ResetResult]
    /// Per series and strategy, the asymptotic fits of time per pass against depth.
    package var complexity: [SeriesComplexity]
    /// Per series, where each strategy's curve crosses the reference strategy's.
    package var crossovers: [SeriesCrossover]
    /// Cases not timed because verification found an unexplained difference (names).
    package var unverifiedCases: [String]
    /// Wall time of the measurement, without `buildSeconds`.
    package var elapsedSeconds: Double
    /// Counters not had in this run, with the reason; ones not asked for are absent.
    package var unavailableCounters: [CounterID: String]
    /// The placements in order; nil for a run in one process.
    package var placements: [PlacementRecord]? = nil
    /// Wall time spent building and relinking the placements' binaries before measuring; nil when none
    /// were built.
    package var buildSeconds: Double? = nil
    /// The allowance the intervals carry: 0 when every placement had its own order.
    package var functionOrderAllowance: Double? = nil
    /// The factors the placements varied (`run --vary`), others held at placement 0's; nil for one
    /// placement and before `--vary` (every factor varied). Optional, so no version bump.
    var placementFactors: [PlacementFactor]? = nil
    /// The gate tiers this file can judge as a baseline, refreshed on every write; nil in older files
    /// (derived when needed).
    package var judgeableTiers: [GateTier]? = nil
    /// In a `merge` file, every run pooled (the document's own fields are the first run's) and the
    /// verdicts per host; optional, so an older pin-bench reads the first run.
    package var hosts: HostPool? = nil
    /// Each ratio split into counts × this host's prices and the rest; nil without counts, and before
    /// schema 6 (`decomposition` derives it).
    package var timeDecomposition: TimeDecomposition? = nil

    enum CodingKeys: String, CodingKey {
        case schema, schemaVersion, environment, settings, cases, resets, complexity, crossovers, unverifiedCases, elapsedSeconds,
             unavailableCounters, buildSeconds, functionOrderAllowance, judgeableTiers, hosts, timeDecomposition
        // The keys predate the name placement.
        case placements = "layouts", placementFactors = "layoutFactors"
    }

    package init(environment: EnvironmentInfo, settings: MeasurementSettings, cases: [CaseResult], resets: [ResetResult],
                complexity: [SeriesComplexity], crossovers: [SeriesCrossover], unverifiedCases: [String], elapsedSeconds: Double,
                unavailableCounters: [CounterID: String] = [:]) {
        self.environment = environment
        self.settings = settings
        self.cases = cases
        self.resets = resets
        self.complexity = complexity
        self.crossovers = crossovers
        self.unverifiedCases = unverifiedCases
        self.elapsedSeconds = elapsedSeconds
        self.unavailableCounters = unavailableCounters
    }

    /// How many placements (processes) the times come from.
    package var placementCount: Int { placements?.count ?? 1 }

    /// Each placement's link seed (nil: the default link), in placement order; one nil for a run of one process.
    package var linkSeeds: [UInt64?] { placements?.map(\.linkSeed) ?? [nil] }

    /// The placement factors the placements varied: `placementFactors`, every factor when it is absent.
    package var variedFactors: [PlacementFactor] { placementFactors ?? PlacementFactor.allCases }

    /// The series whose scenarios read every predecessor (fan-in `all`): the list strategies' work per
    /// pass grows as N², so their ratios are of another kind than the other series'.
    package var quadraticSeries: Set<SeriesID> {
        Set(cases.filter { (try? Scenario(spec: $0.scenario.spec))?.fanIn == .all }.map(\.series))
    }

    /// The strategies in the order they appear.
    package var strategies: [StrategyName] {
        var seen: [StrategyName] = []
        for result in cases where !seen.contains(result.strategy) { seen.append(result.strategy) }
        return seen
    }

    /// The series in the order they appear.
    package var series: [SeriesID] {
        var seen: [SeriesID] = []
        for result in cases where !seen.contains(result.series) { seen.append(result.series) }
        return seen
    }

    package func result(strategy: StrategyName, series: SeriesID, depth: Int) -> CaseResult? {
        cases.first { $0.strategy == strategy && $0.series == series && $0.depth == depth }
    }
}

/// One strategy on one scenario.
package struct CaseResult: Codable, Sendable {
    /// The case's name (`BenchmarkCase.name`).
    package var name: String
    package var strategy: StrategyName
    package var series: SeriesID
    /// The scenario's spec (`pin-bench verify --scenario` accepts it).
    package var scenario: ScenarioKey
    /// Views laid out per pass: the chain's depth, or an app scenario's instances × views per screen.
    package var depth: Int
    package var passesPerSample: Int
    /// Nanoseconds per pass, one per round, with the frame reset subtracted.
    package var samples: [Double]
    /// Nanoseconds per pass including the reset, as measured.
    package var rawSamples: [Double]
    /// Thread CPU nanoseconds per pass, with the reset's median CPU time subtracted.
    package var cpuSamples: [Double]
    package var stats: SampleSummary
    /// Median nanoseconds per pass divided by the depth.
    package var nanosecondsPerView: Double
    /// Per-round time ratio to the reference strategy (nil for the reference itself or without one).
    package var ratio: RatioSummary?
    /// One steady-state pass's counts; an absent counter was not counted.
    package var counts: Counts
    /// How the strategy's frames compared with the reference.
    package var verification: CaseVerification
    /// Why the case's scenario stopped taking rounds (precision-targeted sampling); nil after fixed rounds.
    package var sampling: SamplingRecord?

    /// `counter`'s value per view (nil when not counted, or a level such as memory, which does not add up over views).
    package func perView(_ counter: Counter) -> Double? {
        guard counter.scope == .perPass else { return nil }
        return counts[counter.id].map { Double($0) / Double(depth) }
    }
}

/// A case's paired ratio to the reference per round, with its verdict over placements.
package struct RatioSummary: Codable, Sendable, Equatable {
    package var reference: StrategyName
    /// The geometric mean of the placements' medians (with one placement, its median).
    package var median: Double
    /// The 95% interval of the mean over placements; nil below the minimum of placements.
    package var interval: Statistics.Interval?
    /// One ratio per round; with several placements, each placement's rounds in turn, in placement order.
    package var ratios: [Double]
    /// Each placement's median and own interval; nil in older one-placement files.
    package var placements: [PlacementRatio]?
    /// The smallest and largest of the placements' medians; nil with one placement.
    package var placementRange: Statistics.Interval?
    /// `TimeVerdict` of `interval`.
    package var verdict: TimeVerdict

    enum CodingKeys: String, CodingKey {
        case reference, median, interval, ratios, verdict
        // The keys predate the name placement.
        case placements = "layouts", placementRange = "layoutRange"
    }

    /// The ratios of one placement, with the interval of that process alone; one placement is not
    /// enough for a verdict.
    package init(reference: StrategyName, ratios: [Double], seed: UInt64, sampling: SamplingRecord? = nil) {
        let own = sampling.flatMap { Statistics.medianOrderInterval(ratios, confidence: $0.perLookConfidence) }
            ?? Statistics.bootstrapMedianInterval(ratios, seed: seed)
        self.init(reference: reference, ratios: ratios,
                  placements: [PlacementRatio(median: Statistics.median(ratios), interval: own, rounds: ratios.count)], allowance: 0)
    }

    /// Judged over the placements' medians, widened by `allowance` when they shared an order.
    package init(reference: StrategyName, placements parts: [RatioSummary], allowance: Double) {
        precondition(!parts.isEmpty, "a ratio of no placements")
        self.init(reference: reference, ratios: parts.flatMap(\.ratios), placements: parts.flatMap { $0.placementRatios }, allowance: allowance)
    }

    /// The ratios, each placement's median and own interval, and the estimate over them.
    package init(reference: StrategyName, ratios: [Double], placements: [PlacementRatio], allowance: Double) {
        let estimate = PlacementEstimate(placements.map(\.median), allowance: allowance)
        self.reference = reference
        self.ratios = ratios
        self.placements = placements
        median = estimate.center
        interval = estimate.interval
        placementRange = placements.count > 1
            ? Statistics.Interval(lower: placements.map(\.median).min()!, upper: placements.map(\.median).max()!) : nil
        verdict = TimeVerdict(estimate.interval)
    }

    /// Each placement's median, own interval and rounds (one entry for a file that recorded none).
    package var placementRatios: [PlacementRatio] {
        placements ?? [PlacementRatio(median: Statistics.median(ratios), interval: Statistics.bootstrapMedianInterval(ratios), rounds: ratios.count)]
    }
}

/// One placement's median paired ratio and the 95% interval of its own rounds.
package struct PlacementRatio: Codable, Sendable, Equatable {
    package var median: Double
    package var interval: Statistics.Interval
    /// The placement's rounds; nil in older files, where every placement had the same.
    package var rounds: Int?
}

/// One placement of a run over placements: where it differed, and what it recorded.
package struct PlacementRecord: Codable, Sendable, Equatable {
    package var placement: ProcessPlacement
    /// Whether randomization was off in that child; nil when unknown.
    package var addressRandomizationOff: Bool?
    /// The child's wall time, start to end.
    package var elapsedSeconds: Double
    /// The lld seed of the placement's binary; nil for this pin-bench's own.
    package var linkSeed: UInt64?

    init(placement: ProcessPlacement, addressRandomizationOff: Bool?, elapsedSeconds: Double, linkSeed: UInt64? = nil) {
        self.placement = placement
        self.addressRandomizationOff = addressRandomizationOff
        self.elapsedSeconds = elapsedSeconds
        self.linkSeed = linkSeed
    }
}

package struct ResetResult: Codable, Sendable {
    package var scenario: ScenarioKey
    package var series: SeriesID
    package var depth: Int
    package var medianNanoseconds: Double
    /// Median thread CPU time of one reset, ns.
    var medianCPUNanoseconds: Double
    package var instructions: Int?
}

package struct SeriesComplexity: Codable, Sendable {
    package var series: SeriesID
    package var strategy: StrategyName
    /// Best fit first.
    package var fits: [ComplexityFit]

    /// The best class when it fits well and clearly beats the next; nil (the reports' "–").
    package var best: ComplexityFit? {
        guard let first = fits.first, first.rms <= ComplexityFit.maximumRMS else { return nil }
        guard fits.count > 1 else { return first }
        return fits[1].rms >= ComplexityFit.decisiveFactor * first.rms ? first : nil
    }
}

package struct SeriesCrossover: Codable, Sendable {
    package var series: SeriesID
    package var crossover: Crossover
}

/// Where and how a run was made.
package struct EnvironmentInfo: Codable, Sendable, Equatable {
    package var date: String
    package var hostName: String
    package var cpuModel: String
    package var cpuMHz: Int
    package var cores: Int
    package var kernel: String
    package var swiftVersion: String
    /// "release" or "debug" (the build configuration of pin-bench itself).
    package var buildConfiguration: String
    package var gitCommit: String
    package var gitDirty: Bool
    package var commandLine: String
    package var loadAverage: [Double]
    /// Whether ASLR was off for the run; nil when unknown.
    package var addressRandomizationOff: Bool?
    /// The host's facts during the run (nil before schema 3).
    package var host: HostFacts?

    /// A short label of machine and build, for listings.
    package var machineFingerprint: String {
        "\(cpuModel) / \(cores) cores / \(buildConfiguration)"
    }
}
