/// A time figure against the reference, in words: the one verdict function of every surface (run
/// tables and summaries, crossovers, charts, Markdown, HTML, the PR256 page, `merge`). It reads the
/// interval of a `PlacementEstimate`, the mean over placements, with the `Standing` rule against ±2%
/// (`sameTolerance`):
///
/// - `same`, `faster`, `slower`: the interval lies wholly within, below or above ±2%;
/// - `unclear`: the interval reaches across 0.98 or 1.02: the data allow a 2% change and allow none;
/// - `notEnoughData`: fewer placements than `PlacementEstimate.minimumPlacements`, so no interval.
package enum TimeVerdict: String, Codable, Sendable, CaseIterable {
    case faster
    case slower
    case same
    case unclear
    case notEnoughData = "not-enough-data"

    /// The band of `Standing` for the run's verdicts: ±2% around 1.
    package static let sameTolerance = 0.02

    /// The verdict on an estimate's interval (nil: not enough data).
    package init(_ interval: Statistics.Interval?) {
        guard let interval else {
            self = .notEnoughData
            return
        }
        self = switch Standing(interval, band: Self.sameTolerance) {
        case .faster: .faster
        case .slower: .slower
        case .same: .same
        case .unclear: .unclear
        }
    }

    /// Files before schema 5 call an undecided ratio "layout-dependent": read as `unclear`.
    package init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let verdict = raw == "layout-dependent" ? .unclear : TimeVerdict(rawValue: raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown time verdict '\(raw)'"))
        }
        self = verdict
    }

    /// Whether the verdict claims something (faster, slower or same).
    package var isDecided: Bool {
        self == .faster || self == .slower || self == .same
    }

    /// A one-character mark for dense tables: `<` faster, `>` slower, `=` same, `~` unclear, `?` not
    /// enough data.
    package var mark: String {
        switch self {
        case .faster: "<"
        case .slower: ">"
        case .same: "="
        case .unclear: "~"
        case .notEnoughData: "?"
        }
    }

    /// The legend of `mark`, for a table's footer; `host` names where the verdicts hold ("on AMD
    /// EPYC, 2596 MHz, Linux 6.18.44", or "on each run's host").
    package static func markLegend(reference: String, host: String) -> String {
        "verdict vs \(reference) over the placements \(host): < faster, > slower (the 95% interval of the mean wholly beyond ±2%), "
            + "= same (wholly within ±2%), ~ unclear, ? not enough data (fewer than \(PlacementEstimate.minimumPlacements) "
            + "placements; see docs/measurement.md)"
    }
}
