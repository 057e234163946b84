import Foundation

/// One strategy against the reference over the cases of a run (or of one series): the deterministic
/// differences and the time verdict, for `run`'s last lines and the charts' legends.
///
/// How the cases are aggregated:
/// - counts (instructions, allocations, retains, releases per pass): summed over the cases that both
///   the strategy and the reference have, then compared as `strategy / reference - 1` (an absolute
///   difference when the reference's sum is 0), so deep chains weigh the most, as in real time;
/// - time: within each layout, round r of every case gives one paired ratio; their geometric mean
///   over the cases is that round's ratio for the strategy. Each layout's rounds give a median and a
///   bootstrap interval, whose `Standing` (±2%) is counted ("slower in 3 of 5 layouts") and whose
///   `TimeVerdict` over the layouts is the strategy's verdict. The cases' own verdicts are counted too.
public struct StrategySummary: Sendable, Equatable {
    public var strategy: String
    public var reference: String
    /// Cases with a ratio to the reference.
    public var cases: Int
    public var instructions: CountChange?
    public var allocations: CountChange
    public var retains: CountChange?
    public var releases: CountChange?
    /// Each layout's standing, in layout order.
    public var standings: [Standing]
    public var verdict: TimeVerdict
    /// How many cases got each verdict.
    public var caseVerdicts: [TimeVerdict: Int]

    /// A strategy's summed count against the reference's.
    public struct CountChange: Sendable, Equatable {
        public var strategy: Int
        public var reference: Int

        /// "+8.5%" (relative) or "+3" (absolute, when the reference's count is 0).
        public var text: String {
            guard reference != 0 else { return (strategy >= reference ? "+" : "") + "\(strategy - reference)" }
            let change = (Double(strategy) / Double(reference) - 1) * 100
            return (change >= 0 ? "+" : "") + fixed(change, abs(change) < 10 ? 1 : 0) + "%"
        }
    }

    /// One summary per strategy other than the reference, over the cases of `series` (all when nil).
    public static func all(_ document: ResultsDocument, series: String? = nil) -> [StrategySummary] {
        let reference = document.settings.reference
        let cases = document.cases.filter { series == nil || $0.series == series }
        let referenceByScenario = Dictionary(cases.filter { $0.strategy == reference }.map { ($0.scenario, $0) },
                                             uniquingKeysWith: { first, _ in first })
        return document.strategies.filter { $0 != reference }.compactMap { strategy in
            let pairs = cases.filter { $0.strategy == strategy && $0.ratio != nil }.compactMap { result in
                referenceByScenario[result.scenario].map { (result, $0) }
            }
            guard !pairs.isEmpty else { return nil }
            func change(_ count: (CaseResult) -> Int?) -> CountChange? {
                var sums = (0, 0)
                for (own, base) in pairs {
                    guard let a = count(own), let b = count(base) else { return nil }
                    sums = (sums.0 + a, sums.1 + b)
                }
                return CountChange(strategy: sums.0, reference: sums.1)
            }
            let byCase = pairs.map { $0.0.ratio!.ratiosByLayout() }
            let layouts = byCase.map(\.count).min()!
            let intervals = (0..<layouts).map { layout in
                let rounds = byCase.map { $0[layout].count }.min()!
                let geometricMeans = (0..<rounds).map { round in
                    exp(byCase.map { log($0[layout][round]) }.reduce(0, +) / Double(byCase.count))
                }
                return Statistics.bootstrapMedianInterval(geometricMeans, seed: document.settings.seed)
            }
            var caseVerdicts: [TimeVerdict: Int] = [:]
            for (own, _) in pairs { caseVerdicts[own.ratio!.verdict, default: 0] += 1 }
            return StrategySummary(strategy: strategy, reference: reference, cases: pairs.count,
                                   instructions: change(\.instructionsPerPass), allocations: change(\.allocationsPerPass)!,
                                   retains: change(\.retainsPerPass), releases: change(\.releasesPerPass),
                                   standings: intervals.map { Standing($0, band: TimeVerdict.sameTolerance) }, verdict: TimeVerdict(intervals: intervals)!,
                                   caseVerdicts: caseVerdicts)
        }
    }

    /// `if-not-below vs if-else: +8.5% instructions, +0 allocations, -40% retains, -40% releases;
    /// time slower in 3 of 5 layouts, same in 2: layout-dependent (geometric mean of 20 cases; per
    /// case: 4 faster, 10 same, 6 layout-dependent)`.
    public var line: String {
        var counts = [instructions.map { "\($0.text) instructions" } ?? "instructions not counted",
                      "\(allocations.text) allocations"]
        counts.append(retains.map { "\($0.text) retains" } ?? "retains n/a")
        counts.append(releases.map { "\($0.text) releases" } ?? "releases n/a")
        let tally = Standing.allCases.map { standing in (standing, standings.filter { $0 == standing }.count) }
            .filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        let time = tally.enumerated().map { index, entry in
            index == 0 ? "\(entry.0.rawValue) in \(entry.1) of \(standings.count) layout\(standings.count == 1 ? "" : "s")"
                : "\(entry.0.rawValue) in \(entry.1)"
        }.joined(separator: ", ")
        let perCase = TimeVerdict.allCases.compactMap { verdict in caseVerdicts[verdict].map { "\($0) \(verdict.rawValue)" } }
        return "\(strategy) vs \(reference): \(counts.joined(separator: ", ")); time \(time): \(verdict.rawValue) "
            + "(geometric mean of \(cases) case\(cases == 1 ? "" : "s"); per case: \(perCase.joined(separator: ", ")))"
    }
}
