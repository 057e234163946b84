import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchRendering
@testable import PinBenchReports
import XCTest
import PinBenchTestSupport

/// Terminal tables within a width: long cells continue on the next lines of their row, inside their
/// column, so no line is wider than asked and the terminal never wraps mid-row.
final class TextTableWidthTests: XCTestCase {
    private func table() -> TextTable {
        var table = TextTable(headers: ["name", "count", "description"], rightAligned: [1])
        table.append(["first", "12", "a description long enough that it cannot stay on one line of a narrow terminal"])
        table.append(["second", "3", "short"])
        return table
    }

    func testANarrowWidthWrapsTheWidestColumnInsideItsRow() {
        let lines = table().text(width: 40).components(separatedBy: "\n")
        XCTAssertEqual(lines.map(\.count).max(), 40, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[0], "name    count  description")
        XCTAssertTrue(lines[2].hasPrefix("first      12  a description long"), lines[2])
        // The description column starts after "second" (6) and "count" (5), two spaces apart: at 15.
        XCTAssertTrue(lines[3].hasPrefix(String(repeating: " ", count: 15)) && lines[3].dropFirst(15).first != " ",
                      "the row continues in its column: \(lines[3])")
        let second = lines.firstIndex { $0.hasPrefix("second") }!
        XCTAssertEqual(lines[second], "second      3  short")
        let continued = lines[2..<second].map { String($0.dropFirst(15)) }.joined(separator: " ")
        XCTAssertEqual(continued, "a description long enough that it cannot stay on one line of a narrow terminal", "no word lost")
    }

    func testAWideEnoughOrUnlimitedWidthChangesNothing() {
        XCTAssertEqual(table().text(width: nil), table().text)
        XCTAssertEqual(table().text(width: 200), table().text)
    }

    func testAWordLongerThanTheWidthStandsAloneRatherThanBeingCut() {
        XCTAssertEqual(TextTable.wrap("a verylongword b", width: 4), ["a", "verylongword", "b"])
        XCTAssertEqual(TextTable.wrap("", width: 4), [""])
    }

    func testTheStrategyListFitsEightyColumns() {
        let lines = StrategyListing.text(width: 80).components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 80, lines.joined(separator: "\n"))
        for strategy in StrategyRegistry.all { XCTAssertTrue(lines.contains { $0.hasPrefix(strategy.name + " ") }, strategy.name) }
    }

    func testColumnsThatCannotFitSideBySideBecomeOneBlockPerRow() {
        var table = TextTable(headers: ["case", "instructions", "verdict"])
        table.append(["BM_Chain/manual/depth:16/hidden:none/fanin:1", "4697 → 4531 (-3.53%)", "improvement"])
        table.append(["BM_Chain/if-else/depth:16/hidden:none/fanin:1", "8763 → 8736 (-0.31%)", "unchanged"])
        XCTAssertEqual(table.text(width: 50), """
            BM_Chain/manual/depth:16/hidden:none/fanin:1
              instructions: 4697 → 4531 (-3.53%)
              verdict: improvement
            BM_Chain/if-else/depth:16/hidden:none/fanin:1
              instructions: 8763 → 8736 (-0.31%)
              verdict: unchanged
            """)
        XCTAssertTrue(table.text(width: 80).hasPrefix("case  "), "wide enough for columns: a table")
    }

    func testLongProseLinesWrapAtSpacesIndentedUnderTheirStart() {
        XCTAssertEqual("short\n  one two three four five six".wrappingLongLines(width: 14),
                       "short\n  one two\n    three four\n    five six")
        XCTAssertEqual("a b c".wrappingLongLines(width: nil), "a b c")
        XCTAssertEqual("averyveryverylongword b".wrappingLongLines(width: 8), "averyveryverylongword\n  b")
    }

    /// The committed reference run's table and the verification report within 80 columns, every
    /// line; without a width, whole rows as before (files and pipes).
    func testReportsFitEightyColumnsOnATerminalAndKeepWholeRowsOtherwise() throws {
        let root = Repository.root
        let document = try ResultsDocument.load(root.appendingPathComponent("results/latest.json").path)
        var plan = VerificationPlan()
        plan.randomScenarios = 30
        let summary = plan.run()
        for (name, narrow, whole) in [("run", ResultsReport.table(document, width: 80), ResultsReport.table(document)),
                                      ("verify", VerificationReport.text(summary, width: 80), VerificationReport.text(summary))] {
            let lines = narrow.components(separatedBy: "\n")
            XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 80, "\(name): " + (lines.first { $0.count > 80 } ?? ""))
            XCTAssertGreaterThan(whole.components(separatedBy: "\n").map(\.count).max() ?? 0, 80, "\(name) without a width keeps whole rows")
            // Nothing lost: every word of the whole rows is there (a block names a column "header:").
            let words = { (text: String) in
                Set(text.split(whereSeparator: \.isWhitespace).map { $0.hasSuffix(":") ? String($0.dropLast()) : String($0) })
            }
            // (A block starts with its row's name alone, so the first column's header, "strategy", may go.)
            XCTAssertEqual(words(whole).subtracting(words(narrow)).filter { !$0.allSatisfy { $0 == "-" } && $0 != "strategy" }, [], name)
        }
    }
}
