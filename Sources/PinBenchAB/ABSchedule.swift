import PinBenchKit

/// `ab`'s timing order: shuffled cases per round, each visit OLD NEW NEW OLD (even rounds) or NEW OLD
/// OLD NEW (odd), so steady drift moves both alike.
enum ABSchedule {
    enum Side: Int, Sendable {
        case old = 0, new = 1
    }

    /// One visit of a case: its four blocks.
    struct Visit: Equatable, Sendable {
        var round: Int
        var caseIndex: Int
        var sides: [Side]
    }

    static func sides(round: Int) -> [Side] {
        round % 2 == 0 ? [.old, .new, .new, .old] : [.new, .old, .old, .new]
    }

    /// Every visit of `rounds` over `cases`, in timing order.
    static func visits(cases: [Int], rounds: Range<Int>, random: inout SplitMix64) -> [Visit] {
        rounds.flatMap { round in
            var order = cases
            order.shuffle(using: &random)
            return order.map { Visit(round: round, caseIndex: $0, sides: sides(round: round)) }
        }
    }
}
