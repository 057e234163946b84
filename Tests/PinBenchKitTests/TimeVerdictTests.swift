import Foundation
import XCTest
@testable import PinBenchKit

/// The one verdict function on synthetic intervals: each verdict, the boundaries (±2% included in
/// `same`; faster and slower only wholly beyond ±2%, `StandingTests` has the rule's own edges), no
/// interval as not enough data, and old files' words.
final class TimeVerdictTests: XCTestCase {
    private func verdict(_ lower: Double, _ upper: Double) -> TimeVerdict {
        TimeVerdict(Statistics.Interval(lower: lower, upper: upper))
    }

    func testWhollyBelowOrAboveTheBandIsFasterOrSlower() {
        XCTAssertEqual(verdict(0.80, 0.90), .faster)
        XCTAssertEqual(verdict(1.10, 1.20), .slower)
    }

    func testWhollyWithinTwoPercentIsSame() {
        XCTAssertEqual(verdict(0.99, 1.01), .same)
        // Within ±2% wins over "excludes 1": a consistent 1% is not called faster.
        XCTAssertEqual(verdict(0.985, 0.995), .same)
        XCTAssertEqual(verdict(0.98, 1.02), .same)
    }

    func testReachingAcrossAnEdgeIsUnclear() {
        XCTAssertEqual(verdict(0.979_999, 1.0), .unclear)
        XCTAssertEqual(verdict(1.0, 1.020_001), .unclear)
        XCTAssertEqual(verdict(0.90, 0.999_999), .unclear, "excluding 1 is not enough")
        XCTAssertEqual(verdict(1.000_001, 1.10), .unclear)
        XCTAssertEqual(verdict(0.90, 1.10), .unclear)
        XCTAssertEqual(verdict(0.90, 0.979_999), .faster)
        XCTAssertEqual(verdict(1.020_001, 1.10), .slower)
    }

    func testNoIntervalIsNotEnoughData() {
        XCTAssertEqual(TimeVerdict(nil), .notEnoughData)
        XCTAssertFalse(TimeVerdict.notEnoughData.isDecided)
        XCTAssertFalse(TimeVerdict.unclear.isDecided)
        XCTAssertTrue(TimeVerdict.same.isDecided)
        XCTAssertEqual(TimeVerdict.notEnoughData.rawValue, "not-enough-data")
        XCTAssertEqual(TimeVerdict.notEnoughData.mark, "?")
    }

    func testOlderFilesUndecidedWordReadsAsUnclear() throws {
        struct Box: Decodable { var verdict: TimeVerdict }
        XCTAssertEqual(try JSONDecoder().decode(Box.self, from: Data(#"{"verdict":"layout-dependent"}"#.utf8)).verdict, .unclear)
        XCTAssertEqual(try JSONDecoder().decode(Box.self, from: Data(#"{"verdict":"slower"}"#.utf8)).verdict, .slower)
        XCTAssertThrowsError(try JSONDecoder().decode(Box.self, from: Data(#"{"verdict":"quicker"}"#.utf8)))
    }
}
