import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// Measures the gate's error rates: A/A must pass, injected A/A′ must fail.
package struct GateSelfTest {
    /// Each trial's measurement: `placements` fresh processes of this binary, `rounds` rounds each.
    package var measurement: MeasurementSettings = {
        var settings = MeasurementSettings()
        settings.rounds = MeasurementSettings.placementRounds
        return settings
    }()
    package var placements = MeasurementSettings.defaultPlacements
    package var gate = GateSettings()
    /// Time-tier trials per row (0 leaves the tier out).
    package var trials = 20
    /// Trials per row of the instruction tier (deterministic: more than a few prove nothing new).
    var instructionTrials = 3
    package var depths = [256, 4096]
    /// How long each valgrind run of the instruction tier may take.
    package var timeLimit = ChildTimeLimit()

    package init() {}

    package struct Row: Codable, Sendable {
        package var tier: GateTier
        /// Extra work in percent (0: A/A).
        var injectedPercent: Int
        package var trials: Int
        /// Trials the gate called a regression.
        package var flagged: Int
        /// Trials the gate left inconclusive (an interval across the threshold); nil in files before it.
        package var inconclusive: Int?
        /// Median and largest |relative change| of the deciding figure over the trials.
        var medianChange: Double
        var largestChange: Double
    }

    package struct Result: Codable, Sendable {
        package var rows: [Row]
        package var notes: [String]
        package var elapsedSeconds: Double
        /// Per case, the largest A/A change: the noise a threshold must clear.
        var aaLargestChange: [String: Double] = [:]
        /// `pin-bench ab`'s rows (`ABSelfTest`), when measured.
        package var ab: [ABSelfTest.Row] = []

        /// Thresholds from noise: twice the largest A/A change, in half per cents, at least `minimum`.
        package func thresholds(minimum: Double) -> GateThresholds {
            GateThresholds(rules: aaLargestChange.keys.sorted().map { name in
                let noise = aaLargestChange[name] ?? 0
                let threshold = max(minimum, (noise * 2 * 200).rounded(.up) / 200)
                return GateThresholds.Rule(case: name, time: threshold,
                                           note: "A/A largest |change| \(fixed(noise * 100, 2))% over the self-test's trials")
            })
        }
    }

    static let sizes: [(percent: Int, strategy: any ChainStrategy.Type)] = [
        (5, InjectedWorkStrategy<FivePercentMore>.self), (10, InjectedWorkStrategy<TenPercentMore>.self),
        (20, InjectedWorkStrategy<TwentyPercentMore>.self),
    ]

    /// Measures both tiers, every child started with `process`'s settings.
    package func run(process: ProcessSettings, progress: (ProgressStep) -> Void = { _ in }) -> Result {
        let start = ContinuousClock.now
        var rows: [Row] = []
        var notes: [String] = []
        var aaLargestChange: [String: Double] = [:]
        do {
            rows += try timeTier(process, progress) { aaLargestChange = $0 }
        } catch {
            notes.append("time tier failed: \(error)")
        }
        if let reason = InstructionCounter.unavailableReason(process) {
            notes.append("instruction tier not measured: \(reason)")
        } else {
            do {
                rows += try instructionTier(process, progress)
            } catch {
                notes.append("instruction tier failed: \(error)")
            }
        }
        let elapsed = ContinuousClock.now - start
        return Result(rows: rows, notes: notes,
                      elapsedSeconds: elapsed.seconds,
                      aaLargestChange: aaLargestChange)
    }

    /// `if-else` (or an injected variant, measured under if-else's names) and `manual` at each depth.
    private func plan(_ candidate: any ChainStrategy.Type, hidden: HiddenPattern) -> [PlannedScenario] {
        let base = BenchmarkSuite.baseScenario(hidden: hidden, fanIn: .immediate)
        return depths.map { depth in
            var scenario = base
            scenario.depth = depth
            return PlannedScenario(series: "selftest", scenario: scenario, strategies: [candidate, ManualStrategy.self])
        }
    }

    /// Observations of one measurement, with the candidate's cases renamed to if-else's.
    private func observations(_ candidate: any ChainStrategy.Type, seed: UInt64, _ process: ProcessSettings) throws(MeasurementError) -> [GateObservation] {
        var settings = measurement
        settings.seed = seed
        settings.reference = StrategyName(ManualStrategy.self)
        var measured = MeasurementPlan(cases: plan(candidate, hidden: .random(percent: 50)), settings: settings, process: process)
        measured.placements = .placements(count: placements, varying: Set(PlacementFactor.allCases), functionOrders: .one)
        let document = try MeasurementPipeline.run(measured).document
        return GateObservation.all(document).map { renamed($0, from: candidate) }
    }

    private func renamed(_ observation: GateObservation, from candidate: any ChainStrategy.Type) -> GateObservation {
        var result = observation
        result.name = observation.name.replacingOccurrences(of: "/\(candidate.name)/", with: "/\(IfElseStrategy.name)/")
        return result
    }

    private func timeTier(_ process: ProcessSettings, _ progress: (ProgressStep) -> Void, noise: ([String: Double]) -> Void) throws(MeasurementError) -> [Row] {
        guard trials > 0 else { return [] }
        var settings = gate
        settings.tiers = [.time]
        settings.tiersAsked = true
        // Two measurements per A/A trial: independent trials, a binomial count of false alarms.
        let measurements = 2 * trials
        let timeSteps = measurements + Self.sizes.count * trials
        var baselines: [[GateObservation]] = []
        for index in 0..<measurements {
            progress(ProgressStep("time tier, baseline measurement \(index + 1)/\(measurements)", done: index, total: timeSteps))
            baselines.append(try observations(IfElseStrategy.self, seed: UInt64(1000 + index), process))
        }
        let aa = (0..<trials).map { trial in
            Gate.compare(baseline: baselines[2 * trial], candidate: baselines[2 * trial + 1], settings: settings, timesComparable: true)
        }
        var largest: [String: Double] = [:]
        for comparison in aa.flatMap(\.comparisons) {
            let changes = [comparison.time, comparison.ratioToManual].compactMap { $0?.relativeChange.magnitude }
            largest[comparison.name] = max(largest[comparison.name] ?? 0, changes.max() ?? 0)
        }
        noise(largest)
        var rows = [row(.time, 0, aa)]
        for (sizeIndex, size) in Self.sizes.enumerated() {
            var reports: [GateReport] = []
            for trial in 0..<trials {
                progress(ProgressStep("time tier, +\(size.percent)% trial \(trial + 1)/\(trials)",
                                      done: measurements + sizeIndex * trials + trial, total: timeSteps))
                let candidate = try observations(size.strategy, seed: UInt64(5000 + trial), process)
                reports.append(Gate.compare(baseline: baselines[2 * trial], candidate: candidate, settings: settings, timesComparable: true))
            }
            rows.append(row(.time, size.percent, reports))
        }
        return rows
    }

    private func instructionTier(_ process: ProcessSettings, _ progress: (ProgressStep) -> Void) throws -> [Row] {
        var settings = gate
        settings.tiers = [.instructions]
        settings.tiersAsked = true
        // Uniform chains (nothing hidden), so that k% of the views is k% of the work.
        func count(_ candidate: any ChainStrategy.Type) throws -> [GateObservation] {
            let plan = plan(candidate, hidden: .none)
            let counts = try InstructionCounter.count(InstructionProbePlan(plan), process: process, timeLimit: timeLimit)
            return GateObservation.deterministic(plan, instructions: counts).map { renamed($0, from: candidate) }
        }
        var rows: [Row] = []
        let sizes: [(percent: Int, strategy: any ChainStrategy.Type)] = [(0, IfElseStrategy.self), (1, InjectedWorkStrategy<OnePercentMore>.self)] + Self.sizes
        let baseline = try count(IfElseStrategy.self)
        for (sizeIndex, size) in sizes.enumerated() {
            var reports: [GateReport] = []
            for trial in 0..<instructionTrials {
                progress(ProgressStep("instruction tier, +\(size.percent)% trial \(trial + 1)/\(instructionTrials)",
                                      done: sizeIndex * instructionTrials + trial, total: sizes.count * instructionTrials))
                reports.append(Gate.compare(baseline: baseline, candidate: try count(size.strategy), settings: settings, timesComparable: true))
            }
            rows.append(row(.instructions, size.percent, reports))
        }
        return rows
    }

    /// A row: how many trials were flagged, and the size of the deciding figure's change on if-else.
    private func row(_ tier: GateTier, _ percent: Int, _ reports: [GateReport]) -> Row {
        let changes = reports.flatMap { report in
            report.comparisons.filter { $0.name.contains("/\(IfElseStrategy.name)/") }.compactMap { comparison in
                (tier == .instructions ? comparison.counters[InstructionCounter.counter.id] : comparison.time)?.relativeChange
            }
        }.map(\.magnitude)
        return Row(tier: tier, injectedPercent: percent, trials: reports.count,
                   flagged: reports.filter { $0.verdict == .regression }.count,
                   inconclusive: reports.filter { $0.verdict == .inconclusive }.count,
                   medianChange: changes.isEmpty ? 0 : Statistics.median(changes), largestChange: changes.max() ?? 0)
    }
}
