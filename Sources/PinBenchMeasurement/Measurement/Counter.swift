/// A counter's name: the key of its value in results files (`CaseResult.counts`), gate reports and
/// `ResultsDocument.unavailableCounters`, e.g. "instructions" or "retains".
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

/// What a counter is, for everything that stores, gates or shows it: its name, unit and columns,
/// whether it adds up over views, which way is worse, the gate tier that judges it and how it is
/// measured. Renderers and the gate iterate `Counter.all` (`CounterRegistry.swift`); none names a
/// counter of its own.
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
    /// The gate tier that judges it, nil for a counter that is shown but never gated on its own (one
    /// that is not the same for the same binary on every host, or one that a judged counter sums up:
    /// the simulated misses and atomics are judged through `estimatedCycles`).
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

/// A way of counting one steady-state pass in process: heap allocations, retains and releases, peak
/// resident memory. Each probe is one file; `Counter.probes` lists them. Each counts a pass of its
/// own (a steady-state pass from reset frames does the same work every time), so that no probe's
/// bookkeeping lands inside another's window.
package protocol PassProbe: SendableMetatype {
    /// The counters it fills.
    static var counters: [Counter] { get }
    /// Why it cannot count in this process, or nil when it can.
    static var unavailableReason: String? { get }
    /// Runs `pass` once and returns the value of each of `counters`, or nil when unavailable here.
    /// `pass` runs either way.
    static func count(_ pass: () -> Void) -> Counts?
}

/// The kinds of figure a run measures, which the gate judges (and can be asked for) one by one:
/// instruction counts, allocation counts, retain/release counts, estimated cycles, time.
package enum GateTier: String, Codable, CaseIterable, Sendable {
    case instructions, allocations, arc, cost, time

    /// The tiers of exact counts: the same answer on any machine for the same binary. (`cost` is too,
    /// but its weights are a model fitted on one host kind, so it is judged only when asked for.)
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
