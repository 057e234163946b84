import Foundation
import PinBenchKit

/// PinBench's own results format (`results/latest.json`, baselines): versioned, with the environment,
/// the settings, every sample and the derived statistics. Google Benchmark JSON, CSV, Markdown and
/// SVG are rendered from it.
package struct ResultsDocument: Codable, Sendable {
    package static let schemaName = "pinbench.results"
    /// Bumped whenever a field changes meaning or disappears, or a file without a new field must be
    /// told apart from one where it could not be measured; readers refuse versions they do not know.
    /// 2 added `retainsPerPass`, `releasesPerPass` and `unavailableCounters`; 3 added `placements` (the
    /// placements), the per-placement ratios and the verdict of every ratio (`RatioSummary`), and the host facts; 4 keyed
    /// every counter by its id (`CaseResult.counts`, `unavailableCounters`) instead of one field each;
    /// 5 made a ratio's `median`, `interval` and `verdict` those of the mean over placements
    /// (`PlacementEstimate`; no interval below its minimum of placements) and added
    /// `functionOrderAllowance`; 6 added the host's identity (CPU family, caches, mitigations,
    /// hypervisor) and prices (`HostFacts.prices`) and the run's `timeDecomposition`.
    package static let currentSchemaVersion = 6
    /// Versions `load` reads (`ResultsUpgrade` turns 1-4 into 5). A version 1 file is read as one
    /// whose retain/release counts were not recorded (`unavailableCounters` says so); a version 1 or 2
    /// file as a one-placement run without host facts; the ratios of versions 1-4 are judged again
    /// over their placements, as version 5 judges them.
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
    /// Wall time of the measurement: instructions, verification, calibration and timing (not the
    /// building of relinked binaries, `buildSeconds`).
    package var elapsedSeconds: Double
    /// Counters that could not be had in this run, with the reason. A counter that was not asked for
    /// (instructions without --instructions) is simply absent from the cases.
    package var unavailableCounters: [CounterID: String]
    /// The placements of a run over placements (`run --placements K`), one child process each, in
    /// order; nil for a run measured in one process.
    package var placements: [PlacementRecord]? = nil
    /// Wall time spent building and relinking the placements' binaries before measuring (the first
    /// function-sections build of a package takes minutes, later relinks about a second each); nil
    /// when none were built.
    package var buildSeconds: Double? = nil
    /// The function-order allowance the ratios' intervals carry (`FunctionOrderAllowance`): 0 when
    /// every placement ran its own function order; nil for a run of one placement, which has no interval.
    package var functionOrderAllowance: Double? = nil
    /// The placement factors the placements varied (`run --vary`; function order varies where the
    /// records have a `linkSeed`), in `PlacementFactor.allCases` order; the others were held at
    /// placement 0's. Nil for a one-placement run and in files written before `--vary`, whose
    /// placements varied every factor. Optional, so no version bump.
    var placementFactors: [PlacementFactor]? = nil
    /// The gate tiers this file can judge as a baseline (`tiersItCanJudge`: the figures it has, and
    /// time only with enough rounds for its cases), refreshed whenever the file is written; nil in
    /// files written before it was recorded (then derived when needed).
    package var judgeableTiers: [GateTier]? = nil
    /// In a `pin-bench merge` file, every run pooled (this document's own fields are the first run's)
    /// and the verdicts per host and across hosts; nil in a file of one run. Optional, so no version
    /// bump: a file without it is a run of one host, and one with it reads, field for field, as its
    /// first run in a pin-bench that does not know it.
    package var hosts: HostPool? = nil
    /// Where the time differences go: each ratio split into counts × this host's prices and what no
    /// count explains (`TimeDecomposition`); nil without counts to price, and in files before schema 6
    /// (`decomposition` derives it for them).
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
    /// `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>`, or for an app screen
    /// `BM_App/<strategy>/screen:<name>/count:<N>/hidden:<pattern>`.
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
    /// Each counter of one steady-state pass (`Counter.all`); a counter absent was not counted (see
    /// `ResultsDocument.unavailableCounters`, or not asked for: instructions without --instructions).
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

/// The paired ratio of a case to the reference, one ratio per round, and its verdict over the
/// placements (`PlacementEstimate`).
package struct RatioSummary: Codable, Sendable, Equatable {
    package var reference: String
    /// The centre of `interval`: the geometric mean over the placements of each placement's median
    /// paired ratio (with one placement, its median).
    package var median: Double
    /// The verdict's interval: the 95% interval of the mean over placements; nil with fewer than
    /// `PlacementEstimate.minimumPlacements` placements (not enough data).
    package var interval: Statistics.Interval?
    /// One ratio per round; with several placements, each placement's rounds in turn, in placement order.
    package var ratios: [Double]
    /// Each placement's median and the interval of its own rounds (which describes that process
    /// only), in placement order; nil in files before schema 5 that had one placement.
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

    /// The ratios of one placement (one process). Their own interval, kept in `placements`, is the 95%
    /// bootstrap interval of the median after fixed rounds; after precision-targeted sampling
    /// (`sampling`), the distribution-free interval at the stopping look's level. One placement is
    /// not enough data for a verdict.
    package init(reference: String, ratios: [Double], seed: UInt64, sampling: SamplingRecord? = nil) {
        let own = sampling.flatMap { Statistics.medianOrderInterval(ratios, confidence: $0.perLookConfidence) }
            ?? Statistics.bootstrapMedianInterval(ratios, seed: seed)
        self.init(reference: reference, ratios: ratios,
                  placements: [PlacementRatio(median: Statistics.median(ratios), interval: own, rounds: ratios.count)], allowance: 0)
    }

    /// The ratios of several placements, judged over the placements' medians, the interval widened
    /// by `allowance` when the placements shared one function order (`FunctionOrderAllowance`).
    package init(reference: String, placements parts: [RatioSummary], allowance: Double) {
        precondition(!parts.isEmpty, "a ratio of no placements")
        self.init(reference: reference, ratios: parts.flatMap(\.ratios), placements: parts.flatMap { $0.placementRatios }, allowance: allowance)
    }

    /// The ratios, each placement's median and own interval, and the estimate over them.
    package init(reference: String, ratios: [Double], placements: [PlacementRatio], allowance: Double) {
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
    /// The placement's rounds (they differ between placements with precision-targeted sampling); nil
    /// in files before it, whose placements all had the same rounds.
    package var rounds: Int?
}

/// One placement of a run over placements: where it differed, and what it recorded.
package struct PlacementRecord: Codable, Sendable, Equatable {
    package var placement: ProcessPlacement
    /// Whether randomization was off in that child (false expected, true when `run --vary` held ASLR;
    /// nil when unknown).
    package var addressRandomizationOff: Bool?
    /// The child's wall time, start to end.
    package var elapsedSeconds: Double
    /// The lld `--shuffle-sections` seed of the binary the placement ran (`run --function-orders`);
    /// nil for this pin-bench's own binary.
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

    /// The class the fits support: the best one when it fits within `ComplexityFit.maximumRMS` and the
    /// runner-up is at least `decisiveFactor` times worse; nil (the reports' "–") otherwise.
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
    /// Whether address-space layout randomization was off for the run (nil: unknown, or a file
    /// written before PinBench recorded it).
    package var addressRandomizationOff: Bool?
    /// Microcode, governor, boost, SMT siblings, pinning and CPU time during the run (nil in files
    /// before schema 3).
    package var host: HostFacts?

    /// A short label of the machine and build, for listings (what must match for raw times to be
    /// compared is `EnvironmentInfo.rawTimeDifferences`).
    package var machineFingerprint: String {
        "\(cpuModel) / \(cores) cores / \(buildConfiguration)"
    }
}
