import PinBenchKit
import PinBenchRendering
@testable import PinBenchReports
import XCTest

/// `--format` values: one type for every verb, `table` accepted wherever `text` is.
final class OutputFormatTests: XCTestCase {
    func testSpellingsWithinWhatAVerbAllows() {
        XCTAssertEqual(OutputFormat("table", allowed: [.text, .md, .json]), .text)
        XCTAssertEqual(OutputFormat("text", allowed: [.text, .md, .csv, .json, .gbench]), .text)
        XCTAssertEqual(OutputFormat("md", allowed: [.text, .md]), .md)
        XCTAssertNil(OutputFormat("json", allowed: [.text, .md]))
        XCTAssertNil(OutputFormat("table", allowed: [.json]))
        XCTAssertNil(OutputFormat("bogus", allowed: OutputFormat.allCases))
    }
}
