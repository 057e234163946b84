@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `gate-selftest`'s counting for `ab`, on made-up trials and comparisons (no timing).
final class ABSelfTestTests: XCTestCase {
    private func trial(flagged: Int = 0, caught: Int = 0, inconclusive: Int = 0, changes: [Double], host: Double = 0.1,
                       paired: Double = 0.01, seconds: Double = 30) -> ABSelfTest.Trial {
        ABSelfTest.Trial(flagged: (0..<flagged).map { ABSelfTest.FlaggedCase(name: "case \($0)", change: 0.05) }, caughtCases: caught,
                         inconclusive: (0..<inconclusive).map { "case \($0)" }, changes: changes,
                         drift: ABComparison.Drift(host: host, paired: paired), seconds: seconds)
    }

    func testARowCountsFlaggedTrialsNotFlaggedCases() {
        let aa = ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [
            trial(flagged: 3, changes: [0.01, 0.02]), trial(changes: [0.001]), trial(inconclusive: 2, changes: [0.004], host: 0.3, seconds: 50),
        ])
        XCTAssertEqual(aa.trials, 3)
        XCTAssertEqual(aa.flagged, 1, "A/A: a trial with any flagged case is one false positive")
        XCTAssertEqual(aa.inconclusive, 1)
        XCTAssertEqual(aa.medianChange, 0.007, accuracy: 1e-12, "the median of every case of every trial")
        XCTAssertEqual(aa.largestChange, 0.02, accuracy: 1e-12)
        XCTAssertEqual(aa.medianHostDrift, 0.1, accuracy: 1e-12)
        XCTAssertEqual(aa.largestHostDrift, 0.3, accuracy: 1e-12)
        XCTAssertEqual(aa.largestSeconds, 50)
        // A/A′: only an if-else regression is a catch; another flagged case is not.
        let injected = ABSelfTest.Row(suite: .ci, injectedPercent: 10, trials: [
            trial(flagged: 1, changes: [0.08]), trial(flagged: 2, caught: 2, changes: [0.1, 0.06]),
        ])
        XCTAssertEqual(injected.flagged, 1)
    }

    func testTheRowsAreEveryInjectionUnderEveryLoad() {
        var test = ABSelfTest(executable: "pin-bench")
        test.trials = 3
        test.suiteTrials = 1
        test.injections = [3, 5]
        test.loads = [.asIs, .neighbour]
        let rows = test.conditions.map { "\($0.suite.rawValue) \($0.injection.map { "+\($0)%" } ?? "A/A") \($0.load.rawValue) \($0.trials)" }
        XCTAssertEqual(rows, ["ci A/A as-is 3", "ci +3% as-is 3", "ci +5% as-is 3", "standard A/A as-is 1",
                              "ci A/A neighbour 3", "ci +3% neighbour 3", "ci +5% neighbour 3", "standard A/A neighbour 1"])
        test.functionOrders = true
        test.loads = [.asIs]
        XCTAssertEqual(test.conditions.count, 4, "other function orders change the sides, not the rows")
    }

    func testTheTableLabelsTheNeighbourCondition() {
        let row = ABSelfTest.Row(suite: .ci, injectedPercent: 3, trials: [trial(changes: [0.03])], load: .neighbour)
        XCTAssertEqual(GateSelfTestReport.label(row), "+3%, beside a neighbour")
        XCTAssertEqual(GateSelfTestReport.label(ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [trial(changes: [0])])), "A/A")
        XCTAssertTrue(GateSelfTestReport.abTable([row]).text.contains("+3%, beside a neighbour"))
    }

    func testTheNeighbourIsAProgramThatRuns() throws {
        // The neighbour's command must exist here, or the --ab-neighbour rows could never run.
        let outcome = try ChildProcess.run("/usr/bin/env", ["sh", "-c", "command -v \(ABSelfTest.Load.neighbourCommand[1])"],
                                            environment: ProcessSettings.ofThisTest.environment, keeping: .standardOutput, timeLimit: 10)
        XCTAssertTrue(outcome.succeeded, "\(outcome.end)")
    }

    /// A side's counting run subtracts the reset's median from every sample: with two rounds, one
    /// preempted reset sample moved that median far enough to make a sample negative on a busy host,
    /// and ab refused the side's results file. Three rounds keep the median where the others are.
    func testTheCountingRunsResetMedianSurvivesOnePreemptedSample() {
        let rounds = ABRun.countingSettings.rounds
        XCTAssertEqual(Statistics.median(Array(repeating: 100.0, count: rounds - 1) + [5000]), 100)
        XCTAssertTrue(ABRun(oldPath: "", newPath: "").counting.arguments.contains("\(ABRun.countingSettings.minSampleSeconds)"))
    }

    func testATrialReadsTheVerdictsOfItsReport() throws {
        let ifElse = BenchmarkCase.name(strategy: IfElseStrategy.name, scenario: Scenario(depth: 16))
        let manual = BenchmarkCase.name(strategy: ManualStrategy.name, scenario: Scenario(depth: 16))
        let document = ResultsDocument(environment: .current(tools: .ofThisTest), settings: MeasurementSettings(), cases: [ifElse, manual].map { name in
            CaseResult(name: name, strategy: StrategyName("s"), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: "s"), depth: 16, passesPerSample: 1, samples: [1, 1], rawSamples: [1, 1],
                       cpuSamples: [1, 1], stats: SampleSummary([1, 1]), nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }, resets: [], complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        let old = Array(repeating: 100.0, count: 5)
        // if-else 8% slower on every visit; manual ±1% around equal; in each of 4 placements.
        let timings = ABTimings(names: [ifElse, manual], old: [old, old],
                                new: [old.map { $0 * 1.08 }, old.indices.map { $0 % 2 == 0 ? 101 : 99 }])
        let comparison = try ABComparison(old: document, new: document, timings: Array(repeating: timings, count: 4), linkSeeds: [1, 2, 3, 4])
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        let report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
        let injected = ABSelfTest.Trial(report, comparison, injection: 10, seconds: 12)
        XCTAssertEqual(injected.flaggedCases, 1)
        XCTAssertEqual(injected.flagged.map { $0.name }, [ifElse], "the flagged case by name")
        XCTAssertEqual(injected.flagged.first?.change ?? 0, 0.08, accuracy: 1e-9)
        XCTAssertEqual(injected.caughtCases, 1)
        XCTAssertEqual(injected.inconclusiveCases, 0)
        XCTAssertEqual(injected.changes.count, 1, "A/A′ sizes the if-else cases only")
        XCTAssertEqual(injected.changes[0], 0.08, accuracy: 1e-9)
        XCTAssertEqual(ABSelfTest.Trial(report, comparison, injection: nil, seconds: 12).changes.count, 2, "A/A sizes every case")
        // At 3%, a chain of 16 gets 1 view laid out again, 6.25%: its regression is not a detection of 3%.
        let oversized = ABSelfTest.Trial(report, comparison, injection: 3, seconds: 12)
        XCTAssertEqual(oversized.flaggedCases, 1, "still listed as flagged")
        XCTAssertEqual(oversized.caughtCases, 0)
        XCTAssertEqual(oversized.changes, [])
    }

    func testTheInjectedWorkIsItsStatedSizeOnlyWhereWholeViewsAllowIt() {
        XCTAssertEqual(InjectedWork.extraViews(percent: 3, views: 16), 1)
        XCTAssertEqual(InjectedWork.extraViews(percent: 3, views: 256), 8)
        XCTAssertEqual(InjectedWork.extraViews(percent: 10, views: 16), 2)
        XCTAssertFalse(InjectedWork.isAtStatedSize(percent: 3, views: 16), "6.25%")
        XCTAssertTrue(InjectedWork.isAtStatedSize(percent: 3, views: 64), "2 of 64: 3.125%")
        XCTAssertTrue(InjectedWork.isAtStatedSize(percent: 3, views: 256), "8 of 256: 3.125%")
        XCTAssertTrue(InjectedWork.isAtStatedSize(percent: 10, views: 16), "2 of 16: 12.5%, a quarter over")
        XCTAssertTrue(InjectedWork.isAtStatedSize(percent: 5, views: 16), "1 of 16: 6.25%, exactly a quarter over")
        XCTAssertTrue(InjectedWork.isAtStatedSize(percent: 1, views: 256), "3 of 256: 1.17%")
        XCTAssertFalse(InjectedWork.isAtStatedSize(percent: 1, views: 64), "1 of 64: 1.56%")
    }

    func testTheNotesSayWhenTheHostWasTooNoisyForTheTimeTier() {
        let calm = ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [trial(changes: [0.001])])
        let noisy = ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [trial(inconclusive: 1, changes: [0.02], paired: 0.04)])
        let someInconclusive = ABSelfTest.Row(suite: .standard, injectedPercent: 0, trials: [trial(inconclusive: 1, changes: [0.001])])
        XCTAssertEqual(GateSelfTestReport.abNotes([calm], threshold: 0.03), [])
        let notes = GateSelfTestReport.abNotes([noisy, someInconclusive], threshold: 0.03)
        XCTAssertEqual(notes.count, 4)
        XCTAssertTrue(notes[0].contains("too noisy for the time tier"), notes[0])
        XCTAssertTrue(notes[1].contains("1 of 1 trials had cases too noisy to decide"), notes[1])
        XCTAssertEqual(notes[2], "ci A/A: inconclusive case 0 (1 of 1)")
    }

    /// Which cases a row could not decide, and in how many of its trials, most often first: what
    /// the output only counted before (a row said "20 of 20 inconclusive" and named none).
    func testTheNotesNameTheInconclusiveCasesMostOftenFirst() {
        func trial(_ names: [String]) -> ABSelfTest.Trial {
            ABSelfTest.Trial(caughtCases: 0, inconclusive: names, changes: [0.001], drift: ABComparison.Drift(host: 0.1, paired: 0.01), seconds: 20)
        }
        let aa = ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [trial(["b", "a"]), trial(["b"]), trial(["c", "b"]), trial([])])
        XCTAssertEqual(aa.inconclusive, 3)
        XCTAssertEqual(aa.inconclusiveCases, ["a": 1, "b": 3, "c": 1])
        XCTAssertEqual(GateSelfTestReport.abNotes([aa], threshold: 0.03).last, "ci A/A: inconclusive b (3 of 4), a (1 of 4), c (1 of 4)")
        XCTAssertEqual(GateSelfTestReport.abNotes([aa], threshold: 0.03, limit: 1).last, "ci A/A: inconclusive b (3 of 4), and 2 more")
        let encoded = try! JSONSerialization.jsonObject(with: JSONEncoder().encode(aa)) as! [String: Any]
        XCTAssertEqual(encoded["inconclusiveCases"] as? [String: Int], ["a": 1, "b": 3, "c": 1], "the JSON names them too")
    }

    func testTheNotesNameTheCasesAnAARowFlagged() {
        let falseAlarm = ABSelfTest.FlaggedCase(name: "BM_Chain/manual/depth:16/hidden:none/fanin:1", change: -0.045)
        let aa = ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [
            ABSelfTest.Trial(flagged: [falseAlarm], caughtCases: 0, changes: [0.045],
                             drift: ABComparison.Drift(host: 0.1, paired: 0.01), seconds: 20),
            trial(changes: [0.001]),
        ])
        XCTAssertEqual(aa.flaggedCases, [falseAlarm])
        let caught = ABSelfTest.FlaggedCase(name: "BM_Chain/if-else/depth:256/hidden:none/fanin:1", change: 0.1)
        let injected = ABSelfTest.Row(suite: .ci, injectedPercent: 10, trials: [
            ABSelfTest.Trial(flagged: [caught], caughtCases: 1, changes: [0.1],
                             drift: ABComparison.Drift(host: 0.1, paired: 0.01), seconds: 20),
        ])
        XCTAssertEqual(GateSelfTestReport.abNotes([aa, injected], threshold: 0.03),
                       ["ci A/A: flagged BM_Chain/manual/depth:16/hidden:none/fanin:1 (-4.5%)"],
                       "A/A rows name their false alarms; a catch of the injected row is not one")
    }
}
