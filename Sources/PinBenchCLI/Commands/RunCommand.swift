import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// `pin-bench run` (the default verb): times every strategy on the suite and saves the results.
enum RunCommand: Command {
    static let name = PinBenchInvocation.Verb.run.name
    static let measuresTime = true
    static let summary = "time every strategy on the default suite (the default verb)"
    static let usage = ["pin-bench [run] [options]"]
    static var about: String {
        """
        Times every strategy: ns per view and its paired ratio to the reference. Chains
        grow in depth, app screens repeat; per series the table gives the median ns per view and the
        per-round paired ratio to the reference strategy. Each scenario is verified first (a
        strategy whose frames differ without a documented finding is not timed: \(ExitCode.verificationFailure.said)). Strategies
        are interleaved in a shuffled order within each round; each sample is a batch of passes of at
        least --min-time; frames are reset before every pass and the reset's cost, timed in the same
        rounds, is subtracted. Allocations, retains and releases (calls to swift_retain/swift_release,
        through the Swift runtime's hooks) are counted over one steady-state pass of every case; a
        counter that cannot be had here is shown as n/a with the reason. Instructions per pass are
        counted under valgrind's callgrind (deterministic) in every run over placements when valgrind
        is installed; --instructions counts them in any run, with callgrind's simulated cache and
        branch misses besides (slower); --no-instructions leaves them out. Every run also calibrates this host's prices (about a
        second, `pin-bench calibrate`) and, with the counts, says where the time goes: each ratio as
        counts × this host's prices plus what no count explains (docs/measurement.md, "Hosts and prices").

        Case names: BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k> for chains,
        BM_App/<strategy>/screen:<name>/count:<N>/hidden:<pattern> for app screens.

        Default suite (--suite standard), by series (hidden pattern/fan-in, or app screen); the app
        screens with half their optional views hidden at random:
        \(BenchmarkSuite.standard().seriesLines().joined(separator: "\n"))
        """
    }

    static let suiteOption = Option.value(OptionName.suite.name, .choice(SuiteName.allCases.map(\.rawValue)), "NAME", default: SuiteName.standard.rawValue,
                                          help: SuiteName.allCases.map { "\($0.rawValue): \($0.purpose)" }.joined(separator: "; "))
        .with(short: "the cases to time: " + SuiteName.allCases.map(\.rawValue).joined(separator: ", "))
    static let strategiesOption = Option.value(OptionName.strategies.name, .text, "LIST", default: "all",
                                               help: "comma-separated strategy names (see `pin-bench list`)")
    static let filter = Option.value(OptionName.filter.name, .text, "REGEX", help: "only cases whose name matches, e.g. 'if-(else|needed)/depth:1024' "
        + "(the case names are above)").with(short: "only the cases whose name matches REGEX")
    static let depths = Option.value("--depths", .integers(1...Scenario.maximumDepth), "LIST",
                                     help: "depths of a single custom series, e.g. 16,256,4096")
    static let hidden = Option.value("--hidden", .integer(0...100), "P", help: "custom series with P% of the views hidden at random")
    static let pattern = Option.value("--pattern", .text, "SPEC",
                                      help: "custom series' hidden pattern: none, all, alternate, first-K, last-K, periodic-P, random-P")
        .with(short: "custom series' hidden pattern, e.g. random-50 or first-K")
    static let fanIn = Option.value("--fan-in", .text, "F", help: "custom series' fan-in: immediate, last-K, all")

    static let precision = Option.value("--precision", .number(0.000_1...1), "P",
                                        default: "none: fixed rounds, as --rounds says; with --max-time \(SamplingDesign.defaultPrecision)",
                                        help: "instead of fixed rounds, take rounds until every ratio's 95% interval is within ±P of its median (a fraction) or "
                                            + "decides its verdict, looking after \(SamplingDesign.standard.looks.map(String.init).joined(separator: ", ")) "
                                            + "rounds, or at fewer looks when the time budget affords fewer rounds; the intervals stay 95% "
                                            + "however the rounds stop, and the table names the ratios that settled nothing. Not the "
                                            + "default: where few ratios reach the target, fewer rounds at a stricter level give wider "
                                            + "intervals than fixed rounds in the same time (docs/measurement.md, \"How many rounds\")")
        .with(short: "rounds until every ratio is within ±P or decided")
    static let maxTime = Option.value("--max-time", .number(0.001...86_400), "S",
                                      default: "\(SamplingDesign.defaultSecondsPerScenario) per scenario",
                                      help: "with --precision (or alone, for its default): seconds of rounds for all scenarios together; "
                                          + "what a quick scenario saves goes to the later ones")
        .with(short: "seconds for all rounds, steered as --precision does")
    static let rounds = TimingOptions.rounds.with(default: "\(MeasurementSettings.placementRounds) in each placement, "
                                                      + "\(MeasurementSettings().rounds) with --placements 1, --quick \(MeasurementSettings.quick.rounds)",
                                                  help: "exactly N samples per case in each placement")
    static let minTime = TimingOptions.minTime.with(
        default: "\(MeasurementSettings().minSampleSeconds), --quick \(MeasurementSettings.quick.minSampleSeconds)")
    static let quick = Option.flag("--quick", help: "a smoke run: \(MeasurementSettings.quickPlacements) placements of this binary, fewer, "
        + "shorter samples and \(BenchmarkSuite.quickDepthsDescription)")
        .with(short: "a smoke run: fewer placements, samples and depths")
    static let reference = Option.value("--reference", .text, "NAME", default: MeasurementSettings().reference,
                                        help: "strategy the ratios are paired with")
    static let placementsOption = Option.value(OptionName.placements.name, .integer(1...100), "K", default: MeasurementSettings.defaultPlacements,
                                               help: "measure in K fresh processes (placements), each with its own addresses of code, heap "
                                                   + "and stack (ASLR on, environment size, stack offset, heap warm-up) and, by "
                                                   + "--function-orders, its own function order; a time verdict is the 95% interval of the "
                                                   + "mean over them, which needs at least \(PlacementEstimate.minimumPlacements) (1: this "
                                                   + "process only, whose rounds describe that process: no time verdict)")
    static let functionOrders = Option.choice(OptionName.functionOrders.name, "WHEN", among: FunctionOrders.allCases, default: FunctionOrders.auto,
                                              help: "auto: each placement runs this package relinked in its own function order (lld "
                                                  + "--shuffle-sections: this release build's own objects linked again, about a second an "
                                                  + "order; a build without function sections is first built once more with them into "
                                                  + ".build/code-layouts, 2-3 min) where this "
                                                  + "pin-bench can be relinked, else this binary; each: the same, and \(ExitCode.environment.said) where it "
                                                  + "cannot; one: this binary in every placement, the intervals allowing for another "
                                                  + "function order (docs/measurement.md)")
        .with(short: "each placement's function order: auto, each or one")
    /// `--layouts K`, kept for older scripts (and `ab`, which starts every side with `--layouts 1`).
    static let legacyPlacementsOption = Option.value(OptionName.layouts.name, .integer(1...100), "K",
                                                     help: "the older name of --placements K --function-orders one")
    /// `--code-layouts K`, kept for older scripts.
    static let legacyRelinkedPlacementsOption = Option.value("--code-layouts", .integer(2...100), "K",
                                                             help: "the older name of --placements K --function-orders each")
    static let vary = Option.value("--vary", .text, "LIST", default: "all",
                                   help: "the placement factors that differ from placement to placement, comma-separated from "
                                       + "\(PlacementFactor.allCases.map(\.rawValue).joined(separator: ", ")), or all or none; the "
                                       + "others are held at the first placement's values (held ASLR: off in every placement); "
                                       + "function orders vary as --function-orders says")
        .with(short: "factors varied: " + PlacementFactor.allCases.map(\.rawValue).joined(separator: ", ") + ", all, none")
    static let cpuOption = Option.value(OptionName.cpu.name, .integer(0...1023), "N", help: "pin the measuring thread to CPU N (recorded in the results)")
    static let instructions = Option.flag(OptionName.instructions.name, help: "count instructions per pass in any run, with simulated cache and branch "
        + "misses: re-runs pin-bench under valgrind's callgrind (every case once more; without valgrind it says so, goes on, and shows the "
        + "counts as n/a). Runs over placements count instructions alone by default when valgrind is installed")
        .with(short: "count instructions (valgrind; by default over placements)")
    static let noInstructions = Option.flag("--no-instructions", help: "count no instructions, even in a run over placements")
    static let allowDebug = Option.flag(OptionName.allowDebug.name, help: "run even though pin-bench was built without optimization")
    static let childTimeout = ChildTimeoutOption.option("placements, valgrind, builds")

    static let format = Option.format(ResultsReport.renderers, note: "written to stdout")
    static let out = OutputOptions.out.with(help: "write that format to FILE (atomically) instead of stdout")
    static let resultsDir = Option.value(OptionName.resultsDir.name, .directory, "DIR", default: defaultResultsDirectory,
                                         help: "where latest.json, latest.md and the charts go; the default is ignored by git, so a run "
                                             + "leaves the checkout clean; the committed reference in results/ is refreshed on purpose: "
                                             + referenceCommand)
    static let noSave = Option.flag(OptionName.noSave.name, help: "do not write the results directory")
    static let noHistory = Option.flag(OptionName.noHistory.name, help: "do not keep this run in the results directory's \(RunHistory.folder)/ "
        + "(each saved run is kept there as <date>-<commit>.json for `pin-bench history`)")

    static let options = [
        OptionGroup("Selection", [suiteOption, strategiesOption, filter, depths, hidden, pattern, fanIn]),
        OptionGroup("Measurement", [placementsOption, functionOrders, rounds, precision, maxTime, minTime, quick, reference, TimingOptions.seed,
                                    legacyPlacementsOption, legacyRelinkedPlacementsOption, vary, cpuOption,
                                    instructions, noInstructions, allowDebug, OutputOptions.allowSlow.with(help: "measure scenarios over the work budget"
                                        + " (fan-in all on deep chains is O(N²): refused by default above \(Scenario.workBudget) "
                                        + "relative-view reads per pass)"), childTimeout]),
        OptionGroup("Output", [format, out, resultsDir, noSave, noHistory, OutputOptions.quiet]),
    ]

    static let epilogue = """
        A measurement this host cannot make writes nothing; a child process that runs past its time
        limit leaves the results written, without what it was to measure.
        """
    static let exitCodes: [ExitCode] = [.verificationFailure, .environment, .childTimeout]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        let request = try request(arguments)
        let format = arguments.format(self.format)
        let out = arguments.string(self.out)
        let resultsDirectory = arguments.flag(noSave) ? nil : arguments.string(resultsDir) ?? defaultResultsDirectory
        let keepsRun = !arguments.flag(noHistory)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        try arguments.finish()

        let run: MeasurementRun
        do { run = try MeasurementRun(request) } catch { throw UsageError(refusal: error) }
        if let resultsDirectory { try Output.createDirectory(resultsDirectory) }
        try Output.checkOutputs([("--out", out)], generated: resultsDirectory.map { savedPaths(series: run.plan.cases.map(\.series), directory: $0) } ?? [],
                                inputList: [])
        if let resultsDirectory, keepsRun { try Output.checkOwnFolder("\(resultsDirectory)/\(RunHistory.folder)") }
        if let cpu = request.cpu, !CPUAffinity.mayUse(cpu) {
            throw UsageError("--cpu \(cpu): not a CPU this process may run on (allowed: \(CPUAffinity.allowedCPUs.map(String.init).joined(separator: ",")))")
        }
        if !progress.quiet {
            let placements = request.placements.count
            let where_ = placements == 1 ? "1 placement (this process: no time verdict)"
                : "\(placements) placements (fresh processes), \(request.settings.rounds) rounds each"
            Output.error("pin-bench run: \(run.caseCount) cases in \(where_)")
        }

        let events = MeasurementEvents(step: { progress.update($0) }, phase: { progress.update($0) },
                                       warning: { Output.error("pin-bench run: \($0)") }, childrenShowProgress: !progress.quiet)
        let outcome: MeasurementRunOutcome
        do {
            outcome = try run.measure(events: events)
        } catch {
            progress.finish()
            Output.error("pin-bench run: \(error)")
            return ExitCode(error)
        }
        progress.finish()
        return try show(outcome, format: format, out: out, savingTo: resultsDirectory, keepingRun: keepsRun, quiet: progress.quiet)
    }

    /// Writes the report to `out` and the results files to `directory`.
    private static func show(_ outcome: MeasurementRunOutcome, format: OutputFormat, out: String?, savingTo directory: String?,
                             keepingRun: Bool, quiet: Bool) throws -> ExitCode {
        if let error = outcome.instructionError { Output.error("pin-bench run: instructions not counted: \(error)") }
        let document = outcome.document
        let report = try ResultsReport.render(document, format: format, width: TerminalWidth.columns(writingTo: out))
        let kept = keepingRun ? directory.map { RunHistory.path(of: document, in: $0) } : nil
        var writes: [() throws -> Void] = [{ try Output.write(report, to: out) }]
        if let directory { writes.append { try saveResults(document, directory: directory, keepingRunAt: kept) } }
        try Output.writeEach(writes)
        Output.sayWrote([directory.map { "\($0)/latest.json, latest.md and \(2 * document.series.count) charts" }, kept, out],
                        verb: name, quiet: quiet)
        // The table ends with the verdict lines; any other output gets them on stderr.
        if (format != .text || out != nil) && !quiet {
            for line in ResultsReport.verdictBlock(document) { Output.error(line) }
        }
        switch outcome.status {
        case .complete: return .success
        case .childTimedOut: return .childTimeout
        case .unverifiedCases:
            Output.error("pin-bench run: \(document.unverifiedCases.count) case(s) failed verification and were not timed; run `\(PinBenchInvocation(.verify).shellLine(executable: "pin-bench"))` for details")
            return .verificationFailure
        }
    }

    /// The measurement the selection and measurement options ask for.
    static func request(_ arguments: Arguments) throws -> MeasurementRunRequest {
        let quick = arguments.flag(self.quick)
        let (placements, functionOrders) = try placements(arguments, quick: quick)
        var settings = quick ? MeasurementSettings.quick : MeasurementSettings()
        if placements > 1 && !quick { settings.rounds = MeasurementSettings.placementRounds }
        TimingOptions.apply(arguments, to: &settings)
        let fixedRounds = arguments.int(rounds) != nil
        let precision = arguments.double(Self.precision)
        let maxSeconds = arguments.double(maxTime)
        if fixedRounds && (precision != nil || maxSeconds != nil) {
            throw UsageError("--rounds fixes the rounds; --precision and --max-time steer them when they are not fixed: give one or the other")
        }
        if precision != nil || maxSeconds != nil {
            settings.precision = precision ?? SamplingDesign.defaultPrecision
            settings.maxSeconds = maxSeconds
        }
        var strategies = StrategyRegistry.all
        if let list = arguments.string(strategiesOption) {
            do { strategies = try StrategyRegistry.parse(list) } catch { throw UsageError(error.description) }
        }
        if let reference = arguments.string(Self.reference) {
            guard StrategyRegistry.named(reference) != nil else {
                throw UsageError("unknown reference strategy '\(reference)' (known: \(StrategyRegistry.all.map { $0.name }.joined(separator: ", ")))")
            }
            settings.reference = StrategyName(reference)
        } else if !strategies.contains(where: { StrategyName($0) == settings.reference }) {
            // Ratios need the reference: a list without it measures it too.
            let names = Set(strategies.map(StrategyName.init) + [settings.reference])
            strategies = StrategyRegistry.all.filter { names.contains(StrategyName($0)) }
        }
        var request = MeasurementRunRequest(suite: try suite(arguments, strategies: strategies, quick: quick), process: arguments.process)
        request.filter = try arguments.casePattern(self.filter)
        var factors = Set(PlacementFactor.allCases)
        if let list = arguments.string(vary) {
            guard placements > 1 else { throw UsageError("--vary needs at least 2 placements (--placements K)") }
            do { factors = Set(try PlacementFactor.parse(list)) } catch { throw UsageError("--vary: \(error)") }
        }
        request.settings = settings
        request.referenceChosen = arguments.string(Self.reference) != nil
        request.placements = .measured(in: placements, varying: factors, functionOrders: functionOrders)
        request.cpu = arguments.int(cpuOption)
        if arguments.flag(instructions) && arguments.flag(noInstructions) {
            throw UsageError("--instructions and --no-instructions contradict each other")
        }
        // A run over placements makes verdicts, and the decomposition that explains them needs counts.
        let countsByDefault = !arguments.flag(noInstructions) && placements > 1 && !quick
        let unavailable = countsByDefault && !arguments.flag(instructions) ? InstructionCounter.unavailableReason(arguments.process) : nil
        if let unavailable {
            Output.error("pin-bench run: instructions not counted: \(unavailable); without them the run cannot say where its time goes "
                + "(--no-instructions says this run does without)")
        }
        request.countsInstructions = arguments.flag(instructions) || countsByDefault && unavailable == nil
        // The default count is what the decomposition prices; the simulation is asked for.
        request.simulatesCPU = arguments.flag(instructions)
        request.allowSlow = arguments.flag(OutputOptions.allowSlow)
        request.allowDebug = arguments.flag(self.allowDebug)
        request.timeLimit = ChildTimeoutOption.parse(arguments)
        return request
    }

    /// Inside SwiftPM's build directory, which every package's git ignores.
    static let defaultResultsDirectory = ".build/pin-bench"

    /// The results file of the last `run` with the default directory.
    static let latestResults = "\(defaultResultsDirectory)/latest.json"

    /// The one command that refreshes the committed reference (`results/latest.*` and its charts).
    static let referenceCommand = PinBenchInvocation(.run).with(.functionOrders, FunctionOrders.each.rawValue).with(.instructions)
        .with(.resultsDir, "results").with(.noHistory).shellLine(executable: "pin-bench")

    /// The placements and their orders from the options (older ones too).
    private static func placements(_ arguments: Arguments, quick: Bool) throws -> (Int, FunctionOrders) {
        let given = [placementsOption, legacyPlacementsOption, legacyRelinkedPlacementsOption].filter { arguments.int($0) != nil }.map(\.name)
        if given.count > 1 { throw UsageError("give one of \(given.joined(separator: ", ")): they all set the placements") }
        let orders: FunctionOrders? = arguments.choice(functionOrders)
        if let old = arguments.int(legacyPlacementsOption) ?? arguments.int(legacyRelinkedPlacementsOption) {
            if orders != nil { throw UsageError("\(given[0]) sets the function orders too: give --placements K with --function-orders") }
            return (old, arguments.int(legacyPlacementsOption) != nil ? .one : .each)
        }
        let defaults = quick ? (MeasurementSettings.quickPlacements, FunctionOrders.one) : (MeasurementSettings.defaultPlacements, .auto)
        return (arguments.int(placementsOption) ?? defaults.0, orders ?? defaults.1)
    }

    /// The standard suite, or one custom series when any of --depths/--hidden/--pattern/--fan-in is given.
    private static func suite(_ arguments: Arguments, strategies: [any ChainStrategy.Type], quick: Bool) throws -> BenchmarkSuite {
        let depthList = arguments.ints(Self.depths)
        let hiddenPercent = arguments.int(Self.hidden)
        let patternSpec = arguments.string(Self.pattern)
        let fanInSpec = arguments.string(Self.fanIn)
        let suiteName: SuiteName = arguments.choice(suiteOption) ?? .standard
        guard depthList != nil || hiddenPercent != nil || patternSpec != nil || fanInSpec != nil else {
            let suite = suiteName.suite(strategies: strategies)
            return quick && suiteName == .standard ? suite.quick : suite
        }
        if suiteName != .standard { throw UsageError("--suite \(suiteName.rawValue) cannot be combined with --depths/--hidden/--pattern/--fan-in") }
        if hiddenPercent != nil && patternSpec != nil { throw UsageError("give --hidden or --pattern, not both") }
        var hidden = HiddenPattern.none
        if let hiddenPercent, hiddenPercent > 0 { hidden = .random(percent: hiddenPercent) }
        if let patternSpec {
            guard let pattern = HiddenPattern(spec: patternSpec), pattern.validationError == nil, !patternSpec.hasPrefix("explicit") else {
                throw UsageError("--pattern: '\(patternSpec)' is not a hidden pattern (none, all, alternate, first-K, last-K, periodic-P, random-P)")
            }
            hidden = pattern
        }
        var fanIn = FanIn.immediate
        if let fanInSpec {
            guard let parsed = FanIn(spec: fanInSpec), parsed.windowSize >= 1 else {
                throw UsageError("--fan-in: '\(fanInSpec)' is not immediate, last-K or all")
            }
            fanIn = parsed
        }
        var depths = quick ? BenchmarkSuite.defaultDepths.filter { $0 <= BenchmarkSuite.quickDepthLimit } : BenchmarkSuite.defaultDepths
        if let depthList { depths = Array(Set(depthList)).sorted() }
        return BenchmarkSuite(series: [.init(base: BenchmarkSuite.baseScenario(hidden: hidden, fanIn: fanIn), depths: depths)],
                              strategies: strategies)
    }

    /// Every file `saveResults` writes for these series, named for `Output.checkOutputs`.
    private static func savedPaths(series: [String], directory: String) -> Output.NamedPaths {
        [("--results-dir's latest.json", "\(directory)/latest.json"), ("--results-dir's latest.md", "\(directory)/latest.md")]
            + ResultsCharts.paths(series: series, in: directory, prefix: "latest")
    }

    /// Charts, latest.md, then latest.json last, each atomically.
    private static func saveResults(_ document: ResultsDocument, directory: String, keepingRunAt keptRun: String?) throws {
        try ResultsCharts.write(document, to: directory, prefix: "latest")
        try Output.write(ResultsReport.markdown(document), to: "\(directory)/latest.md", links: .replace)
        let json = try ResultsReport.json(document)
        try Output.write(json, to: "\(directory)/latest.json", links: .replace)
        if let keptRun {
            try Output.checkOwnFolder("\(directory)/\(RunHistory.folder)")
            try Output.createDirectory("\(directory)/\(RunHistory.folder)")
            try Output.write(json, to: keptRun, links: .replace)
        }
    }

}

private extension UsageError {
    /// Why `run` measures nothing, in the terms of its options.
    init(refusal: MeasurementRunRefusal) {
        switch refusal {
        case .debugBuild:
            self.init("this pin-bench is a debug build, whose timings mean nothing; build with `swift run -c release pin-bench` or pass --allow-debug")
        case .noCase:
            self.init("no case matches the selection (see the case names with --help)")
        case .referenceNotMeasured(let reference):
            self.init("--reference \(reference) is not among the strategies this run measures, so no case would have a ratio: "
                + "add it to --strategies, or name one of those measured")
        case .overBudget(let reason):
            self.init(reason)
        }
    }
}
