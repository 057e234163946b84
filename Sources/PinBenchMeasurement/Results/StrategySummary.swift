import Foundation
import PinBenchKit
import PinBenchSystem

/// One strategy against the reference over a run's cases. Counts: the geometric mean of per-case
/// ratios, so no deep O(N²) case outweighs the rest (the ratio of sums where a count is 0, the summed
/// difference where the reference counts nothing). Time: per placement, the geometric mean of the
/// cases' medians, judged over the placements as one case is.
package struct StrategySummary: Sendable, Equatable {
    package var strategy: StrategyName
    package var reference: StrategyName
    /// Cases with a ratio to the reference.
    package var cases: Int
    /// Each summarized counter's change; nil where a case lacks it.
    package var counts: [CounterChange]
    /// The geometric mean ratio over the placements, with its interval.
    package var time: PlacementEstimate
    package var verdict: TimeVerdict
    /// How many cases got each verdict.
    package var caseVerdicts: [TimeVerdict: Int]

    /// One counter's change.
    package struct CounterChange: Sendable, Equatable {
        package var counter: Counter
        package var change: CountChange?
    }

    /// A strategy's count against the reference's over some cases.
    package enum CountChange: Sendable, Equatable {
        /// The geometric mean of the per-case ratios (every count positive), else the ratio of the sums.
        case ratio(Double)
        /// The summed difference (the reference counts nothing, where a ratio means nothing).
        case difference(Int)
    }

    /// One summary per strategy other than the reference, over the cases of `series` (all when nil).
    package static func all(_ document: ResultsDocument, series: SeriesID? = nil) -> [StrategySummary] {
        all(document) { series == nil || $0 == series }
    }

    /// One summary per strategy other than the reference, over the cases of the series `including` takes.
    package static func all(_ document: ResultsDocument, including: (SeriesID) -> Bool) -> [StrategySummary] {
        all(document, cases: { including($0.series) })
    }

    /// One summary per strategy other than the reference, over the cases `included` takes.
    package static func all(_ document: ResultsDocument, cases included: (CaseResult) -> Bool) -> [StrategySummary] {
        let reference = document.settings.reference
        let cases = document.cases.filter(included)
        let referenceByScenario = Dictionary(cases.filter { $0.strategy == reference }.map { ($0.scenario, $0) },
                                             uniquingKeysWith: { first, _ in first })
        return document.strategies.filter { $0 != reference }.compactMap { strategy in
            let pairs = cases.filter { $0.strategy == strategy && $0.ratio != nil }.compactMap { result in
                referenceByScenario[result.scenario].map { (result, $0) }
            }
            guard !pairs.isEmpty else { return nil }
            func change(_ counter: Counter) -> CountChange? {
                var counts: [(own: Int, base: Int)] = []
                for (own, base) in pairs {
                    guard let a = own.counts[counter.id], let b = base.counts[counter.id] else { return nil }
                    counts.append((a, b))
                }
                if counts.allSatisfy({ $0.base > 0 && $0.own > 0 }) {
                    return .ratio(exp(counts.reduce(0) { $0 + log(Double($1.own) / Double($1.base)) } / Double(counts.count)))
                }
                // A zero breaks the geometric mean: the ratio of sums, else the difference.
                let own = counts.reduce(0) { $0 + $1.own }
                let base = counts.reduce(0) { $0 + $1.base }
                return base > 0 ? .ratio(Double(own) / Double(base)) : .difference(own - base)
            }
            let byCase = pairs.map { $0.0.ratio!.placementRatios.map(\.median) }
            let placements = byCase.map(\.count).min()!
            let means = (0..<placements).map { placement in
                exp(byCase.map { log($0[placement]) }.reduce(0, +) / Double(byCase.count))
            }
            let time = PlacementEstimate(means, allowance: document.functionOrderAllowance ?? 0)
            var caseVerdicts: [TimeVerdict: Int] = [:]
            for (own, _) in pairs { caseVerdicts[own.ratio!.verdict, default: 0] += 1 }
            return StrategySummary(strategy: strategy, reference: reference, cases: pairs.count,
                                   counts: Counter.all.filter(\.summarized).map { CounterChange(counter: $0, change: change($0)) },
                                   time: time, verdict: TimeVerdict(time.interval), caseVerdicts: caseVerdicts)
        }
    }

    /// The change of `counter` (nil when not summarized or not counted on every case).
    package func change(_ counter: Counter) -> CountChange? {
        counts.first { $0.counter.id == counter.id }?.change
    }
}
