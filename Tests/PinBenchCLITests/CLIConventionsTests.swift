import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// The conventions a user expects of a command-line tool: `--version`, `help VERB`, and "did you
/// mean" for a mistyped verb or option, never the default verb, the overview or a bare "unknown option".
final class CLIConventionsTests: TemporaryDirectoryTestCase {
    func testVersionNamesTheToolAndTheFormatsItShares() throws {
        for arguments in [["--version"], ["version"]] {
            let outcome = try runPinBench(arguments)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.errors)")
            XCTAssertEqual(outcome.output, Version.text + "\n")
            XCTAssertTrue(outcome.output.hasPrefix("pin-bench \(Version.number) (results pinbench.results \(ResultsDocument.currentSchemaVersion), "),
                          outcome.output)
        }
    }

    func testHelpVerbPrintsThatVerbsHelp() throws {
        let outcome = try runPinBench(["help", "compare"])
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.output, CompareCommand.shortHelp + "\n")
        XCTAssertEqual(try runPinBench(["help", "compare", "--long"]).output, CompareCommand.help + "\n")
        XCTAssertEqual(try runPinBench(["compare", "--help", "--long"]).output, CompareCommand.help + "\n")
        XCTAssertEqual(try runPinBench(["compare", "-h"]).output, CompareCommand.shortHelp + "\n")
        let overview = try runPinBench(["help"])
        XCTAssertEqual(overview.output, Commands.overview + "\n")
        let unknown = try runPinBench(["help", "comapre"])
        XCTAssertEqual(unknown.status, ExitCode.usage.rawValue)
        XCTAssertTrue(unknown.errors.hasPrefix("pin-bench: unknown verb 'comapre' (did you mean compare?)"), unknown.errors)
    }

    /// `calibrate --help` says how many times the kernels run: the calibration's own count (it said five
    /// while they ran 41 times).
    func testCalibrateHelpSaysTheRepeatsItTakes() {
        XCTAssertTrue(" \(CalibrateCommand.about)".contains(" \(HostCalibration.repeats) times each"), CalibrateCommand.about)
    }

    func testAMistypedVerbOrOptionGetsTheNearestName() throws {
        let verb = try runPinBench(["runn"])
        XCTAssertEqual(verb.status, ExitCode.usage.rawValue)
        XCTAssertEqual(verb.errors, "pin-bench: unknown verb 'runn' (did you mean run?)\nSee `pin-bench --help`.\n", "the suggestion alone")
        let nothingNear = try runPinBench(["zzzzzz"])
        XCTAssertEqual(nothingNear.status, ExitCode.usage.rawValue)
        XCTAssertTrue(nothingNear.errors.contains("the verbs are run, list, verify"), nothingNear.errors)
        XCTAssertFalse(nothingNear.errors.contains("Usage:"), "no overview to scroll the answer away: \(nothingNear.errors)")
        XCTAssertLessThanOrEqual(nothingNear.errors.split(separator: "\n").count, 4, nothingNear.errors)
        let option = try runPinBench(["run", "--depth", "4", "--no-save"])
        XCTAssertEqual(option.status, ExitCode.usage.rawValue)
        XCTAssertTrue(option.errors.contains("unknown option '--depth' (did you mean --depths?)"), option.errors)
        let far = try runPinBench(["list", "--colour-scheme", "x"])
        XCTAssertEqual(far.status, ExitCode.usage.rawValue)
        XCTAssertTrue(far.errors.contains("unknown option '--colour-scheme'") && !far.errors.contains("did you mean"), far.errors)
    }

    /// `run` without --results-dir never touches the committed `results/`: it writes inside `.build`,
    /// which git ignores, and says what it wrote.
    func testTheMainJobLeavesTheCheckoutCleanAndSaysWhereItWrote() throws {
        let outcome = try runPinBench(["run", "--placements", "1", "--depths", "1", "--strategies", "manual,if-else", "--rounds", "2", "--min-time", "0.0005",
                                       "--allow-debug", "--format", "csv"])
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("results")), "nothing in results/")
        for file in ["latest.json", "latest.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(".build/pin-bench/\(file)")), file)
        }
        XCTAssertTrue(outcome.errors.contains("pin-bench run: wrote .build/pin-bench/latest.json, latest.md and 2 charts"), outcome.errors)
        let quiet = try runPinBench(["run", "--placements", "1", "--depths", "1", "--strategies", "manual", "--rounds", "2", "--min-time", "0.0005",
                                     "--allow-debug", "--quiet", "--format", "csv"])
        XCTAssertEqual(quiet.errors, "", "--quiet says nothing")
    }

    /// Every verb that writes a file says where; --quiet keeps it silent.
    func testWritingVerbsSayWhatTheyWrote() throws {
        let run = try runPinBench(["run", "--placements", "1", "--depths", "1", "--strategies", "manual,if-else", "--rounds", "2", "--min-time", "0.0005",
                                   "--allow-debug", "--quiet", "--no-save", "--format", "json", "--out", "r.json"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "", "--quiet says nothing")
        let report = try runPinBench(["report", "r.json", "--format", "md", "--out", "r.md"])
        XCTAssertTrue(report.errors.contains("pin-bench report: wrote r.md"), report.errors)
        let compare = try runPinBench(["compare", "r.json", "r.json", "--out", "c.txt"])
        XCTAssertTrue(compare.errors.contains("pin-bench compare: wrote c.txt"), compare.errors)
        let verify = try runPinBench(["verify", "--scenarios", "5", "--out", "v.txt"])
        XCTAssertTrue(verify.errors.contains("pin-bench verify: wrote v.txt"), verify.errors)
        let quiet = try runPinBench(["verify", "--scenarios", "5", "--out", "v.txt", "--quiet"])
        XCTAssertFalse(quiet.errors.contains("wrote"), quiet.errors)
    }

    func testSuggestionsAreTyposNotGuesses() {
        XCTAssertEqual(Suggestion.editDistance("runn", "run"), 1)
        XCTAssertEqual(Suggestion.editDistance("comapre", "compare"), 1, "a swapped pair is one edit")
        XCTAssertEqual(Suggestion.editDistance("", "ab"), 2)
        XCTAssertEqual(Suggestion.closest(to: "--depth", among: ["--hidden", "--depths", "--out"]), "--depths")
        XCTAssertNil(Suggestion.closest(to: "xyz", among: ["run", "ab"]), "three edits of a three-letter word is not a typo")
        XCTAssertEqual(Suggestion.closest(to: "ab", among: ["ab", "abc"]), "ab")
        XCTAssertEqual(Suggestion.phrase(for: "--qiuet", among: ["--quiet"]), " (did you mean --quiet?)")
        XCTAssertEqual(Suggestion.phrase(for: "--zzzzzz", among: ["--quiet"]), "")
    }

    /// A message on stderr fits COLUMNS, its continuation lines indented; to a pipe without COLUMNS
    /// it stays one line, as a log wants it.
    func testMessagesOnStderrFitTheTerminalAndStayWholeInALog() throws {
        let empty = path("no-runs")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let log = try runPinBench(["history", empty], environment: ["COLUMNS": nil])
        let message = log.errors.split(separator: "\n").map(String.init)
        XCTAssertEqual(message.count, 1, log.errors)
        XCTAssertGreaterThan(message[0].count, 60, "a message long enough to wrap")
        let terminal = try runPinBench(["history", empty], environment: ["COLUMNS": "60"])
        let lines = terminal.errors.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 1, terminal.errors)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") },
                      "within 60 columns but a word longer than a line (the temporary path): \(terminal.errors)")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, terminal.errors)
        XCTAssertEqual(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), message[0])
    }

    func testAWrappedMessageKeepsItsIndentAndItsLongWords() {
        let path = "/" + String(repeating: "p", count: 30)
        XCTAssertEqual(Output.wrapped("  cannot read \(path) at all", width: 20), "  cannot read\n    \(path)\n    at all")
        XCTAssertEqual(Output.wrapped("short\nlines", width: 20), "short\nlines")
        XCTAssertEqual(Output.wrapped("no width at all, whatever its length", width: nil), "no width at all, whatever its length")
    }
}

/// The plugin names itself to the executable it runs in the variable the CLI reads (two modules
/// that cannot share the constant).
final class PluginInvocationTests: XCTestCase {
    func testThePluginSetsTheVariableTheCLIReads() throws {
        let root = Repository.root
        let plugin = try String(contentsOf: root.appendingPathComponent("Plugins/PinBenchPlugin/plugin.swift"), encoding: .utf8)
        XCTAssertTrue(plugin.contains("\"\(Invocation.variable)\": \"swift package pin-bench\""), "the plugin sets \(Invocation.variable)")
        XCTAssertTrue(plugin.contains("exit(process.terminationStatus)"), "the verb's status is what the plugin ends with")
    }
}
