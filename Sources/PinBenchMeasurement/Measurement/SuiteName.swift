import PinBenchKit
import PinBenchSystem

/// The named suites, the one list `--suite` and the C API (pin_suite_find) take.
package enum SuiteName: String, CaseIterable, Sendable, Codable {
    /// The default suite (BenchmarkSuite.standard): depth sweeps, then the app screens.
    case standard
    /// A small fixed suite for the instruction-count gate in CI (BenchmarkSuite.ci).
    case ci
    /// The app screens alone (BenchmarkSuite.app).
    case app

    /// The suite, with `strategies`.
    package func suite(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) -> BenchmarkSuite {
        switch self {
        case .standard: BenchmarkSuite.standard(strategies: strategies)
        case .ci: BenchmarkSuite.ci(strategies: strategies)
        case .app: BenchmarkSuite.app(strategies: strategies)
        }
    }

    /// What the suite is for, in a few words (for help texts).
    package var purpose: String {
        switch self {
        case .standard: "the default suite"
        case .ci: "a small fixed suite for the instruction gate"
        case .app: "the app screens alone"
        }
    }

    /// The names, comma-separated ("standard, ci, app"), for usage messages.
    package static func list(_ names: [SuiteName] = allCases) -> String {
        names.map(\.rawValue).joined(separator: ", ")
    }
}
