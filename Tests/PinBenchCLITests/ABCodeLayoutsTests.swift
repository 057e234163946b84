import XCTest
import PinBenchTestSupport
import Foundation
@testable import PinBenchKit
@testable import PinBenchCLI

/// `ab --code-layouts K` and `gate-selftest --code-layouts K`: each code layout is judged on its own
/// visits and a time change holds only if every layout gives it; the options refuse what cannot be
/// relinked. The relinking itself (minutes of building) is not run here; `.ci/run` smoke-runs it.
final class ABCodeLayoutsTests: TemporaryDirectoryTestCase {
    /// One case timed in one code layout per element of `layouts`, each giving NEW ÷ OLD `ratio(visit)`
    /// over `visits` visits while the host drifts by ±40%.
    private func comparison(_ layouts: [(Int) -> Double], visits: Int = 14) throws -> ABComparison {
        let document = try ResultsDocument.load(try syntheticResults("side", ifElse: [1, 1], cases: ["if-else"]))
        let name = document.cases[0].name
        let timings = layouts.map { ratio in
            let old = (0..<visits).map { 1000 * (1 + 0.4 * sin(Double($0))) }
            return ABTimings(names: [name], old: [old], new: [old.enumerated().map { $1 * ratio($0) }])
        }
        return try ABComparison(old: document, new: document, timings: timings, linkSeeds: layouts.indices.map { UInt64($0 + 1) })
    }

    private func judged(_ comparison: ABComparison) -> GateReport {
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        return comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
    }

    private let slower: (Int) -> Double = { 1.10 + 0.001 * Double($0) }
    private let same: (Int) -> Double = { $0 % 2 == 0 ? 1.005 : 0.995 }

    func testAChangeHoldsOnlyIfEveryCodeLayoutGivesIt() throws {
        let agreeing = try comparison([slower, slower])
        XCTAssertEqual(agreeing.layouts.map(\.linkSeed), [1, 2])
        XCTAssertEqual(agreeing.layouts.map { $0.pairedRatios[0].ratios.count }, [14, 14], "each layout keeps its own visits")
        XCTAssertEqual(agreeing.pairedRatios[0].ratios.count, 28, "the figure pools them")
        XCTAssertEqual(agreeing.old.cases[0].samples.count, 28)
        let regression = try XCTUnwrap(judged(agreeing).comparisons[0].time)
        XCTAssertEqual(regression.change, .regression)
        XCTAssertEqual(regression.layoutChanges, [.regression, .regression])
        XCTAssertFalse(regression.isLayoutDependent)

        // Slower in one function order, the same in the other: pooled, the 28 visits would reach a
        // verdict; per layout they disagree, so nothing is claimed.
        let report = judged(try comparison([slower, same]))
        let figure = try XCTUnwrap(report.comparisons[0].time)
        XCTAssertEqual(figure.layoutChanges, [.regression, .unchanged])
        XCTAssertEqual(figure.change, .inconclusive)
        XCTAssertTrue(figure.isLayoutDependent)
        XCTAssertNil(figure.roundsNeeded, "more visits in one layout cannot decide what the layouts disagree on")
        XCTAssertEqual(report.verdict, .inconclusive)
        let cell = GateReportRendering.figure(figure, digits: 1)
        XCTAssertTrue(cell.contains("layout-dependent") && cell.contains("regression in 1") && cell.contains("unchanged in 1"), cell)
        let summary = GateReportRendering.summary(report)
        XCTAssertTrue(summary.contains("1 case(s) are layout-dependent"), summary)
        XCTAssertFalse(summary.contains("too few samples"), summary)
    }

    func testTheBinariesAsGivenAreOneLayoutJudgedAsBefore() throws {
        let document = try ResultsDocument.load(try syntheticResults("side", ifElse: [1, 1], cases: ["if-else"]))
        let old = (0..<14).map { 1000 * (1 + 0.4 * sin(Double($0))) }
        let timings = ABTimings(names: [document.cases[0].name], old: [old], new: [old.enumerated().map { $1 * slower($0) }])
        let comparison = try ABComparison(old: document, new: document, timings: timings)
        XCTAssertEqual(comparison.layouts.count, 1)
        XCTAssertNil(comparison.layouts[0].linkSeed)
        let figure = try XCTUnwrap(judged(comparison).comparisons[0].time)
        XCTAssertEqual(figure.change, .regression)
        XCTAssertNil(figure.layoutChanges)
        XCTAssertFalse(try comparison.render(judged(comparison), format: .text).contains("layout 1"), "no per-layout columns")
        XCTAssertTrue(comparison.singleLinkNote?.contains("--code-layouts K") == true, "one link: says what it does not cover")
        let two = try self.comparison([slower, slower])
        let text = try two.render(judged(two), format: .text)
        XCTAssertTrue(text.contains("layout 1") && text.contains("layout 2"), text)
        XCTAssertNil(two.singleLinkNote)
        XCTAssertTrue(two.summary(rounds: 14, blockSeconds: 0.004, seconds: 1).hasPrefix("2 code layouts (both sides relinked with lld seeds 1, 2)"))
    }

    /// ab has no files: too few visits ask for --rounds (it said "need at least N rounds in each file").
    func testTooFewVisitsAskForRoundsInAbsTerms() throws {
        let summary = GateReportRendering.summary(judged(try comparison([slower], visits: 5)))
        let needed = SignedRank.samplesNeeded(alpha: ABRun.defaultGateSettings.alpha)
        XCTAssertTrue(summary.contains("(need at least \(needed) rounds: --rounds \(needed))"), summary)
        XCTAssertFalse(summary.contains("in each file"), summary)
    }

    func testSidesThatCannotBeRelinkedAreRefusedBeforeAnythingRuns() throws {
        let loose = "\(directory)/pin-bench"
        XCTAssertTrue(FileManager.default.createFile(atPath: loose, contents: Data("#!/bin/sh\nexit 1\n".utf8), attributes: [.posixPermissions: 0o755]))
        XCTAssertEqual(try run(ABCommand.self, [loose, loose, "--code-layouts", "2", "--quiet"]), .environment, "an executable outside any package's .build")
        let noManifest = "\(directory)/not-a-package"
        try FileManager.default.createDirectory(atPath: noManifest, withIntermediateDirectories: true)
        XCTAssertEqual(try run(ABCommand.self, [noManifest, noManifest, "--code-layouts", "2", "--quiet"]), .environment, "a directory without Package.swift")
        XCTAssertEqual(try run(ABCommand.self, [noManifest, noManifest, "--quiet"]), .badBaseline, "without --code-layouts a directory is no executable")
        XCTAssertThrowsError(try run(ABCommand.self, [loose, loose, "--code-layouts", "1"])) { XCTAssertTrue("\($0)".contains("--code-layouts"), "\($0)") }
    }

    func testTheSelfTestRelinksOnlyAbTrials() throws {
        XCTAssertThrowsError(try run(GateSelfTestCommand.self, ["--code-layouts", "2", "--trials", "0"])) { XCTAssertTrue("\($0)".contains("--ab-trials"), "\($0)") }
        let rows = [ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [], codeLayouts: 1),
                    ABSelfTest.Row(suite: .ci, injectedPercent: 10, trials: [], codeLayouts: 3)]
        let table = GateSelfTestReport.abTable(rows).text
        XCTAssertTrue(table.contains("A/A, two link orders") && table.contains("+10%, 3 link-order pairs"), table)
    }
}
