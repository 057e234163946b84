import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport

extension TemporaryDirectoryTestCase {
    /// A results file `<name>.json` in this test's directory, nothing timed: `strategies` on one
    /// scenario at `depth`, if-else with `samples`, manual at 100 ns, measured on `environment` (this
    /// machine by default; `syntheticHost` makes another). `edit` may change the cases first (repeat
    /// one, move one to another scenario, give one a ratio) to make a bad or a particular file.
    /// Returns its path.
    /// With `placements` above 1, the document has that many placements (each its own function
    /// order), the samples cut into equal runs of rounds among them.
    func syntheticResults(_ name: String, ifElse samples: [Double], cases strategies: [String] = ["manual", "if-else"], depth: Int = 32,
                          placements: Int = 1, environment: EnvironmentInfo = .current(tools: .ofThisTest),
                          edit: (inout [CaseResult]) -> Void = { _ in }) throws -> String {
        let scenario = Scenario(depth: depth)
        var results = strategies.map { strategy in
            let values = strategy == "manual" ? Array(repeating: 100.0, count: max(samples.count, 1)) : samples
            return CaseResult(name: BenchmarkCase.name(strategy: strategy, scenario: scenario), strategy: StrategyName(strategy), series: SeriesID(label: "s"),
                              scenario: ScenarioKey(scenario), depth: depth, passesPerSample: 1, samples: values, rawSamples: values,
                              cpuSamples: values, stats: SampleSummary(values.isEmpty ? [1] : values, seed: 1),
                              nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }
        edit(&results)
        var document = ResultsDocument(environment: environment, settings: MeasurementSettings(), cases: results, resets: [],
                                       complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        if placements > 1 {
            document.placements = ProcessPlacement.placements(count: placements, seed: 1).map {
                PlacementRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1, linkSeed: UInt64($0.index + 1))
            }
            document.functionOrderAllowance = 0
        }
        let path = "\(directory)/\(name).json"
        try document.save(path)
        return path
    }

    /// A ratio to if-else of about `ratio` over `placements` placements of three rounds each, their
    /// medians spread by ±0.6% (enough placements for a verdict at the default of 8).
    func placedRatio(_ ratio: Double, placements: Int = 8) -> RatioSummary {
        let rounds: [[Double]] = (0..<placements).map { placement in
            let offset = 0.004 * Double((placement * 5) % 4 - 1)
            return (0..<3).map { round in ratio * (1 + offset + 0.001 * Double(round)) }
        }
        let placements = rounds.map { PlacementRatio(median: Statistics.median($0), interval: Statistics.Interval(lower: $0.min()!, upper: $0.max()!),
                                                     rounds: $0.count) }
        return RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: rounds.flatMap { $0 }, placements: placements, allowance: 0)
    }

    /// The environment of a made-up host: `cpu` at `mhz` under `kernel`, 2 cores, a release build.
    func syntheticHost(_ cpu: String, mhz: Int = 2600, kernel: String = "6.8.0-49-generic", hostName: String = "runner") -> EnvironmentInfo {
        EnvironmentInfo(date: "2026-12-01T00:00:00Z", hostName: hostName, cpuModel: cpu, cpuMHz: mhz, cores: 2, kernel: kernel,
                        swiftVersion: "Swift version 6.0", buildConfiguration: "release", gitCommit: "abc", gitDirty: false,
                        commandLine: "pin-bench run", loadAverage: [0, 0, 0], addressRandomizationOff: true, host: nil)
    }
}
