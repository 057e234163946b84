/// A case pattern as a Thompson automaton: at most the program's size per character (no backtracking),
/// answering as `Regex` would.
package struct CaseMatcher: Sendable {
    /// One step of the automaton.
    enum Instruction: Sendable {
        /// Consumes one character that `CharacterTest` accepts, then goes on to the next instruction.
        case consume(CharacterTest)
        /// Goes on at both places.
        case split(Int, Int)
        case jump(Int)
        /// Goes on to the next instruction where the position passes the test, consuming nothing.
        case assert(Assertion)
        case match
    }

    /// `^` and `$`.
    enum Assertion: Sendable {
        case start, end

        func holds(at position: Int, of count: Int) -> Bool {
            self == .start ? position == 0 : position == count
        }
    }

    let program: [Instruction]

    /// Whether some part of `name` matches (as `String.contains(_:)` with a regular expression).
    package func matches(_ name: String) -> Bool {
        let characters = Array(name)
        var current: [Int] = []
        var next: [Int] = []
        // The step at which each instruction was last added, so that each is added once per step.
        var added = [Int](repeating: -1, count: program.count)
        var step = 0
        /// Adds `pc` and what it reaches without consuming to `list`, at `position`; true on a match.
        func add(_ pc: Int, _ list: inout [Int], at position: Int) -> Bool {
            var pending = [pc]
            while let pc = pending.popLast() {
                guard added[pc] != step else { continue }
                added[pc] = step
                switch program[pc] {
                case .consume: list.append(pc)
                case .split(let first, let second): pending += [second, first]
                case .jump(let target): pending.append(target)
                case .assert(let assertion):
                    if assertion.holds(at: position, of: characters.count) { pending.append(pc + 1) }
                case .match: return true
                }
            }
            return false
        }
        for position in 0...characters.count {
            // A match may start anywhere: the start joins the states of every position.
            if add(0, &current, at: position) { return true }
            guard position < characters.count else { break }
            step += 1
            for pc in current {
                guard case .consume(let test) = program[pc], test.accepts(characters[position]) else { continue }
                if add(pc + 1, &next, at: position + 1) { return true }
            }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
        }
        return false
    }
}

/// Which characters one position of a pattern accepts.
enum CharacterTest: Sendable {
    /// `.`: any character but a newline.
    case any
    case literal(Character)
    /// `\d`, `\w`, `\s` (and their negations through `negated`).
    case digit, word, space
    case range(Character, Character)
    /// A class `[…]`: one of `members`, or none of them when `negated`.
    indirect case set([CharacterTest], negated: Bool)

    func accepts(_ character: Character) -> Bool {
        switch self {
        case .any: character != "\n"
        case .literal(let expected): character == expected
        case .digit: character.unicodeScalars.first?.properties.numericType == .decimal
        case .word: character.isLetter || character.isNumber || character == "_"
        case .space: character.isWhitespace
        case .range(let low, let high): low <= character && character <= high
        case .set(let members, let negated): members.contains { $0.accepts(character) } != negated
        }
    }
}
