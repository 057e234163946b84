import CAllocCounter
@testable import PinBenchGate
import PinBenchKit
import PinBenchTestSupport
@testable import PinBenchMeasurement
import XCTest

/// `check`'s use case, called directly on a baseline measured in this process (one placement, no
/// instruction counts): the tiers the baseline lacks are reported, left out or refused.
final class GateCheckTests: XCTestCase {
    private static let baseline: ResultsDocument = {
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench's main does
        // A failure here fails every test below, each with this error.
        return try! MeasurementRun(try! MeasurementRunTests.request()).measure().document
    }()

    private func check(tiers: Set<GateTier>? = nil) -> GateCheck {
        var gate = GateSettings()
        if let tiers {
            gate.tiers = tiers
            gate.tiersAsked = true
        }
        return GateCheck(baseline: Self.baseline, gate: gate, measurement: MeasurementSettings(), process: .ofThisTest)
    }

    func testTheDefaultTiersLeaveOutWhatTheBaselineLacksAndSayWhy() throws {
        let outcome = try check().run()
        let report = outcome.report
        XCTAssertEqual(report.verdict, .pass)
        XCTAssertTrue(report.tiers.judged.contains(.allocations))
        XCTAssertFalse(report.tiers.judged.contains(.time))
        XCTAssertFalse(report.tiers.judged.contains(.instructions))
        let leftOut = Dictionary(report.tiers.leftOut.map { ($0.tier, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(leftOut[.instructions]?.cause, .fileLacksIt)
        XCTAssertEqual(leftOut[.instructions]?.reason, "the baseline has no instruction counts")
        XCTAssertEqual(leftOut[.time]?.cause, .tooFewPlacements)
        // Without the time tier nothing is timed: the counts of one pass, no results document.
        XCTAssertNil(outcome.measured)
        XCTAssertEqual(Set(report.comparisons.map(\.name)), Set(Self.baseline.cases.map(\.name)))
    }

    func testATierAskedForThatTheBaselineLacksIsRefusedWithItsGap() {
        XCTAssertThrowsError(try check(tiers: [.allocations, .instructions]).run()) { error in
            guard case .refused(let gaps) = error as? GateCheckError else { return XCTFail("\(error)") }
            XCTAssertEqual(gaps, [TierGap(.instructions, .fileLacksIt, "the baseline has no instruction counts")])
        }
        XCTAssertThrowsError(try check(tiers: [.time]).run()) { error in
            guard case .refused(let gaps) = error as? GateCheckError else { return XCTFail("\(error)") }
            XCTAssertEqual(gaps.map(\.tier), [.time])
            XCTAssertEqual(gaps.map(\.cause), [.tooFewPlacements])
        }
    }
}
