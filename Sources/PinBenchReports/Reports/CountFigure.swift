import PinBenchKit
import PinBenchMeasurement

/// A strategy's count per view against the reference's, in every surface's words.
struct CountFigure: Equatable {
    /// The depth the chains are compared at when every chain series has it (PR #256's cost table).
    static let headlineDepth = 1024

    var noun: String
    /// The chains' depth; nil when the chain series share none (each at its own deepest).
    var depth: Int?
    /// One change per chain series whose cost grows alike (fan-in 1 or k).
    var chains: [StrategySummary.CountChange]
    /// One change per fan-in `all` series (O(N²) list reads for the list forms).
    var quadratic: [StrategySummary.CountChange]
    /// One change per app screen.
    var apps: [StrategySummary.CountChange]

    init(noun: String, depth: Int?, chains: [StrategySummary.CountChange], quadratic: [StrategySummary.CountChange] = [],
                 apps: [StrategySummary.CountChange] = []) {
        self.noun = noun
        self.depth = depth
        self.chains = chains
        self.quadratic = quadratic
        self.apps = apps
    }

    /// `strategy`'s `counter` against the reference over the series of `document` that `scope` names
    /// (those where both have the case and the count); nil in none.
    init?(_ document: ResultsDocument, strategy: StrategyName, counter: Counter, scope: [SeriesID]) {
        let quadraticSeries = document.quadraticSeries
        let chainSeries = scope.filter { !$0.isAppScreen }
        let depth = Self.sharedDepth(document, series: chainSeries)
        func change(_ series: SeriesID) -> StrategySummary.CountChange? {
            let at = series.isAppScreen ? nil : (depth ?? document.cases.filter { $0.series == series }.map(\.depth).max())
            return StrategySummary.all(document, cases: { $0.series == series && (at == nil || $0.depth == at) })
                .first { $0.strategy == strategy }?.change(counter)
        }
        var parts: (chains: [StrategySummary.CountChange], quadratic: [StrategySummary.CountChange], apps: [StrategySummary.CountChange]) = ([], [], [])
        for series in scope {
            guard let change = change(series) else { continue }
            if series.isAppScreen { parts.apps.append(change) }
            else if quadraticSeries.contains(series) { parts.quadratic.append(change) }
            else { parts.chains.append(change) }
        }
        guard !(parts.chains + parts.quadratic + parts.apps).isEmpty else { return nil }
        self.init(noun: counter.noun, depth: depth, chains: parts.chains, quadratic: parts.quadratic, apps: parts.apps)
    }

    /// `headlineDepth` when every series has a case there, else the deepest depth they all have.
    private static func sharedDepth(_ document: ResultsDocument, series: [SeriesID]) -> Int? {
        let depths = series.map { label in Set(document.cases.filter { $0.series == label }.map(\.depth)) }
        guard let first = depths.first else { return nil }
        let shared = depths.dropFirst().reduce(first) { $0.intersection($1) }
        return shared.contains(headlineDepth) ? headlineDepth : shared.max()
    }

    /// "instructions ×1.05–1.10 over the 3 chain series at depth 1024"; "+0 allocations".
    var text: String { text(namingSeries: true) }

    /// Whether any series gives a ratio (else the figure is a difference).
    var hasRatio: Bool { Self.span(chains + quadratic + apps) != nil }

    /// `text`, or only the spans for a figure following one naming the same series.
    func text(namingSeries: Bool) -> String {
        let all = chains + quadratic + apps
        let differences = all.compactMap { change -> Int? in if case .difference(let value) = change { value } else { nil } }
        let summed = differences.isEmpty ? nil : differences.reduce(0, +)
        let difference = summed.map { "\($0 >= 0 ? "+" : "")\($0)" }
        if let difference, differences.count == all.count { return "\(difference) \(noun)" }
        let at = depth.map { " at depth \($0)" } ?? " at each one's deepest depth"
        let words = namingSeries ? (chains: (chains.count == 1 ? " on the chain series" : " over the \(chains.count) chain series") + at,
                                    quadratic: " with fan-in all" + (chains.isEmpty ? at : ""),
                                    apps: apps.count == 1 ? " on the app screen" : " over the \(apps.count) app screens")
            : (chains: "", quadratic: "", apps: "")
        let parts = [Self.span(chains).map { $0 + words.chains }, Self.span(quadratic).map { $0 + words.quadratic },
                     Self.span(apps).map { $0 + words.apps }, difference.map { "\($0) where \(Self.referenceCountsNothing)" }]
        return "\(noun) " + parts.compactMap { $0 }.joined(separator: namingSeries ? ", " : " / ")
    }

    /// Where a difference, not a ratio, is given.
    private static let referenceCountsNothing = "the reference counts none"

    /// "×1.05–1.10" over the ratios, nil without any.
    private static func span(_ changes: [StrategySummary.CountChange]) -> String? {
        let ratios = changes.compactMap { change -> Double? in if case .ratio(let value) = change { value } else { nil } }
        guard let low = ratios.min(), let high = ratios.max() else { return nil }
        return ratioSpan(low, high)
    }
}
