import PinBenchGate
import PinBenchKit
import PinBenchSystem

/// `pin-bench compare OLD.json NEW.json`: the gate on two saved runs.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "compare two results files with the two-tier regression gate"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench compare OLD.json NEW.json [options]"]
    static let about = """
        Compares two results files case by case (matched by name). Instructions per pass (when both
        have them, from --instructions runs) change when they move by at least the threshold; a time
        figure, one value per placement of each run, changes only when Welch's t over the placements
        is significant after Holm's correction AND the whole 95% interval of the change lies beyond
        the threshold. Raw times are judged only between runs of the same host (CPU, MHz, microcode,
        kernel, cores) and build, unless --tier time asks for them; each strategy's per-round ratio
        to `manual`, taken within each run, is always judged. Time needs at least 4 placements in
        each file; fewer is not enough data, said with the command that measures enough.
        """
    static let options = [GateOptions.group()]
    static let exitCodes: [ExitCode] = [.regression, .verificationFailure, .improvementOnly, .badBaseline, .environment, .inconclusive]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let oldPath = arguments.positional(), let newPath = arguments.positional() else {
            throw UsageError("compare needs two results files: OLD.json NEW.json")
        }
        try arguments.finish()
        let thresholdsPath = arguments.string(GateOptions.thresholds)
        let settings = try GateOptions.parse(arguments)
        let format = arguments.format(GateOptions.format)
        let out = arguments.string(GateOptions.out)
        try Output.checkOutputs(["--out": out], inputs: ["baseline": oldPath, "candidate": newPath, "--thresholds": thresholdsPath])
        guard let (old, new) = GateOptions.loadPair(baseline: oldPath, candidate: newPath, for: name) else { return .badBaseline }
        GateOptions.warnOfUnmatchedRules(settings, names: Array(Set(old.cases.map(\.name) + new.cases.map(\.name))), verb: name)
        let report = Gate.compare(baseline: old, candidate: new, settings: settings, gaps: old.baselineGaps())
        try Output.write(try GateReportRendering.render(report, format: format, width: TerminalWidth.columns(writingTo: out),
                                                            verbose: arguments.flag(GateOptions.verbose)), to: out)
        Output.sayWrote([out], verb: name)
        return GateOptions.exitCode(report)
    }
}
