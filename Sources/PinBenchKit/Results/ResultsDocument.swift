import Foundation

/// PinBench's own results format (`results/latest.json`, baselines): versioned, with the environment,
/// the settings, every sample and the derived statistics. Google Benchmark JSON, CSV, Markdown and
/// SVG are rendered from it.
public struct ResultsDocument: Codable, Sendable {
    public static let schemaName = "pinbench.results"
    /// Bumped whenever a field changes meaning or disappears, or a file without a new field must be
    /// told apart from one where it could not be measured; readers refuse versions they do not know.
    /// 2 added `retainsPerPass`, `releasesPerPass` and `unavailableCounters`; 3 added `layouts`, the
    /// per-layout ratios and the verdict of every ratio (`RatioSummary`), and the host facts; 4 keyed
    /// every counter by its id (`CaseResult.counts`, `unavailableCounters`) instead of one field each.
    public static let currentSchemaVersion = 4
    /// Versions `load` reads (`ResultsUpgrade` turns 1-3 into 4). A version 1 file is read as one
    /// whose retain/release counts were not recorded (`unavailableCounters` says so); a version 1 or 2
    /// file as a one-layout run without host facts, its verdicts taken from each ratio's one interval.
    public static let readableSchemaVersions = 1...currentSchemaVersion

    public var schema = Self.schemaName
    public var schemaVersion = Self.currentSchemaVersion
    public var environment: EnvironmentInfo
    public var settings: MeasurementSettings
    public var cases: [CaseResult]
    /// The frame reset's cost per scenario (subtracted from every case of that scenario).
    public var resets: [ResetResult]
    /// Per series and strategy, the asymptotic fits of time per pass against depth.
    public var complexity: [SeriesComplexity]
    /// Per series, where each strategy's curve crosses the reference strategy's.
    public var crossovers: [SeriesCrossover]
    /// Cases not timed because verification found an unexplained difference (names).
    public var unverifiedCases: [String]
    /// Wall time of the whole run.
    public var elapsedSeconds: Double
    /// Counters that could not be had in this run, with the reason. A counter that was not asked for
    /// (instructions without --instructions) is simply absent from the cases.
    public var unavailableCounters: [CounterID: String]
    /// The code layouts of a `run --layouts K` run, one child process each, in order; nil for a run
    /// measured in one process (one layout).
    public var layouts: [LayoutRecord]? = nil
    /// The placement factors the layouts varied (`run --vary`; function order varies where the records
    /// have a `linkSeed`), in `LayoutFactor.allCases` order; the others were held at layout 0's. Nil
    /// for a one-layout run and in files written before `--vary`, whose layouts varied every factor.
    /// Optional, so no version bump.
    public var layoutFactors: [LayoutFactor]? = nil
    /// The gate tiers this file can judge as a baseline (`tiersItCanJudge`: the figures it has, and
    /// time only with enough rounds for its cases), refreshed whenever the file is written; nil in
    /// files written before it was recorded (then derived when needed).
    public var judgeableTiers: [GateTier]? = nil
    /// In a `pin-bench merge` file, every run pooled (this document's own fields are the first run's)
    /// and the verdicts per host and across hosts; nil in a file of one run. Optional, so no version
    /// bump: a file without it is a run of one host, and one with it reads, field for field, as its
    /// first run in a pin-bench that does not know it.
    public var hosts: HostPool? = nil

    public init(environment: EnvironmentInfo, settings: MeasurementSettings, cases: [CaseResult], resets: [ResetResult],
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

    /// How many code layouts the times come from.
    public var layoutCount: Int { layouts?.count ?? 1 }

    /// The placement factors the layouts varied: `layoutFactors`, every factor when it is absent.
    public var variedFactors: [LayoutFactor] { layoutFactors ?? LayoutFactor.allCases }

    /// The series whose scenarios read every predecessor (fan-in `all`): the list strategies' work per
    /// pass grows as N², so their ratios are of another kind than the other series'.
    public var quadraticSeries: Set<String> {
        Set(cases.filter { (try? Scenario(spec: $0.scenario))?.fanIn == .all }.map(\.series))
    }

    /// The strategies in the order they appear.
    public var strategies: [String] {
        var seen: [String] = []
        for result in cases where !seen.contains(result.strategy) { seen.append(result.strategy) }
        return seen
    }

    /// The series in the order they appear.
    public var series: [String] {
        var seen: [String] = []
        for result in cases where !seen.contains(result.series) { seen.append(result.series) }
        return seen
    }

    public func result(strategy: String, series: String, depth: Int) -> CaseResult? {
        cases.first { $0.strategy == strategy && $0.series == series && $0.depth == depth }
    }
}

/// One strategy on one scenario.
public struct CaseResult: Codable, Sendable {
    /// `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>`, or for an app screen
    /// `BM_App/<strategy>/screen:<name>/count:<N>/hidden:<pattern>`.
    public var name: String
    public var strategy: String
    public var series: String
    /// The scenario's spec (`pin-bench verify --scenario` accepts it).
    public var scenario: String
    /// Views laid out per pass: the chain's depth, or an app scenario's instances × views per screen.
    public var depth: Int
    public var passesPerSample: Int
    /// Nanoseconds per pass, one per round, with the frame reset subtracted.
    public var samples: [Double]
    /// Nanoseconds per pass including the reset, as measured.
    public var rawSamples: [Double]
    /// Thread CPU nanoseconds per pass, with the reset's median CPU time subtracted.
    public var cpuSamples: [Double]
    public var stats: SampleSummary
    /// Median nanoseconds per pass divided by the depth.
    public var nanosecondsPerView: Double
    /// Per-round time ratio to the reference strategy (nil for the reference itself or without one).
    public var ratio: RatioSummary?
    /// Each counter of one steady-state pass (`Counter.all`); a counter absent was not counted (see
    /// `ResultsDocument.unavailableCounters`, or not asked for: instructions without --instructions).
    public var counts: Counts
    /// How the strategy's frames compared with the reference.
    public var verification: CaseVerification
    /// Why the case's scenario stopped taking rounds (precision-targeted sampling); nil after fixed rounds.
    public var sampling: SamplingRecord?

    /// `counter`'s value per view (nil when not counted, or a level such as memory, which does not add up over views).
    public func perView(_ counter: Counter) -> Double? {
        guard counter.scope == .perPass else { return nil }
        return counts[counter.id].map { Double($0) / Double(depth) }
    }
}

/// The paired ratio of a case to the reference, one ratio per round, and its verdict.
public struct RatioSummary: Codable, Sendable, Equatable {
    public var reference: String
    public var median: Double
    /// 95% bootstrap interval of the median ratio.
    public var interval: Statistics.Interval
    /// One ratio per round; with several layouts, each layout's rounds in turn, in layout order.
    public var ratios: [Double]
    /// Each layout's median and interval, in layout order; nil for a one-layout run.
    public var layouts: [LayoutRatio]?
    /// The smallest and largest of the layouts' medians; nil for a one-layout run.
    public var layoutRange: Statistics.Interval?
    /// `TimeVerdict` over the layouts' intervals (the one interval of a one-layout run).
    public var verdict: TimeVerdict

    /// One layout's ratios. Their interval is the 95% bootstrap interval of the median after fixed
    /// rounds; after precision-targeted sampling (`sampling`), the distribution-free interval at the
    /// stopping look's level, whose coverage holds under the stopping rule (`SamplingDesign`).
    public init(reference: String, ratios: [Double], seed: UInt64, sampling: SamplingRecord? = nil) {
        self.reference = reference
        self.ratios = ratios
        median = Statistics.median(ratios)
        interval = sampling.flatMap { Statistics.medianOrderInterval(ratios, confidence: $0.perLookConfidence) }
            ?? Statistics.bootstrapMedianInterval(ratios, seed: seed)
        verdict = TimeVerdict(intervals: [interval])!
    }

    /// The ratios of several layouts, pooled for `median` and `interval`, each kept for the verdict.
    public init(reference: String, layouts parts: [RatioSummary], seed: UInt64) {
        precondition(!parts.isEmpty, "a ratio of no layouts")
        self.init(reference: reference, ratios: parts.flatMap(\.ratios), seed: seed)
        layouts = parts.map { LayoutRatio(median: $0.median, interval: $0.interval, rounds: $0.ratios.count) }
        layoutRange = Statistics.Interval(lower: parts.map(\.median).min()!, upper: parts.map(\.median).max()!)
        verdict = TimeVerdict(intervals: parts.map(\.interval))!
    }

    /// Every layout's interval: the one interval of a one-layout run.
    public var layoutIntervals: [Statistics.Interval] { layouts?.map(\.interval) ?? [interval] }

    /// The ratios of each layout: `ratios` cut at each layout's rounds (equal runs of rounds in files
    /// that do not record them, which had fixed rounds).
    public func ratiosByLayout() -> [[Double]] {
        guard let layouts else { return [ratios] }
        var start = 0
        return layouts.map { layout in
            let rounds = layout.rounds ?? ratios.count / layouts.count
            defer { start += rounds }
            return Array(ratios[start..<(start + rounds)])
        }
    }

    enum CodingKeys: String, CodingKey {
        case reference, median, interval, ratios, layouts, layoutRange, verdict
    }

    /// Files before schema 3 have no verdict: it is the rule applied to their one interval.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reference = try container.decode(String.self, forKey: .reference)
        median = try container.decode(Double.self, forKey: .median)
        interval = try container.decode(Statistics.Interval.self, forKey: .interval)
        ratios = try container.decode([Double].self, forKey: .ratios)
        layouts = try container.decodeIfPresent([LayoutRatio].self, forKey: .layouts)
        layoutRange = try container.decodeIfPresent(Statistics.Interval.self, forKey: .layoutRange)
        verdict = try container.decodeIfPresent(TimeVerdict.self, forKey: .verdict)
            ?? TimeVerdict(intervals: layouts?.map(\.interval) ?? [interval])!
    }
}

/// One layout's median paired ratio and its 95% bootstrap interval.
public struct LayoutRatio: Codable, Sendable, Equatable {
    public var median: Double
    public var interval: Statistics.Interval
    /// The layout's rounds (they differ between layouts with precision-targeted sampling); nil in
    /// files before it, whose layouts all had the same rounds.
    public var rounds: Int?
}

/// One code layout of a `run --layouts K` run: where its placement differed, and what it recorded.
public struct LayoutRecord: Codable, Sendable, Equatable {
    public var placement: LayoutPlacement
    /// Whether randomization was off in that child (false expected, true when `run --vary` held ASLR;
    /// nil when unknown).
    public var addressRandomizationOff: Bool?
    /// The child's wall time, start to end.
    public var elapsedSeconds: Double
    /// The lld `--shuffle-sections` seed of the binary the layout ran (`run --code-layouts`); nil for
    /// the default link.
    public var linkSeed: UInt64?

    public init(placement: LayoutPlacement, addressRandomizationOff: Bool?, elapsedSeconds: Double, linkSeed: UInt64? = nil) {
        self.placement = placement
        self.addressRandomizationOff = addressRandomizationOff
        self.elapsedSeconds = elapsedSeconds
        self.linkSeed = linkSeed
    }
}

public struct ResetResult: Codable, Sendable {
    public var scenario: String
    public var series: String
    public var depth: Int
    public var medianNanoseconds: Double
    /// Median thread CPU time of one reset, ns.
    public var medianCPUNanoseconds: Double
    public var instructions: Int?
}

public struct SeriesComplexity: Codable, Sendable {
    public var series: String
    public var strategy: String
    /// Best fit first.
    public var fits: [ComplexityFit]

    /// The class the fits support: the best one when it fits within `ComplexityFit.maximumRMS` and the
    /// runner-up is at least `decisiveFactor` times worse; nil (the reports' "–") otherwise.
    public var best: ComplexityFit? {
        guard let first = fits.first, first.rms <= ComplexityFit.maximumRMS else { return nil }
        guard fits.count > 1 else { return first }
        return fits[1].rms >= ComplexityFit.decisiveFactor * first.rms ? first : nil
    }
}

public struct SeriesCrossover: Codable, Sendable {
    public var series: String
    public var crossover: Crossover
}

/// Where and how a run was made.
public struct EnvironmentInfo: Codable, Sendable, Equatable {
    public var date: String
    public var hostName: String
    public var cpuModel: String
    public var cpuMHz: Int
    public var cores: Int
    public var kernel: String
    public var swiftVersion: String
    /// "release" or "debug" (the build configuration of pin-bench itself).
    public var buildConfiguration: String
    public var gitCommit: String
    public var gitDirty: Bool
    public var commandLine: String
    public var loadAverage: [Double]
    /// Whether address-space layout randomization was off for the run (nil: unknown, or a file
    /// written before PinBench recorded it).
    public var addressRandomizationOff: Bool?
    /// Microcode, governor, boost, SMT siblings, pinning and CPU time during the run (nil in files
    /// before schema 3).
    public var host: HostFacts?

    /// A short label of the machine and build, for listings (what must match for raw times to be
    /// compared is `EnvironmentInfo.rawTimeDifferences`).
    public var machineFingerprint: String {
        "\(cpuModel) / \(cores) cores / \(buildConfiguration)"
    }
}
