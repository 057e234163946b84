/// The regression gate: compares a candidate run with a baseline, case by case, on two tiers.
///
/// - Instructions (deterministic): instructions per pass from callgrind; a change of at least the
///   threshold (default 1%) is a regression or an improvement. Identical code gives identical counts.
/// - Time (statistical): a change is called only when the two-sided Mann–Whitney U test on the samples
///   is significant (p < alpha) AND the median changed by at least the noise threshold (default 5%).
///   Raw times count only when both runs come from the same machine and build; the machine-independent
///   figure — each strategy's time as a ratio to `manual` measured in the same round — always counts.
///   With too few samples for the test to reach `alpha` at all, the figure is `inconclusive`.
/// - Every baseline case must be in the candidate, unless `allowMissing`.
public struct GateSettings: Codable, Sendable, Equatable {
    public var instructionThreshold = 0.01
    public var timeThreshold = 0.05
    public var alpha = 0.01
    public var tiers: Set<GateTier> = [.instructions, .time]
    public var failOnImprovement = false
    public var allowMissing = false

    public init() {}
}

public enum GateTier: String, Codable, CaseIterable, Sendable {
    case instructions, time
}

/// What one case's measurements are, for the gate: raw time samples, per-round ratios to `manual`, and
/// instructions per pass, whichever a run has.
public struct GateObservation: Sendable {
    public var name: String
    public var strategy: String
    public var timeSamples: [Double]
    public var manualRatios: [Double]
    public var instructions: Int?

    /// One observation per case of a results document (ratios to manual from the same rounds).
    public static func all(_ document: ResultsDocument) -> [GateObservation] {
        document.cases.map { result in
            let manual = document.cases.first { $0.scenario == result.scenario && $0.strategy == ManualStrategy.name }
            let ratios = manual.map { manual in
                result.strategy == ManualStrategy.name ? [] : zip(result.samples, manual.samples).map { $0 / $1 }
            } ?? []
            return GateObservation(name: result.name, strategy: result.strategy, timeSamples: result.samples,
                                   manualRatios: ratios, instructions: result.instructionsPerPass)
        }
    }
}

extension GateObservation {
    /// Instruction-only observations of a plan (what `check --tier instructions` measures).
    public static func instructionsOnly(_ plan: [PlannedScenario], _ counts: InstructionCounts) -> [GateObservation] {
        plan.flatMap { planned in
            planned.strategies.map { strategy in
                let name = BenchmarkCase.name(strategy: strategy.name, scenario: planned.scenario)
                return GateObservation(name: name, strategy: strategy.name, timeSamples: [], manualRatios: [],
                                       instructions: counts.perPass(of: name, scenario: planned.scenario))
            }
        }
    }
}

public enum Change: String, Codable, Sendable {
    case regression, improvement, unchanged
    /// Too few samples for the significance test to reach alpha, whatever the data.
    case inconclusive
}

/// One figure of one case compared.
public struct FigureComparison: Codable, Sendable, Equatable {
    public var old: Double
    public var new: Double
    /// new / old − 1.
    public var relativeChange: Double
    /// Two-sided Mann–Whitney p-value (statistical figures only).
    public var p: Double?
    public var change: Change
    /// False when the figure is shown for information but does not decide the verdict.
    public var counts: Bool
    /// For an inconclusive figure: the rounds each side needs for the test to be able to reach alpha.
    public var roundsNeeded: Int?
}

public struct CaseComparison: Codable, Sendable {
    public var name: String
    public var instructions: FigureComparison?
    public var time: FigureComparison?
    public var ratioToManual: FigureComparison?

    /// The counted figures' worst change: a regression, else inconclusive, else an improvement.
    public var change: Change {
        let counted = [instructions, time, ratioToManual].compactMap { $0 }.filter(\.counts)
        for change in [Change.regression, .inconclusive, .improvement] where counted.contains(where: { $0.change == change }) {
            return change
        }
        return .unchanged
    }
}

public struct GateReport: Codable, Sendable {
    public var settings: GateSettings
    public var comparisons: [CaseComparison]
    /// Baseline cases the candidate lacks, and the reverse.
    public var missingCases: [String]
    public var newCases: [String]
    /// Differences between the two runs' environments that limit the comparison.
    public var notes: [String]
    /// Cases the candidate could not measure because verification failed.
    public var unverifiedCases: [String]

    public enum Verdict: String, Codable, Sendable {
        case pass, regression, improvementOnly, verificationFailure
        /// Baseline cases are missing from the candidate (and `allowMissing` is off).
        case missingCases
        /// No regression, but some case could not be judged: too few samples.
        case inconclusive
    }

    public var regressions: [CaseComparison] { comparisons.filter { $0.change == .regression } }
    public var improvements: [CaseComparison] { comparisons.filter { $0.change == .improvement } }
    public var inconclusive: [CaseComparison] { comparisons.filter { $0.change == .inconclusive } }

    /// The rounds per side that would make every inconclusive figure decidable.
    public var roundsNeeded: Int? {
        comparisons.flatMap { [$0.time, $0.ratioToManual] }.compactMap { $0?.roundsNeeded }.max()
    }

    public var verdict: Verdict {
        if !unverifiedCases.isEmpty { return .verificationFailure }
        if !missingCases.isEmpty && !settings.allowMissing { return .missingCases }
        if !regressions.isEmpty { return .regression }
        if !inconclusive.isEmpty { return .inconclusive }
        if !improvements.isEmpty && settings.failOnImprovement { return .improvementOnly }
        return .pass
    }
}

public enum Gate {
    /// Compares `candidate` with `baseline` case by case (matched by name).
    public static func compare(baseline: [GateObservation], candidate: [GateObservation], settings: GateSettings,
                               timesComparable: Bool, notes: [String] = [], unverifiedCases: [String] = []) -> GateReport {
        var comparisons: [CaseComparison] = []
        for new in candidate {
            guard let old = baseline.first(where: { $0.name == new.name }) else { continue }
            var comparison = CaseComparison(name: new.name)
            if settings.tiers.contains(.instructions), let before = old.instructions, let after = new.instructions {
                comparison.instructions = deterministic(old: Double(before), new: Double(after), threshold: settings.instructionThreshold)
            }
            if settings.tiers.contains(.time) {
                comparison.time = statistical(old.timeSamples, new.timeSamples, settings, counts: timesComparable)
                // `manual` itself, or a file without `manual`, has no ratios: nothing to compare there.
                if !old.manualRatios.isEmpty && !new.manualRatios.isEmpty {
                    comparison.ratioToManual = statistical(old.manualRatios, new.manualRatios, settings, counts: true)
                }
            }
            comparisons.append(comparison)
        }
        let candidateNames = Set(candidate.map(\.name))
        let baselineNames = Set(baseline.map(\.name))
        return GateReport(settings: settings, comparisons: comparisons,
                          missingCases: baseline.map(\.name).filter { !candidateNames.contains($0) },
                          newCases: candidate.map(\.name).filter { !baselineNames.contains($0) },
                          notes: notes, unverifiedCases: unverifiedCases)
    }

    /// Two whole results documents; notes where their environments differ.
    public static func compare(baseline: ResultsDocument, candidate: ResultsDocument, settings: GateSettings) -> GateReport {
        let notes = environmentNotes(baseline.environment, candidate.environment)
        let sameMachine = baseline.environment.machineFingerprint == candidate.environment.machineFingerprint
        return compare(baseline: GateObservation.all(baseline), candidate: GateObservation.all(candidate), settings: settings,
                       timesComparable: sameMachine, notes: notes, unverifiedCases: candidate.unverifiedCases)
    }

    static func deterministic(old: Double, new: Double, threshold: Double) -> FigureComparison {
        let change = old == 0 ? (new == 0 ? 0 : 1) : new / old - 1
        let verdict: Change = change >= threshold ? .regression : change <= -threshold ? .improvement : .unchanged
        return FigureComparison(old: old, new: new, relativeChange: change, p: nil, change: verdict, counts: true)
    }

    static func statistical(_ old: [Double], _ new: [Double], _ settings: GateSettings, counts: Bool) -> FigureComparison {
        let before = old.isEmpty ? 0 : Statistics.median(old)
        let after = new.isEmpty ? 0 : Statistics.median(new)
        let change = before > 0 && !new.isEmpty ? after / before - 1 : 0
        guard MannWhitney.smallestPValue(old.count, new.count) < settings.alpha else {
            return FigureComparison(old: before, new: after, relativeChange: change, p: nil, change: .inconclusive, counts: counts,
                                    roundsNeeded: MannWhitney.samplesNeeded(alpha: settings.alpha))
        }
        let p = MannWhitney.test(old, new).p
        var verdict = Change.unchanged
        if p < settings.alpha && abs(change) >= settings.timeThreshold {
            verdict = change > 0 ? .regression : .improvement
        }
        return FigureComparison(old: before, new: after, relativeChange: change, p: p, change: verdict, counts: counts)
    }

    /// What differs between two environments in ways that matter for comparing them.
    public static func environmentNotes(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        var notes: [String] = []
        if old.machineFingerprint != new.machineFingerprint {
            notes.append("different machines or builds (\(old.machineFingerprint) vs \(new.machineFingerprint)): raw times are shown but not "
                + "judged; the ratios to manual (same-run, machine-independent) decide the time tier")
        }
        if let before = old.addressRandomizationOff, let after = new.addressRandomizationOff, before != after {
            notes.append("address-space randomization was \(before ? "off" : "on") for the baseline and \(after ? "off" : "on") now: "
                + "separate runs with it on differ by several per cent in time on their own (see PIN_BENCH_KEEP_ASLR)")
        }
        if old.swiftVersion != new.swiftVersion {
            notes.append("different Swift toolchains (\(old.swiftVersion) vs \(new.swiftVersion)): instruction counts depend on the compiler")
        }
        if let hosts = EnvironmentInfo.hostDifferences(old, new) { notes.append(hosts) }
        return notes
    }
}
