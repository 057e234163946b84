import Foundation
import PinBenchKit

/// `pin-bench check --baseline FILE`: measures the baseline's cases again, then runs the gate.
enum CheckCommand: Command {
    static let name = "check"
    static let measuresTime = true
    static let summary = "measure the baseline's cases again and gate against it (for CI)"
    static let usage = ["pin-bench check --baseline FILE [options]"]
    static let about = """
        Measures exactly the cases of the baseline (same scenarios, same strategies) and compares with
        the regression gate. With --tier deterministic, instruction counts (under valgrind) and the
        allocation and retain/release counts of one steady-state pass are measured, nothing is timed:
        the same answer on any machine, fit for a noisy CI machine. With --tier time only times (and
        the counts). By default every tier the baseline can judge and this machine can measure, the
        others left out and said why: instructions only when the baseline has them and valgrind is
        here, time only when the baseline has enough rounds for its cases (the ci suite's 28: 8).
        Raw times are judged only against a baseline of this host and build (or with --tier time);
        the per-round ratio to `manual`, taken within each run, is judged on any host.
        With --extra-rounds N, the time tier's rounds are looked at up to three times, as ab's are:
        after --rounds, and after each half of N. A scenario goes on to the next look only while a time
        figure of its cases is open (its interval straddles ± the threshold, or lies beyond it with a
        p-value that has not cleared Holm's strictest step); the others stop. Every time figure is
        then judged at the per-look level (with three looks, the interval at 98.3% and each p-value
        taken three times), so that a false verdict is no likelier than with one look at 95%. Only the new measurement
        grows: the baseline's noise stays, so more rounds narrow an interval by at most √2.
        The baseline and this run are one process each, and a shift that lasts a process's life is in
        neither interval: the time tier here is advice (results/gate-selftest.md, set 9); gate on time
        with `ab`, which times both builds side by side in fresh processes.
        """

    static let baseline = Option.value("--baseline", .file, "FILE", help: "the baseline results file (required), e.g. results/baseline.json")
    static let extraRounds = Option.value("--extra-rounds", .integer(0...1_000), "N", default: 0,
                                          help: "time tier: extra rounds at most for the scenarios whose time figures are still open after "
                                              + "--rounds, looked at halfway and at the end (0: one look, at 95%)")
    static let save = Option.value("--save", .file, "FILE", help: "also save the new measurement as a results file (atomically; not the "
        + "baseline itself)")

    static let options = [
        OptionGroup("Measurement", [baseline, TimingOptions.rounds, extraRounds, TimingOptions.minTime, TimingOptions.seed, save,
                                    OutputOptions.allowSlow.with(help: "measure baseline scenarios over the work budget (as in `run`)"),
                                    OutputOptions.quiet, ChildTimeoutOption.option("the valgrind run")]),
        GateOptions.group(),
    ]

    static var epilogue: String {
        """
        Refreshing a baseline on purpose (after an intended change; review the diff before committing),
        with a plain release build and enough rounds for every tier it claims:
          swift build -c release
          \(BaselineRecipe.command())

        \(ExitCode.documentation)
        """
    }

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        guard let baselinePath = arguments.string(baseline) else { throw UsageError("check needs --baseline FILE") }
        let thresholdsPath = arguments.string(GateOptions.thresholds)
        let settings = try GateOptions.parse(arguments)
        var measurement = MeasurementSettings()
        TimingOptions.apply(arguments, to: &measurement)
        let save = arguments.string(self.save)
        let extraRounds = arguments.int(self.extraRounds) ?? 0
        let timeLimit = ChildTimeoutOption.parse(arguments)
        let format = arguments.format(GateOptions.format)
        let out = arguments.string(GateOptions.out)
        let allowSlow = arguments.flag(OutputOptions.allowSlow)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out, "--save": save], inputs: ["--baseline": baselinePath, "--thresholds": thresholdsPath])

        guard let baseline = GateOptions.load(baselinePath, as: "baseline", for: name) else { return .badBaseline }
        let plan: [PlannedScenario]
        do { plan = try baseline.plan() } catch {
            Output.error("pin-bench check: \(baselinePath): \(error.problem)")
            return .badBaseline
        }
        if !allowSlow, let reason = plan.lazy.compactMap(\.scenario.overBudgetReason).first {
            throw UsageError("baseline \(baselinePath): \(reason)")
        }
        var gaps = baseline.baselineGaps(alpha: settings.alpha)
        if let reason = InstructionCounter.unavailableReason {
            gaps.append(TierGap(.instructions, .machineCannotMeasure, "cannot count instructions: \(reason)"))
        }
        let tiers = TierChoice(settings, gaps: gaps)
        for refused in tiers.refused { Output.error("pin-bench check: \(baselinePath): tier \(refused.tier.rawValue): \(refused.reason)") }
        if let refused = tiers.refused.first { return GateOptions.exitCode(refused.cause) }
        measurement.reference = baseline.settings.reference

        var candidate: [GateObservation]
        var unverified: [String] = []
        let environment = EnvironmentInfo.current()
        let countsInstructions = tiers.judged.contains(.instructions)
        var looks: CheckLooks?
        var measured: ResultsDocument?
        if tiers.judged.contains(.time) {
            var timed = MeasurementPlan(cases: plan, settings: measurement)
            timed.instructions = countsInstructions ? .required : .off
            timed.timeLimit = timeLimit
            if extraRounds > 0 {
                looks = CheckLooks(rounds: measurement.rounds, extraRounds: extraRounds, plan: plan, baseline: GateObservation.all(baseline),
                                   settings: settings, environments: (baseline.environment, environment))
                timed.looks = looks?.scenarioLooks
            }
            let document: ResultsDocument
            do {
                document = try MeasurementPipeline.run(timed, events: MeasurementEvents(step: { progress.update($0) },
                                                                                        phase: { progress.update($0) })).document
            } catch {
                progress.finish()
                Output.error("pin-bench check: \(error)")
                return ExitCode(error)
            }
            measured = document
            candidate = GateObservation.all(document)
            unverified = document.unverifiedCases
            if let save { try Output.write(try ResultsReport.json(document), to: save) }
        } else {
            var instructions: InstructionCounts?
            if countsInstructions {
                progress.update("counting instructions under callgrind")
                do {
                    instructions = try InstructionCounter.count(InstructionProbePlan(plan), timeLimit: timeLimit)
                } catch {
                    progress.finish()
                    Output.error("pin-bench check: \(error)")
                    return ChildTimeoutOption.exitCode(error, otherwise: .environment)
                }
            }
            candidate = GateObservation.deterministic(plan, instructions: instructions)
            unverified = CasePipeline.failingCases(plan)
        }
        progress.finish()
        var report = Gate.compare(baseline: GateObservation.all(baseline), candidate: candidate, settings: settings,
                                  environments: (baseline.environment, environment), unverifiedCases: unverified, gaps: gaps,
                                  design: looks?.design)
        if let looks, let measured { report.notes.append(looks.note(measured)) }
        try Output.write(try GateOptions.render(report, format: format, width: TerminalWidth.columns(writingTo: out)), to: out)
        Output.sayWrote([out, tiers.judged.contains(.time) ? save : nil], verb: name, quiet: progress.quiet)
        return GateOptions.exitCode(report)
    }
}
