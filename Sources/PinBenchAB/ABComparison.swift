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
    /// The host's drift within a placement of the first look (the largest), and what the pairing left of it.
    package var drift: Drift
    /// Per placement: the link seed of its binaries and each case's median NEW ÷ OLD; none when not timed.
    package var placements: [Placement]
    /// The intervals' function-order allowance (0 with paired orders or one binary).
    package var allowance: Double
    /// Whether each placement ran its own function order; false for binaries as given, whose
    /// placements differ by process alone.
    package var ordersVaried: Bool
    /// The looks planned at the placements (`ABRun.looks`): what each interval and p-value may spend.
    package var spending: LookSpending
    /// The placement counts at which the cases were judged, the first timing every case.
    package var looks: [Int]

    /// One placement's visits: OLD and NEW linked with `linkSeed` (nil: as given, or given pairs).
    package struct Placement: Codable, Sendable {
        package var linkSeed: UInt64?
        /// Each case's median NEW ÷ OLD over its visits in this placement, in case order; nil for a case
        /// this placement did not time (decided at an earlier look).
        package var medians: [Double?]
    }

    struct PairedRatio: Codable, Sendable {
        var name: String
        /// The centre: the geometric mean over the case's placements of each one's median NEW ÷ OLD.
        var median: Double
        /// The interval of the centre over the case's placements at `spending`'s level; nil below their minimum.
        var interval: Statistics.Interval?
        /// Student's p of a centre of 1 over the case's placements; nil below their minimum.
        var p: Double?
        /// The standard deviation of the placements' log values.
        var logSpread: Double
        /// The placements that timed this case.
        var placements: Int
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

    /// Combines each side's `run` results with each placement's visits. The first placement times every
    /// case; a later one may time some of them, in the same order.
    /// `looks` are the counts of placements judged (nil: one look at all of them).
    init(old: ResultsDocument, new: ResultsDocument, timings: [ABTimings], linkSeeds: [UInt64?], allowance: Double = 0,
         ordersVaried: Bool = true, spending: LookSpending = .single, looks: [Int]? = nil) throws(ABMismatch) {
        try ABMismatch.check(old: old.cases.map(\.name), new: new.cases.map(\.name))
        (self.allowance, self.ordersVaried, self.spending, self.looks) = (allowance, ordersVaried, spending, looks ?? [timings.count])
        precondition(self.looks.count <= spending.looks, "no more looks than were planned")
        guard !timings.isEmpty else {
            (self.old, self.new, pairedRatios, drift, placements) = (old, new, [], Drift(host: 0, paired: 0), [])
            return
        }
        let names = old.cases.map(\.name)
        let positions = try timings.map { timing throws(ABMismatch) in try ABTimings.positions(of: timing.names, in: names) }
        if let first = self.looks.first, let short = positions.prefix(first).first(where: { $0.contains(nil) }) {
            throw ABMismatch("a placement of the first look timed \(short.compactMap { $0 }.count) of the \(names.count) cases the runs measured")
        }
        precondition(linkSeeds.count == timings.count, "one link seed (or nil) per placement's timings")
        /// Per case, what each placement that timed it gave.
        func perCase<Value>(_ value: (ABTimings, Int) -> Value) -> [[Value]] {
            names.indices.map { index in
                zip(timings, positions).compactMap { timing, position in position[index].map { value(timing, $0) } }
            }
        }
        let (oldTimes, newTimes, ratios) = (perCase { $0.old[$1] }, perCase { $0.new[$1] }, perCase { $0.ratios[$1] })
        self.old = Self.replacingSamples(old, oldTimes.map { $0.flatMap { $0 } })
        self.new = Self.replacingSamples(new, newTimes.map { $0.flatMap { $0 } })
        placements = zip(zip(timings, positions), linkSeeds).map { timed, seed in
            Placement(linkSeed: seed, medians: timed.1.map { $0.map { Statistics.median(timed.0.ratios[$0]) } })
        }
        pairedRatios = names.indices.map { [placements] index in
            let values = placements.compactMap { $0.medians[index] }
            let estimate = PlacementEstimate(values, allowance: allowance, confidence: spending.confidence())
            return PairedRatio(name: names[index], median: estimate.center, interval: estimate.interval, p: estimate.p,
                               logSpread: estimate.logSpread, placements: values.count, ratios: ratios[index].flatMap { $0 })
        }
        // Drift within each placement of the first look: across them, processes and orders move the times, and the
        // later placements time a few cases each, whose round medians are no measure of the host.
        let drifts = timings.prefix(self.looks.first ?? timings.count).map { Drift(host: Drift.range($0.old), paired: Drift.range($0.ratios)) }
        drift = Drift(host: drifts.map(\.host).max() ?? 0, paired: drifts.map(\.paired).max() ?? 0)
    }

    /// The placements that timed every case: the first look's.
    var firstLook: Int { looks.first ?? 0 }

    /// The cases timed in more placements than the first look's.
    var extended: [PairedRatio] {
        pairedRatios.filter { $0.placements > firstLook }
    }

    /// The cases a later look would time: inconclusive in time, and decidable by more placements.
    package func undecided(_ report: GateReport) -> [String] {
        report.comparisons.filter { $0.time?.change == .inconclusive && $0.time?.roundsNeeded != nil }.map(\.name)
    }

    /// The gate with its time tier judged on the pairs, timed side by side on this host.
    package func gate(_ settings: GateSettings, gaps: [TierGap] = []) -> GateReport {
        paired(Gate.compare(baseline: GateObservation.all(old), candidate: GateObservation.all(new), settings: settings,
                            timesComparable: true, notes: Gate.environmentNotes(old.environment, new.environment),
                            unverifiedCases: new.unverifiedCases, gaps: gaps))
    }

    /// `report` with its time tier judged on the pairs (paired centre, Student's p, Holm,
    /// `Gate.decide`, each at its look's share of the error rate); ratio-to-manual figures are dropped.
    package func paired(_ report: GateReport) -> GateReport {
        guard report.settings.tiers.contains(.time), !pairedRatios.isEmpty else { return report }
        var paired = report
        paired.timeSpending = spending
        var spent = report.settings
        spent.alpha = spending.alpha(report.settings.alpha)
        paired.timeTest = .pairedPlacements
        for index in paired.comparisons.indices {
            paired.comparisons[index].ratioToManual = nil
            guard let ratio = pairedRatios.first(where: { $0.name == paired.comparisons[index].name }),
                  let before = old.cases.first(where: { $0.name == ratio.name }), let after = new.cases.first(where: { $0.name == ratio.name })
            else { continue }
            let settings = spent.thresholds?.settings(spent, for: ratio.name) ?? spent
            var figure = FigureComparison(old: before.stats.median, new: after.stats.median, relativeChange: ratio.median - 1, p: ratio.p,
                                          change: .inconclusive, counts: true, threshold: settings.timeThreshold)
            if let interval = ratio.interval, let p = ratio.p {
                figure.changeInterval = Statistics.Interval(lower: interval.lower - 1, upper: interval.upper - 1)
                figure.precision = PlacementPrecision(spread: ratio.logSpread, allowance: allowance, placements: ratio.placements,
                                                      confidence: spending.confidence(), functionOrders: ordersVaried)
                Gate.decide(&figure, p: p, settings)
            } else {
                figure.roundsNeeded = PlacementEstimate.minimumPlacements
            }
            paired.comparisons[index].time = figure
        }
        Gate.correctForMultipleComparisons(&paired.comparisons, spent)
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

    /// For each of `all`, its position in `timed` (nil: not timed); throws unless `timed` is some of
    /// `all` in their order.
    static func positions(of timed: [String], in all: [String]) throws(ABMismatch) -> [Int?] {
        var positions = [Int?](repeating: nil, count: all.count)
        var next = all.startIndex
        for (position, name) in timed.enumerated() {
            guard let index = all[next...].firstIndex(of: name) else {
                throw ABMismatch("a placement timed \(name), which is not one of the runs' cases after those before it")
            }
            positions[index] = position
            next = index + 1
        }
        return positions
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
