import Foundation

/// `pin-bench ab`: two builds measured on the same machine, round by round. Each round runs the OLD
/// and the NEW executable once each (in a shuffled order), each a fresh process timing every case a
/// few times; a round contributes each case's median to its side. Host drift between rounds then moves
/// both sides alike, and each round pairs one OLD and one NEW value measured back to back.
public struct ABComparison: Sendable {
    /// OLD's and NEW's per-round results merged: each case's samples are its per-round medians.
    public var old: ResultsDocument
    public var new: ResultsDocument
    /// Per case, NEW ÷ OLD of each round, with its median and interval.
    public var pairedRatios: [PairedRatio]

    public struct PairedRatio: Codable, Sendable {
        public var name: String
        public var median: Double
        /// 95% bootstrap interval of the median ratio.
        public var interval: Statistics.Interval
        public var ratios: [Double]
    }

    /// Merges the rounds of both sides; throws when the two executables do not measure the same cases.
    public init(oldRounds: [ResultsDocument], newRounds: [ResultsDocument]) throws(ABMismatch) {
        guard let firstOld = oldRounds.first, let firstNew = newRounds.first, oldRounds.count == newRounds.count else {
            throw ABMismatch("each side needs the same number of rounds, at least one")
        }
        let oldNames = firstOld.cases.map(\.name)
        let newNames = firstNew.cases.map(\.name)
        guard oldNames == newNames else {
            let onlyOld = oldNames.filter { !newNames.contains($0) }
            let onlyNew = newNames.filter { !oldNames.contains($0) }
            throw ABMismatch("OLD and NEW measure different cases (\(oldNames.count) and \(newNames.count); only in OLD: "
                + "\(onlyOld.isEmpty ? "none" : onlyOld.joined(separator: ", ")); only in NEW: "
                + "\(onlyNew.isEmpty ? "none" : onlyNew.joined(separator: ", "))): do they come from the same suite?")
        }
        for round in oldRounds + newRounds where round.cases.map(\.name) != oldNames {
            throw ABMismatch("one round measured other cases than the first: the executables are not deterministic in their suite")
        }
        old = Self.merge(oldRounds)
        new = Self.merge(newRounds)
        pairedRatios = zip(old.cases, new.cases).map { before, after in
            let ratios = zip(after.samples, before.samples).map { $0 / $1 }
            return PairedRatio(name: after.name, median: Statistics.median(ratios),
                               interval: Statistics.bootstrapMedianInterval(ratios), ratios: ratios)
        }
    }

    /// `report` (the gate on the merged sides) with its time tier judged on the pairs: each case's time
    /// figure becomes the median of its per-round NEW ÷ OLD ratios, with the Wilcoxon signed-rank test
    /// on their logarithms, the bootstrap interval of that median, and Holm's correction over the cases;
    /// the ratio-to-manual figures are dropped, since the pairing already cancels the host's drift
    /// between rounds. Inconclusive when the rounds cannot reach alpha / cases (2 / 2^rounds).
    public func paired(_ report: GateReport) -> GateReport {
        guard report.settings.tiers.contains(.time) else { return report }
        var paired = report
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
            if SignedRank.smallestPValue(ratio.ratios.count) >= alpha {
                figure.change = .inconclusive
                figure.roundsNeeded = SignedRank.samplesNeeded(alpha: alpha)
            } else {
                figure.p = SignedRank.test(ratio.ratios.map { log($0) })
                figure.changeInterval = Statistics.Interval(lower: ratio.interval.lower - 1, upper: ratio.interval.upper - 1)
                Gate.decide(&figure, p: figure.p!, settings)
            }
            paired.comparisons[index].time = figure
        }
        Gate.correctForMultipleComparisons(&paired.comparisons, report.settings)
        return paired
    }

    /// One document whose samples are each case's per-round medians (counts from the first round:
    /// they are deterministic); instructions from whichever round counted them.
    static func merge(_ rounds: [ResultsDocument]) -> ResultsDocument {
        var merged = rounds[0]
        for index in merged.cases.indices {
            let samples = rounds.map { Statistics.median($0.cases[index].samples) }
            merged.cases[index].samples = samples
            merged.cases[index].rawSamples = rounds.map { Statistics.median($0.cases[index].rawSamples) }
            merged.cases[index].cpuSamples = rounds.map { Statistics.median($0.cases[index].cpuSamples) }
            merged.cases[index].stats = SampleSummary(samples, seed: merged.settings.seed)
            merged.cases[index].nanosecondsPerView = merged.cases[index].stats.median / Double(merged.cases[index].depth)
            merged.cases[index].passesPerSample = rounds.map { $0.cases[index].passesPerSample }.max() ?? 0
            merged.cases[index].instructionsPerPass = rounds.lazy.compactMap { $0.cases[index].instructionsPerPass }.first
            merged.cases[index].ratio = nil
        }
        merged.settings.rounds = rounds.count
        merged.elapsedSeconds = rounds.reduce(0) { $0 + $1.elapsedSeconds }
        merged.unverifiedCases = Array(Set(rounds.flatMap(\.unverifiedCases))).sorted()
        return merged
    }
}

/// Two executables that cannot be compared case by case.
public struct ABMismatch: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
