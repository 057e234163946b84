/// A pass's work, so a quadratic scenario is refused up front instead of running for minutes.
extension Scenario {
    /// Relative views one pass reads: Σ min(i, window), about depth²/2 for fan-in `all`.
    var relativeViewsPerPass: Int {
        let window = min(fanIn.windowSize, depth)
        // Views 0..<window read i predecessors each; the rest read `window`.
        return window * (window - 1) / 2 + (depth - window) * window
    }

    /// The most relative views per pass without `--allow-slow` (docs/measurement.md, "Work budget").
    package static let workBudget = 50_000_000

    /// What one relative read takes, for the time the refusal predicts (docs/measurement.md, "Work budget").
    static let secondsPerRead = 1.3e-9

    /// Why the scenario is over the work budget, as a sentence, or nil.
    package var overBudgetReason: String? {
        let reads = relativeViewsPerPass
        guard reads > Self.workBudget else { return nil }
        return "scenario '\(description)' reads \(reads) relative views per layout pass (fan-in \(fanIn) is O(N²)), over the "
            + "budget of \(Self.workBudget) (about \(Int((Double(reads) * Self.secondsPerRead).rounded(.up))) s per pass and strategy); "
            + "pass --allow-slow to run it anyway"
    }
}
