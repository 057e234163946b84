import CAllocCounter
@testable import PinBenchGate
import PinBenchKit
import PinBenchTestSupport
@testable import PinBenchMeasurement
import XCTest

/// `run`'s use case, called directly: what it refuses, and the document it returns.
final class MeasurementRunTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench's main does
    }

    /// manual and if-else at depth 32, in this process, a few short rounds, no instructions.
    static func request(filter: String? = nil) throws -> MeasurementRunRequest {
        let suite = BenchmarkSuite(series: [.init(base: BenchmarkSuite.baseScenario(hidden: .none, fanIn: .immediate), depths: [32])],
                                   strategies: [ManualStrategy.self, IfElseStrategy.self])
        var request = MeasurementRunRequest(suite: suite, process: .ofThisTest)
        request.filter = try filter.map { try CasePattern.compile($0) }
        request.settings.rounds = 3
        request.settings.minSampleSeconds = 0.0005
        request.settings.warmupSeconds = 0.0005
        request.allowDebug = true
        return request
    }

    func testARunWithoutInstructionsReturnsTheCountedCasesAndWhatTheyCanJudge() throws {
        let run = try MeasurementRun(try Self.request())
        XCTAssertEqual(run.caseCount, 2)
        let outcome = try run.measure()
        XCTAssertEqual(outcome.status, .complete)
        XCTAssertNil(outcome.instructionError)
        let document = outcome.document
        XCTAssertEqual(Set(document.cases.map(\.strategy.rawValue)), [ManualStrategy.name, IfElseStrategy.name])
        for result in document.cases {
            XCTAssertNotNil(result.counts["allocations"], result.name)
            XCTAssertNil(result.counts["instructions"], result.name)
            XCTAssertEqual(result.samples.count, 3, result.name)
        }
        // One process and no instructions: the counters can be judged, not time nor instructions.
        XCTAssertEqual(document.judgeableTiers, document.tiersItCanJudge)
        XCTAssertTrue(document.tiersItCanJudge.contains(.allocations))
        XCTAssertFalse(document.tiersItCanJudge.contains(.time))
        XCTAssertFalse(document.tiersItCanJudge.contains(.instructions))
    }

    func testARunThatWouldMeasureNothingMeaningfulIsRefusedBeforeMeasuring() throws {
        XCTAssertThrowsError(try MeasurementRun(try Self.request(filter: "no-such-strategy"))) { error in
            XCTAssertEqual(error as? MeasurementRunRefusal, .noCase)
        }
        var request = try Self.request(filter: "manual")
        request.settings.reference = StrategyName(IfElseStrategy.self)
        request.referenceChosen = true
        XCTAssertThrowsError(try MeasurementRun(request)) { error in
            XCTAssertEqual(error as? MeasurementRunRefusal, .referenceNotMeasured(StrategyName(IfElseStrategy.self)))
        }
        // The same reference, defaulted rather than chosen, is no reason to refuse.
        request.referenceChosen = false
        XCTAssertEqual(try MeasurementRun(request).caseCount, 1)
    }
}
