import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// `pin-bench pr256`: regenerates results/PR256.md.
enum PR256Command: Command {
    static let name = PinBenchInvocation.Verb.pr256.name
    static let summary = "write the one-page verdict on PinLayout PR #256 (results/PR256.md)"
    static let usage = ["pin-bench pr256 [options]"]
    static let about = """
        Writes the page for PinLayout's maintainer: the two review objections to PR #256 and its
        ifNeeded: .bottom/.center defect, each reproduced by running the statements on the engine; how
        often each bites over `verify`'s default scenarios; which strategy fixes them; instructions per
        view at depth 1024 against if-else (counted under valgrind's callgrind); the recommended API.
        Nothing is timed: ns/view come from --timings, or the page marks them to fill. The page opens
        with the verdict; each reproduction is drawn as an SVG wireframe (pr256-*.svg), and the cost as a
        chart (pr256-cost.svg), written next to the page and embedded in it.
        """
    static let timings = Option.value(OptionName.timings.name, .file, "FILE",
                                      help: "a `pin-bench run` results JSON with the depth-1024 cases, for ns/view; repeat it for each "
                                          + "host's file (or give a `pin-bench merge` file): the time table names the host of every row, "
                                          + "and says whether each verdict holds across the hosts", repeatable: true)
    static let out = OutputOptions.out.with(help: "write the page to FILE (atomically) instead of stdout, and (md) its pictures next "
        + "to it (without --out, no pictures)")
    static let format = Option.format(PR256Page.renderers, note: "the html page has the pictures inline")
    static let options = [OptionGroup([timings, format, out, OutputOptions.quiet])]
    static let epilogue = """
        A bug verification finds is on the page, which is still written.
        """
    static let exitCodes: [ExitCode] = [.verificationFailure, .badBaseline, .environment]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let timingsPaths = arguments.strings(timings)
        let format = arguments.format(Self.format)
        let out = arguments.string(Self.out)
        let progress = Progress(verb: name, quiet: arguments.flag(OutputOptions.quiet))
        // The Markdown page links its pictures, written beside it; the html page has them inline.
        let picturesBeside = format == .md
        let pictures = picturesBeside ? PR256Page.pictures().map { (path: picturePath($0.file, nextTo: out), svg: $0.svg) } : []
        let costChartPath = picturesBeside ? picturePath(PR256Page.costChartFile, nextTo: out) : nil
        let priceChartPath = picturesBeside && !timingsPaths.isEmpty ? picturePath(PR256Page.priceChartFile, nextTo: out) : nil
        try Output.checkOutputs([("--out", out)] + pictures.map { ("picture", $0.path) } + [("picture", costChartPath), ("picture", priceChartPath)],
                                inputList: timingsPaths.map { ("--timings", $0) })

        let timings = timingsPaths.isEmpty ? nil : loadTimings(timingsPaths)
        if !timingsPaths.isEmpty, timings == nil { return .badBaseline }
        if let reason = InstructionCounter.unavailableReason(arguments.process) {
            Output.error("pin-bench pr256: cannot count instructions: \(reason)")
            return .environment
        }
        let summary = VerificationPlan().run { done, total in progress.update(ProgressStep("verify \(done)/\(total) scenarios", done: done, total: total)) }
        progress.update("counting instructions under callgrind")
        let instructions: InstructionCounts
        do {
            instructions = try InstructionCounter.count(InstructionProbePlan(try PR256Page.costPlan()), process: arguments.process)
        } catch {
            progress.finish()
            Output.error("pin-bench pr256: instructions not counted: \(error)")
            return .environment
        }
        progress.finish()
        let inProcess = try PR256Page.costPlan().flatMap { planned in
            PassCounter.counts(planned).map { (BenchmarkCase.name(strategy: $0.key.rawValue, scenario: planned.scenario), $0.value) }
        }
        let page = PR256Page(verification: summary, instructions: instructions, inProcess: Dictionary(inProcess) { first, _ in first },
                             timings: timings,
                             command: regenerating(format: format, out: out, timings: timingsPaths))
        try Output.write(try PR256Page.renderers.render(page, as: format), to: out)
        if picturesBeside {
            try writePictures(pictures + [(costChartPath, page.costChart.svg)] + (page.priceChart.map { [(priceChartPath, $0)] } ?? []),
                              page: out, quiet: progress.quiet)
        } else {
            Output.sayWrote([out.map { "\($0) (its pictures inline)" }], verb: name, quiet: progress.quiet)
        }
        return summary.bugCount == 0 ? .success : .verificationFailure
    }

    /// The command the page prints as the one that regenerates it.
    static func regenerating(format: OutputFormat, out: String?, timings: [String]) -> String {
        let invocation = timings.reduce(PinBenchInvocation(.pr256).with(.format, format == .md ? nil : format.rawValue).with(.out, out)) {
            $0.with(.timings, $1)
        }
        return "swift build -c release && " + invocation.shellLine(executable: ".build/release/pin-bench")
    }

    /// Where a picture goes: beside the page; nil on stdout.
    static func picturePath(_ file: String, nextTo page: String?) -> String? {
        guard let page else { return nil }
        guard let slash = page.lastIndex(of: "/") else { return file }
        return "\(page[..<slash])/\(file)"
    }

    /// The wireframes at their paths; none with the page on stdout.
    static func writePictures(_ pictures: [(path: String?, svg: String)], page: String?, quiet: Bool) throws {
        guard let page else {
            if !quiet { Output.error("pin-bench pr256: pictures not written (the page went to stdout); --out FILE writes them next to it") }
            return
        }
        let paths = pictures.compactMap(\.path)
        for case let (path?, svg) in pictures { try Output.write(svg, to: path) }
        Output.sayWrote(["\(page) and the \(paths.count) pictures its links name, beside it"], verb: name, quiet: quiet)
    }

    /// The timing files pooled by host, with the cases the table needs; nil after saying why.
    static func loadTimings(_ paths: [String]) -> HostPool? {
        var inputs: [(file: String, document: ResultsDocument)] = []
        for path in paths {
            guard let document = GateOptions.load(path, as: "timings", for: name) else { return nil }
            inputs.append((path, document))
        }
        for (file, run) in inputs.flatMap({ $0.document.runs(file: $0.file) }) {
            let missing = PR256Page.missingTimings(in: run)
            guard missing.isEmpty else {
                Output.error("pin-bench pr256: timings \(file) lacks \(missing.count) case(s) the page's time table needs: "
                    + missing.joined(separator: "; ") + ". Measure them with `\(PR256Page.timingsCommand)`")
                return nil
            }
        }
        if let problem = HostPool.poolingProblem(inputs) {
            Output.error("pin-bench pr256: timings \(problem)")
            return nil
        }
        return HostPool(inputs)
    }
}
