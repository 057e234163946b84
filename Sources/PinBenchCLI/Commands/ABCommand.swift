import Foundation
import PinBenchKit

/// `pin-bench ab OLD NEW`: the regression gate on two builds measured side by side on this machine.
enum ABCommand: Command {
    static let name = "ab"
    static let summary = "gate two pin-bench builds against each other, timed side by side (pull requests)"
    static let help = """
        Usage: pin-bench ab OLD NEW [options]
               pin-bench ab OLD-PACKAGE NEW-PACKAGE --code-layouts K [options]

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
        signed-rank test, Holm's correction over the cases, and the 95% bootstrap interval of the
        median, which must lie wholly beyond the threshold (3% for ab) for a verdict. A case whose
        interval still reaches beyond ± its threshold after the planned rounds, without lying wholly
        beyond it, gets extra rounds of its own (--extra-rounds, in fresh pairs of children, a
        session's rounds at a time, ABBA as before) until it is decided or the cap is reached; the
        verdict then judges all its visits by the same rule, Holm over all the cases. A case still
        undecided is inconclusive (the host was too noisy to tell), with an estimate of the rounds
        that would decide it. The report gives the host's
        drift during the run and what the pairing left of it. Block times include the frame reset
        before each pass (about 3% of a pass), which dilutes a change by as much.

        Options:
          --suite NAME         \(SuiteName.list(ABRun.suites)) (default: ci)
          --filter REGEX       only the cases whose name matches (passed to both)
          --rounds N           visits per case (default 20; the signed-rank test needs 13 to reach
                               0.01 after Holm's correction over the ci suite's 28 cases, 16 over 138)
          --min-time S         seconds per block of passes (default 0.004)
          --sessions N         fresh pairs of children over the rounds (default 4)
          --extra-rounds N     extra rounds at most for the cases still undecided after --rounds
                               (default 20, 0 for none); they visit only those cases, so a run
                               grows by a few seconds when a few cases need them
          --seed S             seeds the order of the cases in each round (default 1)
          --code-layouts K     build each side's package once with function sections (into its
                               .build/code-layouts, 2-3 min the first time) and relink it in K function
                               orders (lld --shuffle-sections, seeds as in `run --code-layouts`); run
                               the whole timing once per order, OLD and NEW linked with the same seed,
                               and call a time change only if every order gives it (else
                               "layout-dependent", inconclusive). Function order alone moves a time
                               ratio by several per cent (results/placement.md). About K x the time;
                               the counts come from order 1. Exit 6 when a side cannot be relinked
          --instructions       also count instructions (each executable once under callgrind);
                               implied by --tier instructions or deterministic
          --inject-new P       the gate's self-test: NEW's if-else does P% more work (\(InjectedWork.percents.map(String.init).joined(separator: ", "))),
                               so that OLD and NEW can be the same build (PIN_BENCH_INJECT_WORK)
          --allow-debug        let debug builds be timed
        \(ChildTimeoutOption.help("each side's run, a serve reply (2 min)"))
          --quiet              no progress on stderr
        \(GateOptions.help)

        \(ExitCode.documentation)
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let oldPath = arguments.positional(), let newPath = arguments.positional() else {
            throw UsageError("ab needs two pin-bench executables: OLD NEW")
        }
        let thresholdsPath = GateOptions.thresholdsPath(in: arguments)
        let settings = try GateOptions.parse(&arguments, defaults: ABRun.defaultGateSettings)
        var ab = ABRun(oldPath: oldPath, newPath: newPath)
        ab.suite = try arguments.choice("--suite", among: ABRun.suites) ?? .ci
        ab.filter = try arguments.value("--filter")
        ab.rounds = try arguments.int("--rounds", in: 1...1_000) ?? ab.rounds
        ab.blockSeconds = try arguments.double("--min-time", in: 0.000_001...60) ?? ab.blockSeconds
        ab.sessions = try arguments.int("--sessions", in: 1...1_000) ?? ab.sessions
        ab.extraRounds = try arguments.int("--extra-rounds", in: 0...1_000) ?? ab.extraRounds
        ab.gate = settings
        ab.seed = try arguments.seed("--seed") ?? ab.seed
        ab.countsInstructions = arguments.flag("--instructions") || settings.tiersAsked && settings.tiers.contains(.instructions)
        ab.injection = try arguments.int("--inject-new", in: 1...20)
        if let injection = ab.injection, !InjectedWork.percents.contains(injection) {
            throw UsageError("option --inject-new must be one of \(InjectedWork.percents.map(String.init).joined(separator: ", ")), got \(injection)")
        }
        ab.allowDebug = arguments.flag("--allow-debug")
        ab.timeLimit = try ChildTimeoutOption.parse(&arguments)
        ab.timed = settings.tiers.contains(.time)
        let codeLayouts = try arguments.int("--code-layouts", in: 2...20)
        let format = try arguments.format([.text, .md, .json], default: .text)
        let out = try arguments.value("--out")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
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
        try Output.write(try comparison.render(report, format: format), to: out)
        return GateOptions.exitCode(report)
    }
}
