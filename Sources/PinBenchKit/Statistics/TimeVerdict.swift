/// A strategy's time against the reference, in words, from the 95% intervals of its paired ratio —
/// one interval per code layout (a separate process with its own placement of code, heap and stack;
/// see `LayoutPlacement`), or the single interval of a one-layout run. Each interval's `Standing`
/// against ±2% (`sameTolerance`: what a change of layout alone moves) decides:
///
/// - `same`, `faster`, `slower`: every layout's interval stands so.
/// - `layoutDependent`: anything else — the layouts disagree, or some interval is unclear (reaches
///   across ±2%). With one layout this means the run cannot tell.
package enum TimeVerdict: String, Codable, Sendable, CaseIterable {
    case faster
    case slower
    case same
    case layoutDependent = "layout-dependent"

    /// The band of `Standing` for the run's verdicts: ±2% around 1.
    package static let sameTolerance = 0.02

    /// The verdict over the intervals of every layout; nil without any interval.
    package init?(intervals: [Statistics.Interval]) {
        guard !intervals.isEmpty else { return nil }
        let standings = Set(intervals.map { Standing($0, band: Self.sameTolerance) })
        self = switch standings {
        case [.same]: .same
        case [.faster]: .faster
        case [.slower]: .slower
        default: .layoutDependent
        }
    }

    /// A one-character mark for dense tables: `<` faster, `>` slower, `=` same, `~` layout-dependent.
    package var mark: String {
        switch self {
        case .faster: "<"
        case .slower: ">"
        case .same: "="
        case .layoutDependent: "~"
        }
    }

    /// The legend of `mark`, for a table's footer.
    package static func markLegend(reference: String) -> String {
        "verdict vs \(reference): < faster, > slower (the 95% interval wholly beyond ±2%), = same (wholly within ±2%), "
            + "~ layout-dependent or unclear (see docs/measurement.md)"
    }
}
