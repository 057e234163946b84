import PinBenchKit

/// How well one host's ratios and another's prices predict the other's ratios.
package struct CrossHostPrediction: Sendable, Equatable {
    /// |predicted ÷ measured − 1| at the median and the 90th percentile.
    package var medianError: Double
    package var p90Error: Double
    /// The same with no model (the ratio of `from` taken as `to`'s): what the prediction improves on.
    package var unmovedMedianError: Double
    /// Ratios moved beyond `bigMove` between hosts, and those the prediction moved alike.
    package var bigMoves: Int
    package var bigMovesRight: Int
    /// Big moves whose intervals do not overlap: beyond both runs' noise.
    package var clearMoves: Int
    package var clearMovesRight: Int
    /// The depth of each big move predicted the wrong way (views per pass), in case order.
    package var wrongWayDepths: [Int]
    package var ratios: Int
    package var source: HostPrices.Source

    /// A move that the prediction must get the direction of.
    package static let bigMove = 0.05

    package init?(from: ResultsDocument, to: ResultsDocument) {
        guard let prices = PricePair(old: from, new: to) else { return nil }
        let counted = from.borrowingCounts(from: to) ?? from
        let theirs = Dictionary(to.cases.compactMap { result in result.ratio.map { (result.name, $0) } }, uniquingKeysWith: { a, _ in a })
        var errors: [Double] = [], unmoved: [Double] = []
        var (moves, right, clear, clearRight) = (0, 0, 0, 0)
        var wrongWay: [Int] = []
        for pair in CasePair.all(counted) where pair.judged {
            guard let other = theirs[pair.result.name],
                  let factor = prices.factor(pair.result.counts, reference: pair.reference.counts) else { continue }
            let measured = other.median
            errors.append(abs(pair.ratio.median * factor / measured - 1))
            unmoved.append(abs(pair.ratio.median / measured - 1))
            let move = measured / pair.ratio.median - 1
            guard abs(move) > Self.bigMove else { continue }
            let predictedRight = (factor - 1) * move > 0
            moves += 1
            if predictedRight { right += 1 } else { wrongWay.append(pair.result.depth) }
            if let mine = pair.ratio.interval, let theirs = other.interval, mine.upper < theirs.lower || theirs.upper < mine.lower {
                clear += 1
                if predictedRight { clearRight += 1 }
            }
        }
        guard !errors.isEmpty else { return nil }
        medianError = Statistics.median(errors)
        p90Error = Statistics.quantile(errors, 0.9)
        unmovedMedianError = Statistics.median(unmoved)
        (bigMoves, bigMovesRight, clearMoves, clearMovesRight, wrongWayDepths) = (moves, right, clear, clearRight, wrongWay)
        (ratios, source) = (errors.count, prices.source)
    }
}

extension HostPool {
    /// Each host's first run with borrowed counts and its decomposition, in host order.
    package var pricedRuns: [ResultsDocument] {
        (1...max(hostCount, 1)).map { host in
            let own = runs(ofHost: host)[0].document
            guard own.timeDecomposition == nil,
                  var borrowed = runs.lazy.compactMap({ own.borrowingCounts(from: $0.document) }).first else { return own }
            borrowed.timeDecomposition = TimeDecomposition(borrowed)
            return borrowed
        }
    }
}
