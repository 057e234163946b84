import XCTest
import PinBaseline
import PinEngine
@testable import PinBenchKit

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
            let counts = try XCTUnwrap(ARCCounter.count { retainAndRelease(object, times: times) })
            XCTAssertEqual(counts, ARCCounts(retains: times, releases: times), "\(times)")
        }
        // Only the code inside is counted: the hooks are gone afterwards.
        XCTAssertEqual(ARCCounter.count {}, ARCCounts(retains: 0, releases: 0))
    }

    func testManualReadsEachViewOnceAndEngineCountsRepeat() throws {
        for hidden in [HiddenPattern.none, .random(percent: 50)] {
            var scenario = BenchmarkSuite.baseScenario(hidden: hidden, fanIn: .immediate)
            scenario.depth = 256
            let fixture = ChainFixture(scenario)
            fixture.applyGlobals()
            // manual retains and releases each view once, as it takes it out of the array, and the root.
            let manual = try XCTUnwrap(countedPass(ManualStrategy(), fixture).arc)
            XCTAssertEqual(manual, ARCCounts(retains: 257, releases: 257), "\(hidden)")
            // An engine strategy's count is the same pass after pass, and on a fresh fixture.
            for strategy in [IfElseStrategy.self, OtherwiseStrategy.self] as [any ChainStrategy.Type] {
                let first = try XCTUnwrap(countedPass(strategy.init(), fixture).arc)
                XCTAssertEqual(countedPass(strategy.init(), fixture).arc, first, strategy.name)
                let fresh = ChainFixture(scenario)
                XCTAssertEqual(countedPass(strategy.init(), fresh).arc, first, strategy.name)
                XCTAssertGreaterThan(first.retains, 0, strategy.name)
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
