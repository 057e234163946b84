import XCTest
@testable import PinBenchKit

/// `ab`'s looks (`ABRun.design`): which cases get extra visits, and the level verdicts are judged
/// at, on made-up visits (no timing).
final class ABLooksTests: XCTestCase {
    func testOnlyAVerdictStillOpenIsUndecided() {
        let ab = ABRun(oldPath: "", newPath: "")
        func undecided(_ ratios: [Double]) -> Bool { ab.isUndecided(ratios, threshold: 0.03, cases: 28) }
        func spread(_ low: Double, _ high: Double) -> [Double] { (0..<20).map { low + (high - low) * Double($0) / 19 } }
        XCTAssertFalse(undecided(spread(0.99, 1.01)), "wholly within ±3%: decided (unchanged)")
        XCTAssertFalse(undecided(spread(1.035, 1.09)), "wholly beyond +3% with every visit slower: a regression")
        XCTAssertFalse(undecided(spread(0.91, 0.965)), "wholly beyond −3%: an improvement")
        XCTAssertTrue(undecided(spread(0.97, 1.06)), "reaching beyond +3% from inside")
        XCTAssertTrue(undecided(spread(1.01, 1.07)), "a real change of about the threshold's size is undecided too")
        XCTAssertTrue(undecided(Array(spread(0.99, 1.01).prefix(5))), "too few visits for an interval at all")
        // The median interval lies beyond +3%, but four visits of twenty read faster: the signed-rank
        // p-value (× 3 looks × 28 cases) does not reach 0.01, so the verdict is still open.
        let beyondButWeak = spread(1.04, 1.07).enumerated().map { $0.offset % 5 == 0 ? 0.9 : $0.element }
        XCTAssertEqual(Standing(try! XCTUnwrap(ab.design.interval(beyondButWeak)), band: 0.03), .slower)
        XCTAssertTrue(undecided(beyondButWeak))
    }

    /// Per case, the ratios of its visits decide, against that case's own threshold.
    func testTheUndecidedCasesAreThoseWhoseRatiosStraddleTheirThreshold() {
        let old = Array(repeating: 100.0, count: 20)
        let steady = old.indices.map { 100 * ($0 % 2 == 0 ? 1.003 : 0.997) }
        let noisy = old.indices.map { 100 * ($0 % 2 == 0 ? 1.045 : 0.975) }
        let slower = old.indices.map { 110 + Double($0 % 3) }
        let timings = ABTimings(names: ["steady", "noisy", "slower", "noisy, loose threshold"], old: [old, old, old, old],
                                new: [steady, noisy, slower, noisy])
        let ab = ABRun(oldPath: "", newPath: "")
        func undecided(_ thresholds: [Double]) -> [Int] {
            zip(timings.ratios, thresholds).enumerated().filter { ab.isUndecided($0.element.0, threshold: $0.element.1, cases: 4) }.map(\.offset)
        }
        XCTAssertEqual(undecided([0.03, 0.03, 0.03, 0.10]), [1])
        XCTAssertEqual(undecided([0.001, 0.03, 0.11, 0.10]), [0, 1, 2])
    }

    func testTheLooksFollowThePlannedRoundsAndHalvesOfTheExtraOnes() {
        var ab = ABRun(oldPath: "", newPath: "")
        XCTAssertEqual(ab.rounds, 20)
        XCTAssertEqual(ab.design.looks, [20, 40, 60], "the default: 40 extra rounds, looked at halfway and at the end")
        XCTAssertEqual(ab.design.perLookConfidence, 1 - 0.05 / 3, accuracy: 1e-12)
        XCTAssertEqual(ab.extraSessionRounds, 5, "as long as a planned session")
        ab.extraRounds = 0
        XCTAssertEqual(ab.design.looks, [20], "--extra-rounds 0: fixed rounds")
        XCTAssertEqual(ab.design.perLookConfidence, 0.95, accuracy: 1e-12)
        ab.extraRounds = 1
        XCTAssertEqual(ab.design.looks, [20, 21])
        ab.extraRounds = 12
        XCTAssertEqual(ab.design.looks, [20, 26, 32])
        XCTAssertEqual(ABSchedule.sessions(20..<26, length: 5), [20..<25, 25..<26], "fresh children every planned session's length")
        XCTAssertEqual(ABSchedule.sessions(26..<26, length: 5), [])
        ab.rounds = 3
        XCTAssertEqual(ab.extraSessionRounds, 1)
    }

    func testAVerdictIsJudgedAtThePerLookLevel() throws {
        let design = SamplingDesign(looks: [20, 40, 60], alpha: 0.05)
        XCTAssertEqual(design.perLookP(0.001), 0.003, accuracy: 1e-15)
        XCTAssertEqual(design.perLookP(0.5), 1, "at most 1")
        let ratios = (0..<20).map { 1.05 + 0.002 * Double($0 % 7) - 0.006 }
        let comparison = try ABComparison(old: Self.document, new: Self.document, timings: Self.timings(ratios), design: design)
        let expected = try XCTUnwrap(Statistics.medianOrderInterval(ratios, confidence: 1 - 0.05 / 3))
        XCTAssertEqual(comparison.pairedRatios[0].interval, expected, "the order interval at 98.3%, not a 95% bootstrap")
        let report = Self.judged(comparison)
        let oneLook = Self.judged(try ABComparison(old: Self.document, new: Self.document, timings: Self.timings(ratios)))
        let p = try XCTUnwrap(report.comparisons[0].time?.p)
        XCTAssertEqual(p, try XCTUnwrap(oneLook.comparisons[0].time?.p) * 3, accuracy: 1e-12, "three looks: the p-value taken three times")
        XCTAssertEqual(report.comparisons[0].time?.change, .regression)
        XCTAssertTrue(comparison.summary(rounds: 20, blockSeconds: 0.004, seconds: 1).contains("looked at after 20, 40, 60 visits"))
        XCTAssertEqual(comparison.intervalHeading, "98.3% interval")
    }

    // MARK: Coverage under ab's stopping rule (simulation; seeded, so the counts are fixed)

    private var generator = SplitMix64(seed: 25)

    /// False "slower" verdicts in `trials` cases whose true ratio is exactly 1 + threshold (the
    /// worst place: a verdict needs the whole interval beyond it), looked at as `ab` looks (go on
    /// while the interval straddles the threshold), each look's interval from `interval`.
    private func falseVerdicts(trials: Int, looks: [Int], interval: ([Double]) -> Statistics.Interval?) -> Int {
        let threshold = 0.03
        var wrong = 0
        for _ in 0..<trials {
            var ratios: [Double] = []
            for look in looks {
                while ratios.count < look {
                    // Skewed timing-like noise with median exactly 1 + threshold.
                    let exponential = -log(1 - Double.random(in: 0..<1, using: &generator))
                    ratios.append((1 + threshold) * (1 + 0.02 * (exponential - log(2.0))))
                }
                guard let reported = interval(ratios) else { continue }
                let standing = Standing(reported, band: threshold)
                if standing == .slower { wrong += 1 }
                if standing != .unclear { break }
            }
        }
        return wrong
    }

    func testTheStoppingRuleOfABKeepsFalseVerdictsWithinTheirShare() {
        let design = ABRun(oldPath: "", newPath: "").design
        let trials = 4000
        let wrong = falseVerdicts(trials: trials, looks: design.looks, interval: design.interval)
        // A one-sided miss of a 95% interval: at most 2.5% of the cases.
        XCTAssertLessThanOrEqual(Double(wrong) / Double(trials), 0.025, "\(wrong) of \(trials) false verdicts")
        // Looking three times at 95% each, as the extra rounds did before the design: more of them.
        let naive: ([Double]) -> Statistics.Interval? = { Statistics.medianOrderInterval($0, confidence: 0.95) }
        let naiveWrong = falseVerdicts(trials: trials, looks: design.looks, interval: naive)
        XCTAssertGreaterThan(naiveWrong, wrong * 3 / 2, "\(naiveWrong) against \(wrong): the second chances should show")
    }

    /// An extra session visits only the cases asked for, ABBA by the parity of its rounds.
    func testAnExtraSessionVisitsOnlyTheUndecidedCases() {
        var random = SplitMix64(seed: 3)
        let visits = ABSchedule.visits(cases: [4, 1], rounds: 20..<23, random: &random)
        XCTAssertEqual(visits.map(\.round), [20, 20, 21, 21, 22, 22])
        XCTAssertEqual(Set(visits.map(\.caseIndex)), [1, 4])
        XCTAssertEqual(visits.first { $0.round == 21 }?.sides, [.new, .old, .old, .new])
        XCTAssertEqual(visits.first { $0.round == 22 }?.sides, [.old, .new, .new, .old])
    }

    /// A case with extra visits is judged on all of them at the per-look level: here 20 visits leave
    /// its interval straddling +3%, 40 settle it as unchanged; the drift is measured on the rounds
    /// every case has, and the report names the extended case.
    func testAnExtendedCaseIsJudgedOnAllItsVisits() throws {
        let names = Self.names
        let planned: [Double] = (0..<20).map { visit in
            let ratio: Double = visit % 2 == 0 ? 1.045 : 0.975
            return ratio + Double(visit) * 0.0001
        }
        let settled: [Double] = (0..<20).map { visit in visit % 3 == 0 ? 1.012 : 0.994 }
        func judged(_ noisy: [Double]) throws -> (ABComparison, FigureComparison?) {
            let comparison = try ABComparison(old: Self.document, new: Self.document, timings: Self.timings(noisy),
                                              design: SamplingDesign(looks: [20, 30, 40], alpha: 0.05))
            return (comparison, Self.judged(comparison).comparisons[0].time)
        }
        let (before, undecided) = try judged(planned)
        XCTAssertEqual(undecided?.change, .inconclusive)
        XCTAssertEqual(before.extendedCases.count, 0)
        XCTAssertEqual(before.extensionNote, "")
        let (after, decided) = try judged(planned + settled)
        XCTAssertEqual(decided?.change, .unchanged)
        XCTAssertEqual(after.pairedRatios[0].ratios.count, 40)
        XCTAssertEqual(after.extendedCases.map { $0.name }, [names[0]])
        XCTAssertEqual(after.old.settings.rounds, 20, "the planned rounds")
        XCTAssertEqual(after.drift.host, before.drift.host, "drift over the rounds every case has (the extended case comes first)")
        XCTAssertTrue(after.extensionNote.contains("1 case undecided after the planned rounds"), after.extensionNote)
        XCTAssertTrue(after.extensionNote.contains("up to 40 in all: \(names[0])"), after.extensionNote)
        let (_, stillSlower) = try judged(planned.map { $0 * 1.1 } + settled.map { $0 * 1.1 })
        XCTAssertEqual(stillSlower?.change, .regression, "a real change is still caught after extra visits")
    }

    // MARK: Made-up comparisons

    private static let names = ["BM_Chain/if-else/depth:16/hidden:none/fanin:1", "BM_Chain/manual/depth:16/hidden:none/fanin:1"]

    private static var document: ResultsDocument {
        ResultsDocument(environment: .current(), settings: MeasurementSettings(), cases: names.map { name in
            CaseResult(name: name, strategy: "s", series: "s", scenario: "s", depth: 16, passesPerSample: 1, samples: [1], rawSamples: [1],
                       cpuSamples: [1], stats: SampleSummary([1]), nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0],
                       verification: .equal)
        }, resets: [], complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
    }

    /// The first case's visits at `ratios` (OLD at 100 ns), the second's 20 steady ones.
    private static func timings(_ ratios: [Double]) -> ABTimings {
        ABTimings(names: names, old: [Array(repeating: 100.0, count: ratios.count), Array(repeating: 100.0, count: 20)],
                  new: [ratios.map { 100 * $0 }, (0..<20).map { visit -> Double in visit % 2 == 0 ? 100 : 100.2 }])
    }

    /// ab's time tier on `comparison`.
    private static func judged(_ comparison: ABComparison) -> GateReport {
        var settings = ABRun.defaultGateSettings
        settings.tiers = [.time]
        return comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
    }
}
