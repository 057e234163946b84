import EdgeChain
import PinBenchKit
import XCTest

/// The strategy against PinBench's reference, frame for frame: no difference at all (it expects no
/// finding), on the edge cases, the app screens' visibilities and a few hundred random chains.
final class EdgeChainStrategyTests: XCTestCase {
    func testEveryFrameMatchesTheReference() {
        let generator = ScenarioGenerator(seed: 27, depthMax: 64)
        let scenarios = ScenarioGenerator.edgeCases() + ScenarioGenerator.appEdgeCases()
            + (0..<300).map(generator.scenario(at:)) + (0..<50).map(generator.appScenario(at:))
        let verifier = Verifier(strategies: [EdgeChainStrategy.self])
        for scenario in scenarios {
            let outcome = verifier.verify(scenario).outcomes.first { $0.strategy == EdgeChainStrategy.name }
            guard case .equal = outcome?.verdict else { return XCTFail("\(scenario): \(String(describing: outcome?.verdict))") }
        }
    }
}
