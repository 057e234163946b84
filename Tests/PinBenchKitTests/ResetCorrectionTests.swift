@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// The reset's median is subtracted from every sample. With few rounds one preempted reset sample can
/// lift that median to a strategy's sample: the corrected sample was then zero or negative, and `run`
/// wrote a results file that every verb reading it refused. The runner now takes repair rounds while
/// that is so, and the pipeline refuses to hand on a document its readers would refuse.
final class ResetCorrectionTests: XCTestCase {
    private func samples(_ walls: [Double]) -> [TimedEntry.Sample] { walls.map { TimedEntry.Sample(wall: $0, cpu: $0) } }

    /// Two rounds, the second reset preempted: median 2,550 ns against strategy samples of 1,000–1,100.
    private var preempted: [[TimedEntry.Sample]] { [samples([100, 5000]), samples([1000, 1100]), samples([1200, 1300])] }

    func testARepairRoundIsTakenWhileTheResetReachesASample() {
        XCTAssertTrue(BenchmarkRunner.resetReachesASample(preempted))
        XCTAssertTrue(BenchmarkRunner.resetReachesASample([samples([100, 100]), samples([100, 900])]), "equal is zero: repaired too")
        XCTAssertFalse(BenchmarkRunner.resetReachesASample([samples([100, 5000, 110]), samples([1000, 1100, 1050])]),
                       "a third round puts the median back under the samples")
        XCTAssertFalse(BenchmarkRunner.resetReachesASample([samples([]), samples([1])]), "no reset sample: nothing to subtract")
    }

    func testThePipelineRefusesADocumentItsReadersWouldRefuse() throws {
        func document(_ entries: [[TimedEntry.Sample]]) -> ResultsDocument {
            let scenario = Scenario(depth: 4)
            let strategies = zip([IfElseStrategy.name, ManualStrategy.name], entries.dropFirst()).map {
                StrategyMeasurement(strategy: $0, passesPerSample: 1, samples: $1, counts: [:])
            }
            let measurement = ScenarioMeasurement(scenario: scenario, series: "s", resetPassesPerSample: 1, resetSamples: entries[0],
                                                  strategies: strategies, sampling: nil, roundsSeconds: 1)
            let outcomes = strategies.map { StrategyOutcome(strategy: $0.strategy, verdict: .equal) }
            return ResultsBuilder.document([VerifiedScenario(measurement: measurement, outcomes: outcomes)], settings: MeasurementSettings(),
                                           environment: .current(tools: .ofThisTest), elapsedSeconds: 1)
        }
        XCTAssertThrowsError(try MeasurementPipeline.readable(document(preempted))) { error in
            let description = "\(error)"
            XCTAssertTrue(description.contains("samples must be positive") && description.contains("nothing was written"), description)
        }
        let healthy = [samples([100, 110]), samples([1000, 1100]), samples([1200, 1300])]
        XCTAssertEqual(try MeasurementPipeline.readable(document(healthy)).cases.count, 2)
    }
}
