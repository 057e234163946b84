import PinBenchKit

/// Prices fitted to a run's times by weighted non-negative least squares, outside fan-in all.
enum PriceFit {
    /// Fewer fitted cases than this, and the run is not fitted.
    static let minimumCases = 12

    /// The fitted prices of `document`, or nil when it has no counts to fit or too few cases.
    package static func prices(_ document: ResultsDocument) -> HostPrices? {
        let quadratic = document.quadraticSeries
        var rows: [[Double]] = []
        var targets: [Double] = []
        let counters = HostPrices.pricedCounters
        for result in document.cases where !quadratic.contains(result.series) && result.nanosecondsPerView > 0 {
            let perView = counters.map { counter in result.counts[counter].map { Double($0) / Double(result.depth) } }
            guard perView.allSatisfy({ $0 != nil }) else { continue }
            rows.append(perView.map { $0! / result.nanosecondsPerView })
            targets.append(1)
        }
        guard rows.count >= minimumCases,
              let coefficients = NonNegativeLeastSquares.solve(rows: rows, targets: targets, required: [0]) else { return nil }
        return HostPrices(source: .fitted, nanoseconds: Dictionary(uniqueKeysWithValues: zip(counters, coefficients)))
    }
}
