import Foundation
import PinBenchTestSupport
@testable import PinBenchKit

extension TemporaryDirectoryTestCase {
    /// A results file `<name>.json` in this test's directory, nothing timed: `strategies` on one
    /// scenario at `depth`, if-else with `samples`, manual at 100 ns. `edit` may change the cases
    /// first (repeat one, move one to another scenario) to make a bad file. Returns its path.
    func syntheticResults(_ name: String, ifElse samples: [Double], cases strategies: [String] = ["manual", "if-else"], depth: Int = 32,
                          edit: (inout [CaseResult]) -> Void = { _ in }) throws -> String {
        let scenario = Scenario(depth: depth)
        var results = strategies.map { strategy in
            let values = strategy == "manual" ? Array(repeating: 100.0, count: max(samples.count, 1)) : samples
            return CaseResult(name: BenchmarkCase.name(strategy: strategy, scenario: scenario), strategy: strategy, series: "s",
                              scenario: scenario.description, depth: depth, passesPerSample: 1, samples: values, rawSamples: values,
                              cpuSamples: values, stats: SampleSummary(values.isEmpty ? [1] : values, seed: 1),
                              nanosecondsPerView: 1, ratio: nil, allocationsPerPass: 0, allocatedBytesPerPass: 0,
                              instructionsPerPass: nil, verification: "equal")
        }
        edit(&results)
        let document = ResultsDocument(environment: .current(), settings: MeasurementSettings(), cases: results, resets: [],
                                       complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        let path = "\(directory)/\(name).json"
        try document.save(path)
        return path
    }
}
