/// A verb of pin-bench.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the verb list.
    static var summary: String { get }
    /// Full `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the verb; throws `UsageError` / `OutputError` for the usual outcomes.
    static func run(_ arguments: inout Arguments) throws -> ExitCode
    /// True for verbs that time code: they run with address-space randomization off (see
    /// `AddressRandomization`).
    static var measuresTime: Bool { get }
}

extension Command {
    static var measuresTime: Bool { false }
}

enum Commands {
    /// Every verb, in `--help` order.
    static let all: [any Command.Type] = [RunCommand.self, ListCommand.self, VerifyCommand.self, ReportCommand.self, MergeCommand.self, CompareCommand.self, ABCommand.self,
                                                 CheckCommand.self, BaselineCommand.self, GateSelfTestCommand.self,
                                                 CrossCheckCommand.self, PR256Command.self]

    /// Verbs that work but are not listed (plumbing between pin-bench processes).
    static let hidden: [any Command.Type] = [InstructionsProbeCommand.self, LayoutChildCommand.self, ServeCommand.self]

    /// The verb run when the command line names none.
    static let defaultCommand: any Command.Type = RunCommand.self

    static func named(_ name: String) -> (any Command.Type)? {
        (all + hidden).first { $0.name == name }
    }

    static var overview: String {
        let verbs = all.map { "  \($0.name.padding(12))\($0.summary)" }.joined(separator: "\n")
        return """
            pin-bench: the PinLayout chaining benchmark and conformance suite.

            Usage: pin-bench [verb] [options]     (no verb: run)
                   pin-bench <verb> --help         (or: pin-bench help <verb>)
                   pin-bench --version

            Verbs:
            \(verbs)

            \(ExitCode.documentation)
            """
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
