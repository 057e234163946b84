import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Issue 54's probes (round 5), each on the real pin-bench executable: nothing measured is thrown
/// away at the last step, no generated file is written through a planted link, a pattern's cost is
/// bounded, names cannot break a terminal, a file or a table, and nothing is silently wrong. Each test
/// failed before its fix; docs/bad-input.md has a row for each.
final class HostileInputRound5Tests: TemporaryDirectoryTestCase {
    private var steady: [Double] { (0..<8).map { 1000 + Double($0) } }

    /// A run that measures in well under a second.
    private let quickRun = ["run", "--placements", "1", "--depths", "1", "--rounds", "2", "--min-time", "0.0001", "--allow-debug", "--quiet"]

    /// A run that would measure for minutes: a refusal that ends it within the probe's limit came
    /// before any measuring.
    private let longRun = ["run", "--placements", "1", "--depths", "1", "--rounds", "10000", "--min-time", "1", "--allow-debug", "--quiet"]

    private func pinBench(_ arguments: [String], limit: Double = 120, file: StaticString = #filePath, line: UInt = #line) throws -> PinBenchOutcome {
        try runPinBench(arguments, ownTemporaryDirectory: true, limit: limit, file: file, line: line)
    }

    /// Asserts the exit code and that stderr contains `words` (when given); the outcome, for more.
    @discardableResult
    private func expect(_ arguments: [String], exit code: ExitCode, saying words: String? = nil, limit: Double = 120,
                        file: StaticString = #filePath, line: UInt = #line) throws -> PinBenchOutcome {
        let outcome = try pinBench(arguments, limit: limit, file: file, line: line)
        XCTAssertEqual(outcome.status, code.rawValue, "\(arguments.joined(separator: " ")): \(outcome.errors)", file: file, line: line)
        if let words {
            XCTAssertTrue(outcome.errors.contains(words), "\(arguments.joined(separator: " ")) said: \(outcome.errors)", file: file, line: line)
        }
        return outcome
    }

    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    // MARK: Nothing thrown away

    func testCheckSaveWithTiersThatTimeNothingIsRefusedBeforeMeasuring() throws {
        let base = try syntheticResults("base", ifElse: steady)
        for tier in ["allocations", "arc"] {
            try expect(["check", "--baseline", base, "--save", path("cs.json"), "--tier", tier], exit: .usage, saying: "does not judge time")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("cs.json")))
        }
    }

    func testALegalLongOutputNameIsWritten() throws {
        let base = try syntheticResults("base", ifElse: steady)
        for length in [231, 240, 255] {
            let out = path(String(repeating: "r", count: length - 5) + ".json")
            try expect(["report", base, "--format", "json", "--out", out], exit: .success)
            XCTAssertNoThrow(try ResultsDocument.load(out), "\(length) characters")
        }
        try expect(["report", base, "--format", "json", "--out", path(String(repeating: "r", count: 256))], exit: .ioError, saying: "too long")
    }

    func testOutputsInKernelFileSystemsAreRefusedBeforeMeasuring() throws {
        try expect(longRun + ["--results-dir", "/proc/self/fd"], exit: .ioError, saying: "kernel file system", limit: 60)
        let base = try syntheticResults("base", ifElse: steady)
        try expect(["report", base, "--out", "/sys/kernel/pin-bench-probe.txt"], exit: .ioError, saying: "kernel file system")
    }

    func testAResultsDirectoryWhoseRunsIsAFileIsRefusedBeforeMeasuring() throws {
        try FileManager.default.createDirectory(atPath: path("rd"), withIntermediateDirectories: false)
        XCTAssertTrue(FileManager.default.createFile(atPath: path("rd/runs"), contents: Data("mine".utf8)))
        try expect(longRun + ["--results-dir", path("rd")], exit: .ioError, saying: "in the way", limit: 60)
        XCTAssertEqual(text(path("rd/runs")), "mine")
    }

    // MARK: No write through a planted link

    func testAChartThatIsALinkIsReplacedNotFollowed() throws {
        let base = try syntheticResults("base", ifElse: steady)
        try FileManager.default.createDirectory(atPath: path("outside"), withIntermediateDirectories: false)
        try "victim".write(toFile: path("outside/victim.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: path("chsym"), withIntermediateDirectories: false)
        let chart = try XCTUnwrap(ResultsCharts.paths(series: ["s"], in: path("chsym"), prefix: "base").first?.value)
        XCTAssertEqual(symlink(path("outside/victim.txt"), chart), 0)
        try expect(["report", base, "--charts", path("chsym"), "--out", path("r.txt")], exit: .success)
        XCTAssertEqual(text(path("outside/victim.txt")), "victim")
        XCTAssertFalse(isLink(chart))
        XCTAssertTrue(text(chart)?.hasPrefix("<svg") ?? false)
    }

    func testAResultsDirectoryNeverWritesThroughItsLinks() throws {
        try FileManager.default.createDirectory(atPath: path("outside"), withIntermediateDirectories: false)
        try "victim".write(toFile: path("outside/victim.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: path("rdsym"), withIntermediateDirectories: false)
        XCTAssertEqual(symlink(path("outside/victim.txt"), path("rdsym/latest.md")), 0)
        XCTAssertEqual(symlink(path("outside"), path("rdsym/runs")), 0)
        try expect(longRun + ["--results-dir", path("rdsym")], exit: .ioError, saying: "symbolic link", limit: 60)
        XCTAssertEqual(unlink(path("rdsym/runs")), 0)
        try expect(quickRun + ["--strategies", "manual,if-else", "--results-dir", path("rdsym")], exit: .success)
        XCTAssertEqual(text(path("outside/victim.txt")), "victim")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("outside")), ["victim.txt"])
        XCTAssertFalse(isLink(path("rdsym/latest.md")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("rdsym/runs")).count, 1)
    }

    // MARK: Patterns bounded by their cost

    func testPatternsThatCouldTakeLongAreRefused() throws {
        let base = try syntheticResults("base", ifElse: steady)
        for pattern in [".{0,2000}.{0,2000}.{0,2000}.{0,2000}zz", ".{0,60000}.{0,60000}.{0,60000}zz"] {
            let rules = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": "\#(pattern)", "time": 0.1}]}"#
            try rules.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
            try expect(["compare", base, base, "--thresholds", path("t.json")], exit: .badBaseline, saying: "steps per character", limit: 30)
        }
        let filter = ".{0,200}.{0,200}.{0,200}.{0,200}.{0,200}zz"
        try expect(longRun + ["--filter", filter], exit: .usage, saying: "steps per character", limit: 30)
        try expect(["history", directory, "--filter", filter], exit: .usage, saying: "steps per character", limit: 30)
        // Repetitions that Swift's backtracking Regex took seconds over: one pass over each name now.
        let rules = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": ".*.*.*.*zz", "time": 0.1}]}"#
        try rules.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
        try expect(["compare", base, base, "--thresholds", path("t.json")], exit: .success, saying: "matches none", limit: 30)
    }

    // MARK: Names that cannot break what they reach

    func testNamesAreShownEscapedOnEveryTextSurface() throws {
        let hostile = try syntheticResults("hostile", ifElse: steady) { cases in
            for index in cases.indices { cases[index].series = SeriesID(label: "s\u{1B}]0;pwned\u{07}\u{202E}x") }
            cases[0].name = "=HYPERLINK(1)\n" + cases[0].name
        }
        func assertClean(_ text: String, _ surface: String) {
            let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || $0 == "\u{07}" }
            XCTAssertTrue(raw.isEmpty, "\(surface) has raw control or bidi characters: \(raw.map { $0.value })")
        }
        let terminal = try expect(["report", hostile, "--color", "never"], exit: .success)
        assertClean(terminal.output, "report")
        XCTAssertTrue(terminal.output.contains("\\u{1B}"), terminal.output)
        try expect(["report", hostile, "--format", "md", "--out", path("r.md")], exit: .success)
        assertClean(text(path("r.md")) ?? "", "Markdown")
        for row in (text(path("r.md")) ?? "").split(separator: "\n") where row.hasPrefix("|") { XCTAssertTrue(row.hasSuffix("|"), String(row)) }
        try expect(["report", hostile, "--format", "csv", "--out", path("r.csv")], exit: .success)
        let csv = text(path("r.csv")) ?? ""
        XCTAssertTrue(csv.contains("\"'=HYPERLINK(1)\n"), csv)
        XCTAssertFalse(csv.split(separator: "\n").contains { $0.hasPrefix("=") }, csv)
        try expect(["report", hostile, "--format", "html", "--charts", path("ch"), "--out", path("r.html")], exit: .success)
        assertClean(text(path("r.html")) ?? "", "HTML")
        for chart in try FileManager.default.contentsOfDirectory(atPath: path("ch")) { assertClean(text(path("ch/\(chart)")) ?? "", chart) }
        let missing = try expect(["report", path("gone\u{1B}[2J.json")], exit: .badBaseline, saying: "gone\\u{1B}[2J")
        assertClean(missing.errors, "an error message")
    }

    // MARK: Nothing silently wrong

    func testJSONWithARepeatedKeyIsRefused() throws {
        let base = try syntheticResults("base", ifElse: steady)
        let text = try XCTUnwrap(text(base))
        try ("{\"cases\": [], " + text.drop { $0 != "{" }.dropFirst()).write(toFile: path("twice.json"), atomically: true, encoding: .utf8)
        try expect(["report", path("twice.json")], exit: .badBaseline, saying: "'cases' twice")
        let rules = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": "if-else", "time": 0.1, "time": 0.5}]}"#
        try rules.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
        try expect(["compare", base, base, "--thresholds", path("t.json")], exit: .badBaseline, saying: "'time' twice")
    }

    func testAnImplausibleEnvironmentIsRefused() throws {
        let edits: [(String, (inout EnvironmentInfo) -> Void)] = [
            ("-4 cores", { $0.cores = -4 }), ("-1 MHz", { $0.cpuMHz = -1 }), ("dated 'yesterday'", { $0.date = "yesterday" }),
        ]
        for (words, edit) in edits {
            var environment = EnvironmentInfo.current(tools: .ofThisTest)
            edit(&environment)
            let file = try syntheticResults("odd", ifElse: steady, environment: environment)
            try expect(["report", file], exit: .badBaseline, saying: words)
        }
    }

    func testAThresholdsRuleThatMatchesNoCaseIsReported() throws {
        let base = try syntheticResults("base", ifElse: steady)
        let rules = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"case": "BM_Chain/typo", "time": 0.5}]}"#
        try rules.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
        try expect(["compare", base, base, "--thresholds", path("t.json")], exit: .success, saying: "rule 1 (case 'BM_Chain/typo') matches none")
    }

    func testARunWithoutTheDefaultReferenceMeasuresItToo() throws {
        try expect(quickRun + ["--strategies", "manual", "--no-save", "--format", "json", "--out", path("r.json")], exit: .success)
        let strategies = Set(try ResultsDocument.load(path("r.json")).cases.map(\.strategy.rawValue))
        XCTAssertEqual(strategies, ["manual", IfElseStrategy.name])
    }

    func testHelpAndVersionSayWhenStdoutCannotBeWritten() throws {
        guard geteuid() == 0 else { throw XCTSkip("mknod needs root") }
        let full = path("full")
        XCTAssertEqual(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)), 0)
        for arguments in [["--version"], ["--help"], ["help", "run", "--long"], ["help", "formats"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try XCTUnwrap(Executables.pinBench()))
            process.arguments = arguments
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: full))
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, ExitCode.ioError.rawValue, arguments.joined(separator: " "))
        }
    }

    func testAbWithAFolderThatIsNoPackageIsBadInput() throws {
        let executable = try XCTUnwrap(Executables.pinBench())
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: false)
        for orders in ["one", "auto"] {
            let outcome = try expect(["ab", path("empty"), executable, "--function-orders", orders], exit: .badBaseline, saying: "without a Package.swift")
            XCTAssertFalse(outcome.errors.contains("is a package"), outcome.errors)
        }
        try FileManager.default.createDirectory(atPath: path("pkg"), withIntermediateDirectories: false)
        XCTAssertTrue(FileManager.default.createFile(atPath: path("pkg/Package.swift"), contents: Data()))
        try expect(["ab", path("pkg"), path("pkg"), "--function-orders", "one"], exit: .badBaseline, saying: "one directory for both sides")
    }
}
