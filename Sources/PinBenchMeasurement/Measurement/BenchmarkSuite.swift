import PinBaseline
import PinBenchKit

/// What `pin-bench run` times: series over depth, each with every selected strategy.
package struct BenchmarkSuite: Sendable {
    package var series: [Series]
    package var strategies: [any ChainStrategy.Type]

    package init(series: [Series], strategies: [any ChainStrategy.Type]) {
        self.series = series
        self.strategies = strategies
    }

    /// A depth sweep of one scenario shape.
    package struct Series: Sendable, Equatable {
        /// The shape; its `depth` is replaced by each of `depths`.
        package var base: Scenario
        package var depths: [Int]

        package init(base: Scenario, depths: [Int]) {
            self.base = base
            self.depths = depths
        }

        /// The series part of a case name (`BenchmarkCase.seriesLabel`).
        package var label: String { BenchmarkCase.seriesLabel(base) }

        package var scenarios: [Scenario] {
            depths.map { depth in
                var scenario = base
                scenario.depth = depth
                return scenario
            }
        }
    }

    /// The scenarios whose strategies match `filter`, in order; scenarios left empty are dropped.
    package func plan(filter: CaseMatcher? = nil) -> [PlannedScenario] {
        series.flatMap { series in
            series.scenarios.compactMap { scenario in
                let selected = applicableStrategies(scenario).filter { strategy in
                    guard let filter else { return true }
                    return filter.matches(BenchmarkCase.name(strategy: strategy.name, scenario: scenario))
                }
                return selected.isEmpty ? nil : PlannedScenario(series: series.label, scenario: scenario, strategies: selected)
            }
        }
    }

    /// The strategies that lay out `scenario` (`laysOut`): all of them on a chain.
    func applicableStrategies(_ scenario: Scenario) -> [any ChainStrategy.Type] {
        strategies.filter { $0.laysOut(scenario) }
    }

    /// The depths the default sweep uses.
    package static let defaultDepths = [1, 4, 16, 64, 256, 1024, 4096, 16384]

    /// The default series' shape: varied sizes, so that pixel rounding does real work.
    package static func baseScenario(hidden: HiddenPattern, fanIn: FanIn) -> Scenario {
        Scenario(depth: 1, direction: .down, layoutDirection: .ltr, alignment: .left, margins: .uniform,
                 sizes: .varied, hidden: hidden, nesting: .flat, scale: 2, fanIn: fanIn, seed: 2026)
    }

    /// The default suite: depth sweeps, fan-in 4 and all, then the app screens.
    package static func standard(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        BenchmarkSuite(series: [
            Series(base: baseScenario(hidden: .none, fanIn: .immediate), depths: defaultDepths),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .immediate), depths: defaultDepths),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4)), depths: [64, 1024, 16384]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .all), depths: [16, 64, 256, 1024]),
        ] + appSeries, strategies: strategies)
    }

    /// `run --quick`'s largest depth.
    package static let quickDepthLimit = 4096
    /// `run --quick`'s largest depth for fan-in all, O(N²) per pass for the list-based strategies.
    static let quickFanInAllDepthLimit = 256

    /// The suite with `run --quick`'s depth caps.
    package var quick: BenchmarkSuite {
        var suite = self
        for index in suite.series.indices {
            let limit = suite.series[index].base.fanIn == .all ? Self.quickFanInAllDepthLimit : Self.quickDepthLimit
            suite.series[index].depths = suite.series[index].depths.filter { $0 <= limit }
        }
        return suite
    }

    /// Instances of each screen an app series lays out per pass.
    package static let appInstances = 16

    /// One series per app screen: 16 instances, half hidden from seed 2026; the toolbar in RTL.
    package static var appSeries: [Series] {
        AppScreen.all.map { screen in
            Series(base: .app(screen, count: 1, layoutDirection: screen.builtIn == .toolbar ? .rtl : .ltr,
                              hidden: .random(percent: 50), scale: 2, seed: 2026),
                   depths: [appInstances])
        }
    }

    /// The app screens alone (`run --suite app`).
    package static func app(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        BenchmarkSuite(series: appSeries, strategies: strategies)
    }
}

extension BenchmarkSuite {
    /// A small fixed suite for the instruction gate in CI.
    package static func ci(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        BenchmarkSuite(series: [
            Series(base: baseScenario(hidden: .none, fanIn: .immediate), depths: [16, 256]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4)), depths: [256]),
            Series(base: baseScenario(hidden: .random(percent: 50), fanIn: .all), depths: [64]),
        ], strategies: strategies)
    }
}

/// A scenario to measure and the strategies to measure on it.
package struct PlannedScenario: Sendable {
    package let series: String
    package let scenario: Scenario
    package let strategies: [any ChainStrategy.Type]

    package init(series: String, scenario: Scenario, strategies: [any ChainStrategy.Type]) {
        self.series = series
        self.scenario = scenario
        self.strategies = strategies
    }
}
