import PinBenchKit
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// `pin-bench crosscheck SWIFT.json GBENCH.json`: a report, not a gate (exit 0).
enum CrossCheckCommand: Command {
    static let name = "crosscheck"
    static let summary = "compare a results file with the C++ harness's Google Benchmark JSON"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench crosscheck SWIFT.json GBENCH.json [options]"]
    static let about = """
        Matches the cases of a results file (`pin-bench run --format json --out FILE`, or
        results/latest.json) with those of pin-gbench's JSON (--benchmark_out=FILE
        --benchmark_out_format=json) by name, BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>,
        and compares the Swift median ns per pass (reset subtracted) with gbench's median real time
        per iteration minus the median of the matching BM_ChainReset row. Cases agree within the
        tolerance; for the others it names the likeliest reason the figures support (a fixed per-call
        cost at small depths, noise, the whole scenario moving, the reset figures, batch sizes). On
        stdout it prints a summary: the counts, the cases that do not agree by likeliest reason, each
        reason's largest difference. The whole report (--all, or the file of --out) lists every case and
        ns per view of every strategy from both harnesses next to the native C++ rows (cpp-reference,
        cpp-integer-pixels).
        """

    static let tolerance = Option.value("--tolerance", .number(0...10), "X", default: CrossCheck.defaultTolerance,
                                        help: "agreement band, as a fraction of the Swift figure")
    static let format = Option.format(CrossCheckRendering.renderers)
    static let out = OutputOptions.out.with(help: "write the whole report to FILE (atomically) and print its summary line")
    static let all = Option.flag("--all", help: "text on stdout: the whole report (every case with its figures and reason, ns per "
        + "view), not the summary of what does not agree")
    static let options = [OptionGroup([tolerance, format, out, all])]
    static let epilogue = """
        Both files read \(ExitCode.success.said), whatever the agreement; the summary line counts the disagreements.
        """
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let swiftPath = arguments.positional(), let gbenchPath = arguments.positional() else {
            throw UsageError("crosscheck needs two files: SWIFT.json (pin-bench results) GBENCH.json (pin-gbench JSON)")
        }
        try arguments.finish()
        let tolerance = arguments.double(Self.tolerance) ?? CrossCheck.defaultTolerance
        let format = arguments.format(Self.format)
        let out = arguments.string(Self.out)
        try Output.checkOutputs(["--out": out], inputs: ["SWIFT": swiftPath, "GBENCH": gbenchPath])
        let report: CrossCheckReport
        do {
            report = try CrossCheck.run(swiftPath: swiftPath, gbenchPath: gbenchPath, tolerance: tolerance)
        } catch {
            Output.error("pin-bench crosscheck: \(error)")
            return .badBaseline
        }
        let whole = out != nil || arguments.flag(all)
        try Output.write(try CrossCheckRendering.renderers.render((report, TerminalWidth.columns(writingTo: out), whole), as: format), to: out)
        Output.sayWrote([out], verb: name)
        if out != nil { try Output.write(CrossCheckRendering.summary(report).wrappingLongLines(width: TerminalWidth.columns) + "\n", to: nil) }
        return .success
    }
}
