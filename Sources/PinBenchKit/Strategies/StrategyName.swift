/// A strategy as the joins between cases name it (`ChainStrategy.name`, as results files keep it).
package struct StrategyName: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    /// The name read from a file or a command line.
    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ strategy: any ChainStrategy.Type) {
        self.init(strategy.name)
    }

    package var description: String { rawValue }
}
