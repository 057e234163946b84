/// The order in which `pin-bench ab` times its two children. Each round visits every case once, in
/// a freshly shuffled order; a visit is four back-to-back blocks of the same passes, OLD NEW NEW OLD
/// in even rounds and NEW OLD OLD NEW in odd ones, so that a host that speeds up or slows down
/// steadily over the few milliseconds of a visit moves both sides alike, and neither side is always
/// the first one timed.
package enum ABSchedule {
    package enum Side: Int, Sendable {
        case old = 0, new = 1
    }

    /// One visit of a case: its four blocks.
    package struct Visit: Equatable, Sendable {
        package var round: Int
        package var caseIndex: Int
        package var sides: [Side]
    }

    package static func sides(round: Int) -> [Side] {
        round % 2 == 0 ? [.old, .new, .new, .old] : [.new, .old, .old, .new]
    }

    /// Whether `round` is the first of one of `sessions` runs of rounds as equal as they can be (each
    /// session has its own pair of children).
    package static func startsSession(round: Int, rounds: Int, sessions: Int) -> Bool {
        let count = max(1, min(sessions, rounds))
        return round == 0 || round * count / rounds != (round - 1) * count / rounds
    }

    /// The planned `rounds` cut into `sessions` runs of rounds as equal as they can be.
    package static func sessionRounds(rounds: Int, sessions: Int) -> [Range<Int>] {
        let starts = (0..<rounds).filter { startsSession(round: $0, rounds: rounds, sessions: sessions) }
        return zip(starts, starts.dropFirst() + [rounds]).map { $0..<$1 }
    }

    /// The rounds `rounds` cut into sessions of `length` rounds (the last one shorter): the extra
    /// rounds between two of `ab`'s looks, each session with a fresh pair of children.
    package static func sessions(_ rounds: Range<Int>, length: Int) -> [Range<Int>] {
        stride(from: rounds.lowerBound, to: rounds.upperBound, by: max(1, length)).map { $0..<min($0 + max(1, length), rounds.upperBound) }
    }

    /// Every visit of `rounds` over `cases` (indices into the suite's cases), in the order they are
    /// timed.
    package static func visits(cases: [Int], rounds: Range<Int>, random: inout SplitMix64) -> [Visit] {
        rounds.flatMap { round in
            var order = cases
            order.shuffle(using: &random)
            return order.map { Visit(round: round, caseIndex: $0, sides: sides(round: round)) }
        }
    }
}
