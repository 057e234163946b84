import Foundation
import PinBenchKit

/// `pin-bench run` (the default verb): times every strategy on the suite, prints the comparison table
/// and writes latest.json, latest.md and the SVG charts (to `.build/pin-bench` unless told otherwise).
enum RunCommand: Command {
    static let name = "run"
    static let measuresTime = true
    static let summary = "time every strategy on the default suite (the default verb)"
    static let help = """
        Usage: pin-bench [run] [options]

        Times every strategy on chains of growing depth and prints, per series, the median ns per view
        and the per-round paired ratio to the reference strategy. Each scenario is verified first (a
        strategy whose frames differ without a documented finding is not timed: exit 3). Strategies
        are interleaved in a shuffled order within each round; each sample is a batch of passes of at
        least --min-time; frames are reset before every pass and the reset's cost, timed in the same
        rounds, is subtracted. Allocations, retains and releases (calls to swift_retain/swift_release,
        through the Swift runtime's hooks) are counted over one steady-state pass of every case; a
        counter that cannot be had here is shown as n/a with the reason. Instructions per pass are
        counted only with --instructions (deterministic; needs valgrind).

        Default suite (--suite standard), by series (hidden pattern/fan-in, or app screen); the app
        screens with half their optional views hidden at random:
        \(BenchmarkSuite.standard().seriesLines().joined(separator: "\n"))

        Selection:
          --suite NAME         \(SuiteName.allCases.map { "\($0.rawValue)\($0 == .standard ? " (default)" : ""): \($0.purpose)" }
                                     .joined(separator: ",\n                       "))
          --strategies LIST    comma-separated strategy names (default: all; see `pin-bench list`)
          --filter REGEX       only cases whose name matches, e.g. 'if-(else|needed)/depth:1024'
                               (names: BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>,
                               BM_App/<strategy>/screen:<name>/count:<N>/hidden:<pattern>)
          --depths LIST        depths of a single custom series, e.g. 16,256,4096 (1...100000)
          --hidden P           custom series with P% of the views hidden at random (0...100)
          --pattern SPEC       custom series' hidden pattern: none, all, alternate, first-K, last-K,
                               periodic-P, random-P
          --fan-in F           custom series' fan-in: immediate, last-K, all
        Measurement:
          --precision P        take rounds until every ratio's 95% interval is within +-P of its median
                               (a fraction; default \(SamplingDesign.defaultPrecision), i.e. +-\(Int(SamplingDesign.defaultPrecision * 100))%) or decides its verdict,
                               checked after \(SamplingDesign.standard.looks.map(String.init).joined(separator: ", ")) rounds (intervals at \(String(format: "%.2f", SamplingDesign.standard.perLookConfidence * 100))% per look,
                               so 95% however the rounds stop); a scenario stops there, at the last
                               look, or when its share of --max-time is spent; the table names the
                               ratios that settled nothing (docs/measurement.md, "How many rounds")
          --max-time S         seconds of rounds for all scenarios together (default \(SamplingDesign.defaultSecondsPerScenario) per scenario);
                               what a quiet scenario saves goes to the later ones
          --rounds N           exactly N samples per case instead (--quick: 5), with 95% bootstrap intervals
          --min-time S         seconds per sample (default 0.01, --quick 0.004)
          --quick              a smoke run: fewer, shorter samples and \(BenchmarkSuite.quickDepthsDescription)
          --reference NAME     strategy the ratios are paired with (default if-else)
          --seed S             seeds round order and bootstrap (default 1)
          --layouts K          measure in K fresh processes, each with its own placement of code, heap
                               and stack (ASLR on, environment size, stack offset, heap warm-up), and
                               call a time difference only if it holds in every layout (default 1:
                               this process with ASLR off, to keep the default run under a minute;
                               K x the time, e.g. --layouts 5 takes about 5 x as long)
          --code-layouts K     as --layouts K, but each process runs a binary relinked in another
                               function order (this package built once with function sections into
                               .build/code-layouts, about 2-3 min the first time, then relinked by lld
                               with --shuffle-sections, about 1 s a seed): function order alone moves
                               a time ratio by several per cent, which process placements do not vary.
                               Without the package sources or lld, says so and measures process layouts
          --vary LIST          with --layouts or --code-layouts: the placement factors that differ from
                               layout to layout, comma-separated from aslr, environment, stack, heap, or
                               all (default) or none; the others are held at layout 1's values (held
                               ASLR: off in every layout). Function order varies with --code-layouts
                               whatever the list, so --code-layouts 8 --vary none is function order alone
          --cpu N              pin the measuring thread to CPU N (recorded in the results)
          --instructions       also count instructions per pass: re-runs pin-bench under valgrind's
                               callgrind (every case once more, under valgrind; without
                               valgrind it says so, goes on, and shows the counts as n/a)
          --allow-debug        run even though pin-bench was built without optimization
          --allow-slow         measure scenarios over the work budget (fan-in all on deep chains is O(N²):
                               refused by default above 50 million relative-view reads per pass)
        \(ChildTimeoutOption.help("layouts, valgrind"))
        Output:
          --format F           stdout format: table (default; also spelled text), md, csv, json, gbench (Google Benchmark JSON)
          --out FILE           write that format to FILE (atomically) instead of stdout
          --results-dir DIR    where latest.json, latest.md and the charts go (default \(defaultResultsDirectory),
                               which git ignores, so a run leaves the checkout clean; the committed
                               reference in results/ is refreshed on purpose: \(referenceCommand))
          --no-save            do not write the results directory
          --quiet              no progress on stderr (a line redrawn on a terminal, a plain line every 10 s in a log)

        Exit status: 0 success, 3 when a strategy failed verification, 8 when a child process ran past
        its time limit (the results are still written, without what it was to measure), 64 usage errors
        (including a debug build without --allow-debug), 74 when a file cannot be written, 130/143 when
        stopped by SIGINT/SIGTERM (child processes ended, temporary files removed).
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        var settings = MeasurementSettings()
        let quick = arguments.flag("--quick")
        if quick { settings = .quick }
        let rounds = try arguments.int("--rounds", in: 2...10_000)
        let precision = try arguments.double("--precision", in: 0.000_1...1)
        let maxSeconds = try arguments.double("--max-time", in: 0.001...86_400)
        if rounds != nil && (precision != nil || maxSeconds != nil) {
            throw UsageError("--rounds fixes the rounds; --precision and --max-time steer them when they are not fixed: give one or the other")
        }
        if let rounds { settings.rounds = rounds }
        if rounds == nil && (!quick || precision != nil || maxSeconds != nil) {
            settings.precision = precision ?? SamplingDesign.defaultPrecision
            settings.maxSeconds = maxSeconds
        }
        if let seconds = try arguments.double("--min-time", in: 0.000_001...60) { settings.minSampleSeconds = seconds }
        if let seed = try arguments.seed("--seed") { settings.seed = seed }
        var strategies = StrategyRegistry.all
        if let list = try arguments.value("--strategies") {
            do { strategies = try StrategyRegistry.parse(list) } catch { throw UsageError(error.description) }
        }
        if let reference = try arguments.value("--reference") {
            guard StrategyRegistry.named(reference) != nil else {
                throw UsageError("unknown reference strategy '\(reference)' (known: \(StrategyRegistry.all.map { $0.name }.joined(separator: ", ")))")
            }
            settings.reference = reference
        }
        let suite = try suite(&arguments, strategies: strategies, quick: quick)
        var filter: Regex<AnyRegexOutput>?
        if let pattern = try arguments.value("--filter") {
            do { filter = try Regex(pattern) } catch { throw UsageError("--filter: '\(pattern)' is not a valid regular expression") }
        }
        let processLayouts = try arguments.int("--layouts", in: 1...100)
        let codeLayouts = try arguments.int("--code-layouts", in: 2...100)
        if processLayouts != nil && codeLayouts != nil { throw UsageError("give --layouts or --code-layouts, not both") }
        let layouts = codeLayouts ?? processLayouts ?? 1
        var factors = Set(LayoutFactor.allCases)
        if let list = try arguments.value("--vary") {
            guard layouts > 1 else { throw UsageError("--vary needs --layouts K or --code-layouts K (K of at least 2)") }
            do { factors = Set(try LayoutFactor.parse(list)) } catch { throw UsageError("--vary: \(error)") }
        }
        let cpu = try arguments.int("--cpu", in: 0...1023)
        let countsInstructions = arguments.flag("--instructions")
        let allowSlow = arguments.flag("--allow-slow")
        let allowDebug = arguments.flag("--allow-debug")
        let timeLimit = try ChildTimeoutOption.parse(&arguments)
        let format = try arguments.format(ResultsReport.formats, default: .text)
        let out = try arguments.value("--out")
        let resultsDirectory = try arguments.value("--results-dir") ?? defaultResultsDirectory
        let save = !arguments.flag("--no-save")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
        if save { try Output.createDirectory(resultsDirectory) }
        try Output.checkOutputs(["--out": out, "--results-dir's latest.json": save ? "\(resultsDirectory)/latest.json" : nil,
                                 "--results-dir's latest.md": save ? "\(resultsDirectory)/latest.md" : nil])

        if EnvironmentInfo.isDebugBuild && !allowDebug {
            throw UsageError("this pin-bench is a debug build, whose timings mean nothing; build with `swift run -c release pin-bench` or pass --allow-debug")
        }
        let plan = suite.plan(filter: filter)
        guard !plan.isEmpty else { throw UsageError("no case matches the selection (see the case names with --help)") }
        if !allowSlow, let reason = plan.lazy.compactMap(\.scenario.overBudgetReason).first { throw UsageError(reason) }
        if let cpu, !CPUAffinity.mayUse(cpu) {
            throw UsageError("--cpu \(cpu): not a CPU this process may run on (allowed: \(CPUAffinity.allowedCPUs.map(String.init).joined(separator: ",")))")
        }
        if !progress.quiet { Output.error("pin-bench run: \(layouts == 1 ? "1 layout (this process)" : "\(layouts) layouts (child processes)"), \(plan.reduce(0) { $0 + $1.strategies.count }) cases") }

        var measurement = MeasurementPlan(cases: plan, settings: settings)
        measurement.layouts = codeLayouts != nil ? .code(count: layouts, varying: factors)
            : layouts > 1 ? .processes(count: layouts, varying: factors) : .thisProcess
        measurement.cpu = cpu
        measurement.instructions = countsInstructions ? .ifPossible : .off
        measurement.timeLimit = timeLimit
        let events = MeasurementEvents(step: { progress.update($0) }, phase: { progress.update($0) },
                                       warning: { Output.error("pin-bench run: \($0)") }, childrenShowProgress: !progress.quiet)
        let outcome: MeasurementOutcome
        do {
            outcome = try MeasurementPipeline.run(measurement, events: events)
        } catch {
            progress.finish()
            Output.error("pin-bench run: \(error)")
            switch error {
            case .codeLayouts: return .environment
            case .layouts(let error): return ChildTimeoutOption.exitCode(error, otherwise: .internalError)
            case .instructions(let error): return ChildTimeoutOption.exitCode(error, otherwise: .environment)
            case .cpu: return .environment
            }
        }
        progress.finish()
        if let error = outcome.instructionError { Output.error("pin-bench run: instructions not counted: \(error)") }
        let document = outcome.document
        let report = try ResultsReport.render(document, format: format, width: TerminalWidth.columns(writingTo: out))
        // The results directory first: a bad --out path must not lose the measurement.
        if save { try saveResults(document, directory: resultsDirectory) }
        try Output.write(report, to: out)
        if !progress.quiet {
            let written = (save ? ["\(resultsDirectory)/latest.json, latest.md and \(2 * document.series.count) charts"] : []) + (out.map { [$0] } ?? [])
            if !written.isEmpty { Output.error("pin-bench run: wrote " + written.joined(separator: "; ")) }
        }
        // The table ends with the verdict lines; any other output gets them on stderr.
        if (format != .text || out != nil) && !progress.quiet {
            for line in ResultsReport.verdictLines(document) { Output.error(line) }
        }
        if !document.unverifiedCases.isEmpty {
            Output.error("pin-bench run: \(document.unverifiedCases.count) case(s) failed verification and were not timed; run `pin-bench verify` for details")
            return .verificationFailure
        }
        return outcome.instructionError?.childTimeout != nil ? .childTimeout : .success
    }

    /// Where `run` saves its results unless told otherwise: inside SwiftPM's build directory, which
    /// every Swift package's git ignores (as criterion keeps its reports in cargo's `target/`).
    static let defaultResultsDirectory = ".build/pin-bench"

    /// The results file of the last `run` with the default directory.
    static let latestResults = "\(defaultResultsDirectory)/latest.json"

    /// The one command that refreshes the committed reference (`results/latest.*` and its charts).
    static let referenceCommand = "pin-bench run --code-layouts 5 --instructions --results-dir results"

    /// The standard suite, or one custom series when any of --depths/--hidden/--pattern/--fan-in is given.
    private static func suite(_ arguments: inout Arguments, strategies: [any ChainStrategy.Type], quick: Bool) throws -> BenchmarkSuite {
        let depthList = try arguments.intList("--depths", in: 1...Scenario.maximumDepth)
        let hiddenPercent = try arguments.int("--hidden", in: 0...100)
        let patternSpec = try arguments.value("--pattern")
        let fanInSpec = try arguments.value("--fan-in")
        let suiteName: SuiteName = try arguments.choice("--suite") ?? .standard
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

    /// latest.json, latest.md and two charts per series, each written atomically.
    private static func saveResults(_ document: ResultsDocument, directory: String) throws {
        try Output.createDirectory(directory)
        try Output.write(try ResultsReport.json(document), to: "\(directory)/latest.json")
        try Output.write(ResultsReport.markdown(document, chartPrefix: "latest"), to: "\(directory)/latest.md")
        try ResultsCharts.write(document, to: directory, prefix: "latest")
    }
}

/// The child half of `run --instructions`: lays out each case once under callgrind's client requests.
/// Not for direct use (it needs valgrind around it), hence not listed.
enum InstructionsProbeCommand: Command {
    static let name = InstructionCounter.probeVerb
    static let summary = "(internal) count instructions under callgrind"
    static let help = "Usage: pin-bench instructions-probe PLAN.json   (started by `run --instructions` under valgrind)"

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let path = arguments.positional() else { throw UsageError("needs the plan file") }
        try arguments.finish()
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw UsageError("cannot read \(path)") }
        let plan: InstructionProbePlan
        do { plan = try JSONDecoder().decode(InstructionProbePlan.self, from: data) } catch { throw UsageError("\(path) is not a probe plan") }
        try plan.runUnderCallgrind()
        return .success
    }
}

/// One layout of `run --layouts K`: measures a plan in this fresh process and writes a one-layout
/// results file. Started by `run`, with the layout's environment; not for direct use, hence not listed.
enum LayoutChildCommand: Command {
    static let name = LayoutRunner.childVerb
    static let summary = "(internal) measure one code layout for run --layouts"
    static let help = "Usage: pin-bench layout-child PLAN.json OUT.json   (started by `run --layouts K`)"

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let planPath = arguments.positional(), let out = arguments.positional() else { throw UsageError("needs the plan and output files") }
        try arguments.finish()
        let plan: LayoutChildPlan
        do { plan = try JSONDecoder().decode(LayoutChildPlan.self, from: Data(contentsOf: URL(fileURLWithPath: planPath))) } catch {
            throw UsageError("\(planPath) is not a layout plan")
        }
        // The parent runs with randomization off, and a child inherits that: turn it back on first,
        // unless the plan holds it (then make sure it is off). The re-executed child reads the plan again.
        AddressRandomization.reexec(randomized: plan.placement.randomizesAddresses)
        plan.placement.warmUpHeap()
        let progress = Progress(verb: RunCommand.name, quiet: plan.progressPrefix == nil)
        let document = try plan.measure { step in
            progress.update(ProgressStep((plan.progressPrefix ?? "") + step.text, done: step.done, total: step.total))
        }
        progress.finish()
        try Output.write(try ResultsReport.json(document), to: out)
        return .success
    }
}
