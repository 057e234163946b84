import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `run --vary` against the real pin-bench executable: the usage errors' exit code, and a tiny
/// two-layout run holding every factor, whose records must show one placement and randomization
/// off. The structure of what it writes, never its timing outcomes.
final class VaryRunTests: TemporaryDirectoryTestCase {
    /// Runs pin-bench with `arguments`, ASLR handled as a user's run would: no PIN_BENCH_KEEP_ASLR.
    private func pinBench(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> PinBenchOutcome {
        try runPinBench(arguments, environment: [AddressRandomization.keepVariable: nil], file: file, line: line)
    }

    func testVaryWithOnePlacementOrWithAnUnknownNameIsAUsageError() throws {
        for (options, fragment) in [(["--placements", "1", "--vary", "none"], "--vary needs at least 2 placements (--placements K)"),
                                    (["--layouts", "1", "--vary", "aslr"], "--vary needs at least 2 placements"),
                                    (["--layouts", "2", "--no-instructions", "--vary", "aslr,cache"],
                                     "--vary: unknown factor 'cache' (known: aslr, environment, stack, heap, all, none)")] {
            let outcome = try pinBench(["run"] + options + ["--allow-debug", "--no-save", "--quiet"])
            XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, "\(options): \(outcome.errors)")
            XCTAssertTrue(outcome.errors.contains(fragment), "\(options): \(outcome.errors)")
        }
    }

    func testTwoPlacementsVaryingNothingAreAlikeWithRandomizationOff() throws {
        guard AddressRandomizationTests.succeeds("/usr/bin/setarch", ["-R", "/bin/true"]) else {
            throw XCTSkip("this system refuses ADDR_NO_RANDOMIZE (setarch -R fails)")
        }
        let out = path("run.json")
        let outcome = try pinBench(["run", "--layouts", "2", "--no-instructions", "--vary", "none", "--filter", "/(manual|if-else)/depth:4/hidden:none/fanin:1$",
                                    "--rounds", "2", "--min-time", "0.0005", "--no-save", "--allow-debug", "--quiet",
                                    "--format", "json", "--out", out])
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        let document = try ResultsDocument.load(out)
        XCTAssertEqual(document.cases.map(\.strategy.rawValue), ["manual", "if-else"])
        XCTAssertEqual(document.placementFactors, [])
        let placements = try XCTUnwrap(document.placements)
        XCTAssertEqual(placements.map(\.placement.index), [0, 1])
        var second = placements[1].placement
        second.index = 0
        XCTAssertEqual(second, placements[0].placement)
        XCTAssertFalse(placements[0].placement.randomizesAddresses)
        XCTAssertEqual(placements.map(\.addressRandomizationOff), [true, true])
        let table = ResultsReport.table(document)
        XCTAssertTrue(table.contains("Time verdicts over 2 placements (fresh processes, nothing else varied), all of one function order"), table)
        XCTAssertTrue(table.contains(": not enough data for a time verdict (it takes 4 placements or more)"), table)
    }
}
