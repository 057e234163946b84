/// A time figure in words, the verdict of every surface: the `Standing` of a `PlacementEstimate`
/// against ±2%, or `notEnoughData`.
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

    /// A one-character mark: `<` faster, `>` slower, `=` same, `~` unclear, `?` not enough data.
    package var mark: String {
        switch self {
        case .faster: "<"
        case .slower: ">"
        case .same: "="
        case .unclear: "~"
        case .notEnoughData: "?"
        }
    }

    /// The legend of `mark`; `host` names where the verdicts hold.
    package static func markLegend(reference: StrategyName, host: String) -> String {
        "verdict vs \(reference) over the placements \(host): < faster, > slower (the 95% interval of the mean wholly beyond ±2%), "
            + "= same (wholly within ±2%), ~ unclear, ? not enough data (fewer than \(PlacementEstimate.minimumPlacements) "
            + "placements; see docs/measurement.md)"
    }
}
