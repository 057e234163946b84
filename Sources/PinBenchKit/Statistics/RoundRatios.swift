/// The paired ratio to the reference per round, both samples from one shuffled round, each less the
/// reset's median: the one definition, for the results and the stop rule (not
/// `ABComparison.PairedRatio`).
package enum RoundRatios {
    /// `times[i] − reset` over `reference[i] − reset`, for each round both have.
    package static func paired(_ times: [Double], _ reference: [Double], reset: Double) -> [Double] {
        zip(times, reference).map { ($0 - reset) / ($1 - reset) }
    }
}
