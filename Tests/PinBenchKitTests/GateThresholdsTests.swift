import Foundation
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
import PinBenchTestSupport
import XCTest

/// Per-case thresholds: rules by case or pattern override the global thresholds tier by tier, later
/// rules win, a bad file is refused with the reason, and the self-test seeds one from measured noise.
final class GateThresholdsTests: TemporaryDirectoryTestCase {
    private func samples(_ center: Double, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        return (0..<15).map { _ in center * (1 + 0.005 * Double(random.int(in: -1000...1000)) / 1000) }
    }

    private func observation(_ name: String, _ center: Double, instructions: Int, seed: UInt64) -> GateObservation {
        GateObservation(name: name, strategy: StrategyName("s"), timePlacements: samples(center, seed: seed), manualRatioPlacements: [], counts: ["instructions": instructions])
    }

    func testRulesOverrideTheGlobalThresholdsPerCaseAndTier() {
        var settings = GateSettings()
        settings.tiers = [.time, .instructions]
        settings.thresholds = GateThresholds(rules: [
            .init(pattern: "^noisy/", time: 0.30),
            .init(case: "noisy/b", time: 0.10),
            .init(case: "quiet", instructions: 0.05),
        ])
        let baseline = [observation("noisy/a", 1000, instructions: 1000, seed: 1), observation("noisy/b", 1000, instructions: 1000, seed: 2),
                        observation("quiet", 1000, instructions: 1000, seed: 3)]
        let candidate = [observation("noisy/a", 1200, instructions: 1000, seed: 4), observation("noisy/b", 1200, instructions: 1000, seed: 5),
                         observation("quiet", 1000, instructions: 1030, seed: 6)]
        let report = Gate.compare(baseline: baseline, candidate: candidate, settings: settings, timesComparable: true)
        XCTAssertEqual(report.comparisons[0].change, .unchanged, "+20% under the pattern's 30%")
        XCTAssertEqual(report.comparisons[0].time?.threshold, 0.30)
        XCTAssertEqual(report.comparisons[1].change, .regression, "the later exact rule (10%) wins over the pattern")
        XCTAssertEqual(report.comparisons[2].counters["instructions"]?.change, .unchanged, "+3% instructions under the case's 5%")
        settings.thresholds = nil
        let global = Gate.compare(baseline: baseline, candidate: candidate, settings: settings, timesComparable: true)
        XCTAssertEqual(global.regressions.map(\.name), ["noisy/a", "noisy/b", "quiet"])
    }

    func testABadFileIsRefusedWithTheReason() throws {
        let cases: [(String, String)] = [
            (#"{"schema":"other","schemaVersion":1,"rules":[]}"#, "expected 'pinbench.thresholds'"),
            (#"{"schema":"pinbench.thresholds","schemaVersion":1,"rules":[{"case":"a","pattern":"b","time":0.1}]}"#, "exactly one of"),
            (#"{"schema":"pinbench.thresholds","schemaVersion":1,"rules":[{"pattern":"(","time":0.1}]}"#, "not a valid regular expression"),
            (#"{"schema":"pinbench.thresholds","schemaVersion":1,"rules":[{"case":"a","time":50}]}"#, "outside 0...10"),
            ("not json", "is not a thresholds file"),
        ]
        for (index, (text, fragment)) in cases.enumerated() {
            let path = "\(directory)/\(index).json"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try GateThresholds.load(path)) { XCTAssertTrue("\($0)".contains(fragment), "\($0)") }
        }
        let good = GateThresholds(rules: [.init(case: "a", time: 0.1, note: "why")])
        try good.json().write(toFile: "\(directory)/good.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try GateThresholds.load("\(directory)/good.json"), good)
    }

    func testTheSelfTestSeedsTwiceTheLargestNoiseNeverBelowTheMinimum() {
        var result = GateSelfTest.Result(rows: [], notes: [], elapsedSeconds: 0)
        result.aaLargestChange = ["quiet": 0.012, "noisy": 0.041]
        let thresholds = result.thresholds(minimum: 0.05)
        XCTAssertEqual(thresholds.rules.map(\.case), ["noisy", "quiet"])
        XCTAssertEqual(thresholds.rules.map(\.time), [0.085, 0.05])
    }
}
