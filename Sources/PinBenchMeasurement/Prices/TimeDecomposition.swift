import Foundation
import PinBenchKit

/// Each case's time difference split into priced counts and the rest.
package struct TimeDecomposition: Codable, Sendable, Equatable {
    /// The prices the cases are split with: fitted to the run when it can be, else calibrated.
    package var prices: HostPrices
    /// How well each set of prices the run has predicts its measured ratios, fitted first.
    package var accuracy: [PriceAccuracy]
    /// One entry per case with a ratio, in the run's case order.
    package var cases: [CaseDecomposition]

    /// With the fitted prices, else the calibrated ones; nil without prices or counts.
    package init?(_ document: ResultsDocument) {
        let candidates = [PriceFit.prices(document), document.environment.host?.prices].compactMap { $0 }
        let pairs = CasePair.all(document)
        let accuracy = candidates.compactMap { PriceAccuracy($0, pairs) }
        guard let primary = accuracy.first else { return nil }
        prices = primary.prices
        self.accuracy = accuracy
        cases = pairs.compactMap { CaseDecomposition($0, prices: primary.prices) }
    }

    /// The cases whose predicted ratio lies outside their measured interval: a cost no count shows.
    package var unexplained: [CaseDecomposition] { cases.filter(\.beyondInterval) }
}

/// |predicted ÷ measured − 1| at the median and p90 over the judged ratios.
package struct PriceAccuracy: Codable, Sendable, Equatable {
    package var prices: HostPrices
    package var medianError: Double
    package var p90Error: Double
    /// The root mean square of log(predicted ÷ measured): the prediction's error as a standard deviation.
    package var logSpread: Double
    package var ratios: Int

    init?(_ prices: HostPrices, _ pairs: [CasePair]) {
        let judged = pairs.filter(\.judged).compactMap { CaseDecomposition($0, prices: prices) }
        let errors = judged.map { abs($0.predictedRatio / $0.measuredRatio - 1) }
        guard !errors.isEmpty else { return nil }
        logSpread = (judged.map { pow(log($0.predictedRatio / $0.measuredRatio), 2) }.reduce(0, +) / Double(judged.count)).squareRoot()
        self.prices = prices
        medianError = Statistics.median(errors)
        p90Error = Statistics.quantile(errors, 0.9)
        ratios = errors.count
    }
}

/// One case against its reference, per view.
package struct CaseDecomposition: Codable, Sendable, Equatable {
    package var caseName: String
    package var strategy: StrategyName
    package var reference: StrategyName
    /// The reference's time per view (ns), measured.
    var referenceNanoseconds: Double
    /// The reference's counts per view at these prices (ns): what `explained` is a share of.
    var referenceCost: Double
    /// The measured ratio (the mean over placements) and its 95% interval.
    package var measuredRatio: Double
    package var interval: Statistics.Interval?
    /// Per priced counter, the difference of counts per view times its price (ns per view).
    package var explained: [CounterID: Double]
    /// The ratio the counts predict at these prices: cost(case) ÷ cost(reference).
    package var predictedRatio: Double
    /// Counted in the accuracy figures (`CasePair.judged`).
    package var judged: Bool

    init?(_ pair: CasePair, prices: HostPrices) {
        let (result, reference, ratio) = (pair.result, pair.reference, pair.ratio)
        guard let cost = prices.cost(result.counts), let referenceCost = prices.cost(reference.counts), referenceCost > 0 else { return nil }
        caseName = result.name
        strategy = result.strategy
        self.reference = ratio.reference
        referenceNanoseconds = reference.nanosecondsPerView
        self.referenceCost = referenceCost / Double(result.depth)
        measuredRatio = ratio.median
        interval = ratio.interval
        explained = prices.priced.reduce(into: [:]) { parts, price in
            let change = Double((result.counts[price.counter] ?? 0) - (reference.counts[price.counter] ?? 0)) / Double(result.depth)
            parts[price.counter] = change * price.nanoseconds
        }
        predictedRatio = cost / referenceCost
        judged = pair.judged
    }

    /// The measured difference from the reference, ns per view.
    var measuredNanoseconds: Double { (measuredRatio - 1) * referenceNanoseconds }
    /// The measured difference less the predicted one, ns per view.
    var unexplainedNanoseconds: Double { (measuredRatio - predictedRatio) * referenceNanoseconds }
    /// The predicted ratio lies outside the measured ratio's 95% interval.
    var beyondInterval: Bool {
        guard let interval else { return false }
        return predictedRatio < interval.lower || predictedRatio > interval.upper
    }
    /// measured ÷ predicted − 1: the size of the cost no count shows (negative: a saving).
    package var unexplainedShare: Double { measuredRatio / predictedRatio - 1 }
    /// Each priced counter's part of the predicted ratio's distance from 1 (they add up to it).
    package var shares: [CounterID: Double] { explained.mapValues { $0 / referenceCost } }

}

/// A case, its reference case, and whether accuracy counts it (not manual, not fan-in all).
package struct CasePair: Sendable {
    package var result: CaseResult
    package var reference: CaseResult
    package var ratio: RatioSummary
    package var judged: Bool

    /// Every case of `document` with a ratio whose reference case it has, in case order.
    package static func all(_ document: ResultsDocument) -> [CasePair] {
        let quadratic = document.quadraticSeries
        let manual = StrategyName(ManualStrategy.self)
        let byKey = Dictionary(document.cases.map { (CaseKey($0.scenario, $0.strategy), $0) }, uniquingKeysWith: { first, _ in first })
        return document.cases.compactMap { result in
            guard let ratio = result.ratio, let reference = byKey[CaseKey(result.scenario, ratio.reference)] else { return nil }
            return CasePair(result: result, reference: reference, ratio: ratio,
                            judged: result.strategy != manual && !quadratic.contains(result.series))
        }
    }

    private struct CaseKey: Hashable {
        var scenario: ScenarioKey
        var strategy: StrategyName
        init(_ scenario: ScenarioKey, _ strategy: StrategyName) { (self.scenario, self.strategy) = (scenario, strategy) }
    }
}
