import PinBenchKit
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// `pin-bench history [DIR]`: the runs a results directory kept, side by side.
enum HistoryCommand: Command {
    static let name = "history"
    static let summary = "the runs kept in a results directory, side by side; a case over runs"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench history [DIR] [options]"]
    static let about = """
        Every `pin-bench run` that saves its results also keeps them in the results directory's
        \(RunHistory.folder)/ folder as <date>-<commit>.json (unless --no-history). This lists the last
        runs kept in DIR, the directory `run --results-dir` saved to (default
        \(RunCommand.defaultResultsDirectory)): date, commit, host, placements and rounds of each, and each case's
        time ratio to the reference with its verdict in each run; --chart draws one case's ratio over the runs.
        """
    static let last = Option.value("--last", .integer(1...1000), "N", default: "3", help: "the last N runs (the columns of the case table)")
    static let filter = Option.value(OptionName.filter.name, .text, "REGEX", help: "only the cases whose name matches")
    static let chart = Option.value("--chart", .text, "CASE", help: "write the SVG dot chart of this case's ratio over the runs instead of the tables")
    static let format = Option.format(RunHistoryReport.renderers)
    static let out = OutputOptions.out.with(help: "write the tables (or the chart) to FILE (atomically) instead of stdout")
    static let options = [OptionGroup([last, filter, chart, format, out])]
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        let directory = arguments.positional() ?? RunCommand.defaultResultsDirectory
        try arguments.finish()
        let count = arguments.int(last) ?? 3
        let pattern = try arguments.casePattern(filter)
        let chartCase = arguments.string(chart)
        let format = arguments.format(Self.format)
        let out = arguments.string(Self.out)
        let report: RunHistoryReport
        do {
            let paths = try RunHistory.runs(in: directory).suffix(count)
            guard !paths.isEmpty else {
                Output.error("pin-bench history: \(directory) keeps no run (\(directory)/\(RunHistory.folder)/ is empty or missing): "
                    + "`pin-bench run` keeps one each time it saves its results there")
                return .badBaseline
            }
            report = RunHistoryReport(runs: try paths.map { path throws(InputFileError) in
                RunHistoryReport.Run(name: String(path.split(separator: "/").last ?? ""), document: try ResultsDocument.load(path))
            })
        } catch {
            Output.error("pin-bench history: \(error)")
            return .badBaseline
        }
        try Output.checkOutputs(["--out": out], inputList: report.runs.map { ("kept run", "\(directory)/\(RunHistory.folder)/\($0.name)") })
        if let chartCase {
            guard let svg = report.chart(of: chartCase)?.svg else {
                Output.error("pin-bench history: no kept run has a ratio for '\(chartCase)' (the case names are in the table without --chart)")
                return .badBaseline
            }
            try Output.write(svg, to: out)
        } else {
            let names = report.caseNames(matching: pattern)
            try Output.write(try RunHistoryReport.renderers.render((report, names, TerminalWidth.columns(writingTo: out)), as: format), to: out)
        }
        Output.sayWrote([out], verb: name)
        return .success
    }
}
