import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// A placement's child asks no tool for its environment (the parent describes the toolchain and
/// commit; the child's document gives only its own ASLR state to the merge): three processes fewer in
/// each of a run's 16 children.
final class PlacementChildEnvironmentTests: TemporaryDirectoryTestCase {
    /// `git` and `swift` stand-ins on PATH that log each call and say nothing.
    private func loggingTools() throws -> (process: ProcessSettings, log: String) {
        let log = "\(directory)/calls.log"
        for tool in ["git", "swift"] {
            let path = "\(directory)/\(tool)"
            try "#!/bin/sh\necho \(tool) \"$@\" >> \(log)\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(directory):/usr/bin:/bin"
        return (ProcessSettings(environment: environment, pinBench: nil), log)
    }

    private func calls(_ log: String) -> [Substring] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
    }

    func testAChildAsksNoToolWhileARunDoes() throws {
        let (process, log) = try loggingTools()
        var settings = MeasurementSettings()
        (settings.rounds, settings.minSampleSeconds, settings.warmupSeconds) = (2, 0.0005, 0.0005)
        let plan = [PlannedScenario(series: "s", scenario: Scenario(depth: 8), strategies: [IfElseStrategy.self, ManualStrategy.self])]
        let prepared = CasePipeline(settings: settings).prepare(plan)
        let placement = ProcessPlacement.placements(count: 1, seed: 1)[0]
        let child = PlacementChildPlan(plan, settings: settings, placement: placement, cpu: nil, progressPrefix: nil, prepared: prepared)
        let document = try child.measure(process: process) { _ in }
        XCTAssertEqual(calls(log), [], "a child asked a tool")
        XCTAssertEqual(document.environment.gitCommit, EnvironmentInfo.notAsked)
        XCTAssertEqual(document.environment.swiftVersion, EnvironmentInfo.notAsked)

        _ = try MeasurementPipeline.run(MeasurementPlan(cases: plan, settings: settings, process: process))
        XCTAssertEqual(Set(calls(log).map { $0.split(separator: " ").first ?? "" }), ["git", "swift"], "a run describes its toolchain and commit")
    }
}
