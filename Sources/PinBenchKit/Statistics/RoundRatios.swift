/// The paired ratio of a strategy's time to the reference's, one per round: both samples of a round
/// were taken in the same shuffled round, and the frame reset's median time is subtracted from each
/// first. The one definition, used by the results and by the stop rule of precision-targeted sampling.
/// (Not `ABComparison.PairedRatio`, ab's summary of NEW ÷ OLD per case.)
package enum RoundRatios {
    /// `times[i] − reset` over `reference[i] − reset`, for each round both have.
    package static func paired(_ times: [Double], _ reference: [Double], reset: Double) -> [Double] {
        zip(times, reference).map { ($0 - reset) / ($1 - reset) }
    }
}
