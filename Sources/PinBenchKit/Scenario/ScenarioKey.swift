/// A scenario as the joins between cases name it: its spec text, one JSON string in results files.
package struct ScenarioKey: Hashable, Sendable, CustomStringConvertible, Codable {
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

    package init(from decoder: any Decoder) throws {
        self.init(spec: try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(spec)
    }
}
