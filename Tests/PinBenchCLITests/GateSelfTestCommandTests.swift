@testable import PinBenchCLI
@testable import PinBenchAB
import PinBenchGate
import PinBenchKit
import XCTest

/// `gate-selftest`'s command line: which option reaches which rows.
final class GateSelfTestCommandTests: XCTestCase {
    private func selfTests(_ words: [String]) throws -> (GateSelfTest, ABSelfTest) {
        let (test, ab) = try GateSelfTestCommand.selfTests(try GateSelfTestCommand.parse(words), abExecutable: "pin-bench")
        return (test, try XCTUnwrap(ab))
    }

    func testEachRowSetKeepsItsOwnThresholdWhenNoOptionGivesOne() throws {
        let (test, ab) = try selfTests([])
        XCTAssertEqual(test.gate.timeThreshold, GateSettings().timeThreshold)
        XCTAssertEqual(ab.gate.timeThreshold, ABRun.defaultGateSettings.timeThreshold)
        XCTAssertNotEqual(GateSettings().timeThreshold, ABRun.defaultGateSettings.timeThreshold, "the two defaults differ, so this test tells them apart")
    }

    /// Before --ab-time-threshold, the ab rows could only be measured at ab's default 3%: a lower
    /// threshold, the one that could catch a +3% change, was not measurable by the self-test.
    func testTheAbThresholdReachesTheAbRowsOnly() throws {
        let (test, ab) = try selfTests(["--ab-time-threshold", "0.015"])
        XCTAssertEqual(ab.gate.timeThreshold, 0.015)
        XCTAssertEqual(test.gate.timeThreshold, GateSettings().timeThreshold)
        XCTAssertTrue(GateSelfTestReport.abSummary(ab).contains("time threshold 1.5%"), GateSelfTestReport.abSummary(ab))
    }

    func testTheSeparateRunsThresholdLeavesAbsAlone() throws {
        let (test, ab) = try selfTests(["--time-threshold", "0.02"])
        XCTAssertEqual(test.gate.timeThreshold, 0.02)
        XCTAssertEqual(ab.gate.timeThreshold, ABRun.defaultGateSettings.timeThreshold)
    }

    func testAlphaReachesBoth() throws {
        let (test, ab) = try selfTests(["--alpha", "0.05"])
        XCTAssertEqual(test.gate.alpha, 0.05)
        XCTAssertEqual(ab.gate.alpha, 0.05)
    }

    func testABadAbThresholdIsAUsageError() {
        XCTAssertThrowsError(try GateSelfTestCommand.parse(["--ab-time-threshold", "-1"])) { error in
            XCTAssertTrue("\(error)".contains("--ab-time-threshold"), "\(error)")
        }
    }
}
