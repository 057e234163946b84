import XCTest
@testable import PinBenchKit

/// `check --extra-rounds`: which scenarios are measured on at a look, the runner stopping by that
/// rule, and the level the gate then judges at, on made-up samples where timing would decide.
final class CheckLooksTests: XCTestCase {
    func testTheLooksAreThePlannedRoundsAndHalvesOfTheExtraOnes() {
        XCTAssertEqual(SamplingDesign.planned(rounds: 15, extraRounds: 15).looks, [15, 22, 30])
        XCTAssertEqual(SamplingDesign.planned(rounds: 15, extraRounds: 0).looks, [15], "no extra rounds: one look")
        XCTAssertEqual(SamplingDesign.planned(rounds: 15, extraRounds: 1).looks, [15, 16])
        XCTAssertEqual(ABRun(oldPath: "", newPath: "").design.looks, [20, 40, 60], "ab's design is the same rule")
    }

    // MARK: The runner

    private let planned = PlannedScenario(series: "s", scenario: Scenario(depth: 8), strategies: [IfElseStrategy.self, ManualStrategy.self])

    private func measure(looks: [Int], isOpen: @escaping @Sendable (PlannedScenario, [String: [Double]]) -> Bool) -> ScenarioMeasurement {
        var random = SplitMix64(seed: 1)
        let rule = ScenarioLooks(design: SamplingDesign(looks: looks, alpha: 0.05), isOpen: isOpen)
        return BenchmarkRunner(settings: .quick, looks: rule).measure(planned, &random)
    }

    func testAScenarioWithNothingOpenStopsAtTheFirstLook() {
        let measurement = measure(looks: [6, 9, 12]) { _, _ in false }
        XCTAssertEqual(measurement.strategies.map(\.samples.count), [6, 6])
        XCTAssertEqual(measurement.sampling, SamplingRecord(stop: .settled, precision: nil, perLookConfidence: 1 - 0.05 / 3, looks: [6, 9, 12]))
    }

    func testAScenarioStillOpenGoesOnToTheLastLook() {
        let measurement = measure(looks: [6, 9, 12]) { _, _ in true }
        XCTAssertEqual(measurement.strategies.map(\.samples.count), [12, 12])
        XCTAssertEqual(measurement.sampling?.stop, .maximumRounds)
    }

    /// The judge sees every strategy of the scenario by name, with as many samples as rounds taken:
    /// it closes only once it has 9 of each, so the runner stops at the look of 9.
    func testTheJudgeSeesEachStrategysSamplesSoFar() {
        let measurement = measure(looks: [6, 9, 12]) { planned, samples in
            Set(samples.keys) != Set(planned.strategies.map { $0.name }) || samples.values.contains { $0.count < 9 }
        }
        XCTAssertEqual(measurement.strategies.map(\.samples.count), [9, 9])
        XCTAssertEqual(measurement.sampling?.stop, .settled)
    }

    // MARK: Which figures are open

    private func figure(_ interval: (Double, Double)?, p: Double?, change: Change = .unchanged) -> FigureComparison {
        var figure = FigureComparison(old: 1, new: 1, relativeChange: 0, p: p, change: change, counts: true, threshold: 0.05)
        figure.changeInterval = interval.map { Statistics.Interval(lower: $0.0, upper: $0.1) }
        return figure
    }

    func testAFigureIsOpenUntilItsIntervalDecidesAndItsPClearsHolmsStrictestStep() {
        let settings = GateSettings()
        XCTAssertFalse(CheckLooks.isOpen(figure((-0.02, 0.03), p: 0.5), settings, family: 10), "within ±5%: unchanged")
        XCTAssertFalse(CheckLooks.isOpen(figure((0.08, 0.12), p: 0.000_1), settings, family: 10), "beyond, p × 10 < 0.01: decided")
        XCTAssertTrue(CheckLooks.isOpen(figure((0.08, 0.12), p: 0.002), settings, family: 10), "beyond, but p × 10 ≥ 0.01")
        XCTAssertTrue(CheckLooks.isOpen(figure((0.02, 0.09), p: 0.000_1), settings, family: 10), "straddles +5%")
        XCTAssertTrue(CheckLooks.isOpen(figure(nil, p: nil, change: .inconclusive), settings, family: 10), "too few samples yet")
    }

    /// A scenario of if-else and manual against a baseline of 15 rounds: the candidate's scenario is
    /// open only while some figure's verdict is.
    func testAScenarioIsOpenWhileOneOfItsFiguresIs() {
        let rounds = 0..<15
        let manual = rounds.map { 500 + Double($0 % 5) }
        let ifElse = rounds.map { 1000 + Double($0 % 7) }
        let name = { (strategy: String) in BenchmarkCase.name(strategy: strategy, scenario: self.planned.scenario) }
        let baseline = [
            GateObservation(name: name("manual"), strategy: "manual", timeSamples: manual, manualRatios: []),
            GateObservation(name: name("if-else"), strategy: "if-else", timeSamples: ifElse, manualRatios: zip(ifElse, manual).map { $0 / $1 }),
        ]
        let here = EnvironmentInfo.current()
        let looks = CheckLooks(rounds: 15, extraRounds: 15, plan: [planned], baseline: baseline, settings: GateSettings(),
                               environments: (here, here))
        XCTAssertEqual(looks.family, 3, "raw time of both cases (same host), and if-else's ratio to manual")
        XCTAssertFalse(looks.isOpen(planned, ["manual": manual, "if-else": ifElse]), "the same samples: unchanged")
        XCTAssertFalse(looks.isOpen(planned, ["manual": manual, "if-else": ifElse.map { $0 * 1.5 }]), "+50%: a regression, decided")
        let noisy = rounds.map { 1000 * ($0 % 2 == 0 ? 0.9 : 1.15) }
        XCTAssertTrue(looks.isOpen(planned, ["manual": manual, "if-else": noisy]), "±12%: straddles ±5%")
        var other = here
        other.kernel = here.kernel + "-other"
        XCTAssertEqual(CheckLooks(rounds: 15, extraRounds: 15, plan: [planned], baseline: baseline, settings: GateSettings(),
                                  environments: (other, here)).family, 1, "another host: only the ratio to manual counts")
    }

    // MARK: Coverage under check's stopping rule (simulation; seeded, so the counts are fixed)

    private var generator = SplitMix64(seed: 39)

    /// Skewed timing-like noise around `median`: one round's time.
    private func sample(median: Double) -> Double {
        let exponential = -log(1 - Double.random(in: 0..<1, using: &generator))
        return median * (1 + 0.03 * (exponential - log(2.0)))
    }

    /// False regressions in `trials` checks of one figure whose true change is exactly the threshold
    /// (the worst place: a verdict needs the whole interval beyond it), a baseline of 15 rounds and a
    /// candidate looked at after 15, 22 and 30, going on while the figure is open; each look judged
    /// with `design` (nil: 95% and plain p at every look, as if the count had been fixed).
    private func falseRegressions(trials: Int, design: SamplingDesign?) -> Int {
        let settings = GateSettings()
        var wrong = 0
        for _ in 0..<trials {
            let old = (0..<15).map { _ in sample(median: 100) }
            var new: [Double] = []
            for look in [15, 22, 30] {
                while new.count < look { new.append(sample(median: 100 * (1 + settings.timeThreshold))) }
                let figure = Gate.statistical(old, new, settings, counts: true, design: design)
                if figure.change == .regression { wrong += 1 }
                if !CheckLooks.isOpen(figure, settings, family: 1) { break }
            }
        }
        return wrong
    }

    func testTheStoppingRuleOfCheckKeepsFalseRegressionsWithinTheirShare() {
        let trials = 1000
        let wrong = falseRegressions(trials: trials, design: .planned(rounds: 15, extraRounds: 15))
        // A one-sided miss of a 95% interval: at most 2.5% of the checks (10 of 1,000 here; looking
        // three times at 95% and plain p, 23).
        XCTAssertLessThanOrEqual(Double(wrong) / Double(trials), 0.025, "\(wrong) of \(trials) false regressions")
        let naive = falseRegressions(trials: trials, design: nil)
        XCTAssertGreaterThan(naive, wrong * 3 / 2, "\(naive) against \(wrong): the second chances should show")
    }

    // MARK: The gate at the per-look level

    func testEveryTimeFigureIsJudgedAtThePerLookLevel() {
        let old = (0..<15).map { 100 + Double($0) }
        let new = (0..<30).map { 104 + Double($0 % 15) }
        let design = SamplingDesign.planned(rounds: 15, extraRounds: 15)
        let once = Gate.statistical(old, new, GateSettings(), counts: true)
        let looked = Gate.statistical(old, new, GateSettings(), counts: true, design: design)
        XCTAssertEqual(looked.p!, min(1, once.p! * 3), accuracy: 1e-12)
        XCTAssertEqual(looked.changeInterval, Statistics.bootstrapChangeInterval(old, new, confidence: 1 - 0.05 / 3))
        let observations = { (samples: [Double]) in [GateObservation(name: "a", strategy: "if-else", timeSamples: samples, manualRatios: [])] }
        let report = Gate.compare(baseline: observations(old), candidate: observations(new), settings: GateSettings(),
                                  timesComparable: true, design: design)
        XCTAssertEqual(report.timeLooks, GateReport.TimeLooks(count: 3, perLookConfidence: 1 - 0.05 / 3))
        XCTAssertEqual(report.comparisons[0].time?.p ?? 0, looked.p!, accuracy: 1e-12)
        XCTAssertNil(Gate.compare(baseline: observations(old), candidate: observations(new), settings: GateSettings(),
                                  timesComparable: true).timeLooks, "one look: nothing to say")
    }
}
