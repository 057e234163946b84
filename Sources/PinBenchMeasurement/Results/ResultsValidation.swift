import Foundation
import PinBenchKit
import PinBenchSystem

/// What makes a results file unfit to read, checked once for every verb over every field any verb
/// reads.
extension ResultsDocument {
    /// The largest count a file may hold: sums stay exact in Int64 and Double (2^53).
    package static let largestCount = 1 << 53

    /// The longest time a file may hold, in ns: beyond it, sums are no longer numbers.
    package static let longestTime = 1e15

    /// Why the document cannot be used, as a sentence's end after its path; nil when it can.
    var validationProblem: String? {
        guard !cases.isEmpty else { return "has no cases: there is nothing to read (was the run's selection empty?)" }
        if let problem = environment.validationProblem { return problem }
        // A timed file times every case, so no emptied case drops the time tier from a gate.
        if cases.contains(where: { !$0.samples.isEmpty }), let untimed = cases.first(where: { $0.samples.isEmpty }) {
            return "has no samples in case \(untimed.name) while other cases have them; a timed file times every case"
        }
        var seen = Set<String>()
        for result in cases {
            guard seen.insert(result.name).inserted else {
                return "has the case \(result.name) more than once; a case name must name one measurement"
            }
            if let problem = result.validationProblem { return problem }
        }
        if let hosts {
            guard !hosts.runs.isEmpty else { return "has a hosts section with no runs; a pooled file pools at least one run" }
            for run in hosts.runs {
                guard run.document.schema == Self.schemaName, run.document.schemaVersion == Self.currentSchemaVersion else {
                    return "has a pooled run (\(run.file)) of schema \(run.document.schema) \(run.document.schemaVersion), "
                        + "where the file is \(Self.schemaName) \(Self.currentSchemaVersion); merge the runs again with this pin-bench"
                }
                if let problem = run.document.validationProblem { return "has a pooled run (\(run.file)) that \(problem)" }
            }
        }
        return nil
    }

    /// Why two files cannot be compared case by case; nil when they can.
    package func pairingProblem(_ path: String, with other: ResultsDocument, _ otherPath: String) -> InputFileError? {
        let mine = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var common = 0
        for theirs in other.cases {
            guard let result = mine[theirs.name] else { continue }
            common += 1
            if result.scenario != theirs.scenario || result.strategy != theirs.strategy {
                return InputFileError(otherPath, "has the case \(theirs.name) as strategy \(theirs.strategy) on '\(theirs.scenario)', "
                    + "but \(path) has it as \(result.strategy) on '\(result.scenario)'; the two files measured different things under one name")
            }
        }
        guard common > 0 else {
            return InputFileError(otherPath, "has no case in common with \(path) (e.g. \(other.cases[0].name) against \(cases[0].name)): "
                + "they measured different suites, so there is nothing to compare")
        }
        return nil
    }
}

extension EnvironmentInfo {
    /// Why the environment cannot be a host's record; nil when it can.
    var validationProblem: String? {
        if cores < 1 { return "has an environment of \(cores) cores; a host has at least 1" }
        if !(0...100_000).contains(cpuMHz) { return "has an environment of \(cpuMHz) MHz; a clock rate is from 0 (unknown) to 100000 MHz" }
        if !date.isEmpty, ISO8601DateFormatter().date(from: date) == nil {
            return "has an environment dated '\(date)'; a date is ISO 8601, e.g. 2026-12-01T00:00:00Z"
        }
        return nil
    }
}

extension CaseResult {
    /// What in the case no verb can read, as a sentence's end; nil when nothing.
    var validationProblem: String? {
        func problem(_ what: String, _ why: String) -> String { "has \(what) in case \(name); \(why)" }
        guard depth >= 1 else { return problem("a depth of \(depth)", "a case lays out at least one view") }
        guard passesPerSample >= 1 else { return problem("\(passesPerSample) passes per sample", "a sample times at least one pass") }
        let longest = ResultsDocument.longestTime
        for (label, samples) in [("time", samples), ("raw time", rawSamples)] {
            if let bad = samples.first(where: { !($0 > 0 && $0 <= longest) }) {
                return problem("a \(label) sample of \(bad) ns", "samples must be positive and finite (at most 1e15 ns)")
            }
        }
        // CPU time less the reset's CPU time can be zero for the shortest passes; it must be a number.
        if let bad = cpuSamples.first(where: { !(abs($0) <= longest) }) {
            return problem("a CPU time sample of \(bad) ns", "samples must be finite (at most 1e15 ns)")
        }
        guard nanosecondsPerView >= 0 && nanosecondsPerView <= longest else {
            return problem("\(nanosecondsPerView) ns per view", "a time must be finite, not negative and at most 1e15 ns")
        }
        if let (what, why) = ratio?.validationProblem { return problem(what, why) }
        for (id, value) in counts.sorted(by: { $0.key < $1.key }) {
            guard let counter = Counter.named(id) else { continue }
            if value < counter.minimum {
                return problem("\(value) \(counter.noun)", "that count cannot be " + (counter.minimum == 1 ? "zero or negative" : "negative"))
            }
            if value > ResultsDocument.largestCount { return problem("\(value) \(counter.noun)", "a count above 2^53 cannot be summed exactly") }
        }
        return nil
    }
}

extension RatioSummary {
    /// What in the ratio no verb can read, and why; nil when nothing.
    var validationProblem: (what: String, why: String)? {
        guard !ratios.isEmpty else { return ("a ratio with no rounds", "a ratio has one per round") }
        if let bad = ratios.first(where: { !($0.isFinite && $0 > 0) }) { return ("a ratio of \(bad)", "ratios must be positive and finite") }
        guard median.isFinite && median > 0 else { return ("a ratio median of \(median)", "it must be positive and finite") }
        if let interval, !interval.isPositiveAndOrdered {
            return ("a ratio interval of \(interval.lower)-\(interval.upper)", "it must be positive, finite and ordered")
        }
        guard let placements else { return nil }
        guard !placements.isEmpty else { return ("a ratio with an empty list of placements", "a ratio has at least one") }
        for placement in placements {
            guard placement.median.isFinite && placement.median > 0, placement.interval.isPositiveAndOrdered else {
                return ("a placement's ratio of \(placement.median) (\(placement.interval.lower)-\(placement.interval.upper))",
                        "it must be positive, finite and ordered")
            }
            if let rounds = placement.rounds, !(1...ratios.count).contains(rounds) {
                return ("a placement of \(rounds) rounds", "a placement has from one round to as many as the ratio has (\(ratios.count))")
            }
        }
        let rounds = placements.compactMap(\.rounds)
        let total = rounds.reduce(0, +)
        if rounds.count == placements.count, total != ratios.count {
            return ("placements of \(total) rounds in all but \(ratios.count) ratios", "there is one ratio per round")
        }
        if ratios.count < placements.count {
            return ("\(placements.count) placements but \(ratios.count) ratios", "each placement has at least one round")
        }
        return nil
    }
}

extension Statistics.Interval {
    /// Both ends positive and finite, the lower one first.
    var isPositiveAndOrdered: Bool { lower.isFinite && upper.isFinite && lower > 0 && lower <= upper }
}
