@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// `ab`'s later looks (issue 57): the cases the first placements leave undecided get placements of
/// their own, each look judged at its share of the error rate (made-up visits, no timing).
final class ABLooksTests: XCTestCase {
    private let names = ["steady", "noisy"].map { BenchmarkCase.name(strategy: IfElseStrategy.name, scenario: Scenario(depth: $0 == "steady" ? 16 : 64)) }

    private var document: ResultsDocument {
        ResultsDocument(environment: .current(tools: .ofThisTest), settings: MeasurementSettings(), cases: names.map { name in
            CaseResult(name: name, strategy: StrategyName(IfElseStrategy.self), series: SeriesID(label: "s"), scenario: ScenarioKey(spec: name),
                       depth: 16, passesPerSample: 1, samples: [1, 1], rawSamples: [1, 1], cpuSamples: [1, 1], stats: SampleSummary([1, 1]),
                       nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }, resets: [], complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    /// One placement's visits of `cases` (indices into `names`): NEW ÷ OLD `ratio(case)` on every visit.
    private func placement(_ cases: [Int], visits: Int = 3, ratio: (Int) -> Double) -> ABTimings {
        let old = Array(repeating: 100.0, count: visits)
        return ABTimings(names: cases.map { names[$0] }, old: cases.map { _ in old }, new: cases.map { index in old.map { $0 * ratio(index) } })
    }

    private func report(_ comparison: ABComparison) -> GateReport {
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        return comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
    }

    func testTheLooksArePlacementsAtATimeUpToTheBudget() {
        var ab = ABRun(oldPath: "", newPath: "")
        XCTAssertEqual(ab.looks, [24, 48, 72], "by default three times the placements, in three looks")
        ab.maxPlacements = 24
        XCTAssertEqual(ab.looks, [24], "a budget of the placements: one look")
        ab.maxPlacements = 60
        XCTAssertEqual(ab.looks, [24, 48, 60])
        ab.placements = 10
        ab.maxPlacements = nil
        XCTAssertEqual(ab.looks, [10, 20, 30])
    }

    func testEachLookSpendsItsShareOfTheErrorRate() {
        XCTAssertEqual(LookSpending.single.confidence(), PlacementEstimate.confidence)
        XCTAssertEqual(LookSpending(looks: 2).confidence(), 0.975, accuracy: 1e-12)
        XCTAssertEqual(LookSpending(looks: 2).alpha(0.01), 0.005, accuracy: 1e-12)
        XCTAssertEqual(SamplingDesign.standard.perLookConfidence, 1 - 0.05 / 6, accuracy: 1e-12, "run's rounds spend by the same rule")
    }

    /// The first placement times both cases; four more time only the noisy one: each case is judged
    /// over its own placements, and the placements record which cases they timed.
    func testALaterPlacementTimesSomeCasesAndEachIsJudgedOverItsOwn() throws {
        let first = (0..<4).map { index in placement([0, 1]) { $0 == 0 ? 1.10 : (index % 2 == 0 ? 1.05 : 0.96) } }
        var later = (0..<4).map { index in placement([1]) { _ in index % 2 == 0 ? 1.02 : 0.99 } }
        later[0].old[0] = [100, 180, 100]  // a preempted visit of one case: no measure of the host's drift
        let comparison = try ABComparison(old: document, new: document, timings: first + later, linkSeeds: Array(repeating: nil, count: 8),
                                          spending: LookSpending(looks: 2), looks: [4, 8])
        XCTAssertEqual(comparison.pairedRatios.map(\.placements), [4, 8])
        XCTAssertEqual(comparison.pairedRatios[1].ratios.count, 24, "every visit of the noisy case, 3 in each of 8 placements")
        XCTAssertEqual(comparison.placements[5].medians[0], nil, "not timed after the first look")
        XCTAssertEqual(try XCTUnwrap(comparison.placements[5].medians[1]), 0.99, accuracy: 1e-12)
        XCTAssertEqual(comparison.old.cases.map(\.samples.count), [12, 24])
        XCTAssertEqual(comparison.firstLook, 4)
        XCTAssertEqual(comparison.drift.host, 0, "measured on the first look's placements, whose times are steady")
        XCTAssertEqual(comparison.extended.count, 1)
        let figure = try XCTUnwrap(report(comparison).comparisons[1].time)
        XCTAssertEqual(figure.precision?.placements, 8, "judged over its 8 placements")
        XCTAssertEqual(figure.precision?.confidence ?? 0, 0.975, accuracy: 1e-12)
        let rules = GateReportRendering.rules(report(comparison)).joined()
        XCTAssertTrue(rules.contains("the 97.5% interval beyond ±3.00%"), rules)
        XCTAssertTrue(rules.contains("p < 0.005 (Holm; the 95% and alpha shared by 2 planned looks, 1/2 of each at a look)"), rules)
        let summary = comparison.summary(rounds: 3, blockSeconds: 0.004, seconds: 10)
        XCTAssertTrue(summary.hasPrefix("4 placements"), summary)
        XCTAssertTrue(summary.contains("then up to 4 more for the 1 case still undecided (looks after 4, 8 placements)"), summary)
        XCTAssertTrue(summary.contains("the 97.5% interval"), summary)
        XCTAssertTrue(summary.contains("Holm over the cases (the 95% and alpha shared by 2 planned looks, 1/2 of each at a look)"), summary)
    }

    func testPlacementsThatTimeOtherCasesAreRefused() {
        let first = placement([0, 1]) { _ in 1 }
        XCTAssertThrowsError(try ABComparison(old: document, new: document, timings: [placement([1]) { _ in 1 }], linkSeeds: [nil]),
                             "the first look times every case")
        XCTAssertThrowsError(try ABComparison(old: document, new: document, timings: [first, placement([1]) { _ in 1 }], linkSeeds: [nil, nil],
                                              spending: LookSpending(looks: 2), looks: [2]), "every placement of the first look")
        XCTAssertNoThrow(try ABComparison(old: document, new: document, timings: [first, placement([1]) { _ in 1 }], linkSeeds: [nil, nil],
                                          spending: LookSpending(looks: 2), looks: [1, 2]))
        let unknown = ABTimings(names: ["nothing"], old: [[1]], new: [[1]])
        XCTAssertThrowsError(try ABComparison(old: document, new: document, timings: [first, unknown], linkSeeds: [nil, nil]))
        XCTAssertThrowsError(try ABComparison(old: document, new: document, timings: [first, placement([1, 0]) { _ in 1 }], linkSeeds: [nil, nil]),
                             "the runs' order")
    }

    /// Two looks judge each at 97.5%: the same visits give a wider interval than one look's 95%.
    func testALookOfTwoIsWiderThanASingleLook() throws {
        let timings = (0..<8).map { index in placement([0, 1]) { _ in 1.04 + 0.01 * Double(index % 3) } }
        let single = try ABComparison(old: document, new: document, timings: timings, linkSeeds: Array(repeating: nil, count: 8))
        let two = try ABComparison(old: document, new: document, timings: timings, linkSeeds: Array(repeating: nil, count: 8),
                                   spending: LookSpending(looks: 2))
        let (narrow, wide) = try (XCTUnwrap(single.pairedRatios[0].interval), XCTUnwrap(two.pairedRatios[0].interval))
        XCTAssertLessThan(wide.lower, narrow.lower)
        XCTAssertGreaterThan(wide.upper, narrow.upper)
        XCTAssertEqual(single.pairedRatios[0].median, two.pairedRatios[0].median, "the centre does not depend on the looks")
    }

    /// Only a case inconclusive in time whose advice names a count of placements goes on to the next look.
    func testOnlyTheUndecidedCasesGoOn() throws {
        let timings = (0..<8).map { index in placement([0, 1]) { $0 == 0 ? 1.10 + 0.002 * Double(index) : (index % 2 == 0 ? 1.06 : 0.95) } }
        let comparison = try ABComparison(old: document, new: document, timings: timings, linkSeeds: Array(repeating: nil, count: 8),
                                          spending: LookSpending(looks: 2))
        let judged = report(comparison)
        XCTAssertEqual(judged.comparisons.map { $0.time?.change }, [.regression, .inconclusive])
        XCTAssertEqual(comparison.undecided(judged), [names[1]])
    }
}
