import Foundation
import PinBenchKit

/// `pin-bench check --baseline FILE`: measures the baseline's cases again, then runs the gate.
enum CheckCommand: Command {
    static let name = "check"
    static let measuresTime = true
    static let summary = "measure the baseline's cases again and gate against it (for CI)"
    static let help = """
        Usage: pin-bench check --baseline FILE [options]

        Measures exactly the cases of the baseline (same scenarios, same strategies) and compares with
        the regression gate. With --tier deterministic, instruction counts (under valgrind) and the
        allocation and retain/release counts of one steady-state pass are measured, nothing is timed:
        the same answer on any machine, fit for a noisy CI machine. With --tier time only times (and
        the counts); by default every tier (instructions only when the baseline has them).

        Options:
          --baseline FILE      the baseline results file (required), e.g. results/baseline.json
          --rounds N, --min-time S, --seed S   timing settings (as in `run`)
          --save FILE          also save the new measurement as a results file (atomically)
          --quiet              no progress on stderr (a line redrawn on a terminal, a plain line every 10 s in a log)
        \(ChildTimeoutOption.help("the valgrind run"))
        \(GateOptions.help)

        Refreshing a baseline on purpose (after an intended change; review the diff before committing):
          swift run -c release pin-bench run --suite ci --instructions --no-save --format json --out results/baseline.json

        \(ExitCode.documentation)
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let baselinePath = try arguments.value("--baseline") else { throw UsageError("check needs --baseline FILE") }
        var settings = try GateOptions.parse(&arguments)
        var measurement = MeasurementSettings()
        if let rounds = try arguments.int("--rounds", in: 2...10_000) { measurement.rounds = rounds }
        if let seconds = try arguments.double("--min-time", in: 0.000_001...60) { measurement.minSampleSeconds = seconds }
        if let seed = try arguments.seed("--seed") { measurement.seed = seed }
        let save = try arguments.value("--save")
        let timeLimit = try ChildTimeoutOption.parse(&arguments)
        let format = try arguments.format([.text, .md, .json], default: .text)
        let out = try arguments.value("--out")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
        try Output.checkWritable(out, save)

        guard let baseline = GateOptions.load(baselinePath, as: "baseline", for: name) else { return .badBaseline }
        let plan: [PlannedScenario]
        do { plan = try baseline.plan() } catch {
            Output.error("pin-bench check: \(baselinePath): \(error.problem)")
            return .badBaseline
        }
        if !baseline.cases.contains(where: { $0.instructionsPerPass != nil }) {
            guard settings.tiers != [.instructions] else {
                Output.error("pin-bench check: \(baselinePath) has no instruction counts; make it with `run --instructions`")
                return .badBaseline
            }
            settings.tiers.remove(.instructions)
        }
        if settings.tiers.contains(.instructions), let reason = InstructionCounter.unavailableReason {
            Output.error("pin-bench check: cannot count instructions: \(reason)")
            return .environment
        }
        measurement.reference = baseline.settings.reference

        let start = ContinuousClock.now
        var measurements: [ScenarioMeasurement] = []
        var candidate: [GateObservation]
        var unverified: [String] = []
        var instructions: InstructionCounts?
        if settings.tiers.contains(.instructions) {
            progress.update("counting instructions under callgrind")
            do {
                instructions = try InstructionCounter.count(InstructionProbePlan(plan), timeLimit: timeLimit)
            } catch {
                progress.finish()
                Output.error("pin-bench check: \(error)")
                return ChildTimeoutOption.exitCode(error, otherwise: .environment)
            }
        }
        let environment = EnvironmentInfo.current()
        if settings.tiers.contains(.time) {
            measurements = CasePipeline(settings: measurement).run(plan) { progress.update($0) }
            let elapsed = ContinuousClock.now - start
            let document = ResultsBuilder.document(measurements, settings: measurement, environment: environment,
                                                   instructions: instructions, elapsedSeconds: elapsed.seconds)
            candidate = GateObservation.all(document)
            unverified = document.unverifiedCases
            if let save { try Output.write(try ResultsReport.json(document), to: save) }
        } else {
            candidate = GateObservation.deterministic(plan, instructions: instructions)
            unverified = CasePipeline.failingCases(plan)
        }
        progress.finish()
        let notes = Gate.environmentNotes(baseline.environment, environment)
        let report = Gate.compare(baseline: GateObservation.all(baseline), candidate: candidate, settings: settings,
                                  timesComparable: baseline.environment.machineFingerprint == environment.machineFingerprint,
                                  notes: notes, unverifiedCases: unverified)
        try Output.write(try GateOptions.render(report, format: format), to: out)
        return GateOptions.exitCode(report)
    }
}
