import CBenchSupport
import PinBaseline
import PinBenchKit
import PinEngine

/// How cases are measured.
package struct MeasurementSettings: Codable, Sendable, Equatable {
    /// Samples per case in each placement. Each round takes one sample of every case of a scenario,
    /// in a shuffled order.
    package var rounds = 15
    /// Placements (fresh processes) of `run` unless told otherwise: the variance between processes
    /// and function orders, which no count of rounds in one process shows, is sampled with fewer
    /// rounds in more placements (docs/measurement.md, "Placements").
    package static let defaultPlacements = 16
    /// Rounds per placement of `run` over placements unless told otherwise.
    package static let placementRounds = 3
    /// Placements of `run --quick`: the fewest that give an interval.
    package static let quickPlacements = PlacementEstimate.minimumPlacements
    /// Duration of one sample (a batch of passes): long enough that the clock's resolution is
    /// negligible, short enough to leave time for more placements, where a ratio's variance is
    /// (docs/measurement.md, "The method").
    package var minSampleSeconds = 0.005
    /// Passes run before calibration, per case, to warm caches, branch predictors and lazy metadata.
    var warmupSeconds = 0.010
    /// The warm-up of each case in a placement's child, which times the passes its parent calibrated:
    /// a few passes, enough to bring what one pass touches into the caches and branch predictors.
    static let placementWarmupSeconds = 0.003
    /// The strategy ratios are computed against, per round.
    package var reference = IfElseStrategy.name
    /// Seeds the order of each round, the bootstrap, the placements and their link seeds (`seed` + i).
    /// The timing verbs draw a fresh one per run unless `--seed` is given (`freshSeed`), so that two
    /// runs of one host relink different function orders and `merge` pools independent placements.
    package var seed: UInt64 = 1

    /// A seed for a run that was given none: random, from 1 to 2³² − 1, so that two runs' link seeds
    /// (`seed` + i, i < placements) overlap with a chance of about placements ÷ 2³¹.
    package static func freshSeed() -> UInt64 {
        UInt64.random(in: 1...UInt64(UInt32.max))
    }
    /// Precision-targeted sampling (`SamplingDesign.standard`): each scenario takes rounds until every
    /// ratio's 95% interval is within ±`precision` of its median (relative), at most the design's
    /// last look, within the time budget (`run --precision` or `--max-time`). Nil: exactly `rounds` rounds
    /// (`run`'s default, the gate, `ab`).
    package var precision: Double?
    /// The time budget of all scenarios' rounds together, in seconds, with `precision`; nil:
    /// `SamplingDesign.defaultSecondsPerScenario` per scenario. Each scenario may spend what is
    /// left divided by the scenarios left, so what a quiet scenario saves goes to the noisier ones.
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

/// Times the cases of one planned scenario (CasePipeline verifies first and plans only what verified):
/// build one fixture, warm up and calibrate every strategy, then take rounds in which every strategy
/// (and the frame reset alone) gives one sample, in a freshly shuffled order, as many as its
/// `StoppingRule` says. It knows nothing of verification.
///
/// Every pass starts from the same state: the frames are reset before each pass inside the timed
/// batch, and the reset's own cost — timed as its own case in the same rounds — is subtracted (its
/// median per scenario). Work is kept alive by a black hole on the last view's frame.
struct BenchmarkRunner {
    let settings: MeasurementSettings

    /// Warms up and calibrates every entry of `planned` (the reset first, then each strategy) and
    /// counts one steady-state pass of each strategy, timing nothing: what the parent of a run over
    /// placements prepares once, so that each placement only times (`measure(_:_:passes:)`).
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

    /// Times every strategy of `planned` until its `StoppingRule` stops, `allowanceSeconds` being
    /// the scenario's share of the time budget with `settings.precision`.
    /// With `given` passes per sample (the reset's first, then each strategy's, as `prepare` made
    /// them), nothing is calibrated or counted: each entry is warmed up and the rounds are taken.
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
            if case .strategy(let strategy) = entry { strategy.name == settings.reference } else { false }
        }
        while true {
            switch rule.next(rounds: rounds.count, secondsSpent: secondsSpent(), ratios: { rounds.ratios(reference: reference) }) {
            case .pilot:
                // The pilot's samples are dropped, so that the looks chosen from its time are
                // independent of the rounds they judge.
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

/// The samples of one scenario's entries (the reset first), taken a round at a time: every entry
/// gives one sample, in a freshly shuffled order.
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

    /// Repair rounds: while the reset's median is not below every sample, a reset-corrected sample
    /// would be zero or negative (one preempted reset sample moves the median of few rounds that
    /// far), and the results file would be refused by its own reader. More rounds move the median
    /// back; `MeasurementPipeline` refuses a document that is still unreadable.
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

    /// Whether the median wall time of the reset (`samples[0]`) is at or above some strategy's
    /// sample (`samples[1...]`), which would make that reset-corrected sample zero or negative.
    static func resetReachesASample(_ samples: [[TimedEntry.Sample]]) -> Bool {
        guard let resets = samples.first, !resets.isEmpty else { return false }
        let reset = Statistics.median(resets.map(\.wall))
        return samples.dropFirst().contains { $0.contains { $0.wall <= reset } }
    }
}

/// The counts of one steady-state pass of every strategy of a planned scenario, without timing
/// anything: what the gate's deterministic tiers need when no time is measured.
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

/// Counts one steady-state pass of `strategy` with each of `Counter.probes` (after a warm-up pass),
/// each probe over a pass of its own from freshly reset frames, so that no probe's bookkeeping runs
/// inside another's window; the reset happens before each probe starts. Generic, like `timePasses`,
/// so the counted call is the timed one (on an app screen, the screens' layout of a `ScreenStrategy`).
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

/// How many passes a sample needs: batches grow (×10 while far too short, else toward half the
/// target) until one lasts at least a quarter of the target, and the count is then extrapolated from
/// it, with a 10% margin, without running a full-length batch: calibrating every case of the default
/// suite this way costs about a quarter of one round instead of more than a round.
enum Calibration {
    /// After a batch of `passes` took `elapsedNanoseconds`: the next batch to time (`.measure`), or
    /// the passes per sample (`.done`).
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

    /// Passes per sample so that one sample lasts about `minSeconds` of this thread's CPU time.
    /// Not wall time: on a busy host, a batch preempted during calibration would look long enough
    /// at one pass, and that strategy's short samples would then escape the preemption its
    /// neighbours' long ones suffer — a bias between strategies that an A/A run showed (a twin of
    /// if-else calibrated to 10 passes against if-else's 1 read 4.6x slower).
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

/// `passes` layout passes of `strategy`, each from freshly reset frames. Generic so that the strategy
/// is called directly (one dynamic call per pass, none per view).
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
