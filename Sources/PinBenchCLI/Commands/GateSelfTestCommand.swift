import PinBenchKit

/// `pin-bench gate-selftest`: the gate's false-positive and detection rates on this machine.
enum GateSelfTestCommand: Command {
    static let name = "gate-selftest"
    static let measuresTime = true
    static let summary = "measure the gate's false-positive and detection rates here"
    static let help = """
        Usage: pin-bench gate-selftest [options]

        Time tier: measures if-else and manual (depths 256 and 4096, half hidden) as separate runs and
        compares them: baseline against baseline (A/A, every flag is a false positive), and against
        if-else with 5%, 10% and 20% of the chain laid out again (A/A', every flag is a detection).
        Instruction tier (when valgrind is installed): the same with 0%, 1%, 5%, 10% and 20% extra
        work, counted under callgrind on chains with nothing hidden. Prints tier × injected size →
        flagged trials, with the size of the change the gate saw.

        `pin-bench ab` (when --ab-trials or --suite-trials is above 0): this pin-bench against itself,
        each trial a full `ab` run: on the ci suite A/A and A/A′ with if-else doing more work (10% unless
        --ab-injections says; PIN_BENCH_INJECT_WORK, no second build), and A/A on the whole default
        suite; with --ab-neighbour, all of it again beside a CPU-bound neighbour. Reports flagged
        and inconclusive trials, the size of the changes seen, the host's drift within each run and
        what the pairing left of it, and the run times.

        Options:
          --trials N           trials per separate-runs time-tier row (default 20; 0 leaves it out)
          --ab-trials N        ab trials per ci-suite row (default 0; about 30 s each on 2 busy cores)
          --suite-trials N     ab A/A trials on the whole default suite (default 0; about 2 min each)
          --ab-injections LIST ab's A/A' sizes, comma-separated percentages of extra if-else work (from
                               \(InjectedWork.percents.map(String.init).joined(separator: ", ")); default \(ABSelfTest(executable: "").injections.map(String.init).joined(separator: ",")))
          --ab-neighbour       run every ab row twice: as the host is, then beside a CPU-bound neighbour
                               (`yes > /dev/null` for the whole trial, as on a shared CI runner)
          --ab-rounds N        ab's rounds per trial (default \(ABRun(oldPath: "", newPath: "").rounds))
          --ab-extra-rounds N  ab's extra rounds at most for undecided cases (default \(ABRun(oldPath: "", newPath: "").extraRounds))
          --code-layouts K     ab trials between link orders: this package built once with function
                               sections and relinked in 2K function orders (as `run --code-layouts`),
                               so that a trial's two sides are one source in other orders (a pull
                               request that only moves code). The ci A/A row runs as plain ab between
                               two orders and as ab over K pairs of orders (`ab --code-layouts K`'s
                               rule); the other rows over K pairs. Every A/A flag is a false alarm;
                               the separate-runs rows stay in this process. Exit 6 when it cannot
                               be relinked
          --rounds N, --min-time S    timing settings (as in `run`)
          --time-threshold X, --instruction-threshold X, --alpha A   gate settings (as in `compare`)
          --format F           text (default; also spelled table), md or json
          --out FILE           write the table to FILE instead of stdout
          --write-thresholds FILE   also write a thresholds file for `compare/check/ab --thresholds`:
                               per case, twice the largest A/A change seen, never below --time-threshold
          --quiet              no progress on stderr (a line redrawn on a terminal, a plain line every 10 s in a log)
        \(ChildTimeoutOption.help("valgrind runs, ab trials' children"))

        Exit status: 0 (a step that failed is a note in the table), 6 when --code-layouts cannot
        relink, 8 when an ab trial's child ran past its time limit, 64 usage errors, 74 when a file
        cannot be written.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        var test = GateSelfTest()
        if let trials = try arguments.int("--trials", in: 0...1000) { test.trials = trials }
        var ab = ABSelfTest()
        ab?.trials = try arguments.int("--ab-trials", in: 0...1000) ?? 0
        ab?.suiteTrials = try arguments.int("--suite-trials", in: 0...1000) ?? 0
        if let sizes = try arguments.intList("--ab-injections", in: 1...100) {
            if let unknown = sizes.first(where: { !InjectedWork.percents.contains($0) }) {
                throw UsageError("--ab-injections: \(unknown) is not one of \(InjectedWork.percents.map(String.init).joined(separator: ", "))")
            }
            ab?.injections = sizes
        }
        if arguments.flag("--ab-neighbour") { ab?.loads = [.asIs, .neighbour] }
        if let rounds = try arguments.int("--ab-rounds", in: 1...1000) { ab?.rounds = rounds }
        if let rounds = try arguments.int("--ab-extra-rounds", in: 0...1000) { ab?.extraRounds = rounds }
        ab?.codeLayouts = try arguments.int("--code-layouts", in: 2...20)
        if ab?.codeLayouts != nil && (ab?.trials ?? 0) + (ab?.suiteTrials ?? 0) == 0 {
            throw UsageError("--code-layouts relinks the ab trials' sides: give --ab-trials or --suite-trials too")
        }
        if let rounds = try arguments.int("--rounds", in: 2...10_000) { test.measurement.rounds = rounds }
        if let seconds = try arguments.double("--min-time", in: 0.000_001...60) { test.measurement.minSampleSeconds = seconds }
        test.gate = try GateOptions.parse(&arguments)
        test.gate.tiers = Set(GateTier.allCases)
        test.timeLimit = try ChildTimeoutOption.parse(&arguments)
        ab?.timeLimit = test.timeLimit
        let format = try arguments.format([.text, .md, .json], default: .text)
        let out = try arguments.value("--out")
        let thresholdsPath = try arguments.value("--write-thresholds")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
        try Output.checkOutputs(["--out": out, "--write-thresholds": thresholdsPath])
        var result = test.run { progress.update($0) }
        ab?.gate.alpha = test.gate.alpha
        var status = ExitCode.success
        if let ab, ab.trials + ab.suiteTrials > 0 {
            do {
                result.ab = try ab.run { progress.update($0) }
            } catch {
                result.notes.append("ab not measured: \(error)")
                status = ChildTimeoutOption.exitCode(error, otherwise: error.codeLayout == nil ? .success : .environment)
            }
        }
        progress.finish()
        try Output.write(try GateSelfTestReport.render(result, test: test, ab: ab, format: format), to: out)
        if let thresholdsPath {
            try Output.write(try result.thresholds(minimum: test.gate.timeThreshold).json(), to: thresholdsPath)
        }
        return status
    }
}
