import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// `pin-bench cost-model RESULTS.json`: how well each cost model predicts a run's ratios.
enum CostModelCommand: Command {
    static let name = "cost-model"
    static let summary = "how well estimated cycles predict a run's time ratios; fit the weights"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench cost-model RESULTS.json [options]"]
    static let about = """
        Reads a timed results file with instruction counts (`pin-bench run --instructions`, which also
        simulates caches and branch predictors) and, for every case but if-else and manual, compares
        its measured ratio to if-else (the placement-averaged one) with the ratio each cost model
        estimates from the counts: instructions alone, iai-callgrind's fixed weights, and the weights
        this pin-bench gates estimated cycles with (`check --tier cost`). It also fits the weights
        to this file (non-negative least squares of the relative error of each case's time), and
        checks that fit on the half of the scenarios it was not fitted to.
        """
    static let format = Option.format(CostModelReportRendering.renderers, note: "md and json list every ratio")
    static let out = OutputOptions.out.with(help: "write the report to FILE (atomically) and print its summary line")
    static let options = [OptionGroup([format, out])]
    static let epilogue = """
        A file that was read ends in \(ExitCode.success.said), whatever the accuracy.
        """
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let path = arguments.positional() else { throw UsageError("\(name) needs a results file (\(PinBenchInvocation(.run).with(.instructions).shellLine(executable: "pin-bench")))") }
        try arguments.finish()
        let format = arguments.format(Self.format)
        let out = arguments.string(Self.out)
        try Output.checkOutputs(["--out": out], inputs: ["results file": path])
        let report: CostModelReport
        do {
            report = try CostModelReport(try ResultsDocument.load(path))
        } catch {
            Output.error("pin-bench cost-model: \(error)")
            return .badBaseline
        }
        try Output.write(try CostModelReportRendering.render(report, format: format, width: TerminalWidth.columns(writingTo: out)), to: out)
        Output.sayWrote([out], verb: name)
        if out != nil { try Output.write(CostModelReportRendering.summary(report).wrappingLongLines(width: TerminalWidth.columns) + "\n", to: nil) }
        return .success
    }
}
