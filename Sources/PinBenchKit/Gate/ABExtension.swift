/// `pin-bench ab`'s extra visits. After the planned rounds, a case whose 95% interval of NEW ÷ OLD
/// reaches beyond ± its time threshold without lying wholly beyond it would come out `inconclusive`.
/// Those cases, and only they, are visited again, one extra session at a time (a fresh pair of
/// children and as many rounds as a planned session, still ABBA), until none is left or `cap` extra
/// rounds have run. The verdict then judges all of a case's visits by the unchanged rule: the whole
/// interval beyond the threshold and signed-rank p < alpha after Holm's correction over every case of
/// the comparison (not only the extended ones).
package struct ABExtension: Sendable, Equatable {
    /// Extra rounds at most (0: no extension).
    package var cap: Int
    /// Rounds of one extra session: those of a planned one.
    package var sessionRounds: Int

    package init(cap: Int, plannedRounds: Int, sessions: Int) {
        self.cap = max(0, cap)
        sessionRounds = max(1, plannedRounds / max(1, min(sessions, plannedRounds)))
    }

    /// Whether the change interval `change` (NEW ÷ OLD − 1) leaves its case undecided against
    /// `threshold`: reaching beyond ±threshold, but not lying wholly beyond it on either side.
    package static func isUndecided(_ change: Statistics.Interval, threshold: Double) -> Bool {
        let beyond = change.lower >= threshold || change.upper <= -threshold
        let reaches = change.upper > threshold || change.lower < -threshold
        return reaches && !beyond
    }

    /// The cases of `timings` to visit again, given each case's time threshold.
    package static func undecided(_ timings: ABTimings, thresholds: [Double]) -> [Int] {
        zip(timings.ratios, thresholds).enumerated().compactMap { index, pair in
            let interval = Statistics.bootstrapMedianInterval(pair.0)
            let change = Statistics.Interval(lower: interval.lower - 1, upper: interval.upper - 1)
            return isUndecided(change, threshold: pair.1) ? index : nil
        }
    }

    /// The rounds of the next extra session, numbered on from the `planned` ones, when `extraSoFar`
    /// extra rounds have run; nil once the cap is reached.
    package func nextSession(planned: Int, extraSoFar: Int) -> Range<Int>? {
        let length = min(sessionRounds, cap - extraSoFar)
        guard length > 0 else { return nil }
        let start = planned + extraSoFar
        return start..<(start + length)
    }
}
