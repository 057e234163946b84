import PinBenchKit
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// Option names shared by the parsing table and the children's invocations.
typealias OptionName = PinBenchInvocation.OptionName

/// One option, declared once for the parser, the help and the completions.
struct Option: Sendable {
    /// What the option takes after its name.
    enum Value: Sendable, Equatable {
        /// Nothing: present or not.
        case flag
        /// An integer within the range.
        case integer(ClosedRange<Int>)
        /// A number within the range (seconds, fractions).
        case number(ClosedRange<Double>)
        /// A non-negative 64-bit integer, decimal or 0x-hexadecimal.
        case seed
        /// Comma-separated integers within the range, none empty.
        case integers(ClosedRange<Int>)
        /// One of these words.
        case choice([String])
        /// Free text that the verb reads itself (a list of names, a regular expression, a spec).
        case text
        /// A path to a file.
        case file
        /// A path to a directory.
        case directory
    }

    /// The long name, `--rounds`.
    let name: String
    /// Other spellings the parser takes for it: a short flag (`-q`) or an older name.
    var aliases: [String] = []
    let takes: Value
    /// What `--help` shows after the name: `N`, `FILE`.
    var placeholder = ""
    /// The default as `--help` states it, made from the code's constant (nil: none, or said in `help`).
    var defaultValue: String?
    /// One line of what it does.
    var help: String
    /// `--help`'s few words for it when the first clause would say less (nil: that clause).
    var short: String?
    /// May be given more than once (each value kept, in order).
    var repeatable = false
    /// `--format`'s formats, from the report kind's renderer table (none for any other option).
    var formats: [OutputFormat] = []

    /// Every spelling the parser takes.
    var spellings: [String] { [name] + aliases }

    static func flag(_ name: String, _ aliases: String..., help: String) -> Option {
        Option(name: name, aliases: aliases, takes: .flag, help: help)
    }

    static func value(_ name: String, _ takes: Value, _ placeholder: String, default defaultValue: (any CustomStringConvertible)? = nil,
                      help: String, repeatable: Bool = false, aliases: [String] = []) -> Option {
        Option(name: name, aliases: aliases, takes: takes, placeholder: placeholder, defaultValue: defaultValue?.description, help: help,
               repeatable: repeatable)
    }

    /// An option whose choices are an enumeration's raw values.
    static func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, _ placeholder: String, among cases: [Choice] = Array(Choice.allCases),
                                                               default defaultValue: Choice? = nil, help: String) -> Option
        where Choice.RawValue == String {
        .value(name, .choice(cases.map(\.rawValue)), placeholder, default: defaultValue?.rawValue, help: help)
    }

    /// `--format F`: one of `renderers`' formats (the first its default), each with its summary.
    static func format<Subject>(_ renderers: RendererTable<Subject>, note: String? = nil) -> Option {
        let allowed = renderers.formats
        let each = allowed.map { "\($0.spellings.joined(separator: " or ")): \($0.summary)" }
        let help = "output format (\(allowed.map(\.rawValue).joined(separator: ", "))): " + (each + [note].compactMap { $0 }).joined(separator: "; ")
        var option = Option.value(OptionName.format.name, .choice(allowed.flatMap(\.spellings)), "F", default: allowed[0].rawValue, help: help)
        option.formats = allowed
        return option
    }

    /// The same option with another default, help or short text (a verb whose default differs from the group's).
    func with(default defaultValue: String? = nil, help: String? = nil, short: String? = nil) -> Option {
        var option = self
        if let defaultValue { option.defaultValue = defaultValue }
        if let help { option.help = help }
        if let short { option.short = short }
        return option
    }

    /// A usage error when `text` is not a value this option takes, else nil.
    func problem(with text: String) -> UsageError? {
        switch takes {
        case .flag, .text, .file, .directory:
            return nil
        case .integer(let range):
            guard let number = Int(text), range.contains(number) else {
                return UsageError("option \(name) needs an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
        case .number(let range):
            guard let number = Double(text), range.contains(number) else {
                return UsageError("option \(name) needs a number from \(Help.plain(range.lowerBound)) to \(Help.plain(range.upperBound)), got '\(text)'")
            }
        case .seed:
            guard Option.seed(text) != nil else {
                return UsageError("option \(name) needs an integer from 0 to \(UInt64.max) (decimal, or hexadecimal after 0x), got '\(text)'")
            }
        case .integers(let range):
            let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard parsed.allSatisfy({ $0.map(range.contains) ?? false }) else {
                return UsageError("option \(name): '\(text)' must be comma-separated integers from \(range.lowerBound) to \(range.upperBound)")
            }
        case .choice(let choices):
            guard choices.contains(text) else {
                return UsageError("option \(name) must be one of \(choices.joined(separator: ", ")), got '\(text)'")
            }
        }
        return nil
    }

    /// A seed's text as a number: decimal, or hexadecimal after 0x.
    static func seed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}

/// Options shown together under a heading; some groups are shared by several verbs.
struct OptionGroup: Sendable {
    var title: String?
    var options: [Option]

    init(_ title: String?, _ options: [Option]) {
        self.title = title
        self.options = options
    }

    /// The options of a verb that has a single group.
    init(_ options: [Option]) {
        self.init(nil, options)
    }
}

/// The options every verb takes, parsed before the verb runs.
enum CommonOptions {
    static let help = Option.flag("--help", "-h", help: "print this help and exit")
    static let color = Option.choice("--color", "WHEN", among: ColorChoice.allCases, default: ColorChoice.auto,
                                     help: "colour verdicts and errors: auto is on a terminal unless NO_COLOR is set")
        .with(short: "colour verdicts and errors: auto, always or never")

    static let group = OptionGroup("Common options", [color, help])
}
