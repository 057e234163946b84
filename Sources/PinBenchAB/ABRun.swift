import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What `pin-bench ab` does: one `run` per side for counts, then fresh pairs of `serve` children on one
/// CPU, each pair in its own function order where both relink.
package struct ABRun {
    package var oldPath: String
    package var newPath: String
    package var suite = SuiteName.ci
    /// The suites `ab` (and its `serve` children) can take.
    package static let suites: [SuiteName] = [.ci, .standard]
    package var filter: String?
    /// Fresh pairs of children: a process or order can be off for its whole life.
    package var placements = 24
    /// The most placements a case may get: the cases `placements` leave undecided get `placements` more at
    /// a time up to this (the error rate spent over the looks, `LookSpending`); nil: `defaultLooks` times `placements`.
    package var maxPlacements: Int?
    /// The looks of an `ab` not told `maxPlacements`: three decided the cases two left undecided, in
    /// about as much time (results/gate-selftest.md, sets 12 and 13).
    package static let defaultLooks = 3
    /// Visits per case in each placement.
    package var rounds = 3
    /// Shortest duration of one block of passes.
    package var blockSeconds = 0.004
    package var seed: UInt64 = 1
    package var countsInstructions = false
    /// The self-test's `InjectedWork` percentage for NEW, or nil.
    package var injection: String?
    package var allowDebug = false
    /// False when only the deterministic tiers are gated: no `serve` children, no visits.
    package var timed = true
    /// The gate's settings; their time threshold is ab's 3% unless told otherwise.
    package var gate = ABRun.defaultGateSettings
    /// How long each side's `run` may take, and each `serve` reply.
    package var timeLimit = ChildTimeLimit()
    /// Both packages relinked into one pair per placement; nil: the binaries as given.
    package var builds: (old: FunctionOrderBuild, new: FunctionOrderBuild)?
    /// Each placement's given binaries (the self-test's pairs); empty: made here.
    var givenPairs: [ABPair] = []

    /// `ab`'s gate defaults: 3% time, tighter than compare's (results/gate-selftest.md).
    package static var defaultGateSettings: GateSettings {
        var settings = GateSettings()
        settings.timeThreshold = 0.03
        return settings
    }

    package init(oldPath: String, newPath: String) {
        self.oldPath = oldPath
        self.newPath = newPath
    }

    /// Runs the comparison; throws when a side cannot be built or run, or they disagree.
    package func run(process: ProcessSettings, progress: (ProgressStep) -> Void = { _ in }) throws(ABRunError) -> ABComparison {
        guard let builds else {
            let given = givenPairs
            let pairs = { (range: Range<Int>) throws(ABRunError) -> [ABPair] in
                given.isEmpty ? range.map { _ in ABPair(old: oldPath, new: newPath, linkSeed: nil) } : Array(given[range.clamped(to: given.indices)])
            }
            return try measure(pairs, process.environment, progress: progress)
        }
        return try TemporaryDirectory.with("pin-bench-ab-function-orders", cannotCreate: ABRunError.init(hostProblem:)) { directory throws(ABRunError) in
            let pairs = { (range: Range<Int>) throws(ABRunError) -> [ABPair] in
                let seeds = range.map { FunctionOrderBuild.linkSeed(runSeed: seed, index: $0) }
                do throws(FunctionOrderBuildError) {
                    return try ABFunctionOrders(old: builds.old, new: builds.new, seeds: seeds).pairs(into: directory.path, timeLimit: timeLimit) {
                        progress(ProgressStep($0, done: 0, total: range.count + 2))
                    }
                } catch {
                    throw ABRunError(error)
                }
            }
            return try measure(pairs, process.environment, progress: progress)
        }
    }

    /// The placement counts at which the time tier is judged: `placements`, then `placements` more at a
    /// time up to `maxPlacements`. Planned before any time is taken, so their spending holds.
    package var looks: [Int] {
        let most = max(placements, maxPlacements ?? Self.defaultLooks * placements)
        return Array(stride(from: placements, to: most, by: placements)) + [most]
    }

    /// `invocation` choosing the cases, the same for both children.
    private func selecting(_ invocation: PinBenchInvocation) -> PinBenchInvocation {
        invocation.with(.suite, suite.rawValue).with(.filter, filter)
    }

    /// A side's counting run as a command line: OLD may predate any plan format.
    package var counting: PinBenchInvocation {
        let timing = Self.countingSettings
        // `--layouts 1`: one process, understood by every pin-bench since placements.
        return selecting(PinBenchInvocation(.run)).with(.layouts, 1).with(.rounds, timing.rounds).with(.minTime, timing.minSampleSeconds)
            .with(.noSave).with(.format, "json").with(.quiet).with(.instructions, if: countsInstructions).with(.allowDebug, if: allowDebug)
    }

    /// A `serve` child pinned to `cpu` (nil: not pinned).
    func serving(cpu: Int?) -> PinBenchInvocation {
        selecting(PinBenchInvocation(.serve)).with(.cpu, cpu)
    }

    /// `invocation` as `side` runs it: NEW's with the self-test's injected work.
    private func invocation(_ invocation: PinBenchInvocation, _ side: ABSchedule.Side) -> PinBenchInvocation {
        side == .new ? invocation.injecting(injection) : invocation
    }

    /// Counts both sides and times the placements of `pairs`: every case at the first look, the cases
    /// still undecided at each later one.
    private func measure(_ pairs: (Range<Int>) throws(ABRunError) -> [ABPair], _ environment: [String: String],
                         progress: (ProgressStep) -> Void) throws(ABRunError) -> ABComparison {
        let looks = timed ? looks : [placements]
        var used = try pairs(0..<looks[0])
        let total = looks[0] + 2
        let (old, new) = try TemporaryDirectory.with("pin-bench-ab", cannotCreate: ABRunError.init(hostProblem:)) { directory throws(ABRunError) in
            let counting = TemporaryDirectory.environment(environment, inside: directory)
            progress(ProgressStep("counting OLD", done: 0, total: total))
            let old = try results(.old, used[0].old, counting, "\(directory.path)/old.json")
            progress(ProgressStep("counting NEW", done: 1, total: total))
            let new = try results(.new, used[0].new, counting, "\(directory.path)/new.json")
            return (old, new)
        }
        do {
            try ABMismatch.check(old: old.cases.map(\.name), new: new.cases.map(\.name))
        } catch {
            throw ABRunError(error.description)
        }
        // The same names may mean other scenarios: the check every two-file verb makes.
        if let problem = old.pairingProblem("OLD \(used[0].old)'s results", with: new, "NEW \(used[0].new)'s results") {
            throw ABRunError(problem.description)
        }
        let spending = LookSpending(looks: looks.count)
        var taken: [Int] = []
        // Read when the pairs change, not at every look: as given, it compares the two binaries' bytes.
        var placementOrders = orders(used)
        func comparison(_ timings: [ABTimings]) throws(ABRunError) -> ABComparison {
            do throws(ABMismatch) {
                return try ABComparison(old: old, new: new, timings: timings, linkSeeds: used.map(\.linkSeed), allowance: placementOrders.allowance,
                                        ordersVaried: placementOrders.varied, spending: spending, looks: taken)
            } catch {
                throw ABRunError(error.description)
            }
        }
        guard timed else { return try comparison([]) }
        let serving = serving(cpu: CPUAffinity.allowedCPUs.last)
        var random = SplitMix64(seed: seed)
        var timings: [ABTimings] = []
        var names = old.cases.map(\.name)
        for (look, count) in looks.enumerated() {
            if look > 0 {
                let judged = try comparison(timings)
                names = judged.undecided(judged.gate(gate))
                if names.isEmpty { break }
                used += try pairs(used.count..<count)
                placementOrders = orders(used)
            }
            if used.count > timings.count { taken.append(used.count) }
            for index in timings.count..<used.count {
                let label = look == 0 ? "placement \(index + 1)/\(count)"
                    : "placement \(index + 1)/\(count) for the \(names.count) cases undecided after \(looks[look - 1])"
                progress(ProgressStep(label, done: index + 2, total: count + 2))
                do throws(ABChildError) {
                    timings.append(try timePlacement(names, serving, environment, used[index], &random))
                } catch {
                    throw ABRunError(error)
                }
            }
        }
        return try comparison(timings)
    }

    /// Whether `pairs` ran each placement in its own function order, and their allowance: none with
    /// paired orders or one binary.
    private func orders(_ pairs: [ABPair]) -> (varied: Bool, allowance: Double) {
        let varied = FunctionOrderAllowance.of(linkSeeds: pairs.map(\.linkSeed)) == 0
            || pairs.count > 1 && Set(pairs.map(\.old)).count == pairs.count && Set(pairs.map(\.new)).count == pairs.count
        if varied { return (true, 0) }
        // Each distinct pair of binaries is read once (as given, every placement has the same pair).
        var distinct = Set<[String]>()
        let identical = pairs.filter { distinct.insert([$0.old, $0.new]).inserted }
            .allSatisfy { $0.old == $0.new || FileManager.default.contentsEqual(atPath: $0.old, andPath: $0.new) }
        return (false, identical ? 0 : 2.0.squareRoot() * FunctionOrderAllowance.logStandardDeviation)
    }

    /// The counting run's timing: enough rounds for the reset's median to survive one preemption.
    static var countingSettings: MeasurementSettings {
        var settings = MeasurementSettings()
        settings.rounds = 3
        settings.minSampleSeconds = 0.002
        return settings
    }

    /// What one side's counting run should take.
    private var countingSeconds: Double {
        let pattern = filter.flatMap { try? CasePattern.compile($0) }
        let plan = suite.suite().plan(filter: pattern)
        return Self.countingSettings.expectedSeconds(plan) + (countsInstructions ? InstructionProbePlan(plan).expectedSeconds : 0)
    }

    /// Runs one side's counting `run` once in `environment`, writing `file`; its results.
    private func results(_ side: ABSchedule.Side, _ executable: String, _ environment: [String: String], _ file: String) throws(ABRunError) -> ResultsDocument {
        let role = side == .old ? "OLD" : "NEW"
        let seconds = timeLimit.seconds(expecting: countingSeconds)
        let child: ChildProcess.Outcome
        do {
            child = try ChildProcess.run(executable, invocation(counting.with(.out, file), side).arguments, environment: environment,
                                         keeping: .standardError, timeLimit: seconds)
        } catch {
            throw ABRunError("cannot start \(role) \(executable): \(error.reason)")
        }
        if child.overTimeLimit {
            throw ABRunError(ChildTimeout("\(role) \(executable)", phase: "counting", seconds: seconds, end: child.end))
        }
        guard child.succeeded else {
            let said = child.lastLines(3, separator: " / ")
            throw ABRunError("\(role) \(executable) \(child.end)" + (said.isEmpty ? "" : ": \(said)"))
        }
        guard FileManager.default.fileExists(atPath: file) else {
            throw ABRunError("\(role) \(executable) exited 0 without writing its results file: is it a pin-bench?")
        }
        do {
            return try ResultsDocument.load(file)
        } catch {
            throw ABRunError("\(role) \(executable) wrote results this pin-bench cannot compare: \(error.problem)")
        }
    }

    /// One placement: a fresh pair of children, cases prepared, `rounds` rounds of visits.
    private func timePlacement(_ names: [String], _ serving: PinBenchInvocation, _ environment: [String: String], _ pair: ABPair,
                               _ random: inout SplitMix64) throws(ABChildError) -> ABTimings {
        let (children, indices, passes) = try start(names, serving, environment, pair)
        defer { children.forEach { $0.stop() } }
        var timings = ABTimings(names: names, old: Array(repeating: [], count: names.count), new: Array(repeating: [], count: names.count))
        for visit in ABSchedule.visits(cases: Array(names.indices), rounds: 0..<rounds, random: &random) {
            let position = visit.caseIndex
            var fastest = [Double.infinity, .infinity]
            for side in visit.sides {
                let child = children[side.rawValue]
                guard case .time(_, let cpu) = try child.send(.time(index: indices[position], passes: passes[position])) else {
                    throw ABChildError("\(child.role) answered 'time' with another reply")
                }
                fastest[side.rawValue] = min(fastest[side.rawValue], Double(cpu))
            }
            timings.old[position].append(fastest[0] / Double(passes[position]))
            timings.new[position].append(fastest[1] / Double(passes[position]))
        }
        return timings
    }

    /// Starts both children, checks their cases, prepares every case (the larger calibration).
    private func start(_ names: [String], _ serving: PinBenchInvocation, _ environment: [String: String],
                       _ pair: ABPair) throws(ABChildError) -> ([ABChild], [Int], [Int]) {
        let children = [try ABChild(role: "OLD", executable: pair.old, arguments: invocation(serving, .old).arguments, environment: environment,
                                    timeout: timeLimit.replySeconds),
                        try ABChild(role: "NEW", executable: pair.new, arguments: invocation(serving, .new).arguments, environment: environment,
                                    timeout: timeLimit.replySeconds)]
        do {
            try ABMismatch.check(old: children[0].hello.cases, new: children[1].hello.cases)
        } catch {
            children.forEach { $0.stop() }
            throw ABChildError(error.description)
        }
        var indices: [Int] = []
        var passes: [Int] = []
        for name in names {
            guard let index = children[0].hello.cases.firstIndex(of: name) else {
                children.forEach { $0.stop() }
                throw ABChildError("`run` measured \(name) but `\(PinBenchInvocation.Verb.serve.name)` does not offer it")
            }
            var most = 1
            for child in children {
                guard case .prepared(let count) = try child.send(.prepare(index: index, seconds: blockSeconds)) else {
                    throw ABChildError("\(child.role) answered 'prepare' with another reply")
                }
                most = max(most, count)
            }
            indices.append(index)
            passes.append(most)
        }
        return (children, indices, passes)
    }
}

/// OLD's and NEW's binaries of one function order of `ab`.
struct ABPair: Sendable, Equatable {
    var old: String
    var new: String
    /// The lld seed both were linked with; nil for given binaries or differing seeds.
    var linkSeed: UInt64?

    init(old: String, new: String, linkSeed: UInt64?) {
        self.old = old
        self.new = new
        self.linkSeed = linkSeed
    }
}

/// Why `pin-bench ab` could not compare: a side failed or the two disagree.
package struct ABRunError: ChildTimeoutReporting, CustomStringConvertible {
    package let description: String
    package let childTimeout: ChildTimeout?
    /// Set when the failure was building or relinking a function order (the machine's, not the sides').
    private(set) var functionOrderBuild: FunctionOrderBuildError?
    /// Set when this host could not give what `ab` needs (a temporary directory), not a side.
    private var hostProblem = false
    /// The failure is this host's (a relinked build, a temporary directory), not a side's.
    package var isHostProblem: Bool { hostProblem || functionOrderBuild != nil }

    init(_ description: String) {
        self.description = description
        childTimeout = nil
    }

    init(hostProblem description: String) {
        self.init(description)
        hostProblem = true
    }

    init(_ functionOrderBuild: FunctionOrderBuildError) {
        description = "function orders: \(functionOrderBuild)"
        childTimeout = nil
        self.functionOrderBuild = functionOrderBuild
    }

    init(_ timeout: ChildTimeout) {
        description = timeout.description
        childTimeout = timeout
    }

    init(_ child: ABChildError) {
        description = child.description
        childTimeout = child.childTimeout
    }
}
