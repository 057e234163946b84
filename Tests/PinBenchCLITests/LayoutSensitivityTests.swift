import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// A time change that one function order moves by more than the threshold is called layout-sensitive,
/// with its instruction count beside it (issue 57: the fallback forms were a bare "inconclusive" in
/// every `ab` trial).
final class LayoutSensitivityTests: XCTestCase {
    private func time(spread: Double, allowance: Double = 0) -> FigureComparison {
        var time = FigureComparison(old: 100, new: 101, relativeChange: 0.01, p: 0.4, change: .inconclusive, counts: true, threshold: 0.03)
        time.changeInterval = Statistics.Interval(lower: -0.02, upper: 0.04)
        time.precision = PlacementPrecision(spread: spread, allowance: allowance, placements: 24)
        return time
    }

    func testOneOrderMovingTheTimeBeyondTheThresholdIsLayoutSensitive() throws {
        let wide = try XCTUnwrap(time(spread: 0.05).layoutSensitivity)
        XCTAssertEqual(wide, exp(StudentT.quantile(0.975, degreesOfFreedom: 23) * 0.05) - 1, accuracy: 1e-12)
        XCTAssertNil(time(spread: 0.01).layoutSensitivity, "one order moves it ±2%: within the 3% looked for")
        XCTAssertNil(time(spread: 0.05, allowance: 0.02).layoutSensitivity, "placements of one binary are not orders")
        var asGiven = time(spread: 0.05)
        asGiven.precision?.functionOrders = false
        XCTAssertNil(asGiven.layoutSensitivity, "one binary on both sides, as given: no allowance and no orders either")
        var decided = time(spread: 0.05)
        decided.change = .regression
        XCTAssertNil(decided.layoutSensitivity, "only an undecided figure needs the word")
    }

    func testTheReportSaysSoAndGivesTheInstructionsBeside() {
        var comparison = CaseComparison(name: "BM_Chain/otherwise/depth:1024/hidden:none/fanin:1")
        comparison.time = time(spread: 0.05)
        comparison.counters[InstructionCounter.counter.id] = FigureComparison(old: 535_000, new: 535_000, relativeChange: 0, p: nil,
                                                                               change: .unchanged, counts: true)
        var settings = GateSettings()
        settings.timeThreshold = 0.03
        let report = GateReport(settings: settings, comparisons: [comparison], missingCases: [], newCases: [], notes: [], unverifiedCases: [])
        let text = GateReportRendering.text(report)
        XCTAssertTrue(text.contains("layout-sensitive: one function order moves it ±"), text)
        XCTAssertTrue(text.contains("instructions unchanged (535000 → 535000)"), text)
        XCTAssertTrue(text.contains("1 of them layout-sensitive"), text)

        comparison.time = time(spread: 0.005)
        let quiet = GateReportRendering.text(GateReport(settings: settings, comparisons: [comparison], missingCases: [], newCases: [], notes: [],
                                                        unverifiedCases: []))
        XCTAssertFalse(quiet.contains("layout-sensitive"), quiet)
    }
}
