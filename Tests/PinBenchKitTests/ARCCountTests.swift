import PinBaseline
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinEngine
import XCTest

/// Retain/release counts through the Swift runtime's hooks. Deterministic for one build, so asserted
/// exactly; the counts are a property of the optimized build (a debug build retains far more).
final class ARCCountTests: XCTestCase {
    override func setUpWithError() throws {
        #if DEBUG
        throw XCTSkip("retain/release counts are a property of the optimized build: run `swift test -c release`")
        #endif
    }

    func testTheHooksAreAvailableOnThisRuntime() {
        XCTAssertNil(ARCCounter.unavailableReason)
    }

    func testASnippetCountsExactlyItsRetainsAndReleases() throws {
        let object = Token()
        for times in [0, 1, 7] {
            let counts = try XCTUnwrap(ARCCounter.counts { retainAndRelease(object, times: times) })
            XCTAssertEqual(counts, ARCCounts(retains: times, releases: times), "\(times)")
        }
        // Only the code inside is counted: the hooks are gone afterwards.
        XCTAssertEqual(ARCCounter.counts {}, ARCCounts(retains: 0, releases: 0))
    }

    func testManualReadsEachViewOnceAndEngineCountsRepeat() throws {
        for hidden in [HiddenPattern.none, .random(percent: 50)] {
            var scenario = BenchmarkSuite.baseScenario(hidden: hidden, fanIn: .immediate)
            scenario.depth = 256
            let fixture = ChainFixture(scenario)
            fixture.applyGlobals()
            // manual retains and releases each view once, as it takes it out of the array, and the root.
            let manual = countedPass(ManualStrategy(), fixture)
            XCTAssertEqual(manual["retains"], 257, "\(hidden)")
            XCTAssertEqual(manual["releases"], 257, "\(hidden)")
            // An engine strategy's count is the same pass after pass, and on a fresh fixture.
            for strategy in [IfElseStrategy.self, OtherwiseStrategy.self] as [any ChainStrategy.Type] {
                let arc = [ARCCounter.retains.id, ARCCounter.releases.id]
                let first = arc.map { countedPass(strategy.init(), fixture)[$0] }
                XCTAssertEqual(arc.map { countedPass(strategy.init(), fixture)[$0] }, first, strategy.name)
                let fresh = ChainFixture(scenario)
                XCTAssertEqual(arc.map { countedPass(strategy.init(), fresh)[$0] }, first, strategy.name)
                XCTAssertGreaterThan(try XCTUnwrap(first[0]), 0, strategy.name)
            }
        }
    }
}

private final class Token {}

/// `times` retains, then `times` releases of `object`, each a separate runtime call (the loop count
/// is not known at compile time, so they cannot be merged into swift_retain_n).
@inline(never)
private func retainAndRelease(_ object: AnyObject, times: Int) {
    let unmanaged = Unmanaged.passUnretained(object)
    for _ in 0..<times { _ = unmanaged.retain() }
    for _ in 0..<times { unmanaged.release() }
}
