@testable import PinBenchKit
import XCTest

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
}
