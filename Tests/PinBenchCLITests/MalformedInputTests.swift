import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Files that parse but say something impossible, options that would be read wrongly, and patterns
/// that would never finish: each is a clear message and its documented exit code on the real
/// executable, never a crash, a hang or a silent misreading. Each probe failed before.
final class MalformedInputTests: TemporaryDirectoryTestCase {
    /// Runs pin-bench and asserts the exit code and that stderr contains `words`.
    private func expect(_ arguments: [String], exit code: ExitCode, saying words: String, file: StaticString = #filePath,
                        line: UInt = #line) throws {
        let outcome = try runPinBench(arguments, ownTemporaryDirectory: true, limit: 120, file: file, line: line)
        XCTAssertEqual(outcome.status, code.rawValue, "\(arguments.joined(separator: " ")): \(outcome.errors)", file: file, line: line)
        XCTAssertTrue(outcome.errors.contains(words), "\(arguments.joined(separator: " ")) said: \(outcome.errors)", file: file, line: line)
    }

    private var steady: [Double] { (0..<8).map { 1000 + Double($0) } }

    /// A results file with a ratio over 8 placements on if-else's twin, then `edit` applied to its JSON.
    private func results(_ name: String, edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let path = try syntheticResults(name, ifElse: steady, cases: ["if-else", "otherwise"]) { cases in
            cases[1].ratio = placedRatio(1.1)
        }
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `edit` applied to the second case (the one with a ratio).
    private func editCase(_ object: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var cases = object["cases"] as! [[String: Any]]
        edit(&cases[1])
        object["cases"] = cases
    }

    private func editRatio(_ object: inout [String: Any], _ edit: @escaping (inout [String: Any]) -> Void) {
        editCase(&object) { result in
            var ratio = result["ratio"] as! [String: Any]
            edit(&ratio)
            result["ratio"] = ratio
        }
    }

    func testRatiosWhosePlacementsDoNotAddUpAreRefusedNotACrash() throws {
        let probes: [(String, (inout [String: Any]) -> Void, String)] = [
            ("no-layouts", { self.editRatio(&$0) { $0["layouts"] = [] } }, "a ratio with an empty list of placements"),
            ("more-rounds", { self.editRatio(&$0) { ratio in
                var placements = ratio["layouts"] as! [[String: Any]]
                placements[0]["rounds"] = 4
                ratio["layouts"] = placements
            } }, "placements of 25 rounds in all but 24 ratios"),
            ("too-many-rounds", { self.editRatio(&$0) { ratio in
                var placements = ratio["layouts"] as! [[String: Any]]
                placements[0]["rounds"] = Int.max
                ratio["layouts"] = placements
            } }, "a placement of \(Int.max) rounds"),
            ("no-ratios", { self.editRatio(&$0) { $0["ratios"] = [] } }, "a ratio with no rounds"),
            ("huge-count", { self.editCase(&$0) { $0["counts"] = ["allocations": Int64.max] } }, "a count above 2^53"),
            ("depth-zero", { self.editCase(&$0) { $0["depth"] = 0 } }, "a depth of 0"),
            ("negative-ns", { self.editCase(&$0) { $0["nanosecondsPerView"] = -1.0 } }, "-1.0 ns per view"),
        ]
        for (name, edit, words) in probes {
            let file = try results(name, edit: edit)
            try expect(["report", file], exit: .badBaseline, saying: words)
            try expect(["pr256", "--timings", file], exit: .badBaseline, saying: words)
        }
        // One such file in a baseline folder is listed as unreadable; the listing goes on.
        try FileManager.default.createDirectory(atPath: path("store"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path("no-layouts.json"), toPath: path("store/bad.json"))
        try FileManager.default.copyItem(atPath: try results("good"), toPath: path("store/good.json"))
        let listing = try runPinBench(["baseline", "list", "--dir", path("store")])
        XCTAssertEqual(listing.status, 0, listing.errors)
        XCTAssertTrue(listing.output.contains("good") && listing.output.contains("bad"), listing.output)
    }

    /// A candidate with one case emptied of its samples passed the gate: "no regression", time left
    /// out in a note, where the same file without the hole failed it.
    func testAGateCannotBeEmptiedByOneUntimedCase() throws {
        let base = try results("base")
        let holed = try results("holed") { object in
            self.editCase(&object) { result in
                for key in ["samples", "rawSamples", "cpuSamples"] { result[key] = [Double]() }
            }
        }
        for arguments in [["compare", base, holed], ["check", "--baseline", holed, "--tier", "time"]] {
            try expect(arguments, exit: .badBaseline, saying: "has no samples in case BM_Chain/otherwise/")
        }
    }

    func testAPooledFileWithoutRunsOrWithARunOfAnotherSchemaIsRefused() throws {
        let a = try syntheticResults("a", ifElse: steady, cases: ["if-else", "otherwise"], environment: syntheticHost("Intel Xeon"))
        let b = try syntheticResults("b", ifElse: steady, cases: ["if-else", "otherwise"], environment: syntheticHost("AMD EPYC"))
        XCTAssertEqual(try runPinBench(["merge", a, b, "--out", path("m.json")]).status, 0)
        var merged = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("m.json")))) as? [String: Any])
        var hosts = merged["hosts"] as! [String: Any]
        var runs = hosts["runs"] as! [[String: Any]]
        var inner = runs[1]["document"] as! [String: Any]
        inner["schemaVersion"] = 99
        runs[1]["document"] = inner
        hosts["runs"] = runs
        merged["hosts"] = hosts
        try JSONSerialization.data(withJSONObject: merged).write(to: URL(fileURLWithPath: path("future.json")))
        try expect(["report", path("future.json")], exit: .badBaseline, saying: "of schema pinbench.results 99")
        hosts["runs"] = []
        merged["hosts"] = hosts
        try JSONSerialization.data(withJSONObject: merged).write(to: URL(fileURLWithPath: path("empty.json")))
        try expect(["report", path("empty.json")], exit: .badBaseline, saying: "has a hosts section with no runs")
    }

    func testOneRunGivenTwiceToMergeIsRefused() throws {
        let base = try results("base")
        XCTAssertEqual(link(base, path("hard.json")), 0)
        XCTAssertEqual(symlink(base, path("soft.json")), 0)
        try FileManager.default.copyItem(atPath: base, toPath: path("copy.json"))
        for twin in [base, path("hard.json"), path("soft.json"), path("copy.json")] {
            try expect(["merge", base, twin, "--out", path("m.json")], exit: .badBaseline, saying: "is the same run as \(base)")
        }
    }

    /// `merge` and `baseline save --from` dropped the fields a newer pin-bench of the same schema
    /// version wrote, though the document is meant to be kept whole.
    func testFieldsANewerPinBenchWroteAreKept() throws {
        func withFutureFields(_ name: String, on host: EnvironmentInfo) throws -> String {
            let file = try syntheticResults(name, ifElse: steady, cases: ["if-else", "otherwise"], environment: host)
            var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            object["futureField"] = name
            editCase(&object) { $0["futureCaseField"] = 7 }
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: file))
            return file
        }
        let a = try withFutureFields("a", on: syntheticHost("Intel Xeon"))
        let b = try withFutureFields("b", on: syntheticHost("AMD EPYC"))
        XCTAssertEqual(try runPinBench(["merge", a, b, "--out", path("m.json")]).status, 0)
        let merged = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("m.json")))) as? [String: Any])
        XCTAssertEqual(merged["futureField"] as? String, "a", "the first file's, at the top")
        XCTAssertEqual((merged["cases"] as? [[String: Any]])?[1]["futureCaseField"] as? Int, 7)
        let runs = try XCTUnwrap((merged["hosts"] as? [String: Any])?["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.map { ($0["document"] as? [String: Any])?["futureField"] as? String }, ["a", "b"], "each run's own")
        XCTAssertEqual(try runPinBench(["report", path("m.json")]).status, 0, "still a results file")

        XCTAssertEqual(try runPinBench(["baseline", "save", "kept", "--from", a, "--dir", path("store")]).status, 0)
        let saved = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("store/kept.json")))) as? [String: Any])
        XCTAssertEqual(saved["futureField"] as? String, "a")
        XCTAssertNotNil(saved["judgeableTiers"], "with what this pin-bench adds")
    }

    func testGoogleBenchmarkNumbersOutOfRangeAreRefused() throws {
        let base = try results("base")
        for (field, value, words) in [("iterations", "1e300", "iterations; a count of iterations is a whole number"),
                                      ("real_time", "1e300", "a time must be finite"), ("real_time", "-1", "a time must be finite")] {
            let iterations = field == "iterations" ? value : "100"
            let time = field == "real_time" ? value : "500"
            let row = #"{"name": "BM_x", "run_type": "iteration", "iterations": \#(iterations), "real_time": \#(time), "time_unit": "ns"}"#
            try (#"{"context": {}, "benchmarks": [\#(row)]}"#).write(toFile: path("g.json"), atomically: true, encoding: .utf8)
            try expect(["crosscheck", base, path("g.json")], exit: .badBaseline, saying: words)
        }
    }

    func testADeviceOrAHugeFileIsNotReadAsAResultsFile() throws {
        try expect(["report", "/dev/zero"], exit: .badBaseline, saying: "is a device, not a file")
        XCTAssertTrue(FileManager.default.createFile(atPath: path("huge.json"), contents: nil))
        XCTAssertEqual(truncate(path("huge.json"), off_t(InputFileError.largestInput + 1)), 0, "a sparse file, no disk used")
        try expect(["report", path("huge.json")], exit: .badBaseline, saying: "is larger than 256 MiB")
    }

    /// A TMPDIR that is a file was exit 70 (a bug's code) with "NSCocoaErrorDomain error 512".
    func testATemporaryDirectoryThatCannotBeMadeIsThisHostsProblem() throws {
        try "plain".write(toFile: path("afile"), atomically: true, encoding: .utf8)
        let outcome = try runPinBench(["run", "--placements", "2", "--no-instructions", "--function-orders", "one", "--suite", "ci", "--filter", "manual/depth:16/",
                                       "--rounds", "2", "--min-time", "0.0005", "--allow-debug", "--no-save", "--quiet"],
                                      environment: ["TMPDIR": path("afile")])
        XCTAssertEqual(outcome.status, ExitCode.environment.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("cannot create a temporary directory in \(path("afile")) (TMPDIR): Not a directory"), outcome.errors)
    }

    func testOptionsThatWouldBeReadWronglyAreUsageErrors() throws {
        try expect(["run", "--strategies", "manual,if-else", "--reference", "first-visible", "--no-save", "--allow-debug"], exit: .usage,
                   saying: "--reference first-visible is not among the strategies")
        try expect(["run", "--suite", "ci", "-o", "-q"], exit: .usage, saying: "option --out needs a value")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("-q")))
        try expect(["verify", "--scenario", "depth=5 depth=6"], exit: .usage, saying: "'depth' is given twice")
        try "plain".write(toFile: path("afile"), atomically: true, encoding: .utf8)
        try expect(["run", "--suite", "ci", "--results-dir", "afile/sub", "--allow-debug"], exit: .ioError, saying: "a file of that name is in the way (afile)")
    }

    func testThresholdsFilesSayWhatIsWrongWithThem() throws {
        let base = try results("base")
        func thresholds(_ text: String) throws -> String {
            try text.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
            return path("t.json")
        }
        try expect(["compare", base, base, "--thresholds", try thresholds(#"{"schema": "pinbench.thresholds", "schemaVersion": 1}"#)],
                   exit: .badBaseline, saying: "missing key 'rules' at top level")
        let tierKey = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": "if-else", "allocations": 0.1}]}"#
        try expect(["compare", base, base, "--thresholds", try thresholds(tierKey)], exit: .badBaseline,
                   saying: "rule 1 has the key 'allocations', which no threshold reads")
    }

    /// A pattern with nested repetition took exponential time on every case name that did not match
    /// (`compare` was killed at 120 s) with Swift's backtracking Regex; `CaseMatcher` matches it in one
    /// pass (issue 54), and a pattern too large for that is refused before any matching.
    func testPatternsThatWouldBacktrackForEverFinishOrAreRefused() throws {
        let base = try results("base")
        let nested = #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": "(.*.*)*#", "time": 0.1}]}"#
        try nested.write(toFile: path("t.json"), atomically: true, encoding: .utf8)
        try expect(["compare", base, base, "--thresholds", path("t.json")], exit: .success, saying: "matches none")
        try expect(["run", "--filter", "(.*.*)*#", "--no-save"], exit: .usage, saying: "no case matches")
        try expect(["ab", "a", "b", "--filter", ".{0,2000}.{0,2000}#"], exit: .usage, saying: "steps per character")
    }
}
