/// Where a long-running piece of work stands: what it is doing, and how many of its steps are done,
/// so that the CLI can estimate the time left.
package struct ProgressStep: Sendable, Equatable {
    /// What is being done now, e.g. "run: scenario 3/138 (none, depth 64)".
    package var text: String
    /// Steps finished before this one, out of `total`.
    package var done: Int
    package var total: Int

    package init(_ text: String, done: Int, total: Int) {
        self.text = text
        self.done = done
        self.total = total
    }
}
