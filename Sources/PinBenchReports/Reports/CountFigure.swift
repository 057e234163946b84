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

/// The series a line of count figures covers, with each series' strategy summaries at the depth its
/// counts are compared at (the chains' shared depth, an app screen's one scenario), computed once for
/// every strategy and counter of the line.
struct CountScope {
    let series: [SeriesID]
    /// A fan-in `all` series said on a line of its own.
    let isApart: Bool
    /// The chains' depth; nil when the chain series share none (each at its own deepest).
    let depth: Int?
    private let quadratic: Set<SeriesID>
    private let summaries: [(series: SeriesID, byStrategy: [StrategyName: StrategySummary])]

    init(_ document: ResultsDocument, series: [SeriesID], isApart: Bool = false) {
        let depth = Self.sharedDepth(document, series: series.filter { !$0.isAppScreen })
        self.series = series
        self.isApart = isApart
        self.depth = depth
        quadratic = document.quadraticSeries
        summaries = series.map { label in
            let at = label.isAppScreen ? nil : (depth ?? document.cases.filter { $0.series == label }.map(\.depth).max())
            let all = StrategySummary.all(document, cases: { $0.series == label && (at == nil || $0.depth == at) })
            return (label, Dictionary(all.map { ($0.strategy, $0) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// `strategy`'s `counter` against the reference over the series where both have the case and
    /// the count; nil in none.
    func figure(_ strategy: StrategyName, _ counter: Counter) -> CountFigure? {
        var parts: (chains: [StrategySummary.CountChange], quadratic: [StrategySummary.CountChange], apps: [StrategySummary.CountChange]) = ([], [], [])
        for (series, byStrategy) in summaries {
            guard let change = byStrategy[strategy]?.change(counter) else { continue }
            if series.isAppScreen { parts.apps.append(change) }
            else if quadratic.contains(series) { parts.quadratic.append(change) }
            else { parts.chains.append(change) }
        }
        guard !(parts.chains + parts.quadratic + parts.apps).isEmpty else { return nil }
        return CountFigure(noun: counter.noun, depth: depth, chains: parts.chains, quadratic: parts.quadratic, apps: parts.apps)
    }

    /// `CountFigure.headlineDepth` when every series has a case there, else the deepest depth they all have.
    private static func sharedDepth(_ document: ResultsDocument, series: [SeriesID]) -> Int? {
        let depths = series.map { label in Set(document.cases.filter { $0.series == label }.map(\.depth)) }
        guard let first = depths.first else { return nil }
        let shared = depths.dropFirst().reduce(first) { $0.intersection($1) }
        return shared.contains(CountFigure.headlineDepth) ? CountFigure.headlineDepth : shared.max()
    }
}
