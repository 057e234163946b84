/// The rule turning a ratio's interval into a word against ±`band`: `same` wholly within (checked
/// first), `faster`/`slower` wholly beyond, else `unclear`.
package enum Standing: String, Codable, Sendable, CaseIterable {
    case faster, slower, same, unclear

    package init(_ interval: Statistics.Interval, band: Double) {
        if interval.lower >= 1 - band && interval.upper <= 1 + band {
            self = .same
        } else if interval.upper < 1 - band {
            self = .faster
        } else if interval.lower > 1 + band {
            self = .slower
        } else {
            self = .unclear
        }
    }

    /// The standing of a relative change's interval (new / old − 1), read as the ratio 1 + change.
    package init(change interval: Statistics.Interval, band: Double) {
        self.init(Statistics.Interval(lower: 1 + interval.lower, upper: 1 + interval.upper), band: band)
    }
}
