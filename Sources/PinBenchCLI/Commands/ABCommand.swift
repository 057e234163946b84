import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// `pin-bench ab OLD NEW`: the regression gate on two builds measured side by side on this machine.
enum ABCommand: Command {
    static let name = "ab"
    static let summary = "gate two pin-bench builds against each other, timed side by side (pull requests)"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench ab OLD NEW [options]"]
    static let about = """
        OLD and NEW are two pin-bench executables (main's and a pull request's release builds), or the
        package directories that build them. Their deterministic counts are gated as `compare` does;
        their times, measured side by side on this machine, are gated case by case (docs/ci.md).

        How: each is run once (`run`, one process) for its counts. Then, unless --tier leaves time
        out, both are timed in --placements fresh pairs of `pin-bench serve` children (a line
        protocol on stdin/stdout, docs/ci.md; executables whose protocol, results schema or cases
        differ are refused), both children pinned to one CPU: every round visits every case once, in a
        shuffled order, timing four blocks of the same passes back to back, OLD NEW NEW OLD (NEW OLD
        OLD NEW in odd rounds), each at least --min-time long, in thread CPU time; each side keeps its
        faster block, and a visit's NEW ÷ OLD compares two figures taken within milliseconds of each
        other. With --function-orders auto (the default) and both sides built in their packages, each
        placement runs OLD and NEW relinked in a function order of its own (lld --shuffle-sections: a
        release executable's own objects linked again, a second or so an order; a package directory, or
        an executable without function sections, is first built once more with them, 2-3 min), so that a
        change that only moves code is in the interval, not a regression; with the binaries as given,
        every interval allows for another function order instead (docs/measurement.md). Per case: the
        median NEW ÷ OLD of each placement, the 95% interval of their mean and Student's t, Holm's
        correction over the cases; a verdict needs the whole interval beyond the threshold
        (\(Int(ABRun.defaultGateSettings.timeThreshold * 100))% for ab). A case that is neither a regression nor
        within ± the threshold gets --placements more placements of its own, up to --max-placements
        (\(ABRun.defaultLooks) times --placements by default); the looks are planned before any time is taken
        and share the 95% and alpha (three looks: 98.3% intervals, alpha ÷ 3 each), so looking again is no second
        chance at a false verdict. A case still undecided is inconclusive (\(ExitCode.inconclusive.said)), with the
        placements that would decide it. The time column shows each side's median ns over its visits and the change over the
        placements. Block times include the frame reset before each pass (about 3% of a pass), which
        dilutes a change by as much.
        """

    /// ab's settings when no option changes them: the defaults `--help` states.
    private static var defaults: ABRun { ABRun(oldPath: "", newPath: "") }

    static let suite = Option.choice("--suite", "NAME", among: ABRun.suites, default: defaults.suite, help: "the cases to time")
    static let filter = Option.value(OptionName.filter.name, .text, "REGEX", help: "only the cases whose name matches (passed to both)")
    static let placements = RunCommand.placementsOption.with(default: "\(defaults.placements)",
                                                            help: "fresh pairs of OLD and NEW children, each a placement of its own")
        .with(short: "fresh pairs of OLD and NEW children")
    static let maxPlacements = Option.value("--max-placements", .integer(1...400), "K", default: "\(ABRun.defaultLooks) × --placements",
                                            help: "the most placements a case may get: the cases --placements leave undecided get --placements "
                                                + "more at a time up to K, each look judged at its share of the 95% and of alpha (K = "
                                                + "--placements: one look)")
        .with(short: "the most placements for a case still undecided")
    static let rounds = Option.value(OptionName.rounds.name, .integer(1...1_000), "N", default: defaults.rounds, help: "visits per case in each placement")
    static let minTime = Option.value(OptionName.minTime.name, .number(0.000_001...60), "S", default: defaults.blockSeconds, help: "seconds per block of passes")
    static let seed = Option.value("--seed", .seed, "S", default: defaults.seed, help: "seeds the order of the cases in each round and the link seeds")
    static let functionOrders = RunCommand.functionOrders.with(help: "auto: where both sides can be relinked (their packages, `swift` and "
        + "ld.lld), each placement runs both relinked in its own function order, else the binaries as given with the function-order "
        + "allowance; each: relink or \(ExitCode.environment.said); one: the binaries as given")
    /// `--code-layouts K`, kept for older scripts.
    static let legacyRelinkedPlacements = Option.value("--code-layouts", .integer(2...100), "K",
                                                       help: "the older name of --placements K --function-orders each")
    static let instructions = Option.flag(OptionName.instructions.name, help: "also count instructions (each executable once under callgrind); implied "
        + "by --tier instructions, cost or deterministic")
    static let injectNew = Option.value("--inject-new", .choice(InjectedWork.choices), "P",
                                        help: "the gate's self-test: NEW's if-else does P% more work, or with '\(InjectedWork.coldRead)' one "
                                            + "read per view that misses every cache, so that OLD and NEW can be the same build")
    static let allowDebug = Option.flag(OptionName.allowDebug.name, help: "let debug builds be timed")
    static let format = Option.format(ABComparison.renderers)
    static let childTimeout = ChildTimeoutOption.option("each side's run, a serve reply (\(Int(ChildTimeLimit.replySeconds / 60)) min)")

    static let options = [
        OptionGroup("Timing", [suite, filter, placements, maxPlacements, rounds, minTime, functionOrders, seed, legacyRelinkedPlacements, instructions, injectNew,
                               allowDebug, childTimeout, OutputOptions.quiet]),
        GateOptions.group(defaults: ABRun.defaultGateSettings, acrossHosts: false, format: format),
    ]

    static let exitCodes: [ExitCode] = [.regression, .verificationFailure, .improvementOnly, .badBaseline, .environment, .inconclusive, .childTimeout]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let oldPath = arguments.positional(), let newPath = arguments.positional() else {
            throw UsageError("ab needs two pin-bench executables (or their packages): OLD NEW")
        }
        try arguments.finish()
        let thresholdsPath = arguments.string(GateOptions.thresholds)
        let settings = try GateOptions.parse(arguments, defaults: ABRun.defaultGateSettings)
        var ab = ABRun(oldPath: oldPath, newPath: newPath)
        ab.suite = arguments.choice(suite) ?? ab.suite
        _ = try arguments.casePattern(filter)  // checked here; each side compiles it again
        ab.filter = arguments.string(filter)
        ab.rounds = arguments.int(rounds) ?? ab.rounds
        ab.blockSeconds = arguments.double(minTime) ?? ab.blockSeconds
        ab.gate = settings
        ab.seed = arguments.seed(seed) ?? ab.seed
        ab.countsInstructions = arguments.flag(instructions) || settings.tiersAsked && settings.tiers.contains { $0.isCountedUnderCallgrind }
        ab.injection = arguments.string(injectNew)
        ab.allowDebug = arguments.flag(allowDebug)
        ab.timeLimit = ChildTimeoutOption.parse(arguments)
        ab.timed = settings.tiers.contains(.time)
        let older = arguments.int(legacyRelinkedPlacements)
        if older != nil && (arguments.int(placements) != nil || arguments.choice(functionOrders) as FunctionOrders? != nil) {
            throw UsageError("--code-layouts sets the placements and the function orders: give --placements K with --function-orders")
        }
        ab.placements = older ?? arguments.int(placements) ?? ab.placements
        ab.maxPlacements = arguments.int(maxPlacements)
        if let most = ab.maxPlacements, most < ab.placements {
            throw UsageError("--max-placements \(most) is fewer than the \(ab.placements) placements every case gets: give at least --placements")
        }
        let orders: FunctionOrders = older != nil ? .each : arguments.choice(functionOrders) ?? .auto
        let format = arguments.format(Self.format)
        let out = arguments.string(GateOptions.out)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out], inputs: ["OLD": oldPath, "NEW": newPath, "--thresholds": thresholdsPath])
        let outcome: ABOutcome
        do {
            // A fallback to the binaries as given is said whatever --quiet says: the intervals then carry an allowance.
            outcome = try ABRequest(ab: ab, functionOrders: orders, process: arguments.process)
                .run(progress: { progress.update($0) }, warning: { Output.error("pin-bench ab: \($0)") })
        } catch {
            progress.finish()
            Output.error("pin-bench ab: \(error)")
            return exitCode(error)
        }
        progress.finish()
        try Output.write(try outcome.comparison.render(outcome.report, format: format, width: TerminalWidth.columns(writingTo: out),
                                                          verbose: arguments.flag(GateOptions.verbose)), to: out)
        Output.sayWrote([out], verb: name, quiet: progress.quiet)
        return GateOptions.exitCode(outcome.report)
    }

    /// The exit status of a refusal: the sides' fault is a bad input, the host's an environment problem.
    private static func exitCode(_ refusal: ABRefusal) -> ExitCode {
        switch refusal {
        case .notAPinBench: .badBaseline
        case .packageNotRelinked(_, let hostProblem): hostProblem ? .environment : .badBaseline
        case .cannotRelink, .cannotCountInstructions: .environment
        case .failed(let error): ChildTimeoutOption.exitCode(error, otherwise: error.isHostProblem ? .environment : .badBaseline)
        }
    }
}
