import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// `pin-bench gate-selftest`: the gate's false-positive and detection rates on this machine.
enum GateSelfTestCommand: Command {
    static let name = "gate-selftest"
    static let measuresTime = true
    static let summary = "measure the gate's false-positive and detection rates here"
    static let usage = ["pin-bench gate-selftest [options]"]
    static let about = """
        Time tier: measures if-else and manual (depths 256 and 4096, half hidden) as separate runs, each
        over --placements fresh processes of this binary, and compares them: baseline against baseline (A/A, every flag is a false positive), and against
        if-else with 5%, 10% and 20% of the chain laid out again (A/A', every flag is a detection).
        Instruction tier (when valgrind is installed): the same with 0%, 1%, 5%, 10% and 20% extra
        work, counted under callgrind on chains with nothing hidden. Prints tier × injected size →
        flagged trials, with the size of the change the gate saw.

        `pin-bench ab` (when --ab-trials or --suite-trials is above 0): this pin-bench against itself,
        each trial a full `ab` run: on the ci suite A/A and A/A′ with if-else doing more work (10% unless
        --ab-injections says; no second build), and A/A on the whole default
        suite; with --ab-neighbour, all of it again beside a CPU-bound neighbour. Reports flagged
        and inconclusive trials, the size of the changes seen, the host's drift within each run and
        what the pairing left of it, and the run times.
        """

    /// The ab trials' settings when no option changes them.
    private static var abDefaults: ABRun { ABRun(oldPath: "", newPath: "") }

    static let trials = Option.value("--trials", .integer(0...1000), "N", default: GateSelfTest().trials,
                                     help: "trials per separate-runs time-tier row (0 leaves it out)")
    static let placements = RunCommand.placementsOption.with(default: "\(GateSelfTest().placements)",
                                                            help: "fresh processes of each separate run of the time tier")
    static let abTrials = Option.value("--ab-trials", .integer(0...1000), "N", default: 0,
                                       help: "ab trials per ci-suite row (about a minute each on 2 cores, more while a case stays undecided)")
    static let suiteTrials = Option.value("--suite-trials", .integer(0...1000), "N", default: 0,
                                          help: "ab A/A trials on the whole default suite (about 2 min each)")
    static let abInjections = Option.value("--ab-injections", .integers(1...100), "LIST",
                                           default: ABSelfTest(executable: "").injections.map(String.init).joined(separator: ","),
                                           help: "ab's A/A′ sizes, comma-separated percentages of extra if-else work (from "
                                               + InjectedWork.percents.map(String.init).joined(separator: ", ") + ")")
        .with(short: "ab's A/A′ sizes, percentages of extra if-else work")
    static let abNeighbour = Option.flag("--ab-neighbour", help: "run every ab row twice: as the host is, then beside a CPU-bound "
                                             + "neighbour (`yes > /dev/null` for the whole trial, as on a shared CI runner)")
        .with(short: "run every ab row as the host is, then beside a neighbour")
    static let abPlacements = Option.value("--ab-placements", .integer(1...100), "K", default: abDefaults.placements,
                                           help: "ab's placements per trial (fresh pairs of children)")
    static let abMaxPlacements = Option.value("--ab-max-placements", .integer(1...400), "K", default: "\(ABRun.defaultLooks) × --ab-placements",
                                              help: "ab's most placements for a case still undecided (ab's --max-placements)")
        .with(short: "ab's most placements for an undecided case")
    static let abRounds = Option.value("--ab-rounds", .integer(1...1000), "N", default: abDefaults.rounds, help: "ab's rounds per placement")
    static let abTimeThreshold = Option.value("--ab-time-threshold", .number(0...10), "X", default: abDefaults.gate.timeThreshold,
                                              help: "ab's smallest time change called, as a fraction (--time-threshold is the separate-runs "
                                                  + "rows'; --alpha is both's)")
    static let abFunctionOrders = Option.flag("--ab-function-orders",
                                              help: "ab trials between function orders: this package built once with function sections and "
                                                  + "relinked in twice --ab-max-placements orders (as `run --function-orders`), so that in each "
                                                  + "placement a trial's two sides are one source in other orders (a pull request that only "
                                                  + "moves code); every A/A flag is then a false alarm. Exit 6 when it cannot be relinked")
        .with(short: "ab trials between function orders (relinked)")

    static let format = Option.format(GateSelfTestReport.renderers)
    static let out = OutputOptions.out.with(help: "write the table to FILE instead of stdout")
    static let writeThresholds = Option.value("--write-thresholds", .file, "FILE",
                                              help: "also write a thresholds file for `compare/check/ab --thresholds`: per case, twice the "
                                                  + "largest A/A change seen, never below --time-threshold")
        .with(short: "also write a thresholds file from the A/A changes seen")

    static let options = [
        OptionGroup("Trials", [trials, placements, abTrials, suiteTrials, abInjections, abNeighbour, abPlacements, abMaxPlacements, abRounds, abTimeThreshold, abFunctionOrders,
                               TimingOptions.rounds.with(default: "\(MeasurementSettings.placementRounds)"), TimingOptions.minTime,
                               ChildTimeoutOption.option("valgrind runs, ab trials' children")]),
        OptionGroup("Gate", GateOptions.thresholdOptions(defaults: GateSettings(),
                                                          timeHelp: "the separate-runs rows' smallest time change called, as a fraction")),
        OptionGroup("Output", [format, out, writeThresholds, OutputOptions.quiet]),
    ]
    static let epilogue = """
        A step that failed is a note in the table, not an exit status.
        """
    static let exitCodes: [ExitCode] = [.environment, .childTimeout]

    /// The self-tests the command line asks for.
    static func selfTests(_ arguments: Arguments, abExecutable: String?) throws -> (GateSelfTest, ABSelfTest?) {
        var test = GateSelfTest()
        test.trials = arguments.int(trials) ?? test.trials
        test.placements = arguments.int(placements) ?? test.placements
        var ab = abExecutable.map { ABSelfTest(executable: $0) }
        ab?.trials = arguments.int(abTrials) ?? 0
        ab?.suiteTrials = arguments.int(suiteTrials) ?? 0
        if let sizes = arguments.ints(abInjections) {
            if let unknown = sizes.first(where: { !InjectedWork.percents.contains($0) }) {
                throw UsageError("--ab-injections: \(unknown) is not one of \(InjectedWork.percents.map(String.init).joined(separator: ", "))")
            }
            ab?.injections = sizes
        }
        if arguments.flag(abNeighbour) { ab?.loads = [.asIs, .neighbour] }
        if let placements = arguments.int(abPlacements) { ab?.placements = placements }
        ab?.maxPlacements = arguments.int(abMaxPlacements)
        if let most = ab?.maxPlacements, let placements = ab?.placements, most < placements {
            throw UsageError("--ab-max-placements \(most) is fewer than the \(placements) placements of every case: give at least --ab-placements")
        }
        if let rounds = arguments.int(abRounds) { ab?.rounds = rounds }
        ab?.functionOrders = arguments.flag(abFunctionOrders)
        if ab?.functionOrders == true && (ab?.trials ?? 0) + (ab?.suiteTrials ?? 0) == 0 {
            throw UsageError("--ab-function-orders relinks the ab trials' sides: give --ab-trials or --suite-trials too")
        }
        TimingOptions.apply(arguments, to: &test.measurement)
        test.gate = try GateOptions.parse(arguments)
        test.gate.tiers = Set(GateTier.allCases)
        test.timeLimit = ChildTimeoutOption.parse(arguments)
        ab?.timeLimit = test.timeLimit
        ab?.gate.alpha = test.gate.alpha
        if let threshold = arguments.double(abTimeThreshold) { ab?.gate.timeThreshold = threshold }
        return (test, ab)
    }

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let (test, ab) = try selfTests(arguments, abExecutable: arguments.process.pinBench)
        let format = arguments.format(Self.format)
        let out = arguments.string(Self.out)
        let thresholdsPath = arguments.string(writeThresholds)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try Output.checkOutputs(["--out": out, "--write-thresholds": thresholdsPath])
        var result = test.run(process: arguments.process) { progress.update($0) }
        var status = ExitCode.success
        if let ab, ab.trials + ab.suiteTrials > 0 {
            do {
                result.ab = try ab.run(process: arguments.process) { progress.update($0) }
            } catch {
                result.notes.append("ab not measured: \(error)")
                status = ChildTimeoutOption.exitCode(error, otherwise: error.isHostProblem ? .environment : .success)
            }
        }
        progress.finish()
        try Output.write(try GateSelfTestReport.render(result, test: test, ab: ab, format: format), to: out)
        if let thresholdsPath {
            try Output.write(try result.thresholds(minimum: test.gate.timeThreshold).json(), to: thresholdsPath)
        }
        Output.sayWrote([out, thresholdsPath], verb: name, quiet: progress.quiet)
        return status
    }
}
