import XCTest
import PinBaseline
@testable import PinBenchKit

final class ScenarioTests: XCTestCase {
    func testTheGeneratorIsDeterministicPerSeedAndIndex() {
        let first = ScenarioGenerator(seed: 42, depthMax: 512)
        let again = ScenarioGenerator(seed: 42, depthMax: 512)
        let other = ScenarioGenerator(seed: 43, depthMax: 512)
        let scenarios = (0..<200).map(first.scenario(at:))
        XCTAssertEqual(scenarios, (0..<200).map(again.scenario(at:)))
        // Index i does not depend on what else was generated.
        XCTAssertEqual(first.scenario(at: 150), scenarios[150])
        XCTAssertNotEqual(scenarios, (0..<200).map(other.scenario(at:)))
        // And the fixture built from a scenario is the same every time.
        XCTAssertEqual(ChainFixture(scenarios[7]).initialFrames, ChainFixture(scenarios[7]).initialFrames)
    }

    func testGeneratedScenariosAreValidAndCoverEveryKnob() {
        let generator = ScenarioGenerator(seed: 1, depthMax: 300)
        let scenarios = (0..<2000).map(generator.scenario(at:))
        XCTAssertTrue(scenarios.allSatisfy { $0.validationError == nil && $0.depth <= 300 })
        XCTAssertEqual(Set(scenarios.map(\.direction)), Set(ChainDirection.allCases))
        XCTAssertEqual(Set(scenarios.map(\.alignment)), Set(ChainAlignment.allCases))
        XCTAssertEqual(Set(scenarios.map(\.margins)), Set(MarginPattern.allCases))
        XCTAssertEqual(Set(scenarios.map(\.nesting)), Set(Nesting.allCases))
        XCTAssertEqual(Set(scenarios.map(\.scale)), [1, 2, 3])
        XCTAssertEqual(Set(scenarios.map(\.fanIn.description).map { $0.hasPrefix("last-") ? "last-k" : $0 }),
                       ["immediate", "last-k", "all"])
        XCTAssertTrue(scenarios.contains { $0.depth == 1 })
        XCTAssertTrue(scenarios.contains { $0.depth >= 200 })
    }

    func testTheTextFormRoundTrips() throws {
        let generator = ScenarioGenerator(seed: 9, depthMax: 1000)
        for index in 0..<500 {
            let scenario = generator.scenario(at: index)
            XCTAssertEqual(try Scenario(spec: scenario.description), scenario, scenario.description)
        }
        let explicit = Scenario(depth: 4, hidden: .explicit([1, 3]))
        XCTAssertEqual(try Scenario(spec: explicit.description), explicit)
        XCTAssertEqual(try Scenario(spec: "depth=3").hidden, .none)
    }

    func testMalformedSpecsAreRejectedWithTheReason() {
        let cases: [(String, String)] = [
            ("", "needs depth"),
            ("depth=0", "depth must be between"),
            ("depth=200001", "depth must be between"),
            ("depth=3 direction=sideways", "bad value 'sideways' for 'direction'"),
            ("depth=3 direction=after align=left", "does not apply to a after chain"),
            ("depth=3 scale=4", "scale must be 1, 2 or 3"),
            ("depth=3 hidden=random-120", "0 <= p <= 100"),
            ("depth=3 hidden=periodic-0", "periodic-p needs p >= 1"),
            ("depth=3 fan-in=last-0", "k >= 1"),
            ("depth=3 colour=red", "unknown key 'colour'"),
            ("depth", "is not key=value"),
        ]
        for (spec, fragment) in cases {
            XCTAssertThrowsError(try Scenario(spec: spec), spec) { error in
                XCTAssertTrue("\(error)".contains(fragment), "'\(spec)': \(error)")
            }
        }
    }

    func testFixturesFollowThePatterns() {
        let scenario = Scenario(depth: 7, margins: .distinctFallback, hidden: .periodic(3), nesting: .containers)
        let fixture = ChainFixture(scenario)
        XCTAssertEqual(fixture.chain.views.map(\.isHidden), [false, false, true, false, false, true, false])
        XCTAssertEqual(fixture.chain.margins, Array(repeating: 8, count: 7))
        XCTAssertEqual(fixture.chain.fallbackMargins, Array(repeating: 20, count: 7))
        XCTAssertEqual(fixture.containers.count, 7)
        XCTAssertTrue(zip(fixture.chain.views, fixture.containers).allSatisfy { $0.superview === $1 })
        XCTAssertEqual(ChainFixture(Scenario(depth: 5, hidden: .lastK(2))).chain.views.map(\.isHidden),
                       [false, false, false, true, true])
        XCTAssertEqual(ChainFixture(Scenario(depth: 4, hidden: .firstK(9))).chain.views.map(\.isHidden),
                       [true, true, true, true])
        // A shorter chain is an exact prefix of a longer one with the same seed.
        let long = ChainFixture(Scenario(depth: 50, margins: .perView, sizes: .varied, hidden: .random(percent: 40), seed: 77))
        let short = ChainFixture(Scenario(depth: 20, margins: .perView, sizes: .varied, hidden: .random(percent: 40), seed: 77))
        XCTAssertEqual(Array(long.initialFrames.prefix(20)), short.initialFrames)
        XCTAssertEqual(Array(long.chain.margins.prefix(20)), short.chain.margins)
        XCTAssertEqual(Array(long.chain.views.prefix(20).map(\.isHidden)), short.chain.views.map(\.isHidden))
    }

    func testResetRestoresTheInitialFrames() {
        let fixture = ChainFixture(Scenario(depth: 30, sizes: .varied, hidden: .alternate))
        fixture.applyGlobals()
        ManualStrategy().layout(fixture.chain)
        XCTAssertNotEqual(fixture.frames, fixture.initialFrames)
        fixture.reset()
        XCTAssertEqual(fixture.frames, fixture.initialFrames)
    }
}
