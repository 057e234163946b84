import Foundation
import PinBenchKit
import PinBenchSystem

/// Results of one suite from several hosts or runs, hosts told apart as the gate does; a verdict holds
/// across hosts when all agree.
package struct HostPool: Codable, Sendable {
    /// Every run, in the order of the files (a merged file's runs in its order).
    package var runs: [PooledRun]
    /// Per case with a ratio to the reference, in the first run's case order.
    package var verdicts: [CrossHostVerdict]
    /// Per case and counter whose value is not the same in every run that has it.
    package var countDifferences: [CountDifference]
    /// "b.json: commit 1a2b vs 3c4d", for each run whose build differs from the first run's.
    package var buildDifferences: [String]

    /// Pools the files (already checked with `poolingProblem`); a merged file contributes its runs.
    package init(_ inputs: [(file: String, document: ResultsDocument)]) {
        var runs = Self.runs(of: inputs).map { PooledRun(file: $0.file, host: 0, document: $0.document) }
        var hostEnvironments: [EnvironmentInfo] = []
        for index in runs.indices {
            let environment = runs[index].document.environment
            if let known = hostEnvironments.firstIndex(where: { HostComparison($0, environment).sameHost }) {
                runs[index].host = known + 1
            } else {
                hostEnvironments.append(environment)
                runs[index].host = hostEnvironments.count
            }
        }
        self.runs = runs
        verdicts = Self.verdicts(runs)
        countDifferences = Self.countDifferences(runs)
        buildDifferences = runs.dropFirst().flatMap { run in
            EnvironmentInfo.buildDifferences(runs[0].document.environment, run.document.environment).map { "\(run.file): \($0)" }
        }
    }

    /// How many hosts the runs came from.
    package var hostCount: Int { runs.map(\.host).max() ?? 0 }

    /// The runs of host `number` (1-based).
    package func runs(ofHost number: Int) -> [PooledRun] { runs.filter { $0.host == number } }

    /// Per host whose runs shared a function order: placements averaged into how many values.
    package var sharedOrderLines: [String] {
        (1...max(hostCount, 1)).compactMap { host in
            guard let ratio = verdicts.lazy.compactMap({ $0.hosts.first { $0.host == host } }).first, ratio.averagedSharedOrders else { return nil }
            return "host \(host): its runs share link seeds: \(ratio.placements ?? 0) placements in \(ratio.estimate.placements) function "
                + "orders; placements of one order are averaged before the interval (\(ratio.estimate.placements - 1) degrees of freedom)"
        }
    }

    /// "host 2: AMD EPYC 7B13, 2450 MHz, Linux 6.5.0 (b.json, c.json: 2 runs)".
    package func hostLine(_ number: Int) -> String {
        let files = runs(ofHost: number).map(\.file)
        let environment = runs(ofHost: number)[0].document.environment
        return "host \(number): \(environment.hostLabel) (\(files.joined(separator: ", "))\(files.count > 1 ? ": \(files.count) runs" : ""))"
    }

    /// The verdict entry of the case named `name`; nil when it has no ratio.
    package func verdict(of name: String) -> CrossHostVerdict? {
        verdicts.first { $0.caseName == name }
    }

    /// Why `inputs` cannot be pooled (other cases, names or reference); nil when they can.
    package static func poolingProblem(_ inputs: [(file: String, document: ResultsDocument)]) -> InputFileError? {
        let inputs = runs(of: inputs)
        guard let (firstFile, first) = inputs.first else { return nil }
        let firstNames = Set(first.cases.map(\.name))
        for (index, (file, document)) in inputs.enumerated() {
            // The same run given twice (the same file, a link or a copy) would count its evidence twice.
            if let earlier = inputs[..<index].first(where: { $0.document.isSameRun(as: document) }) {
                return InputFileError(file, "is the same run as \(earlier.file) (same host, date and samples): pooling it twice would count "
                    + "one run's evidence twice; give each run once")
            }
        }
        for (file, document) in inputs.dropFirst() {
            if let problem = first.pairingProblem(firstFile, with: document, file) { return problem }
            let names = Set(document.cases.map(\.name))
            if names != firstNames {
                let extra = names.subtracting(firstNames).sorted()
                let missing = firstNames.subtracting(names).sorted()
                let parts = [extra.isEmpty ? nil : "has \(extra.count) case(s) \(firstFile) lacks (e.g. \(extra[0]))",
                             missing.isEmpty ? nil : "lacks \(missing.count) of the case(s) of \(firstFile) (e.g. \(missing[0]))"]
                return InputFileError(file, parts.compactMap { $0 }.joined(separator: " and ") + ": pooling needs the same cases in every file")
            }
            if document.settings.reference != first.settings.reference {
                return InputFileError(file, "has its ratios against \(document.settings.reference), but \(firstFile) against "
                    + "\(first.settings.reference): their verdicts answer different questions")
            }
        }
        return nil
    }

    /// The single runs of `inputs`: a merged file's runs, any other file itself.
    private static func runs(of inputs: [(file: String, document: ResultsDocument)]) -> [(file: String, document: ResultsDocument)] {
        inputs.flatMap { $0.document.runs(file: $0.file) }
    }

    /// Per case of the first run with a ratio, its verdict on each host and across them.
    static func verdicts(_ runs: [PooledRun]) -> [CrossHostVerdict] {
        let hostCount = runs.map(\.host).max() ?? 0
        let byName = runs.map { run in Dictionary(run.document.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        return runs[0].document.cases.compactMap { first in
            guard let reference = first.ratio?.reference else { return nil }
            let hosts = (1...hostCount).compactMap { host -> HostRatio? in
                let ratios = runs.indices.filter { runs[$0].host == host }.compactMap { index in
                    byName[index][first.name]?.ratio.map { ($0, runs[index].document.functionOrderAllowance ?? 0, runs[index].document.linkSeeds) }
                }
                return HostRatio(host: host, ratios: ratios)
            }
            guard hosts.count == hostCount else { return nil }
            return CrossHostVerdict(caseName: first.name, strategy: first.strategy, reference: reference, hosts: hosts)
        }
    }

    private static func countDifferences(_ runs: [PooledRun]) -> [CountDifference] {
        let byName = runs.map { run in Dictionary(run.document.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        return runs[0].document.cases.flatMap { first in
            // The gated counters are the deterministic ones: the same build gives the same values.
            Counter.all.filter { $0.tier != nil }.compactMap { counter -> CountDifference? in
                let values = byName.map { $0[first.name]?.counts[counter.id] }
                guard Set(values.compactMap { $0 }).count > 1 else { return nil }
                return CountDifference(caseName: first.name, counter: counter.id, values: values)
            }
        }
    }
}

/// One pooled file: its name, its host (1-based) and its document.
package struct PooledRun: Codable, Sendable {
    package var file: String
    package var host: Int
    package var document: ResultsDocument
}

/// One case's ratio on one host, placements of one function order averaged first.
package struct HostRatio: Codable, Sendable, Equatable {
    package var host: Int
    /// `TimeVerdict` of `estimate`.
    package var verdict: TimeVerdict
    /// The mean over the host's placements, with its runs' largest allowance.
    package var estimate: PlacementEstimate
    package var runs: Int
    /// Every placement before averaging; nil in older files.
    package var placements: Int?

    /// The ratios of the host's runs with their allowances and link seeds; nil without any.
    init?(host: Int, ratios: [(ratio: RatioSummary, allowance: Double, linkSeeds: [UInt64?])]) {
        guard !ratios.isEmpty else { return nil }
        self.host = host
        var bySeed: [UInt64: [Double]] = [:]
        var seedOrder: [UInt64] = []
        var values: [Double] = []
        for (ratio, _, seeds) in ratios {
            let medians = ratio.placementRatios.map(\.median)
            for (index, median) in medians.enumerated() {
                guard seeds.count == medians.count, let seed = seeds[index] else {
                    values.append(median)
                    continue
                }
                if bySeed[seed] == nil { seedOrder.append(seed) }
                bySeed[seed, default: []].append(median)
            }
        }
        values += seedOrder.map { seed in exp(Statistics.mean(bySeed[seed]!.map { log($0) })) }
        estimate = PlacementEstimate(values, allowance: ratios.map(\.allowance).max() ?? 0)
        verdict = TimeVerdict(estimate.interval)
        runs = ratios.count
        placements = ratios.reduce(0) { $0 + $1.ratio.placementRatios.count }
    }

    /// True when some placements shared a link seed and were averaged into one value.
    var averagedSharedOrders: Bool { (placements ?? estimate.placements) > estimate.placements }
}

/// Whether a ratio's verdict is the same on every host.
package enum CrossHostAgreement: String, Codable, Sendable {
    /// Every host decided (faster, slower or same), and all alike.
    case holds
    /// Two hosts decided differently.
    case hostDependent = "host-dependent"
    /// No two hosts decided differently, but some host did not decide (unclear, not enough data).
    case undecidedOnSome = "undecided on some host"
}

/// One case's ratio to the reference on each host, and whether the verdict holds across them.
package struct CrossHostVerdict: Codable, Sendable, Equatable {
    package var caseName: String
    package var strategy: StrategyName
    package var reference: StrategyName
    /// One per host, in host order.
    package var hosts: [HostRatio]
    package var agreement: CrossHostAgreement

    init(caseName: String, strategy: StrategyName, reference: StrategyName, hosts: [HostRatio]) {
        self.caseName = caseName
        self.strategy = strategy
        self.reference = reference
        self.hosts = hosts
        let decided = Set(hosts.map(\.verdict).filter(\.isDecided))
        agreement = decided.count > 1 ? .hostDependent : decided.count == 1 && hosts.allSatisfy(\.verdict.isDecided) ? .holds : .undecidedOnSome
    }

    /// "slower: holds on 2 of 2 hosts", "… host-dependent", "… undecided on some host".
    package var summary: String {
        let total = hosts.count
        if agreement == .holds { return "\(hosts[0].verdict.rawValue): holds on \(total) of \(total) host\(total == 1 ? "" : "s")" }
        let counts = TimeVerdict.allCases.compactMap { verdict -> (TimeVerdict, Int)? in
            let count = hosts.filter { $0.verdict == verdict }.count
            return count == 0 ? nil : (verdict, count)
        }
        let parts = counts.enumerated().map { index, entry in
            "\(entry.0.rawValue) on \(entry.1)" + (index == 0 ? " of \(total) host\(total == 1 ? "" : "s")" : "")
        }
        return parts.joined(separator: ", ") + (total > 1 ? ": \(agreement.rawValue)" : "")
    }
}

/// A deterministic count of one case that is not the same in every run (builds differ).
package struct CountDifference: Codable, Sendable, Equatable {
    package var caseName: String
    /// A deterministic counter (one with a gate tier).
    package var counter: CounterID
    /// One per run, in run order; nil where the run did not count it.
    package var values: [Int?]

    /// "BM_Chain/…: instructions 1000 in a.json, 1100 in b.json" (`files` in run order).
    package func line(files: [String]) -> String {
        let values = zip(values, files).compactMap { value, file in value.map { "\($0) in \(file)" } }
        return "\(caseName): \(counter) \(values.joined(separator: ", "))"
    }
}

extension ResultsDocument {
    /// The pool as one document: the first run's, with `hosts` holding every run.
    package static func pooled(_ pool: HostPool) -> ResultsDocument {
        var document = pool.runs[0].document
        document.hosts = pool
        return document
    }

    /// The runs of a document: a merged file's, or the document itself as one run from `file`.
    package func runs(file: String) -> [(file: String, document: ResultsDocument)] {
        hosts?.runs.map { ($0.file, $0.document) } ?? [(file, self)]
    }

    /// Whether `other` is the same measurement: same environment and samples.
    func isSameRun(as other: ResultsDocument) -> Bool {
        environment == other.environment && cases.map(\.name) == other.cases.map(\.name) && cases.map(\.samples) == other.cases.map(\.samples)
    }
}
