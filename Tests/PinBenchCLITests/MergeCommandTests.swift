import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import PinBenchTestSupport
import XCTest

/// `pin-bench merge`: verdicts per host and across hosts, one host's files as its runs, differing
/// counts named and recorded, files of other cases refused (exit 5), an output that is an input
/// refused (exit 64). Results files are synthetic (nothing timed).
final class MergeCommandTests: TemporaryDirectoryTestCase {
    /// A file of if-else and otherwise on `host`, otherwise's per-round ratio to if-else about `ratio`.
    private func hostFile(_ name: String, on host: EnvironmentInfo, ratio: Double, instructions: Int? = nil) throws -> String {
        try syntheticResults(name, ifElse: (0..<8).map { 1000 + Double($0) }, cases: ["if-else", "otherwise"], environment: host) { cases in
            cases[1].ratio = placedRatio(ratio)
            cases[1].counts["instructions"] = instructions
        }
    }

    private var xeon: EnvironmentInfo { syntheticHost("Intel Xeon Platinum 8375C", mhz: 2900) }
    private var epyc: EnvironmentInfo { syntheticHost("AMD EPYC 7B13", mhz: 2450, kernel: "6.5.0-1020-gcp") }

    private func merged(_ files: [String]) throws -> ResultsDocument {
        let out = path("merged.json")
        XCTAssertEqual(try run(MergeCommand.self, files + ["--out", out]), .success)
        return try ResultsDocument.load(out)
    }

    /// Its lines on stdout reached 172 columns on an 80-column terminal.
    func testWhatMergePrintsFitsTheTerminal() throws {
        _ = (try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: epyc, ratio: 1.31))
        // Names relative to the test's directory, where pin-bench runs: a path is one word, never broken.
        let outcome = try runPinBench(["merge", "a.json", "b.json", "--out", "merged.json"], environment: ["COLUMNS": "80"])
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertTrue(outcome.output.contains("slower: holds on 2"), outcome.output)
        XCTAssertTrue(outcome.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, outcome.output)
    }

    func testTwoHostsThatAgreeHoldOnTwoOfTwo() throws {
        let document = try merged([try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: epyc, ratio: 1.31)])
        let pool = try XCTUnwrap(document.hosts)
        XCTAssertEqual(pool.hostCount, 2)
        XCTAssertEqual(pool.verdicts.map(\.agreement), [.holds])
        XCTAssertEqual(pool.verdicts[0].summary, "slower: holds on 2 of 2 hosts")
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("vs if-else: slower: holds on 2 of 2 hosts (host 1 slower ×1.24 [1.24, 1.25] over 8 placements, "
            + "host 2 slower ×1.31 ["), table)
        XCTAssertTrue(table.contains("host 2: AMD EPYC 7B13, 2450 MHz, Linux 6.5.0 ("), table)
        XCTAssertTrue(table.contains("Pooled from 2 runs on 2 host(s) (pin-bench merge): the tables and verdicts before \"Across hosts\" "
            + "are the first run's (\(path("a.json"))), on host 1 only"), "said before the first host's verdicts: \(table)")
        let markdown = ResultsReport.markdown(document)
        XCTAssertTrue(markdown.contains("## Across hosts"), markdown)
        XCTAssertTrue(markdown.contains("- Pooled from 2 runs on 2 host(s)"), markdown)
        XCTAssertTrue(markdown.contains("| slower: holds on 2 of 2 hosts |"), markdown)
        XCTAssertEqual(document.cases.map(\.name), try ResultsDocument.load(path("a.json")).cases.map(\.name),
                       "the merged file's own cases are the first file's")
    }

    func testHostsThatDisagreeAreHostDependent() throws {
        let document = try merged([try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: epyc, ratio: 0.89)])
        let verdict = try XCTUnwrap(document.hosts?.verdicts.first)
        XCTAssertEqual(verdict.agreement, .hostDependent)
        XCTAssertEqual(verdict.summary, "faster on 1 of 2 hosts, slower on 1: host-dependent")
        XCTAssertEqual(verdict.hosts.map(\.verdict), [.slower, .faster])
        XCTAssertTrue(ResultsReport.table(document).contains("host-dependent (host 1 slower ×1.24 [1.24, 1.25] over 8 placements, "
            + "host 2 faster ×0.89 ["), ResultsReport.table(document))
    }

    func testTwoFilesFromOneHostAreThatHostsRuns() throws {
        var renamed = xeon
        renamed.hostName = "another-container"
        renamed.cpuMHz = 2920
        let document = try merged([try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: renamed, ratio: 0.89),
                                   try hostFile("c", on: epyc, ratio: 0.9)])
        let pool = try XCTUnwrap(document.hosts)
        XCTAssertEqual(pool.runs.map(\.host), [1, 1, 2], "the host name is not the fingerprint; MHz within 2% is the same host")
        XCTAssertEqual(pool.verdicts[0].hosts.map(\.verdict), [.unclear, .faster], "host 1's runs, pooled, disagree: it cannot tell")
        XCTAssertEqual(pool.verdicts[0].hosts[0].runs, 2)
        XCTAssertEqual(pool.verdicts[0].hosts[0].estimate.placements, 16)
        XCTAssertEqual(pool.verdicts[0].agreement, .undecidedOnSome, "only one host decided: nothing contradicts it")
        XCTAssertEqual(pool.verdicts[0].summary, "faster on 1 of 2 hosts, unclear on 1: undecided on some host")
        XCTAssertTrue(pool.hostLine(1).hasSuffix("(\(path("a.json")), \(path("b.json")): 2 runs)"), pool.hostLine(1))
    }

    /// Issue 58: two runs of one host that relinked the same seeds ran the same 8 function orders; their
    /// placements of one seed are averaged before the interval (8 values, not 16), and merge says so.
    func testRunsSharingLinkSeedsAreAveragedPerSeedAndSaidSo() throws {
        func run(_ name: String, ratio: Double) throws -> String {
            try syntheticResults(name, ifElse: (0..<8).map { 1000 + Double($0) + ratio }, cases: ["if-else", "otherwise"], placements: 8,
                                 environment: xeon) { cases in cases[1].ratio = placedRatio(ratio) }
        }
        let pool = try XCTUnwrap(try merged([try run("a", ratio: 1.24), try run("b", ratio: 1.25)]).hosts)
        let host = try XCTUnwrap(pool.verdicts.first?.hosts.first)
        XCTAssertEqual(host.estimate.placements, 8, "one value per function order")
        XCTAssertEqual(host.placements, 16)
        XCTAssertEqual(pool.sharedOrderLines, ["host 1: its runs share link seeds: 16 placements in 8 function orders; placements of one "
            + "order are averaged before the interval (7 degrees of freedom)"])
        XCTAssertTrue(CrossHostReport.lines(pool).contains("  " + pool.sharedOrderLines[0]))
        var renamed = xeon
        renamed.hostName = "another-container"
        let apart = try XCTUnwrap(try merged([try hostFile("c", on: xeon, ratio: 1.24), try hostFile("d", on: renamed, ratio: 1.25)]).hosts)
        XCTAssertEqual(apart.runs.map(\.host), [1, 1])
        XCTAssertEqual(apart.sharedOrderLines, [], "runs of the default link: nothing shared to average")
    }

    func testOneHostsRunsAreItsVerdictAndNeverHostDependent() throws {
        var renamed = xeon
        renamed.hostName = "another-container"
        let document = try merged([try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: renamed, ratio: 1.26)])
        let verdict = try XCTUnwrap(document.hosts?.verdicts.first)
        XCTAssertEqual(document.hosts?.hostCount, 1)
        XCTAssertEqual(verdict.agreement, .holds)
        XCTAssertEqual(verdict.summary, "slower: holds on 1 of 1 host")
        let unclear = try merged([try hostFile("c", on: xeon, ratio: 1.24), try hostFile("d", on: renamed, ratio: 0.9)])
        XCTAssertEqual(unclear.hosts?.verdicts.first?.summary, "unclear on 1 of 1 host", "one host cannot be host-dependent")
    }

    func testDifferingCountsAreNamedAndRecorded() throws {
        let document = try merged([try hostFile("a", on: xeon, ratio: 1.24, instructions: 1000),
                                   try hostFile("b", on: epyc, ratio: 1.3, instructions: 1100)])
        let differences = try XCTUnwrap(document.hosts?.countDifferences)
        XCTAssertEqual(differences, [CountDifference(caseName: document.cases[1].name, counter: "instructions", values: [1000, 1100])])
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("\(document.cases[1].name): instructions 1000 in \(path("a.json")), 1100 in \(path("b.json"))"), table)
    }

    func testAMergedFileMergesAgainAsItsRuns() throws {
        let first = try merged([try hostFile("a", on: xeon, ratio: 1.24), try hostFile("b", on: epyc, ratio: 1.3)])
        try first.save(path("first.json"))
        let again = try merged([path("first.json"), try hostFile("c", on: syntheticHost("Ampere Altra"), ratio: 1.2)])
        XCTAssertEqual(again.hosts?.runs.map(\.file), [path("a.json"), path("b.json"), path("c.json")])
        XCTAssertEqual(again.hosts?.verdicts.first?.summary, "slower: holds on 3 of 3 hosts")
    }

    func testFilesOfOtherCasesAreRefusedWithExitFive() throws {
        let base = try hostFile("a", on: xeon, ratio: 1.24)
        let otherDepth = try syntheticResults("depth64", ifElse: [1000, 1001], cases: ["if-else", "otherwise"], depth: 64, environment: epyc)
        let fewer = try syntheticResults("fewer", ifElse: [1000, 1001], cases: ["if-else"], environment: epyc)
        let renamed = try syntheticResults("renamed", ifElse: [1000, 1001], cases: ["if-else", "otherwise"], environment: epyc) { cases in
            cases[1].strategy = StrategyName("first-visible")
        }
        for other in [otherDepth, fewer, renamed, path("absent.json")] {
            XCTAssertEqual(try run(MergeCommand.self, [base, other, "--out", path("m.json")]), .badBaseline, other)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")), other)
        }
        let problem = HostPool.poolingProblem([("a.json", try ResultsDocument.load(base)), ("fewer.json", try ResultsDocument.load(fewer))])
        XCTAssertEqual(problem?.description, "fewer.json lacks 1 of the case(s) of a.json (e.g. \(try ResultsDocument.load(base).cases[1].name)): "
            + "pooling needs the same cases in every file")
    }

    func testAnOutputThatIsAnInputAndTooFewFilesAreUsageErrors() throws {
        let a = try hostFile("a", on: xeon, ratio: 1.24)
        let b = try hostFile("b", on: epyc, ratio: 1.3)
        for arguments in [[a, b, "--out", a], [a, b, "--out", b], [a, "--out", path("m.json")], [a, b]] {
            XCTAssertThrowsError(try run(MergeCommand.self, arguments), "\(arguments)") { XCTAssertTrue($0 is UsageError, "\(arguments): \($0)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
    }
}
