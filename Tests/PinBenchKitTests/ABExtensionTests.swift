import XCTest
@testable import PinBenchKit

/// `ab`'s extra visits for undecided cases, on made-up visits (no timing).
final class ABExtensionTests: XCTestCase {
    func testOnlyAnIntervalStraddlingTheThresholdIsUndecided() {
        func undecided(_ lower: Double, _ upper: Double) -> Bool {
            ABExtension.isUndecided(Statistics.Interval(lower: lower, upper: upper), threshold: 0.03)
        }
        XCTAssertFalse(undecided(-0.02, 0.02), "wholly within ±3%: decided (unchanged)")
        XCTAssertFalse(undecided(0.031, 0.09), "wholly beyond +3%: decided (a regression if significant)")
        XCTAssertFalse(undecided(-0.09, -0.03), "wholly beyond −3%")
        XCTAssertTrue(undecided(-0.01, 0.035), "reaching beyond +3% from inside")
        XCTAssertTrue(undecided(-0.04, 0.0))
        XCTAssertTrue(undecided(0.02, 0.06), "a real change of about the threshold's size is undecided too")
        XCTAssertTrue(undecided(-0.05, 0.05))
    }

    /// Per case, the ratios of its visits decide, against that case's own threshold.
    func testTheUndecidedCasesAreThoseWhoseRatiosStraddleTheirThreshold() {
        let old = Array(repeating: 100.0, count: 20)
        let steady = old.indices.map { 100 * ($0 % 2 == 0 ? 1.003 : 0.997) }
        let noisy = old.indices.map { 100 * ($0 % 2 == 0 ? 1.045 : 0.975) }
        let slower = old.indices.map { 110 + Double($0 % 3) }
        let timings = ABTimings(names: ["steady", "noisy", "slower", "noisy, loose threshold"], old: [old, old, old, old],
                                new: [steady, noisy, slower, noisy])
        XCTAssertEqual(ABExtension.undecided(timings, thresholds: [0.03, 0.03, 0.03, 0.10]), [1])
        XCTAssertEqual(ABExtension.undecided(timings, thresholds: [0.001, 0.03, 0.11, 0.10]), [0, 1, 2])
    }

    func testExtraSessionsFollowThePlannedRoundsUpToTheCap() {
        let extending = ABExtension(cap: 12, plannedRounds: 20, sessions: 4)
        XCTAssertEqual(extending.sessionRounds, 5, "as long as a planned session")
        XCTAssertEqual(extending.nextSession(planned: 20, extraSoFar: 0), 20..<25)
        XCTAssertEqual(extending.nextSession(planned: 20, extraSoFar: 5), 25..<30)
        XCTAssertEqual(extending.nextSession(planned: 20, extraSoFar: 10), 30..<32, "cut at the cap")
        XCTAssertNil(extending.nextSession(planned: 20, extraSoFar: 12))
        XCTAssertNil(ABExtension(cap: 0, plannedRounds: 20, sessions: 4).nextSession(planned: 20, extraSoFar: 0), "--extra-rounds 0")
        XCTAssertEqual(ABExtension(cap: 20, plannedRounds: 3, sessions: 4).sessionRounds, 1)
        XCTAssertEqual(ABSchedule.sessionRounds(rounds: 20, sessions: 4), [0..<5, 5..<10, 10..<15, 15..<20])
        XCTAssertEqual(ABSchedule.sessionRounds(rounds: 6, sessions: 4), [0..<2, 2..<3, 3..<5, 5..<6])
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

    /// A case with extra visits is judged on all of them by the unchanged rule: here 20 visits leave
    /// its interval straddling +3%, 40 settle it as unchanged; the drift is measured on the rounds
    /// every case has, and the report names the extended case.
    func testAnExtendedCaseIsJudgedOnAllItsVisits() throws {
        let names = ["BM_Chain/if-else/depth:16/hidden:none/fanin:1", "BM_Chain/manual/depth:16/hidden:none/fanin:1"]
        let document = ResultsDocument(environment: .current(), settings: MeasurementSettings(), cases: names.map { name in
            CaseResult(name: name, strategy: "s", series: "s", scenario: "s", depth: 16, passesPerSample: 1, samples: [1], rawSamples: [1],
                       cpuSamples: [1], stats: SampleSummary([1]), nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        }, resets: [], complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        let planned: [Double] = (0..<20).map { visit in
            let ratio: Double = visit % 2 == 0 ? 1.045 : 0.975
            return 100 * ratio + Double(visit) * 0.01
        }
        let settled: [Double] = (0..<20).map { visit in visit % 3 == 0 ? 101.2 : 99.4 }
        func judged(_ noisy: [Double]) throws -> (ABComparison, FigureComparison?) {
            let old = Array(repeating: 100.0, count: noisy.count)
            let timings = ABTimings(names: names, old: [old, Array(repeating: 100.0, count: 20)],
                                    new: [noisy, (0..<20).map { visit -> Double in visit % 2 == 0 ? 100 : 100.2 }])
            let comparison = try ABComparison(old: document, new: document, timings: timings)
            var settings = ABRun.defaultGateSettings
            settings.tiers = [.time]
            let report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
            return (comparison, report.comparisons[0].time)
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
}
