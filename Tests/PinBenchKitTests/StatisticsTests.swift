@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

final class StatisticsTests: XCTestCase {
    func testQuantilesInterpolateBetweenOrderStatistics() {
        let values = [7.0, 1, 3, 5]
        XCTAssertEqual(Statistics.median(values), 4)
        XCTAssertEqual(Statistics.median([3, 1, 2]), 2)
        XCTAssertEqual(Statistics.quantile(values, 0), 1)
        XCTAssertEqual(Statistics.quantile(values, 1), 7)
        XCTAssertEqual(Statistics.quantile(values, 0.9), 6.4, accuracy: 1e-12)
        XCTAssertEqual(Statistics.quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.25), 3.25, accuracy: 1e-12)
    }

    func testDispersion() {
        XCTAssertEqual(Statistics.medianAbsoluteDeviation([1, 1, 2, 2, 4, 6, 9]), 1)
        XCTAssertEqual(Statistics.mean([2, 4, 9]), 5)
        XCTAssertEqual(Statistics.standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]), 2.138089935299395, accuracy: 1e-12)
        XCTAssertEqual(Statistics.standardDeviation([3]), 0)
    }

    func testTukeyFencesCountOutliersOnBothSides() {
        let values = [10.0, 11, 12, 12, 11, 13, 14, 12, 16.5, 18, 30, 5, 1]
        let outliers = Statistics.tukeyOutliers(values)
        let q1 = Statistics.quantile(values, 0.25)
        let q3 = Statistics.quantile(values, 0.75)
        XCTAssertEqual(q1, 11)
        XCTAssertEqual(q3, 14)
        // IQR 3: mild fences 6.5 and 18.5, severe fences 2 and 23. 1 is severe, 5 mild, 30 severe;
        // 18 stays inside.
        XCTAssertEqual(outliers, Statistics.Outliers(lowSevere: 1, lowMild: 1, highMild: 0, highSevere: 1))
        XCTAssertEqual(outliers.total, 3)
        XCTAssertEqual(Statistics.tukeyOutliers([5, 5, 5, 5]).total, 0)
    }

    func testTheBootstrapIntervalIsSeededAndBracketsTheMedian() {
        let values = (0..<25).map { 100 + Double(($0 * 37) % 11) }
        let interval = Statistics.bootstrapMedianInterval(values, seed: 7)
        XCTAssertEqual(interval, Statistics.bootstrapMedianInterval(values, seed: 7))
        XCTAssertLessThanOrEqual(interval.lower, Statistics.median(values))
        XCTAssertGreaterThanOrEqual(interval.upper, Statistics.median(values))
        XCTAssertGreaterThan(interval.upper, interval.lower)
        XCTAssertEqual(Statistics.bootstrapMedianInterval([4, 4, 4, 4]), Statistics.Interval(lower: 4, upper: 4))
        XCTAssertEqual(Statistics.bootstrapMedianInterval([9]), Statistics.Interval(lower: 9, upper: 9))
    }

    func testSampleSummary() {
        let summary = SampleSummary([12, 10, 11, 13, 40])
        XCTAssertEqual(summary.count, 5)
        XCTAssertEqual(summary.median, 12)
        XCTAssertEqual(summary.min, 10)
        XCTAssertEqual(summary.max, 40)
        XCTAssertEqual(summary.mean, 17.2, accuracy: 1e-12)
        XCTAssertEqual(summary.outliers.highSevere, 1)
    }

    func testComplexityFitsRecogniseTheShape() throws {
        let depths = [16, 64, 256, 1024, 4096]
        let linear = try XCTUnwrap(ComplexityFit.fits(depths.map { (depth: $0, nanoseconds: 3 * Double($0)) }))
        XCTAssertEqual(linear[0].complexity, .linear)
        XCTAssertEqual(linear[0].coefficient, 3, accuracy: 1e-9)
        XCTAssertEqual(linear[0].rms, 0, accuracy: 1e-12)
        let quadratic = try XCTUnwrap(ComplexityFit.fits(depths.map { (depth: $0, nanoseconds: 0.5 * Double($0 * $0) + 40) }))
        XCTAssertEqual(quadratic[0].complexity, .quadratic)
        // Relative residuals weigh the shallow points, where the +40 is a large part: 0.52, not 0.5.
        XCTAssertEqual(quadratic[0].coefficient, 0.5, accuracy: 0.05)
        let constant = try XCTUnwrap(ComplexityFit.fits(depths.map { (depth: $0, nanoseconds: 80) }))
        XCTAssertEqual(constant[0].complexity, .constant)
        XCTAssertNil(ComplexityFit.fits([(depth: 4, nanoseconds: 1)]))
    }

    func testAComplexityClassNeedsFourDepthsOverASixteenfoldRange() {
        // Fewer than four depths, or a range under 16x, gets no complexity class.
        XCTAssertNil(ComplexityFit.fits([64, 1024, 16384].map { (depth: $0, nanoseconds: 3 * Double($0)) }))
        XCTAssertNil(ComplexityFit.fits([16, 32, 64, 128].map { (depth: $0, nanoseconds: 3 * Double($0)) }), "8x range")
        XCTAssertNotNil(ComplexityFit.fits([16, 32, 64, 256].map { (depth: $0, nanoseconds: 3 * Double($0)) }))
    }

    func testTheCommittedManualSeriesIsLinearNotLinearithmic() throws {
        // results/latest.json, manual with half the views hidden: the absolute-residual fit called it
        // O(N log N) (RMS 0.044 against O(N)'s 0.045), its deepest point deciding alone.
        let medians = [(1, 24.9), (4, 83.8), (16, 249.4), (64, 939.7), (256, 3876.6), (1024, 15600.7), (4096, 66961.8), (16384, 344249.4)]
        let fits = try XCTUnwrap(ComplexityFit.fits(medians.map { (depth: $0.0, nanoseconds: $0.1) }))
        XCTAssertEqual(SeriesComplexity(series: SeriesID(label: "s"), strategy: StrategyName("manual"), fits: fits).best?.complexity, .linear)
    }

    func testAClassIsCalledOnlyWhenItFitsWellAndClearlyBetterThanTheNext() {
        func best(_ rms: [Double]) -> ComplexityClass? {
            let fits = zip(ComplexityClass.allCases, rms).map { ComplexityFit(complexity: $0, coefficient: 1, rms: $1) }
            return SeriesComplexity(series: SeriesID(label: "s"), strategy: StrategyName("x"), fits: fits).best?.complexity
        }
        XCTAssertEqual(best([0.05, 0.08]), .constant)
        XCTAssertNil(best([0.05, 0.06]), "the runner-up within 1.5x: undecided")
        XCTAssertNil(best([0.5, 2]), "no class fits within 35%")
        XCTAssertEqual(best([0, 0.2]), .constant)
    }

    private func ratio(_ median: Double, _ lower: Double, _ upper: Double) -> RatioSummary {
        var summary = RatioSummary(reference: StrategyName("ref"), ratios: [median], seed: 1)
        summary.interval = Statistics.Interval(lower: lower, upper: upper)
        return summary
    }

    private func point(_ depth: Int, _ ratio: RatioSummary) -> Crossover.DepthRatio { (depth, ratio.median, ratio.interval) }

    func testCrossoversNeedASignificantChangeOfSide() throws {
        // Slower at 10 (ratio 2), a tie at 100, faster at 1000 (ratio 0.5): crossing where log ratio is 0,
        // halfway between 10 and 1000 in log depth.
        let points = [point(10, ratio(2, 1.8, 2.2)), point(100, ratio(1.01, 0.9, 1.1)), point(1000, ratio(0.5, 0.45, 0.55))]
        let crossing = try XCTUnwrap(Crossover.find(strategy: StrategyName("s"), reference: StrategyName("ref"), points))
        XCTAssertEqual(try XCTUnwrap(crossing.depth), 100, accuracy: 0.5)
        XCTAssertEqual(crossing.atDeepest, .faster)
        // Noise around 1 is not a crossing.
        let ties = [point(10, ratio(1.01, 0.95, 1.06)), point(100, ratio(0.99, 0.94, 1.04))]
        let none = try XCTUnwrap(Crossover.find(strategy: StrategyName("s"), reference: StrategyName("ref"), ties))
        XCTAssertNil(none.depth)
        XCTAssertEqual(none.atDeepest, .unclear)
        let slower = try XCTUnwrap(Crossover.find(strategy: StrategyName("s"), reference: StrategyName("ref"), [point(4, ratio(1.3, 1.2, 1.4))]))
        XCTAssertNil(slower.depth)
        XCTAssertEqual(slower.atDeepest, .slower)
        XCTAssertNil(Crossover.find(strategy: StrategyName("s"), reference: StrategyName("ref"), []))
    }
}
