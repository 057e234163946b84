import PinBenchKit

/// `pin-bench list`: the strategies and what each is.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the strategies"
    static let help = """
        Usage: pin-bench list [--format text|json]

        Lists every strategy with its one-line description and the documented findings it may show.
        --format json prints {"strategies": [{"name", "expectedFindings", "summary"}, ...]} in the same
        order (what scripts such as Benchmarks/cassowary_report.py read).
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        let format = try arguments.format([.text, .json], default: .text)
        try arguments.finish()
        try Output.write(format == .json ? try StrategyListing.json() : StrategyListing.text(width: TerminalWidth.columns), to: nil)
        return .success
    }
}
