import CBenchSupport
import PinBaseline
import PinBenchKit
import PinEngine

/// How cases are measured.
package struct MeasurementSettings: Codable, Sendable, Equatable {
    /// Samples per case in each placement: one per round, every round in a shuffled order.
    package var rounds = 15
    /// Placements (fresh processes) of `run` unless told otherwise (docs/measurement.md, "Placements").
    package static let defaultPlacements = 16
    /// Rounds per placement of `run` over placements unless told otherwise.
    package static let placementRounds = 3
    /// Placements of `run --quick`: the fewest that give an interval.
    package static let quickPlacements = PlacementEstimate.minimumPlacements
    /// One sample's duration: long enough for the clock (docs/measurement.md, "The method").
    package var minSampleSeconds = 0.005
    /// Passes run before calibration, per case, to warm caches, branch predictors and lazy metadata.
    var warmupSeconds = 0.010
    /// The warm-up per case in a placement's child: enough to warm caches and predictors.
    static let placementWarmupSeconds = 0.003
    /// The strategy ratios are computed against, per round.
    package var reference = StrategyName(IfElseStrategy.self)
    /// Seeds order, bootstrap, placements and link seeds; fresh per run unless `--seed` is given.
    package var seed: UInt64 = 1

    /// A random seed in 1..<2³², so two runs' link seeds rarely overlap.
    package static func freshSeed() -> UInt64 {
        UInt64.random(in: 1...UInt64(UInt32.max))
    }
    /// Rounds until every ratio's interval is within ±`precision`; nil: exactly `rounds` rounds.
    package var precision: Double?
    /// The time budget of all scenarios' rounds with `precision`; each scenario may spend what is left
    /// over the scenarios left.
    package var maxSeconds: Double?

    package init() {}

    /// Fewer, shorter samples in each of `quickPlacements`: a smoke run in a few seconds.
    package static var quick: MeasurementSettings {
        var settings = MeasurementSettings()
        settings.rounds = 2
        settings.minSampleSeconds = 0.004
        settings.warmupSeconds = 0.004
        return settings
    }
}

/// Times the cases of one planned scenario: one fixture, every strategy warmed up and calibrated, then
/// shuffled rounds in which every strategy and the frame reset give one sample each, as long as the
/// `StoppingRule` says. The reset's median is subtracted, since frames are reset before each pass
/// inside the timed batch.
struct BenchmarkRunner {
    let settings: MeasurementSettings

    /// Warms up, calibrates and counts every entry without timing, once in a placements parent.
    func prepare(_ planned: PlannedScenario) -> (passes: [Int], counts: [Counts]) {
        let fixture = ChainFixture(planned.scenario)
        fixture.applyGlobals()
        let entries: [TimedEntry] = [.reset] + planned.strategies.map { .strategy($0) }
        let passes = entries.map { entry in
            entry.warmUp(fixture, seconds: settings.warmupSeconds)
            return entry.calibratedPasses(fixture, minSeconds: settings.minSampleSeconds)
        }
        return (passes, planned.strategies.map { countedPass($0.init(), fixture) })
    }

    /// Times every strategy until its `StoppingRule` stops; `given` passes skip calibration and counts.
    func measure(_ planned: PlannedScenario, _ random: inout SplitMix64, allowanceSeconds: Double = .infinity,
                 passes given: [Int]? = nil) -> ScenarioMeasurement {
        let scenario = planned.scenario
        let fixture = ChainFixture(scenario)
        fixture.applyGlobals()

        let entries: [TimedEntry] = [.reset] + planned.strategies.map { .strategy($0) }
        precondition(given == nil || given?.count == entries.count, "one given passes per sample for the reset and each strategy")
        var passes: [Int] = []
        for (index, entry) in entries.enumerated() {
            entry.warmUp(fixture, seconds: settings.warmupSeconds)
            passes.append(given?[index] ?? entry.calibratedPasses(fixture, minSeconds: settings.minSampleSeconds))
        }
        var rounds = ScenarioRounds(entries: entries, fixture: fixture, passes: passes)
        let start = pin_monotonic_ns()
        func secondsSpent() -> Double { Double(pin_monotonic_ns() - start) / 1e9 }
        var rule = StoppingRule(settings, allowanceSeconds: allowanceSeconds)
        let stop = takeRounds(&rounds, &random, rule: &rule, secondsSpent: secondsSpent)
        rounds.repair(&random)
        var results: [StrategyMeasurement] = []
        for (index, entry) in entries.enumerated() {
            guard case .strategy(let strategy) = entry else { continue }
            results.append(StrategyMeasurement(strategy: strategy.name, passesPerSample: passes[index],
                                               samples: rounds.samples[index], counts: given == nil ? countedPass(strategy.init(), fixture) : [:]))
        }
        return ScenarioMeasurement(scenario: scenario, series: planned.series, resetPassesPerSample: passes[0],
                                   resetSamples: rounds.samples[0], strategies: results, sampling: rule.record(stop),
                                   roundsSeconds: secondsSpent())
    }

    /// Takes rounds as `rule` says until it stops, and says why it stopped.
    private func takeRounds(_ rounds: inout ScenarioRounds, _ random: inout SplitMix64, rule: inout StoppingRule,
                            secondsSpent: () -> Double) -> StopReason {
        let reference = rounds.entries.firstIndex { entry in
            if case .strategy(let strategy) = entry { StrategyName(strategy) == settings.reference } else { false }
        }
        while true {
            switch rule.next(rounds: rounds.count, secondsSpent: secondsSpent(), ratios: { rounds.ratios(reference: reference) }) {
            case .pilot:
                // The pilot is dropped, so looks chosen from its time are independent of what they
                // judge.
                rounds.take(&random)
                rounds.samples = rounds.samples.map { _ in [] }
            case .roundsUntil(let target):
                while rounds.count < target { rounds.take(&random) }
            case .stop(let reason):
                return reason
            }
        }
    }
}

/// One scenario's samples (the reset first): each round, every entry once in a shuffled order.
private struct ScenarioRounds {
    let entries: [TimedEntry]
    let fixture: ChainFixture
    let passes: [Int]
    var samples: [[TimedEntry.Sample]]

    init(entries: [TimedEntry], fixture: ChainFixture, passes: [Int]) {
        self.entries = entries
        self.fixture = fixture
        self.passes = passes
        samples = Array(repeating: [TimedEntry.Sample](), count: entries.count)
    }

    /// The rounds taken so far.
    var count: Int { samples[0].count }

    mutating func take(_ random: inout SplitMix64) {
        var order = Array(entries.indices)
        order.shuffle(using: &random)
        for index in order {
            samples[index].append(entries[index].sample(fixture, passes: passes[index]))
        }
    }

    /// Each strategy's paired round ratios over the `reference` entry, reset-corrected; nil without one.
    func ratios(reference: Int?) -> [[Double]]? {
        guard let reference else { return nil }
        let reset = Statistics.median(samples[0].map(\.wall))
        return entries.indices.dropFirst().filter { $0 != reference }.map { index in
            RoundRatios.paired(samples[index].map(\.wall), samples[reference].map(\.wall), reset: reset)
        }
    }

    /// Repair rounds: more rounds move a reset median that reaches a sample back below it.
    mutating func repair(_ random: inout SplitMix64) {
        var repairs = 0
        while repairs < BenchmarkRunner.repairRounds, BenchmarkRunner.resetReachesASample(samples) {
            take(&random)
            repairs += 1
        }
    }
}

extension BenchmarkRunner {
    /// The most rounds taken beyond the planned ones to bring the reset's median below every sample.
    static let repairRounds = 5

    /// Whether the reset's median reaches some sample, which would correct to zero or less.
    static func resetReachesASample(_ samples: [[TimedEntry.Sample]]) -> Bool {
        guard let resets = samples.first, !resets.isEmpty else { return false }
        let reset = Statistics.median(resets.map(\.wall))
        return samples.dropFirst().contains { $0.contains { $0.wall <= reset } }
    }
}

/// One steady-state pass's counts per strategy, timing nothing (the gate's counter tiers).
package enum PassCounter {
    package static func counts(_ planned: PlannedScenario) -> [StrategyName: Counts] {
        let saved = PinGlobals.current
        defer { saved.restore() }
        let fixture = ChainFixture(planned.scenario)
        fixture.applyGlobals()
        var counts: [StrategyName: Counts] = [:]
        for strategy in planned.strategies {
            counts[StrategyName(strategy)] = countedPass(strategy.init(), fixture)
        }
        return counts
    }
}

/// Counts one pass of `strategy` per probe, each from reset frames so no probe's bookkeeping lands in
/// another's window; generic so the counted call is the timed one.
@inline(never)
func countedPass<S: ChainStrategy>(_ strategy: S, _ fixture: ChainFixture) -> Counts {
    if let screens = fixture.screens, let screenStrategy = strategy as? any ScreenStrategy {
        return countedScreenPass(screenStrategy, screens, fixture)
    }
    let chain = fixture.chain
    return countedPass(fixture) { strategy.layout(chain) }
}

@inline(never)
func countedScreenPass<S: ScreenStrategy>(_ strategy: S, _ screens: AppScreens, _ fixture: ChainFixture) -> Counts {
    countedPass(fixture) { strategy.layout(screens) }
}

@inline(__always)
private func countedPass(_ fixture: ChainFixture, _ layOut: () -> Void) -> Counts {
    fixture.reset()
    layOut()
    var counts = Counts()
    for probe in Counter.probes {
        fixture.reset()
        if let probed = probe.count(layOut) { counts.merge(probed) { first, _ in first } }
    }
    return counts
}

/// Passes per sample: batches grow to a quarter of the target, then extrapolate (+10%).
enum Calibration {
    /// After a batch: the next batch to time, or the passes per sample.
    enum Step: Equatable, Sendable {
        case measure(Int)
        case done(Int)
    }

    /// The shortest batch, as a fraction of the target, that the count is extrapolated from.
    static let extrapolatedFraction = 0.25
    /// The margin over the extrapolated count, so that noise in the batch rarely leaves a sample short.
    static let margin = 1.1

    static func step(passes: Int, elapsedNanoseconds: Double, targetNanoseconds: Double) -> Step {
        let elapsed = Swift.max(elapsedNanoseconds, 1)
        guard elapsed < targetNanoseconds * extrapolatedFraction else {
            return .done(Swift.max(passes, Int((Double(passes) * targetNanoseconds * margin / elapsed).rounded(.up))))
        }
        let factor = elapsed < targetNanoseconds / 40 ? 10 : targetNanoseconds / 2 / elapsed
        return .measure(Swift.max(passes + 1, Int((Double(passes) * factor).rounded(.up))))
    }
}

/// A timed thing of a scenario's rounds: a strategy, or the frame reset alone.
package enum TimedEntry {
    case reset
    case strategy(any ChainStrategy.Type)

    package struct Sample {
        /// Nanoseconds per pass, wall clock.
        package var wall: Double
        /// Nanoseconds per pass, thread CPU time.
        package var cpu: Double
    }

    package func warmUp(_ fixture: ChainFixture, seconds: Double) {
        let start = pin_monotonic_ns()
        var passes = 0
        while passes < 2 || Double(pin_monotonic_ns() - start) < seconds * 1e9 {
            _ = run(fixture, passes: 1)
            passes += 1
        }
    }

    /// Passes per sample for `minSeconds` of thread CPU time, not wall time, which preemption during
    /// calibration would bias (docs/measurement.md).
    package func calibratedPasses(_ fixture: ChainFixture, minSeconds: Double) -> Int {
        var passes = 1
        while true {
            switch Calibration.step(passes: passes, elapsedNanoseconds: Double(run(fixture, passes: passes).cpu), targetNanoseconds: minSeconds * 1e9) {
            case .measure(let next): passes = next
            case .done(let final): return final
            }
        }
    }

    package func sample(_ fixture: ChainFixture, passes: Int) -> Sample {
        let elapsed = run(fixture, passes: passes)
        return Sample(wall: Double(elapsed.wall) / Double(passes), cpu: Double(elapsed.cpu) / Double(passes))
    }

    private func run(_ fixture: ChainFixture, passes: Int) -> (wall: UInt64, cpu: UInt64) {
        switch self {
        case .reset: timeResets(fixture, passes: passes)
        case .strategy(let strategy):
            if let screens = fixture.screens, let screenStrategy = strategy.init() as? any ScreenStrategy {
                timeScreenPasses(screenStrategy, screens, fixture, passes: passes)
            } else {
                timePasses(strategy.init(), fixture, passes: passes)
            }
        }
    }
}

/// `passes` passes of `strategy` from reset frames; generic, so one dynamic call per pass.
@inline(never)
func timePasses<S: ChainStrategy>(_ strategy: S, _ fixture: ChainFixture, passes: Int) -> (wall: UInt64, cpu: UInt64) {
    let chain = fixture.chain
    return timeLoop(fixture, passes: passes) { strategy.layout(chain) }
}

/// `timePasses` for an app-screen scenario: the screens' layout of `strategy`.
@inline(never)
func timeScreenPasses<S: ScreenStrategy>(_ strategy: S, _ screens: AppScreens, _ fixture: ChainFixture,
                                         passes: Int) -> (wall: UInt64, cpu: UInt64) {
    timeLoop(fixture, passes: passes) { strategy.layout(screens) }
}

/// `passes` frame resets alone, to be subtracted from `timePasses`.
@inline(never)
func timeResets(_ fixture: ChainFixture, passes: Int) -> (wall: UInt64, cpu: UInt64) {
    timeLoop(fixture, passes: passes) {}
}

/// The timed loop: reset, `layOut`, keep the last view's frame alive; wall and thread CPU time.
@inline(__always)
private func timeLoop(_ fixture: ChainFixture, passes: Int, _ layOut: () -> Void) -> (wall: UInt64, cpu: UInt64) {
    let last = fixture.chain.views[fixture.chain.views.count - 1]
    let wallStart = pin_monotonic_ns()
    let cpuStart = pin_thread_cpu_ns()
    for _ in 0..<passes {
        fixture.reset()
        layOut()
        withUnsafePointer(to: last.frame) { pin_black_hole($0) }
    }
    let cpu = pin_thread_cpu_ns() - cpuStart
    return (pin_monotonic_ns() - wallStart, cpu)
}

/// Everything measured for one scenario.
package struct ScenarioMeasurement {
    package let scenario: Scenario
    package let series: String
    let resetPassesPerSample: Int
    let resetSamples: [TimedEntry.Sample]
    package let strategies: [StrategyMeasurement]
    /// How the rounds were decided with precision-targeted sampling; nil for fixed rounds.
    package let sampling: SamplingRecord?
    /// Wall time of the rounds (after warm-up and calibration), seconds.
    let roundsSeconds: Double

    /// Median wall time of one reset, ns.
    var resetNanoseconds: Double { Statistics.median(resetSamples.map(\.wall)) }
    var resetCPUNanoseconds: Double { Statistics.median(resetSamples.map(\.cpu)) }
}

/// One strategy's measurements on one scenario.
package struct StrategyMeasurement {
    package let strategy: String
    package let passesPerSample: Int
    let samples: [TimedEntry.Sample]
    package let counts: Counts
}
