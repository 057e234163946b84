/// What makes a results file unfit for the gate, found before comparing: a file with no cases passes
/// any gate, and a negative, zero or non-finite time turns into a nonsense change (−200%, NaN).
extension ResultsDocument {
    /// Why the document cannot be gated, as a sentence's end after its path; nil when it can.
    public var gateInputProblem: String? {
        guard !cases.isEmpty else { return "has no cases: there is nothing to compare" }
        for result in cases {
            if let bad = result.samples.first(where: { !($0.isFinite && $0 > 0) }) {
                return "has a time sample of \(bad) ns in case \(result.name); samples must be positive and finite"
            }
            if let bad = result.ratio?.ratios.first(where: { !($0.isFinite && $0 > 0) }) {
                return "has a ratio of \(bad) in case \(result.name); ratios must be positive and finite"
            }
            if let instructions = result.instructionsPerPass, instructions <= 0 {
                return "has \(instructions) instructions per pass in case \(result.name); counts must be positive"
            }
            let counts = [result.allocationsPerPass, result.allocatedBytesPerPass, result.retainsPerPass ?? 0, result.releasesPerPass ?? 0]
            if let bad = counts.first(where: { $0 < 0 }) {
                return "has a count of \(bad) per pass in case \(result.name); allocation and retain/release counts cannot be negative"
            }
        }
        return nil
    }
}
