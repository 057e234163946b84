import PinBenchKit
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// A verb: its option table parses its line and, with its prose, makes its `--help`.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the verb list.
    static var summary: String { get }
    /// The usage lines after "Usage: ", e.g. "pin-bench compare OLD.json NEW.json [options]".
    static var usage: [String] { get }
    /// What the verb does, for `--help` (paragraphs are wrapped to the terminal; indented lines are items).
    static var about: String { get }
    /// The verb's options, in groups (its own and shared ones), in `--help` order.
    static var options: [OptionGroup] { get }
    /// What follows the options in `--help` (recipes); the exit codes follow it.
    static var epilogue: String { get }
    /// The exit codes the verb ends with besides `ExitCode.common`, listed in its `--help`.
    static var exitCodes: [ExitCode] { get }
    /// What the verb takes besides options, for shell completion.
    static var positionals: Completions.Positionals { get }
    /// Runs with the parsed arguments after the verb; throws `UsageError` / `OutputError` for the usual outcomes.
    static func run(_ arguments: inout Arguments) throws -> ExitCode
    /// True for verbs that time code: they run with ASLR off.
    static var measuresTime: Bool { get }
}

extension Command {
    static var measuresTime: Bool { false }
    static var about: String { "" }
    static var options: [OptionGroup] { [] }
    static var epilogue: String { "" }
    static var exitCodes: [ExitCode] { [] }
    static var positionals: Completions.Positionals { .none }

    /// Every option the verb takes: its own and the common ones.
    static var table: [OptionGroup] { options + [CommonOptions.group] }

    /// The formats of the verb's `--format`, its report kind's renderer table's (none without one).
    static var formats: [OutputFormat] {
        table.flatMap(\.options).first { $0.name == OptionName.format.name }?.formats ?? []
    }

    /// `--help --long`: the whole help, wrapped to `width`.
    static func help(width: Int) -> String {
        let codes = ExitCode.table(ExitCode.common + exitCodes)
        return Help.text(usage: usage, about: about, options: table, epilogue: epilogue.isEmpty ? codes : epilogue + "\n\n" + codes, width: width)
    }

    /// `--help --long` at the terminal's width.
    static var help: String { help(width: Help.width) }

    /// `--help`: the whole help when it fits a screen, else usage, the verb's line and one line per option.
    static func shortHelp(width: Int) -> String {
        let whole = help(width: width)
        guard whole.split(separator: "\n", omittingEmptySubsequences: false).count > Help.screenLines else { return whole }
        return Help.summary(usage: usage, line: summary, options: table, verb: name, width: width)
    }

    /// `--help` at the terminal's width.
    static var shortHelp: String { shortHelp(width: Help.width) }

    /// The words after the verb, parsed against the verb's table.
    static func parse(_ words: some Sequence<String>) throws(UsageError) -> Arguments {
        try Arguments(words, options: table)
    }
}

enum Commands {
    /// Every verb, in `--help` order.
    static let all: [any Command.Type] = [RunCommand.self, ListCommand.self, VerifyCommand.self, ReportCommand.self, MergeCommand.self, CompareCommand.self, ABCommand.self,
                                                 CheckCommand.self, BaselineCommand.self, GateSelfTestCommand.self,
                                                 CrossCheckCommand.self, PR256Command.self, CostModelCommand.self, CalibrateCommand.self, HistoryCommand.self, CompletionsCommand.self]

    /// The words that are not verbs but are taken where a verb is.
    static let pseudoVerbs = ["help", "version"]

    /// Verbs that work but are not listed (plumbing between pin-bench processes).
    static let hidden: [any Command.Type] = [InstructionsProbeCommand.self, PlacementChildCommand.self, ServeCommand.self]

    /// The verb run when the command line names none.
    static let defaultCommand: any Command.Type = RunCommand.self

    /// The help topic that is not a verb: `pin-bench help formats`.
    static let formatsTopic = "formats"

    /// Every format a verb writes, in the order the verbs (`all`) first list them.
    static var outputFormats: [OutputFormat] {
        var formats: [OutputFormat] = []
        for command in all { for format in command.formats where !formats.contains(format) { formats.append(format) } }
        return formats
    }

    /// `pin-bench help formats`: each output format, its file extension, what it is and the verbs that
    /// write it, read from the verbs' renderer tables.
    static var formats: String {
        var lines: [String] = []
        for format in outputFormats {
            var verbs: [String] = []
            for command in all where command.formats.contains(format) { verbs.append(command.name) }
            lines.append("  \(format.rawValue.padding(8))\(("." + format.fileExtension).padding(7))\(format.summary); "
                + "written by \(verbs.joined(separator: ", "))")
        }
        return Help.reflow((["Output formats (--format F; table is another name for text):"] + lines).joined(separator: "\n"), width: Help.width)
    }

    static func named(_ name: String) -> (any Command.Type)? {
        (all + hidden).first { $0.name == name }
    }

    static var overview: String {
        // One column for every summary: two spaces after the longest verb ("gate-selftest").
        let column = all.map { $0.name.count }.max()! + 2
        let verbs = all.map { "  \($0.name.padding(column))\($0.summary)" }.joined(separator: "\n")
        return Help.reflow("""
            pin-bench: the PinLayout chaining benchmark and conformance suite.

            Usage: pin-bench [verb] [options]     (no verb: run)
                   pin-bench <verb> --help         (or: pin-bench help <verb>)
                   pin-bench help formats          (the output formats and the verbs that write them)
                   pin-bench --version

            Verbs:
            \(verbs)

            \(ExitCode.documentation)
            """, width: Help.width)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
