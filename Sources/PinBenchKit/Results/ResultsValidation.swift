/// What makes a results file unfit to be read, found once for every verb (`ResultsDocument.load`
/// applies it): a file with no cases passes any gate, a repeated case name is judged twice or hides
/// its twin, a case without the samples its siblings have drops time from the gate, and a negative,
/// zero or non-finite time turns into a nonsense change (−200%, NaN).
extension ResultsDocument {
    /// Why the document cannot be used, as a sentence's end after its path; nil when it can.
    package var validationProblem: String? {
        guard !cases.isEmpty else { return "has no cases: there is nothing to read (was the run's selection empty?)" }
        // A timed file times every case: a case emptied of its samples would leave the time tier out
        // of a gate that the other cases could still fail.
        if cases.contains(where: { !$0.samples.isEmpty }), let untimed = cases.first(where: { $0.samples.isEmpty }) {
            return "has no samples in case \(untimed.name) while other cases have them; a timed file times every case"
        }
        var seen = Set<String>()
        for result in cases {
            guard seen.insert(result.name).inserted else {
                return "has the case \(result.name) more than once; a case name must name one measurement"
            }
            for (label, samples) in [("time", result.samples), ("raw time", result.rawSamples)] {
                if let bad = samples.first(where: { !($0.isFinite && $0 > 0) }) {
                    return "has a \(label) sample of \(bad) ns in case \(result.name); samples must be positive and finite"
                }
            }
            // CPU time less the reset's CPU time can be zero for the shortest passes; it must be a number.
            if let bad = result.cpuSamples.first(where: { !$0.isFinite }) {
                return "has a CPU time sample of \(bad) ns in case \(result.name); samples must be finite"
            }
            if let bad = result.ratio?.ratios.first(where: { !($0.isFinite && $0 > 0) }) {
                return "has a ratio of \(bad) in case \(result.name); ratios must be positive and finite"
            }
            for (id, value) in result.counts.sorted(by: { $0.key < $1.key }) {
                guard let counter = Counter.named(id) else { continue }
                if value < counter.minimum {
                    return "has \(value) \(counter.noun) in case \(result.name); that count cannot be "
                        + (counter.minimum == 1 ? "zero or negative" : "negative")
                }
            }
        }
        for run in hosts?.runs ?? [] {
            if let problem = run.document.validationProblem { return "has a pooled run (\(run.file)) that \(problem)" }
        }
        return nil
    }

    /// Why `self` (read from `path`) and `other` (from `otherPath`) cannot be compared case by case:
    /// no case in common, or a case name that means another scenario or strategy in the other file.
    /// Nil when they can. Linear in the number of cases.
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
