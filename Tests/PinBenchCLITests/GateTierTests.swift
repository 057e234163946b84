import CAllocCounter
import Foundation
@testable import PinBenchCLI
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// Issue 23: a tier asked for (`--tier`) that a file lacks, or that this machine cannot measure, is an
/// error, never a pass; with the default tiers the gate judges what both sides have and says what it
/// left out; raw times are judged only within one host and build; a baseline too short for time says
/// how to re-save it. Per verb (compare, check, ab) and tier, on synthetic results files.
final class GateTierTests: TemporaryDirectoryTestCase {
    private var savedPath: String?

    override func setUp() {
        super.setUp()
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench's main does
        savedPath = ProcessInfo.processInfo.environment["PATH"]
    }

    override func tearDown() {
        if let savedPath { setenv("PATH", savedPath, 1) }
        super.tearDown()
    }

    /// A tiny measured results file: manual and if-else at depth 32, one placement of 5 rounds, no
    /// instruction counts.
    private func measured() throws -> String {
        let out = path("measured.json")
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--strategies", "manual,if-else", "--depths", "32", "--rounds", "5", "--min-time", "0.0005",
                                                 "--quiet", "--allow-debug", "--no-save", "--format", "json", "--out", out]), .success)
        return out
    }

    /// `file` changed by `change`, saved as `name`.
    private func variant(_ file: String, _ name: String, _ change: (inout ResultsDocument) -> Void) throws -> String {
        var document = try ResultsDocument.load(file)
        change(&document)
        try document.save(path(name))
        return path(name)
    }

    /// With instruction counts (made up: 1000 per pass), and 8 placements of one steady sample each
    /// so that the time tier can be judged.
    private func complete(_ file: String) throws -> String {
        try variant(file, "complete.json") { document in
            document.placements = ProcessPlacement.placements(count: 8, seed: 1).map {
                PlacementRecord(placement: $0, addressRandomizationOff: false, elapsedSeconds: 1, linkSeed: UInt64($0.index + 1))
            }
            document.functionOrderAllowance = 0
            for index in document.cases.indices {
                document.cases[index].counts["instructions"] = 1000
                let center = document.cases[index].strategy == StrategyName(ManualStrategy.self) ? 100.0 : 1000.0
                document.cases[index].samples = (0..<8).map { center * (1 + Double($0) * 0.001) }
            }
        }
    }

    private func report(_ out: String) throws -> String { try String(contentsOfFile: out, encoding: .utf8) }

    func testCompareRefusesATierAskedForThatAFileLacks() throws {
        let base = try complete(try measured())
        let noInstructions = try variant(base, "no-instructions.json") { document in
            for index in document.cases.indices { document.cases[index].counts["instructions"] = nil }
        }
        let noARC = try variant(base, "no-arc.json") { document in
            for index in document.cases.indices { document.cases[index].counts["retains"] = nil }
        }
        let noTime = try variant(base, "no-time.json") { document in
            for index in document.cases.indices { document.cases[index].samples = [] }
        }
        let out = path("out.txt")
        for (candidate, tier, what) in [(noInstructions, "instructions", "no instruction counts"), (noInstructions, "deterministic", "no instruction counts"),
                                        (noARC, "arc", "no retain/release counts"), (noTime, "time", "no time samples")] {
            XCTAssertEqual(try run(CompareCommand.self, [base, candidate, "--tier", tier, "--out", out]), .badBaseline, tier)
            let text = try report(out)
            XCTAssertTrue(text.hasPrefix("pin-bench gate: nothing judged: tier"), text)
            XCTAssertTrue(text.contains("the candidate has \(what)"), text)
            XCTAssertFalse(text.contains("no regression"), text)
        }
        // Either side: a baseline without the figures is refused too.
        XCTAssertEqual(try run(CompareCommand.self, [noInstructions, base, "--tier", "instructions", "--out", out]), .badBaseline)
        XCTAssertTrue(try report(out).contains("the baseline has no instruction counts"))
    }

    func testCompareWithTheDefaultTiersSaysWhatItLeftOut() throws {
        let base = try complete(try measured())
        let noInstructions = try variant(base, "no-instructions.json") { document in
            for index in document.cases.indices { document.cases[index].counts["instructions"] = nil }
        }
        let out = path("out.txt")
        XCTAssertEqual(try run(CompareCommand.self, [base, noInstructions, "--out", out]), .success)
        let text = try report(out)
        XCTAssertTrue(text.contains("note: left out: tier instructions: the candidate has no instruction counts"), text)
        let header = try XCTUnwrap(text.split(separator: "\n").first)
        XCTAssertFalse(header.contains("instructions ±"), "only the rules applied: \(header)")
        XCTAssertTrue(header.contains("allocations and ARC any change"), String(header))
        XCTAssertTrue(header.contains("time (raw ns and the ratio to manual, per placement)"), String(header))
        XCTAssertEqual(try run(CompareCommand.self, [base, noInstructions, "--format", "json", "--out", out]), .success)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report(out).utf8)) as? [String: Any])
        let tiers = try XCTUnwrap(json["tiers"] as? [String: Any])
        XCTAssertEqual(Set(tiers["judged"] as? [String] ?? []), ["allocations", "arc", "time"])
        XCTAssertEqual((tiers["leftOut"] as? [[String: Any]])?.first?["tier"] as? String, "instructions")
        XCTAssertEqual(try run(CompareCommand.self, [base, noInstructions, "--format", "md", "--out", out]), .success)
        XCTAssertTrue(try report(out).contains("> left out: tier instructions"))
    }

    func testNoTierInCommonIsNotAPass() throws {
        let onlyTime = try variant(try measured(), "only-time.json") { document in
            for index in document.cases.indices { document.cases[index].counts["retains"] = nil }
        }
        let onlyCounts = try variant(onlyTime, "only-counts.json") { document in
            for index in document.cases.indices { document.cases[index].samples = [] }
        }
        let out = path("out.txt")
        // Neither file has retain/release counts, onlyCounts no time samples: nothing in common but allocations.
        XCTAssertEqual(try run(CompareCommand.self, [onlyCounts, onlyTime, "--tier", "time,arc", "--out", out]), .badBaseline)
        var settings = GateSettings()
        settings.tiers = [.time, .arc]
        let nothing = Gate.compare(baseline: try ResultsDocument.load(onlyCounts), candidate: try ResultsDocument.load(onlyTime), settings: settings)
        XCTAssertEqual(nothing.verdict, .nothingJudged)
        XCTAssertEqual(GateOptions.exitCode(nothing), .badBaseline)
        XCTAssertTrue(GateReportRendering.summary(nothing).hasPrefix("nothing judged: the two sides share none of the tiers"))
    }

    func testCheckAndABRefuseInstructionsWithoutValgrind() throws {
        let base = try complete(try measured())
        setenv("PATH", directory, 1)  // no valgrind on this PATH
        try XCTSkipIf(InstructionCounter.unavailableReason(.ofThisTest) == nil, "instructions can still be counted")
        let out = path("out.txt")
        for tier in ["instructions", "deterministic", "all"] {
            XCTAssertEqual(try run(CheckCommand.self, ["--baseline", base, "--tier", tier, "--quiet", "--out", out]), .environment, tier)
        }
        XCTAssertEqual(try run(ABCommand.self, ["/bin/true", "/bin/true", "--tier", "instructions", "--quiet", "--out", out]), .environment)
        XCTAssertEqual(try run(ABCommand.self, ["/bin/true", "/bin/true", "--tier", "deterministic", "--quiet", "--out", out]), .environment)
        // The default tiers leave instructions out and say so; the counters and time decide.
        XCTAssertEqual(try run(CheckCommand.self, ["--baseline", base, "--quiet", "--min-time", "0.0005", "--rounds", "8", "--out", out]),
                       .success)
        do {
            let text = try report(out)
            XCTAssertTrue(text.contains("note: left out: tier instructions: cannot count instructions"), text)
        }
    }

    func testCheckRefusesATierTheBaselineLacks() throws {
        let noARC = try variant(try measured(), "no-arc.json") { document in
            for index in document.cases.indices { document.cases[index].counts["retains"] = nil }
        }
        XCTAssertEqual(try run(CheckCommand.self, ["--baseline", noARC, "--tier", "arc", "--quiet", "--out", path("out.txt")]), .badBaseline)
        XCTAssertEqual(try run(CheckCommand.self, ["--baseline", noARC, "--tier", "allocations", "--quiet", "--out", path("out.txt")]), .success)
    }

    /// `ab`'s deterministic run without instruction counts (e.g. a child whose valgrind failed) is
    /// refused when instructions were asked for, and left out by default.
    func testABRefusesInstructionsItDidNotCount() throws {
        let document = try ResultsDocument.load(try measured())
        let comparison = try ABComparison(old: document, new: document, timings: [], linkSeeds: [])
        var settings = GateSettings()
        settings.tiers = GateTier.deterministic
        settings.tiersAsked = true
        let asked = comparison.gate(settings)
        XCTAssertEqual(asked.verdict, .refusedTier)
        XCTAssertEqual(GateOptions.exitCode(asked), .badBaseline)
        settings.tiersAsked = false
        let notCounted = TierGap(.instructions, .fileLacksIt, "instructions not counted (--instructions or --tier instructions counts them)")
        let quiet = comparison.gate(settings, gaps: [notCounted])
        XCTAssertEqual(quiet.verdict, .pass)
        XCTAssertEqual(quiet.tiers.leftOut, [notCounted])
    }

    func testABaselineOfOnePlacementSaysHowToMeasureEnough() throws {
        let short = try measured()
        XCTAssertEqual(try ResultsDocument.load(short).judgeableTiers, [.allocations, .arc], "recorded when saved")
        let out = path("out.txt")
        XCTAssertEqual(try run(CompareCommand.self, [short, short, "--tier", "time", "--out", out]), .inconclusive)
        let text = try report(out)
        XCTAssertTrue(text.contains("the baseline has 1 placement, too few for a time verdict (it takes 4): measure its cases again "
            + "with `pin-bench run` (\(MeasurementSettings.defaultPlacements) placements) and the same selection"), text)
        // By default time is left out with the same line, and the counters decide.
        XCTAssertEqual(try run(CompareCommand.self, [short, short, "--out", out]), .success)
        do {
            let text = try report(out)
            XCTAssertTrue(text.contains("note: left out: tier time: the baseline has 1 placement"), text)
        }
        // A file from before the field is still read, and judged the same.
        let old = try variant(short, "old.json") { $0.judgeableTiers = nil }
        let oldText = try String(contentsOfFile: old, encoding: .utf8).replacingOccurrences(of: "\"judgeableTiers\"", with: "\"unknownField\"")
        try oldText.write(toFile: old, atomically: true, encoding: .utf8)
        XCTAssertNil(try ResultsDocument.load(old).judgeableTiers)
        XCTAssertEqual(try run(CompareCommand.self, [old, short, "--out", out]), .success)
    }

    func testRawTimeIsJudgedOnlyWithinOneHostAndBuild() throws {
        let base = try complete(try measured())
        // Another host of the same kind: raw times 60% slower, ratios to manual unchanged.
        let otherHost = try variant(base, "other-host.json") { document in
            document.environment.cpuMHz = document.environment.cpuMHz > 0 ? document.environment.cpuMHz / 2 : 1200
            if document.environment.cpuMHz == 1200 { document.environment.kernel += "-other" }
            for index in document.cases.indices { document.cases[index].samples = document.cases[index].samples.map { $0 * 1.6 } }
        }
        let out = path("out.txt")
        XCTAssertEqual(try run(CompareCommand.self, [base, otherHost, "--verbose", "--out", out]), .success)
        let text = try report(out)
        XCTAssertTrue(text.contains("note: hosts differ (MHz"), text)
        XCTAssertTrue(text.contains("left out: tier time: the runs come from different hosts"), text)
        // Asked for, time is judged against the move the two hosts' prices predict, or refused when
        // there are none to predict with: never a regression from the host alone, raw times never judged.
        XCTAssertNotEqual(try run(CompareCommand.self, [base, otherHost, "--tier", "time", "--verbose", "--out", out]), .regression)
        let asked = try report(out)
        XCTAssertTrue(asked.contains("note: hosts differ (MHz"), asked)
        XCTAssertFalse(asked.contains("raw time judged"), asked)
        // One file against itself: nothing differs.
        XCTAssertEqual(try run(CompareCommand.self, [base, base, "--out", out]), .success)
        do {
            let text = try report(out)
            XCTAssertFalse(text.contains("differ"), text)
        }
    }

    func testALongListOfNewCasesIsSummarised() {
        let names = (0..<40).map { "BM_Chain/if-else/depth:\($0)/hidden:none/fanin:1" }
        let line = GateReportRendering.listed(names)
        XCTAssertTrue(line.hasPrefix("40 cases: BM_Chain/if-else/depth:0/"), line)
        XCTAssertTrue(line.hasSuffix("and 35 more (--format json lists them all)"), line)
        XCTAssertLessThan(line.count, 400)
        XCTAssertEqual(GateReportRendering.listed(Array(names.prefix(2))), names.prefix(2).joined(separator: ", "))
    }
}
