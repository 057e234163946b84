import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// `history`'s tables and chart (issue 55): the host column tells hosts apart by MHz, and the chart
/// is zoomed on the runs' ratios with round ticks there, each row named by its date and commit.
final class RunHistoryReportTests: XCTestCase {
    private func report() -> RunHistoryReport {
        let slow = PlacementMergeTests.merged([[1.13, 1.14, 1.13, 1.14], [1.15, 1.14, 1.15, 1.16], [1.14, 1.13, 1.15, 1.14], [1.13, 1.15, 1.14, 1.14]])
        let slower = PlacementMergeTests.merged([[1.17, 1.18, 1.17, 1.18], [1.18, 1.17, 1.19, 1.18], [1.16, 1.18, 1.17, 1.18], [1.18, 1.17, 1.18, 1.19]])
        return RunHistoryReport(runs: [.init(name: "a.json", document: slow), .init(name: "b.json", document: slower)])
    }

    func testTheHostColumnHasTheHostLabel() {
        let report = report()
        let host = report.runs[0].document.environment.hostLabel
        XCTAssertTrue(host.contains("MHz"), host)
        XCTAssertTrue(report.runsTable.text.contains(host), report.runsTable.text)
    }

    func testTheChartIsZoomedOnTheRunsWithRoundTicksAndDatedRows() throws {
        let report = report()
        let name = try XCTUnwrap(report.caseNames().first { $0.contains("manual") })
        let chart = try XCTUnwrap(report.chart(of: name))
        let domain = try XCTUnwrap(chart.domain)
        XCTAssertGreaterThan(domain.low, 0.9, "not the ±25% of the results' charts: \(domain)")
        XCTAssertLessThan(domain.high, 1.25, "\(domain)")
        let ticks = try ChartsTests.tickPositions(chart.svg).map(\.label)
        XCTAssertTrue(ticks.contains("1.15") || ticks.contains("1.1") && ticks.contains("1.2"), "a tick among the points: \(ticks)")
        let date = report.runs[0].document.environment.date.prefix(10)
        XCTAssertEqual(chart.rows.map(\.name).first, "#1 \(date) \(report.runs[0].document.environment.gitCommit.prefix(7))")
        XCTAssertTrue(chart.svg.contains("class=\"same-band\""), "the ±2% band drawn")
    }

    /// The chart names the host its rows ran on: one note when every run shares it, a host number
    /// per row and a key when they differ (issue 55: rows named by commit only looked alike).
    func testTheChartNamesEachRowsHost() throws {
        let name = try XCTUnwrap(report().caseNames().first { $0.contains("manual") })
        let same = try XCTUnwrap(report().chart(of: name))
        let host = report().runs[0].document.environment.hostLabel
        XCTAssertTrue(same.notes.contains("every run on \(host)"), "\(same.notes)")
        XCTAssertFalse(same.rows.contains { $0.name.contains("host") })

        var runs = report().runs
        runs[1].document.environment.cpuMHz = 2245
        let other = runs[1].document.environment.hostLabel
        let two = try XCTUnwrap(RunHistoryReport(runs: runs).chart(of: name))
        XCTAssertTrue(two.notes.contains("host 1: \(host); host 2: \(other)"), "\(two.notes)")
        XCTAssertEqual(two.rows.map { $0.name.hasSuffix(", host 1") }, [true, false])
        XCTAssertTrue(two.rows[1].name.hasSuffix(", host 2"), two.rows[1].name)
        XCTAssertTrue(two.svg.contains("host 2:") && two.svg.contains("2245 MHz"), "the key is drawn")
    }

    /// history and merge open with a line per strategy (issue 55: 170 and 528 lines, one per case).
    func testHistoryAndMergeOpenWithALinePerStrategy() {
        let report = report()
        let host = report.runs[0].document.environment.hostLabel
        let text = report.text(report.caseNames())
        XCTAssertTrue(text.hasPrefix("Per strategy, its cases' verdicts from run #1 to run #2 (both on \(host)):\n"
            + "  manual: 2 cases, 0 changed verdict; #1: 2 slower; #2: 2 slower\n"), text)
        let pool = HostPool([("a.json", report.runs[0].document), ("b.json", report.runs[1].document)])
        let merged = CrossHostReport.lines(pool)
        XCTAssertEqual(Array(merged.dropFirst(2).prefix(2)), ["Per strategy, what holds across the 1 host(s):",
                                                              "  manual vs if-else: 2 cases: 2 hold (2 slower)"], merged.joined(separator: "\n"))
    }
}
