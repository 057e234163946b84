import PinBenchKit
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// `pin-bench verify`: every strategy against the manual reference; bugs exit 3.
enum VerifyCommand: Command {
    static let name = PinBenchInvocation.Verb.verify.name
    static let summary = "check that strategies give the same frames as the manual reference"
    static let usage = ["pin-bench verify [options]"]
    static let about = """
        Runs every strategy on a fresh copy of each scenario and compares all frames bit for bit with
        the hand-written `manual` reference, and the warnings with those each strategy must emit.
        Differences that are real semantics are reported as named findings with counts; anything else
        is a bug, printed with its scenario, the first differing view and a shrunk reproduction.
        """

    static let scenarios = Option.value("--scenarios", .integer(0...1_000_000), "N", default: VerificationPlan().randomScenarios,
                                        help: "random scenarios to generate (0: edge cases only)")
    static let seed = Option.value("--seed", .seed, "S", default: VerificationPlan().seed, help: "generator seed")
    static let depthMax = Option.value("--depth-max", .integer(1...Scenario.maximumDepth), "D", default: VerificationPlan().depthMax,
                                       help: "deepest random chain")
    static let strategies = RunCommand.strategiesOption
    static let scenario = Option.value("--scenario", .text, "SPEC", help: "verify only this scenario, e.g. 'depth=5 direction=up hidden=explicit-1,2'")
    static let noEdgeCases = Option.flag("--no-edge-cases", help: "leave out the fixed edge cases")
    static let format = Option.format(VerificationReport.renderers)
    static let options = [OptionGroup([scenarios, seed, depthMax, strategies, scenario, noEdgeCases, OutputOptions.allowSlow, format,
                                       OutputOptions.out, OutputOptions.quiet])]
    static let exitCodes: [ExitCode] = [.verificationFailure]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        var plan = VerificationPlan()
        plan.randomScenarios = arguments.int(scenarios) ?? plan.randomScenarios
        plan.seed = arguments.seed(seed) ?? plan.seed
        plan.depthMax = arguments.int(depthMax) ?? plan.depthMax
        if let list = arguments.string(strategies) {
            do { plan.strategies = try StrategyRegistry.parse(list) } catch { throw UsageError(error.description) }
        }
        if let spec = arguments.string(scenario) {
            do { plan.explicitScenarios = [try Scenario(spec: spec)] } catch { throw UsageError("--scenario: \(error.description)") }
        }
        if arguments.flag(noEdgeCases) { plan.includesEdgeCases = false }
        let allowSlow = arguments.flag(OutputOptions.allowSlow)
        let format = arguments.format(Self.format)
        let out = arguments.string(OutputOptions.out)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out])
        if !allowSlow, let reason = plan.scenarios.lazy.compactMap(\.overBudgetReason).first { throw UsageError(reason) }

        let summary = plan.run { done, total in progress.update(ProgressStep("\(done)/\(total) scenarios", done: done, total: total)) }
        progress.finish()
        let command = "swift run -c release "
            + PinBenchInvocation(.verify, words: Array(CommandLine.arguments.dropFirst(2))).shellLine(executable: "pin-bench")
        try Output.write(try VerificationReport.renderers.render((summary, command, Invocation.command, TerminalWidth.columns(writingTo: out)),
                                                                 as: format), to: out)
        Output.sayWrote([out], verb: name, quiet: progress.quiet)
        return summary.bugCount == 0 ? .success : .verificationFailure
    }
}
