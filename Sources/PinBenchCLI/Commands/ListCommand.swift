import PinBenchKit

/// `pin-bench list`: the strategies and what each is.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the strategies"
    static let usage = ["pin-bench list [--format text|json]"]
    static let about = """
        Lists every strategy with its one-line description and the documented findings it may show.
        --format json prints {"strategies": [{"name", "expectedFindings", "summary"}, ...]} in the same
        order (what scripts such as Benchmarks/cassowary_report.py read).
        """
    static let format = Option.format([.text, .json])
    static let options = [OptionGroup([format])]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let format = arguments.format(Self.format)
        try Output.write(format == .json ? try StrategyListing.json() : StrategyListing.text(width: TerminalWidth.columns), to: nil)
        return .success
    }
}
