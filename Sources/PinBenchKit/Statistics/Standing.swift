/// The one rule that turns a ratio's 95% interval into a word, against a band of ±`band` around 1:
///
/// - `same`: the whole interval lies within [1 − band, 1 + band], bounds included. Checked first.
/// - `faster`: the whole interval lies below 1 − band; `slower`: the whole interval lies above 1 + band.
/// - `unclear`: anything else: the interval reaches across an edge of the band, so the data allow a
///   change of the band's size and allow none.
///
/// Used by the run table's verdicts (`TimeVerdict`, band ±2%) and each layout's standing
/// (`StrategySummary`), the crossovers (`Crossover`, ±2%), and the gate and `ab` (`Gate.decide`, on
/// 1 + the change, band the time threshold). With band 0 it is "the interval excludes 1".
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
