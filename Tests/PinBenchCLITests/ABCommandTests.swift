import CAllocCounter
import Foundation
@testable import PinBenchCLI
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `pin-bench ab` runs both executables for their counts, times them side by side through `serve`
/// children in several placements, and refuses executables that do not measure the same cases with the
/// same results schema. Verdicts on real timings are not asserted (they depend on the machine's load):
/// only the structure of what was measured.
final class ABCommandTests: TemporaryDirectoryTestCase {
    override func setUp() {
        super.setUp()
        AllocationCounting.install(pin_alloc_counts_now)  // as pin-bench's main does
    }

    private var pinBench: String {
        get throws { try XCTUnwrap(Executables.pinBench(), "no pin-bench executable next to the test bundle") }
    }

    func testAnAAComparisonPairsEveryCaseVisitByVisitInEveryPlacement() throws {
        let out = "\(directory)/ab.json"
        let status = try run(ABCommand.self, [try pinBench, try pinBench, "--placements", "4", "--max-placements", "4", "--function-orders", "one",
                                              "--rounds", "2", "--filter", "depth:16/", "--min-time", "0.0005", "--allow-debug", "--quiet",
                                              "--format", "json", "--out", out])
        XCTAssertTrue([.success, .inconclusive, .regression].contains(status), "\(status)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let ratios = try XCTUnwrap(object?["pairedRatios"] as? [[String: Any]])
        XCTAssertFalse(ratios.isEmpty)
        for ratio in ratios {
            XCTAssertTrue((ratio["name"] as? String)?.contains("depth:16/") == true)
            XCTAssertEqual((ratio["ratios"] as? [Double])?.count, 8, "one NEW ÷ OLD per visit, two visits in each of 4 placements")
            XCTAssertNotNil(ratio["interval"], "an interval over the 4 placements")
        }
        XCTAssertEqual((object?["placements"] as? [[String: Any]])?.count, 4)
        XCTAssertEqual(object?["allowance"] as? Double, 0, "one binary against itself: no function order between them")
        let gate = try XCTUnwrap(object?["gate"] as? [String: Any])
        XCTAssertEqual((gate["comparisons"] as? [[String: Any]])?.count, ratios.count)
    }

    /// Issue 57: the cases the first placements leave undecided get placements of their own. At a 0%
    /// threshold and an alpha no 4 placements reach, no case is decided, so every case goes on to the
    /// second look.
    func testUndecidedCasesGetPlacementsOfTheirOwn() throws {
        let out = "\(directory)/ab.json"
        let status = try run(ABCommand.self, [try pinBench, try pinBench, "--placements", "4", "--max-placements", "6", "--function-orders", "one",
                                              "--rounds", "1", "--filter", "/(if-else|manual)/depth:16/", "--min-time", "0.0005", "--allow-debug",
                                              "--quiet", "--tier", "time", "--time-threshold", "0", "--alpha", "0.000001", "--format", "json", "--out", out])
        XCTAssertEqual(status, .inconclusive)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let ratios = try XCTUnwrap(object?["pairedRatios"] as? [[String: Any]])
        XCTAssertFalse(ratios.isEmpty)
        for ratio in ratios {
            XCTAssertEqual(ratio["placements"] as? Int, 6, "4 placements, then 2 more for the undecided case")
        }
        let placements = try XCTUnwrap(object?["placements"] as? [[String: Any]])
        XCTAssertEqual(placements.count, 6)
        XCTAssertEqual(object?["looks"] as? [Int], [4, 6])
        let comparisons = try XCTUnwrap((object?["gate"] as? [String: Any])?["comparisons"] as? [[String: Any]])
        for comparison in comparisons {
            let precision = (comparison["time"] as? [String: Any])?["precision"] as? [String: Any]
            XCTAssertEqual(precision?["functionOrders"] as? Bool, false, "one binary as given: its placements are not function orders")
        }
        XCTAssertThrowsError(try run(ABCommand.self, [try pinBench, try pinBench, "--placements", "8", "--max-placements", "4"])) {
            XCTAssertTrue("\($0)".contains("--max-placements 4 is fewer than the 8 placements"), "\($0)")
        }
    }

    /// The real `serve` verb: the same cases as the library's server, a prepare/time round trip, an
    /// error for a case it does not have, a clean exit on quit.
    func testTheServeVerbSpeaksTheProtocol() throws {
        let child = try ABChild(role: "OLD", executable: try pinBench, arguments: ["serve", "--filter", "depth:16/"],
                                environment: ProcessInfo.processInfo.environment)
        let cases = ABServer(BenchmarkSuite.ci().plan(filter: try CasePattern.compile("depth:16/"))).hello.cases
        XCTAssertEqual(child.hello.cases, cases)
        guard case .prepared(let passes) = try child.send(.prepare(index: 0, seconds: 0.0005)) else { return XCTFail("no passes") }
        guard case .time = try child.send(.time(index: 0, passes: passes)) else { return XCTFail("no time") }
        XCTAssertThrowsError(try child.send(.time(index: cases.count, passes: 1))) { XCTAssertTrue("\($0)".contains("refused"), "\($0)") }
        child.stop()
    }

    /// A stand-in executable that writes `fixture` wherever `--out` points.
    private func fakeExecutable(writing fixture: String) throws -> String {
        let path = "\(directory)/fake-\(UUID().uuidString)"
        let script = """
            #!/bin/sh
            while [ $# -gt 0 ]; do if [ "$1" = "--out" ]; then cp '\(fixture)' "$2"; fi; shift; done
            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    func testExecutablesWithOtherSuitesOrSchemasAreRefused() throws {
        let measured = "\(directory)/measured.json"
        XCTAssertEqual(try run(RunCommand.self, ["--placements", "1", "--suite", "ci", "--rounds", "2", "--min-time", "0.0005", "--allow-debug", "--quiet", "--no-save",
                                 "--format", "json", "--out", measured]), .success)
        var document = try ResultsDocument.load(measured)
        document.cases.removeLast()
        let fewerCases = "\(directory)/fewer.json"
        try document.save(fewerCases)
        // Same names, another scenario: compared silently before.
        var moved = try ResultsDocument.load(measured)
        moved.cases[0].scenario = ScenarioKey(spec: moved.cases[0].scenario.spec.replacingOccurrences(of: "seed=", with: "seed=9"))
        let movedCases = "\(directory)/moved.json"
        try moved.save(movedCases)
        let text = try String(contentsOfFile: measured, encoding: .utf8)
        let otherSchema = "\(directory)/other-schema.json"
        try text.replacingOccurrences(of: "\"schemaVersion\" : \(ResultsDocument.currentSchemaVersion)", with: "\"schemaVersion\" : 99")
            .write(toFile: otherSchema, atomically: true, encoding: .utf8)
        let same = try fakeExecutable(writing: measured)
        for other in [try fakeExecutable(writing: fewerCases), try fakeExecutable(writing: otherSchema)] {
            XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, other, "--rounds", "1", "--quiet", "--out", "\(directory)/r.txt"]), .badBaseline, other)
        }
        XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, "\(directory)/missing", "--quiet", "--out", "\(directory)/r.txt"]), .badBaseline)
        // Sides with different cases are refused (exit 5); untimed, so that nothing but the pairing check can refuse it.
        XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, try fakeExecutable(writing: movedCases), "--tier", "allocations,arc", "--quiet",
                                "--out", "\(directory)/r.txt"]), .badBaseline)
        // The same file on both sides compares on the deterministic tiers (no `serve` needed); timing
        // needs children that speak the serve protocol, which these stand-ins do not.
        XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, same, "--tier", "allocations,arc", "--quiet", "--out", "\(directory)/r.txt"]), .success)
        // Instructions asked for, but the stand-ins' results have no counts: refused, not passed.
        XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, same, "--tier", "deterministic", "--quiet", "--out", "\(directory)/r.txt"]), .badBaseline)
        XCTAssertEqual(try run(ABCommand.self, ["--function-orders", "one", same, same, "--rounds", "1", "--quiet", "--out", "\(directory)/r.txt"]), .badBaseline)
        XCTAssertThrowsError(try run(ABCommand.self, [same])) { XCTAssertTrue($0 is UsageError) }
    }

    /// `--inject-new P` makes NEW's if-else do P% more work under its own name and with its frames, so
    /// the gate's detection can be measured with one build.
    func testInjectedWorkKeepsIfElsesNameAndFrames() throws {
        let injected = try XCTUnwrap(InjectedWork.strategy(for: "10"))
        XCTAssertEqual(injected.name, IfElseStrategy.name)
        XCTAssertTrue(injected != IfElseStrategy.self)
        let outcomes = Verifier(strategies: [ManualStrategy.self, injected]).verify(Scenario(depth: 32, hidden: .random(percent: 50))).outcomes
        XCTAssertTrue(outcomes.allSatisfy { if case .equal = $0.verdict { true } else { false } })
        // Only the CLI's start-up injects the work.
        XCTAssertTrue(StrategyRegistry.named(IfElseStrategy.name)! == IfElseStrategy.self)
        StrategyRegistry.injectWork(injected)
        XCTAssertTrue(StrategyRegistry.named(IfElseStrategy.name)! == injected)
        StrategyRegistry.injectWork(nil)
        XCTAssertTrue(StrategyRegistry.named(IfElseStrategy.name)! == IfElseStrategy.self)
        XCTAssertNil(InjectedWork.strategy(for: "7"), "only 1, 3, 5, 10 and 20 are injections")
        XCTAssertThrowsError(try run(ABCommand.self, [try pinBench, try pinBench, "--inject-new", "7"])) { XCTAssertTrue("\($0)".contains("--inject-new")) }
    }

    /// A results document with one case per name (timings come from the visits, not from here).
    private func document(_ names: [String] = [BenchmarkCase.name(strategy: "if-else", scenario: Scenario(depth: 8))]) -> ResultsDocument {
        let cases = names.map { name in
            CaseResult(name: name, strategy: StrategyName("if-else"), series: SeriesID(label: "s"), scenario: ScenarioKey(Scenario(depth: 8)), depth: 8, passesPerSample: 1,
                       samples: [1, 1], rawSamples: [1, 1], cpuSamples: [1, 1], stats: SampleSummary([1, 1]), nanosecondsPerView: 1, ratio: nil,
                       counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }
        return ResultsDocument(environment: .current(tools: .ofThisTest), settings: MeasurementSettings(), cases: cases, resets: [], complexity: [],
                               crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    /// The comparison of `timings` (one per placement, `ratio(placement, visit)` NEW ÷ OLD over OLD's
    /// drifting times), each placement its own pair of function orders.
    private func compared(placements: Int, visits: Int = 3, ratio: (Int, Int) -> Double) throws -> ABComparison {
        let name = document().cases[0].name
        let timings = (0..<placements).map { placement in
            let drift = (0..<visits).map { 1000 * (1 + 0.4 * sin(Double(placement * visits + $0))) }
            return ABTimings(names: [name], old: [drift], new: [drift.enumerated().map { $1 * ratio(placement, $0) }])
        }
        return try ABComparison(old: document(), new: document(), timings: timings, linkSeeds: (0..<placements).map { UInt64($0 + 1) })
    }

    /// The time tier of ab is judged over the placements: a steady +10% NEW ÷ OLD is a regression even
    /// though the visits themselves drift by ±40% (which an unpaired test of the two sides cannot see
    /// through); alternating ±1% is not; 3 placements are not enough data; ±8% between placements
    /// leaves an interval reaching beyond the 3% threshold: inconclusive, with more placements asked for.
    func testTheTimeTierIsJudgedOverThePlacementsOfPairs() throws {
        func judged(placements: Int, ratio: @escaping (Int, Int) -> Double) throws -> FigureComparison? {
            let comparison = try compared(placements: placements, ratio: ratio)
            var settings = ABRun.defaultGateSettings
            settings.tiers = [.time]
            return comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings)).comparisons[0].time
        }
        XCTAssertEqual(try judged(placements: 8) { placement, _ in 1.10 + 0.002 * Double(placement) }?.change, .regression)
        XCTAssertEqual(try judged(placements: 8) { placement, _ in 0.90 - 0.002 * Double(placement) }?.change, .improvement)
        XCTAssertEqual(try judged(placements: 8) { placement, _ in placement % 2 == 0 ? 1.01 : 0.99 }?.change, .unchanged)
        let few = try XCTUnwrap(try judged(placements: 3) { _, _ in 1.5 })
        XCTAssertEqual(few.change, .inconclusive)
        XCTAssertNil(few.changeInterval)
        XCTAssertEqual(few.roundsNeeded, PlacementEstimate.minimumPlacements)
        let noisy = try XCTUnwrap(try judged(placements: 8) { placement, _ in placement % 2 == 0 ? 1.08 : 0.93 })
        XCTAssertEqual(noisy.change, .inconclusive)
        XCTAssertGreaterThan(noisy.roundsNeeded ?? 0, 8)
    }

    /// Steady visits within each placement but a placement-to-placement spread decide nothing alone:
    /// the visits of one placement, however many, are one placement.
    func testManyVisitsInFewPlacementsAreNotEnough() throws {
        let comparison = try compared(placements: 2, visits: 40) { _, _ in 1.2 }
        XCTAssertNil(comparison.pairedRatios[0].interval)
    }

    /// An undecided figure says why: an interval wholly beyond the threshold whose p after Holm misses
    /// alpha is undecided for significance, never described as straddling the threshold.
    func testAnUndecidedFigureSaysWhyItIsUndecided() {
        var figure = FigureComparison(old: 100, new: 95, relativeChange: -0.05, p: 0.004, change: .inconclusive, counts: true, threshold: 0.03)
        figure.adjustedP = 0.02
        figure.roundsNeeded = 30
        figure.changeInterval = Statistics.Interval(lower: -0.0835, upper: -0.0326)
        let beyond = GateReportRendering.figure(figure, digits: 1)
        XCTAssertTrue(beyond.contains("interval -8.35%…-3.26% lies beyond ±3.00% but its p=0.020 (Holm) does not reach alpha"), beyond)
        figure.changeInterval = Statistics.Interval(lower: -0.05, upper: 0.01)
        let across = GateReportRendering.figure(figure, digits: 1)
        XCTAssertTrue(across.contains("interval -5.00%…+1.00% reaches across ±3.00%"), across)
    }

    /// ab's time cell is labelled in ab's terms: the two medians are OLD's and NEW's over their visits,
    /// the percentage the paired change the verdict judges (it printed "2735.6 → 3198.6 (+19.16%)",
    /// whose medians give +16.9%, without saying which was which), and an undecided case asks for
    /// placements, not "per side" of two files.
    func testAbsCellsSayWhatWasComparedInItsOwnTerms() throws {
        let decided = FigureComparison(old: 2735.6, new: 3198.6, relativeChange: 0.1916, p: 0.00256, change: .regression, counts: true, threshold: 0.03)
        XCTAssertEqual(GateReportRendering.figure(decided, digits: 1, paired: true), "2735.6 → 3198.6 (paired +19.16%, p=2.56e-03) ▲")
        XCTAssertEqual(GateReportRendering.figure(decided, digits: 1), "2735.6 → 3198.6 (+19.16%, p=2.56e-03) ▲", "compare's cells are as they were")
        let comparison = try compared(placements: 3) { _, _ in 1.5 }
        var settings = GateSettings()
        settings.tiers = [.time]
        let report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
        XCTAssertEqual(report.verdict, .inconclusive)
        let text = GateReportRendering.text(report)
        XCTAssertTrue(text.contains("not enough data: needs ≥ 4 placements"), text)
        XCTAssertTrue(text.contains("time: median ns OLD → NEW (paired change)"), text)
        XCTAssertFalse(text.contains("per side") || text.contains("in each file") || text.contains("samples"), text)
    }

    /// ab starts its children with command lines: every option in them is one that `run` and `serve`
    /// take, by their tables, so that renaming an option fails here rather than in ab at run time.
    func testTheChildrensCommandLinesParse() throws {
        var ab = ABRun(oldPath: "", newPath: "")
        ab.filter = "depth:16/"
        ab.countsInstructions = true
        ab.allowDebug = true
        let counting = ab.counting.with(.out, "x.json").arguments
        XCTAssertEqual(counting.first, RunCommand.name)
        var run = try RunCommand.parse(counting.dropFirst())
        XCTAssertNil(run.positional())
        XCTAssertEqual(run.int(RunCommand.rounds), ABRun.countingSettings.rounds)
        XCTAssertEqual(run.format(RunCommand.format), .json)
        // One process by the option's older name, which every pin-bench with placements reads.
        XCTAssertEqual(run.int(RunCommand.legacyPlacementsOption), 1)
        XCTAssertNil(run.int(RunCommand.placementsOption))
        let serving = ab.serving(cpu: 1).arguments
        XCTAssertEqual(serving.first, ServeCommand.name)
        let serve = try ServeCommand.parse(serving.dropFirst())
        XCTAssertEqual(serve.int(ServeCommand.cpu), 1)
        XCTAssertEqual(serve.string(ABCommand.filter), "depth:16/")
    }

    /// The injected work reaches a child as the hidden option, which every verb's start-up takes off
    /// before the verb's own table parses the rest.
    func testTheInjectedWorkIsAnOptionEveryVerbTakes() throws {
        let serving = ABRun(oldPath: "", newPath: "").serving(cpu: nil).injecting("10").arguments
        let (words, injection) = try InjectWorkOption.take(from: Array(serving.dropFirst()))
        XCTAssertEqual(injection, "10")
        XCTAssertNoThrow(try ServeCommand.parse(words))
        XCTAssertEqual(try InjectWorkOption.take(from: ["--inject-work=cold-read", "--", "--inject-work"]).words, ["--", "--inject-work"])
        XCTAssertNil(try InjectWorkOption.take(from: ["--filter", "x"]).injection)
    }

    func testVisitsBecomeTheSamplesAndThePairedRatios() throws {
        let names = ["a", "b"]
        let timings = ABTimings(names: names, old: [[100, 200, 100], [10, 10, 10]], new: [[110, 220, 110], [10, 10, 10]])
        let comparison = try ABComparison(old: document(names), new: document(names), timings: [timings], linkSeeds: [nil])
        XCTAssertEqual(comparison.old.cases[0].samples, [100, 200, 100])
        XCTAssertEqual(comparison.new.cases[0].samples, [110, 220, 110])
        XCTAssertEqual(comparison.old.settings.rounds, 3)
        XCTAssertEqual(comparison.pairedRatios[0].ratios.map { ($0 * 1000).rounded() / 1000 }, [1.1, 1.1, 1.1])
        // OLD's round medians relative to each case's median: 1, 1.5, 1 → the host drifted by 50%;
        // the ratios did not move at all.
        XCTAssertEqual(comparison.drift.host, 0.5, accuracy: 1e-12)
        XCTAssertEqual(comparison.drift.paired, 0, accuracy: 1e-12)
        XCTAssertEqual(comparison.placements.map(\.medians), [[1.1, 1]])
        XCTAssertThrowsError(try ABComparison(old: document(names), new: document(["a"]), timings: [], linkSeeds: [])) {
            XCTAssertTrue("\($0)".contains("only in OLD: b"), "\($0)")
        }
        XCTAssertThrowsError(try ABComparison(old: document(names), new: document(names), timings: [ABTimings(names: ["a"], old: [[1]], new: [[1]])],
                                              linkSeeds: [nil]))
        let untimed = try ABComparison(old: document(names), new: document(names), timings: [], linkSeeds: [])
        XCTAssertTrue(untimed.pairedRatios.isEmpty)
    }
}
