import PinBenchKit

/// The order in which `pin-bench ab` times its two children. Each round visits every case once, in
/// a freshly shuffled order; a visit is four back-to-back blocks of the same passes, OLD NEW NEW OLD
/// in even rounds and NEW OLD OLD NEW in odd ones, so that a host that speeds up or slows down
/// steadily over the few milliseconds of a visit moves both sides alike, and neither side is always
/// the first one timed.
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

    /// Every visit of `rounds` over `cases` (indices into the suite's cases), in the order they are
    /// timed.
    static func visits(cases: [Int], rounds: Range<Int>, random: inout SplitMix64) -> [Visit] {
        rounds.flatMap { round in
            var order = cases
            order.shuffle(using: &random)
            return order.map { Visit(round: round, caseIndex: $0, sides: sides(round: round)) }
        }
    }
}
