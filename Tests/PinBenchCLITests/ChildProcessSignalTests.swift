import Foundation
@testable import PinBenchAB
@testable import PinBenchCLI
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Issue 22's process items, on the real pin-bench started as a child with a TMPDIR of the test's
/// own: a signal to it or its group ends every child it started and removes every temporary
/// directory (exit 128 + the signal); a child past its time limit is stopped and named (exit 8); a
/// child's end is told as an exit or a signal. Every wait polls with a generous deadline; no duration
/// is asserted.
final class ChildProcessSignalTests: TemporaryDirectoryTestCase {
    private var temporary: String { path("tmp") }
    private static let deadline = Duration.seconds(300)

    override func setUp() {
        super.setUp()
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    }

    private var pinBench: String {
        get throws { try XCTUnwrap(Executables.pinBench(), "no pin-bench executable next to the test bundle") }
    }

    /// The real pin-bench with `arguments`, in a process group of its own, TMPDIR the test's and
    /// `searchFirst` ahead of PATH; its stderr piped.
    private func start(_ arguments: [String], searchFirst: String? = nil) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary
        if let searchFirst { environment["PATH"] = searchFirst + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        return try ChildProcess(try pinBench, arguments, environment: environment, output: .discarded, errors: .pipe)
    }

    /// Its end (nil, after stopping it, when it outlives the deadline) and what it said on stderr.
    private func finish(_ child: ChildProcess) -> (end: ChildProcess.End?, errors: String) {
        let end = child.wait(until: .now + Self.deadline)
        if end == nil { _ = child.stop() }
        var said: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var ready = pollfd(fd: child.errors!, events: Int16(POLLIN), revents: 0)
        // Up to the pipe's end, or two seconds of silence (a child left alive holds it open).
        while poll(&ready, 1, 2000) > 0 {
            let count = chunk.withUnsafeMutableBytes { read(child.errors!, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            said += chunk[..<count]
        }
        return (end, String(decoding: said, as: UTF8.self))
    }

    /// Waits until `pid` has `count` descendants whose command line contains `word`; all its descendants then.
    private func descendants(of pid: pid_t, once count: Int, contain word: String) -> [pid_t] {
        let appeared = ProcessTable.waitUntil(within: Self.deadline) {
            ProcessTable.descendants(of: pid).filter { ProcessTable.commandLine(of: $0).contains(word) }.count >= count
        }
        XCTAssertTrue(appeared, "no \(count) '\(word)' children appeared")
        return ProcessTable.descendants(of: pid)
    }

    /// Every process of `pids` has ended (those that have not are killed, so that a failing test
    /// leaves nothing behind), and the TMPDIR is empty.
    private func assertNothingLeft(_ pids: [pid_t], file: StaticString = #filePath, line: UInt = #line) {
        for pid in pids where !ProcessTable.hasEnded(pid, within: .seconds(60)) {
            XCTFail("process \(pid) (\(ProcessTable.commandLine(of: pid))) outlived pin-bench", file: file, line: line)
            kill(pid, SIGKILL)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "left in TMPDIR", file: file, line: line)
    }

    /// An executable shell script in the test's directory.
    private func script(_ name: String, _ body: String) throws -> String {
        let file = path(name)
        try "#!/bin/sh\n\(body)\n".write(toFile: file, atomically: true, encoding: .utf8)
        chmod(file, 0o755)
        return file
    }

    /// A side of `ab` that sleeps for ever (in a child of its own), writing both pids to `hang.pids`.
    private func hangingSide() throws -> String {
        try script("hang.sh", "echo $$ > '\(path("hang.pids"))'\nsleep 1000 &\necho $! >> '\(path("hang.pids"))'\nwait")
    }

    private var hangingPids: [pid_t] {
        ((try? String(contentsOfFile: path("hang.pids"), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// A side of `ab` whose counting run writes a real pin-bench's results on the ci suite's depth-16 cases.
    private func countingSide() throws -> String {
        let results = path("measured.json")
        // In this process, sharing its one calibration with the other tests' runs.
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--suite", "ci", "--filter", "depth:16/", "--rounds", "2", "--min-time", "0.0005",
                                                 "--allow-debug", "--quiet", "--no-save", "--format", "json", "--out", results]), .success)
        return try script("counting.sh", "while [ $# -gt 0 ]; do if [ \"$1\" = \"--out\" ]; then cp '\(results)' \"$2\"; fi; shift; done")
    }

    /// Ctrl-C on `run --layouts` (SIGINT to its group) ended the run but left the layout child, in a
    /// group of its own, at 99% CPU, and the pin-bench-layouts-* directory.
    /// One case of the ci suite: the parent prepares it in a second, where the whole suite at
    /// `--min-time 1` took 20 s before the first placement's child started.
    private static let oneCase = "if-else/depth:16/hidden:none/fanin:1"

    func testSIGINTToRunWithPlacementsEndsThePlacementChildAndRemovesItsDirectory() throws {
        let run = try start(["run", "--layouts", "2", "--no-instructions", "--suite", "ci", "--filter", Self.oneCase, "--rounds", "10000",
                             "--min-time", "1", "--no-save", "--quiet", "--allow-debug"])
        let children = descendants(of: run.pid, once: 1, contain: PinBenchInvocation.Verb.placementChild.name)
        killpg(run.pid, SIGINT)
        let (end, errors) = finish(run)
        XCTAssertEqual(end, .exited(130), errors)
        XCTAssertTrue(errors.contains("pin-bench run: stopped by SIGINT"), errors)
        assertNothingLeft(children)
    }

    /// SIGTERM while a placement child probed the environment (`swift --version`) left the child's
    /// pin-bench-tool-* directory in TMPDIR: the child, ended with the signal's default action, cannot
    /// clean up. Children now keep their TMPDIR inside the parent's directory. `swift` here is a
    /// script that writes into its TMPDIR and waits, so that the signal comes mid-probe.
    func testASignalWhileAPlacementProbesTheEnvironmentLeavesNoDirectory() throws {
        let bin = path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let swift = "\(bin)/swift"
        try "#!/bin/sh\ntouch \"$TMPDIR/swift-was-here\"\nsleep 3\n".write(toFile: swift, atomically: true, encoding: .utf8)
        chmod(swift, 0o755)
        let run = try start(["run", "--placements", "2", "--function-orders", "one", "--depths", "16", "--strategies", "manual,if-else",
                             "--rounds", "3", "--min-time", "0.001", "--no-save", "--quiet", "--allow-debug"], searchFirst: bin)
        let probes = descendants(of: run.pid, once: 1, contain: "swift --version")
        kill(run.pid, SIGTERM)
        let (end, errors) = finish(run)
        XCTAssertEqual(end, .exited(143), errors)
        assertNothingLeft(probes)
    }

    /// SIGKILL to `run --placements 2` (which it cannot pass on) left the placement child running at
    /// full CPU for its whole measurement, orphaned to PID 1; it now sees its parent go and ends.
    func testAPlacementChildEndsWhenItsParentIsKilled() throws {
        let run = try start(["run", "--placements", "2", "--no-instructions", "--function-orders", "one", "--suite", "ci", "--filter", Self.oneCase,
                             "--rounds", "10000", "--min-time", "1", "--no-save", "--quiet", "--allow-debug"])
        let children = descendants(of: run.pid, once: 1, contain: PinBenchInvocation.Verb.placementChild.name)
        kill(run.pid, SIGKILL)
        XCTAssertEqual(finish(run).end, .killed(signal: SIGKILL))
        for pid in children where !ProcessTable.hasEnded(pid, within: .seconds(60)) {
            XCTFail("process \(pid) (\(ProcessTable.commandLine(of: pid))) outlived its killed parent")
            kill(pid, SIGKILL)
        }
    }

    /// SIGTERM while `report --out` wrote a large file said "temporary files removed" and left the
    /// output's half-written temporary file beside it. The signal is sent once that file exists.
    func testASignalWhileAnOutputIsWrittenRemovesItsTemporaryFile() throws {
        let large = (0..<300_000).map { 1000 + Double($0 % 97) }
        let results = try syntheticResults("large", ifElse: (0..<8).map { 1000 + Double($0) }) { cases in
            for index in cases.indices { (cases[index].samples, cases[index].rawSamples, cases[index].cpuSamples) = (large, large, large) }
        }
        let isTemporary = { (name: String) in name.hasPrefix(".out.json.") && name.hasSuffix(".tmp") }
        for _ in 0..<5 {
            let report = try start(["report", results, "--format", "json", "--out", path("out.json")])
            let caught = ProcessTable.waitUntil(within: Self.deadline, every: .microseconds(200)) {
                ProcessTable.hasEnded(report.pid, within: .zero) || ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).contains(where: isTemporary)
            }
            XCTAssertTrue(caught)
            kill(report.pid, SIGTERM)
            let (end, errors) = finish(report)
            guard end == .exited(143) else { continue }  // it had finished: try again
            XCTAssertTrue(errors.contains("pin-bench report: stopped by SIGTERM"), errors)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).filter(isTemporary), [], "a temporary file left")
            return
        }
        throw XCTSkip("the report was written whole before the signal could reach it, five times")
    }

    /// SIGTERM to `ab` while a side hangs left the side (and its own child) orphaned to PID 1, and
    /// the pin-bench-ab-* directory.
    func testSIGTERMToAbEndsAHangingSideAndRemovesItsDirectory() throws {
        let ab = try start(["ab", "--function-orders", "one", try countingSide(), try hangingSide(), "--quiet"])
        XCTAssertTrue(ProcessTable.waitUntil(within: Self.deadline) { hangingPids.count == 2 }, "the hanging side never started")
        let children = ProcessTable.descendants(of: ab.pid)
        kill(ab.pid, SIGTERM)
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(143), errors)
        XCTAssertTrue(errors.contains("pin-bench ab: stopped by SIGTERM"), errors)
        assertNothingLeft(children + hangingPids)
    }

    /// A side that hangs is stopped at its time limit and named with its phase, exit 8 (ab hung).
    func testAHangingSideIsStoppedAtItsTimeLimitAndNamed() throws {
        let hang = try hangingSide()
        let ab = try start(["ab", "--function-orders", "one", try countingSide(), hang, "--child-timeout", "2", "--quiet"])
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(8), errors)
        XCTAssertTrue(errors.contains("NEW \(hang) (counting) ran past its time limit of 2.0 s and was stopped"), errors)
        assertNothingLeft(hangingPids)
    }

    /// SIGINT to `ab` while it times left its directory, and a serve child could die with a `try!`
    /// backtrace on the broken pipe.
    func testSIGINTToAbWhileItTimesEndsBothServeChildren() throws {
        let ab = try start(["ab", "--function-orders", "one", try pinBench, try pinBench, "--filter", "depth:16/", "--rounds", "1000", "--min-time", "0.01",
                            "--allow-debug", "--quiet"])
        let children = descendants(of: ab.pid, once: 2, contain: " \(PinBenchInvocation.Verb.serve.name) ")
        kill(ab.pid, SIGINT)
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(130), errors)
        XCTAssertTrue(errors.contains("pin-bench ab: stopped by SIGINT (2 child processes ended"), errors)
        XCTAssertFalse(errors.contains("Fatal error"), errors)
        assertNothingLeft(children)
    }

    /// A serve child whose parent is gone (its stdout a broken pipe) ends with exit 74 and one line,
    /// not killed by a signal after a backtrace.
    func testAServeChildWhoseParentIsGoneEndsQuietly() throws {
        signal(SIGPIPE, SIG_IGN)  // this test writes to the child's stdin after it may have ended
        let serve = Process()
        serve.executableURL = URL(fileURLWithPath: try pinBench)
        serve.arguments = [PinBenchInvocation.Verb.serve.name, "--filter", "depth:16/"]
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        (serve.standardInput, serve.standardOutput, serve.standardError) = (input, output, errors)
        try serve.run()
        _ = output.fileHandleForReading.availableData  // the hello has come: the child is serving
        try output.fileHandleForReading.close()
        try? input.fileHandleForWriting.write(contentsOf: Data("prepare 0 0.001\n".utf8))
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        serve.waitUntilExit()
        XCTAssertEqual(serve.terminationReason, .exit, said)
        XCTAssertEqual(serve.terminationStatus, 74, said)
        XCTAssertEqual(said, "pin-bench serve: stopping: cannot write to stdout: Broken pipe\n")
    }

    /// ab said "exited 11" for a side killed by SIGSEGV.
    func testAbNamesASignalAsASignal() throws {
        let crash = try script("crash.sh", "kill -SEGV $$")
        let ab = try start(["ab", "--function-orders", "one", try countingSide(), crash, "--quiet"])
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(5), errors)
        XCTAssertTrue(errors.contains("NEW \(crash) killed by SIGSEGV"), errors)
        XCTAssertFalse(errors.contains("exited 11"), errors)
        assertNothingLeft([])
    }

    /// `ab /bin/true /bin/true` said "wrote results this pin-bench cannot compare: does not exist".
    func testAbSaysASideWithoutResultsIsProbablyNotAPinBench() throws {
        let nothing = try script("true.sh", "exit 0")
        let ab = try start(["ab", "--function-orders", "one", nothing, nothing, "--quiet"])
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(5), errors)
        XCTAssertEqual(errors, "pin-bench ab: OLD \(nothing) exited 0 without writing its results file: is it a pin-bench?\n")
        assertNothingLeft([])
    }

    /// A side that sent an endless line without a newline hung `ab` (the buffer rescanned on every
    /// read, the reply timeout restarted by every chunk); the line is now capped.
    func testASideThatSendsAnEndlessLineIsStopped() throws {
        let counting = try countingSide()
        let serve = "if [ \"$1\" = \"\(PinBenchInvocation.Verb.serve.name)\" ]; then"
        let real = try script("real.sh", "\(serve) exec '\(try pinBench)' \"$@\"; fi\nexec '\(counting)' \"$@\"")
        let endless = try script("endless.sh", "\(serve) yes x | tr -d '\\n'; exit 0; fi\nexec '\(counting)' \"$@\"")
        let ab = try start(["ab", "--function-orders", "one", real, endless, "--filter", "depth:16/", "--quiet"])
        let (end, errors) = finish(ab)
        XCTAssertEqual(end, .exited(5), errors)
        XCTAssertTrue(errors.contains("NEW \(endless) sent more than \(ABChild.longestLine) bytes without a newline"), errors)
        assertNothingLeft([])
    }

    /// The valgrind run of `run --instructions` (here a stand-in valgrind that sleeps) is stopped at
    /// its time limit and named; the run still writes its results, exit 8.
    func testAHangingValgrindRunIsStoppedAtItsTimeLimit() throws {
        if let reason = InstructionCounter.unavailableReason(.ofThisTest) { throw XCTSkip(reason) }
        let tools = path("bin")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let valgrind = "\(tools)/valgrind"
        try "#!/bin/sh\necho $$ > '\(path("valgrind.pid"))'\nexec sleep 1000\n".write(toFile: valgrind, atomically: true, encoding: .utf8)
        chmod(valgrind, 0o755)
        let out = path("out.json")
        let run = try start(["run", "--placements", "1", "--suite", "ci", "--filter", "depth:16/", "--rounds", "2", "--min-time", "0.0005", "--instructions",
                             "--child-timeout", "2", "--allow-debug", "--quiet", "--no-save", "--format", "json", "--out", out],
                            searchFirst: tools)
        let (end, errors) = finish(run)
        XCTAssertEqual(end, .exited(8), errors)
        XCTAssertTrue(errors.contains("the callgrind run (instructions) ran past its time limit of 2.0 s and was stopped"), errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        let stoodIn = try XCTUnwrap(pid_t(try String(contentsOfFile: path("valgrind.pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        assertNothingLeft([stoodIn])
    }
}
