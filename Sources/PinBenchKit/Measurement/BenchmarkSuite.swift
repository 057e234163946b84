import PinBaseline

/// What `pin-bench run` times: series of scenarios that differ only by depth, each run with every
/// selected strategy. Case names follow Google Benchmark's style and match the C++ harness:
/// `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>`.
public struct BenchmarkSuite: Sendable {
    public var series: [Series]
    public var strategies: [any ChainStrategy.Type]

    public init(series: [Series], strategies: [any ChainStrategy.Type]) {
        self.series = series
        self.strategies = strategies
    }

    /// A depth sweep of one scenario shape.
    public struct Series: Sendable, Equatable {
        /// The shape; its `depth` is replaced by each of `depths`.
        public var base: Scenario
        public var depths: [Int]

        public init(base: Scenario, depths: [Int]) {
            self.base = base
            self.depths = depths
        }

        /// `hidden:<pattern>/fanin:<k>`, the part of a case name that identifies the series.
        public var label: String { "hidden:\(base.hidden)/fanin:\(base.fanIn.caseLabel)" }

        public var scenarios: [Scenario] {
            depths.map { depth in
                var scenario = base
                scenario.depth = depth
                return scenario
            }
        }
    }

    /// The scenarios to measure with the strategies whose case names match `filter` (all when nil),
    /// in series and depth order; scenarios left with no strategy are dropped.
    public func plan(filter: Regex<AnyRegexOutput>? = nil) -> [PlannedScenario] {
        series.flatMap { series in
            series.scenarios.compactMap { scenario in
                let selected = strategies.filter { strategy in
                    guard let filter else { return true }
                    return BenchmarkCase.name(strategy: strategy.name, scenario: scenario).contains(filter)
                }
                return selected.isEmpty ? nil : PlannedScenario(series: series.label, scenario: scenario, strategies: selected)
            }
        }
    }

    /// The depths the default sweep uses.
    public static let defaultDepths = [1, 4, 16, 64, 256, 1024, 4096, 16384]

    /// The scenario shape every default series shares: a downward chain aligned left with uniform
    /// margins and varied sizes (so that pixel rounding does real work), flat, at scale 2.
    public static func baseScenario(hidden: HiddenPattern, fanIn: FanIn) -> Scenario {
        Scenario(depth: 1, direction: .down, layoutDirection: .ltr, alignment: .left, margins: .uniform,
                 sizes: .varied, hidden: hidden, nesting: .flat, scale: 2, fanIn: fanIn, seed: 2026)
    }

    /// The default suite: the depth sweep with everything visible and with half the views hidden at
    /// random (fan-in 1), the last 4 predecessors at a few depths, and all predecessors up to 1024 views
    /// (O(N²) per pass for the list-based strategies).
    public static func standard(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        BenchmarkSuite(series: [
            Series(base: baseScenario(hidden: .none, fanIn: .immediate), depths: defaultDepths),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .immediate), depths: defaultDepths),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4)), depths: [64, 1024, 16384]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .all), depths: [16, 64, 256, 1024]),
        ], strategies: strategies)
    }
}

extension BenchmarkSuite {
    /// A small fixed suite for the instruction-count gate in CI: each strategy at a few depths with
    /// nothing hidden, half hidden with fan-in 4, and fan-in all (where the list-based forms are O(N²)).
    public static func ci(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        BenchmarkSuite(series: [
            Series(base: baseScenario(hidden: .none, fanIn: .immediate), depths: [16, 256]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4)), depths: [256]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .all), depths: [64]),
        ], strategies: strategies)
    }
}

/// A scenario to measure and the strategies to measure on it.
public struct PlannedScenario: Sendable {
    public let series: String
    public let scenario: Scenario
    public let strategies: [any ChainStrategy.Type]
}

/// One timed case, a strategy on a scenario, by name.
public enum BenchmarkCase {
    /// `BM_Chain/<strategy>/depth:N/hidden:P/fanin:K`, the name Google Benchmark's rows use too.
    public static func name(strategy: String, scenario: Scenario) -> String {
        "BM_Chain/\(strategy)/depth:\(scenario.depth)/hidden:\(scenario.hidden)/fanin:\(scenario.fanIn.caseLabel)"
    }
}

extension FanIn {
    /// 1, k, or "all".
    var caseLabel: String {
        switch self {
        case .immediate: "1"
        case .lastK(let k): "\(k)"
        case .all: "all"
        }
    }
}
