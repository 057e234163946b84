import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

// `pin-bench crosscheck`: the Swift harness against the C++ one (Google Benchmark JSON), case by case,
// each net of its reset. A report, not a gate.

// MARK: - The cross-check

package struct CrossCheckReport: Sendable {
    package enum Verdict: String, Sendable {
        case agree, disagree
        /// The gbench file has no reset row for the case, so its net time is unknown.
        case noReset = "no reset row"
    }

    /// The likeliest reason two figures of a case differ, as the summary groups them.
    package enum Cause: String, Sendable, CaseIterable {
        case fixedCostPerPass = "a fixed cost per pass (the C-call boundary)"
        case perView = "per view for one strategy (code placement)"
        case wholeScenario = "the whole scenario (manual differs alike)"
        case noise = "within noise (the ranges overlap)"
        case resets = "the reset figures differ"
        case nonPositiveNet = "a net time not positive"
        case noReset = "no gbench reset row"
        case unexplained = "not explained by these figures"
    }

    /// One case present in both files.
    package struct Comparison: Sendable {
        package var name: String
        /// The gbench reset row the gbench time is corrected with (`BM_ChainReset/...`, `BM_AppReset/...`).
        var gbenchResetName: String
        package var strategy: StrategyName
        package var series: SeriesID
        package var depth: Int
        /// Swift: median ns per pass, reset subtracted (CaseResult.stats.median), and its sample range.
        var swiftMedian: Double
        var swiftMin: Double
        var swiftMax: Double
        /// Swift: median ns of one reset on this scenario, when the file has it.
        var swiftReset: Double?
        var swiftPasses: Int
        var swiftRounds: Int
        /// gbench: median real ns per iteration (reset included), its repetitions' range, its reset.
        var gbenchRaw: Double
        var gbenchRawMin: Double
        var gbenchRawMax: Double
        var gbenchReset: Double?
        var gbenchIterations: Int
        var gbenchRepetitions: Int
        package var verdict: Verdict
        /// The kind of reason they disagree (nil when they agree).
        package var cause: Cause?
        /// Why they disagree, with the figures that support it ("" when they agree).
        package var reason: String

        /// gbench net: median minus the reset's median.
        var gbenchNet: Double? { gbenchReset.map { gbenchRaw - $0 } }
        /// gbench net / Swift - 1.
        var relativeDifference: Double? {
            guard let net = gbenchNet, swiftMedian > 0, net > 0 else { return nil }
            return net / swiftMedian - 1
        }
    }

    /// Median ns per view, reset subtracted, of one row of the per-view table.
    package struct PerViewRow: Sendable {
        package var series: SeriesID
        package var strategy: StrategyName
        /// "Swift harness", "C API (gbench)" or "native C++ (gbench)".
        package var source: String
        package var nanosecondsPerView: [Int: Double]
    }

    package var tolerance: Double
    package var comparisons: [Comparison]
    package var perView: [PerViewRow]
    /// Swift cases the gbench file does not have (or has only as errors).
    var onlyInSwift: [String]
    /// gbench `BM_Chain/` cases of Swift strategies that the Swift file does not have.
    var onlyInGBench: [String]
    var gbenchErrors: [(name: String, message: String)]
    var swiftDescription: String
    var gbenchDescription: String

    var agreements: Int { comparisons.filter { $0.verdict == .agree }.count }
    package var disagreements: Int { comparisons.filter { $0.verdict == .disagree }.count }
    var uncompared: Int { comparisons.filter { $0.verdict == .noReset }.count }
}

package enum CrossCheck {
    package static let defaultTolerance = 0.10

    /// Loads and compares both files; throws `InputFileError` naming the file, also with no case in
    /// common.
    package static func run(swiftPath: String, gbenchPath: String, tolerance: Double = defaultTolerance) throws -> CrossCheckReport {
        let swift = try ResultsDocument.load(swiftPath)
        let gbench = try GoogleBenchmarkRun.load(gbenchPath)
        let report = compare(swift: swift, gbench: gbench, tolerance: tolerance)
        guard !report.comparisons.isEmpty else {
            throw InputFileError(gbenchPath, "has no case in common with \(swiftPath) (e.g. \(swift.cases[0].name) is only in the "
                + "results file): both must measure the same BM_Chain cases")
        }
        return report
    }

    package static func compare(swift: ResultsDocument, gbench: GoogleBenchmarkRun, tolerance: Double = defaultTolerance) -> CrossCheckReport {
        let gbenchCases = gbench.timedCases

        var comparisons: [CrossCheckReport.Comparison] = []
        var onlyInSwift: [String] = []
        let swiftResets = Dictionary(swift.resets.map { (ResetKey(series: $0.series, depth: $0.depth), $0.medianNanoseconds) },
                                     uniquingKeysWith: { first, _ in first })
        for result in swift.cases {
            let times = gbench.times(of: result.name)
            guard !times.isEmpty, let scenario = try? Scenario(spec: result.scenario.spec) else {
                onlyInSwift.append(result.name)
                continue
            }
            let resetName = BenchmarkCase.name(.reset, scenario: scenario)
            let swiftReset = swiftResets[ResetKey(series: result.series, depth: result.depth)]
            let gbenchReset = gbench.times(of: resetName).nonEmptyMedian
            let iterations = gbench.iterations(of: result.name)
            comparisons.append(CrossCheckReport.Comparison(
                name: result.name, gbenchResetName: resetName, strategy: result.strategy, series: result.series, depth: result.depth,
                swiftMedian: result.stats.median, swiftMin: result.stats.min, swiftMax: result.stats.max,
                swiftReset: swiftReset, swiftPasses: result.passesPerSample, swiftRounds: result.samples.count,
                gbenchRaw: Statistics.median(times), gbenchRawMin: times.min()!, gbenchRawMax: times.max()!,
                gbenchReset: gbenchReset,
                gbenchIterations: iterations.isEmpty ? 0 : Int(Statistics.median(iterations.map(Double.init)).rounded()),
                gbenchRepetitions: times.count, verdict: .agree, cause: nil, reason: ""))
        }
        let costs = fixedCosts(comparisons)
        for index in comparisons.indices {
            (comparisons[index].verdict, comparisons[index].cause, comparisons[index].reason) = judge(comparisons[index], among: comparisons,
                                                                            tolerance: tolerance, costs: costs)
        }

        let swiftNames = Set(swift.cases.map(\.name))
        let onlyInGBench = gbenchCases.filter { name in
            guard let parsed = timedCase(name), !parsed.isNative else { return false }
            return !swiftNames.contains(name)
        }

        return CrossCheckReport(
            tolerance: tolerance, comparisons: comparisons,
            perView: perViewRows(swift: swift, gbench: gbench, comparisons: comparisons),
            onlyInSwift: onlyInSwift, onlyInGBench: onlyInGBench, gbenchErrors: gbench.errors,
            swiftDescription: "\(swift.environment.commandLine) on \(swift.environment.date), commit \(swift.environment.gitCommit.prefix(12))",
            gbenchDescription: ["executable", "date", "host_name", "library_build_type"].compactMap { key in
                gbench.context[key].map { "\(key.replacingOccurrences(of: "_", with: " ")) \($0)" }
            }.joined(separator: ", "))
    }

    /// A gbench timed row taken apart; nil for a reset or aggregate row. Swift cases join on their
    /// fields.
    static func timedCase(_ name: String) -> BenchmarkCase.Name? {
        guard let parsed = try? BenchmarkCase.Name(parsing: name), case .timed = parsed.row else { return nil }
        return parsed
    }

    /// A Swift reset's series and depth, which a case of the same scenario has.
    private struct ResetKey: Hashable {
        var series: SeriesID
        var depth: Int
    }

    /// The fixed cost per pass per strategy: the median difference at the smallest depth (≤ 4).
    static func fixedCosts(_ comparisons: [CrossCheckReport.Comparison]) -> (perStrategy: [StrategyName: Double], all: [Double]) {
        let small = comparisons.filter { $0.depth <= 4 && $0.gbenchNet != nil }
        guard let smallest = small.map(\.depth).min() else { return ([:], []) }
        let atSmallest = small.filter { $0.depth == smallest }
        var perStrategy: [StrategyName: Double] = [:]
        for strategy in Set(atSmallest.map(\.strategy)) {
            perStrategy[strategy] = Statistics.median(atSmallest.filter { $0.strategy == strategy }.map { $0.gbenchNet! - $0.swiftMedian })
        }
        return (perStrategy, atSmallest.map { $0.gbenchNet! - $0.swiftMedian })
    }

    typealias Judgment = (CrossCheckReport.Verdict, CrossCheckReport.Cause?, String)
    typealias FixedCosts = (perStrategy: [StrategyName: Double], all: [Double])

    /// Agreement within the tolerance, or the likeliest reason the figures support.
    static func judge(_ c: CrossCheckReport.Comparison, among all: [CrossCheckReport.Comparison], tolerance: Double,
                      costs: FixedCosts) -> Judgment {
        guard let gbenchReset = c.gbenchReset, let net = c.gbenchNet else {
            return (.noReset, .noReset, "the gbench file has no \(c.gbenchResetName) row, so its net time is unknown")
        }
        let swiftReset = c.swiftReset.map { "\(fixed($0, 1)) ns" } ?? "unknown"
        guard c.swiftMedian > 0, net > 0 else {
            return (.disagree, .nonPositiveNet, "a net time is not positive (Swift \(fixed(c.swiftMedian, 1)) ns, gbench \(fixed(net, 1)) ns): the reset "
                + "(Swift \(swiftReset), gbench \(fixed(gbenchReset, 1)) ns) is as large as the pass, so the subtraction is within noise")
        }
        let relative = net / c.swiftMedian - 1
        if abs(relative) <= tolerance { return (.agree, nil, "") }
        let slower = relative > 0 ? "gbench" : "Swift"
        let difference = net - c.swiftMedian
        if let noise = noise(c, gbenchReset: gbenchReset, slower: slower) { return noise }
        let adjusted = withoutFixedCost(c, costs: costs) ?? relative
        if let fixedCost = fixedCostPerPass(c, costs: costs, difference: difference, adjusted: adjusted, tolerance: tolerance) {
            return fixedCost
        }
        let manual = all.first { $0.strategy == StrategyName(ManualStrategy.self) && $0.series == c.series && $0.depth == c.depth && $0.name != c.name }
        let manualDifference = manual.flatMap { withoutFixedCost($0, costs: costs) }
        if let whole = wholeScenario(manualDifference: manualDifference, adjusted: adjusted, tolerance: tolerance, slower: slower) {
            return whole
        }
        if let perView = perView(c, among: all, manualDifference: manualDifference, adjusted: adjusted, tolerance: tolerance,
                                 slower: slower) {
            return perView
        }
        if let resets = resets(c, gbenchReset: gbenchReset, difference: difference, slower: slower) { return resets }
        return (.disagree, .unexplained, "\(slower) slower by \(fixed(abs(difference), 1)) ns per pass; not explained by these figures: different "
            + "batches (Swift \(c.swiftRounds) rounds of \(c.swiftPasses) passes interleaved with the other strategies; gbench "
            + "\(c.gbenchRepetitions) repetition(s) of \(c.gbenchIterations) iterations, one case at a time) and noise")
    }

    /// The relative difference of `x` once its strategy's fixed cost per pass is taken off.
    private static func withoutFixedCost(_ x: CrossCheckReport.Comparison, costs: FixedCosts) -> Double? {
        guard let net = x.gbenchNet, x.swiftMedian > 0 else { return nil }
        return (net - (costs.perStrategy[x.strategy] ?? costs.all.nonEmptyMedian ?? 0)) / x.swiftMedian - 1
    }

    /// Noise: the Swift samples' range and the gbench repetitions' range (net) overlap.
    private static func noise(_ c: CrossCheckReport.Comparison, gbenchReset: Double, slower: String) -> Judgment? {
        let gbenchLow = c.gbenchRawMin - gbenchReset
        let gbenchHigh = c.gbenchRawMax - gbenchReset
        guard c.gbenchRepetitions > 1, gbenchLow <= c.swiftMax, c.swiftMin <= gbenchHigh else { return nil }
        return (.disagree, .noise, "\(slower) slower, but within noise: the ranges overlap (Swift samples \(fixed(c.swiftMin, 1))–"
            + "\(fixed(c.swiftMax, 1)) ns, gbench repetitions \(fixed(gbenchLow, 1))–\(fixed(gbenchHigh, 1)) ns)")
    }

    /// A fixed cost per pass (from the smallest depth): the case agrees once it is taken off.
    private static func fixedCostPerPass(_ c: CrossCheckReport.Comparison, costs: FixedCosts, difference: Double, adjusted: Double,
                                         tolerance: Double) -> Judgment? {
        let fixedCost = costs.perStrategy[c.strategy] ?? costs.all.nonEmptyMedian ?? 0
        guard fixedCost > 0, difference > 0, fixedCost >= 0.5 * difference, abs(adjusted) <= tolerance else { return nil }
        let range = costs.all.isEmpty ? "" : " (at the smallest depth every strategy's difference is "
            + "\(fixed(costs.all.min()!, 1))–\(fixed(costs.all.max()!, 1)) ns)"
        return (.disagree, .fixedCostPerPass, "gbench slower by a fixed cost per pass, not per view: +\(fixed(difference, 1)) ns here, and "
            + "+\(fixed(fixedCost, 1)) ns per pass for this strategy at the smallest depth\(range); with that taken "
            + "off the difference is \(signedPercent(adjusted, digits: 1)). That is the C-call boundary: pin_chain_run checks "
            + "its arguments, sets the globals and calls the strategy through an existential, once per pass")
    }

    /// The whole scenario moved: `manual` (the plainest code, the same in both) differs alike on it.
    private static func wholeScenario(manualDifference: Double?, adjusted: Double, tolerance: Double, slower: String) -> Judgment? {
        guard let manualDifference, abs(manualDifference) > tolerance, (manualDifference > 0) == (adjusted > 0),
              abs((1 + adjusted) / (1 + manualDifference) - 1) <= tolerance else { return nil }
        return (.disagree, .wholeScenario, "\(slower) slower on this whole scenario, not this strategy: manual differs by "
            + "\(signedPercent(manualDifference, digits: 1)) on it too, fixed per-pass cost taken off "
            + "(machine or cache state during one of the runs)")
    }

    /// A per-view difference: the same at every depth ≥ 64 while manual agrees.
    private static func perView(_ c: CrossCheckReport.Comparison, among all: [CrossCheckReport.Comparison], manualDifference: Double?,
                                adjusted: Double, tolerance: Double, slower: String) -> Judgment? {
        let group = all.filter { $0.strategy == c.strategy && $0.series == c.series }.sorted { $0.depth < $1.depth }
        let deep = group.filter { $0.depth >= 64 }.compactMap(\.relativeDifference)
        guard deep.count >= 2, deep.allSatisfy({ ($0 > 0) == (adjusted > 0) && abs($0) > tolerance / 2 }),
              abs((1 + adjusted) / (1 + Statistics.median(deep)) - 1) <= tolerance else { return nil }
        let manualText = manualDifference.map {
            " while manual on this scenario differs by \(signedPercent($0, digits: 1)) (fixed per-pass cost taken off)"
        } ?? ""
        return (.disagree, .perView, "\(slower) slower per view for this strategy at every depth >= 64 of the series ("
            + deep.map { signedPercent($0, digits: 1) }.joined(separator: ", ") + ")\(manualText): the same Swift code "
            + "runs at a different speed per view in the two executables (likely code placement; the C boundary is a "
            + "fixed cost per pass, not a share of each view)")
    }

    /// The reset figures differ by enough to explain most of it.
    private static func resets(_ c: CrossCheckReport.Comparison, gbenchReset: Double, difference: Double, slower: String) -> Judgment? {
        guard let swiftResetValue = c.swiftReset, abs(gbenchReset - swiftResetValue) >= 0.5 * abs(difference) else { return nil }
        return (.disagree, .resets, "\(slower) slower; the reset figures differ by \(fixed(gbenchReset - swiftResetValue, 1)) ns "
            + "(Swift \(fixed(swiftResetValue, 1)) ns, gbench \(fixed(gbenchReset, 1)) ns), at least half of the "
            + "\(fixed(difference, 1)) ns difference")
    }

    /// Median ns per view per series: each Swift strategy from both harnesses, then the native rows.
    static func perViewRows(swift: ResultsDocument, gbench: GoogleBenchmarkRun,
                            comparisons: [CrossCheckReport.Comparison]) -> [CrossCheckReport.PerViewRow] {
        var series: [SeriesID] = []
        var nativeStrategies: [StrategyName] = []
        var native: [SeriesID: [StrategyName: [Int: Double]]] = [:]  // series -> strategy -> depth -> ns/view
        for name in gbench.timedCases {
            guard let parsed = timedCase(name), parsed.isNative, let strategy = parsed.strategy else { continue }
            let times = gbench.times(of: name)
            guard let reset = gbench.times(of: parsed.reset.description).nonEmptyMedian else { continue }
            if !series.contains(parsed.series) { series.append(parsed.series) }
            if !nativeStrategies.contains(strategy) { nativeStrategies.append(strategy) }
            native[parsed.series, default: [:]][strategy, default: [:]][parsed.depth] =
                (Statistics.median(times) - reset) / Double(parsed.depth)
        }
        for comparison in comparisons where !series.contains(comparison.series) { series.append(comparison.series) }
        var rows: [CrossCheckReport.PerViewRow] = []
        for label in series {
            let inSeries = comparisons.filter { $0.series == label }
            for strategy in swift.strategies where inSeries.contains(where: { $0.strategy == strategy }) {
                let cases = inSeries.filter { $0.strategy == strategy }
                rows.append(.init(series: label, strategy: strategy, source: "Swift harness",
                                  nanosecondsPerView: Dictionary(uniqueKeysWithValues: cases.map { ($0.depth, $0.swiftMedian / Double($0.depth)) })))
                rows.append(.init(series: label, strategy: strategy, source: "C API (gbench)",
                                  nanosecondsPerView: Dictionary(uniqueKeysWithValues: cases.compactMap { c in
                                      c.gbenchNet.map { (c.depth, $0 / Double(c.depth)) }
                                  })))
            }
            for strategy in nativeStrategies {
                guard let values = native[label]?[strategy] else { continue }
                rows.append(.init(series: label, strategy: strategy, source: "native C++ (gbench)", nanosecondsPerView: values))
            }
        }
        return rows
    }
}

extension Array where Element == Double {
    fileprivate var nonEmptyMedian: Double? { isEmpty ? nil : Statistics.median(self) }
}
