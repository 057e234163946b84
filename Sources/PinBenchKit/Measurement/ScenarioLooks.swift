/// A stopping rule judged by a later stage (`check --extra-rounds`: `CheckLooks`, against a
/// baseline): a scenario's rounds are looked at after each of `design.looks`, and go on to the next
/// look while `isOpen` says a figure of its cases is still undecided. The runner hands over the samples
/// and knows nothing of what judges them. A closure cannot go to a child process, so it is used only
/// where the scenarios are timed in this process.
package struct ScenarioLooks: Sendable {
    package var design: SamplingDesign
    /// Whether `samples` so far (by strategy name: nanoseconds per pass with the reset's median
    /// subtracted, one per round, the rounds in the same order for every strategy) leave a figure of
    /// the scenario's cases undecided.
    package var isOpen: @Sendable (_ planned: PlannedScenario, _ samples: [String: [Double]]) -> Bool

    package init(design: SamplingDesign, isOpen: @escaping @Sendable (_ planned: PlannedScenario, _ samples: [String: [Double]]) -> Bool) {
        self.design = design
        self.isOpen = isOpen
    }
}
