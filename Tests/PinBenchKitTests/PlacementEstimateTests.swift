import Foundation
import XCTest
@testable import PinBenchKit

/// The variance model behind every time verdict: Student's t, the interval of the mean over
/// placements, and its coverage of the mean that other placements would give.
final class PlacementEstimateTests: XCTestCase {
    func testStudentQuantilesMatchTheTables() {
        // Two-sided 95% critical values from standard tables.
        for (degrees, value) in [(1.0, 12.7062), (3, 3.1824), (7, 2.3646), (15, 2.1314), (30, 2.0423), (1000, 1.9623)] {
            XCTAssertEqual(StudentT.quantile(0.975, degreesOfFreedom: degrees), value, accuracy: 1e-4, "df \(degrees)")
        }
        XCTAssertEqual(StudentT.quantile(0.025, degreesOfFreedom: 7), -2.3646, accuracy: 1e-4)
        XCTAssertEqual(StudentT.quantile(0.5, degreesOfFreedom: 4), 0)
        XCTAssertEqual(StudentT.cdf(0, degreesOfFreedom: 5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(StudentT.cdf(2.3646, degreesOfFreedom: 7), 0.975, accuracy: 1e-5)
        XCTAssertEqual(StudentT.twoSidedP(2.3646, degreesOfFreedom: 7), 0.05, accuracy: 1e-5)
        XCTAssertEqual(StudentT.twoSidedP(0, degreesOfFreedom: 7), 1, accuracy: 1e-12)
        XCTAssertEqual(StudentT.cdf(.infinity, degreesOfFreedom: 3), 1)
    }

    func testTheIntervalIsTheMeanOfTheLogsWithStudentsQuantile() throws {
        let values = [1.10, 1.05, 1.12, 1.08, 1.15, 1.02]
        let estimate = PlacementEstimate(values)
        let logs = values.map { log($0) }
        let mean = logs.reduce(0, +) / 6
        XCTAssertEqual(estimate.center, exp(mean), accuracy: 1e-12)
        let sd = Statistics.standardDeviation(logs)
        XCTAssertEqual(estimate.logSpread, sd, accuracy: 1e-12)
        let half = StudentT.quantile(0.975, degreesOfFreedom: 5) * sd / 6.0.squareRoot()
        let interval = try XCTUnwrap(estimate.interval)
        XCTAssertEqual(interval.lower, exp(mean - half), accuracy: 1e-12)
        XCTAssertEqual(interval.upper, exp(mean + half), accuracy: 1e-12)
        XCTAssertEqual(TimeVerdict(estimate.interval), .slower)
    }

    func testFewerPlacementsThanTheMinimumGiveNoInterval() {
        XCTAssertEqual(PlacementEstimate.minimumPlacements, 4)
        XCTAssertNil(PlacementEstimate([1.5]).interval)
        XCTAssertNil(PlacementEstimate([1.5, 1.6, 1.55]).interval, "three processes do not make a verdict, however far from 1")
        XCTAssertEqual(TimeVerdict(PlacementEstimate([1.5, 1.6, 1.55]).interval), .notEnoughData)
        XCTAssertNotNil(PlacementEstimate([1.5, 1.6, 1.55, 1.52]).interval)
        XCTAssertEqual(PlacementEstimate([1.5]).center, 1.5, accuracy: 1e-12)
    }

    func testTheAllowanceWidensAnIntervalItsPlacementsCannotWiden() throws {
        let values = Array(repeating: 1.03, count: 8)
        let tight = try XCTUnwrap(PlacementEstimate(values).interval)
        XCTAssertEqual(tight.lower, 1.03, accuracy: 1e-12, "identical placements: no spread")
        XCTAssertEqual(TimeVerdict(tight), .slower)
        let allowed = try XCTUnwrap(PlacementEstimate(values, allowance: 0.02).interval)
        // The allowance is a known spread: alone in the standard error, its quantile is the normal one
        // (Satterthwaite, issue 58), not K − 1's.
        let half = StudentT.quantile(0.975, degreesOfFreedom: PlacementEstimate.maximumDegreesOfFreedom) * 0.02
        XCTAssertEqual(allowed.lower, 1.03 * exp(-half), accuracy: 1e-12)
        XCTAssertEqual(TimeVerdict(allowed), .unclear)
    }

    /// Placements drawn around a true ratio with a spread between them several times the spread of
    /// one placement's rounds (as measured): the interval of the mean over 8 placements covers the
    /// true ratio in about 95% of 4,000 seeded trials, where the interval of one placement's rounds
    /// (what a single process showed before) covers it far less often.
    func testTheIntervalOverPlacementsCoversTheRatioOtherPlacementsGive() {
        var random = SplitMix64(seed: 43)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        func normal() -> Double { (-2 * log(max(unit(), 1e-12))).squareRoot() * cos(2 * Double.pi * unit()) }
        let truth = 1.05
        var covered = 0
        var onePlacementCovered = 0
        let trials = 4_000
        for _ in 0..<trials {
            var medians: [Double] = []
            var firstRounds: [Double] = []
            for placement in 0..<8 {
                let offset = 0.03 * normal()
                let rounds = (0..<3).map { _ in truth * exp(offset + 0.01 * normal()) }
                if placement == 0 { firstRounds = rounds }
                medians.append(Statistics.median(rounds))
            }
            if let interval = PlacementEstimate(medians).interval, interval.lower <= truth, truth <= interval.upper { covered += 1 }
            let own = Statistics.bootstrapMedianInterval(firstRounds)
            if own.lower <= truth && truth <= own.upper { onePlacementCovered += 1 }
        }
        let coverage = Double(covered) / Double(trials)
        XCTAssertGreaterThan(coverage, 0.935)
        XCTAssertLessThan(coverage, 0.965)
        XCTAssertLessThan(Double(onePlacementCovered) / Double(trials), 0.5)
    }
}
