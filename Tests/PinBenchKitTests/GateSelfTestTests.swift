@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

final class GateSelfTestTests: XCTestCase {
    /// A one-trial self-test on tiny chains: every row is there, and the deterministic tier is exact.
    func testTheSelfTestProducesEveryRowAndTheInstructionTierIsExact() throws {
        var test = GateSelfTest()
        test.trials = 1
        test.placements = PlacementEstimate.minimumPlacements
        test.instructionTrials = 1
        test.depths = [64]
        test.measurement.rounds = 3
        test.measurement.minSampleSeconds = 0.0005
        test.measurement.warmupSeconds = 0.0005
        let result = test.run(process: .ofThisTest)
        let timeRows = result.rows.filter { $0.tier == .time }
        XCTAssertEqual(timeRows.map(\.injectedPercent), [0, 5, 10, 20])
        XCTAssertTrue(timeRows.allSatisfy { $0.trials == 1 })
        try XCTSkipIf(InstructionCounter.unavailableReason(.ofThisTest) != nil, InstructionCounter.unavailableReason(.ofThisTest) ?? "")
        let instructionRows = result.rows.filter { $0.tier == .instructions }
        XCTAssertEqual(instructionRows.map(\.injectedPercent), [0, 1, 5, 10, 20])
        XCTAssertEqual(instructionRows.map(\.flagged), [0, 1, 1, 1, 1], "\(instructionRows)")
        XCTAssertEqual(instructionRows[0].largestChange, 0)
        XCTAssertGreaterThanOrEqual(instructionRows[1].medianChange, 0.01)
    }
}
