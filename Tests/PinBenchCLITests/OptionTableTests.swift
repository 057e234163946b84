@testable import PinBenchCLI
import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem
import XCTest

/// Each verb's option table both parses its command line and prints its `--help`, so the two cannot
/// drift: every option the help lists is one the parser takes, with the range, choices and default
/// the parser and the code use.
final class OptionTableTests: XCTestCase {
    private var everyVerb: [any Command.Type] { Commands.all + Commands.hidden }

    private func message(_ command: any Command.Type, _ words: [String]) -> String {
        do {
            _ = try command.parse(words)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// Every option of a verb's table is in its help with its details, and every option line of the
    /// help names an option of the table.
    func testTheHelpListsExactlyTheOptionsTheParserTakes() {
        for command in everyVerb {
            let help = command.help(width: 10_000)
            let options = command.table.flatMap(\.options)
            for option in options {
                XCTAssertTrue(help.contains(option.name), "\(command.name) --help lacks \(option.name)")
                XCTAssertTrue(help.contains(option.help + Help.details(option)), "\(command.name) \(option.name)")
            }
            let listed = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("--") }.map { String($0.trimmingSuffix(",")) }
            }
            XCTAssertEqual(Set(listed), Set(options.map(\.name)), command.name)
        }
    }

    /// The defaults `--help` states are the code's constants: ab's time threshold is its own, run's
    /// precision and budget are SamplingDesign's and its --quick rounds MeasurementSettings'.
    func testDefaultsComeFromTheCodesConstants() {
        let run = RunCommand.help(width: 10_000)
        XCTAssertTrue(run.contains("(2 to 10000; default \(MeasurementSettings.placementRounds) in each placement, \(MeasurementSettings().rounds) "
            + "with --placements 1, --quick \(MeasurementSettings.quick.rounds))"), run)
        XCTAssertTrue(run.contains("(1 to 100; default \(MeasurementSettings.defaultPlacements))"), run)
        XCTAssertTrue(run.contains("(0.0001 to 1; default none: fixed rounds, as --rounds says; with --max-time "
            + "\(SamplingDesign.defaultPrecision))"), run)
        XCTAssertTrue(run.contains("default \(SamplingDesign.defaultSecondsPerScenario) per scenario)"), run)
        XCTAssertTrue(ABCommand.help(width: 10_000).contains("smallest time change called, as a fraction (0 to 10; default "
            + "\(ABRun.defaultGateSettings.timeThreshold))"))
        XCTAssertTrue(CompareCommand.help(width: 10_000).contains("smallest time change called, as a fraction (0 to 10; default "
            + "\(GateSettings().timeThreshold))"))
        XCTAssertNotEqual(ABRun.defaultGateSettings.timeThreshold, GateSettings().timeThreshold)
        XCTAssertTrue(VerifyCommand.help(width: 10_000).contains("(0 to 1000000; default \(VerificationPlan().randomScenarios))"))
    }

    /// `--help` is a screen: the usage and one line per option (run's was 138 lines, ab's 128); the
    /// whole help is `--help --long`, which the summary names.
    func testEveryShortHelpIsAScreenOfOneLineOptions() {
        for command in everyVerb {
            let help = command.shortHelp(width: 80)
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, help)
            XCTAssertLessThanOrEqual(lines.count, 50, "\(command.name): \(lines.count) lines")
            let whole = command.help(width: 80)
            if whole.split(separator: "\n", omittingEmptySubsequences: false).count <= Help.screenLines {
                XCTAssertEqual(help, whole, "\(command.name): a help that fits a screen is printed whole")
                continue
            }
            let optionCount = command.table.flatMap(\.options).count
            XCTAssertEqual(lines.filter { $0.hasPrefix("  -") }.count, optionCount, "one entry an option: \(help)")
            XCTAssertTrue(help.contains("pin-bench help \(command.name) --long"), help)
        }
    }

    /// `--help` says what the verb does, in the verb list's words. It opened with the first sentence of
    /// the long prose, which for `ab` and `history` described their arguments, not the verb, and for
    /// `baseline` ran its indented list of subcommands into one line ("… unless --force list    lists …").
    func testEveryShortHelpOpensWithWhatTheVerbDoes() {
        for command in everyVerb {
            let help = command.shortHelp(width: 80)
            guard help != command.help(width: 80) else { continue }
            let lead = help.components(separatedBy: "\n\n")[1].split(separator: "\n").joined(separator: " ")
            XCTAssertEqual(lead, Help.sentence(command.summary), command.name)
        }
        XCTAssertFalse(BaselineCommand.shortHelp(width: 80).contains("--force list"))
        XCTAssertTrue(ABCommand.shortHelp(width: 80).contains("Gate two pin-bench builds against each other"))
        XCTAssertTrue(HistoryCommand.shortHelp(width: 80).contains("The runs kept in a results directory"))
        XCTAssertEqual(Help.sentence("list the strategies"), "List the strategies.")
    }

    /// Every option's entry in `--help` is a true statement (issue 55: "--suite NAME standard: the
    /// default suite", cut at a "; ", left out ci and app): its own short text, or its long help's
    /// first clause whole, ending where the help's clause ends; a choice option names every choice;
    /// nothing is cut with "…".
    func testEveryShortLineIsTrueToTheLongHelp() {
        for command in everyVerb {
            let help = command.shortHelp(width: 80)
            for option in command.table.flatMap(\.options) {
                let text = Help.shortText(option)
                let entry = Help.summaryLine(of: option, width: 80)
                XCTAssertEqual(entry.split(whereSeparator: \.isWhitespace).joined(separator: " ").hasSuffix(
                    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")), true, "\(command.name) \(option.name): \(entry)")
                XCTAssertFalse(entry.contains("…"), "\(command.name) \(option.name): \(entry)")
                XCTAssertTrue(entry.split(separator: "\n").allSatisfy { $0.count <= 80 }, entry)
                if case .choice(let choices) = option.takes {
                    for choice in choices { XCTAssertTrue(text.contains(choice), "\(command.name) \(option.name) names \(choice): \(text)") }
                }
                if option.short == nil {
                    // The clause ends before the help's first " (": one in the text opens the appended choices.
                    let clause = text.range(of: " (").map { String(text[..<$0.lowerBound]) } ?? text
                    XCTAssertTrue(option.help.hasPrefix(clause), "\(command.name) \(option.name): \(clause)")
                    let rest = option.help.dropFirst(clause.count)
                    XCTAssertTrue(rest.isEmpty || rest.hasPrefix("; ") || rest.hasPrefix(" ("), "\(command.name) \(option.name) ends mid-clause: \(clause)")
                }
                if help.contains("pin-bench help \(command.name) --long") { XCTAssertTrue(help.contains(entry), "\(command.name): \(entry)") }
            }
        }
        XCTAssertLessThanOrEqual(RunCommand.shortHelp(width: 80).split(separator: "\n", omittingEmptySubsequences: false).count, 45)
    }

    /// The overview's verbs share one column for their summaries, "gate-selftest" included.
    func testTheOverviewsSummariesShareOneColumn() {
        let lines = Commands.overview.split(separator: "\n").filter { line in Commands.all.contains { line.hasPrefix("  \($0.name) ") } }
        XCTAssertEqual(lines.count, Commands.all.count, Commands.overview)
        let columns = Set(lines.map { line in line.dropFirst(2).firstIndex(of: " ").map { line.dropFirst(2)[$0...].prefix { $0 == " " }.count
            + line.distance(from: line.startIndex, to: $0) } ?? 0 })
        XCTAssertEqual(columns.count, 1, Commands.overview)
        XCTAssertTrue(ListCommand.summary.contains("app screens"))
    }

    /// `--format`'s help and `help formats` are read from `OutputFormat`'s table and the verbs' options.
    func testFormatsHelpComesFromTheFormatTable() {
        let report = ReportCommand.help(width: 10_000)
        for format in ResultsReport.formats {
            XCTAssertTrue(report.contains("\(format.rawValue): \(format.summary)") || report.contains("text or table: \(format.summary)"), "\(format)")
            XCTAssertTrue(ReportCommand.summary.contains(format.rawValue), ReportCommand.summary)
        }
        // One item per format, its wrapped lines joined.
        var items: [String] = []
        for line in Commands.formats.split(separator: "\n") {
            if line.hasPrefix("  ") && !line.hasPrefix("   ") { items.append(String(line)) } else if !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
            XCTAssertLessThanOrEqual(line.count, Help.width, String(line))
        }
        XCTAssertEqual(items.count, Commands.outputFormats.count, Commands.formats)
        for format in Commands.outputFormats {
            XCTAssertTrue(items.contains { $0.hasPrefix("  \(format.rawValue) ") && $0.contains(".\(format.fileExtension) ") }, Commands.formats)
        }
        let csv = items.first { $0.hasPrefix("  csv ") } ?? ""
        XCTAssertTrue(csv.hasSuffix("written by run, report"), csv)
    }

    func testEveryHelpFitsEightyColumns() {
        for command in everyVerb {
            for line in command.help(width: 80).split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "\(command.name): \(line)")
            }
        }
        XCTAssertTrue(Commands.overview.split(separator: "\n").allSatisfy { $0.count <= Help.width }, Commands.overview)
    }

    func testParsingErrorsNameTheOptionAndWhatItTakes() {
        XCTAssertEqual(message(RunCommand.self, ["--rouns", "5"]), "unknown option '--rouns' (did you mean --rounds?)")
        XCTAssertEqual(message(RunCommand.self, ["--rounds=5", "--rouns=6"]), "unknown option '--rouns=6' (did you mean --rounds?)")
        XCTAssertEqual(message(RunCommand.self, ["--rounds"]), "option --rounds needs a value")
        XCTAssertEqual(message(RunCommand.self, ["--rounds", "--quick"]), "option --rounds needs a value")
        XCTAssertEqual(message(RunCommand.self, ["--rounds", "1"]), "option --rounds needs an integer from 2 to 10000, got '1'")
        XCTAssertEqual(message(RunCommand.self, ["--min-time", "x"]), "option --min-time needs a number from 0.000001 to 60, got 'x'")
        XCTAssertEqual(message(RunCommand.self, ["--quiet=yes"]), "option --quiet takes no value, got '--quiet=yes'")
        XCTAssertEqual(message(ABCommand.self, ["--inject-new", "7"]), "option --inject-new must be one of \(InjectedWork.choices.joined(separator: ", ")), got '7'")
        XCTAssertEqual(message(RunCommand.self, ["-q", "--quiet"]), "option --quiet given more than once")
        XCTAssertEqual(message(RunCommand.self, ["--color", "sometimes"]), "option --color must be one of auto, always, never, got 'sometimes'")
    }

    /// `--` ends the options (a file named like an option can be given), `--name=value` equals
    /// `--name value`, short aliases stand for their option, and a repeatable option keeps every value.
    func testSpellingsOfTheSameCommandLine() throws {
        var report = try ReportCommand.parse(["-o", "out.md", "--", "--odd-name.json"])
        XCTAssertEqual(report.string(OutputOptions.out), "out.md")
        XCTAssertEqual(report.positional(), "--odd-name.json")
        XCTAssertNoThrow(try report.finish())
        XCTAssertThrowsError(try RunCommand.parse(["--", "--rounds", "5"]).finish()) {
            XCTAssertEqual("\($0)", "unexpected argument '--rounds'")
        }
        let spaced = try RunCommand.parse(["--rounds", "5", "-q"]), joined = try RunCommand.parse(["--rounds=5", "--quiet"])
        XCTAssertEqual(spaced.int(TimingOptions.rounds), 5)
        XCTAssertEqual(joined.int(TimingOptions.rounds), 5)
        XCTAssertTrue(spaced.flag(OutputOptions.quiet) && joined.flag(OutputOptions.quiet))
        let timings = try PR256Command.parse(["--timings", "a.json", "--timings=b.json"])
        XCTAssertEqual(timings.strings(PR256Command.timings), ["a.json", "b.json"])
    }

    /// Help prose is filled to the width; an indented item keeps its indentation and its continuation
    /// lines go under its second column.
    func testHelpProseIsWrappedToTheWidth() {
        XCTAssertEqual(Help.wrap("one two three four", width: 9, indent: 0, hanging: 2), ["one two", "  three", "  four"])
        XCTAssertEqual(Help.reflow("a b\nc\n\n  0   ok then\n      more", width: 14), "a b c\n\n  0   ok then\n      more")
        XCTAssertEqual(Help.reflow("  0   one two three", width: 12), "  0   one\n      two\n      three")
        XCTAssertEqual(Help.reflow("  run --a --b --c", width: 16), "  run --a --b \\\n      --c", "a command is continued with a backslash")
        XCTAssertEqual(Help.plain(0.000_001), "0.000001")
        XCTAssertEqual(Help.plain(60), "60")
    }
}
