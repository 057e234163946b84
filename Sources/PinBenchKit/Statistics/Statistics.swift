/// Robust summaries of timing samples; pure functions (the bootstrap takes a seed).
package enum Statistics {
    /// The median (mean of the two middle values for an even count). Precondition: not empty.
    package static func median(_ values: [Double]) -> Double {
        quantile(values, 0.5)
    }

    /// The q-quantile, interpolated ("type 7", numpy's default).
    package static func quantile(_ values: [Double], _ q: Double) -> Double {
        precondition(!values.isEmpty, "quantile of no values")
        precondition((0...1).contains(q), "quantile outside 0...1")
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let lower = Int(position)
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Median absolute deviation from the median (unscaled).
    static func medianAbsoluteDeviation(_ values: [Double]) -> Double {
        let center = median(values)
        return median(values.map { ($0 - center).magnitude })
    }

    package static func mean(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "mean of no values")
        return values.reduce(0, +) / Double(values.count)
    }

    /// Sample standard deviation (n - 1); 0 for a single value.
    package static func standardDeviation(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let average = mean(values)
        let squares = values.reduce(0) { $0 + ($1 - average) * ($1 - average) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// Samples outside Tukey's fences (1.5 and 3 IQR); counted, never dropped.
    static func tukeyOutliers(_ values: [Double]) -> Outliers {
        let q1 = quantile(values, 0.25)
        let q3 = quantile(values, 0.75)
        let iqr = q3 - q1
        var outliers = Outliers()
        for value in values {
            if value < q1 - 3 * iqr { outliers.lowSevere += 1 }
            else if value < q1 - 1.5 * iqr { outliers.lowMild += 1 }
            else if value > q3 + 3 * iqr { outliers.highSevere += 1 }
            else if value > q3 + 1.5 * iqr { outliers.highMild += 1 }
        }
        return outliers
    }

    /// A percentile-bootstrap interval for the median, seeded.
    package static func bootstrapMedianInterval(_ values: [Double], confidence: Double = 0.95,
                                               resamples: Int = 2000, seed: UInt64 = 0x5EED) -> Interval {
        precondition(!values.isEmpty, "bootstrap of no values")
        guard values.count > 1 else { return Interval(lower: values[0], upper: values[0]) }
        var random = SplitMix64(seed: seed)
        var medians: [Double] = []
        medians.reserveCapacity(resamples)
        var resample = Array(repeating: 0.0, count: values.count)
        for _ in 0..<resamples {
            for index in resample.indices {
                resample[index] = values[random.int(in: 0...(values.count - 1))]
            }
            medians.append(median(resample))
        }
        let tail = (1 - confidence) / 2
        return Interval(lower: quantile(medians, tail), upper: quantile(medians, 1 - tail))
    }

    /// A bootstrap interval of median(new) / median(old) − 1.
    static func bootstrapChangeInterval(_ old: [Double], _ new: [Double], confidence: Double = 0.95,
                                               resamples: Int = 1000, seed: UInt64 = 0x5EED) -> Interval {
        precondition(!old.isEmpty && !new.isEmpty, "bootstrap of no values")
        var random = SplitMix64(seed: seed)
        var changes: [Double] = []
        changes.reserveCapacity(resamples)
        var oldResample = old
        var newResample = new
        for _ in 0..<resamples {
            for index in oldResample.indices { oldResample[index] = old[random.int(in: 0...(old.count - 1))] }
            for index in newResample.indices { newResample[index] = new[random.int(in: 0...(new.count - 1))] }
            changes.append(median(newResample) / median(oldResample) - 1)
        }
        let tail = (1 - confidence) / 2
        return Interval(lower: quantile(changes, tail), upper: quantile(changes, 1 - tail))
    }

    /// Holm's step-down adjusted p-values, in the order given.
    package static func holmAdjusted(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = Array(repeating: 1.0, count: pValues.count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    package struct Outliers: Codable, Equatable, Sendable {
        var lowSevere = 0
        var lowMild = 0
        var highMild = 0
        var highSevere = 0

        package var total: Int { lowSevere + lowMild + highMild + highSevere }

        init(lowSevere: Int = 0, lowMild: Int = 0, highMild: Int = 0, highSevere: Int = 0) {
            self.lowSevere = lowSevere
            self.lowMild = lowMild
            self.highMild = highMild
            self.highSevere = highSevere
        }
    }

    package struct Interval: Codable, Equatable, Sendable {
        package var lower: Double
        package var upper: Double

        package init(lower: Double, upper: Double) {
            self.lower = lower
            self.upper = upper
        }
    }
}

/// The usual summary of one case's samples.
package struct SampleSummary: Codable, Equatable, Sendable {
    package var count: Int
    package var median: Double
    package var min: Double
    package var max: Double
    package var mean: Double
    package var p90: Double
    package var mad: Double
    package var standardDeviation: Double
    /// The median's 95% interval: a bootstrap in one process, the placements' over placements.
    package var medianInterval: Statistics.Interval
    package var outliers: Statistics.Outliers

    package init(_ samples: [Double], seed: UInt64 = 0x5EED) {
        precondition(!samples.isEmpty, "summary of no samples")
        count = samples.count
        median = Statistics.median(samples)
        min = samples.min()!
        max = samples.max()!
        mean = Statistics.mean(samples)
        p90 = Statistics.quantile(samples, 0.9)
        mad = Statistics.medianAbsoluteDeviation(samples)
        standardDeviation = Statistics.standardDeviation(samples)
        medianInterval = Statistics.bootstrapMedianInterval(samples, seed: seed)
        outliers = Statistics.tukeyOutliers(samples)
    }
}
