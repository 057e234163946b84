import PinBenchKit

/// `pin-bench list`: the strategies and what each is.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the strategies"
    static let help = """
        Usage: pin-bench list

        Lists every strategy with its one-line description and the documented findings it may show.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        var table = TextTable(headers: ["strategy", "expected findings", "description"])
        for strategy in StrategyRegistry.all {
            let findings = strategy.expectedFindings.sorted().map(\.rawValue).joined(separator: ", ")
            table.append([strategy.name, findings.isEmpty ? "-" : findings, strategy.summary])
        }
        try Output.write(table.text + "\n", to: nil)
        return .success
    }
}
