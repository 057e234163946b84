import CBenchSupport
import Foundation
import PinEngine
import Synchronization

/// Instruction counts per layout pass, measured by re-running pin-bench under valgrind's callgrind:
/// the child lays out each case once (after a warm-up pass) between client requests that start,
/// stop and dump the count under the case's name; the parent reads the dumps. Counts are repeatable
/// for the same binary and inputs (ASLR off, deterministic hashing), so they can be gated tightly.
package struct InstructionCounts: Codable, Sendable, Equatable {
    /// Instructions per labelled region: a case name (reset included), or `reset|<scenario spec>`.
    package var regions: [String: Int]

    package init(regions: [String: Int]) {
        self.regions = regions
    }

    /// The region of a scenario's frame reset; `spec` is the scenario's description, as `CaseResult.scenario` keeps it.
    static func resetLabel(_ spec: String) -> String { "reset|\(spec)" }

    /// The frame reset's instructions on the scenario `spec`.
    package func reset(of spec: String) -> Int? {
        regions[Self.resetLabel(spec)]
    }

    /// The case's instructions with the frame reset of its scenario `spec` subtracted.
    package func perPass(of name: String, scenario spec: String) -> Int? {
        guard let total = regions[name] else { return nil }
        return total - (reset(of: spec) ?? 0)
    }

    /// `perPass` as a case's counts: the instructions counter, or nothing when the case was not counted.
    package func counts(of name: String, scenario spec: String) -> Counts {
        perPass(of: name, scenario: spec).map { [InstructionCounter.counter.id: $0] } ?? [:]
    }
}

/// What the child process measures: scenarios by spec and strategies by name, so that the plan
/// survives the trip through a file.
package struct InstructionProbePlan: Codable, Sendable {
    package var scenarios: [String]

    /// The strategy names of each scenario.
    package var cases: [[String]]

    /// Per planned scenario, its spec and the strategies measured on it.
    package init(_ plan: [PlannedScenario]) {
        scenarios = plan.map(\.scenario.description)
        cases = plan.map { $0.strategies.map { $0.name } }
    }

    /// Runs the plan in this process; meant to run under callgrind with `--instr-atstart=no`.
    package func runUnderCallgrind() throws {
        let saved = PinGlobals.current
        defer { saved.restore() }
        Pin.logWarnings = false
        for (spec, names) in zip(scenarios, cases) {
            let scenario = try Scenario(spec: spec)
            let strategies = try StrategyRegistry.named(names)
            let fixture = ChainFixture(scenario)
            fixture.applyGlobals()
            countRegion(InstructionCounts.resetLabel(scenario.description)) { fixture.reset() }
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
        fixture.reset()
        layOut()
        countRegion(label) {
            fixture.reset()
            layOut()
        }
    }

    private func countRegion(_ label: String, _ body: () -> Void) {
        pin_callgrind_zero()
        pin_callgrind_start()
        body()
        pin_callgrind_stop()
        pin_callgrind_dump(label)
    }
}

package enum InstructionCounter {
    /// The pin-bench verb that runs an `InstructionProbePlan` under callgrind.
    package static let probeVerb = "instructions-probe"

    /// Instructions per pass: counted by a child under callgrind, not by a `PassProbe`.
    package static let counter = Counter(
        id: "instructions", noun: "instructions", short: "instr", fieldName: "instructions_per_pass", tier: .instructions,
        minimum: 1, summarized: true, measuredBy: "instructions executed, valgrind's callgrind (with --instructions)")

    /// Why instructions cannot be counted here, or nil when they can.
    package static var unavailableReason: String? {
        if pin_callgrind_available() == 0 {
            return "this pin-bench was built without valgrind's callgrind.h (install the valgrind package and rebuild)"
        }
        if executable("valgrind") == nil {
            return "valgrind is not installed (apt-get install valgrind)"
        }
        if pinBenchExecutable == nil {
            return "cannot find the pin-bench executable to re-run under valgrind (build it with `swift build -c release`)"
        }
        return nil
    }

    /// Runs `verb` of this executable under callgrind with the plan, and collects the dumps; the run
    /// may take `timeLimit`'s share for the plan.
    package static func count(_ plan: InstructionProbePlan, verb: String = probeVerb,
                             timeLimit: ChildTimeLimit = ChildTimeLimit()) throws(InstructionCountError) -> InstructionCounts {
        if let reason = unavailableReason { throw InstructionCountError(reason) }
        let pinBench = pinBenchExecutable!
        return try TemporaryDirectory.with("pin-bench-callgrind", cannotCreate: { InstructionCountError($0) }) { directory throws(InstructionCountError) in
            let planFile = directory.appendingPathComponent("plan.json")
            let output = directory.appendingPathComponent("callgrind.out").path
            do {
                try JSONEncoder().encode(plan).write(to: planFile)
            } catch {
                throw InstructionCountError("cannot write \(planFile.path): \(error.localizedDescription)")
            }
            let valgrind = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=\(output)",
                            strippedCopy(of: pinBench, in: directory), verb, planFile.path]
            // No address-space randomization and no per-process hash seed: identical runs, identical counts.
            let arguments = ["SWIFT_DETERMINISTIC_HASHING=1"]
                + (executable("setarch") != nil ? ["setarch", machine, "-R"] + valgrind : valgrind)
            let seconds = timeLimit.seconds(expecting: plan.expectedSeconds)
            let child: ChildProcess.Outcome
            do {
                child = try ChildProcess.run("/usr/bin/env", arguments, keeping: .standardError, timeLimit: seconds)
            } catch {
                throw InstructionCountError("cannot start valgrind: \(error)")
            }
            if child.overTimeLimit {
                throw InstructionCountError(ChildTimeout("the callgrind run", phase: "instructions", seconds: seconds, end: child.end))
            }
            guard child.succeeded else {
                throw InstructionCountError("the callgrind run failed (\(child.end)):\n\(child.lastLines(5))")
            }
            return try parseDumps(in: directory)
        }
    }

    /// Reads every `callgrind.out.N` dump: its `desc: Trigger: Client Request: <label>` and its total.
    static func parseDumps(in directory: URL) throws(InstructionCountError) -> InstructionCounts {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("callgrind.out.") }
        } catch {
            throw InstructionCountError("cannot list \(directory.path): \(error.localizedDescription)")
        }
        var regions: [String: Int] = [:]
        for file in files {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { continue }
            var label: String?
            var total: Int?
            for line in text.split(separator: "\n") {
                if line.hasPrefix("desc: Trigger: Client Request: ") {
                    label = String(line.dropFirst("desc: Trigger: Client Request: ".count))
                } else if line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
                    total = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
                }
            }
            if let label, let total { regions[label] = total }
        }
        guard !regions.isEmpty else { throw InstructionCountError("callgrind wrote no labelled dumps in \(directory.path)") }
        return InstructionCounts(regions: regions)
    }

    /// A copy of `executable` without debug information, when objcopy is available. Valgrind 3.19
    /// gives up on the DWARF 5 sections Swift 6 emits ("Possibly corrupted debuginfo file"), and
    /// client-request totals need no symbols.
    private static func strippedCopy(of executable: String, in directory: URL) -> String {
        let copy = directory.appendingPathComponent("pin-bench-stripped").path
        guard let objcopy = Self.executable("objcopy") else { return executable }
        let child = try? ChildProcess.run(objcopy, ["--strip-debug", executable, copy], keeping: .standardError, timeLimit: ChildTimeLimit.floorSeconds)
        return child?.succeeded == true ? copy : executable
    }

    /// Whether this process said it is pin-bench (`registerRunningPinBench()`), whatever its file is called.
    private static let runningIsPinBench = Atomic<Bool>(false)

    /// Called by the pin-bench executable at startup, so that a copy under another name (`/tmp/pb-main`)
    /// re-runs itself rather than looking for a file called pin-bench.
    package static func registerRunningPinBench() {
        runningIsPinBench.store(true, ordering: .relaxed)
    }

    /// The pin-bench executable to re-run: this process when it is pin-bench, else the pin-bench built
    /// next to it (tests run inside an .xctest executable in the same build directory).
    package static var pinBenchExecutable: String? {
        let current = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let url = URL(fileURLWithPath: current)
        if runningIsPinBench.load(ordering: .relaxed) || url.lastPathComponent == "pin-bench" { return current }
        let sibling = url.deletingLastPathComponent().appendingPathComponent("pin-bench").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    private static var machine: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The path of `tool` on PATH, or nil.
    static func executable(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
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
