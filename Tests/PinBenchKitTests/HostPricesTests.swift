import CBenchSupport
import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// Host prices on synthetic runs with a known truth: the fit recovers the prices that made the times,
/// the decomposition's parts add up to the predicted ratio and name a cost no count shows, the price
/// of an atomic at which a verdict turns, the calibration's shape, and the gate across hosts.
final class HostPricesTests: XCTestCase {
    /// The prices every synthetic time is made with: 0.06 ns an instruction, 3 ns an atomic (the L1
    /// miss's 0.5 ns is recorded and, as a simulated count, not priced).
    static let truth = HostPrices(source: .fitted, nanoseconds: ["instructions": 0.06, "atomics": 3, "l1Misses": 0.5, "llMisses": 0, "branchMisses": 0])

    // MARK: Fit and decomposition

    func testTheFitRecoversThePricesThatMadeTheTimes() throws {
        let fitted = try XCTUnwrap(PriceFit.prices(Self.document(prices: Self.truth)))
        XCTAssertEqual(fitted.source, .fitted)
        for counter in HostPrices.pricedCounters {
            XCTAssertEqual(fitted.nanoseconds[counter] ?? -1, Self.truth.nanoseconds[counter]!, accuracy: 1e-6, "\(counter)")
        }
        XCTAssertEqual(Set(fitted.nanoseconds.keys), Set(HostPrices.pricedCounters), "simulated misses are not priced")
    }

    func testARunWithoutInstructionCountsIsNotFitted() {
        var document = Self.document(prices: Self.truth)
        for index in document.cases.indices { document.cases[index].counts["instructions"] = nil }
        XCTAssertNil(PriceFit.prices(document))
        XCTAssertNil(TimeDecomposition(document), "no prices, no decomposition")
    }

    func testThePartsAddUpToThePredictedRatioAndAnUnexplainedCostIsNamed() throws {
        var document = Self.document(prices: Self.truth)
        // "slow" takes 20% more than its counts say at depth 64, its interval tight around that.
        let index = try XCTUnwrap(document.cases.firstIndex { $0.name == "BM_Chain/slow/depth:64" })
        document.cases[index].ratio = Self.ratio(document.cases[index].ratio!.median * 1.2)
        let decomposition = try XCTUnwrap(TimeDecomposition(document))
        XCTAssertEqual(decomposition.accuracy.first?.prices.source, .fitted)
        for item in decomposition.cases {
            XCTAssertEqual(1 + item.shares.values.reduce(0, +), item.predictedRatio, accuracy: 1e-9, item.caseName)
        }
        let named = decomposition.unexplained.filter(\.judged)
        XCTAssertEqual(named.map(\.caseName), ["BM_Chain/slow/depth:64"])
        XCTAssertEqual(named[0].unexplainedShare, 0.2, accuracy: 0.03, "the fit absorbs a little of it")
        document.timeDecomposition = decomposition
        XCTAssertTrue(DecompositionReport.lines(document).joined().contains("BM_Chain/slow/depth:64"))
        XCTAssertTrue(DecompositionReport.markdown(document).joined(separator: "\n").contains("## Where the time goes"))
    }

    func testTheManualStrategyIsNotJudged() throws {
        let decomposition = try XCTUnwrap(TimeDecomposition(Self.document(prices: Self.truth)))
        XCTAssertFalse(decomposition.cases.contains { $0.strategy == StrategyName("manual") && $0.judged })
        XCTAssertEqual(decomposition.accuracy[0].medianError, 0, accuracy: 0.003, "an exact model predicts every ratio (to the ±0.2% of the placements)")
    }

    // MARK: Where a verdict turns

    func testTheCrossingIsWhereTheCountsBreakEven() throws {
        // Per view: if-else 100 instructions and 5 atomics, "retaining" 110 and 3: (110 + 3p) / (100 + 5p) = 1 at p = 5.
        let pair = Self.pair(strategy: ["instructions": 110, "atomics": 3], reference: ["instructions": 100, "atomics": 5])
        let prices = HostPrices(source: .calibrated, nanoseconds: ["instructions": 1, "atomics": 1])
        let crossover = try XCTUnwrap(PriceCrossover.all([pair], prices: prices).first)
        let even = try XCTUnwrap(crossover.crossings.first { $0.line == 1 })
        XCTAssertEqual(even.price, 5, accuracy: 0.1)
        XCTAssertEqual(crossover.segments.map(\.standing), [.slower, .same, .faster])
        XCTAssertEqual(crossover.ratio(at: 0), 1.1, accuracy: 1e-9)
    }

    func testAStrategyCheaperInEveryCountIsFasterAtAnyPrice() throws {
        let pair = Self.pair(strategy: ["instructions": 50, "atomics": 2], reference: ["instructions": 100, "atomics": 5])
        let crossover = try XCTUnwrap(PriceCrossover.all([pair], prices: HostPrices(source: .fitted, nanoseconds: ["instructions": 1, "atomics": 1])).first)
        XCTAssertTrue(crossover.crossings.isEmpty)
        XCTAssertEqual(crossover.segments.map(\.standing), [.faster])
    }

    // MARK: Calibration and hosts

    func testTheCalibrationPricesEveryCounterItNamesOnce() {
        let counters = HostCalibration.probes.map(\.counter)
        XCTAssertEqual(Set(counters).count, counters.count)
        XCTAssertTrue(Set(HostPrices.pricedCounters).isSubset(of: counters), "every priced event is calibrated")
        XCTAssertEqual(HostPrices.pricedCounters, [InstructionCounter.counter.id, ARCCounter.atomics.id])
        XCTAssertTrue(counters.allSatisfy { Counter.named($0) != nil }, "each priced event is a counter the runs count")
    }

    /// A process calibrates once: a later run in it records the first one's prices and measures
    /// nothing (the tests run many plans in one process; each used to pay a second of calibration).
    func testAProcessCalibratesOnce() {
        let first = HostCalibration.thisProcess { HostCalibration.measure() }
        var measuredAgain = false
        let second = HostCalibration.thisProcess { () -> HostPrices in
            measuredAgain = true
            return Self.truth
        }
        XCTAssertFalse(measuredAgain)
        XCTAssertEqual(second, first)
        XCTAssertEqual(first.source, .calibrated)
    }

    /// Every calibration kernel starts a 64-byte line, so its loop sits alike in every link.
    func testEveryCalibrationKernelStartsALine() {
        typealias Kernel = @convention(c) (UInt64, UnsafeMutableRawPointer?) -> Void
        let starts: [UInt] = [
            unsafeBitCast(pin_price_reference as @convention(c) (UInt64, UnsafeMutablePointer<UInt64>?) -> Void, to: UInt.self),
            unsafeBitCast(pin_price_retain_release as Kernel, to: UInt.self),
            unsafeBitCast(pin_price_nonatomic_retain_release as Kernel, to: UInt.self),
            unsafeBitCast(pin_price_chase as @convention(c) (UInt64, UnsafePointer<UInt64>?, UInt64) -> UInt64, to: UInt.self),
            unsafeBitCast(pin_price_branches as @convention(c) (UInt64, UnsafePointer<UInt8>?, UInt64) -> UInt64, to: UInt.self),
        ]
        XCTAssertEqual(starts.map { $0 % 64 }, [0, 0, 0, 0, 0], starts.map { String($0, radix: 16) }.joined(separator: ", "))
    }

    func testPricesInInstructionsTellHostsApartBeyondTheirSpread() {
        let here = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.06, "atomics": 0.2], spread: ["atomics": 0.01])
        let there = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.08, "atomics": 2.6], spread: ["atomics": 0.05])
        XCTAssertEqual(HostComparison.priceDifferences(here, there), ["atomics 3.3 vs 32.5 instructions"])
        let busy = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.12, "atomics": 0.41], spread: ["atomics": 0.01])
        XCTAssertEqual(HostComparison.priceDifferences(here, busy), [], "a neighbour doubles the clock, not the price in instructions")
        let noisy = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.06, "atomics": 0.3], spread: ["atomics": 0.05])
        XCTAssertEqual(HostComparison.priceDifferences(here, noisy), [], "within twice the spreads")
    }

    func testCountsAreBorrowedOnlyFromARunOfTheSameCounts() {
        let full = Self.document(prices: Self.truth)
        var bare = full
        for index in bare.cases.indices { bare.cases[index].counts["instructions"] = nil }
        XCTAssertEqual(bare.borrowingCounts(from: full)?.cases.map(\.counts), full.cases.map(\.counts))
        var other = full
        other.cases[0].counts["atomics"]! += 1
        XCTAssertNil(bare.borrowingCounts(from: other), "another build's counts")
    }

    func testAHostChangeIsNamedAndNeverARegression() throws {
        let old = Self.gateDocument(prices: Self.truth, host: "AMD EPYC", mhz: 2596, slowdown: [:])
        // On the other host an atomic costs 30 ns: if-else (5 atomics a view) moves more than the others.
        let expensive = HostPrices(source: .fitted, nanoseconds: ["instructions": 0.06, "atomics": 30, "l1Misses": 0.5, "llMisses": 0, "branchMisses": 0])
        let new = Self.gateDocument(prices: expensive, host: "AMD EPYC", mhz: 2245, slowdown: [:])
        let report = Gate.compare(baseline: old, candidate: new, settings: GateSettings())
        XCTAssertEqual(report.verdict, .pass)
        XCTAssertFalse(report.tiers.judged.contains(.time))
        XCTAssertTrue(report.tiers.leftOut.contains { $0.cause == .hostsDiffer })
        XCTAssertTrue(report.notes.contains { $0.contains("hosts differ (MHz 2596 vs 2245") && $0.contains("move the ratios to manual") }, "\(report.notes)")

        var predict = GateSettings()
        predict.acrossHosts = .predict
        let predicted = Gate.compare(baseline: old, candidate: new, settings: predict)
        XCTAssertEqual(predicted.verdict, .pass, "the move the prices predict")
        let rules = GateReportRendering.rules(predicted).joined(separator: "; ")
        XCTAssertTrue(rules.contains("time (the ratio to manual, per placement)"), "raw ns are shown, not judged, across hosts: \(rules)")
        let slower = Self.gateDocument(prices: expensive, host: "AMD EPYC", mhz: 2245, slowdown: ["if-else": 1.10])
        let caught = Gate.compare(baseline: old, candidate: slower, settings: predict)
        XCTAssertEqual(caught.verdict, .regression, "10% more if-else work than the prices predict")
        XCTAssertEqual(Set(caught.regressions.map { $0.name.split(separator: "/")[1] }), ["if-else"])
    }

    // MARK: Across hosts

    func testAnotherHostsRatiosArePredictedFromItsPricesAndTheirMovesDirectionsCounted() throws {
        let here = Self.document(prices: Self.truth)
        // There an atomic costs 30 ns: strategies with fewer atomics than if-else's 5 a view get faster.
        let expensive = HostPrices(source: .fitted, nanoseconds: ["instructions": 0.06, "atomics": 30, "l1Misses": 0.5, "llMisses": 0, "branchMisses": 0])
        var there = Self.document(prices: expensive)
        let exact = try XCTUnwrap(CrossHostPrediction(from: here, to: there))
        XCTAssertEqual(exact.medianError, 0, accuracy: 1e-6)
        XCTAssertGreaterThan(exact.unmovedMedianError, 0.05, "the hosts differ: no model is far off")
        XCTAssertGreaterThan(exact.bigMoves, 0)
        XCTAssertEqual(exact.bigMovesRight, exact.bigMoves)
        XCTAssertEqual(exact.clearMoves, exact.bigMoves, "intervals of ±0.1% do not overlap across a 5% move")

        // One big move there goes against the prices (a cost no count shows), another one's interval is
        // too wide to call it a move at all.
        let moved = there.cases.indices.filter { index in
            guard let mine = here.cases[index].ratio, let theirs = there.cases[index].ratio, here.cases[index].strategy != StrategyName("manual") else { return false }
            return abs(theirs.median / mine.median - 1) > CrossHostPrediction.bigMove
        }
        XCTAssertGreaterThanOrEqual(moved.count, 2)
        let (against, wide) = (moved[0], moved[1])
        let mine = here.cases[against].ratio!.median, theirs = there.cases[against].ratio!.median
        there.cases[against].ratio = Self.ratio(mine * (2 - theirs / mine))
        there.cases[wide].ratio!.interval = Statistics.Interval(lower: 0.5, upper: 2)
        let noisy = try XCTUnwrap(CrossHostPrediction(from: here, to: there))
        XCTAssertEqual(noisy.bigMoves, exact.bigMoves)
        XCTAssertEqual(noisy.bigMovesRight, exact.bigMoves - 1)
        XCTAssertEqual(noisy.clearMoves, exact.bigMoves - 1, "the wide interval's move is not beyond the noise")
        XCTAssertEqual(noisy.clearMovesRight, exact.bigMoves - 2)
        XCTAssertEqual(exact.wrongWayDepths, [])
        XCTAssertEqual(noisy.wrongWayDepths, [there.cases[against].depth])
        XCTAssertEqual(CrossHostReport.wrongWayText([64, 1, 1]), "; the wrong way at depth 1 ×2, 64 ×1")
    }

    /// A time is priced on the counts a host's own events give exactly: a simulated miss, however
    /// much the calibration says a real one costs, adds nothing to a prediction.
    func testSimulatedMissesAreNotPriced() {
        let counts: Counts = ["instructions": 100, "atomics": 2, "l1Misses": 10, "llMisses": 1, "branchMisses": 5]
        let calibrated = HostPrices(source: .calibrated, nanoseconds: ["instructions": 0.1, "atomics": 1, "l1Misses": 2.5, "llMisses": 150,
                                                                       "branchMisses": 5])
        XCTAssertEqual(calibrated.cost(counts)!, 12, accuracy: 1e-9)
        XCTAssertEqual(calibrated.priced.map(\.counter), HostPrices.pricedCounters)
    }

    /// Prices fitted to a host's own times use its times: the lines never say "no time of it used"
    /// then (HOSTS.md said so of three hosts whose prices were all fitted).
    func testPredictionsFromFittedPricesDoNotClaimToUseNoTime() throws {
        let fitted = try XCTUnwrap(CrossHostPrediction(from: Self.document(prices: Self.truth), to: Self.document(prices: Self.truth)))
        XCTAssertEqual(fitted.source, .fitted)
        let heading = CrossHostReport.predictionHeading([fitted])
        XCTAssertFalse(heading.contains("no time of it used"), heading)
        XCTAssertTrue(heading.contains("fitted to each host's own times"), heading)
        var calibrated = fitted
        calibrated.source = .calibrated
        XCTAssertTrue(CrossHostReport.predictionHeading([calibrated]).contains("calibrated prices alone (no time of it used)"))
        XCTAssertFalse(CrossHostReport.predictionHeading([calibrated, fitted]).contains("no time of it used"))
    }

    // MARK: Helpers

    /// Six scenarios of four strategies (manual, if-else, slow, retaining); each time per view is
    /// `prices` over its counts per view, each ratio that of the times with a tight interval.
    static func document(prices: HostPrices) -> ResultsDocument {
        var document = CounterTests.document(counts: [:])
        let template = document.cases[0]
        document.cases = []
        let strategies: [(name: String, perView: Counts)] = [
            ("manual", ["instructions": 60, "atomics": 2, "l1Misses": 1]), ("if-else", ["instructions": 100, "atomics": 5, "l1Misses": 2]),
            ("slow", ["instructions": 140, "atomics": 3, "l1Misses": 2]), ("retaining", ["instructions": 90, "atomics": 7, "l1Misses": 3]),
        ]
        for (index, depth) in [4, 8, 16, 64, 256, 1024].enumerated() {
            let counts = strategies.map { strategy in
                strategy.perView.mapValues { $0 * depth + index * 7 }.merging(["llMisses": index, "branchMisses": 2 * index]) { a, _ in a }
            }
            let times = counts.map { prices.cost($0)! / Double(depth) }
            for (position, strategy) in strategies.enumerated() {
                var result = template
                result.name = "BM_Chain/\(strategy.name)/depth:\(depth)"
                result.strategy = StrategyName(strategy.name)
                result.series = SeriesID(label: "s")
                result.scenario = ScenarioKey(spec: "depth=\(depth)")
                result.depth = depth
                result.nanosecondsPerView = times[position]
                result.samples = Array(repeating: times[position] * Double(depth), count: 4)
                result.counts = counts[position]
                result.ratio = strategy.name == "if-else" ? nil : ratio(times[position] / times[1])
                document.cases.append(result)
            }
        }
        return document
    }

    /// A results document of `document(prices:)` on a made-up host, its cases' samples per placement
    /// so that the gate's ratio to manual sees them, each strategy in `slowdown` slower by its factor.
    static func gateDocument(prices: HostPrices, host: String, mhz: Int, slowdown: [String: Double]) -> ResultsDocument {
        var document = document(prices: prices)
        document.environment.cpuModel = host
        document.environment.cpuMHz = mhz
        document.placements = ProcessPlacement.placements(count: 8, seed: 1).map {
            PlacementRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1, linkSeed: UInt64($0.index + 1))
        }
        document.functionOrderAllowance = 0
        for index in document.cases.indices {
            let factor = slowdown[document.cases[index].strategy.rawValue] ?? 1
            let base = document.cases[index].nanosecondsPerView * Double(document.cases[index].depth) * factor
            document.cases[index].samples = (0..<16).map { base * (1 + 0.002 * Double($0 % 3)) }
        }
        return document
    }

    /// A ratio of about `value` over 8 placements, ±0.2%.
    static func ratio(_ value: Double) -> RatioSummary {
        let placements = (0..<8).map { index in
            let median = value * (1 + 0.002 * Double(index % 3 - 1))
            return PlacementRatio(median: median, interval: Statistics.Interval(lower: median * 0.999, upper: median * 1.001), rounds: 3)
        }
        return RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: placements.map(\.median), placements: placements, allowance: 0)
    }

    /// A judged case pair of one view with these counts.
    static func pair(strategy: Counts, reference: Counts) -> CasePair {
        var document = CounterTests.document(counts: [:])
        var result = document.cases[0]
        result.strategy = StrategyName("retaining")
        result.depth = 1
        result.counts = strategy
        var referenceCase = result
        referenceCase.strategy = StrategyName("if-else")
        referenceCase.counts = reference
        document.cases = [result, referenceCase]
        return CasePair(result: result, reference: referenceCase, ratio: ratio(1), judged: true)
    }
}
