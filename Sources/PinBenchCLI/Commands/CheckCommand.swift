import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports

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
        here, time only when the baseline has at least \(PlacementEstimate.minimumPlacements) placements.
        Time is measured as `run` measures it, over placements (fresh processes, each its own function
        order where this package can be relinked), and each figure is judged over the placements of
        both runs (Welch's t, docs/measurement.md). Raw times are judged only against a baseline of this host
        and build (or with --tier time); the ratio to `manual`, taken within each run, is judged on any
        host. Two builds that each ran one binary carry the function-order allowance, so a time change
        between them must be larger to be called; `ab` times two builds side by side.
        """

    static let baseline = Option.value("--baseline", .file, "FILE", help: "the baseline results file (required), e.g. results/baseline.json")
    static let placements = RunCommand.placementsOption.with(default: "the baseline's, at least \(PlacementEstimate.minimumPlacements)",
                                                            help: "time tier: fresh processes to measure in, as `run --placements`")
    static let save = Option.value("--save", .file, "FILE", help: "also save the new measurement as a results file (atomically; not the "
        + "baseline itself)")

    static let options = [
        OptionGroup("Measurement", [baseline, placements, RunCommand.functionOrders, TimingOptions.rounds.with(default: "\(MeasurementSettings.placementRounds)"),
                                    TimingOptions.minTime, TimingOptions.seed, save,
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
        """
    }

    static let exitCodes: [ExitCode] = [.regression, .verificationFailure, .improvementOnly, .badBaseline, .environment, .inconclusive, .childTimeout]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        guard let baselinePath = arguments.string(baseline) else { throw UsageError("check needs --baseline FILE") }
        let thresholdsPath = arguments.string(GateOptions.thresholds)
        let settings = try GateOptions.parse(arguments)
        var measurement = MeasurementSettings()
        measurement.rounds = MeasurementSettings.placementRounds
        TimingOptions.apply(arguments, to: &measurement)
        let save = arguments.string(self.save)
        let format = arguments.format(GateOptions.format)
        let out = arguments.string(GateOptions.out)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out, "--save": save], inputs: ["--baseline": baselinePath, "--thresholds": thresholdsPath])

        guard let baseline = GateOptions.load(baselinePath, as: "baseline", for: name) else { return .badBaseline }
        GateOptions.warnOfUnmatchedRules(settings, names: baseline.cases.map(\.name), verb: name)
        var check = GateCheck(baseline: baseline, gate: settings, measurement: measurement, process: arguments.process)
        check.placements = arguments.int(placements)
        check.functionOrders = arguments.choice(RunCommand.functionOrders) ?? .auto
        check.timeLimit = ChildTimeoutOption.parse(arguments)
        check.allowSlow = arguments.flag(OutputOptions.allowSlow)
        if let save, !check.timesCases {
            throw UsageError("--save \(save): this check does not judge time, so it times nothing a results file could hold; "
                + "add time to --tier, or drop --save")
        }
        let outcome: GateCheckOutcome
        do {
            outcome = try check.run(events: MeasurementEvents(step: { progress.update($0) }, phase: { progress.update($0) },
                                                              warning: { Output.error("pin-bench check: \($0)") }))
        } catch {
            return try exitCode(error, baseline: baselinePath, progress: progress)
        }
        if let save, let measured = outcome.measured { try Output.write(try ResultsReport.json(measured), to: save) }
        progress.finish()
        try Output.write(try GateReportRendering.render(outcome.report, format: format, width: TerminalWidth.columns(writingTo: out),
                                                            verbose: arguments.flag(GateOptions.verbose)), to: out)
        Output.sayWrote([out, outcome.measured != nil ? save : nil], verb: name, quiet: progress.quiet)
        return GateOptions.exitCode(outcome.report)
    }

    /// Why a check judged nothing, and its exit status.
    private static func exitCode(_ error: GateCheckError, baseline path: String, progress: Progress) throws -> ExitCode {
        switch error {
        case .unplannable(let error):
            Output.error("pin-bench check: \(path): \(error.problem)")
            return .badBaseline
        case .overBudget(let reason):
            throw UsageError("baseline \(path): \(reason)")
        case .refused(let gaps):
            for refused in gaps { Output.error("pin-bench check: \(path): tier \(refused.tier.rawValue): \(refused.reason)") }
            return GateOptions.exitCode(gaps[0].cause)
        case .measurement(let error):
            progress.finish()
            Output.error("pin-bench check: \(error)")
            return ExitCode(error)
        }
    }
}
