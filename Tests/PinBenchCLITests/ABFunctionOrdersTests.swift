import Foundation
@testable import PinBenchCLI
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// `ab` over function orders: each placement runs OLD and NEW relinked in its own order, so what
/// function order moves is in the interval; the binaries as given carry the allowance instead; the
/// options refuse what cannot be relinked. The relinking itself (minutes of building) is not run
/// here; `.ci/run` smoke-runs it.
final class ABFunctionOrdersTests: TemporaryDirectoryTestCase {
    /// One case timed in one placement per element of `placements`, each giving NEW ÷ OLD
    /// `ratio(visit)` over `visits` visits while the host drifts by ±40%, linked with `linkSeeds`.
    private func comparison(_ placements: [(Int) -> Double], visits: Int = 3, linkSeeds: [UInt64?]? = nil,
                            allowance: Double = 0) throws -> ABComparison {
        let document = try ResultsDocument.load(try syntheticResults("side", ifElse: [1, 1], cases: ["if-else"]))
        let name = document.cases[0].name
        let timings = placements.map { ratio in
            let old = (0..<visits).map { 1000 * (1 + 0.4 * sin(Double($0))) }
            return ABTimings(names: [name], old: [old], new: [old.enumerated().map { $1 * ratio($0) }])
        }
        return try ABComparison(old: document, new: document, timings: timings,
                                linkSeeds: linkSeeds ?? placements.indices.map { UInt64($0 + 1) }, allowance: allowance)
    }

    private func judged(_ comparison: ABComparison) -> GateReport {
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        return comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
    }

    private func slower(_ extra: Double) -> (Int) -> Double { { 1.10 + extra + 0.001 * Double($0) } }

    /// Slower by 10% in most orders but by 0% in some: the spread between the orders is in the
    /// interval, which no longer clears the threshold; agreeing orders give a regression.
    func testWhatFunctionOrderMovesIsInTheInterval() throws {
        let agreeing = try comparison((0..<8).map { slower(0.002 * Double($0)) })
        XCTAssertEqual(agreeing.placements.map(\.linkSeed), (1...8).map { UInt64($0) })
        XCTAssertEqual(agreeing.pairedRatios[0].ratios.count, 24, "every placement's visits")
        XCTAssertEqual(judged(agreeing).comparisons[0].time?.change, .regression)
        let spread = try comparison((0..<8).map { index in index % 3 == 0 ? { _ in 1.0 } : slower(0) })
        let figure = try XCTUnwrap(judged(spread).comparisons[0].time)
        XCTAssertEqual(figure.change, .inconclusive, "an interval reaching across +3%: the orders disagree")
        XCTAssertLessThan(figure.changeInterval?.lower ?? 1, 0.03)
    }

    func testTheBinariesAsGivenCarryTheAllowanceWhenTheyDiffer() throws {
        let allowance = 2.0.squareRoot() * FunctionOrderAllowance.logStandardDeviation
        let asGiven = try comparison(Array(repeating: slower(0), count: 8), linkSeeds: Array(repeating: nil, count: 8), allowance: allowance)
        let figure = try XCTUnwrap(judged(asGiven).comparisons[0].time)
        XCTAssertEqual(figure.change, .inconclusive, "+10% between two binaries is within what two function orders may add")
        XCTAssertTrue(asGiven.singleLinkNote?.contains("give ab the two packages") == true, asGiven.singleLinkNote ?? "")
        XCTAssertTrue(asGiven.summary(rounds: 3, blockSeconds: 0.004, seconds: 1).hasPrefix("8 placements (fresh pairs of OLD and NEW `serve` "
            + "children, the binaries as given, each of one function order)"))
        let relinked = try comparison(Array(repeating: slower(0), count: 8))
        XCTAssertNil(relinked.singleLinkNote)
        XCTAssertTrue(relinked.summary(rounds: 3, blockSeconds: 0.004, seconds: 1).contains("both relinked in one function order per "
            + "placement, lld seeds 1, 2, 3, 4, 5, 6, 7, 8"))
    }

    /// ab has no files: an undecided case asks for placements (it said "rounds in each file").
    func testAnUndecidedCaseAsksForPlacementsInAbsTerms() throws {
        let summary = GateReportRendering.summary(judged(try comparison((0..<8).map { index in index % 2 == 0 ? { _ in 1.08 } : { _ in 0.93 } })))
        XCTAssertTrue(summary.contains("over the placements (need about "), summary)
        XCTAssertTrue(summary.contains(" placements: --placements "), summary)
        XCTAssertFalse(summary.contains("in each file"), summary)
    }

    func testSidesThatCannotBeRelinkedAreRefusedBeforeAnythingRuns() throws {
        let loose = "\(directory)/pin-bench"
        XCTAssertTrue(FileManager.default.createFile(atPath: loose, contents: Data("#!/bin/sh\nexit 1\n".utf8), attributes: [.posixPermissions: 0o755]))
        XCTAssertEqual(try run(ABCommand.self, [loose, loose, "--function-orders", "each", "--quiet"]), .environment,
                       "an executable outside any package's .build")
        XCTAssertEqual(try run(ABCommand.self, [loose, loose, "--code-layouts", "2", "--quiet"]), .environment, "the older name, as each")
        let noManifest = "\(directory)/not-a-package"
        try FileManager.default.createDirectory(atPath: noManifest, withIntermediateDirectories: true)
        XCTAssertEqual(try run(ABCommand.self, [noManifest, noManifest, "--quiet"]), .badBaseline,
                       "a directory without Package.swift is neither an executable nor a package, in every mode")
        XCTAssertEqual(try run(ABCommand.self, [noManifest, noManifest, "--function-orders", "one", "--quiet"]), .badBaseline,
                       "without relinking a directory is no executable")
        XCTAssertThrowsError(try run(ABCommand.self, [loose, loose, "--code-layouts", "1"])) { XCTAssertTrue("\($0)".contains("--code-layouts"), "\($0)") }
        XCTAssertThrowsError(try run(ABCommand.self, [loose, loose, "--code-layouts", "2", "--placements", "3"])) {
            XCTAssertTrue("\($0)".contains("--code-layouts sets the placements"), "\($0)")
        }
    }

    func testTheSelfTestRelinksOnlyAbTrials() throws {
        XCTAssertThrowsError(try run(GateSelfTestCommand.self, ["--ab-function-orders", "--trials", "0"])) {
            XCTAssertTrue("\($0)".contains("--ab-trials"), "\($0)")
        }
        let rows = [ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [], functionOrders: true),
                    ABSelfTest.Row(suite: .ci, injectedPercent: 10, trials: [])]
        let table = GateSelfTestReport.abTable(rows).text
        XCTAssertTrue(table.contains("A/A, other function orders") && table.contains("+10%"), table)
    }
}
