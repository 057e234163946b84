import PinBenchKit
import PinBenchReports

/// `pin-bench list`: the strategies and what each is, and the app screens.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the strategies and app screens"
    static let usage = ["pin-bench list [--format text|json]"]
    static let about = """
        Lists every strategy with its one-line description and the documented findings it may show,
        then every app screen (built-in and registered) with its views, the optional ones marked.
        --format json prints {"strategies": [{"name", "expectedFindings", "summary", "style"}, ...],
        "screens": [{"name", "roles", "optionalRoles", "builtIn"}, ...], "palette": [...]} in the same
        order; a style is {"colour", "dash", "marker"}, how the charts draw the strategy, and the
        palette lists the styles in order for a script's other lines (Benchmarks/cassowary_report.py).
        """
    static let format = Option.format(StrategyListing.renderers)
    static let options = [OptionGroup([format])]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let format = arguments.format(Self.format)
        try Output.write(try StrategyListing.renderers.render(TerminalWidth.columns, as: format), to: nil)
        return .success
    }
}
