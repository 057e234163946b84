/// A scenario as the joins between cases name it: cases of the same scenario share a key. Its text
/// is the scenario's spec (`Scenario.description`, which `Scenario(spec:)` reads back), as results
/// files keep it.
package struct ScenarioKey: Hashable, Sendable, CustomStringConvertible {
    /// The scenario's spec.
    package let spec: String

    /// The key of a scenario spec read from a file or a command line.
    package init(spec: String) {
        self.spec = spec
    }

    package init(_ scenario: Scenario) {
        self.init(spec: scenario.description)
    }

    package var description: String { spec }
}
