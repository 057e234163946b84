import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports

/// `pin-bench report`: renders a saved results file again, in any format.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "render a saved results file (\(ResultsReport.formats.map(\.rawValue).joined(separator: ", ")), charts)"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench report FILE.json [options]"]
    static let about = """
        Reads a results file written by `pin-bench run` (e.g. results/latest.json or a baseline) and
        renders it again without measuring anything.
        """
    static let format = Option.format(ResultsReport.renderers, note: "the html page holds the charts, distributions and counters")
    static let charts = Option.value("--charts", .directory, "DIR", help: "also write the two SVG charts of every series into DIR, named "
        + "after the file: results/latest.json gives latest-<series>-per-view.svg and -ratio.svg; the md format embeds them")
    static let options = [OptionGroup([format, OutputOptions.out.with(help: "write to FILE (atomically) instead of stdout"), charts])]
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let path = arguments.positional() else { throw UsageError("report needs a results file") }
        try arguments.finish()
        let format = arguments.format(Self.format)
        let out = arguments.string(OutputOptions.out)
        let charts = arguments.string(Self.charts)
        try Output.checkDistinct(["--out": out], inputs: ["results file": path])
        let document: ResultsDocument
        do {
            document = try ResultsDocument.load(path)
        } catch {
            Output.error("pin-bench report: \(error)")
            return .badBaseline
        }
        if let charts { try Output.createDirectory(charts) }
        let chartPaths = charts.map { ResultsCharts.paths(series: document.series.map(\.label), in: $0, prefix: chartPrefix(path)) } ?? []
        try Output.checkOutputs([("--out", out)], generated: chartPaths, inputList: [("results file", path)])
        let chartLinks = charts.map { Output.relativePath(to: "\($0)/\(chartPrefix(path))", from: out) }
        let text = try ResultsReport.render(document, format: format, chartPrefix: chartLinks, width: TerminalWidth.columns(writingTo: out))
        try Output.write(text, to: out)
        if let charts { try ResultsCharts.write(document, to: charts, prefix: chartPrefix(path)) }
        Output.sayWrote([out, charts.map { "\(2 * document.series.count) charts in \($0)" }], verb: name)
        return .success
    }

    /// The file's name without its directory and `.json`: the charts' prefix.
    static func chartPrefix(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}
