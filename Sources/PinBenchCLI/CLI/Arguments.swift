import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports
import PinBenchSystem

/// A verb's command line parsed against its option table in one pass; every problem is a `UsageError`
/// naming the option, before the verb runs.
struct Arguments {
    /// The words that are not options, in order, consumed by `positional()`.
    private var positionals: [String]
    /// The values given, by the option's name (an empty string for a flag).
    private var values: [String: [String]] = [:]
    /// The process's environment settings, set by `main` before the verb runs.
    var process = ProcessSettings(environment: [:], pinBench: nil)

    /// Parses `words` against `groups`; `skippingUnknown` reads the common options first.
    init(_ words: some Sequence<String>, options groups: [OptionGroup], skippingUnknown: Bool = false) throws(UsageError) {
        let options = groups.flatMap(\.options)
        var byName: [String: Option] = [:]
        for option in options {
            for spelling in option.spellings { byName[spelling] = option }
        }
        positionals = []
        var words = Array(words)[...]
        while let word = words.popFirst() {
            if word == "--" {
                positionals += words
                break
            }
            // A lone "-" (stdin by convention) and "-3" (a negative number where a value is due) are words.
            guard word.hasPrefix("-"), word.count > 1 else {
                positionals.append(word)
                continue
            }
            let (spelling, attached) = Arguments.split(word)
            guard let option = byName[spelling] else {
                if skippingUnknown { continue }
                throw UsageError("unknown option '\(word)'" + Suggestion.phrase(for: spelling, among: options.flatMap(\.spellings)))
            }
            guard values[option.name] == nil || option.repeatable else { throw UsageError("option \(option.name) given more than once") }
            let value: String
            if option.takes == .flag {
                guard attached == nil else { throw UsageError("option \(option.name) takes no value, got '\(word)'") }
                value = ""
            } else if let attached {
                value = attached
            } else if let next = words.first, !next.hasPrefix("--"), byName[next] == nil {
                // A word that is an option of this verb ("-o -q") is that option, never a value.
                value = next
                words.removeFirst()
            } else {
                value = ""
            }
            if option.takes != .flag {
                guard !value.isEmpty else { throw UsageError("option \(option.name) needs a value") }
                if let problem = option.problem(with: value) { throw problem }
            }
            values[option.name, default: []].append(value)
        }
    }

    /// `--name=value` as (`--name`, `value`); a word without "=" (or a short option) as (word, nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Removes and returns the next positional word.
    mutating func positional() -> String? {
        positionals.isEmpty ? nil : positionals.removeFirst()
    }

    /// Fails on a positional word that no `positional()` took.
    func finish() throws(UsageError) {
        if let first = positionals.first { throw UsageError("unexpected argument '\(first)'") }
    }

    /// Whether the option was given.
    func flag(_ option: Option) -> Bool { values[option.name] != nil }

    /// The option's value, or nil when absent.
    func string(_ option: Option) -> String? { values[option.name]?.first }

    /// Every value of a repeatable option, in order.
    func strings(_ option: Option) -> [String] { values[option.name] ?? [] }

    /// An integer option's value (checked against its range when parsed).
    func int(_ option: Option) -> Int? { string(option).flatMap { Int($0) } }

    /// A number option's value (checked against its range when parsed).
    func double(_ option: Option) -> Double? { string(option).flatMap { Double($0) } }

    /// A seed option's value.
    func seed(_ option: Option) -> UInt64? { string(option).flatMap(Option.seed) }

    /// The option as a case pattern, nil when absent; an invalid one is a usage error.
    func casePattern(_ option: Option) throws(UsageError) -> CaseMatcher? {
        guard let text = string(option) else { return nil }
        do { return try CasePattern.compile(text) } catch { throw UsageError("\(option.name): \(error)") }
    }

    /// A comma-separated integers option's values.
    func ints(_ option: Option) -> [Int]? {
        string(option).map { $0.split(separator: ",").compactMap { Int($0) } }
    }

    /// A choice option's value as one of an enumeration's cases.
    func choice<Choice: RawRepresentable>(_ option: Option) -> Choice? where Choice.RawValue == String {
        string(option).flatMap(Choice.init)
    }

    /// `--format`'s value among the option's formats (any spelling), or its default; another name comes
    /// back as an unknown format, which the renderers refuse by name.
    func format(_ option: Option) -> OutputFormat {
        let name = string(option) ?? option.defaultValue ?? ""
        return OutputFormat(name, allowed: option.formats) ?? .unknown(name)
    }
}

/// A command-line mistake; its text is printed after "pin-bench VERB: ", then where to read the help.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
