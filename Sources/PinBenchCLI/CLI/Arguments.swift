import PinBenchKit

/// A command line being consumed option by option: `--name value` or `--name=value`, flags, then a
/// check that nothing unknown is left. Every problem is a `UsageError` naming the option.
struct Arguments {
    private var remaining: [String]
    /// Options and flags already taken, to tell a repeated option from an unknown one.
    private var consumed: Set<String> = []
    /// Every option and flag the verb asked for, given or not: what an unknown one may be a typo of.
    private var asked: [String] = []

    init(_ arguments: some Sequence<String>) {
        remaining = Array(arguments)
    }

    var isEmpty: Bool { remaining.isEmpty }

    /// Removes and returns the first argument if it does not start with "-".
    mutating func positional() -> String? {
        guard let first = remaining.first, !first.hasPrefix("-") else { return nil }
        remaining.removeFirst()
        return first
    }

    /// True (and consumed) when `--name` is present.
    mutating func flag(_ name: String) -> Bool {
        asked.append(name)
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        consumed.insert(name)
        return true
    }

    /// The value of `--name value` or `--name=value`, consumed; nil when absent. An empty value (`--out ''`)
    /// is a usage error: no option takes one.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        asked.append(name)
        if let index = remaining.firstIndex(of: name) {
            guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--"), !remaining[index + 1].isEmpty else {
                throw UsageError("option \(name) needs a value")
            }
            let value = remaining[index + 1]
            remaining.removeSubrange(index...index + 1)
            consumed.insert(name)
            return value
        }
        if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(remaining[index].dropFirst(name.count + 1))
            remaining.remove(at: index)
            consumed.insert(name)
            guard !value.isEmpty else { throw UsageError("option \(name) needs a value") }
            return value
        }
        return nil
    }

    /// The value `value(name)` would return, without consuming it (for a check before the option's owner parses it).
    func peek(_ name: String) -> String? {
        if let index = remaining.firstIndex(of: name) { return index + 1 < remaining.count ? remaining[index + 1] : nil }
        return remaining.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// An integer option within `range`.
    mutating func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("option \(name) needs an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// A non-negative 64-bit integer option (seeds), decimal or 0x-hexadecimal.
    mutating func seed(_ name: String) throws(UsageError) -> UInt64? {
        guard let text = try value(name) else { return nil }
        let number = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let number else {
            throw UsageError("option \(name) needs an integer from 0 to \(UInt64.max) (decimal, or hexadecimal after 0x), got '\(text)'")
        }
        return number
    }

    /// A number option within `range` (seconds, percentages).
    mutating func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = try value(name) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw UsageError("option \(name) needs a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// One of `choices`.
    mutating func choice(_ name: String, _ choices: [String]) throws(UsageError) -> String? {
        guard let text = try value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError("option \(name) must be one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    /// The value of option `name` as one of `cases` (by raw value), or nil when absent.
    mutating func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, among cases: [Choice] = Array(Choice.allCases))
        throws(UsageError) -> Choice? where Choice.RawValue == String {
        try choice(name, cases.map(\.rawValue)).flatMap(Choice.init)
    }

    /// `--format`: one of `allowed` (by any of its spellings, `table` for `text`), or `defaultFormat`.
    mutating func format(_ allowed: [OutputFormat], default defaultFormat: OutputFormat) throws(UsageError) -> OutputFormat {
        guard let text = try value("--format") else { return defaultFormat }
        guard let format = OutputFormat(text, allowed: allowed) else {
            let spellings = allowed.flatMap(\.spellings).joined(separator: ", ")
            throw UsageError("option --format must be one of \(spellings), got '\(text)'")
        }
        return format
    }

    /// Comma-separated integers within `range`, none empty ("4," and "4,,8" are refused).
    mutating func intList(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> [Int]? {
        guard let text = try value(name) else { return nil }
        let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard parsed.allSatisfy({ $0.map(range.contains) ?? false }) else {
            throw UsageError("option \(name): '\(text)' must be comma-separated integers from \(range.lowerBound) to \(range.upperBound)")
        }
        return parsed.compactMap { $0 }
    }

    /// Fails on anything not consumed; an option given twice is named as such.
    func finish() throws(UsageError) {
        guard let first = remaining.first else { return }
        guard first.hasPrefix("-") else { throw UsageError("unexpected argument '\(first)'") }
        let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
        if consumed.contains(name) { throw UsageError("option \(name) given more than once") }
        throw UsageError("unknown option '\(first)'" + Suggestion.phrase(for: name, among: asked))
    }
}

/// A command-line mistake; its text is printed after "pin-bench: ", then the verb's usage line.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
