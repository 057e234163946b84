import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// `gate-selftest`'s measurement of `ab`: A/A and injected A/A′ trials under each load.
package struct ABSelfTest {
    package var executable: String
    /// Trials of each ci-suite row, and of the whole-suite A/A row (0 leaves a row out).
    package var trials = 20
    package var suiteTrials = 20
    /// The sizes of the A/A′ rows, in `InjectedWork.percents`.
    package var injections = [10]
    /// The conditions every row runs under, in order.
    package var loads: [Load] = [.asIs]
    package var placements = ABRun(oldPath: "", newPath: "").placements
    /// The most placements a case may get (`ABRun.maxPlacements`; nil: `ABRun.defaultLooks` times `placements`).
    package var maxPlacements: Int?
    package var rounds = ABRun(oldPath: "", newPath: "").rounds
    package var blockSeconds = ABRun(oldPath: "", newPath: "").blockSeconds
    package var gate = ABRun.defaultGateSettings
    /// How long each trial's children may take (`ABRun.timeLimit`).
    package var timeLimit = ChildTimeLimit()
    /// Both sides one source in different function orders: every A/A flag only moved code.
    package var functionOrders = false

    package init(executable: String) {
        self.executable = executable
    }

    /// What runs beside a trial.
    package enum Load: String, Codable, Sendable, CaseIterable {
        /// Whatever else the host runs.
        case asIs = "as-is"
        /// Plus a busy CPU-bound neighbour (`yes`), as on a shared CI runner.
        case neighbour

        /// The neighbour's command.
        static let neighbourCommand = ["/usr/bin/env", "yes"]
    }

    /// A case an `ab` run flagged, and the change it saw (NEW ÷ OLD − 1).
    package struct FlaggedCase: Codable, Sendable, Equatable {
        package var name: String
        package var change: Double

        init(name: String, change: Double) {
            self.name = name
            self.change = change
        }
    }

    /// What one `ab` run gave.
    package struct Trial: Codable, Sendable, Equatable {
        /// Cases flagged either way (regression or improvement), by name, with the change each showed.
        package var flagged: [FlaggedCase]
        /// If-else regressions flagged among cases at the stated size.
        var caughtCases: Int
        /// Cases the trial could not decide (`Change.inconclusive`), by name.
        package var inconclusive: [String]
        /// Cases timed in more placements than the first look's (undecided there); nil in older files.
        package var extendedCases: Int?
        /// |NEW ÷ OLD − 1| of the cases the row judges.
        package var changes: [Double]
        package var drift: ABComparison.Drift
        package var seconds: Double

        init(flagged: [FlaggedCase] = [], caughtCases: Int, inconclusive: [String] = [],
                    changes: [Double], drift: ABComparison.Drift, seconds: Double) {
            self.flagged = flagged
            self.caughtCases = caughtCases
            self.inconclusive = inconclusive
            self.changes = changes
            self.drift = drift
            self.seconds = seconds
        }

        /// The trial of `report` on `comparison`, with `injection`% (nil: A/A).
        init(_ report: GateReport, _ comparison: ABComparison, injection: Int?, seconds: Double) {
            let times = report.comparisons.compactMap { comparison in comparison.time.map { (comparison.name, $0) } }
            let depths = Dictionary(comparison.old.cases.map { ($0.name, $0.depth) }, uniquingKeysWith: { first, _ in first })
            let ifElse = "/\(IfElseStrategy.name)/"
            /// An if-else case whose injected work is the stated size.
            func injected(_ name: String) -> Bool {
                guard let injection else { return false }
                return name.contains(ifElse) && InjectedWork.isAtStatedSize(percent: injection, views: depths[name] ?? 0)
            }
            let flagged = times.filter { $0.1.change == .regression || $0.1.change == .improvement }
            self.init(flagged: flagged.map { FlaggedCase(name: $0.0, change: $0.1.relativeChange) },
                      caughtCases: times.filter { injected($0.0) && $0.1.change == .regression }.count,
                      inconclusive: times.filter { $0.1.change == .inconclusive }.map(\.0),
                      changes: comparison.pairedRatios.filter { injection == nil || injected($0.name) }.map { abs($0.median - 1) },
                      drift: comparison.drift, seconds: seconds)
            extendedCases = comparison.extended.count
        }

        /// How many cases were flagged either way.
        var flaggedCases: Int { flagged.count }
        /// How many cases were inconclusive.
        var inconclusiveCases: Int { inconclusive.count }
    }

    /// One row of the table: a condition and what its trials gave.
    package struct Row: Codable, Sendable, Equatable {
        package var suite: SuiteName
        /// Extra work in percent (0: A/A).
        var injectedPercent: Int
        package var trials: Int
        /// Trials that flagged: any case for A/A, an if-else regression at stated size for A/A′.
        package var flagged: Int
        /// Trials with at least one inconclusive case (the host too noisy to decide it).
        package var inconclusive: Int
        var medianChange: Double
        var largestChange: Double
        /// Median and largest over the trials of the host's drift and of what the pairing left.
        var medianHostDrift: Double
        var largestHostDrift: Double
        var medianPairedDrift: Double
        var largestPairedDrift: Double
        var medianSeconds: Double
        var largestSeconds: Double
        /// Every case a trial of the row flagged, trial after trial (for A/A rows, the false alarms).
        var flaggedCases: [FlaggedCase]
        /// Every case some trial of the row could not decide, with the number of trials it was inconclusive in.
        var inconclusiveCases: [String: Int]
        /// The median over the trials of the cases each left inconclusive; nil in older files.
        var medianInconclusiveCases: Double?
        /// The median over the trials of the cases each timed in more placements; nil in older files.
        var medianExtendedCases: Double?
        /// Whether the sides ran other orders of one source; nil in older files.
        package var functionOrders: Bool?
        /// What ran beside the trials (nil in files before the neighbour condition: as is).
        package var load: Load?

        package init(suite: SuiteName, injectedPercent: Int, trials: [Trial], functionOrders: Bool = false, load: Load = .asIs) {
            self.functionOrders = functionOrders
            self.load = load
            self.suite = suite
            self.injectedPercent = injectedPercent
            self.trials = trials.count
            flagged = trials.filter { injectedPercent == 0 ? $0.flaggedCases > 0 : $0.caughtCases > 0 }.count
            inconclusive = trials.filter { $0.inconclusiveCases > 0 }.count
            let changes = trials.flatMap(\.changes)
            medianChange = changes.isEmpty ? 0 : Statistics.median(changes)
            largestChange = changes.max() ?? 0
            func spread(_ values: [Double]) -> (Double, Double) { values.isEmpty ? (0, 0) : (Statistics.median(values), values.max()!) }
            (medianHostDrift, largestHostDrift) = spread(trials.map(\.drift.host))
            (medianPairedDrift, largestPairedDrift) = spread(trials.map(\.drift.paired))
            (medianSeconds, largestSeconds) = spread(trials.map(\.seconds))
            flaggedCases = trials.flatMap(\.flagged)
            inconclusiveCases = trials.flatMap(\.inconclusive).reduce(into: [:]) { $0[$1, default: 0] += 1 }
            medianInconclusiveCases = trials.isEmpty ? nil : Statistics.median(trials.map { Double($0.inconclusiveCases) })
            let extended = trials.compactMap(\.extendedCases)
            medianExtendedCases = extended.isEmpty ? nil : Statistics.median(extended.map(Double.init))
        }
    }

    /// The rows with a trial; relinks first with `functionOrders`.
    package func run(process: ProcessSettings, progress: (ProgressStep) -> Void = { _ in }) throws(ABRunError) -> [Row] {
        guard functionOrders else { return try run(binaries: [executable], process: process, progress: progress) }
        return try TemporaryDirectory.with("pin-bench-selftest-function-orders", cannotCreate: ABRunError.init(hostProblem:)) { directory throws(ABRunError) in
            let binaries: [String]
            do throws(FunctionOrderBuildError) {
                let build = try FunctionOrderBuild.locate(executable: executable, environment: process.environment).get()
                let seeds = (0..<(2 * mostPlacements)).map { FunctionOrderBuild.linkSeed(runSeed: 1, index: $0) }
                binaries = try build.executables(seeds: seeds, into: directory.path, timeLimit: timeLimit) {
                    progress(ProgressStep($0, done: 0, total: 1))
                }
            } catch {
                throw ABRunError(error)
            }
            return try run(binaries: binaries, process: process, progress: progress)
        }
    }

    /// A trial's `ab` with this self-test's timing; OLD and NEW this executable.
    private var ab: ABRun {
        var ab = ABRun(oldPath: executable, newPath: executable)
        ab.placements = placements
        ab.maxPlacements = maxPlacements
        ab.rounds = rounds
        ab.blockSeconds = blockSeconds
        ab.gate = gate
        ab.timeLimit = timeLimit
        return ab
    }

    /// The placement counts at which a trial judges (`ABRun.looks`).
    var looks: [Int] { ab.looks }

    /// The most placements a trial's case may get: its last look.
    var mostPlacements: Int { looks.last! }

    /// One row: suite, injection (nil: A/A), trials and load.
    struct Condition: Equatable {
        var suite: SuiteName
        var injection: Int?
        var trials: Int
        var load: Load
    }

    /// The rows in order: for each load, ci A/A, ci +P% for each of `injections`, default-suite A/A.
    var conditions: [Condition] {
        loads.flatMap { load -> [Condition] in
            [Condition(suite: .ci, injection: nil, trials: trials, load: load)]
                + injections.map { Condition(suite: .ci, injection: $0, trials: trials, load: load) }
                + [Condition(suite: .standard, injection: nil, trials: suiteTrials, load: load)]
        }
    }

    /// The rows over `binaries`, OLD and NEW in different ones when relinked.
    private func run(binaries: [String], process: ProcessSettings, progress: (ProgressStep) -> Void) throws(ABRunError) -> [Row] {
        let plan = conditions
        let total = plan.reduce(0) { $0 + $1.trials }
        var done = 0
        var results: [Row] = []
        for condition in plan where condition.trials > 0 {
            var trials: [Trial] = []
            for trial in 0..<condition.trials {
                let label = "ab \(condition.suite.rawValue) " + (condition.injection.map { "+\($0)%" } ?? "A/A")
                    + (functionOrders ? ", other function orders" : "") + (condition.load == .neighbour ? ", beside a neighbour" : "")
                progress(ProgressStep("\(label) trial \(trial + 1)/\(condition.trials)", done: done, total: total))
                var ab = self.ab
                if functionOrders {
                    // OLD and NEW in different orders in every placement, no two placements of a trial alike.
                    let (count, most) = (binaries.count, mostPlacements)
                    ab.givenPairs = (0..<most).map {
                        ABPair(old: binaries[(trial + $0) % count], new: binaries[(trial + most + $0) % count], linkSeed: nil)
                    }
                }
                ab.suite = condition.suite
                ab.seed = UInt64(trial + 1)
                ab.injection = condition.injection.map(String.init)
                let neighbour = condition.load == .neighbour ? try startNeighbour(process) : nil
                defer { _ = neighbour?.stop() }
                let start = ContinuousClock.now
                let comparison = try ab.run(process: process)
                var settings = gate
                settings.tiers = [.time]
                let report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
                trials.append(Trial(report, comparison, injection: condition.injection, seconds: (ContinuousClock.now - start).seconds))
                done += 1
            }
            results.append(Row(suite: condition.suite, injectedPercent: condition.injection ?? 0, trials: trials,
                               functionOrders: functionOrders, load: condition.load))
        }
        return results
    }

    /// Starts the busy neighbour; its caller or `ProcessCleanup` stops its group.
    private func startNeighbour(_ process: ProcessSettings) throws(ABRunError) -> ChildProcess {
        do {
            return try ChildProcess(Load.neighbourCommand[0], Array(Load.neighbourCommand.dropFirst()), environment: process.environment,
                                    output: .discarded)
        } catch {
            throw ABRunError("cannot start the neighbour (\(Load.neighbourCommand.joined(separator: " "))): \(error.reason)")
        }
    }
}
