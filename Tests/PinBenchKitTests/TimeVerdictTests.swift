import XCTest
@testable import PinBenchKit

/// The verdict over layouts on synthetic intervals: each verdict, and the boundaries (±2% included in
/// `same`; faster and slower only wholly beyond ±2%, `StandingTests` has the rule's own edges).
final class TimeVerdictTests: XCTestCase {
    private func interval(_ lower: Double, _ upper: Double) -> Statistics.Interval {
        Statistics.Interval(lower: lower, upper: upper)
    }

    private func verdict(_ intervals: [(Double, Double)]) -> TimeVerdict? {
        TimeVerdict(intervals: intervals.map { interval($0.0, $0.1) })
    }

    func testEveryLayoutBelowOneIsFasterAndAboveOneIsSlower() {
        XCTAssertEqual(verdict([(0.80, 0.90), (0.85, 0.95), (0.70, 0.97)]), .faster)
        XCTAssertEqual(verdict([(1.05, 1.10), (1.03, 1.30)]), .slower)
        XCTAssertEqual(verdict([(0.80, 0.90)]), .faster)
        XCTAssertEqual(verdict([(1.10, 1.20)]), .slower)
    }

    func testEveryLayoutWithinTwoPercentIsSame() {
        XCTAssertEqual(verdict([(0.99, 1.01), (0.985, 1.015)]), .same)
        // Within ±2% wins over "excludes 1": a consistent 1% is not called faster.
        XCTAssertEqual(verdict([(0.985, 0.995), (0.99, 0.999)]), .same)
        XCTAssertEqual(verdict([(1.001, 1.019)]), .same)
    }

    func testDisagreeingOrUnclearLayoutsAreLayoutDependent() {
        // Faster in one layout, slower in another: the headline case.
        XCTAssertEqual(verdict([(0.80, 0.85), (1.02, 1.11)]), .layoutDependent)
        // Faster in one, same in another.
        XCTAssertEqual(verdict([(0.80, 0.85), (0.99, 1.01)]), .layoutDependent)
        // One wide interval containing 1 is enough.
        XCTAssertEqual(verdict([(0.80, 0.85), (0.90, 1.05)]), .layoutDependent)
        XCTAssertEqual(verdict([(0.95, 1.05)]), .layoutDependent)
        XCTAssertNil(verdict([]))
    }

    func testBoundaries() {
        // ±2% bounds are inside "same".
        XCTAssertEqual(verdict([(0.98, 1.02)]), .same)
        XCTAssertEqual(verdict([(0.98, 0.99), (1.01, 1.02)]), .same)
        // Just outside: the interval reaches across the band's edge, so it is not decided.
        XCTAssertEqual(verdict([(0.979_999, 1.0)]), .layoutDependent)
        XCTAssertEqual(verdict([(1.0, 1.020_001)]), .layoutDependent)
        XCTAssertEqual(verdict([(0.90, 1.0)]), .layoutDependent)
        XCTAssertEqual(verdict([(1.0, 1.10)]), .layoutDependent)
        // Excluding 1 is not enough: the part within ±2% is what a layout alone moves.
        XCTAssertEqual(verdict([(0.90, 0.999_999)]), .layoutDependent)
        XCTAssertEqual(verdict([(1.000_001, 1.10)]), .layoutDependent)
        XCTAssertEqual(verdict([(0.90, 0.979_999)]), .faster)
        XCTAssertEqual(verdict([(1.020_001, 1.10)]), .slower)
        // Faster in one layout, same in another: the layouts disagree.
        XCTAssertEqual(verdict([(0.90, 0.95), (0.981, 0.99)]), .layoutDependent)
    }

    func testLayoutDependentKeepsItsName() {
        XCTAssertEqual(TimeVerdict.layoutDependent.rawValue, "layout-dependent")
    }
}
