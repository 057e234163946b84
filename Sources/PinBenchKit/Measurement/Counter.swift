/// A counter's name: the key of its value in results files (`CaseResult.counts`), gate reports and
/// `ResultsDocument.unavailableCounters`, e.g. "instructions" or "retains".
public struct CounterID: RawRepresentable, Hashable, Comparable, Codable, CodingKeyRepresentable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var codingKey: any CodingKey { Key(stringValue: rawValue) }
    public init?<T: CodingKey>(codingKey: T) { rawValue = codingKey.stringValue }
    public var description: String { rawValue }
    public static func < (lhs: CounterID, rhs: CounterID) -> Bool { lhs.rawValue < rhs.rawValue }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The counters of one case, by counter; a counter that was not counted is absent.
public typealias Counts = [CounterID: Int]

/// What a counter is, for everything that stores, gates or shows it: its name, unit and columns,
/// whether it adds up over views, which way is worse, the gate tier that judges it and how it is
/// measured. Renderers and the gate iterate `Counter.all` (`CounterRegistry.swift`); none names a
/// counter of its own.
public struct Counter: Sendable, Equatable {
    /// How a value relates to the pass it was counted over.
    public enum Scope: Sendable, Equatable {
        /// Events in one steady-state pass: they add up over the views, so a value per view means something.
        case perPass
        /// A level reached during the pass (memory held): not divided by views.
        case level
    }

    public let id: CounterID
    /// The plural noun in sentences: "instructions", "allocated bytes".
    public let noun: String
    /// The short name columns are made of: "instr", "allocs", "peak RSS KiB".
    public let short: String
    /// The CSV column and the Google Benchmark user counter: "instructions_per_pass".
    public let fieldName: String
    public let scope: Scope
    /// True when more is worse (every counter so far); the gate calls an increase a regression.
    public let higherIsWorse: Bool
    /// The gate tier that judges it, nil for a counter that is shown but never gated (one that is not
    /// the same for the same binary on every host).
    public let tier: GateTier?
    /// The smallest valid value: a results file with less is malformed.
    public let minimum: Int
    /// Whether `run`'s summary shows it (its per-view column and its change against the reference).
    public let summarized: Bool
    /// How it is measured, one phrase for `--help`, reports and the Google Benchmark context.
    public let measuredBy: String

    public init(id: CounterID, noun: String, short: String, fieldName: String, scope: Scope = .perPass, higherIsWorse: Bool = true,
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
    public var column: String { scope == .perPass ? short + "/pass" : short }

    /// The column of a value per view: "allocs/view".
    public var perViewColumn: String { short + "/view" }

    /// The registered counter named `id`, if any.
    public static func named(_ id: CounterID) -> Counter? { all.first { $0.id == id } }

    /// The registered counters a gate tier judges.
    public static func judged(by tier: GateTier) -> [Counter] { all.filter { $0.tier == tier } }
}

/// A way of counting one steady-state pass in process: heap allocations, retains and releases, peak
/// resident memory. Each probe is one file; `Counter.probes` lists them. Each counts a pass of its
/// own (a steady-state pass from reset frames does the same work every time), so that no probe's
/// bookkeeping lands inside another's window.
public protocol PassProbe: SendableMetatype {
    /// The counters it fills.
    static var counters: [Counter] { get }
    /// Why it cannot count in this process, or nil when it can.
    static var unavailableReason: String? { get }
    /// Runs `pass` once and returns the value of each of `counters`, or nil when unavailable here.
    /// `pass` runs either way.
    static func count(_ pass: () -> Void) -> Counts?
}

/// The kinds of figure a run measures, which the gate judges (and can be asked for) one by one:
/// instruction counts, allocation counts, retain/release counts, time.
public enum GateTier: String, Codable, CaseIterable, Sendable {
    case instructions, allocations, arc, time

    /// The tiers that give the same answer on any machine for the same binary.
    public static let deterministic: Set<GateTier> = [.instructions, .allocations, .arc]

    /// What a file lacks when it lacks this tier: "instruction counts", "time samples".
    public var figures: String {
        switch self {
        case .instructions: "instruction counts"
        case .allocations: "allocation counts"
        case .arc: "retain/release counts"
        case .time: "time samples"
        }
    }
}
