/// A regular expression over case names given by a user (`--filter`, a thresholds rule's `pattern`).
/// Swift's `Regex` backtracks, so a pattern with nested repetition (`(.*.*)*#`) or a repeated
/// alternation (`(a|a)*b`) takes exponential time on a case name that does not match, and many
/// unbounded repetitions in a row take a high power of its length. Such patterns are refused, which
/// bounds every match to a small power of a case name's length.
package enum CasePattern {
    /// The most unbounded repetitions (`*`, `+`, `{n,}`) a pattern may have.
    static let mostUnboundedRepetitions = 3

    /// The compiled pattern, or why it cannot be used.
    package static func compile(_ text: String) throws(CasePatternError) -> Regex<AnyRegexOutput> {
        if let problem = backtrackingProblem(text) { throw CasePatternError(pattern: text, problem: problem) }
        do {
            return try Regex(text)
        } catch {
            throw CasePatternError(pattern: text, problem: "is not a valid regular expression")
        }
    }

    /// Why matching `pattern` could take more than polynomial time; nil when it cannot.
    static func backtrackingProblem(_ pattern: String) -> String? {
        struct Group { var repeats = false, alternates = false }
        let characters = Array(pattern)
        var open: [Group] = []
        var closed: Group?  // the group just closed, when the next character may quantify it
        var unbounded = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            var quantifier: (unbounded: Bool, repeats: Bool)?
            switch character {
            case "\\":
                index += 1
            case "[":
                index = endOfClass(characters, from: index)
            case "(":
                open.append(Group())
                if index < characters.count && characters[index] == "?" { index += 1 }  // (?: (?i) (?<name>
            case ")":
                let group = open.popLast() ?? Group()
                if !open.isEmpty { open[open.count - 1].repeats = open[open.count - 1].repeats || group.repeats }
                closed = group
                continue
            case "|":
                if !open.isEmpty { open[open.count - 1].alternates = true }
            case "*", "+":
                quantifier = (true, true)
            case "{":
                if let (end, bounded, most) = braces(characters, from: index) {
                    index = end
                    quantifier = (!bounded, most != 1)
                }
            default:
                break
            }
            if let quantifier {
                if index < characters.count && (characters[index] == "?" || characters[index] == "+") { index += 1 }  // lazy, possessive
                if quantifier.repeats, let group = closed, group.repeats || group.alternates {
                    return "repeats a group that itself repeats or has alternatives, which can take exponential time on a case "
                        + "name that does not match; repeat a single item instead (e.g. '.*' or '[ab]+')"
                }
                if quantifier.repeats, !open.isEmpty { open[open.count - 1].repeats = true }
                if quantifier.unbounded { unbounded += 1 }
                if unbounded > mostUnboundedRepetitions {
                    return "has more than \(mostUnboundedRepetitions) unbounded repetitions ('*', '+', '{n,}'), which can take a high "
                        + "power of a case name's length; use fewer"
                }
            }
            closed = nil
        }
        return nil
    }

    /// The index after the `]` that closes a character class whose `[` is before `start`.
    private static func endOfClass(_ characters: [Character], from start: Int) -> Int {
        var index = start
        if index < characters.count && characters[index] == "^" { index += 1 }
        if index < characters.count && characters[index] == "]" { index += 1 }  // a leading ] is a member
        while index < characters.count && characters[index] != "]" {
            index += characters[index] == "\\" ? 2 : 1
        }
        return index + 1
    }

    /// `{n}`, `{n,}` or `{n,m}` after a `{` before `start`: the index after its `}`, whether it is
    /// bounded, and its most repetitions (nil when unbounded); nil when it is a literal brace.
    private static func braces(_ characters: [Character], from start: Int) -> (Int, Bool, Int?)? {
        guard let close = characters[start...].firstIndex(of: "}") else { return nil }
        let parts = String(characters[start..<close]).split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let least = Int(parts[0]), least >= 0 else { return nil }
        if parts.count == 1 { return (close + 1, true, least) }
        if parts[1].isEmpty { return (close + 1, false, nil) }
        guard let most = Int(parts[1]) else { return nil }
        return (close + 1, true, most)
    }
}

/// A user's pattern that cannot be used: its text and why, as a sentence's end.
package struct CasePatternError: Error, CustomStringConvertible {
    package let pattern: String
    package let problem: String

    package var description: String { "'\(pattern)' \(problem)" }
}
