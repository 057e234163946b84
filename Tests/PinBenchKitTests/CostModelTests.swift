import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest

/// The simulated CPU's counters, estimated cycles and the cost tier, on synthetic counts: callgrind's
/// dumps read into counters, the reset subtracted, the models' arithmetic, the fit recovering known
/// weights, and the gate's cost tier catching a cold read per view that instructions barely see.
final class CostModelTests: XCTestCase {
    // MARK: Callgrind's dumps

    func testADumpIsReadIntoEveryCounterWithTrailingZerosLeftOut() throws {
        let dump = """
            desc: Trigger: Client Request: BM_Chain/if-else/depth:4
            events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim
            summary: 0
            totals: 100 30 20 1 2 3 1 1 1 15 4
            """
        let (label, counts) = try XCTUnwrap(InstructionCounter.parseDump(dump))
        XCTAssertEqual(label, "BM_Chain/if-else/depth:4")
        XCTAssertEqual(counts, ["instructions": 100, "dataAccesses": 50, "l1Misses": 6, "llMisses": 3, "branchMisses": 4])
    }

    func testADumpWithoutSimulationGivesInstructionsAlone() throws {
        let (_, counts) = try XCTUnwrap(InstructionCounter.parseDump("desc: Trigger: Client Request: a\nevents: Ir\ntotals: 42\n"))
        XCTAssertEqual(counts, ["instructions": 42])
        XCTAssertNil(InstructionCounter.parseDump("events: Ir\ntotals: 42\n"), "no label")
        XCTAssertNil(InstructionCounter.parseDump("desc: Trigger: Client Request: a\nevents: Dr\ntotals: 42\n"), "no instructions")
    }

    func testTheResetIsSubtractedFromEveryCounterAndNeverBelowZero() {
        let counts = InstructionCounts(regions: [
            .pass("case"): ["instructions": 1000, "l1Misses": 10, "branchMisses": 2],
            .reset(ScenarioKey(spec: "spec")): ["instructions": 100, "l1Misses": 12, "branchMisses": 1],
        ])
        XCTAssertEqual(counts.counts(of: "case", scenario: ScenarioKey(spec: "spec")), ["instructions": 900, "l1Misses": 0, "branchMisses": 1])
        XCTAssertEqual(counts.resetInstructions(of: ScenarioKey(spec: "spec")), 100)
        XCTAssertEqual(counts.counts(of: "other", scenario: ScenarioKey(spec: "spec")), [:])
    }

    // MARK: Models

    func testEstimatesNeedEveryWeighedCounter() {
        let counts: Counts = ["instructions": 1000, "dataAccesses": 400, "l1Misses": 10, "llMisses": 2]
        XCTAssertEqual(CostModel.instructionsAlone.estimate(counts), 1000)
        let iai: Double = 1000 + 400 + 40 + 60
        XCTAssertEqual(CostModel.iaiCallgrind.estimate(counts), iai, "Ir + Dr + Dw + 4 × L1 misses + 30 × LL misses")
        XCTAssertNil(CostModel.iaiCallgrind.estimate(["instructions": 1000]))
    }

    func testEstimatedCyclesAreDerivedWithThisBuildsWeights() {
        var counts: Counts = [:]
        for id in CostModel.inputs { counts[id] = 10 }
        let completed = CostModel.completing(counts)
        XCTAssertEqual(completed[CostModel.estimatedCycles.id], Int(CostModel.fitted.estimate(counts)!.rounded()))
        XCTAssertNil(CostModel.completing(["instructions": 5])[CostModel.estimatedCycles.id], "an input was not counted")
        XCTAssertEqual(CostModel.fitted.weights[InstructionCounter.counter.id], 1, "instructions weigh 1")
        XCTAssertTrue(CostModel.fitted.weights.keys.allSatisfy(CostModel.inputs.contains))
    }

    func testAtomicsAreRetainsPlusReleases() throws {
        final class Box { var value = 0 }
        var boxes = [Box(), Box()]
        let counts = try XCTUnwrap(ARCCounter.count { boxes.append(boxes[0]); boxes.removeLast() })
        XCTAssertEqual(counts[ARCCounter.atomics.id], counts[ARCCounter.retains.id]! + counts[ARCCounter.releases.id]!)
        XCTAssertNil(ARCCounter.atomics.tier, "judged through estimated cycles, not on its own")
    }

    // MARK: Fitting

    func testNonNegativeLeastSquaresRecoversWeightsAndZeroesANegativeOne() throws {
        let rows: [[Double]] = (1...20).map { (index: Int) -> [Double] in [Double(index), Double((index * 7) % 5), Double((index * 3) % 4)] }
        let targets: [Double] = rows.map { (row: [Double]) -> Double in 2 * row[0] + 0.5 * row[1] + 3 * row[2] }
        let exact = try XCTUnwrap(NonNegativeLeastSquares.solve(rows: rows, targets: targets))
        for (found, expected) in zip(exact, [2, 0.5, 3]) { XCTAssertEqual(found, expected, accuracy: 1e-9) }
        let negative: [Double] = rows.map { (row: [Double]) -> Double in 2 * row[0] - 0.5 * row[1] }
        let clamped = try XCTUnwrap(NonNegativeLeastSquares.solve(rows: rows, targets: negative, required: [0]))
        XCTAssertEqual(clamped[1], 0, "a weight that would be negative is left out")
        XCTAssertTrue(clamped.allSatisfy { $0 >= 0 })
    }

    func testTheReportFitsKnownWeightsAndScoresTheModels() throws {
        // Times made by a known model (3 cycles an atomic, 20 an LL miss, 0.5 ns a cycle): instructions
        // alone mispredict the ratios of the strategies that miss or retain more.
        let truth = CostModel(name: "truth", weights: ["instructions": 1, "llMisses": 20, "atomics": 3])
        let document = Self.document(truth: truth)
        let report = try CostModelReport(document)
        let refit = try XCTUnwrap(report.models.last)
        XCTAssertEqual(refit.weights["llMisses"] ?? 0, 20, accuracy: 0.01)
        XCTAssertEqual(refit.weights["atomics"] ?? 0, 3, accuracy: 0.01)
        XCTAssertEqual(report.rows.count, 12, "every case but if-else and manual")
        XCTAssertLessThan(report.accuracy(report.models.count - 1).p90, 1e-6)
        XCTAssertGreaterThan(report.accuracy(0).median, 0.05, "instructions alone miss the misses")
        XCTAssertLessThan(try XCTUnwrap(report.heldOutAccuracy).p90, 1e-6, "the held-out halves follow the same model")
        let text = CostModelReportRendering.text(report)
        XCTAssertTrue(text.hasPrefix("pin-bench cost-model: 12 ratios to if-else;"), text)
        XCTAssertTrue(CostModelReportRendering.markdown(report).contains("| BM_Chain/slow/depth:4 |"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(CostModelReportRendering.render(report, format: .json).utf8)) as? [String: Any])
        XCTAssertEqual((json["ratios"] as? [Any])?.count, 12)
    }

    func testAFileWithoutSimulatedCountsIsRefused() {
        var document = Self.document(truth: CostModel.instructionsAlone)
        for index in document.cases.indices { document.cases[index].counts = ["instructions": 100] }
        XCTAssertThrowsError(try CostModelReport(document)) { error in
            XCTAssertTrue("\(error)".contains("--instructions"), "\(error)")
        }
    }

    // MARK: The cost tier

    /// Two atomics more per view are one instruction each to callgrind; estimated cycles weigh them as fitted.
    func testTheCostTierWeighsWhatInstructionsCountAsOne() throws {
        let views = 64
        let before: Counts = ["instructions": 150 * views, "dataAccesses": 60 * views, "l1Misses": views, "llMisses": 0,
                              "branchMisses": views / 4, "atomics": 4 * views]
        var after = before
        after["atomics"]! += 2 * views
        func observation(_ counts: Counts) -> GateObservation {
            GateObservation(name: "BM_Chain/if-else/depth:64", strategy: StrategyName(IfElseStrategy.self), timePlacements: [], manualRatioPlacements: [],
                            counts: CostModel.completing(counts))
        }
        func verdict(_ tier: GateTier, _ candidate: Counts) -> GateReport.Verdict {
            var settings = GateSettings()
            settings.tiers = [tier]
            settings.tiersAsked = true
            return Gate.compare(baseline: [observation(before)], candidate: [observation(candidate)], settings: settings, timesComparable: true).verdict
        }
        let weight = try XCTUnwrap(CostModel.fitted.weights[ARCCounter.atomics.id], "the fitted model weighs atomics")
        let change = 2 * weight / (CostModel.fitted.estimate(before)! / Double(views))
        XCTAssertGreaterThanOrEqual(change, GateSettings().costThreshold, "two atomics a view are at least the threshold")
        XCTAssertEqual(verdict(.cost, after), .regression)
        XCTAssertEqual(verdict(.instructions, after), .pass, "the instructions did not change")
        XCTAssertEqual(verdict(.cost, before), .pass, "A/A")
    }

    /// The counts `--inject-work cold-read` adds to if-else at depth 1024 (measured: +9
    /// instructions, +2 data accesses, +1 L1 and +1 LL miss a view): a regression of estimated
    /// cycles, and nothing else moved is one.
    func testTheCostTierCatchesAColdReadPerView() {
        let views = 1024
        let before: Counts = ["instructions": 553 * views, "dataAccesses": 171 * views, "l1Misses": 6 * views, "llMisses": 0,
                              "branchMisses": views, "atomics": 5 * views]
        var after = before
        for (counter, extra) in [("instructions", 9), ("dataAccesses", 2), ("l1Misses", 1), ("llMisses", 1)] as [(CounterID, Int)] {
            after[counter]! += extra * views
        }
        func observations(_ counts: Counts) -> [GateObservation] {
            [GateObservation(name: "BM_Chain/if-else/depth:1024", strategy: StrategyName(IfElseStrategy.self), timePlacements: [], manualRatioPlacements: [],
                             counts: CostModel.completing(counts)),
             GateObservation(name: "BM_Chain/manual/depth:1024", strategy: StrategyName(ManualStrategy.self), timePlacements: [], manualRatioPlacements: [],
                             counts: CostModel.completing(before))]
        }
        var settings = GateSettings()
        settings.tiers = [.cost]
        settings.tiersAsked = true
        let report = Gate.compare(baseline: observations(before), candidate: observations(after), settings: settings, timesComparable: true)
        XCTAssertEqual(report.verdict, .regression)
        XCTAssertEqual(report.regressions.map(\.name), ["BM_Chain/if-else/depth:1024"])
        XCTAssertEqual(Gate.compare(baseline: observations(before), candidate: observations(before), settings: settings,
                                    timesComparable: true).verdict, .pass, "A/A")
    }

    func testTheCostTierIsJudgedOnlyWhenAskedAndRefusedWithoutItsCounts() {
        XCTAssertFalse(GateSettings().tiers.contains(.cost))
        let observation = GateObservation(name: "a", strategy: StrategyName(IfElseStrategy.self), timePlacements: [], manualRatioPlacements: [], counts: ["instructions": 10])
        var settings = GateSettings()
        settings.tiers = [.cost]
        settings.tiersAsked = true
        let report = Gate.compare(baseline: [observation], candidate: [observation], settings: settings, timesComparable: true)
        XCTAssertEqual(report.verdict, .refusedTier)
        XCTAssertEqual(report.tiers.refused.first?.reason, "the baseline has no estimated cycles")
    }

    func testAThresholdsFileSetsTheCostThreshold() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-cost-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/thresholds.json"
        try #"{"schema": "pinbench.thresholds", "schemaVersion": 1, "rules": [{"pattern": "depth:4/", "cost": 0.2}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let thresholds = try GateThresholds.load(path)
        XCTAssertEqual(thresholds.settings(GateSettings(), for: "BM_Chain/if-else/depth:4/hidden:none").costThreshold, 0.2)
        XCTAssertEqual(thresholds.settings(GateSettings(), for: "BM_Chain/if-else/depth:16/hidden:none").costThreshold, GateSettings().costThreshold)
    }

    func testALoadedFileGetsThisBuildsEstimatedCycles() throws {
        let directory = NSTemporaryDirectory() + "pin-bench-cost-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var counts: Counts = [CostModel.estimatedCycles.id: 1]
        for id in CostModel.inputs { counts[id] = 100 }
        let path = directory + "/old-weights.json"
        try CounterTests.document(counts: counts).save(path)
        XCTAssertEqual(try ResultsDocument.load(path).cases[0].counts[CostModel.estimatedCycles.id], CostModel.completing(counts)[CostModel.estimatedCycles.id])
    }

    // MARK: Helpers

    /// Four scenarios of five strategies each (manual, if-else and three others), times from `truth`
    /// at 0.5 ns a cycle, four placements each with the ratio's interval.
    static func document(truth: CostModel) -> ResultsDocument {
        var document = CounterTests.document(counts: [:])
        let template = document.cases[0]
        document.cases = []
        let strategies: [(name: String, extra: Counts)] = [("manual", [:]), ("if-else", ["atomics": 2]), ("slow", ["instructions": 30]),
                                                           ("missing", ["llMisses": 3]), ("retaining", ["atomics": 6])]
        for depth in [4, 8, 16, 64] {
            let scenario = "depth=\(depth)"
            func counts(_ extra: Counts) -> Counts {
                var counts: Counts = ["instructions": 100 * depth, "dataAccesses": 40 * depth, "l1Misses": depth, "llMisses": depth / 4,
                                      "branchMisses": depth / 2, "atomics": 2 * depth]
                for (id, value) in extra { counts[id, default: 0] += value * depth }
                return counts
            }
            let reference = truth.estimate(counts(strategies[1].extra))! * 0.5
            for (name, extra) in strategies {
                var result = template
                let nanoseconds = truth.estimate(counts(extra))! * 0.5
                result.name = "BM_Chain/\(name)/depth:\(depth)"
                result.strategy = StrategyName(name)
                result.scenario = ScenarioKey(spec: scenario)
                result.depth = depth
                result.samples = Array(repeating: nanoseconds, count: 4)
                result.counts = counts(extra)
                if name != "if-else" {
                    let placements = (0..<4).map { _ in
                        let median = nanoseconds / reference
                        return PlacementRatio(median: median, interval: Statistics.Interval(lower: median * 0.99, upper: median * 1.01), rounds: 1)
                    }
                    result.ratio = RatioSummary(reference: StrategyName(IfElseStrategy.self), ratios: placements.map(\.median), placements: placements, allowance: 0)
                }
                document.cases.append(result)
            }
        }
        return document
    }
}
