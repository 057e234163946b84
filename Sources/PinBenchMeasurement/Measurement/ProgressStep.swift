/// Where long work stands (what, and steps done), for the CLI's time estimate.
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
