import Foundation
import PinBenchKit

/// `pin-bench ab OLD NEW`: the regression gate on two builds measured side by side on this machine.
enum ABCommand: Command {
    static let name = "ab"
    static let summary = "gate two pin-bench builds against each other, timed side by side (pull requests)"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench ab OLD NEW [options]", "pin-bench ab OLD-PACKAGE NEW-PACKAGE --code-layouts K [options]"]
    static let about = """
        OLD and NEW are two pin-bench executables, e.g. main's and a pull request's release builds
        (with --code-layouts, their package directories or executables built in them).
        Each is run once (`run --rounds 2`) for its deterministic counts, which are gated as
        `compare` does. Then, unless --tier leaves time out, both are started as `pin-bench serve`
        children (a line protocol on stdin/stdout, docs/ci.md; executables whose protocol, results
        schema or cases differ are refused), both pinned to one CPU, and timed side by side: every
        round visits every case once, in a shuffled order, timing four blocks of the same passes
        back to back, OLD NEW NEW OLD (NEW OLD OLD NEW in odd rounds), each at least --min-time long,
        in thread CPU time; each side keeps its faster block. A visit's NEW ÷ OLD ratio compares two
        figures taken within milliseconds of each other, so the host's drift cancels. Every few
        rounds (--sessions) both children are replaced by fresh ones, so that one process's lasting
        luck does not read as a change. Per case: the median of the visits' ratios, the Wilcoxon
        signed-rank test, Holm's correction over the cases, and the distribution-free interval of
        the median, which must lie wholly beyond the threshold (\(Int(ABRun.defaultGateSettings.timeThreshold * 100))% for ab) for a verdict. The visits
        are looked at three times: after --rounds, and after each half of --extra-rounds. A case
        whose interval still straddles ± its threshold at a look gets the rounds up to the next one
        (only those cases, in fresh pairs of children, a session's rounds at a time, ABBA as
        before); the others stop. Since a case may be looked at three times, each look's interval
        is at 98.3% and each p-value is taken three times, so that a false verdict is no likelier
        than with one look at 95% and alpha (docs/ci.md, "Extra rounds"). A case still undecided at
        the last look is inconclusive (the host was too noisy to tell), with an estimate of the
        rounds that would decide it. The report gives the host's drift during the run and what the pairing
        left of it. Block times include the frame reset before each pass (about 3% of a pass), which
        dilutes a change by as much. The time column shows each side's median ns over its visits and,
        judged, the paired change: the median of the per-visit NEW ÷ OLD ratios, which can differ
        from the ratio of the two medians when the host drifted.
        """

    /// ab's settings when no option changes them: the defaults `--help` states.
    private static var defaults: ABRun { ABRun(oldPath: "", newPath: "") }

    static let suite = Option.choice("--suite", "NAME", among: ABRun.suites, default: defaults.suite, help: "the cases to time")
    static let filter = Option.value("--filter", .text, "REGEX", help: "only the cases whose name matches (passed to both)")
    static let rounds = Option.value("--rounds", .integer(1...1_000), "N", default: defaults.rounds,
                                     help: "visits per case (the signed-rank test needs 15 to reach 0.01 after Holm's correction over the "
                                         + "ci suite's 28 cases and the three looks, 17 over 138)")
    static let minTime = Option.value("--min-time", .number(0.000_001...60), "S", default: defaults.blockSeconds, help: "seconds per block of passes")
    static let sessions = Option.value("--sessions", .integer(1...1_000), "N", default: defaults.sessions, help: "fresh pairs of children over the rounds")
    static let extraRounds = Option.value("--extra-rounds", .integer(0...1_000), "N", default: defaults.extraRounds,
                                          help: "extra rounds at most for the cases still undecided after --rounds, looked at halfway and at "
                                              + "the end (0: one look, at 95%); they visit only those cases, so a run grows by a few seconds "
                                              + "when a few cases need them")
    static let seed = Option.value("--seed", .seed, "S", default: defaults.seed, help: "seeds the order of the cases in each round")
    static let codeLayouts = Option.value("--code-layouts", .integer(2...20), "K",
                                          help: "build each side's package once with function sections (into its .build/code-layouts, 2-3 min "
                                              + "the first time) and relink it in K function orders (lld --shuffle-sections, seeds as in `run "
                                              + "--code-layouts`); run the whole timing once per order, OLD and NEW linked with the same seed, "
                                              + "and call a time change only if every order gives it (else \"layout-dependent\", inconclusive). "
                                              + "Function order alone moves a time ratio by several per cent (results/placement.md). About K x "
                                              + "the time; the counts come from order 1. Exit 6 when a side cannot be relinked")
    static let instructions = Option.flag("--instructions", help: "also count instructions (each executable once under callgrind); implied "
        + "by --tier instructions or deterministic")
    static let injectNew = Option.value("--inject-new", .choice(InjectedWork.percents.map(String.init)), "P",
                                        help: "the gate's self-test: NEW's if-else does P% more work, so that OLD and NEW can be the same "
                                            + "build (PIN_BENCH_INJECT_WORK)")
    static let allowDebug = Option.flag("--allow-debug", help: "let debug builds be timed")
    static let childTimeout = ChildTimeoutOption.option("each side's run, a serve reply (\(Int(ChildTimeLimit.replySeconds / 60)) min)")

    static let options = [
        OptionGroup("Timing", [suite, filter, rounds, minTime, sessions, extraRounds, seed, codeLayouts, instructions, injectNew, allowDebug,
                               childTimeout, OutputOptions.quiet]),
        GateOptions.group(defaults: ABRun.defaultGateSettings),
    ]

    static let epilogue = ExitCode.documentation

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let oldPath = arguments.positional(), let newPath = arguments.positional() else {
            throw UsageError("ab needs two pin-bench executables: OLD NEW")
        }
        try arguments.finish()
        let thresholdsPath = arguments.string(GateOptions.thresholds)
        let settings = try GateOptions.parse(arguments, defaults: ABRun.defaultGateSettings)
        var ab = ABRun(oldPath: oldPath, newPath: newPath)
        ab.suite = arguments.choice(suite) ?? ab.suite
        ab.filter = arguments.string(filter)
        ab.rounds = arguments.int(rounds) ?? ab.rounds
        ab.blockSeconds = arguments.double(minTime) ?? ab.blockSeconds
        ab.sessions = arguments.int(sessions) ?? ab.sessions
        ab.extraRounds = arguments.int(extraRounds) ?? ab.extraRounds
        ab.gate = settings
        ab.seed = arguments.seed(seed) ?? ab.seed
        ab.countsInstructions = arguments.flag(instructions) || settings.tiersAsked && settings.tiers.contains(.instructions)
        ab.injection = arguments.int(injectNew)
        ab.allowDebug = arguments.flag(allowDebug)
        ab.timeLimit = ChildTimeoutOption.parse(arguments)
        ab.timed = settings.tiers.contains(.time)
        let codeLayouts = arguments.int(self.codeLayouts)
        let format = arguments.format(GateOptions.format)
        let out = arguments.string(GateOptions.out)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out], inputs: ["OLD": oldPath, "NEW": newPath, "--thresholds": thresholdsPath])
        var builds: [CodeLayoutBuild] = []
        for (role, path) in [("OLD", oldPath), ("NEW", newPath)] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if codeLayouts != nil && exists {
                switch isDirectory.boolValue ? CodeLayoutBuild.locate(package: path) : CodeLayoutBuild.locate(executable: path) {
                case .success(let build): builds.append(build)
                case .failure(let reason):
                    Output.error("pin-bench ab: --code-layouts: \(role) \(path) cannot be relinked: \(reason)")
                    return .environment
                }
                continue
            }
            guard exists, !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
                let what = !exists ? "does not exist" : isDirectory.boolValue ? "is a directory (a package is relinked with --code-layouts K)" : "is not executable"
                Output.error("pin-bench ab: \(role) \(path) \(what); ab needs two pin-bench executables (e.g. .build/release/pin-bench)")
                return .badBaseline
            }
        }
        if let codeLayouts { ab.codeLayoutBuilds = ABCodeLayouts(old: builds[0], new: builds[1], count: codeLayouts) }

        var gaps: [TierGap] = []
        if !ab.countsInstructions {
            gaps.append(TierGap(.instructions, .fileLacksIt, "instructions not counted (--instructions or --tier instructions counts them)"))
        } else if let reason = InstructionCounter.unavailableReason {
            guard !settings.tiersAsked else {
                Output.error("pin-bench ab: tier instructions: cannot count instructions: \(reason)")
                return .environment
            }
            gaps.append(TierGap(.instructions, .machineCannotMeasure, "cannot count instructions: \(reason)"))
        }

        let start = ContinuousClock.now
        let comparison: ABComparison
        do {
            comparison = try ab.run { progress.update($0) }
        } catch {
            progress.finish()
            Output.error("pin-bench ab: \(error)")
            return ChildTimeoutOption.exitCode(error, otherwise: error.codeLayout == nil ? .badBaseline : .environment)
        }
        progress.finish()
        let elapsed = ContinuousClock.now - start
        var report = comparison.gate(settings, gaps: gaps)
        report.notes.insert(comparison.summary(rounds: ab.rounds, blockSeconds: ab.blockSeconds, seconds: Int(elapsed.components.seconds)), at: 0)
        if let note = comparison.singleLinkNote { report.notes.insert(note, at: 1) }
        try Output.write(try comparison.render(report, format: format, width: TerminalWidth.columns(writingTo: out)), to: out)
        Output.sayWrote([out], verb: name, quiet: progress.quiet)
        return GateOptions.exitCode(report)
    }
}
