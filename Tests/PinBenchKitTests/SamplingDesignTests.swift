@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

final class SamplingDesignTests: XCTestCase {
    // MARK: The interval

    func testMedianOrderIntervalPicksTheBinomialRanks() {
        let values = (1...15).map(Double.init).shuffled(using: &generator)
        // P(B(15, 1/2) <= 3) = 576/32768 = 0.0176 <= 0.025 < P(B <= 4): ranks 4 and 12.
        XCTAssertEqual(Statistics.medianOrderInterval(values, confidence: 0.95), Statistics.Interval(lower: 4, upper: 12))
        // P(B(12) <= 1) = 13/4096 = 0.0032 <= 0.0042 (the standard design's half tail): ranks 2 and 11.
        XCTAssertEqual(SamplingDesign.standard.interval((1...12).map(Double.init).reversed()), Statistics.Interval(lower: 2, upper: 11))
        // Eight values: only the minimum and maximum (they miss with 2/256 = 0.78% <= 0.83%).
        XCTAssertEqual(SamplingDesign.standard.interval([5, 1, 8, 2, 7, 3, 6, 4]), Statistics.Interval(lower: 1, upper: 8))
    }

    func testTooFewValuesHaveNoIntervalAtTheLevel() {
        XCTAssertNil(Statistics.medianOrderInterval([1, 2, 3, 4, 5, 6, 7], confidence: 0.99))
        XCTAssertNotNil(Statistics.medianOrderInterval([1, 2, 3, 4, 5, 6, 7, 8], confidence: 0.99))
        XCTAssertEqual(Statistics.fewestValuesForMedianInterval(confidence: 0.99), 8)
        XCTAssertEqual(Statistics.fewestValuesForMedianInterval(confidence: SamplingDesign.standard.perLookConfidence), 8)
        XCTAssertNil(SamplingDesign.standard.interval([1, 2, 3]))
        XCTAssertFalse(SamplingDesign.standard.isSettled([1, 1, 1], precision: 0.5), "no interval yet: not settled")
    }

    func testLargeCountsDoNotUnderflow() {
        let values = (0..<2000).map { Double($0) }
        let interval = Statistics.medianOrderInterval(values, confidence: 0.95)!
        // Normal approximation: ranks n/2 ± 1.96 √n / 2 ≈ 1000 ± 44.
        XCTAssertEqual(interval.lower, 955, accuracy: 2)
        XCTAssertEqual(interval.upper, 1044, accuracy: 2)
    }

    // MARK: The rule at a look

    func testSettledByPrecisionOrByADecidedVerdict() {
        let design = SamplingDesign.standard
        let tight = [0.999, 1.001, 1.0, 1.002, 0.998, 1.0, 1.001, 0.999]
        XCTAssertTrue(design.isSettled(tight, precision: 0.01))
        // Wide (±10%) but wholly above 1.02: a decided "slower".
        let slower = [1.10, 1.20, 1.15, 1.05, 1.12, 1.18, 1.08, 1.14]
        XCTAssertTrue(design.isSettled(slower, precision: 0.01))
        // Wide and across the band's edge: more rounds could decide it.
        let unclear = [0.95, 1.05, 1.0, 0.97, 1.03, 1.01, 0.99, 1.02]
        XCTAssertFalse(design.isSettled(unclear, precision: 0.01))
        XCTAssertTrue(design.isSettled(unclear, precision: 0.06))
    }

    func testStepGoesOnStopsAtTheLastLookAndForTheBudget() {
        let design = SamplingDesign.standard
        let unclear = [[0.95, 1.05, 1.0, 0.97, 1.03, 1.01, 0.99, 1.02]]
        XCTAssertEqual(design.step(atLook: 8, ratios: unclear, precision: 0.01, secondsSpent: 1, allowanceSeconds: 10), .continueTo(12))
        // 8 rounds took 1 s: 4 more would take 0.5 s, beyond an allowance of 1.4 s.
        XCTAssertEqual(design.step(atLook: 8, ratios: unclear, precision: 0.01, secondsSpent: 1, allowanceSeconds: 1.4), .stop(.timeBudget))
        XCTAssertEqual(design.step(atLook: 8, ratios: unclear, precision: 0.01, secondsSpent: 1, allowanceSeconds: 1.5), .continueTo(12))
        XCTAssertEqual(design.step(atLook: 48, ratios: unclear, precision: 0.01, secondsSpent: 1, allowanceSeconds: 100), .stop(.maximumRounds))
        XCTAssertEqual(design.step(atLook: 8, ratios: unclear + [[1.0]], precision: 0.06, secondsSpent: 1, allowanceSeconds: 10),
                       .continueTo(12), "every ratio must settle")
        XCTAssertEqual(design.step(atLook: 8, ratios: unclear, precision: 0.06, secondsSpent: 1, allowanceSeconds: 0), .stop(.settled))
    }

    // MARK: Coverage under optional stopping (simulation; seeded, so the counts are fixed)

    /// Skewed timing-like noise with median exactly 1: 1 + 0.03 (E − ln 2), E exponential.
    private func skewedRatio() -> Double { 1 + 0.03 * (-log(1 - Double.random(in: 0..<1, using: &generator)) - log(2.0)) }

    /// Misses of the true median (1) in `trials` sequential runs stopped by `rule` at the standard looks,
    /// each look's interval from `interval`.
    private func misses(trials: Int, interval: ([Double]) -> Statistics.Interval?, rule: ([Double], Int) -> Bool) -> Int {
        let looks = SamplingDesign.standard.looks
        var missed = 0
        for _ in 0..<trials {
            var ratios: [Double] = []
            for look in looks {
                while ratios.count < look { ratios.append(skewedRatio()) }
                if rule(ratios, look) || look == looks.last { break }
            }
            let reported = interval(ratios)!
            if !(reported.lower...reported.upper).contains(1) { missed += 1 }
        }
        return missed
    }

    func testTheRunnersStopRuleKeeps95PercentCoverage() {
        let design = SamplingDesign.standard
        let missed = misses(trials: 4000, interval: design.interval) { ratios, look in
            design.step(atLook: look, ratios: [ratios], precision: 0.01, secondsSpent: 0, allowanceSeconds: .infinity) != .continueTo(
                design.looks.first { $0 > look } ?? look)
        }
        XCTAssertLessThanOrEqual(Double(missed) / 4000, 0.05, "\(missed) of 4000 intervals missed the median")
    }

    func testEvenAStopRuleHuntingForADifferenceKeepsCoverage() {
        // Stop as soon as the interval excludes the true ratio: the worst case for optional stopping.
        let design = SamplingDesign.standard
        let hunting: (Statistics.Interval?) -> Bool = { $0.map { !($0.lower...$0.upper).contains(1) } ?? false }
        let missed = misses(trials: 4000, interval: design.interval) { ratios, _ in hunting(design.interval(ratios)) }
        XCTAssertLessThanOrEqual(Double(missed) / 4000, 0.05, "\(missed) of 4000 intervals missed the median")
        // The same hunt with a plain 95% interval at every look misses far more often: what the
        // per-look level 1 − α/K is for.
        let naive: ([Double]) -> Statistics.Interval? = { Statistics.medianOrderInterval($0, confidence: 0.95) }
        let naiveMissed = misses(trials: 4000, interval: naive) { ratios, _ in hunting(naive(ratios)) }
        XCTAssertGreaterThan(Double(naiveMissed) / 4000, 0.06, "\(naiveMissed) of 4000: the naive hunt should miss often")
    }

    // MARK: The runner

    func testTheDesignFitsWhatTheBudgetAffords() {
        let standard = SamplingDesign.standard
        XCTAssertEqual(standard.fitting(rounds: 1000), standard)
        XCTAssertEqual(standard.fitting(rounds: 48), standard)
        XCTAssertEqual(standard.fitting(rounds: 20).looks, [8, 12, 16, 20])
        XCTAssertEqual(standard.fitting(rounds: 20).perLookConfidence, 1 - 0.05 / 4, accuracy: 1e-12)
        XCTAssertEqual(standard.fitting(rounds: 12).looks, [8, 12])
        // One look: fixed rounds at 95%, never fewer than a 95% interval needs (6: 2/64 = 3.1% <= 5%).
        XCTAssertEqual(standard.fitting(rounds: 7).looks, [7])
        XCTAssertEqual(standard.fitting(rounds: 7).perLookConfidence, 0.95, accuracy: 1e-12)
        XCTAssertEqual(standard.fitting(rounds: 0).looks, [6])
        // Looks too short for the level of the looks kept are dropped: at 9 rounds, [8, 9] would need
        // 8 rounds at 97.5% (fine), so both stay.
        XCTAssertEqual(standard.fitting(rounds: 9).looks, [8, 9])
    }

    func testTheRunnerTakesWhatItsBudgetAffordsInOneLook() {
        var settings = MeasurementSettings.quick
        settings.precision = 0.000_1
        let planned = PlannedScenario(series: "s", scenario: Scenario(depth: 8), strategies: [IfElseStrategy.self, ManualStrategy.self])
        var random = SplitMix64(seed: 1)
        let measurement = BenchmarkRunner(settings: settings).measure(planned, &random, allowanceSeconds: 0)
        XCTAssertEqual(measurement.strategies.map(\.samples.count), [6, 6], "the pilot round is not kept")
        XCTAssertTrue([.maximumRounds, .settled].contains(measurement.sampling?.stop), "\(String(describing: measurement.sampling))")
        XCTAssertEqual(measurement.sampling?.perLookConfidence ?? 0, 0.95, accuracy: 1e-12)
    }

    func testFixedRoundsAreExactlyTheRoundsAskedFor() {
        var settings = MeasurementSettings.quick
        settings.rounds = 3
        let planned = PlannedScenario(series: "s", scenario: Scenario(depth: 8), strategies: [IfElseStrategy.self, ManualStrategy.self])
        var random = SplitMix64(seed: 1)
        let measurement = BenchmarkRunner(settings: settings).measure(planned, &random)
        XCTAssertEqual(measurement.strategies.map(\.samples.count), [3, 3])
        XCTAssertNil(measurement.sampling)
    }

    func testWithoutTheReferenceThereIsNoRatioToWaitFor() {
        var settings = MeasurementSettings.quick
        settings.precision = 0.01
        let planned = PlannedScenario(series: "s", scenario: Scenario(depth: 8), strategies: [ManualStrategy.self])
        var random = SplitMix64(seed: 1)
        let measurement = BenchmarkRunner(settings: settings).measure(planned, &random)
        XCTAssertEqual(measurement.strategies[0].samples.count, SamplingDesign.standard.looks[0])
        XCTAssertEqual(measurement.sampling?.stop, .noRatio)
    }

    // MARK: The stopping rule (fed a scripted clock and ratios: what the runner's loop asks it)

    func testFixedRoundsAskForTheRoundsThenStop() {
        var settings = MeasurementSettings()
        settings.rounds = 3
        var rule = StoppingRule(settings, allowanceSeconds: 0)
        var asked = false
        let ratios: () -> [[Double]]? = { asked = true; return [[1]] }
        XCTAssertEqual(rule.next(rounds: 0, secondsSpent: 0, ratios: ratios), .roundsUntil(3))
        XCTAssertEqual(rule.next(rounds: 3, secondsSpent: 100, ratios: ratios), .stop(.fixedRounds))
        XCTAssertFalse(asked, "fixed rounds look at no ratio")
        XCTAssertNil(rule.record(.fixedRounds))
    }

    func testPrecisionPricesAPilotFitsTheLooksAndStopsForTheBudget() {
        var settings = MeasurementSettings()
        settings.precision = 0.01
        var rule = StoppingRule(settings, allowanceSeconds: 2)
        let unclear = [[0.95, 1.05, 1.0, 0.97, 1.03, 1.01, 0.99, 1.02]]
        XCTAssertEqual(rule.next(rounds: 0, secondsSpent: 0, ratios: { XCTFail("no look yet"); return nil }), .pilot)
        // The pilot took 0.1 s: 20 rounds are affordable, so the looks are 8, 12, 16 and 20.
        XCTAssertEqual(rule.next(rounds: 0, secondsSpent: 0.1, ratios: { XCTFail("no look yet"); return nil }), .roundsUntil(8))
        // 0.9 s for 8 rounds: 4 more end at 1.35 s, within 2 s.
        XCTAssertEqual(rule.next(rounds: 8, secondsSpent: 0.9, ratios: { unclear }), .roundsUntil(12))
        // 1.9 s for 12 rounds: 4 more would end at 2.53 s.
        XCTAssertEqual(rule.next(rounds: 12, secondsSpent: 1.9, ratios: { unclear }), .stop(.timeBudget))
        XCTAssertEqual(rule.record(.timeBudget), SamplingRecord(stop: .timeBudget, precision: 0.01, perLookConfidence: 1 - 0.05 / 4,
                                                                looks: [8, 12, 16, 20]))
    }

    func testPrecisionStopsWhenSettledAtTheLastLookOrWithoutAReference() {
        let unclear = [[0.95, 1.05, 1.0, 0.97, 1.03, 1.01, 0.99, 1.02]]
        func piloted(_ precision: Double) -> StoppingRule {
            var settings = MeasurementSettings()
            settings.precision = precision
            var rule = StoppingRule(settings, allowanceSeconds: .infinity)
            XCTAssertEqual(rule.next(rounds: 0, secondsSpent: 0, ratios: { nil }), .pilot)
            XCTAssertEqual(rule.next(rounds: 0, secondsSpent: 0.01, ratios: { nil }), .roundsUntil(8))
            return rule
        }
        var settled = piloted(0.06)
        XCTAssertEqual(settled.next(rounds: 8, secondsSpent: 1, ratios: { unclear }), .stop(.settled))
        XCTAssertEqual(settled.record(.settled)?.looks, SamplingDesign.standard.looks)
        var longest = piloted(0.01)
        XCTAssertEqual(longest.next(rounds: 48, secondsSpent: 1, ratios: { unclear }), .stop(.maximumRounds))
        var alone = piloted(0.01)
        XCTAssertEqual(alone.next(rounds: 8, secondsSpent: 1, ratios: { nil }), .stop(.noRatio))
        XCTAssertEqual(alone.record(.noRatio)?.perLookConfidence, SamplingDesign.standard.perLookConfidence)
    }

    // MARK: Results

    func testARatioAfterSamplingCarriesTheOrderIntervalAndPlacementsKeepTheirRounds() {
        let record = SamplingRecord(stop: .settled, precision: 0.01, perLookConfidence: SamplingDesign.standard.perLookConfidence)
        let ratios = [1.0, 1.1, 0.9, 1.05, 0.95, 1.02, 0.98, 1.01]
        let sampled = RatioSummary(reference: StrategyName("r"), ratios: ratios, seed: 1, sampling: record)
        XCTAssertEqual(sampled.placements?.first?.interval, Statistics.Interval(lower: 0.9, upper: 1.1), "the placement's own interval")
        XCTAssertNil(sampled.interval, "one placement: no verdict's interval")
        let longer = RatioSummary(reference: StrategyName("r"), ratios: ratios + ratios + [1.0, 1.0, 1.0, 1.0], seed: 1, sampling: record)
        let merged = RatioSummary(reference: StrategyName("r"), placements: [sampled, longer], allowance: 0)
        XCTAssertEqual(merged.placements?.map(\.rounds), [8, 20])
        XCTAssertEqual(merged.ratios, ratios + ratios + ratios + [1.0, 1.0, 1.0, 1.0], "each placement's rounds in turn")
    }

    private var generator = SplitMix64(seed: 25)
}

final class SamplingReportTests: XCTestCase {
    /// A document of one scenario's cases, if-else and `ratios.count` others, each other case's
    /// per-round ratios as given, stopped for `stop`.
    private func document(_ ratios: [String: [Double]], stop: StopReason?, precision: Double? = 0.01, looks: [Int]? = nil) -> ResultsDocument {
        let record = stop.map { SamplingRecord(stop: $0, precision: precision, perLookConfidence: SamplingDesign.standard.perLookConfidence,
                                               looks: looks) }
        let rounds = ratios.values.first!.count
        let entries: [(String, [Double]?)] = [("if-else", nil)] + ratios.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let cases = entries.map { name, ratios in
            let values = Array(repeating: 100.0, count: rounds)
            return CaseResult(name: "BM_Chain/\(name)/depth:64", strategy: StrategyName(name), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: "depth=64"), depth: 64,
                              passesPerSample: 1, samples: values, rawSamples: values, cpuSamples: values,
                              stats: SampleSummary(values), nanosecondsPerView: 1,
                              ratio: ratios.map { RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: $0, seed: 1, sampling: record) },
                              counts: [:], verification: .equal, sampling: record)
        }
        return ResultsDocument(environment: .current(tools: .ofThisTest), settings: MeasurementSettings(), cases: cases, resets: [],
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    func testTheLinesNameTheRatiosThatSettledNothing() {
        let tight = [0.999, 1.001, 1.0, 1.002, 0.998, 1.0, 1.001, 0.999]
        let slower = [1.10, 1.20, 1.15, 1.05, 1.12, 1.18, 1.08, 1.14]
        let unclear = [0.95, 1.05, 1.0, 0.97, 1.03, 1.01, 0.99, 1.02]
        let lines = SamplingReport.lines(document(["a": tight, "b": slower, "c": unclear], stop: .timeBudget))
        XCTAssertEqual(lines, [
            "Rounds: 1 scenario stopped: 1 time-budget; 1 of 3 ratios within ±1.00% in every placement.",
            "1 ratio settled nothing in some placement (wider than ±1.00% and reaching across ±2%):",
            "  BM_Chain/c/depth:64: ±4.98% after 8 rounds",
        ])
        XCTAssertTrue(SamplingReport.roundsText(document(["a": tight], stop: .settled)).hasPrefix("8 interleaved rounds (precision-targeted"))
    }

    /// After `check --extra-rounds` there is no precision to report against: the lines say the looks
    /// and how the scenarios stopped.
    func testRoundsTakenAgainstABaselineSayTheirLooks() {
        let checked = document(["a": [1, 1.01, 0.99, 1, 1, 1, 1, 1]], stop: .maximumRounds, precision: nil, looks: [6, 8, 10])
        XCTAssertEqual(SamplingReport.lines(checked), ["Rounds: 1 scenario stopped: 1 maximum-rounds."])
        XCTAssertEqual(SamplingReport.roundsText(checked), "8 interleaved rounds (looked at after 6, 8, 10 rounds: a scenario went on "
            + "while a time figure of its cases against the baseline was open)")
    }

    func testFixedRoundsSayNothingMore() {
        let fixed = document(["a": [1, 1.01, 0.99]], stop: nil)
        XCTAssertEqual(SamplingReport.lines(fixed), [])
        XCTAssertEqual(SamplingReport.roundsText(fixed), "15 interleaved rounds")
    }
}
