/// A strategy's time against the reference, in words, from the 95% intervals of its paired ratio —
/// one interval per code layout (a separate process with its own placement of code, heap and stack;
/// see `LayoutPlacement`), or the single interval of a one-layout run.
///
/// - `same`: every interval lies within ±2% of 1 (`sameTolerance`, bounds included). Checked first:
///   a difference this small is within what a change of layout alone moves, even where an interval
///   happens to exclude 1 (as criterion calls a significant change inside its noise threshold
///   "within noise").
/// - `faster` / `slower`: every interval excludes 1 (strictly), on the same side.
/// - `layoutDependent`: anything else — the layouts disagree, or some interval contains 1 and is
///   wider than ±2%. With one layout this means the run cannot tell.
public enum TimeVerdict: String, Codable, Sendable, CaseIterable {
    case faster
    case slower
    case same
    case layoutDependent = "layout-dependent"

    /// `same` means every interval within [1 − 0.02, 1 + 0.02].
    public static let sameTolerance = 0.02

    /// The verdict over the intervals of every layout; nil without any interval.
    public init?(intervals: [Statistics.Interval]) {
        guard !intervals.isEmpty else { return nil }
        if intervals.allSatisfy({ LayoutStanding($0) == .same }) {
            self = .same
        } else if intervals.allSatisfy({ $0.upper < 1 }) {
            self = .faster
        } else if intervals.allSatisfy({ $0.lower > 1 }) {
            self = .slower
        } else {
            self = .layoutDependent
        }
    }

    /// A one-character mark for dense tables: `<` faster, `>` slower, `=` same, `~` layout-dependent.
    public var mark: String {
        switch self {
        case .faster: "<"
        case .slower: ">"
        case .same: "="
        case .layoutDependent: "~"
        }
    }

    /// The legend of `mark`, for a table's footer.
    public static func markLegend(reference: String) -> String {
        "verdict vs \(reference): < faster, > slower, = same (within ±2%), ~ layout-dependent (see README, Measurement)"
    }
}

/// What one layout's interval says on its own: the verdict rule applied to that interval alone, with
/// `unclear` where it contains 1 and is wider than ±2%. Counted per layout in `run`'s last lines
/// ("slower in 3 of 5 layouts, same in 2").
public enum LayoutStanding: String, Codable, Sendable, CaseIterable {
    case faster, slower, same, unclear

    public init(_ interval: Statistics.Interval) {
        let tolerance = TimeVerdict.sameTolerance
        if interval.lower >= 1 - tolerance && interval.upper <= 1 + tolerance {
            self = .same
        } else if interval.upper < 1 {
            self = .faster
        } else if interval.lower > 1 {
            self = .slower
        } else {
            self = .unclear
        }
    }
}
