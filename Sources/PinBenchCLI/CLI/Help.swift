import Foundation

/// A verb's `--help` from its usage, prose and option table, wrapped to the terminal; each option
/// states its range and default from the table.
enum Help {
    /// The width help is wrapped to: the terminal's (`COLUMNS`), else 80; between 60 and 100.
    static var width: Int { min(max(TerminalWidth.columns ?? 80, 60), 100) }

    /// With `--help` (or `help VERB`): the whole help instead of the summary.
    static let longFlag = "--long"

    /// The most lines `--help` prints whole; a longer help is summarized.
    static let screenLines = 30

    /// Where an option's description starts.
    static let descriptionColumn = 23

    /// The whole help of a verb.
    static func text(usage: [String], about: String, options groups: [OptionGroup], epilogue: String, width: Int) -> String {
        var sections = [usageSection(usage, width: width)]
        if !about.isEmpty { sections.append(reflow(about, width: width)) }
        let options = groups.filter { !$0.options.isEmpty }.map { group in
            ((group.title.map { $0 + ":" } ?? "Options:") + "\n") + group.options.flatMap { lines(of: $0, width: width) }.joined(separator: "\n")
        }
        if !options.isEmpty { sections.append(options.joined(separator: "\n")) }
        if !epilogue.isEmpty { sections.append(reflow(epilogue, width: width)) }
        return sections.joined(separator: "\n\n")
    }

    /// "Usage: " and the usage lines, wrapped to `width`.
    static func usageSection(_ usage: [String], width: Int) -> String {
        usage.enumerated().flatMap { line in
            wrap((line.offset == 0 ? "Usage: " : "") + line.element, width: width, indent: line.offset == 0 ? 0 : 7, hanging: 11)
        }.joined(separator: "\n")
    }

    /// `--help`: usage, what the verb does (its line in the verb list, as a sentence), one entry per
    /// option, and where the whole help is.
    static func summary(usage: [String], line: String, options groups: [OptionGroup], verb: String, width: Int) -> String {
        var sections = [usageSection(usage, width: width), wrap(sentence(line), width: width, indent: 0, hanging: 0).joined(separator: "\n")]
        let options = groups.filter { !$0.options.isEmpty }.map { group in
            ((group.title.map { $0 + ":" } ?? "Options:") + "\n") + group.options.map { summaryLine(of: $0, width: width) }.joined(separator: "\n")
        }
        if !options.isEmpty { sections.append(options.joined(separator: "\n")) }
        sections.append(wrap("Every option's range, default and details, what the verb does and its exit statuses: "
            + "pin-bench help \(verb) \(longFlag) (or \(verb) --help \(longFlag)).", width: width, indent: 0, hanging: 0).joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// One option's entry, wrapped under the description column (never cut).
    static func summaryLine(of option: Option, width: Int) -> String {
        let shortFirst = option.aliases.filter { !$0.hasPrefix("--") } + [option.name] + option.aliases.filter { $0.hasPrefix("--") }
        let term = shortFirst.joined(separator: ", ") + (option.placeholder.isEmpty ? "" : " \(option.placeholder)")
        if 2 + term.count + 2 > descriptionColumn {
            return (["  " + term] + wrap(shortText(option), width: width, indent: descriptionColumn, hanging: descriptionColumn))
                .joined(separator: "\n")
        }
        return wrap(term.padding(descriptionColumn - 2) + shortText(option), width: width, indent: 2, hanging: descriptionColumn)
            .joined(separator: "\n")
    }

    /// What `--help` says of an option: its `short` text, else its help to the end of the first clause,
    /// whole, with the choices unless it names them.
    static func shortText(_ option: Option) -> String {
        var text = option.short.map { Substring($0) } ?? Substring(option.help)
        if option.short == nil {
            for separator in ["; ", " ("] {
                if let range = text.range(of: separator) { text = text[..<range.lowerBound] }
            }
        }
        guard case .choice(let choices) = option.takes, !choices.allSatisfy(text.contains) else { return String(text) }
        return text + " (" + choices.joined(separator: ", ") + ")"
    }

    /// A verb list's line as a sentence: its first letter upper-case, a full stop at the end.
    static func sentence(_ line: String) -> String {
        line.prefix(1).uppercased() + line.dropFirst() + (line.hasSuffix(".") ? "" : ".")
    }

    /// One option: its spellings and placeholder, then its help with its range or choices and default.
    static func lines(of option: Option, width: Int) -> [String] {
        let shortFirst = option.aliases.filter { !$0.hasPrefix("--") } + [option.name] + option.aliases.filter { $0.hasPrefix("--") }
        let term = shortFirst.joined(separator: ", ") + (option.placeholder.isEmpty ? "" : " \(option.placeholder)")
        let description = option.help + details(option)
        if 2 + term.count + 2 > descriptionColumn {
            return ["  " + term] + wrap(description, width: width, indent: descriptionColumn, hanging: descriptionColumn)
        }
        return wrap(term.padding(descriptionColumn - 2) + description, width: width, indent: 2, hanging: descriptionColumn)
    }

    /// " (2 to 10000; default 15)": what the value may be and what it is when absent.
    static func details(_ option: Option) -> String {
        var parts: [String] = []
        switch option.takes {
        case .flag, .text, .file, .directory: break
        case .integer(let range): parts.append("\(range.lowerBound) to \(range.upperBound)")
        case .number(let range): parts.append("\(plain(range.lowerBound)) to \(plain(range.upperBound))")
        case .seed: parts.append("decimal or 0x-hex")
        case .integers(let range): parts.append("comma-separated, each \(range.lowerBound) to \(range.upperBound)")
        case .choice(let choices):
            // Help that already names every choice (with what each does) is not repeated.
            if !choices.allSatisfy(option.help.contains) { parts.append(choices.joined(separator: ", ")) }
        }
        if let value = option.defaultValue { parts.append("default \(value)") }
        if option.repeatable { parts.append("repeatable") }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))"
    }

    /// A number as written by hand: 60, 0.5, 0.000001.
    static func plain(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Prose wrapped to `width`: paragraphs filled, indented items kept at their indentation with their
    /// continuations under them, commands continued with a backslash.
    static func reflow(_ text: String, width: Int) -> String {
        var output: [String] = []
        var prose: [String] = []
        var item: (indent: Int, hanging: Int?, text: String)?
        func flush() {
            if !prose.isEmpty { output += wrap(prose.joined(separator: " "), width: width, indent: 0, hanging: 0) }
            prose = []
            if let current = item {
                if let hanging = current.hanging ?? secondColumn(current.text).map({ current.indent + $0 }) {
                    output += wrap(current.text, width: width, indent: current.indent, hanging: hanging)
                } else {
                    // A line of its own, without columns, is a command: broken lines end in " \" so it still pastes.
                    let lines = wrap(current.text, width: width - 2, indent: current.indent, hanging: current.indent + 4)
                    output += lines.dropLast().map { $0 + " \\" } + [lines[lines.count - 1]]
                }
            }
            item = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let content = String(line.dropFirst(indent))
            if content.isEmpty {
                flush()
                output.append("")
            } else if indent == 0 {
                if item != nil { flush() }
                prose.append(content)
            } else if let current = item, indent > current.indent {
                item = (current.indent, current.hanging ?? indent, current.text + " " + content)
            } else {
                flush()
                item = (indent, nil, content)
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// Where the text after the first gap of two spaces starts ("0   success" gives 4), if anywhere.
    static func secondColumn(_ text: String) -> Int? {
        guard let gap = text.range(of: "  ") else { return nil }
        let after = text[gap.upperBound...].prefix { $0 == " " }.count
        return text.distance(from: text.startIndex, to: gap.upperBound) + after
    }

    /// `text` filled to `width` with `indent` and `hanging`; inner spaces kept.
    static func wrap(_ text: String, width: Int, indent: Int, hanging: Int) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        var lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if lineIsEmpty {
                if word.isEmpty { continue }  // a line never starts with the spaces between words
                line += word
                lineIsEmpty = false
            } else if !word.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: hanging) + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines.map { $0.trimmingSuffix(" ") }
    }
}

extension StringProtocol {
    /// The text without the trailing `character`s.
    func trimmingSuffix(_ character: Character) -> String {
        String(reversed().drop { $0 == character }.reversed())
    }
}
