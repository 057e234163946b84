import Foundation
@testable import PinBenchCLI
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// The default run counts what its decomposition prices, instructions, with callgrind's cache and
/// branch simulation off (docs/measurement.md gives what it costs); `--instructions` asks for it.
final class DefaultCountTests: XCTestCase {
    func testOnlyInstructionsAsksForTheSimulatedCPU() throws {
        let plain = try RunCommand.request(try RunCommand.parse([]))
        XCTAssertFalse(plain.simulatesCPU)
        XCTAssertFalse(try MeasurementRun(plain).plan.simulatesCPU)
        let asked = try RunCommand.request(try RunCommand.parse(["--instructions"]))
        XCTAssertTrue(asked.countsInstructions)
        XCTAssertTrue(try MeasurementRun(asked).plan.simulatesCPU)
    }

    /// The options without the simulation name no cache geometry: callgrind turns the simulation on
    /// for `--I1`, `--D1` or `--LL` whatever `--cache-sim` says.
    func testTheOptionsWithoutTheSimulationNameNoCache() {
        let off = SimulatedCPU.valgrindOptions(simulating: false)
        XCTAssertTrue(off.contains("--cache-sim=no") && off.contains("--branch-sim=no"), "\(off)")
        XCTAssertFalse(off.contains { $0.hasPrefix("--I1") || $0.hasPrefix("--D1") || $0.hasPrefix("--LL") }, "\(off)")
        XCTAssertTrue(SimulatedCPU.valgrindOptions(simulating: true).contains("--cache-sim=yes"))
    }

    /// Without the simulation callgrind gives the same instructions and no simulated counter.
    func testWithoutTheSimulationTheInstructionsAreTheSame() throws {
        try XCTSkipIf(InstructionCounter.unavailableReason(.ofThisTest) != nil, InstructionCounter.unavailableReason(.ofThisTest) ?? "")
        let scenario = Scenario(depth: 8)
        let plan = InstructionProbePlan([PlannedScenario(series: "s", scenario: scenario, strategies: [IfElseStrategy.self, ManualStrategy.self])])
        let simulated = try InstructionCounter.count(plan, process: .ofThisTest, simulatingCPU: true)
        let plain = try InstructionCounter.count(plan, process: .ofThisTest, simulatingCPU: false)
        for strategy in [IfElseStrategy.name, ManualStrategy.name] {
            let name = BenchmarkCase.name(strategy: strategy, scenario: scenario)
            let full = simulated.counts(of: name, scenario: ScenarioKey(scenario)), alone = plain.counts(of: name, scenario: ScenarioKey(scenario))
            XCTAssertNotNil(full[SimulatedCPU.l1Misses.id], name)
            XCTAssertGreaterThan(alone[InstructionCounter.counter.id] ?? 0, 0, name)
            XCTAssertEqual(alone[InstructionCounter.counter.id], full[InstructionCounter.counter.id], name)
            XCTAssertTrue(SimulatedCPU.counters.allSatisfy { alone[$0.id] == nil }, "\(name): \(alone)")
        }
    }
}
