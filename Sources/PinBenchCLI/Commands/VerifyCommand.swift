import PinBenchKit

/// `pin-bench verify`: runs every strategy on generated scenarios and compares every frame with the
/// manual reference; differences are documented findings or bugs (exit 3).
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "check that strategies give the same frames as the manual reference"
    static let help = """
        Usage: pin-bench verify [options]

        Runs every strategy on a fresh copy of each scenario and compares all frames bit for bit with
        the hand-written `manual` reference, and the warnings with those each strategy must emit.
        Differences that are real semantics are reported as named findings with counts; anything else
        is a bug, printed with its scenario, the first differing view and a shrunk reproduction.

        Options:
          --scenarios N        random scenarios to generate (default 10000; 0: edge cases only)
          --seed S             generator seed, decimal or 0x-hex (default 1)
          --depth-max D        deepest random chain, 1...100000 (default 256)
          --strategies LIST    comma-separated strategy names (default: all; see `pin-bench list`)
          --scenario SPEC      verify only this scenario, e.g. 'depth=5 direction=up hidden=explicit-1,2'
          --no-edge-cases      leave out the fixed edge cases
          --allow-slow         run scenarios over the work budget (fan-in all on deep chains is O(N²):
                               refused by default above 50 million relative-view reads per pass)
          --format F           text (default; also spelled table), md or json
          --out FILE           write the report to FILE (atomically) instead of stdout
          --quiet              no progress on stderr (a line redrawn on a terminal, a plain line every 10 s in a log)
          --help               this text

        Exit status: 0 when every difference is explained by a finding, 3 when some is not,
        64 for usage errors, 74 when the report cannot be written.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        var plan = VerificationPlan()
        if let count = try arguments.int("--scenarios", in: 0...1_000_000) { plan.randomScenarios = count }
        if let seed = try arguments.seed("--seed") { plan.seed = seed }
        if let depthMax = try arguments.int("--depth-max", in: 1...Scenario.maximumDepth) { plan.depthMax = depthMax }
        if let list = try arguments.value("--strategies") {
            do { plan.strategies = try StrategyRegistry.parse(list) } catch { throw UsageError(error.description) }
        }
        if let spec = try arguments.value("--scenario") {
            do { plan.explicitScenarios = [try Scenario(spec: spec)] } catch { throw UsageError("--scenario: \(error.description)") }
        }
        if arguments.flag("--no-edge-cases") { plan.includesEdgeCases = false }
        let allowSlow = arguments.flag("--allow-slow")
        let format = try arguments.format([.text, .md, .json], default: .text)
        let out = try arguments.value("--out")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
        try Output.checkOutputs(["--out": out])
        if !allowSlow, let reason = plan.scenarios.lazy.compactMap(\.overBudgetReason).first { throw UsageError(reason) }

        let summary = plan.run { done, total in progress.update(ProgressStep("\(done)/\(total) scenarios", done: done, total: total)) }
        progress.finish()
        let report = switch format {
        case .json: try VerificationReport.json(summary)
        case .md: VerificationReport.markdown(summary, command: "swift run -c release pin-bench verify"
            + (CommandLine.arguments.count > 2 ? " " + CommandLine.arguments.dropFirst(2).joined(separator: " ") : ""))
        default: VerificationReport.text(summary, width: TerminalWidth.columns(writingTo: out))
        }
        try Output.write(report, to: out)
        return summary.bugCount == 0 ? .success : .verificationFailure
    }
}
