/// A counter's name, its key in results files and reports ("instructions", "retains").
package struct CounterID: RawRepresentable, Hashable, Comparable, Codable, CodingKeyRepresentable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }
    package init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    package var codingKey: any CodingKey { Key(stringValue: rawValue) }
    package init?<T: CodingKey>(codingKey: T) { rawValue = codingKey.stringValue }
    package var description: String { rawValue }
    package static func < (lhs: CounterID, rhs: CounterID) -> Bool { lhs.rawValue < rhs.rawValue }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The counters of one case, by counter; a counter that was not counted is absent.
package typealias Counts = [CounterID: Int]

/// What a counter is; renderers and the gate iterate `Counter.all`, naming none themselves.
package struct Counter: Sendable, Equatable {
    /// How a value relates to the pass it was counted over.
    package enum Scope: Sendable, Equatable {
        /// Events in one steady-state pass: they add up over the views, so a value per view means something.
        case perPass
        /// A level reached during the pass (memory held): not divided by views.
        case level
    }

    package let id: CounterID
    /// The plural noun in sentences: "instructions", "allocated bytes".
    package let noun: String
    /// The short name columns are made of: "instr", "allocs", "peak RSS KiB".
    package let short: String
    /// The CSV column and the Google Benchmark user counter: "instructions_per_pass".
    package let fieldName: String
    package let scope: Scope
    /// True when more is worse (every counter so far); the gate calls an increase a regression.
    package let higherIsWorse: Bool
    /// The gate tier judging it; nil when shown only (host-dependent, or summed by another).
    package let tier: GateTier?
    /// The smallest valid value: a results file with less is malformed.
    package let minimum: Int
    /// Whether `run`'s summary shows it (its per-view column and its change against the reference).
    package let summarized: Bool
    /// How it is measured, one phrase for `--help`, reports and the Google Benchmark context.
    package let measuredBy: String

    package init(id: CounterID, noun: String, short: String, fieldName: String, scope: Scope = .perPass, higherIsWorse: Bool = true,
                tier: GateTier?, minimum: Int = 0, summarized: Bool, measuredBy: String) {
        self.id = id
        self.noun = noun
        self.short = short
        self.fieldName = fieldName
        self.scope = scope
        self.higherIsWorse = higherIsWorse
        self.tier = tier
        self.minimum = minimum
        self.summarized = summarized
        self.measuredBy = measuredBy
    }

    /// The column of a value per pass: "instr/pass" (a level: "peak RSS KiB").
    package var column: String { scope == .perPass ? short + "/pass" : short }

    /// The column of a value per view: "allocs/view".
    package var perViewColumn: String { short + "/view" }

    /// The registered counter named `id`, if any.
    package static func named(_ id: CounterID) -> Counter? { all.first { $0.id == id } }

    /// The registered counters a gate tier judges.
    package static func judged(by tier: GateTier) -> [Counter] { all.filter { $0.tier == tier } }
}

/// A way of counting one pass in process; each probe counts its own pass.
package protocol PassProbe: SendableMetatype {
    /// The counters it fills.
    static var counters: [Counter] { get }
    /// Why it cannot count in this process, or nil when it can.
    static var unavailableReason: String? { get }
    /// Runs `pass` once and returns `counters`' values, nil when unavailable.
    static func count(_ pass: () -> Void) -> Counts?
}

/// The kinds of figure the gate judges one by one.
package enum GateTier: String, Codable, CaseIterable, Sendable {
    case instructions, allocations, arc, cost, time

    /// Exact counts, the same on any machine (`cost` too, but only judged when asked for).
    package static let deterministic: Set<GateTier> = [.instructions, .allocations, .arc]

    /// The tiers a comparison judges when none is asked for (`--tier`).
    package static let unasked: Set<GateTier> = deterministic.union([.time])

    /// Whether its figures come from the callgrind child (`InstructionCounter`).
    package var isCountedUnderCallgrind: Bool { Self.countedUnderCallgrind.contains(self) }

    /// The tiers whose figures come from the callgrind child.
    package static let countedUnderCallgrind: [GateTier] = [.instructions, .cost]

    /// What a file lacks when it lacks this tier: "instruction counts", "time samples".
    package var figures: String {
        switch self {
        case .instructions: "instruction counts"
        case .allocations: "allocation counts"
        case .arc: "retain/release counts"
        case .cost: "estimated cycles"
        case .time: "time samples"
        }
    }
}
