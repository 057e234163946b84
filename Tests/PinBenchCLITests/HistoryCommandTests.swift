import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// Runs kept beside latest.*: every saved run under runs/<date>-<commit>.json, none with
/// --no-history, and `history` setting them side by side or charting one case over them.
final class HistoryCommandTests: TemporaryDirectoryTestCase {
    private func measure(_ extra: [String] = []) throws {
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--strategies", "manual,if-else", "--depths", "16", "--rounds", "2",
                                                 "--min-time", "0.0005", "--quiet", "--allow-debug", "--results-dir", "\(directory)/results",
                                                 "--out", "\(directory)/table.txt"] + extra), .success)
    }

    func testEverySavedRunIsKeptAndSetSideBySide() throws {
        try measure()
        try measure()
        try measure(["--no-history"])
        let kept = try RunHistory.runs(in: "\(directory)/results")
        XCTAssertEqual(kept.count, 2, "two runs kept, the --no-history one not: \(kept)")
        XCTAssertEqual(try ResultsDocument.load(kept[1]).cases.map(\.name), try ResultsDocument.load("\(directory)/results/latest.json").cases.map(\.name))
        let out = "\(directory)/history.txt"
        XCTAssertEqual(try run(HistoryCommand.self, ["\(directory)/results", "--out", out]), .success)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(text.contains("#1") && text.contains("#2") && !text.contains("#3"), text)
        let row = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("BM_Chain/manual/depth:16/") }, text)
        XCTAssertEqual(row.split(separator: " ").count, 3, "the case and its ratio in each run: \(row)")
        XCTAssertEqual(try run(HistoryCommand.self, ["\(directory)/results", "--last", "1", "--format", "md", "--out", out]), .success)
        XCTAssertFalse(try String(contentsOfFile: out, encoding: .utf8).contains("#2"), "--last 1")

        let chart = "\(directory)/case.svg"
        XCTAssertEqual(try run(HistoryCommand.self, ["\(directory)/results", "--chart", "BM_Chain/manual/depth:16/hidden:none/fanin:1", "--out", chart]), .success)
        let svg = try String(contentsOfFile: chart, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg") && svg.contains("#1 ") && svg.contains("#2 "), svg)
        XCTAssertEqual(try run(HistoryCommand.self, ["\(directory)/results", "--chart", "BM_Chain/nothing", "--out", chart]), .badBaseline)
    }

    func testADirectoryWithoutRunsIsRefused() throws {
        XCTAssertEqual(try run(HistoryCommand.self, ["\(directory)/empty"]), .badBaseline)
        XCTAssertThrowsError(try run(HistoryCommand.self, ["\(directory)", "--filter", "("])) { XCTAssertTrue("\($0)".contains("--filter"), "\($0)") }
    }
}
