import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Issue 22's probes, each run against the real pin-bench executable as a new user or a broken CI
/// runner would: the exit code, the message's first words, and that nothing was lost or left behind
/// (the input files byte for byte, no temporary file in the child's TMPDIR or beside an output).
/// Each test failed before its fix; docs/bad-input.md has a row for each.
final class HostileInputTests: TemporaryDirectoryTestCase {
    /// Runs pin-bench with `arguments` in this test's directory, with a TMPDIR of its own that must be
    /// empty afterwards (`runPinBench`); a hang is what these probes found, so the limit matters.
    private func pinBench(_ arguments: [String], limit: Double = 120, file: StaticString = #filePath,
                          line: UInt = #line) throws -> PinBenchOutcome {
        try runPinBench(arguments, ownTemporaryDirectory: true, limit: limit, file: file, line: line)
    }

    /// Asserts the exit code and that the first line starts "pin-bench VERB: " and contains `words`.
    private func expect(_ arguments: [String], exit code: ExitCode, saying words: String, file: StaticString = #filePath,
                        line: UInt = #line) throws {
        let outcome = try pinBench(arguments, file: file, line: line)
        let first = outcome.errors.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(outcome.status, code.rawValue, "\(arguments.joined(separator: " ")): \(outcome.errors)", file: file, line: line)
        XCTAssertTrue(first.hasPrefix("pin-bench \(arguments[0]): ") && first.contains(words),
                      "\(arguments.joined(separator: " ")) said: \(first)", file: file, line: line)
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    private var steady: [Double] { (0..<8).map { 1000 + Double($0) } }

    /// A gbench JSON with one timed row per case of `results` (and their reset rows), for crosscheck.
    private func gbench(for results: String) throws -> String {
        let document = try ResultsDocument.load(results)
        func row(_ name: String, _ time: Double) -> String {
            #"{"name": "\#(name)", "run_name": "\#(name)", "run_type": "iteration", "repetitions": 1, "repetition_index": 0, "#
                + #""threads": 1, "iterations": 100, "real_time": \#(time), "cpu_time": \#(time), "time_unit": "ns"}"#
        }
        let rows = document.cases.map { row($0.name, 500) } + [row("BM_ChainReset/depth:32/hidden:none/fanin:1", 10)]
        let path = "\(directory)/gbench.json"
        try (#"{"context": {}, "benchmarks": ["# + rows.joined(separator: ", ") + "]}").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: Data loss

    func testAHardLinkedOutputOnAFullDiskKeepsItsOldContent() throws {
        guard let disk = SmallFileSystem.mount(in: directory, bytes: 16 * 1024) else {
            throw XCTSkip("needs root and a mountable tmpfs to fill a disk for real")
        }
        defer { disk.unmount() }
        let old = Data(repeating: UInt8(ascii: "x"), count: 2_800)
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(disk.path)/h1", contents: old))
        XCTAssertEqual(link("\(disk.path)/h1", "\(disk.path)/h2"), 0)
        // Large enough not to fit beside the old content: the report of many cases.
        let large = try syntheticResults("large", ifElse: steady) { cases in
            cases = (1...40).flatMap { depth in cases.map { var copy = $0; copy.name += "-\(depth)"; return copy } }
        }
        try expect(["report", large, "--format", "json", "--out", "\(disk.path)/h1"], exit: .ioError, saying: "No space left on device")
        XCTAssertEqual(bytes("\(disk.path)/h1"), old, "the old content is whole")
        XCTAssertEqual(bytes("\(disk.path)/h2"), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted(), ["h1", "h2"])
    }

    func testAnOutputThatIsOneOfTheInputsIsRefusedBeforeAnyWork() throws {
        let baseline = try syntheticResults("baseline", ifElse: steady)
        let candidate = try syntheticResults("candidate", ifElse: steady)
        XCTAssertEqual(link(candidate, "\(directory)/candidate-link.json"), 0)
        XCTAssertEqual(symlink("baseline.json", "\(directory)/baseline-alias.json"), 0)
        let gbench = try gbench(for: baseline)
        let executable = try XCTUnwrap(Executables.pinBench())
        let kept = [baseline, candidate, gbench].map { ($0, bytes($0)) }
        let probes: [[String]] = [
            ["compare", baseline, candidate, "--out", baseline],
            ["compare", baseline, candidate, "--out", "\(directory)/candidate-link.json"],
            ["check", "--baseline", baseline, "--save", baseline, "--tier", "time"],
            ["check", "--baseline", baseline, "--out", "\(directory)/baseline-alias.json"],
            ["report", baseline, "--out", "\(directory)/baseline-alias.json"],
            ["crosscheck", baseline, gbench, "--out", gbench],
            ["ab", executable, executable, "--out", executable],
            ["baseline", "save", "baseline", "--from", baseline, "--dir", directory, "--force"],
            ["run", "--placements", "1", "--depths", "1", "--strategies", "manual", "--allow-debug", "--results-dir", directory, "--out", "\(directory)/latest.json"],
        ]
        for probe in probes {
            try expect(probe, exit: .usage, saying: "is the same file as")
        }
        for (path, content) in kept { XCTAssertEqual(bytes(path), content, "\(path) is untouched") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/latest.json"), "run measured nothing")
    }

    // MARK: Hangs

    func testCheckAppliesTheWorkBudgetToTheBaselinesCases() throws {
        // The work budget applies to a baseline's cases as to run's: depth 100000 with fan-in all is refused.
        let slow = try syntheticResults("slow", ifElse: steady) { cases in
            let scenario = Scenario(depth: 100_000, fanIn: .all)
            for index in cases.indices {
                cases[index].scenario = ScenarioKey(scenario)
                cases[index].name = BenchmarkCase.name(strategy: cases[index].strategy.rawValue, scenario: scenario)
            }
        }
        try expect(["check", "--baseline", slow, "--tier", "time", "--quiet"], exit: .usage, saying: "--allow-slow")
    }

    func testAFIFOWithoutAReaderIsRefusedBeforeMeasuring() throws {
        // A FIFO without a reader is refused before measuring, never blocked on after it.
        let fifo = "\(directory)/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let results = "\(directory)/results"
        try expect(["run", "--placements", "1", "--depths", "1", "--strategies", "manual", "--rounds", "2", "--min-time", "0.0001", "--allow-debug", "--quiet",
                    "--results-dir", results, "--out", fifo], exit: .ioError, saying: "is a FIFO with no reader")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(results)/latest.json"), "nothing was measured")
        try expect(["report", try syntheticResults("base", ifElse: steady), "--out", fifo], exit: .ioError, saying: "is a FIFO with no reader")
    }

    // MARK: Silently wrong

    func testARepeatedCaseNameIsRefusedByEveryVerbThatReadsResults() throws {
        let good = try syntheticResults("good", ifElse: steady)
        let repeated = try syntheticResults("repeated", ifElse: steady) { $0.append($0[1]) }
        let gbench = try gbench(for: good)
        for probe in [["compare", repeated, good], ["compare", good, repeated], ["report", repeated], ["crosscheck", repeated, gbench],
                      ["check", "--baseline", repeated, "--tier", "time"], ["baseline", "save", "x", "--from", repeated, "--dir", directory],
                      ["pr256", "--timings", repeated]] {
            try expect(probe, exit: .badBaseline, saying: "more than once")
        }
    }

    func testFilesThatShareNoCaseOrUseANameForAnotherScenarioAreRefused() throws {
        let new = try syntheticResults("new", ifElse: steady)
        let otherSuite = try syntheticResults("other", ifElse: steady, depth: 64)
        try expect(["compare", otherSuite, new, "--allow-missing"], exit: .badBaseline, saying: "no case in common")
        // crosscheck exited 0 with "0 cases in both files".
        try expect(["crosscheck", otherSuite, try gbench(for: new)], exit: .badBaseline, saying: "no case in common")
        let moved = try syntheticResults("moved", ifElse: steady) { cases in
            for index in cases.indices { cases[index].scenario = ScenarioKey(Scenario(depth: 32, seed: 7)) }
        }
        try expect(["compare", new, moved], exit: .badBaseline, saying: "measured different things under one name")
    }

    func testNegativeSamplesAndFilesWithoutCasesAreRefusedByReportAndCrosscheck() throws {
        let good = try syntheticResults("good", ifElse: steady)
        let gbench = try gbench(for: good)
        let negative = try syntheticResults("negative", ifElse: steady.map { -$0 })
        let empty = try syntheticResults("empty", ifElse: steady, cases: [])
        try expect(["report", negative], exit: .badBaseline, saying: "samples must be positive and finite")
        try expect(["crosscheck", negative, gbench], exit: .badBaseline, saying: "samples must be positive and finite")
        try expect(["report", empty], exit: .badBaseline, saying: "has no cases")
        try expect(["crosscheck", empty, gbench], exit: .badBaseline, saying: "has no cases")
    }

    func testPR256RefusesTimingsThatLackTheCasesItsTableNeeds() throws {
        // A page is never written with gaps where the times belong: timings that lack its cases are refused.
        let out = "\(directory)/PR256.md"
        try expect(["pr256", "--timings", try syntheticResults("small", ifElse: steady), "--quiet", "--out", out],
                   exit: .badBaseline, saying: "lacks 8 case(s) the page's time table needs")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    // MARK: Unclear messages

    func testUnclearInputsAreNamedForWhatTheyAre() throws {
        let good = try syntheticResults("good", ifElse: steady)
        XCTAssertEqual(symlink("loop-b", "\(directory)/loop-a"), 0)
        XCTAssertEqual(symlink("loop-a", "\(directory)/loop-b"), 0)
        try expect(["compare", "\(directory)/loop-a", good], exit: .badBaseline, saying: "is a loop of symbolic links")
        try FileManager.default.createDirectory(atPath: "\(directory)/folder", withIntermediateDirectories: false)
        try expect(["compare", good, "\(directory)/folder"], exit: .badBaseline, saying: "is a directory, not a file")
        // ab said "The file doesn't exist." for a directory.
        let executable = try XCTUnwrap(Executables.pinBench())
        try expect(["ab", executable, "\(directory)/folder", "--tier", "deterministic"], exit: .badBaseline, saying: "NEW \(directory)/folder is a directory")
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(directory)/plain", contents: Data("x".utf8)))
        try expect(["baseline", "save", "n", "--from", good, "--dir", "\(directory)/plain"], exit: .ioError, saying: "is not a directory")
        try expect(["run", "--seed", "18446744073709551616"], exit: .usage, saying: "from 0 to 18446744073709551615")
        try expect(["report", good, "--charts", "\(directory)/plain"], exit: .ioError, saying: "a file of that name is in the way")
        try expect(["report", good, "--out", ""], exit: .usage, saying: "option --out needs a value")
        try expect(["report", good, "--out="], exit: .usage, saying: "option --out needs a value")
    }

    func testASocketAsOutputIsRefused() throws {
        // A socket is not a file to write: refused with what it is.
        let path = "\(directory)/s"
        let socket = try XCTUnwrap(BoundSocket(at: path), "cannot bind a socket at \(path)")
        defer { withExtendedLifetime(socket) {} }
        try expect(["report", try syntheticResults("good", ifElse: steady), "--out", path], exit: .ioError, saying: "is a socket")
    }
}
