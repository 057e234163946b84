import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement

/// `pin-bench ab`: two builds measured side by side; counts from one `run` each, times from paired
/// visits in several placements, so host drift cancels.
package struct ABComparison: Sendable {
    /// Each side's results, samples replaced by the per-visit times when timed.
    package var old: ResultsDocument
    package var new: ResultsDocument
    /// Per case, NEW ÷ OLD over the placements (none when not timed).
    var pairedRatios: [PairedRatio]
    /// The host's drift within a placement (the largest), and what the pairing left of it.
    package var drift: Drift
    /// Per placement: the link seed of its binaries and each case's median NEW ÷ OLD; none when not timed.
    package var placements: [Placement]
    /// The intervals' function-order allowance (0 with paired orders or one binary).
    package var allowance: Double

    /// One placement's visits: OLD and NEW linked with `linkSeed` (nil: as given, or given pairs).
    package struct Placement: Codable, Sendable {
        package var linkSeed: UInt64?
        /// Each case's median NEW ÷ OLD over its visits in this placement, in case order.
        package var medians: [Double]
    }

    struct PairedRatio: Codable, Sendable {
        var name: String
        /// The centre: the geometric mean over the placements of each one's median NEW ÷ OLD.
        var median: Double
        /// The 95% interval of the centre over the placements; nil below their minimum.
        var interval: Statistics.Interval?
        /// Student's p of a centre of 1 over the placements; nil below their minimum.
        var p: Double?
        /// The standard deviation of the placements' log values.
        var logSpread: Double
        /// Every visit's NEW ÷ OLD, placement after placement.
        var ratios: [Double]
    }

    /// How much the host moved during the comparison, and how much of it the pairing left.
    package struct Drift: Codable, Sendable, Equatable {
        /// The range over rounds of OLD's relative time: the host's own drift.
        package var host: Double
        /// The same range for the paired NEW ÷ OLD ratios: what pairing leaves of the drift.
        package var paired: Double

        /// The range over rounds of the cases' median relative figure.
        package static func range(_ perCase: [[Double]]) -> Double {
            guard let rounds = perCase.map(\.count).min(), rounds > 0 else { return 0 }
            let medians = perCase.map { Statistics.median($0) }
            let roundMedians = (0..<rounds).map { round in
                Statistics.median(perCase.indices.map { perCase[$0][round] / medians[$0] })
            }
            return (roundMedians.max() ?? 1) - (roundMedians.min() ?? 1)
        }
    }

    /// Combines each side's `run` results with each placement's visits.
    init(old: ResultsDocument, new: ResultsDocument, timings: [ABTimings], linkSeeds: [UInt64?], allowance: Double = 0) throws(ABMismatch) {
        try ABMismatch.check(old: old.cases.map(\.name), new: new.cases.map(\.name))
        self.allowance = allowance
        guard !timings.isEmpty else {
            (self.old, self.new, pairedRatios, drift, placements) = (old, new, [], Drift(host: 0, paired: 0), [])
            return
        }
        for placement in timings where placement.names != old.cases.map(\.name) {
            throw ABMismatch("the visits timed other cases (\(placement.names.count)) than the runs measured (\(old.cases.count))")
        }
        precondition(linkSeeds.count == timings.count, "one link seed (or nil) per placement's timings")
        let cases = timings[0].names.indices
        let pooled = ABTimings(names: timings[0].names, old: cases.map { index in timings.flatMap { $0.old[index] } },
                               new: cases.map { index in timings.flatMap { $0.new[index] } })
        self.old = Self.replacingSamples(old, pooled.old)
        self.new = Self.replacingSamples(new, pooled.new)
        placements = zip(timings, linkSeeds).map { timing, seed in
            Placement(linkSeed: seed, medians: timing.ratios.map { Statistics.median($0) })
        }
        pairedRatios = cases.map { [placements] index in
            let estimate = PlacementEstimate(placements.map { $0.medians[index] }, allowance: allowance)
            return PairedRatio(name: pooled.names[index], median: estimate.center, interval: estimate.interval, p: estimate.p,
                               logSpread: estimate.logSpread, ratios: pooled.ratios[index])
        }
        // Drift within each placement: across them, processes and orders move the times.
        let drifts = timings.map { Drift(host: Drift.range($0.old), paired: Drift.range($0.ratios)) }
        drift = Drift(host: drifts.map(\.host).max() ?? 0, paired: drifts.map(\.paired).max() ?? 0)
    }

    /// The gate with its time tier judged on the pairs, timed side by side on this host.
    package func gate(_ settings: GateSettings, gaps: [TierGap] = []) -> GateReport {
        paired(Gate.compare(baseline: GateObservation.all(old), candidate: GateObservation.all(new), settings: settings,
                            timesComparable: true, notes: Gate.environmentNotes(old.environment, new.environment),
                            unverifiedCases: new.unverifiedCases, gaps: gaps))
    }

    /// `report` with its time tier judged on the pairs (paired centre, Student's p, Holm,
    /// `Gate.decide`); ratio-to-manual figures are dropped.
    package func paired(_ report: GateReport) -> GateReport {
        guard report.settings.tiers.contains(.time), !pairedRatios.isEmpty else { return report }
        var paired = report
        paired.timeTest = .pairedPlacements
        for index in paired.comparisons.indices {
            paired.comparisons[index].ratioToManual = nil
            guard let ratio = pairedRatios.first(where: { $0.name == paired.comparisons[index].name }),
                  let before = old.cases.first(where: { $0.name == ratio.name }), let after = new.cases.first(where: { $0.name == ratio.name })
            else { continue }
            let settings = report.settings.thresholds?.settings(report.settings, for: ratio.name) ?? report.settings
            var figure = FigureComparison(old: before.stats.median, new: after.stats.median, relativeChange: ratio.median - 1, p: ratio.p,
                                          change: .inconclusive, counts: true, threshold: settings.timeThreshold)
            if let interval = ratio.interval, let p = ratio.p {
                figure.changeInterval = Statistics.Interval(lower: interval.lower - 1, upper: interval.upper - 1)
                figure.precision = PlacementPrecision(spread: ratio.logSpread, allowance: allowance, placements: placements.count)
                Gate.decide(&figure, p: p, settings)
            } else {
                figure.roundsNeeded = PlacementEstimate.minimumPlacements
            }
            paired.comparisons[index].time = figure
        }
        Gate.correctForMultipleComparisons(&paired.comparisons, report.settings)
        return paired
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

/// Per case and side, ns per visit: the faster of two blocks in CPU time.
struct ABTimings: Sendable, Equatable {
    var names: [String]
    var old: [[Double]]
    var new: [[Double]]

    /// Per case, NEW ÷ OLD of each visit.
    var ratios: [[Double]] {
        zip(new, old).map { after, before in zip(after, before).map { $0 / $1 } }
    }

    init(names: [String], old: [[Double]], new: [[Double]]) {
        self.names = names
        self.old = old
        self.new = new
    }
}

/// Two executables that cannot be compared case by case.
struct ABMismatch: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Throws unless OLD and NEW name the same cases in the same order, saying which differ.
    static func check(old: [String], new: [String]) throws(ABMismatch) {
        guard old != new else { return }
        let onlyOld = old.filter { !new.contains($0) }
        let onlyNew = new.filter { !old.contains($0) }
        throw ABMismatch("OLD and NEW measure different cases (\(old.count) and \(new.count); only in OLD: "
            + "\(onlyOld.isEmpty ? "none" : onlyOld.joined(separator: ", ")); only in NEW: "
            + "\(onlyNew.isEmpty ? "none" : onlyNew.joined(separator: ", "))): do they come from the same suite?")
    }
}
