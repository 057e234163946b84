import PinBaseline
import Synchronization

/// One way to write the chain layout, as a PinLayout user would (docs/measurement.md, "Loop shapes").
public protocol ChainStrategy: Sendable {
    /// Short name used on the command line and in reports (`if-else`).
    static var name: String { get }
    /// One line for `pin-bench list`.
    static var summary: String { get }
    /// Differences from the reference by design, reported as findings; any other is a bug.
    static var expectedFindings: Set<Finding> { get }
    /// Whether it emits PinLayout's "At least one view must be visible" warning (the plain form).
    static var warnsWithoutVisiblePredecessor: Bool { get }

    init()

    /// Lays out every view of the chain once.
    func layout(_ chain: Chain)
}

extension ChainStrategy {
    public static var expectedFindings: Set<Finding> { [] }
    public static var warnsWithoutVisiblePredecessor: Bool { false }
}

/// Every strategy, in report order: the built-in ones, then those registered.
public enum StrategyRegistry {
    /// The registered strategies (with `injectWork(_:)`, `if-else` does more under its name).
    public static var all: [any ChainStrategy.Type] {
        let (ifElse, extras) = state.withLock { ($0.ifElse, $0.extras) }
        return builtIn.map { $0 == IfElseStrategy.self ? ifElse : $0 } + extras
    }

    /// Makes `if-else` a stand-in doing more work (nil: if-else again), for `--inject-work`.
    package static func injectWork(_ stand: (any ChainStrategy.Type)?) {
        state.withLock { $0.ifElse = stand ?? IfElseStrategy.self }
    }

    /// Adds strategies; throws on a taken name. Register before anything runs.
    public static func register(_ strategies: [any ChainStrategy.Type]) throws(StrategyListError) {
        try state.withLock { state throws(StrategyListError) in
            state.extras = try adding(strategies, to: state.extras, besides: builtIn + injected)
        }
    }

    /// `extras` followed by `strategies`, or an error naming the first strategy whose name is taken.
    static func adding(_ strategies: [any ChainStrategy.Type], to extras: [any ChainStrategy.Type],
                       besides builtIn: [any ChainStrategy.Type]) throws(StrategyListError) -> [any ChainStrategy.Type] {
        var result = extras
        for strategy in strategies {
            guard named(strategy.name, among: builtIn + result) == nil else {
                throw StrategyListError("cannot register '\(strategy.name)': a strategy of that name is already registered")
            }
            result.append(strategy)
        }
        return result
    }

    private static let builtIn = registered

    /// What a process changes: the strategies a package registered, and what runs as if-else.
    private struct State {
        var extras: [any ChainStrategy.Type] = []
        var ifElse: any ChainStrategy.Type = IfElseStrategy.self
    }

    private static let state = Mutex(State())

    private static let registered: [any ChainStrategy.Type] = [
        ManualStrategy.self,
        IfElseStrategy.self,
        IfNotBelowStrategy.self,
        IfNeededStrategy.self,
        OtherwiseStrategy.self,
        FirstVisibleStrategy.self,
        VisibleOnlyStrategy.self,
    ]

    /// if-else with 0-20% more work, findable by name, never run by default.
    static let injected: [any ChainStrategy.Type] = [
        InjectedWorkStrategy<NoMore>.self, InjectedWorkStrategy<OnePercentMore>.self,
        InjectedWorkStrategy<ThreePercentMore>.self, InjectedWorkStrategy<FivePercentMore>.self,
        InjectedWorkStrategy<TenPercentMore>.self, InjectedWorkStrategy<TwentyPercentMore>.self,
    ]

    /// The strategy called `name`, or nil.
    public static func named(_ name: String) -> (any ChainStrategy.Type)? {
        named(name, among: all + injected)
    }

    private static func named(_ name: String, among strategies: [any ChainStrategy.Type]) -> (any ChainStrategy.Type)? {
        strategies.first { $0.name == name }
    }

    /// The strategies named in a comma-separated list, in order; throws on unknown or empty.
    public static func parse(_ list: String) throws(StrategyListError) -> [any ChainStrategy.Type] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard !names.contains("") else { throw StrategyListError("empty name in the strategy list '\(list)'") }
        return try named(names)
    }

    /// The strategies called `names`, in order, each once; throws on an unknown name.
    public static func named(_ names: [String]) throws(StrategyListError) -> [any ChainStrategy.Type] {
        var result: [any ChainStrategy.Type] = []
        for name in names {
            guard let strategy = named(name) else {
                throw StrategyListError("unknown strategy '\(name)' (known: \(all.map { $0.name }.joined(separator: ", ")))")
            }
            if !result.contains(where: { $0 == strategy }) { result.append(strategy) }
        }
        return result
    }
}

/// A strategy list that names no strategy or an unknown one.
public struct StrategyListError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// The string without leading and trailing spaces (Foundation-free).
    package var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
