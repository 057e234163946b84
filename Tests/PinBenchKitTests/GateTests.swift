import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

final class GateTests: XCTestCase {
    private func samples(_ center: Double, spread: Double, count: Int = 16, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in center * (1 + spread * (Double(random.int(in: -1000...1000)) / 1000)) }
    }

    func testTheTimeTierNeedsSignificanceAndSize() {
        let settings = GateSettings()
        let base = samples(1000, spread: 0.01, seed: 1)
        XCTAssertEqual(Gate.statistical(base, samples(1000, spread: 0.01, seed: 2), allowance: 0, settings, counts: true).change, .unchanged)
        XCTAssertEqual(Gate.statistical(base, samples(1100, spread: 0.01, seed: 3), allowance: 0, settings, counts: true).change, .regression)
        XCTAssertEqual(Gate.statistical(base, samples(900, spread: 0.01, seed: 4), allowance: 0, settings, counts: true).change, .improvement)
        // Significant but smaller than the noise threshold: not called.
        let small = Gate.statistical(base, samples(1030, spread: 0.002, seed: 5), allowance: 0, settings, counts: true)
        XCTAssertLessThan(small.p!, 0.01)
        XCTAssertEqual(small.change, .unchanged)
        // Large but not significant (wild noise between placements): not called, and (issue 58) not
        // passed as unchanged either: its interval reaches across ±5%, so it is inconclusive.
        let noisy = Gate.statistical(samples(1000, spread: 0.6, count: 8, seed: 6), samples(1150, spread: 0.6, count: 8, seed: 7),
                                     allowance: 0, settings, counts: true)
        XCTAssertGreaterThanOrEqual(noisy.p!, 0.01)
        XCTAssertEqual(noisy.change, .inconclusive)
        XCTAssertGreaterThan(noisy.roundsNeeded ?? 0, 8, "more placements would decide it")
    }

    func testFewerPlacementsThanTheMinimumAreNotEnoughData() {
        let settings = GateSettings()
        let doubled = Gate.statistical(samples(1000, spread: 0.01, count: 3, seed: 1), samples(2000, spread: 0.01, count: 16, seed: 2),
                                       allowance: 0, settings, counts: true)
        XCTAssertEqual(doubled.change, .inconclusive, "one side of three placements: no interval, however large the change")
        XCTAssertEqual(doubled.roundsNeeded, PlacementEstimate.minimumPlacements)
        XCTAssertNil(doubled.changeInterval)
        let four = Gate.statistical(samples(1000, spread: 0.01, count: 4, seed: 1), samples(2000, spread: 0.01, count: 4, seed: 2),
                                    allowance: 0, settings, counts: true)
        XCTAssertEqual(four.change, .regression)
        XCTAssertEqual(Gate.statistical([], [], allowance: 0, settings, counts: true).change, .inconclusive)
    }

    /// Issue 44: every placement tied at one value, then all of them doubled, read "+111% (p=0.021)
    /// unchanged". With no spread on either side the change is known exactly.
    func testTiedPlacementsAreJudgedNotWaved() {
        let settings = GateSettings()
        let doubled = Gate.statistical(Array(repeating: 1000, count: 8), Array(repeating: 2000, count: 8), allowance: 0, settings, counts: true)
        XCTAssertEqual(doubled.change, .regression)
        XCTAssertEqual(doubled.relativeChange, 1, accuracy: 1e-12)
        XCTAssertEqual(doubled.changeInterval?.lower ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(doubled.changeInterval?.upper ?? 0, 1, accuracy: 1e-9)
        let same = Gate.statistical(Array(repeating: 1000, count: 8), Array(repeating: 1000, count: 8), allowance: 0, settings, counts: true)
        XCTAssertEqual(same.change, .unchanged)
    }

    /// Two builds that each ran one binary differ by a function order as well: +8% between them is
    /// within what another order may add, and is not called a regression (issue 58: nor passed, since
    /// the interval reaches across +5%: inconclusive); between runs of one build it is a regression.
    func testTheFunctionOrderAllowanceAppliesBetweenBuildsOnly() {
        var settings = GateSettings()
        settings.tiers = [.time]
        let allowance = FunctionOrderAllowance.logStandardDeviation
        let old = [GateObservation(name: "a", strategy: StrategyName("s"), timePlacements: samples(1000, spread: 0.005, seed: 1), manualRatioPlacements: [],
                                   allowance: allowance)]
        let new = [GateObservation(name: "a", strategy: StrategyName("s"), timePlacements: samples(1080, spread: 0.005, seed: 2), manualRatioPlacements: [],
                                   allowance: allowance)]
        XCTAssertEqual(Gate.compare(baseline: old, candidate: new, settings: settings, timesComparable: true, sameBuild: true).verdict, .regression)
        let builds = Gate.compare(baseline: old, candidate: new, settings: settings, timesComparable: true, sameBuild: false)
        XCTAssertEqual(builds.verdict, .inconclusive)
        let interval = try! XCTUnwrap(builds.comparisons[0].time?.changeInterval)
        XCTAssertLessThan(interval.lower, 0.05)
    }

    func testHolmAdjustsInTheGivenOrder() {
        // R's p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") = 0.03 0.06 0.06 0.02
        let adjusted = Statistics.holmAdjusted([0.01, 0.04, 0.03, 0.005])
        for (value, expected) in zip(adjusted, [0.03, 0.06, 0.06, 0.02]) { XCTAssertEqual(value, expected, accuracy: 1e-12) }
        XCTAssertEqual(Statistics.holmAdjusted([0.6, 0.9]), [1, 1])
        XCTAssertEqual(Statistics.holmAdjusted([]), [])
    }

    func testATimeChangeNeedsItsWholeIntervalBeyondTheThreshold() {
        let settings = GateSettings()
        // +6% in the middle, but the placements spread so that the interval reaches below +5%:
        // significant, not called, and not unchanged either (issue 58): inconclusive.
        let old = samples(1000, spread: 0.01, seed: 11)
        let straddling: [Double] = [1000, 1020, 1030, 1040, 1050, 1060, 1065, 1070, 1080, 1090, 1100, 1110, 1000, 1040, 1060, 1080]
        let figure = Gate.statistical(old, straddling, allowance: 0, settings, counts: true)
        XCTAssertLessThan(figure.p!, 0.01)
        XCTAssertGreaterThanOrEqual(figure.relativeChange, 0.05)
        XCTAssertLessThan(figure.changeInterval!.lower, 0.05)
        XCTAssertEqual(figure.change, .inconclusive)
        // +10% with a tight spread: the interval clears +5%.
        let clear = Gate.statistical(old, samples(1100, spread: 0.01, seed: 13), allowance: 0, settings, counts: true)
        XCTAssertGreaterThan(clear.changeInterval!.lower, 0.05)
        XCTAssertEqual(clear.change, .regression)
    }

    func testOneRegressionAmongManyCasesMustSurviveHolm() {
        var settings = GateSettings()
        settings.tiers = [.time]
        func observation(_ name: String, _ center: Double, seed: UInt64) -> GateObservation {
            GateObservation(name: name, strategy: StrategyName("s"), timePlacements: samples(center, spread: 0.01, seed: seed), manualRatioPlacements: [])
        }
        let names = (0..<100).map { "case\($0)" }
        let baseline = names.enumerated().map { observation($1, 1000, seed: UInt64($0)) }
        var candidate = names.enumerated().map { observation($1, 1000, seed: UInt64(500 + $0)) }
        candidate[7] = observation("case7", 1200, seed: 999)
        let report = Gate.compare(baseline: baseline, candidate: candidate, settings: settings, timesComparable: true)
        XCTAssertEqual(report.regressions.map(\.name), ["case7"])
        XCTAssertEqual(report.comparisons[7].time?.adjustedP ?? 1, 0, accuracy: 1e-4)
        // With 3 placements a side there is no interval at all: inconclusive, not a pass.
        let short = names.map { GateObservation(name: $0, strategy: StrategyName("s"), timePlacements: [1, 2, 3], manualRatioPlacements: []) }
        let undecided = Gate.compare(baseline: short, candidate: short, settings: settings, timesComparable: true)
        XCTAssertEqual(undecided.verdict, .inconclusive)
        XCTAssertEqual(undecided.roundsNeeded, PlacementEstimate.minimumPlacements)
    }

    func testAllocationsAndARCAreGatedExactly() {
        var settings = GateSettings()
        settings.tiers = [.allocations, .arc]
        settings.counterThreshold = 5  // even a 500% threshold lets no allocation in where there was none
        func observation(allocations: Int, retains: Int) -> GateObservation {
            GateObservation(name: "a", strategy: StrategyName(IfElseStrategy.self), timePlacements: [], manualRatioPlacements: [],
                            counts: ["allocations": allocations, "allocatedBytes": allocations * 48, "retains": retains, "releases": retains])
        }
        let base = [observation(allocations: 0, retains: 1024)]
        func verdict(_ candidate: GateObservation, _ settings: GateSettings) -> GateReport.Verdict {
            Gate.compare(baseline: base, candidate: [candidate], settings: settings, timesComparable: true).verdict
        }
        XCTAssertEqual(verdict(observation(allocations: 0, retains: 1024), settings), .pass)
        XCTAssertEqual(verdict(observation(allocations: 1, retains: 1024), settings), .regression)
        var exact = settings
        exact.counterThreshold = 0
        XCTAssertEqual(verdict(observation(allocations: 0, retains: 1025), exact), .regression, "one retain more per pass")
        XCTAssertEqual(verdict(observation(allocations: 0, retains: 1025), settings), .pass, "under a 500% threshold")
        exact.failOnImprovement = true
        XCTAssertEqual(verdict(observation(allocations: 0, retains: 1000), exact), .improvementOnly)
        // A tier that is not asked for is not judged.
        exact.tiers = [.arc]
        exact.failOnImprovement = false
        XCTAssertEqual(verdict(observation(allocations: 3, retains: 1024), exact), .pass)
    }

    func testTheInstructionTierIsAPlainThreshold() {
        XCTAssertEqual(Gate.deterministic(old: 1000, new: 1010, threshold: 0.01).change, .regression)
        XCTAssertEqual(Gate.deterministic(old: 1000, new: 1009, threshold: 0.01).change, .unchanged)
        XCTAssertEqual(Gate.deterministic(old: 1000, new: 980, threshold: 0.01).change, .improvement)
        XCTAssertEqual(Gate.deterministic(old: 1000, new: 1000, threshold: 0.01).relativeChange, 0)
    }

    private func observation(_ name: String, time: Double?, ratio: Double?, instructions: Int?, seed: UInt64) -> GateObservation {
        GateObservation(name: name, strategy: StrategyName("s"), timePlacements: time.map { samples($0, spread: 0.005, seed: seed) } ?? [],
                        manualRatioPlacements: ratio.map { samples($0, spread: 0.005, seed: seed + 100) } ?? [],
                        counts: instructions.map { ["instructions": $0] } ?? [:])
    }

    func testVerdicts() {
        let baseline = [observation("a", time: 100, ratio: 2, instructions: 1000, seed: 1),
                        observation("b", time: 200, ratio: 3, instructions: 2000, seed: 2)]
        var settings = GateSettings()
        let same = [observation("a", time: 100, ratio: 2, instructions: 1000, seed: 3),
                    observation("b", time: 200, ratio: 3, instructions: 2000, seed: 4)]
        XCTAssertEqual(Gate.compare(baseline: baseline, candidate: same, settings: settings, timesComparable: true).verdict, .pass)

        let slower = [observation("a", time: 112, ratio: 2.24, instructions: 1000, seed: 5), same[1]]
        let report = Gate.compare(baseline: baseline, candidate: slower, settings: settings, timesComparable: true)
        XCTAssertEqual(report.verdict, .regression)
        XCTAssertEqual(report.regressions.map(\.name), ["a"])

        let faster = [observation("a", time: 100, ratio: 2, instructions: 900, seed: 6), same[1]]
        XCTAssertEqual(Gate.compare(baseline: baseline, candidate: faster, settings: settings, timesComparable: true).verdict, .pass)
        settings.failOnImprovement = true
        XCTAssertEqual(Gate.compare(baseline: baseline, candidate: faster, settings: settings, timesComparable: true).verdict, .improvementOnly)

        // Another machine: raw times shown but not judged; the same-run ratio to manual still is.
        let otherMachine = [observation("a", time: 150, ratio: 2, instructions: 1000, seed: 7), same[1]]
        settings.failOnImprovement = false
        let across = Gate.compare(baseline: baseline, candidate: otherMachine, settings: settings, timesComparable: false)
        XCTAssertEqual(across.verdict, .pass)
        XCTAssertEqual(across.comparisons[0].time?.change, .regression)
        XCTAssertEqual(across.comparisons[0].time?.counts, false)

        let unverified = Gate.compare(baseline: baseline, candidate: same, settings: settings, timesComparable: true, unverifiedCases: ["a"])
        XCTAssertEqual(unverified.verdict, .verificationFailure)

        var instructionsOnly = settings
        instructionsOnly.tiers = [.instructions]
        let moreInstructions = [observation("a", time: nil, ratio: nil, instructions: 1011, seed: 8)]
        let partial = Gate.compare(baseline: baseline, candidate: moreInstructions, settings: instructionsOnly, timesComparable: true)
        XCTAssertEqual(partial.verdict, .missingCases, "a baseline case missing from the candidate is an error")
        XCTAssertEqual(partial.missingCases, ["b"])
        instructionsOnly.allowMissing = true
        let tier = Gate.compare(baseline: baseline, candidate: moreInstructions, settings: instructionsOnly, timesComparable: true)
        XCTAssertEqual(tier.verdict, .regression)
        XCTAssertNil(tier.comparisons[0].time)
    }

    func testEnvironmentNotesSayWhatLimitsTheComparison() {
        let base = EnvironmentInfo(date: "", hostName: "", cpuModel: "A", cpuMHz: 0, cores: 2, kernel: "", swiftVersion: "6.3.1",
                                   buildConfiguration: "release", gitCommit: "", gitDirty: false, commandLine: "", loadAverage: [])
        var other = base
        XCTAssertTrue(Gate.environmentNotes(base, other).isEmpty)
        other.cpuModel = "B"
        other.swiftVersion = "6.4"
        let notes = Gate.environmentNotes(base, other)
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes[0].contains("different Swift toolchains"))
        XCTAssertEqual(EnvironmentInfo.rawTimeDifferences(base, other), ["CPU A vs B", "Swift 6.3.1 vs 6.4"])
    }

    /// Across hosts the time tier is left out, with a line on what differs; asked for (`--tier time`),
    /// it is judged against the prediction, and without prices to predict with it is refused (exit 7).
    /// One host and build: raw time judged.
    func testTimeAcrossHostsIsLeftOutUnlessPredicted() {
        let old = EnvironmentInfo(date: "", hostName: "a", cpuModel: "A", cpuMHz: 2596, cores: 2, kernel: "6.1", swiftVersion: "6.3.1",
                                  buildConfiguration: "release", gitCommit: "c", gitDirty: false, commandLine: "", loadAverage: [])
        var new = old
        new.cpuMHz = 2445
        let baseline = [observation("a", time: 100, ratio: 2, instructions: 1000, seed: 1)]
        let slower = [observation("a", time: 180, ratio: 2, instructions: 1000, seed: 2)]
        var settings = GateSettings()
        let across = Gate.compare(baseline: baseline, candidate: slower, settings: settings, environments: (old, new), unverifiedCases: [], gaps: [])
        XCTAssertEqual(across.verdict, .pass, "a host change alone")
        XCTAssertNil(across.comparisons[0].time, "time not judged across hosts")
        XCTAssertTrue(across.tiers.leftOut.contains { $0.tier == .time && $0.cause == .hostsDiffer })
        XCTAssertEqual(across.notes, ["hosts differ (MHz 2596 vs 2445); no prices for both runs (a calibration, or instruction counts to "
            + "fit them to), so no move can be predicted"])
        settings.tiers = [.time]
        settings.tiersAsked = true
        let asked = Gate.compare(baseline: baseline, candidate: slower, settings: settings, environments: (old, new), unverifiedCases: [], gaps: [])
        XCTAssertEqual(asked.verdict, .refusedTier, "asked for, with no prices to predict the move: refused, never a regression")
        XCTAssertEqual(asked.tiers.refused.first?.cause, .hostsDiffer)
        let same = Gate.compare(baseline: baseline, candidate: slower, settings: GateSettings(), environments: (old, old), unverifiedCases: [],
                                gaps: [])
        XCTAssertEqual(same.verdict, .regression, "one host and build: raw time judged")
        XCTAssertTrue(same.notes.isEmpty)
    }

    /// A time verdict between two separate runs is advice: the report says what its intervals leave out
    /// (other processes, builds and hosts; evidence in results/gate-selftest.md), and `ab`'s paired
    /// report, whose sessions are fresh processes side by side, does not.
    func testTimeBetweenTwoRunsIsAdviceAndTheReportSaysSo() {
        let run = EnvironmentInfo(date: "", hostName: "a", cpuModel: "A", cpuMHz: 2596, cores: 2, kernel: "6.1", swiftVersion: "6.3.1",
                                  buildConfiguration: "release", gitCommit: "c", gitDirty: false, commandLine: "", loadAverage: [])
        let baseline = [observation("a", time: 100, ratio: 2, instructions: 1000, seed: 1)]
        let candidate = [observation("a", time: 101, ratio: 2, instructions: 1000, seed: 2)]
        let twoRuns = Gate.compare(baseline: baseline, candidate: candidate, settings: GateSettings(), environments: (run, run),
                                   unverifiedCases: [], gaps: [])
        let notes = GateReportRendering.notes(twoRuns)
        XCTAssertTrue(notes.contains { $0.hasPrefix("time between two runs: each figure is judged over both runs' placements") }, "\(notes)")
        XCTAssertFalse(notes.contains { $0.contains("holds across") }, "\(notes)")
        var paired = twoRuns
        paired.timeTest = .pairedPlacements
        XCTAssertFalse(GateReportRendering.notes(paired).contains { $0.hasPrefix("time between two runs") })
        var deterministic = GateSettings()
        deterministic.tiers = [.instructions]
        deterministic.tiersAsked = true
        let counts = Gate.compare(baseline: baseline, candidate: candidate, settings: deterministic, environments: (run, run),
                                  unverifiedCases: [], gaps: [])
        XCTAssertFalse(GateReportRendering.notes(counts).contains { $0.hasPrefix("time between two runs") }, "nothing timed, nothing to say")
    }

    /// "hosts differ" was printed for a file compared with itself whenever its run had steal or other
    /// processes' load: load during a run is not a difference between runs.
    func testIdenticalRunsHaveNoHostDifference() {
        var run = EnvironmentInfo(date: "", hostName: "a", cpuModel: "A", cpuMHz: 2596, cores: 2, kernel: "6.1", swiftVersion: "6.3.1",
                                  buildConfiguration: "release", gitCommit: "c", gitDirty: true, commandLine: "", loadAverage: [])
        let busy = CPUTimeDelta(wallSeconds: 10, user: 15, nice: 0, system: 0, idle: 5, iowait: 0, irq: 0, softirq: 0, steal: 1,
                                ownSeconds: 10)
        run.host = HostFacts(microcode: "0x1", governor: nil, boost: nil, cpusUsed: [0, 1], pinnedCPU: nil, smtSiblings: [], cpuTime: busy)
        XCTAssertNil(EnvironmentInfo.hostDifferences(run, run))
        XCTAssertEqual(EnvironmentInfo.rawTimeDifferences(run, run), [])
        XCTAssertTrue(Gate.environmentNotes(run, run).isEmpty)
    }

    func testEveryHostDifferenceIsNamed() {
        var old = EnvironmentInfo(date: "", hostName: "a", cpuModel: "A", cpuMHz: 2000, cores: 2, kernel: "6.1", swiftVersion: "6.3.1",
                                  buildConfiguration: "release", gitCommit: "", gitDirty: false, commandLine: "", loadAverage: [])
        var new = old
        new.cpuMHz = 2030
        XCTAssertEqual(EnvironmentInfo.rawTimeDifferences(old, new), [], "MHz within 2% is the same host")
        let quiet = CPUTimeDelta(wallSeconds: 10, user: 10, nice: 0, system: 0, idle: 10, iowait: 0, irq: 0, softirq: 0, steal: 0,
                                 ownSeconds: 10)
        var busy = quiet
        busy.steal = 1
        busy.user = 15
        old.host = HostFacts(microcode: "0x1", governor: "performance", boost: "on", cpusUsed: [0, 1], pinnedCPU: nil,
                             smtSiblings: ["0: 0", "1: 1"], cpuTime: quiet)
        new.host = HostFacts(microcode: "0x2", governor: "powersave", boost: "off", cpusUsed: [1], pinnedCPU: 1,
                             smtSiblings: ["1: 1,3"], cpuTime: busy)
        new.kernel = "6.2"
        new.hostName = "b"
        XCTAssertEqual(EnvironmentInfo.rawTimeDifferences(old, new), ["microcode 0x1 vs 0x2", "kernel 6.1 vs 6.2"])
        XCTAssertEqual(EnvironmentInfo.hostDifferences(old, new), "hosts differ: host a vs b; "
            + "governor performance vs powersave; boost on vs off; CPUs used 0,1 vs 1; SMT siblings 0: 0; 1: 1 vs 1: 1,3; "
            + "pinned CPU none vs 1; steal 0.0% vs 3.8%; other processes 0% vs 19% of the CPUs")
    }

    func testCPUTimeDuringARunComesFromProcStat() throws {
        let start = try XCTUnwrap(CPUTimeSnapshot.now())
        var spin = 0.0
        for index in 0..<200_000 { spin += Double(index).squareRoot() }
        XCTAssertGreaterThan(spin, 0)
        let delta = start.delta(to: try XCTUnwrap(CPUTimeSnapshot.now()))
        XCTAssertGreaterThanOrEqual(delta.totalSeconds, 0)
        XCTAssertGreaterThanOrEqual(delta.ownSeconds, 0)
        XCTAssertTrue((0...1).contains(delta.stealFraction) && (0...1).contains(delta.othersFraction))
        let host = HostFacts.current(pinnedCPU: nil, since: start)
        XCTAssertFalse(host.cpusUsed.isEmpty)
        XCTAssertNotNil(host.cpuTime)
    }

    func testAnAddressRandomizationChangeIsNotedOnlyWhenBothSidesKnowIt() {
        var old = EnvironmentInfo(date: "", hostName: "", cpuModel: "A", cpuMHz: 0, cores: 2, kernel: "", swiftVersion: "6.3.1",
                                  buildConfiguration: "release", gitCommit: "", gitDirty: false, commandLine: "", loadAverage: [])
        var new = old
        new.addressRandomizationOff = true
        XCTAssertTrue(Gate.environmentNotes(old, new).isEmpty, "a baseline from before the field says nothing")
        old.addressRandomizationOff = true
        XCTAssertTrue(Gate.environmentNotes(old, new).isEmpty)
        new.addressRandomizationOff = false
        XCTAssertEqual(Gate.environmentNotes(old, new), ["address-space randomization was off for the baseline and on now: separate "
            + "runs with it on differ by several per cent in time on their own (see PIN_BENCH_KEEP_ASLR)"])
    }

    func testBaselinesAreNeverOverwrittenSilently() throws {
        let directory = NSTemporaryDirectory() + "pinbench-baselines-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = BaselineStore(directory: directory)
        let scenario = Scenario(depth: 4)
        let result = CaseResult(name: BenchmarkCase.name(strategy: "manual", scenario: scenario), strategy: StrategyName("manual"), series: SeriesID(label: "s"),
                                scenario: ScenarioKey(scenario), depth: 4, passesPerSample: 1, samples: [1], rawSamples: [1], cpuSamples: [1],
                                stats: SampleSummary([1], seed: 1), nanosecondsPerView: 1, ratio: nil, counts: ["allocations": 0, "allocatedBytes": 0], verification: .equal)
        let document = ResultsDocument(environment: EnvironmentInfo.current(tools: .ofThisTest), settings: MeasurementSettings(), cases: [result], resets: [],
                                       complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 0)
        try store.save(document, as: "main", force: false)
        XCTAssertThrowsError(try store.save(document, as: "main", force: false)) { XCTAssertTrue("\($0)".contains("--force")) }
        XCTAssertNoThrow(try store.save(document, as: "main", force: true))
        XCTAssertThrowsError(try store.save(document, as: "../escape", force: false)) { XCTAssertTrue("\($0)".contains("not a baseline name")) }
        try "{".write(toFile: "\(directory)/broken.json", atomically: true, encoding: .utf8)
        let entries = store.list()
        XCTAssertEqual(entries.map(\.name), ["broken", "main"])
        XCTAssertNotNil(entries[0].problem)
        XCTAssertNil(entries[1].problem)
    }

    // MARK: Joins between a document's cases

    /// A document of `cases` (strategy, scenario, per-round samples), in that order, one placement.
    private func document(_ cases: [(String, Scenario, [Double])]) -> ResultsDocument {
        let results = cases.map { strategy, scenario, samples in
            CaseResult(name: BenchmarkCase.name(strategy: strategy, scenario: scenario), strategy: StrategyName(strategy),
                       series: SeriesID(scenario), scenario: ScenarioKey(scenario), depth: scenario.depth,
                       passesPerSample: 1, samples: samples, rawSamples: samples, cpuSamples: samples,
                       stats: SampleSummary(samples, seed: 1), nanosecondsPerView: 1, ratio: nil, counts: [:], verification: .equal)
        }
        var settings = MeasurementSettings()
        settings.rounds = 2
        return ResultsDocument(environment: EnvironmentInfo.current(tools: .ofThisTest), settings: settings, cases: results, resets: [],
                               complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 0)
    }

    func testRatiosToManualPairCasesOfTheSameScenario() {
        let shallow = Scenario(depth: 4)
        let deep = Scenario(depth: 8)
        let observations = GateObservation.all(document([
            ("manual", shallow, [10, 10]), ("if-else", deep, [40, 40]), ("if-else", shallow, [20, 20]), ("manual", deep, [80, 80]),
        ]))
        XCTAssertEqual(observations.map(\.manualRatioPlacements), [[], [0.5], [2], []])
        XCTAssertEqual(observations.map(\.timePlacements), [[10], [40], [20], [80]])
    }

    func testTheBaselinesPlanKeepsItsOrderAndRefusesWhatItCannotBuild() throws {
        let shallow = Scenario(depth: 4)
        let deep = Scenario(depth: 8)
        let plan = try document([
            ("manual", deep, [1, 1]), ("if-else", shallow, [1, 1]), ("if-else", deep, [1, 1]), ("manual", deep, [1, 1]),
        ]).plan()
        XCTAssertEqual(plan.map(\.scenario), [deep, shallow])
        XCTAssertEqual(plan.map { $0.strategies.map { $0.name } }, [["manual", "if-else"], ["if-else"]])
        XCTAssertEqual(plan.map(\.series), [BenchmarkCase.seriesLabel(deep), BenchmarkCase.seriesLabel(shallow)])
        XCTAssertThrowsError(try document([("no-such-strategy", deep, [1, 1])]).plan()) {
            XCTAssertTrue("\($0)".contains("no-such-strategy"), "\($0)")
        }
        var unbuildable = document([("manual", deep, [1, 1])])
        unbuildable.cases[0].scenario = ScenarioKey(spec: "depth=x")
        XCTAssertThrowsError(try unbuildable.plan()) { XCTAssertTrue("\($0)".contains("depth=x"), "\($0)") }
    }

}
