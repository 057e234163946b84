import Foundation
import PinBenchKit
import PinBenchMeasurement

/// The regression gate: a candidate run against a baseline, case by case, per tier. Instructions,
/// allocations and ARC, and cost are deterministic: a change beyond the threshold is called (any new
/// count where the baseline had none). Time is judged over placements: a change needs Welch's t
/// significant after Holm's correction AND its whole 95% interval beyond the threshold; fewer than
/// `PlacementEstimate.minimumPlacements` is inconclusive.
/// Raw times count only between one host and build, ratios to `manual` within one host; across hosts
/// time is left out unless asked for, then judged against the baseline moved by the new host's prices.
/// Only tiers both files have are judged; a comparison judging none does not pass.
package struct GateSettings: Codable, Sendable, Equatable {
    /// The time tier between runs of two hosts (`HostComparison`).
    package enum AcrossHosts: String, Codable, Sendable, CaseIterable {
        /// Left out, said why: the counts decide.
        case skip
        /// Judged against the baseline moved to the new host's prices (`PricePair`).
        case predict
    }

    package var instructionThreshold = 0.01
    /// Relative change of allocations, allocated bytes and retains + releases that is called (0: any).
    package var counterThreshold = 0.0
    /// Relative change of estimated cycles (`CostModel`) that is called.
    package var costThreshold = 0.01
    package var timeThreshold = 0.05
    package var alpha = 0.01
    package var tiers = GateTier.unasked
    /// Tiers asked for (`--tier`) are refused rather than left out when a file lacks them.
    package var tiersAsked = false
    package var failOnImprovement = false
    package var allowMissing = false
    /// What the time tier does when the two runs come from different hosts.
    package var acrossHosts = AcrossHosts.skip
    /// Per-case overrides of the thresholds above.
    package var thresholds: GateThresholds?

    package init() {}
}

/// One case's measurements for the gate: per placement time and ratio, and its counters.
package struct GateObservation: Sendable {
    package var name: String
    package var strategy: StrategyName
    /// The case's scenario, which joins it to `manual`'s case of the same scenario.
    package var scenario: ScenarioKey?
    /// Each placement's median time (ns per pass), in placement order; empty when not timed.
    var timePlacements: [Double]
    /// Each placement's median per-round ratio to `manual`'s time; empty for `manual` or without it.
    var manualRatioPlacements: [Double]
    /// The function-order allowance of the run's placements (0: each ran its own order).
    package var allowance: Double
    /// A baseline moved to another host's prices (`HostChange.moved`): the standard deviation, on the
    /// log scale, of the prediction's own error, allowed for in its ratio to manual; 0 otherwise.
    var predictionAllowance = 0.0
    package var counts: Counts

    package init(name: String, strategy: StrategyName, timePlacements: [Double], manualRatioPlacements: [Double], allowance: Double = 0,
                 counts: Counts = [:]) {
        self.name = name
        self.strategy = strategy
        self.timePlacements = timePlacements
        self.manualRatioPlacements = manualRatioPlacements
        self.allowance = allowance
        self.counts = counts
    }

    /// One observation per case of a results document (ratios to manual from the same rounds).
    package static func all(_ document: ResultsDocument) -> [GateObservation] {
        let manualName = StrategyName(ManualStrategy.self)
        let manualByScenario = Dictionary(document.cases.filter { $0.strategy == manualName }.map { ($0.scenario, $0) },
                                          uniquingKeysWith: { first, _ in first })
        return document.cases.map { result in
            let manual = manualByScenario[result.scenario]
            let ratios = manual.map { manual in
                result.strategy == manualName ? [] : zip(result.samples, manual.samples).map { $0 / $1 }
            } ?? []
            var observation = GateObservation(name: result.name, strategy: result.strategy,
                                   timePlacements: document.placementMedians(result.samples, scenario: result.scenario),
                                   manualRatioPlacements: document.placementMedians(ratios, scenario: result.scenario),
                                   allowance: FunctionOrderAllowance.judging(recorded: document.functionOrderAllowance),
                                   counts: result.counts)
            observation.scenario = result.scenario
            return observation
        }
    }
}

extension ResultsDocument {
    /// `values` as each placement's median, rounds per placement from the scenario's ratios.
    func placementMedians(_ values: [Double], scenario: ScenarioKey) -> [Double] {
        guard !values.isEmpty else { return [] }
        let recorded = cases.lazy.filter { $0.scenario == scenario }.compactMap { $0.ratio?.placements?.compactMap(\.rounds) }
            .first { $0.count == self.placementCount && $0.reduce(0, +) == values.count }
        let rounds = recorded ?? (values.count % placementCount == 0 ? Array(repeating: values.count / placementCount, count: placementCount) : [values.count])
        var start = 0
        return rounds.map { count in
            defer { start += count }
            return Statistics.median(Array(values[start..<(start + count)]))
        }
    }
}

extension GateObservation {
    /// Untimed observations of a plan: instructions when counted, and one pass's counts.
    package static func deterministic(_ plan: [PlannedScenario], instructions: InstructionCounts?) -> [GateObservation] {
        plan.flatMap { planned in
            let counts = PassCounter.counts(planned)
            return planned.strategies.map { strategy in
                let name = BenchmarkCase.name(strategy: strategy.name, scenario: planned.scenario)
                let instructionCounts = instructions?.counts(of: name, scenario: ScenarioKey(planned.scenario)) ?? [:]
                var observation = GateObservation(name: name, strategy: StrategyName(strategy), timePlacements: [], manualRatioPlacements: [],
                                       counts: CostModel.completing((counts[StrategyName(strategy)] ?? [:]).merging(instructionCounts) { first, _ in first }))
                observation.scenario = ScenarioKey(planned.scenario)
                return observation
            }
        }
    }
}

package enum Change: String, Codable, Sendable, Hashable, CaseIterable {
    case regression, improvement, unchanged
    /// Undecided: no interval, one across the threshold, or beyond it with p missing alpha.
    case inconclusive
}

/// One figure of one case compared.
package struct FigureComparison: Codable, Sendable, Equatable {
    package var old: Double
    package var new: Double
    /// new / old − 1.
    package var relativeChange: Double
    /// Welch's two-sided p-value over the placements (statistical figures only).
    package var p: Double?
    /// `p` after Holm's correction over the comparison's time figures (what decides).
    var adjustedP: Double?
    /// 95% interval of `relativeChange` (statistical figures only).
    package var changeInterval: Statistics.Interval?
    package var change: Change
    /// False when the figure is shown for information but does not decide the verdict.
    package var counts: Bool
    /// The placements per side that would decide it with 80% power (`PlacementAdvice`).
    package var roundsNeeded: Int?
    /// True when the allowance alone keeps it undecided at any count of placements.
    package var needsRelinking: Bool?
    /// What the change's interval is made of (statistical figures with an interval only).
    package var precision: PlacementPrecision?
    /// The threshold this figure was judged with (the case's own, from a thresholds file, or the global one).
    package var threshold: Double?

    package init(old: Double, new: Double, relativeChange: Double, p: Double?, change: Change, counts: Bool, roundsNeeded: Int? = nil,
                 threshold: Double? = nil) {
        (self.old, self.new, self.relativeChange, self.p, self.change) = (old, new, relativeChange, p, change)
        (self.counts, self.roundsNeeded, self.threshold) = (counts, roundsNeeded, threshold)
    }

    /// Where the change's interval stands against ± the threshold (nil without an interval).
    package func standing(_ settings: GateSettings) -> Standing? {
        changeInterval.map { Standing(change: $0, band: threshold ?? settings.timeThreshold) }
    }

    /// For an inconclusive figure whose placements each ran their own function order: how far one
    /// order moves it (± the 95% range of one placement) when that alone exceeds the threshold; else nil.
    var layoutSensitivity: Double? {
        guard change == .inconclusive, changeInterval != nil, let precision, precision.allowance == 0, precision.functionOrders,
              precision.placements > 1, let band = threshold else { return nil }
        let oneOrder = exp(StudentT.quantile((1 + PlacementEstimate.confidence) / 2, degreesOfFreedom: Double(precision.placements - 1))
            * precision.spread) - 1
        return oneOrder > band ? oneOrder : nil
    }

    /// Sets the advice of an inconclusive figure with an interval (`PlacementAdvice`); clears it otherwise.
    mutating func advise(_ settings: GateSettings) {
        guard let precision, changeInterval != nil else { return }
        (roundsNeeded, needsRelinking) = (nil, nil)
        guard change == .inconclusive else { return }
        switch PlacementAdvice(logChange: log1p(relativeChange), band: threshold ?? settings.timeThreshold, precision: precision) {
        case .placements(let count): roundsNeeded = count
        case .needsRelinking: needsRelinking = true
        }
    }
}

package struct CaseComparison: Codable, Sendable {
    package var name: String
    /// Each gated counter compared (`Counter.all` with a judged tier), by counter.
    package var counters: [CounterID: FigureComparison] = [:]
    package var time: FigureComparison?
    package var ratioToManual: FigureComparison?

    init(name: String) {
        self.name = name
    }

    /// The counted figures' worst change: a regression, else inconclusive, else an improvement.
    package var change: Change {
        let counted = (Array(counters.values) + [time, ratioToManual].compactMap { $0 }).filter(\.counts)
        for change in [Change.regression, .inconclusive, .improvement] where counted.contains(where: { $0.change == change }) {
            return change
        }
        return .unchanged
    }
}

package struct GateReport: Codable, Sendable {
    package var settings: GateSettings
    package var comparisons: [CaseComparison]
    /// Baseline cases the candidate lacks, and the reverse.
    package var missingCases: [String]
    var newCases: [String]
    /// Differences between the two runs' environments that limit the comparison.
    package var notes: [String]
    /// Cases the candidate could not measure because verification failed.
    package var unverifiedCases: [String]
    /// The tiers judged, left out and refused.
    package var tiers = TierChoice(GateSettings(), gaps: [])
    /// Welch's t on two files' placements, or Student's t on `ab`'s paired placements.
    package var timeTest = TimeTest.welch
    /// The looks the time tier's error rate is spent over (`ab`'s later placements); one elsewhere.
    package var timeSpending = LookSpending.single

    package enum TimeTest: String, Codable, Sendable {
        case welch = "Welch's t over placements"
        case pairedPlacements = "Student's t over paired placements"
    }

    package enum Verdict: String, Codable, Sendable {
        case pass, regression, improvementOnly, verificationFailure
        /// A tier asked for cannot be judged (`tiers.refused`).
        case refusedTier
        /// No tier could be judged: the two sides share none of the tiers of the settings.
        case nothingJudged
        /// Baseline cases are missing from the candidate (and `allowMissing` is off).
        case missingCases
        /// No regression, but some case could not be judged: too few samples.
        case inconclusive
    }

    var regressions: [CaseComparison] { comparisons.filter { $0.change == .regression } }
    package var improvements: [CaseComparison] { comparisons.filter { $0.change == .improvement } }
    package var inconclusive: [CaseComparison] { comparisons.filter { $0.change == .inconclusive } }

    /// The placements per side that would decide every decidable inconclusive figure.
    package var roundsNeeded: Int? {
        undecidedTimeFigures.compactMap(\.roundsNeeded).max()
    }

    /// The counted time figures left inconclusive.
    var undecidedTimeFigures: [FigureComparison] {
        comparisons.flatMap { [$0.time, $0.ratioToManual] }.compactMap { $0 }.filter { $0.counts && $0.change == .inconclusive }
    }

    package var verdict: Verdict {
        if !tiers.refused.isEmpty { return .refusedTier }
        if tiers.judged.isEmpty { return .nothingJudged }
        if !unverifiedCases.isEmpty { return .verificationFailure }
        if !missingCases.isEmpty && !settings.allowMissing { return .missingCases }
        if !regressions.isEmpty { return .regression }
        if !inconclusive.isEmpty { return .inconclusive }
        if !improvements.isEmpty && settings.failOnImprovement { return .improvementOnly }
        return .pass
    }
}

package enum Gate {
    /// Compares `candidate` with `baseline` by case name on the tiers not ruled out.
    package static func compare(baseline: [GateObservation], candidate: [GateObservation], settings: GateSettings,
                               timesComparable: Bool, sameBuild: Bool = true, notes: [String] = [], unverifiedCases: [String] = [],
                               gaps: [TierGap] = []) -> GateReport {
        let tiers = TierChoice(settings, gaps: gaps + TierGap.missingFigures(baseline, role: "baseline")
            + TierGap.missingFigures(candidate, role: "candidate"))
        let judgesRawTime = timesComparable
        var comparisons: [CaseComparison] = []
        let baselineByName = Dictionary(baseline.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for new in candidate {
            guard let old = baselineByName[new.name] else { continue }
            var comparison = CaseComparison(name: new.name)
            let settings = settings.thresholds?.settings(settings, for: new.name) ?? settings
            for counter in Counter.all {
                guard let tier = counter.tier, tiers.judged.contains(tier),
                      let before = old.counts[counter.id], let after = new.counts[counter.id] else { continue }
                comparison.counters[counter.id] = deterministic(old: Double(before), new: Double(after), threshold: settings.threshold(tier),
                                                                higherIsWorse: counter.higherIsWorse)
            }
            if tiers.judged.contains(.time) {
                let allowance = sameBuild ? 0 : (old.allowance * old.allowance + new.allowance * new.allowance).squareRoot()
                comparison.time = statistical(old.timePlacements, new.timePlacements, allowance: allowance, settings, counts: judgesRawTime)
                // `manual` itself, or a file without `manual`, has no ratios: nothing to compare there.
                if !old.manualRatioPlacements.isEmpty && !new.manualRatioPlacements.isEmpty {
                    let predicted = (allowance * allowance + old.predictionAllowance * old.predictionAllowance).squareRoot()
                    comparison.ratioToManual = statistical(old.manualRatioPlacements, new.manualRatioPlacements, allowance: predicted,
                                                           settings, counts: true)
                }
            }
            comparisons.append(comparison)
        }
        correctForMultipleComparisons(&comparisons, settings)
        let candidateNames = Set(candidate.map(\.name))
        let baselineNames = Set(baseline.map(\.name))
        return GateReport(settings: settings, comparisons: comparisons,
                          missingCases: baseline.map(\.name).filter { !candidateNames.contains($0) },
                          newCases: candidate.map(\.name).filter { !baselineNames.contains($0) },
                          notes: notes, unverifiedCases: unverifiedCases, tiers: tiers)
    }

    /// Two whole results documents; notes where their environments differ, and whether raw times are judged.
    package static func compare(baseline: ResultsDocument, candidate: ResultsDocument, settings: GateSettings,
                               gaps: [TierGap] = []) -> GateReport {
        compare(baseline: GateObservation.all(baseline), candidate: GateObservation.all(candidate), settings: settings,
                environments: (baseline.environment, candidate.environment), unverifiedCases: candidate.unverifiedCases, gaps: gaps,
                prices: PricePair(old: baseline, new: candidate), predictionSpread: baseline.timeDecomposition?.accuracy.first?.logSpread)
    }

    /// Observations of two runs, raw times judged only on one host and build.
    package static func compare(baseline: [GateObservation], candidate: [GateObservation], settings: GateSettings,
                               environments: (old: EnvironmentInfo, new: EnvironmentInfo), unverifiedCases: [String],
                               gaps: [TierGap], prices: PricePair? = nil, predictionSpread: Double? = nil) -> GateReport {
        let hosts = HostComparison(environments.old, environments.new)
        let differences = EnvironmentInfo.rawTimeDifferences(environments.old, environments.new)
        var baseline = baseline
        var gaps = gaps
        var notes = environmentNotes(environments.old, environments.new)
        if !hosts.sameHost {
            var change = HostChange(hosts: hosts, prices: prices, baseline: baseline)
            change.spread = predictionSpread
            notes.append(change.note(settings))
            if settings.judgesTimeAcrossHosts, let moved = change.moved(baseline) {
                baseline = moved
            } else {
                gaps.append(TierGap(.time, .hostsDiffer, change.gapReason(settings)))
            }
        }
        var report = compare(baseline: baseline, candidate: candidate, settings: settings, timesComparable: differences.isEmpty,
                             sameBuild: EnvironmentInfo.buildDifferences(environments.old, environments.new).isEmpty,
                             notes: notes, unverifiedCases: unverifiedCases, gaps: gaps)
        if report.tiers.judged.contains(.time), let note = rawTimeNote(differences) { report.notes.append(note) }
        return report
    }

    /// A line on raw times when hosts or builds differ: shown, not judged.
    static func rawTimeNote(_ differences: [String]) -> String? {
        guard !differences.isEmpty else { return nil }
        return "raw time not judged: hosts or builds differ (\(differences.joined(separator: "; "))); the ratios to manual, measured "
            + "within each run, decide the time tier"
    }

    /// A count changed by at least `threshold`, or new where the baseline had none.
    static func deterministic(old: Double, new: Double, threshold: Double, higherIsWorse: Bool = true) -> FigureComparison {
        let change = old == 0 ? (new == 0 ? 0 : 1) : new / old - 1
        let worse: Change = higherIsWorse ? .regression : .improvement
        let better: Change = higherIsWorse ? .improvement : .regression
        let verdict: Change = if new == old { .unchanged } else if old == 0 || change >= threshold { worse }
            else if change <= -threshold { better } else { .unchanged }
        return FigureComparison(old: old, new: new, relativeChange: change, p: nil, change: verdict, counts: true, threshold: threshold)
    }

    /// One time figure over placements, decided on its own p-value (Holm decides again).
    static func statistical(_ old: [Double], _ new: [Double], allowance: Double, _ settings: GateSettings, counts: Bool) -> FigureComparison {
        let before = old.isEmpty ? 0 : PlacementEstimate(old).center
        let after = new.isEmpty ? 0 : PlacementEstimate(new).center
        guard !old.isEmpty, !new.isEmpty else {
            return FigureComparison(old: before, new: after, relativeChange: 0, p: nil, change: .inconclusive, counts: counts,
                                    roundsNeeded: PlacementEstimate.minimumPlacements)
        }
        let placed = PlacementChange(old: old, new: new, allowance: allowance)
        var figure = FigureComparison(old: before, new: after, relativeChange: placed.change, p: placed.p, change: .inconclusive,
                                      counts: counts, threshold: settings.timeThreshold)
        guard let p = placed.p, let interval = placed.interval else {
            figure.roundsNeeded = PlacementEstimate.minimumPlacements
            return figure
        }
        figure.changeInterval = interval
        figure.precision = placed.precision
        decide(&figure, p: p, settings)
        return figure
    }

    /// The rule of every time figure: `unchanged` only when the interval lies within ± the threshold; a
    /// change when wholly beyond with `p` < alpha after Holm; else `inconclusive`.
    package static func decide(_ figure: inout FigureComparison, p: Double, _ settings: GateSettings) {
        guard let standing = figure.standing(settings) else { return }
        figure.change = switch standing {
        case .same: .unchanged
        case .slower where p < settings.alpha: .regression
        case .faster where p < settings.alpha: .improvement
        default: .inconclusive
        }
        figure.advise(settings)
    }

    /// Holm's correction over every time figure: 250 figures at alpha 0.01 would false-alarm 9 runs in
    /// 10.
    package static func correctForMultipleComparisons(_ comparisons: inout [CaseComparison], _ settings: GateSettings) {
        let paths: [WritableKeyPath<CaseComparison, FigureComparison?>] = [\.time, \.ratioToManual]
        var tested: [(index: Int, path: WritableKeyPath<CaseComparison, FigureComparison?>, p: Double)] = []
        for (index, comparison) in comparisons.enumerated() {
            for path in paths {
                if let figure = comparison[keyPath: path], figure.counts, let p = figure.p { tested.append((index, path, p)) }
            }
        }
        let adjusted = Statistics.holmAdjusted(tested.map(\.p))
        for (test, p) in zip(tested, adjusted) {
            comparisons[test.index][keyPath: test.path]?.adjustedP = p
            decide(&comparisons[test.index][keyPath: test.path]!, p: p, settings)
        }
    }

    /// What else differs between two environments that matters for comparing them.
    package static func environmentNotes(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        var notes: [String] = []
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

extension GateSettings {
    /// The relative change a figure of `tier` must reach to be called.
    func threshold(_ tier: GateTier) -> Double {
        switch tier {
        case .instructions: instructionThreshold
        case .allocations, .arc: counterThreshold
        case .cost: costThreshold
        case .time: timeThreshold
        }
    }

    /// Time is judged across hosts, against the prediction: `acrossHosts` `.predict`, or time asked for.
    var judgesTimeAcrossHosts: Bool { acrossHosts == .predict || tiersAsked && tiers.contains(.time) }
}
