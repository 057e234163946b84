@testable import PinBenchCLI
import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchRendering
import PinBenchReports
import XCTest

/// Each verb's `--format` is made from its report kind's renderer table (issue 56): its choices, its
/// default and its help are the table's formats, and `help formats` lists the tables' formats.
final class FormatTableTests: XCTestCase {
    /// Each verb with `--format` and the formats of its kind's table.
    private var tables: [(command: any Command.Type, formats: [OutputFormat])] {
        [(RunCommand.self, ResultsReport.renderers.formats), (ReportCommand.self, ResultsReport.renderers.formats),
         (CompareCommand.self, GateReportRendering.renderers.formats), (CheckCommand.self, GateReportRendering.renderers.formats),
         (ABCommand.self, ABComparison.renderers.formats), (GateSelfTestCommand.self, GateSelfTestReport.renderers.formats),
         (VerifyCommand.self, VerificationReport.renderers.formats), (CostModelCommand.self, CostModelReportRendering.renderers.formats),
         (CrossCheckCommand.self, CrossCheckRendering.renderers.formats), (HistoryCommand.self, RunHistoryReport.renderers.formats),
         (ListCommand.self, StrategyListing.renderers.formats), (CalibrateCommand.self, HostPricesReport.renderers.formats),
         (PR256Command.self, PR256Page.renderers.formats)]
    }

    func testEachVerbsFormatsAreItsKindsTable() throws {
        let withFormat = (Commands.all + Commands.hidden).filter { !$0.formats.isEmpty }.map { $0.name }
        XCTAssertEqual(Set(tables.map { $0.command.name }), Set(withFormat), "every verb with --format has its table here")
        for entry in tables {
            try check(entry.command, formats: entry.formats)
        }
    }

    /// `command`'s `--format` takes exactly `formats` (the first its default), and its help says each.
    private func check(_ command: any Command.Type, formats: [OutputFormat]) throws {
        let name = command.name
        XCTAssertEqual(command.formats, formats, name)
        let options: [Option] = command.table.flatMap(\.options).filter { $0.name == "--format" }
        XCTAssertEqual(options.count, 1, name)
        guard let option = options.first else { return }
        XCTAssertEqual(option.takes, .choice(formats.flatMap(\.spellings)), name)
        XCTAssertEqual(option.defaultValue, formats[0].rawValue, name)
        let list = formats.map(\.rawValue).joined(separator: ", ")
        XCTAssertTrue(option.help.hasPrefix("output format (\(list)): "), option.help)
        let help = command.help(width: 10_000)
        for format in formats {
            let said = "\(format.spellings.joined(separator: " or ")): \(format.summary)"
            XCTAssertTrue(help.contains(said), "\(name): \(format)")
        }
        for format in OutputFormat.allCases where !formats.contains(format) {
            var refused = false
            do { _ = try command.parse(["--format", format.rawValue]) } catch { refused = true }
            XCTAssertTrue(refused, "\(name) --format \(format)")
        }
    }

    /// Every spelling of a verb's format is read back as that format; a name none of the option's
    /// formats has (an option whose choices are not its formats) comes back unknown, and is refused
    /// when rendered, not written as text.
    func testTheFormatReadIsOneOfTheTables() throws {
        XCTAssertEqual(try CompareCommand.parse(["--format", "table"]).format(GateOptions.format), .text)
        XCTAssertEqual(try ABCommand.parse(["--format", "md"]).format(ABCommand.format), .md)
        XCTAssertEqual(try CompareCommand.parse([]).format(GateOptions.format), .text)
        XCTAssertEqual(try PR256Command.parse([]).format(PR256Command.format), .md)
        let mistaken = Option.value("--format", .choice(["unlisted"]), "F", help: "a format option not made from a table")
        let format = try Arguments(["--format", "unlisted"], options: [OptionGroup([mistaken])]).format(mistaken)
        XCTAssertEqual(format.rawValue, "unlisted")
        XCTAssertThrowsError(try StrategyListing.renderers.render(nil, as: format)) { XCTAssertTrue($0 is UnsupportedFormat, "\($0)") }
    }

    /// `help formats` lists each format of the verbs' tables once, with the verbs whose table has it.
    func testHelpFormatsListsTheVerbsTables() {
        let formats = tables.flatMap(\.formats)
        XCTAssertEqual(Set(Commands.outputFormats), Set(formats))
        XCTAssertEqual(Commands.outputFormats.count, Set(formats).count)
        // One item per format, its wrapped lines joined.
        var items: [String] = []
        for line in Commands.formats.split(separator: "\n") {
            if line.hasPrefix("  ") && !line.hasPrefix("   ") { items.append(String(line)) } else if !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        XCTAssertEqual(items.count, Commands.outputFormats.count, Commands.formats)
        for (item, format) in zip(items, Commands.outputFormats) {
            let verbs = Commands.all.filter { $0.formats.contains(format) }.map { $0.name }
            XCTAssertTrue(item.hasPrefix("  \(format.rawValue) "), item)
            XCTAssertTrue(item.hasSuffix("written by \(verbs.joined(separator: ", "))"), item)
        }
    }
}
