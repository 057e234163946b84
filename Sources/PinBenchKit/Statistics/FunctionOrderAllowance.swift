/// What another function order may add to a time ratio, for the placements that cannot show it:
/// placements that all run one binary share its function order, and their spread holds everything
/// but that. Their interval (`PlacementEstimate`) is widened by this standard deviation (log scale).
/// Placements that each run a binary relinked in its own order (`run --function-orders`) show it
/// themselves and get none.
package enum FunctionOrderAllowance {
    /// The standard deviation that function order adds to a ratio beyond what fresh processes of one
    /// binary show: the 90th percentile over the default suite's ratios, so that a one-binary interval
    /// covers 95% for 9 ratios in 10 (the root mean square, 4.6%, covered about 70% of the ratios at
    /// that percentile's spread). Measured on the 2-core AMD EPYC host kind, how in
    /// docs/measurement.md ("Function-order allowance").
    package static let logStandardDeviation = 0.088

    /// The allowance of placements that ran the binaries linked with `linkSeeds` (nil: the default
    /// link): none when each placement ran its own order, else `logStandardDeviation`.
    package static func of(linkSeeds: [UInt64?]) -> Double {
        let seeds = linkSeeds.compactMap { $0 }
        return seeds.count == linkSeeds.count && Set(seeds).count == seeds.count && seeds.count > 1 ? 0 : logStandardDeviation
    }

    /// The allowance to judge a results file's placements with today: none when it recorded none (each
    /// placement its own order), else `logStandardDeviation`, whatever an older pin-bench recorded.
    package static func judging(recorded: Double?) -> Double {
        recorded == 0 ? 0 : logStandardDeviation
    }
}
