import Foundation

/// `pin-bench ab`: two builds measured on the same machine at the same time. Each side's counts
/// (allocations, retains/releases, instructions) come from one `run` of it; its times come from
/// `ABSchedule`'s visits, each pairing one OLD and one NEW figure measured within milliseconds of each
/// other, so that drift of the host cancels in their ratio.
package struct ABComparison: Sendable {
    /// OLD's and NEW's results, each case's samples replaced by its per-visit times (ns per pass) when
    /// the cases were timed.
    package var old: ResultsDocument
    package var new: ResultsDocument
    /// Per case, NEW ÷ OLD of each visit, with its median and interval (none when not timed); with
    /// several code layouts, every layout's visits pooled.
    package var pairedRatios: [PairedRatio]
    /// The largest drift of any code layout's run.
    package var drift: Drift
    /// Per code layout (`ab --code-layouts K`): its link seed and its own paired ratios, on which its
    /// verdicts stand; one entry for the binaries as given, none when not timed.
    package var layouts: [Layout]
    /// The looks the visits were taken in, whose per-look level every interval and p-value is judged
    /// at (`ABRun.design`).
    package var design: SamplingDesign

    /// One code layout's visits: OLD and NEW linked with `linkSeed` (nil: as given).
    package struct Layout: Codable, Sendable {
        package var linkSeed: UInt64?
        package var pairedRatios: [PairedRatio]
        package var drift: Drift
    }

    package struct PairedRatio: Codable, Sendable {
        package var name: String
        package var median: Double
        /// The distribution-free interval of the median ratio at the design's per-look level (95%
        /// over all its looks); the range of the ratios when they are too few for one.
        package var interval: Statistics.Interval
        package var ratios: [Double]
    }

    /// How much the host moved during the comparison, and how much of it the pairing left.
    package struct Drift: Codable, Sendable, Equatable {
        /// Range (max − min) over the rounds of the median over the cases of OLD's time in that round
        /// relative to the case's median: the host's own drift, which would read as a change between
        /// two separate runs.
        package var host: Double
        /// The same range for the per-visit NEW ÷ OLD ratios relative to their case's median: what the
        /// pairing leaves of it.
        package var paired: Double

        /// Drift of `perCase` (per case, one figure per round): range over the rounds of the median
        /// over the cases of figure ÷ the case's median, over the rounds every case has (the planned
        /// ones: the extra rounds visit only some cases).
        package static func range(_ perCase: [[Double]]) -> Double {
            guard let rounds = perCase.map(\.count).min(), rounds > 0 else { return 0 }
            let medians = perCase.map { Statistics.median($0) }
            let roundMedians = (0..<rounds).map { round in
                Statistics.median(perCase.indices.map { perCase[$0][round] / medians[$0] })
            }
            return (roundMedians.max() ?? 1) - (roundMedians.min() ?? 1)
        }
    }

    /// Combines each side's `run` results with the times of the visits (nil: the deterministic tiers
    /// only) of the binaries as given, taken in `design`'s looks (nil: one look at the visits every
    /// case has); throws when the two executables do not measure the same cases.
    package init(old: ResultsDocument, new: ResultsDocument, timings: ABTimings?, design: SamplingDesign? = nil) throws(ABMismatch) {
        try self.init(old: old, new: new, timings: timings.map { [$0] } ?? [], linkSeeds: [nil], design: design)
    }

    /// Combines each side's `run` results with the visits of each code layout (`timings[i]` of the
    /// binaries linked with `linkSeeds[i]`; none: the deterministic tiers only), taken in `design`'s
    /// looks (nil: one look at the visits every case has). Each case's samples become its visits of
    /// every layout, in layout order.
    package init(old: ResultsDocument, new: ResultsDocument, timings: [ABTimings], linkSeeds: [UInt64?],
                 design: SamplingDesign? = nil) throws(ABMismatch) {
        try ABMismatch.check(old: old.cases.map(\.name), new: new.cases.map(\.name))
        let fewest = timings.flatMap { $0.ratios.map(\.count) }.min() ?? 0
        let design = design ?? SamplingDesign(looks: [max(1, fewest)], alpha: 0.05)
        self.design = design
        guard !timings.isEmpty else {
            (self.old, self.new, pairedRatios, drift, layouts) = (old, new, [], Drift(host: 0, paired: 0), [])
            return
        }
        for layout in timings where layout.names != old.cases.map(\.name) {
            throw ABMismatch("the visits timed other cases (\(layout.names.count)) than the runs measured (\(old.cases.count))")
        }
        let cases = timings[0].names.indices
        let pooled = ABTimings(names: timings[0].names, old: cases.map { index in timings.flatMap { $0.old[index] } },
                               new: cases.map { index in timings.flatMap { $0.new[index] } })
        self.old = Self.replacingSamples(old, pooled.old)
        self.new = Self.replacingSamples(new, pooled.new)
        pairedRatios = Self.pairedRatios(pooled, design)
        precondition(linkSeeds.count == timings.count, "one link seed (or nil) per layout's timings")
        layouts = zip(timings, linkSeeds).map { layout, seed in
            Layout(linkSeed: seed, pairedRatios: Self.pairedRatios(layout, design), drift: Drift(host: Drift.range(layout.old), paired: Drift.range(layout.ratios)))
        }
        drift = Drift(host: layouts.map(\.drift.host).max() ?? 0, paired: layouts.map(\.drift.paired).max() ?? 0)
    }

    /// Per case, the median and `design`'s interval of its visits' NEW ÷ OLD.
    private static func pairedRatios(_ timings: ABTimings, _ design: SamplingDesign) -> [PairedRatio] {
        zip(timings.names, timings.ratios).map { name, ratios in
            PairedRatio(name: name, median: Statistics.median(ratios),
                        interval: design.interval(ratios) ?? Statistics.Interval(lower: ratios.min() ?? 1, upper: ratios.max() ?? 1), ratios: ratios)
        }
    }

    /// The gate on both sides, its time tier judged on the pairs (`paired`). Raw times are those of
    /// the visits, taken side by side on this host, so no host note applies to them.
    package func gate(_ settings: GateSettings, gaps: [TierGap] = []) -> GateReport {
        paired(Gate.compare(baseline: GateObservation.all(old), candidate: GateObservation.all(new), settings: settings,
                            timesComparable: true, notes: Gate.environmentNotes(old.environment, new.environment),
                            unverifiedCases: new.unverifiedCases, gaps: gaps))
    }

    /// The cases the design's later looks visited more often than the planned rounds (which every case has).
    package var extendedCases: [PairedRatio] {
        let planned = pairedRatios.map(\.ratios.count).min() ?? 0
        return pairedRatios.filter { $0.ratios.count > planned }
    }

    /// `report` (the gate on both sides) with its time tier judged on the pairs: each case's time
    /// figure becomes the median of its per-visit NEW ÷ OLD ratios, with the Wilcoxon signed-rank test
    /// on their logarithms, the interval of that median, and Holm's correction over the cases, all at
    /// the design's per-look level (p-values times the looks); the ratio-to-manual figures are
    /// dropped, since the pairing already cancels the host's drift. Inconclusive when the visits
    /// cannot reach alpha / (cases · looks) (2 / 2^visits), or when a case
    /// that is neither a regression nor an improvement does not stand `same` within ± its threshold:
    /// the noise then allows a change of the threshold's size either way, and the gate does not guess.
    ///
    /// With several code layouts, each layout is judged so on its own visits, and a case's change
    /// holds only if every layout gives it; where they differ the case is inconclusive and its figure
    /// keeps each layout's change (`layoutChanges`). The figure shows the pooled visits.
    package func paired(_ report: GateReport) -> GateReport {
        guard report.settings.tiers.contains(.time), !pairedRatios.isEmpty else { return report }
        var pooled = paired(report, pairedRatios)
        guard layouts.count > 1 else { return pooled }
        let perLayout = layouts.map { paired(report, $0.pairedRatios) }
        for index in pooled.comparisons.indices {
            let figures = perLayout.compactMap { $0.comparisons[index].time }
            guard var figure = pooled.comparisons[index].time, figures.count == layouts.count else { continue }
            let changes = figures.map(\.change)
            figure.layoutChanges = changes
            figure.change = Set(changes).count == 1 ? changes[0] : .inconclusive
            figure.roundsNeeded = changes.allSatisfy { $0 == .inconclusive } ? figures.compactMap(\.roundsNeeded).max() : nil
            pooled.comparisons[index].time = figure
        }
        return pooled
    }

    /// `report`'s time tier judged on `ratios` (`paired(_:)`'s rule for one layout).
    private func paired(_ report: GateReport, _ pairedRatios: [PairedRatio]) -> GateReport {
        var paired = report
        paired.timeTest = .signedRank
        if design.looks.count > 1 {
            paired.timeLooks = GateReport.TimeLooks(count: design.looks.count, perLookConfidence: design.perLookConfidence)
        }
        let family = max(pairedRatios.count, 1)
        let alpha = report.settings.alpha / Double(family)
        for index in paired.comparisons.indices {
            paired.comparisons[index].ratioToManual = nil
            guard let ratio = pairedRatios.first(where: { $0.name == paired.comparisons[index].name }),
                  let before = old.cases.first(where: { $0.name == ratio.name }), let after = new.cases.first(where: { $0.name == ratio.name })
            else { continue }
            let settings = report.settings.thresholds?.settings(report.settings, for: ratio.name) ?? report.settings
            var figure = FigureComparison(old: before.stats.median, new: after.stats.median, relativeChange: ratio.median - 1, p: nil,
                                          change: .unchanged, counts: true, threshold: settings.timeThreshold)
            if design.perLookP(SignedRank.smallestPValue(ratio.ratios.count)) >= alpha {
                figure.change = .inconclusive
                figure.roundsNeeded = SignedRank.samplesNeeded(alpha: alpha / Double(design.looks.count))
            } else {
                figure.p = design.perLookP(SignedRank.test(ratio.ratios.map { log($0) }))
                figure.changeInterval = Statistics.Interval(lower: ratio.interval.lower - 1, upper: ratio.interval.upper - 1)
                Gate.decide(&figure, p: figure.p!, settings)
            }
            paired.comparisons[index].time = figure
        }
        Gate.correctForMultipleComparisons(&paired.comparisons, report.settings)
        for index in paired.comparisons.indices {
            guard let figure = paired.comparisons[index].time, figure.change == .unchanged,
                  let standing = figure.standing(report.settings), standing != .same else { continue }
            paired.comparisons[index].time?.change = .inconclusive
            let visits = pairedRatios.first { $0.name == paired.comparisons[index].name }?.ratios.count ?? 0
            paired.comparisons[index].time?.roundsNeeded = Self.roundsNeeded(figure, visits: visits)
        }
        return paired
    }

    /// The visits that would shrink `figure`'s interval to clear its threshold on the side of its
    /// median (the half-width falls as 1/√visits), at most 1,000.
    static func roundsNeeded(_ figure: FigureComparison, visits: Int) -> Int {
        guard let interval = figure.changeInterval, let threshold = figure.threshold else { return visits }
        let halfWidth = (interval.upper - interval.lower) / 2
        let room = abs(abs(figure.relativeChange) - threshold)
        guard room > 0 else { return 1_000 }
        return min(1_000, max(visits + 1, Int((Double(visits) * (halfWidth / room) * (halfWidth / room)).rounded(.up))))
    }

    /// `document` with each case's samples (raw, CPU and net alike) set to its per-visit times.
    static func replacingSamples(_ document: ResultsDocument, _ times: [[Double]]) -> ResultsDocument {
        var replaced = document
        for index in replaced.cases.indices {
            replaced.cases[index].samples = times[index]
            replaced.cases[index].rawSamples = times[index]
            replaced.cases[index].cpuSamples = times[index]
            replaced.cases[index].stats = SampleSummary(times[index], seed: replaced.settings.seed)
            replaced.cases[index].nanosecondsPerView = replaced.cases[index].stats.median / Double(replaced.cases[index].depth)
            replaced.cases[index].ratio = nil
        }
        replaced.settings.rounds = times.map(\.count).min() ?? 0
        return replaced
    }
}

/// Per case, the times of `pin-bench ab`'s visits: ns per pass, one figure per visit and side (the
/// faster of its two blocks, in thread CPU time: an interrupted block only ever reads slower). A case
/// visited at a later look of `ABRun.design` has more visits than the others.
package struct ABTimings: Sendable, Equatable {
    package var names: [String]
    package var old: [[Double]]
    package var new: [[Double]]

    /// Per case, NEW ÷ OLD of each visit.
    package var ratios: [[Double]] {
        zip(new, old).map { after, before in zip(after, before).map { $0 / $1 } }
    }

    package init(names: [String], old: [[Double]], new: [[Double]]) {
        self.names = names
        self.old = old
        self.new = new
    }
}

/// Two executables that cannot be compared case by case.
package struct ABMismatch: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }

    /// Throws unless OLD and NEW name the same cases in the same order, saying which differ.
    package static func check(old: [String], new: [String]) throws(ABMismatch) {
        guard old != new else { return }
        let onlyOld = old.filter { !new.contains($0) }
        let onlyNew = new.filter { !old.contains($0) }
        throw ABMismatch("OLD and NEW measure different cases (\(old.count) and \(new.count); only in OLD: "
            + "\(onlyOld.isEmpty ? "none" : onlyOld.joined(separator: ", ")); only in NEW: "
            + "\(onlyNew.isEmpty ? "none" : onlyNew.joined(separator: ", "))): do they come from the same suite?")
    }
}
