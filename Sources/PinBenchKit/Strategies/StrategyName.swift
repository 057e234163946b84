/// A strategy as the joins between cases name it (`ChainStrategy.name`, as results files keep it:
/// one JSON string).
package struct StrategyName: Hashable, Sendable, CustomStringConvertible, Codable {
    package let rawValue: String

    /// The name read from a file or a command line.
    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ strategy: any ChainStrategy.Type) {
        self.init(strategy.name)
    }

    package var description: String { rawValue }

    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
