/// What another function order may add to a ratio whose placements all ran one binary.
package enum FunctionOrderAllowance {
    /// The standard deviation function order adds beyond fresh processes: the 90th percentile over the
    /// default suite's ratios (docs/measurement.md, "Function-order allowance").
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
