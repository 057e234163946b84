import PinBaseline
import Synchronization

/// One way to write the chain layout, as a PinLayout user would. Strategies never know how they are
/// verified or timed: they receive a `Chain` and lay it out once.
///
/// Each is written in the loop shape its code measures best in (callgrind, depth 1024), so that the
/// comparison is between the APIs and not the optimizer's inlining limits (docs/measurement.md,
/// "Loop shapes").
public protocol ChainStrategy: Sendable {
    /// Short name used on the command line and in reports (`if-else`).
    static var name: String { get }
    /// One line for `pin-bench list`.
    static var summary: String { get }
    /// Semantic differences from the reference layout this strategy has by design. The verifier
    /// reports them as findings; any other difference is a bug.
    static var expectedFindings: Set<Finding> { get }
    /// Whether the strategy emits PinLayout's "At least one view must be visible" warning for each
    /// view none of whose predecessors is visible (only the plain upstream form does).
    static var warnsWithoutVisiblePredecessor: Bool { get }

    init()

    /// Lays out every view of the chain once.
    func layout(_ chain: Chain)
}

extension ChainStrategy {
    public static var expectedFindings: Set<Finding> { [] }
    public static var warnsWithoutVisiblePredecessor: Bool { false }
}

/// Every strategy PinBench knows, in report order: the built-in ones (the reference strategies
/// first), then those a package registered (`register(_:)`, which `PinBench.main` calls).
public enum StrategyRegistry {
    /// The registered strategies; after `injectWork(_:)` (the gate's self-test), `if-else` does that
    /// much more work under its own name.
    public static var all: [any ChainStrategy.Type] {
        let (ifElse, extras) = state.withLock { ($0.ifElse, $0.extras) }
        return builtIn.map { $0 == IfElseStrategy.self ? ifElse : $0 } + extras
    }

    /// Makes `if-else` the given stand-in (`InjectedWork.strategy(for:)`: if-else doing P% more work
    /// under its own name), or if-else again with nil. The CLI calls it once at start-up, from its
    /// hidden `--inject-work` option.
    package static func injectWork(_ stand: (any ChainStrategy.Type)?) {
        state.withLock { $0.ifElse = stand ?? IfElseStrategy.self }
    }

    /// Adds strategies after the built-in ones, for every verb of this process; throws when a name
    /// is taken. Register before anything runs: child processes re-run the executable, which
    /// registers again.
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

    /// if-else with 0% (an A/A twin), 1%, 3%, 5%, 10% or 20% more work, for `pin-bench gate-selftest` and
    /// coverage checks; findable by name (the callgrind child looks strategies up by name) but never
    /// run by default.
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

    /// The strategies of a comma-separated list of names, in the order given; throws on an unknown
    /// name (with the known ones) or an empty list.
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
