import CBenchSupport
import Foundation
import PinBenchKit
import PinBenchSystem
import PinEngine
import Synchronization

/// Instructions per pass, with the simulated caches' and branch predictors' counts, measured by running
/// pin-bench under callgrind: client requests zero and dump the counts around each case. Repeatable for
/// the same binary and inputs (ASLR off, deterministic hashing, fixed environment and path lengths), so
/// they can be gated tightly.
package struct InstructionCounts: Sendable, Equatable {
    /// The counters of each counted region.
    var regions: [CountedRegion: Counts]

    package init(regions: [CountedRegion: Counts]) {
        self.regions = regions
    }

    /// The frame reset's instructions on `scenario`.
    func resetInstructions(of scenario: ScenarioKey) -> Int? {
        regions[.reset(scenario)]?[InstructionCounter.counter.id]
    }

    /// The case's counters less its reset's (at least 0); nil when not counted.
    package func counts(of name: String, scenario: ScenarioKey) -> Counts {
        guard let total = regions[.pass(name)] else { return [:] }
        let reset = regions[.reset(scenario)] ?? [:]
        return total.reduce(into: Counts()) { counts, entry in
            counts[entry.key] = max(0, entry.value - (reset[entry.key] ?? 0))
        }
    }
}

/// A region the callgrind child counts, dumped under its `label`.
package enum CountedRegion: Hashable, Sendable {
    /// One pass of a case, its frame reset included, by the case's name.
    case pass(String)
    /// A scenario's frame reset alone.
    case reset(ScenarioKey)

    private static let resetPrefix = "reset|"

    /// The region a dump's label names.
    init(label: String) {
        self = label.hasPrefix(Self.resetPrefix) ? .reset(ScenarioKey(spec: String(label.dropFirst(Self.resetPrefix.count)))) : .pass(label)
    }

    /// The case's name, or `reset|<scenario spec>`.
    package var label: String {
        switch self {
        case .pass(let name): name
        case .reset(let scenario): Self.resetPrefix + scenario.spec
        }
    }
}

/// The child's plan, by spec and name, so that it survives a file.
package struct InstructionProbePlan: Codable, Sendable {
    package var scenarios: [String]

    /// The strategy names of each scenario.
    package var cases: [[String]]

    /// Per planned scenario, its spec and the strategies measured on it.
    package init(_ plan: [PlannedScenario]) {
        scenarios = plan.map(\.scenario.description)
        cases = plan.map { $0.strategies.map { $0.name } }
    }

    /// Runs the plan under callgrind; exits between scenarios when the parent is gone (no thread).
    package func runUnderCallgrind() throws {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        let parent = getppid()
        for (spec, names) in zip(scenarios, cases) {
            ParentWatch.endIfGone(parent)
            let scenario = try Scenario(spec: spec)
            let strategies = try StrategyRegistry.named(names)
            let fixture = ChainFixture(scenario)
            fixture.applyGlobals()
            countWarm(CountedRegion.reset(ScenarioKey(scenario)).label) { fixture.reset() }
            for strategy in strategies {
                let label = BenchmarkCase.name(strategy: strategy.name, scenario: scenario)
                if let screens = fixture.screens, let instance = strategy.init() as? any ScreenStrategy {
                    countScreenPass(instance, screens, fixture, label)
                } else {
                    countPass(strategy.init(), fixture, label)
                }
            }
        }
    }

    /// One warm-up pass, then one counted pass (the frame reset included; `reset|…` is subtracted).
    private func countPass<S: ChainStrategy>(_ strategy: S, _ fixture: ChainFixture, _ label: String) {
        let chain = fixture.chain
        countWarmPass(fixture, label) { strategy.layout(chain) }
    }

    private func countScreenPass<S: ScreenStrategy>(_ strategy: S, _ screens: AppScreens, _ fixture: ChainFixture, _ label: String) {
        countWarmPass(fixture, label) { strategy.layout(screens) }
    }

    private func countWarmPass(_ fixture: ChainFixture, _ label: String, _ layOut: () -> Void) {
        countWarm(label) {
            fixture.reset()
            layOut()
        }
    }

    /// `body` once to warm the simulated caches, then once counted under `label`.
    private func countWarm(_ label: String, _ body: () -> Void) {
        pin_callgrind_start()
        body()
        pin_callgrind_zero()
        body()
        pin_callgrind_stop()
        pin_callgrind_dump(label)
    }
}

package enum InstructionCounter {
    /// Instructions per pass: counted by a child under callgrind, not by a `PassProbe`.
    package static let counter = Counter(
        id: "instructions", noun: "instructions", short: "instr", fieldName: "instructions_per_pass", tier: .instructions,
        minimum: 1, summarized: true, measuredBy: "instructions executed, valgrind's callgrind (with --instructions)")

    /// Every counter the callgrind child fills: instructions, then the simulated CPU's.
    package static let counters = [counter] + SimulatedCPU.counters

    /// The working directory's path length, fixed so that path-dependent allocations are too.
    static let workingDirectoryLength = 200

    /// Why instructions cannot be counted by a process with `process`'s settings, or nil when they can.
    package static func unavailableReason(_ process: ProcessSettings) -> String? {
        if pin_callgrind_available() == 0 {
            return "this pin-bench was built without valgrind's callgrind.h (install the valgrind package and rebuild)"
        }
        if process.onPath("valgrind") == nil {
            return "valgrind is not installed (apt-get install valgrind)"
        }
        if process.pinBench == nil {
            return "cannot find the pin-bench executable to re-run under valgrind (build it with `swift build -c release`)"
        }
        return nil
    }

    /// Runs `instructions-probe` under callgrind with the plan and collects the dumps; `simulatingCPU`
    /// adds the simulated cache and branch counts (`SimulatedCPU`).
    package static func count(_ plan: InstructionProbePlan, process: ProcessSettings, timeLimit: ChildTimeLimit = ChildTimeLimit(),
                             simulatingCPU: Bool = true) throws(InstructionCountError) -> InstructionCounts {
        if let reason = unavailableReason(process) { throw InstructionCountError(reason) }
        let pinBench = process.pinBench!
        return try TemporaryDirectory.with("pin-bench-callgrind", cannotCreate: { InstructionCountError($0) }) { directory throws(InstructionCountError) in
            let work = try paddedDirectory(in: directory)
            let planFile = work.appendingPathComponent("plan.json")
            let output = work.appendingPathComponent("callgrind.out").path
            do {
                try JSONEncoder().encode(plan).write(to: planFile)
            } catch {
                throw InstructionCountError("cannot write \(planFile.path): \(error.localizedDescription)")
            }
            let probe = PinBenchInvocation(.instructionsProbe, planFile.path).injecting(process.injection)
            let valgrind = [process.onPath("valgrind")!, "--tool=callgrind", "--instr-atstart=no"] + SimulatedCPU.valgrindOptions(simulating: simulatingCPU)
                + ["--callgrind-out-file=\(output)", try copy(of: pinBench, in: work, process)] + probe.arguments
            // Fixed environment, no ASLR, no hash seed: identical runs, identical counts.
            let arguments = ["-i", "SWIFT_DETERMINISTIC_HASHING=1"]
                + (process.onPath("setarch").map { [$0, machine, "-R"] + valgrind } ?? valgrind)
            let seconds = timeLimit.seconds(expecting: plan.expectedSeconds)
            let child: ChildProcess.Outcome
            do {
                child = try ChildProcess.run("/usr/bin/env", arguments, environment: process.environment, keeping: .standardError, timeLimit: seconds)
            } catch {
                throw InstructionCountError("cannot start valgrind: \(error)")
            }
            if child.overTimeLimit {
                throw InstructionCountError(ChildTimeout("the callgrind run", phase: "instructions", seconds: seconds, end: child.end))
            }
            guard child.succeeded else {
                throw InstructionCountError("the callgrind run failed (\(child.end)):\n\(child.lastLines(5))")
            }
            return try parseDumps(in: work)
        }
    }

    /// Reads every `callgrind.out.N` dump: its label, events and totals.
    static func parseDumps(in directory: URL) throws(InstructionCountError) -> InstructionCounts {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("callgrind.out.") }
        } catch {
            throw InstructionCountError("cannot list \(directory.path): \(error.localizedDescription)")
        }
        var regions: [CountedRegion: Counts] = [:]
        for file in files {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { continue }
            if let (label, counts) = parseDump(text) { regions[CountedRegion(label: label)] = counts }
        }
        guard !regions.isEmpty else { throw InstructionCountError("callgrind wrote no labelled dumps in \(directory.path)") }
        return InstructionCounts(regions: regions)
    }

    /// One dump's label and counters; nil without a label or an instruction total.
    static func parseDump(_ text: String) -> (label: String, counts: Counts)? {
        var label: String?
        var events: [Substring] = ["Ir"]
        var totals: [Int]?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("desc: Trigger: Client Request: ") {
                label = String(line.dropFirst("desc: Trigger: Client Request: ".count))
            } else if line.hasPrefix("events: ") {
                events = line.split(separator: " ").dropFirst().map { $0 }
            } else if line.hasPrefix("totals: ") || (totals == nil && line.hasPrefix("summary: ")) {
                totals = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            }
        }
        guard let label, let totals, let counts = SimulatedCPU.counts(events: events, totals: totals) else { return nil }
        return (label, counts)
    }

    /// A directory in `directory` whose path is `workingDirectoryLength` long (or `directory`).
    private static func paddedDirectory(in directory: URL) throws(InstructionCountError) -> URL {
        let padding = workingDirectoryLength - directory.path.count - 1
        guard padding > 0 else { return directory }
        let padded = directory.appendingPathComponent(String(repeating: "p", count: padding))
        do {
            try FileManager.default.createDirectory(at: padded, withIntermediateDirectories: false)
        } catch {
            throw InstructionCountError("cannot create \(padded.path): \(error.localizedDescription)")
        }
        return padded
    }

    /// A copy of `executable` without debug information when objcopy is there (valgrind 3.19 gives up
    /// on DWARF 5); the path keeps the directory's length.
    private static func copy(of executable: String, in directory: URL, _ process: ProcessSettings) throws(InstructionCountError) -> String {
        let copy = directory.appendingPathComponent("pin-bench").path
        if let objcopy = process.onPath("objcopy"),
           (try? ChildProcess.run(objcopy, ["--strip-debug", executable, copy], environment: process.environment, keeping: .standardError,
                                  timeLimit: ChildTimeLimit.floorSeconds))?.succeeded == true {
            return copy
        }
        do {
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: executable, toPath: copy)
        } catch {
            throw InstructionCountError("cannot copy \(executable) to \(copy): \(error.localizedDescription)")
        }
        return copy
    }

    private static var machine: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Instruction counting failed; the text says why.
package struct InstructionCountError: ChildFailure {
    package let description: String
    package let childTimeout: ChildTimeout?

    package init(description: String, childTimeout: ChildTimeout?) {
        (self.description, self.childTimeout) = (description, childTimeout)
    }
}
