/// A user's regular expression over case names (`--filter`, a thresholds rule), compiled to a
/// `CaseMatcher` that never backtracks: Swift's `Regex` took minutes on patterns such as `(.*.*)*#`.
/// The syntax: literals, `.`, classes with ranges and `\d \w \s` (and negations), escaped punctuation,
/// `^ $`, groups `( )` `(?: )`, `|`, and `* + ? {n} {n,} {n,m}` (a lazy `?` changes nothing). Anything
/// else is refused, as is a program over `largestProgram` steps.
package enum CasePattern {
    /// The most steps a program may have: the cost of a match per character of a name.
    static let largestProgram = 1000

    /// The compiled pattern, or why it cannot be used.
    package static func compile(_ text: String) throws(CasePatternError) -> CaseMatcher {
        var parser = Parser(characters: Array(text))
        do throws(Problem) {
            let tree = try parser.alternation()
            guard parser.index == parser.characters.count else { throw Problem.invalid }
            var program: [CaseMatcher.Instruction] = []
            try emit(tree, into: &program)
            program.append(.match)
            return CaseMatcher(program: program)
        } catch {
            throw CasePatternError(pattern: text, problem: error.text)
        }
    }

    /// Why a pattern was refused.
    enum Problem: Error {
        case invalid, unsupported(String), tooLarge

        var text: String {
            switch self {
            case .invalid: "is not a valid regular expression"
            case .unsupported(let construct): "uses \(construct), which case patterns do not support (their syntax: docs/bad-input.md)"
            case .tooLarge: "needs more than \(CasePattern.largestProgram) steps per character of a case name; use fewer or narrower "
                + "repetitions (e.g. '.*' instead of '.{0,200}')"
            }
        }
    }

    /// A parsed pattern.
    indirect enum Tree {
        case test(CharacterTest)
        case assertion(CaseMatcher.Assertion)
        case sequence([Tree])
        case alternatives([Tree])
        case repeated(Tree, least: Int, most: Int?)
    }

    /// Thompson's construction: a test consumes; alternatives and optional repetitions split; an
    /// unbounded repetition loops back.
    private static func emit(_ tree: Tree, into program: inout [CaseMatcher.Instruction]) throws(Problem) {
        guard program.count <= largestProgram else { throw .tooLarge }
        switch tree {
        case .test(let test): program.append(.consume(test))
        case .assertion(let assertion): program.append(.assert(assertion))
        case .sequence(let parts): for part in parts { try emit(part, into: &program) }
        case .alternatives(let choices):
            var jumps: [Int] = []
            for (index, choice) in choices.enumerated() {
                let split = program.count
                if index < choices.count - 1 { program.append(.split(split + 1, -1)) }
                try emit(choice, into: &program)
                if index < choices.count - 1 {
                    jumps.append(program.count)
                    program.append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeated(let body, let least, let most):
            for _ in 0..<least { try emit(body, into: &program) }
            if let most {
                var splits: [Int] = []
                for _ in least..<most {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, -1))
                    try emit(body, into: &program)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.split(loop + 1, -1))
                try emit(body, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
        guard program.count <= largestProgram else { throw .tooLarge }
    }

    /// A recursive-descent parser of the syntax above.
    struct Parser {
        let characters: [Character]
        var index = 0

        private var current: Character? { index < characters.count ? characters[index] : nil }

        mutating func alternation() throws(Problem) -> Tree {
            var choices = [try sequence()]
            while current == "|" {
                index += 1
                choices.append(try sequence())
            }
            return choices.count == 1 ? choices[0] : .alternatives(choices)
        }

        private mutating func sequence() throws(Problem) -> Tree {
            var parts: [Tree] = []
            while let character = current, character != "|", character != ")" {
                parts.append(try repeated(try atom()))
            }
            return .sequence(parts)
        }

        private mutating func repeated(_ atom: Tree) throws(Problem) -> Tree {
            let bounds: (Int, Int?)
            switch current {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let braces = braces() else { return atom }
                bounds = braces
            default: return atom
            }
            if case .assertion = atom { throw .invalid }
            index += 1
            if current == "?" { index += 1 }  // lazy: the same yes or no
            if current == "+" { throw .unsupported("a possessive repetition") }
            return .repeated(atom, least: bounds.0, most: bounds.1)
        }

        /// `{n}`, `{n,}` or `{n,m}` at the index, leaving the index on its `}`; nil (a literal brace) otherwise.
        private mutating func braces() -> (Int, Int?)? {
            guard let close = characters[index...].firstIndex(of: "}") else { return nil }
            let parts = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts[0].allSatisfy(\.isASCII), let least = Int(parts[0]), least >= 0 else { return nil }
            let most: Int?
            if parts.count == 1 {
                most = least
            } else if parts[1].isEmpty {
                most = nil
            } else {
                guard parts[1].allSatisfy(\.isASCII), let value = Int(parts[1]), value >= least else { return nil }
                most = value
            }
            // Counts past any program's size are refused as too large, not parsed as huge loops.
            guard least <= largestProgram, (most ?? 0) <= largestProgram else {
                index = close
                return (largestProgram + 1, largestProgram + 1)
            }
            index = close
            return (least, most)
        }

        private mutating func atom() throws(Problem) -> Tree {
            guard let character = current else { throw .invalid }
            index += 1
            switch character {
            case ".": return .test(.any)
            case "^": return .assertion(.start)
            case "$": return .assertion(.end)
            case "[": return .test(try characterClass())
            case "\\": return try escape(inClass: false)
            case "(":
                if current == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else {
                        throw .unsupported("a group with '(?' other than '(?:' (look-around, flags or a name)")
                    }
                    index += 2
                }
                let inner = try alternation()
                guard current == ")" else { throw .invalid }
                index += 1
                return inner
            case "*", "+", "?", ")": throw .invalid
            case "{":
                index -= 1
                if braces() != nil { throw .invalid }
                index += 1
                return .test(.literal("{"))
            default: return .test(.literal(character))
            }
        }

        /// After a `\`: a class or a literal punctuation character.
        private mutating func escape(inClass: Bool) throws(Problem) -> Tree {
            guard let character = current else { throw .invalid }
            index += 1
            switch character {
            case "d": return .test(.digit)
            case "D": return .test(.set([.digit], negated: true))
            case "w": return .test(.word)
            case "W": return .test(.set([.word], negated: true))
            case "s": return .test(.space)
            case "S": return .test(.set([.space], negated: true))
            case "t": return .test(.literal("\t"))
            case "n": return .test(.literal("\n"))
            case "b", "B": throw .unsupported("a word boundary ('\\\(character)')")
            default:
                guard character.isPunctuation || character.isSymbol || character == " " else {
                    throw .unsupported("the escape '\\\(character)'")
                }
                return .test(.literal(character))
            }
        }

        /// After a `[`: the members up to the closing `]` (a `]` first is a member).
        private mutating func characterClass() throws(Problem) -> CharacterTest {
            var negated = false
            if current == "^" {
                negated = true
                index += 1
            }
            var members: [CharacterTest] = []
            var first = true
            while let character = current, character != "]" || first {
                first = false
                if character == "[" { throw .unsupported("a class inside a class ('[[')") }
                if character == "&", index + 1 < characters.count, characters[index + 1] == "&" { throw .unsupported("class set operations ('&&')") }
                let member: CharacterTest
                if character == "\\" {
                    index += 1
                    guard case .test(let test) = try escape(inClass: true) else { throw .invalid }
                    member = test
                } else {
                    index += 1
                    member = .literal(character)
                }
                if case .literal(let low) = member, current == "-", index + 1 < characters.count, characters[index + 1] != "]" {
                    index += 1
                    var high = characters[index]
                    index += 1
                    if high == "\\" {
                        guard case .test(.literal(let escaped)) = try escape(inClass: true) else { throw .invalid }
                        high = escaped
                    }
                    guard low <= high else { throw .invalid }
                    members.append(.range(low, high))
                } else {
                    members.append(member)
                }
            }
            guard current == "]" else { throw .invalid }
            index += 1
            return .set(members, negated: negated)
        }
    }
}

/// A user's pattern that cannot be used: its text and why, as a sentence's end.
package struct CasePatternError: Error, CustomStringConvertible {
    package let pattern: String
    package let problem: String

    package var description: String { "'\(pattern)' \(problem)" }
}
