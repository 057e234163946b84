import Foundation

/// What `pin-bench ab` does, for the CLI and the gate's self-test: runs OLD and NEW once each for their
/// counts (`run`, which also verifies the cases), then times both side by side through two
/// `pin-bench serve` children in `ABSchedule`'s order, both pinned to the same CPU (two CPUs differ:
/// another process on one, or its sibling, would read as a difference between the builds).
package struct ABRun {
    package var oldPath: String
    package var newPath: String
    package var suite = SuiteName.ci
    /// The suites `ab` (and its `serve` children) can take.
    package static let suites: [SuiteName] = [.ci, .standard]
    package var filter: String?
    /// Visits per case.
    package var rounds = 20
    /// Fresh pairs of children over the rounds: a process can be a few per cent faster or slower than
    /// another of the same build for as long as it lives (where its pages landed), which no
    /// interleaving of two processes cancels; several pairs turn that into noise the interval sees.
    package var sessions = 4
    /// Shortest duration of one block of passes.
    package var blockSeconds = 0.004
    package var seed: UInt64 = 1
    package var countsInstructions = false
    /// The self-test's `InjectedWork` percentage for NEW, or nil.
    package var injection: Int?
    package var allowDebug = false
    /// False when only the deterministic tiers are gated: no `serve` children, no visits.
    package var timed = true
    /// Extra rounds at most for the cases still undecided after the planned ones (`design`; 0: none).
    /// They visit only those cases, so they cost a small part of a planned round each.
    package var extraRounds = 40
    /// The gate's settings: their time thresholds decide which cases `design` visits again.
    package var gate = ABRun.defaultGateSettings
    /// How long each side's `run` may take, and each `serve` reply.
    package var timeLimit = ChildTimeLimit()
    /// OLD's and NEW's binaries relinked in other function orders (`ab --code-layouts K`,
    /// `ABCodeLayouts`): each pair is timed as a whole `ab` run of its own, and a time verdict holds
    /// only if every pair gives it. Empty: `oldPath` and `newPath` as they are, one layout.
    package var codeLayouts: [ABPair] = []
    /// The packages to relink into `codeLayouts` first (`ab --code-layouts K`), in a temporary
    /// directory that lives as long as the run; nil when the binaries are given.
    package var codeLayoutBuilds: ABCodeLayouts?

    /// When the visits are looked at, and the level their verdicts are judged at: after the planned
    /// rounds, and after each half of the extra rounds. A case whose verdict is still open at a look
    /// (`isUndecided`) gets the rounds up to the next look, in sessions of a planned session's
    /// length; the others stop. Each look's interval is at
    /// 1 − 5%/K and each p-value is taken K times (K looks), so that looking again is not a second
    /// chance at a false verdict. Without extra rounds: one look, at 95%.
    package var design: SamplingDesign { .planned(rounds: rounds, extraRounds: extraRounds) }

    /// Whether a case's visits so far leave its time verdict open at a look: their interval straddles
    /// ± `threshold`, or lies wholly beyond it while the signed-rank p-value (taken once per look and
    /// once per case, the strictest step of Holm's correction over `cases`) has not reached alpha.
    /// Wholly within ± `threshold` is decided: unchanged.
    package func isUndecided(_ ratios: [Double], threshold: Double, cases: Int) -> Bool {
        let design = design
        guard let interval = design.interval(ratios) else { return true }
        switch Standing(interval, band: threshold) {
        case .unclear: return true
        case .same: return false
        case .faster, .slower: return design.perLookP(SignedRank.test(ratios.map { log($0) })) * Double(cases) >= gate.alpha
        }
    }

    /// Rounds of one extra session: those of a planned one.
    var extraSessionRounds: Int {
        max(1, rounds / max(1, min(sessions, rounds)))
    }

    /// The binaries timed, one pair per code layout; the first pair's are also run for the counts.
    package var pairs: [ABPair] { codeLayouts.isEmpty ? [ABPair(old: oldPath, new: newPath, linkSeed: nil)] : codeLayouts }

    /// The gate's defaults for `ab`: a time threshold of 3%. The pairing leaves about 1% of noise on
    /// this 2-core host while other builds run (results/gate-selftest.md), and the self-test's
    /// "+10% work" reads as +4% to +8% of time; compare's 5% suits two separate runs, not pairs.
    package static var defaultGateSettings: GateSettings {
        var settings = GateSettings()
        settings.timeThreshold = 0.03
        return settings
    }

    package init(oldPath: String, newPath: String) {
        self.oldPath = oldPath
        self.newPath = newPath
    }

    /// Runs the comparison (relinking `codeLayoutBuilds` first, when given); throws with a message when
    /// a side cannot be built or run, or the two disagree.
    package func run(progress: (ProgressStep) -> Void = { _ in }) throws(ABRunError) -> ABComparison {
        guard let codeLayoutBuilds else { return try measure(progress: progress) }
        return try TemporaryDirectory.with("pin-bench-ab-code-layouts", cannotCreate: { ABRunError($0) }) { directory throws(ABRunError) in
            var relinked = self
            do throws(CodeLayoutError) {
                relinked.codeLayouts = try codeLayoutBuilds.pairs(seed: seed, into: directory.path, timeLimit: timeLimit) {
                    progress(ProgressStep($0, done: 0, total: rounds * codeLayoutBuilds.count + 2))
                }
            } catch {
                throw ABRunError(error)
            }
            relinked.codeLayoutBuilds = nil
            return try relinked.measure(progress: progress)
        }
    }

    /// Counts and times `pairs`.
    /// The options that choose the cases, the same for both children.
    private var selection: [String] {
        ["--suite", suite.rawValue] + (filter.map { ["--filter", $0] } ?? [])
    }

    /// The command line of a side's counting run, but its `--out FILE`. A command line, not a plan
    /// file: OLD may be a pin-bench from before any plan format, and every build takes these options
    /// (the CLI's tests parse them with `run`'s option table, so renaming one fails a test, not ab).
    package var countingArguments: [String] {
        let timing = Self.countingSettings
        // `--layouts 1`: one process, in every pin-bench since placements existed (later ones read it
        // as `--placements 1`), since the counts are the same in any placement.
        return ["run"] + selection + ["--layouts", "1", "--rounds", "\(timing.rounds)", "--min-time", "\(timing.minSampleSeconds)",
                                      "--no-save", "--format", "json", "--quiet"]
            + (countsInstructions ? ["--instructions"] : []) + (allowDebug ? ["--allow-debug"] : [])
    }

    /// The command line of a `serve` child pinned to `cpu` (nil: not pinned).
    package func servingArguments(cpu: Int?) -> [String] {
        [ABProtocol.verb] + selection + (cpu.map { ["--cpu", "\($0)"] } ?? [])
    }

    private func measure(progress: (ProgressStep) -> Void) throws(ABRunError) -> ABComparison {
        let counting = countingArguments

        let pairs = pairs
        let total = rounds * pairs.count + 2
        let (old, new) = try TemporaryDirectory.with("pin-bench-ab", cannotCreate: { ABRunError($0) }) { directory throws(ABRunError) in
            let directory = directory.path
            progress(ProgressStep("counting OLD", done: 0, total: total))
            let old = try results(.old, pairs[0].old, counting + ["--out", "\(directory)/old.json"], "\(directory)/old.json")
            progress(ProgressStep("counting NEW", done: 1, total: total))
            let new = try results(.new, pairs[0].new, counting + ["--out", "\(directory)/new.json"], "\(directory)/new.json")
            return (old, new)
        }
        do {
            try ABMismatch.check(old: old.cases.map(\.name), new: new.cases.map(\.name))
        } catch {
            throw ABRunError(error.description)
        }
        // The same names may still mean other scenarios (a NEW that changed the suite): the check every
        // two-file verb makes.
        if let problem = old.pairingProblem("OLD \(pairs[0].old)'s results", with: new, "NEW \(pairs[0].new)'s results") {
            throw ABRunError(problem.description)
        }
        let serving = servingArguments(cpu: CPUAffinity.allowedCPUs.last)
        var timings: [ABTimings] = []
        if timed {
            for (layout, pair) in pairs.enumerated() {
                let prefix = pairs.count == 1 ? "" : "code layout \(layout + 1)/\(pairs.count): "
                timings.append(try time(old.cases.map(\.name), serving, pair) { round in
                    let label = round < rounds ? "round \(round + 1)/\(rounds)" : "extra round \(round + 1 - rounds) (undecided cases only)"
                    progress(ProgressStep(prefix + label, done: layout * rounds + min(round, rounds - 1) + 2, total: total))
                })
            }
        }
        do {
            return try ABComparison(old: old, new: new, timings: timings, linkSeeds: pairs.map(\.linkSeed), design: design)
        } catch {
            throw ABRunError(error.description)
        }
    }

    /// The timing of a side's counting run, whose times nobody reads: short, but three rounds and
    /// samples of 2 ms, so that the reset's median (subtracted from every sample) survives one
    /// preempted reset sample. With two rounds of 0.5 ms, a busy host once made a reset-corrected
    /// sample negative, and the side's results file was refused by its own reader.
    static var countingSettings: MeasurementSettings {
        var settings = MeasurementSettings()
        settings.rounds = 3
        settings.minSampleSeconds = 0.002
        return settings
    }

    /// What one side's counting `run` should take: its suite measured with `countingSettings`, and
    /// counted under callgrind when instructions are.
    private var countingSeconds: Double {
        let pattern = filter.flatMap { try? Regex($0) }
        let plan = suite.suite().plan(filter: pattern)
        return Self.countingSettings.expectedSeconds(plan) + (countsInstructions ? InstructionProbePlan(plan).expectedSeconds : 0)
    }

    private func environment(_ side: ABSchedule.Side) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[InjectedWork.variable] = nil
        if side == .new, let injection { environment[InjectedWork.variable] = "\(injection)" }
        return environment
    }

    /// Runs one side's `run` once; its results file.
    private func results(_ side: ABSchedule.Side, _ executable: String, _ arguments: [String], _ file: String) throws(ABRunError) -> ResultsDocument {
        let role = side == .old ? "OLD" : "NEW"
        let seconds = timeLimit.seconds(expecting: countingSeconds)
        let child: ChildProcess.Outcome
        do {
            child = try ChildProcess.run(executable, arguments, environment: environment(side), keeping: .standardError, timeLimit: seconds)
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

    /// Times `names` in `pair`'s `serve` children, visit by visit, with a fresh pair of children for
    /// each of `sessions` runs of rounds; then, look after look of `design`, the cases still undecided
    /// get the rounds up to the next look, in extra sessions of their own.
    private func time(_ names: [String], _ arguments: [String], _ pair: ABPair, round: (Int) -> Void) throws(ABRunError) -> ABTimings {
        do throws(ABChildError) {
            var timings = ABTimings(names: names, old: Array(repeating: [], count: names.count), new: Array(repeating: [], count: names.count))
            var random = SplitMix64(seed: seed)
            for session in ABSchedule.sessionRounds(rounds: rounds, sessions: sessions) {
                try timeSession(Array(names.indices), session, names, arguments, pair, &timings, &random, round)
            }
            let design = design
            let thresholds = names.map { (gate.thresholds?.settings(gate, for: $0) ?? gate).timeThreshold }
            for (look, next) in zip(design.looks, design.looks.dropFirst()) {
                let ratios = timings.ratios
                let undecided = names.indices.filter { isUndecided(ratios[$0], threshold: thresholds[$0], cases: names.count) }
                guard !undecided.isEmpty else { break }
                for session in ABSchedule.sessions(look..<next, length: extraSessionRounds) {
                    try timeSession(undecided, session, names, arguments, pair, &timings, &random, round)
                }
            }
            return timings
        } catch {
            throw ABRunError(error)
        }
    }

    /// One session: a fresh pair of children, the cases `cases` (indices into `names`) prepared in
    /// both, and their visits over `rounds`, appended to `timings`.
    private func timeSession(_ cases: [Int], _ rounds: Range<Int>, _ names: [String], _ arguments: [String], _ pair: ABPair,
                             _ timings: inout ABTimings, _ random: inout SplitMix64, _ round: (Int) -> Void) throws(ABChildError) {
        let (children, indices, passes) = try start(cases.map { names[$0] }, arguments, pair)
        defer { children.forEach { $0.stop() } }
        var current: Int?
        for visit in ABSchedule.visits(cases: Array(cases.indices), rounds: rounds, random: &random) {
            if current != visit.round {
                current = visit.round
                round(visit.round)
            }
            let position = visit.caseIndex
            var fastest = [Double.infinity, .infinity]
            for side in visit.sides {
                let child = children[side.rawValue]
                guard case .time(_, let cpu) = try child.send(.time(index: indices[position], passes: passes[position])) else {
                    throw ABChildError("\(child.role) answered 'time' with another reply")
                }
                fastest[side.rawValue] = min(fastest[side.rawValue], Double(cpu))
            }
            timings.old[cases[position]].append(fastest[0] / Double(passes[position]))
            timings.new[cases[position]].append(fastest[1] / Double(passes[position]))
        }
    }

    /// Starts both children, checks that they serve the same cases, and prepares every case in both:
    /// the children, each name's index in their suite, and the passes of its blocks (the larger of
    /// the two calibrations).
    private func start(_ names: [String], _ arguments: [String], _ pair: ABPair) throws(ABChildError) -> ([ABChild], [Int], [Int]) {
        let children = [try ABChild(role: "OLD", executable: pair.old, arguments: arguments, environment: environment(.old),
                                    timeout: timeLimit.replySeconds),
                        try ABChild(role: "NEW", executable: pair.new, arguments: arguments, environment: environment(.new),
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
                throw ABChildError("`run` measured \(name) but `\(ABProtocol.verb)` does not offer it")
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

/// OLD's and NEW's binaries of one code layout of `ab`.
package struct ABPair: Sendable, Equatable {
    package var old: String
    package var new: String
    /// The lld `--shuffle-sections` seed both were linked with; nil for the binaries as given (or
    /// sides linked with different seeds, as the self-test's pairs are).
    package var linkSeed: UInt64?

    package init(old: String, new: String, linkSeed: UInt64?) {
        self.old = old
        self.new = new
        self.linkSeed = linkSeed
    }
}

/// Why `pin-bench ab` could not compare: a side failed or the two disagree.
package struct ABRunError: ChildTimeoutReporting, CustomStringConvertible {
    package let description: String
    package let childTimeout: ChildTimeout?
    /// Set when the failure was building or relinking a code layout (the machine's, not the sides').
    package private(set) var codeLayout: CodeLayoutError?

    package init(_ description: String) {
        self.description = description
        childTimeout = nil
    }

    init(_ codeLayout: CodeLayoutError) {
        description = "code layouts: \(codeLayout)"
        childTimeout = nil
        self.codeLayout = codeLayout
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
