import PinBenchKit
import PinBenchMeasurement

/// A strategy's deepest verdict and crossing: one source for the line and the legends, so they never
/// disagree.
struct SeriesStanding: Equatable, Sendable {
    var strategy: StrategyName
    /// The verdict at the deepest depth of the series (its only depth for an app screen).
    var atDeepest: TimeVerdict
    /// Where the strategy crosses the reference along the depths; nil when it never does.
    var crossesNear: Int?

    /// Every strategy of `series` but the reference: from the run's crossovers where the series has
    /// them (a depth sweep), else from the verdict of its deepest case (a series of one size).
    static func all(_ document: ResultsDocument, series: SeriesID) -> [SeriesStanding] {
        let crossovers = document.crossovers.filter { $0.series == series }.map(\.crossover)
        if !crossovers.isEmpty {
            return crossovers.map { .init(strategy: $0.strategy, atDeepest: $0.atDeepest, crossesNear: $0.depth.map { Int($0.rounded()) }) }
        }
        return document.strategies.compactMap { strategy in
            let deepest = document.cases.filter { $0.series == series && $0.strategy == strategy && $0.ratio != nil }.max { $0.depth < $1.depth }
            return deepest.map { .init(strategy: strategy, atDeepest: $0.ratio!.verdict, crossesNear: nil) }
        }
    }

    /// The deepest depth of `series` in `document` (nil when it has no case).
    static func deepestDepth(_ document: ResultsDocument, series: SeriesID) -> Int? {
        document.cases.filter { $0.series == series }.map(\.depth).max()
    }

    /// A legend's note: "unclear", or "slower (crosses ~300)": short enough for the legend's column.
    var legend: String {
        atDeepest.rawValue + (crossesNear.map { " (crosses ~\($0))" } ?? "")
    }

    /// What a chart's legend covers, under it: "legend: the time verdict vs if-else at depth 16384
    /// (the deepest), over 16 placements on AMD EPYC, 2596 MHz, Linux 6.18.44".
    static func legendScope(_ document: ResultsDocument, series: SeriesID) -> String {
        let depths = Set(document.cases.filter { $0.series == series }.map(\.depth))
        let depth = depths.count == 1 ? "at its one size (\(depths.first!) views)"
            : deepestDepth(document, series: series).map { "at depth \($0) (the deepest)" } ?? "at the deepest depth"
        return "legend: the time verdict vs \(document.settings.reference) \(depth), over \(document.placementCount) "
            + "placement\(document.placementCount == 1 ? "" : "s") \(document.timeHost)"
    }
}
