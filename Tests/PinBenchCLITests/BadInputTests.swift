import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Bad input gets a clear message and its own exit code: gate inputs that would pass any gate, output
/// paths that cannot be written (found before measuring), quadratic scenarios over the work budget,
/// and command-line slips. Results files are synthetic (no timing); messages are read from a child
/// pin-bench's stderr.
final class BadInputTests: TemporaryDirectoryTestCase {
    /// A file of `samples.count` placements of one round each.
    private func results(_ name: String, ifElse samples: [Double], cases: [String] = ["manual", "if-else"]) throws -> String {
        try syntheticResults(name, ifElse: samples, cases: cases, placements: samples.count)
    }

    private var steady: [Double] { (0..<8).map { 1000 + Double($0) } }

    func testFilesThatWouldPassAnyGateAreRefusedWithExitFive() throws {
        let base = try results("base", ifElse: steady)
        let empty = try results("empty", ifElse: steady, cases: [])
        let negative = try results("negative", ifElse: steady.map { -$0 })
        let zero = try results("zero", ifElse: steady.map { _ in 0 })
        for bad in [empty, negative, zero] {
            XCTAssertEqual(try run(CompareCommand.self, [base, bad, "--out", "\(directory)/r.txt"]), .badBaseline, bad)
            XCTAssertEqual(try run(CompareCommand.self, [bad, base, "--format", "json", "--out", "\(directory)/r.json"]), .badBaseline, bad)
            XCTAssertEqual(try run(CheckCommand.self, ["--baseline", bad, "--quiet", "--out", "\(directory)/r.txt"]), .badBaseline, bad)
        }
    }

    func testAMissingBaselineCaseIsAnErrorUnlessAllowedAndNewCasesAreListed() throws {
        let base = try results("base", ifElse: steady)
        let partial = try results("partial", ifElse: steady, cases: ["if-else"])
        XCTAssertEqual(try run(CompareCommand.self, [base, partial, "--out", "\(directory)/r.txt"]), .badBaseline)
        XCTAssertTrue(try String(contentsOfFile: "\(directory)/r.txt", encoding: .utf8).contains("Missing from the candidate"))
        XCTAssertEqual(try run(CompareCommand.self, [base, partial, "--allow-missing", "--out", "\(directory)/r.txt"]), .success)
        XCTAssertEqual(try run(CompareCommand.self, [partial, base, "--out", "\(directory)/r.txt"]), .success)
        XCTAssertTrue(try String(contentsOfFile: "\(directory)/r.txt", encoding: .utf8).contains("New (only in the candidate"))
    }

    func testTooFewPlacementsAreInconclusiveNotAPass() throws {
        let few = try results("few", ifElse: Array(steady.prefix(3)))
        let single = try results("single", ifElse: [1000])
        let enough = try results("enough", ifElse: steady)
        XCTAssertEqual(try run(CompareCommand.self, [enough, few, "--out", "\(directory)/r.txt"]), .inconclusive)
        let text = try String(contentsOfFile: "\(directory)/r.txt", encoding: .utf8)
        XCTAssertTrue(text.contains("not enough data for a time verdict (at least 4 placements in each file"), text)
        XCTAssertEqual(try run(CompareCommand.self, [enough, single, "--out", "\(directory)/r.txt"]), .inconclusive)
        // A baseline too short for time: asked for, inconclusive; by default left out (GateTierTests).
        XCTAssertEqual(try run(CompareCommand.self, [few, few, "--tier", "time", "--out", "\(directory)/r.txt"]), .inconclusive)
        // The counter tiers need no samples; these files have no instruction counts to judge.
        XCTAssertEqual(try run(CompareCommand.self, [few, few, "--tier", "allocations", "--out", "\(directory)/r.txt"]), .success)
        XCTAssertEqual(try run(CompareCommand.self, [few, few, "--tier", "instructions", "--out", "\(directory)/r.txt"]), .badBaseline)
        XCTAssertEqual(try run(CompareCommand.self, [enough, enough, "--out", "\(directory)/r.txt"]), .success)
    }

    func testAnUnwritableOutputIsFoundBeforeMeasuring() throws {
        // Before the check, the run measured, wrote the results directory, and only then failed on --out.
        let results = "\(directory)/results"
        XCTAssertThrowsError(try run(RunCommand.self, ["--strategies", "manual", "--depths", "1", "--rounds", "2", "--min-time", "0.0001",
                                                       "--allow-debug", "--quiet", "--results-dir", results,
                                                       "--out", "\(directory)/missing/out.txt"])) {
            XCTAssertTrue($0 is OutputError, "\($0)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(results)/latest.json"), "nothing was measured")
        let base = try self.results("base", ifElse: steady)
        XCTAssertThrowsError(try run(CompareCommand.self, [base, base, "--out", directory])) { XCTAssertTrue("\($0)".contains("is a directory")) }
    }

    func testAFullDeviceIsAnOutputErrorAndStaysADevice() throws {
        guard geteuid() == 0 else { throw XCTSkip("mknod needs root") }
        let full = "\(directory)/full"
        XCTAssertEqual(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)), 0)
        let base = try results("base", ifElse: steady)
        XCTAssertThrowsError(try run(CompareCommand.self, [base, base, "--out", full])) { XCTAssertTrue($0 is OutputError, "\($0)") }
        var status = stat()
        XCTAssertEqual(stat(full, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
    }

    func testQuadraticScenariosOverTheBudgetAreRefusedUnlessAllowed() throws {
        XCTAssertThrowsError(try run(VerifyCommand.self, ["--scenario", "depth=100000 fan-in=all", "--quiet",
                                                          "--out", "\(directory)/v.txt"])) { error in
            XCTAssertTrue(error is UsageError && "\(error)".contains("--allow-slow"), "\(error)")
        }
        XCTAssertThrowsError(try run(RunCommand.self, ["--depths", "20000", "--fan-in", "all", "--allow-debug", "--quiet", "--no-save",
                                                       "--out", "\(directory)/r.txt"])) { XCTAssertTrue("\($0)".contains("--allow-slow")) }
        XCTAssertEqual(Scenario(depth: 4, fanIn: .all).relativeViewsPerPass, 0 + 1 + 2 + 3)
        XCTAssertEqual(Scenario(depth: 10, fanIn: .lastK(4)).relativeViewsPerPass, 0 + 1 + 2 + 3 + 6 * 4)
        XCTAssertNil(Scenario(depth: 1024, fanIn: .all).overBudgetReason, "the default suite's largest fan-in all case runs")
        // The budget is a check, not a cap: with --allow-slow a (small) scenario runs as usual.
        XCTAssertEqual(try run(VerifyCommand.self, ["--scenario", "depth=64 fan-in=all", "--allow-slow", "--quiet",
                                                    "--out", "\(directory)/v.txt"]), .success)
    }

    func testAGivenScenarioIsNotCalledRandom() throws {
        XCTAssertEqual(try run(VerifyCommand.self, ["--scenario", "depth=4", "--quiet", "--out", "\(directory)/v.txt"]), .success)
        let header = try String(contentsOfFile: "\(directory)/v.txt", encoding: .utf8).split(separator: "\n").first ?? ""
        XCTAssertTrue(header.contains("1 scenarios (1 given with --scenario)"), String(header))
        XCTAssertFalse(header.contains("random"), String(header))
    }

    func testCommandLineSlipsAreNamed() {
        func message(_ command: any Command.Type, _ arguments: [String]) -> String {
            do {
                _ = try run(command, arguments)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message(RunCommand.self, ["--quick", "--quick"]), "option --quick given more than once")
        XCTAssertEqual(message(RunCommand.self, ["--rounds", "5", "--rounds=6"]), "option --rounds given more than once")
        XCTAssertEqual(message(RunCommand.self, ["--bogus"]), "unknown option '--bogus'")
        for depths in ["4,", ",4", "4,,8", ""] {
            XCTAssertTrue(message(RunCommand.self, ["--depths", depths, "--allow-debug"]).contains("--depths"), depths)
        }
        XCTAssertTrue(message(RunCommand.self, ["--strategies", "manual,", "--allow-debug"]).contains("empty name"))
    }

    func testEveryMessageStartsWithTheVerb() throws {
        guard let pinBench = Executables.pinBench() else { return XCTFail("no pin-bench executable next to the test bundle") }
        let missing = "\(directory)/absent.json"
        for arguments in [["baseline", "save", "main", "--from", missing, "--dir", directory], ["compare", missing, missing]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: pinBench)
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, ExitCode.badBaseline.rawValue, text)
            XCTAssertTrue(text.hasPrefix("pin-bench \(arguments[0]): "), text)
        }
    }
}
