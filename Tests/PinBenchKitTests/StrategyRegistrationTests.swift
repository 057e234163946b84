@testable import PinBenchKit
import XCTest

/// A strategy written outside PinBenchKit, as a package would: `if let previous = last visible`
/// then `below(of:)`, else the superview's top. Down chains only, so it is verified on those.
private struct OutsideStrategy: ChainStrategy {
    static let name = "outside-down"
    static let summary = "a down chain written outside PinBenchKit"

    func layout(_ chain: Chain) {
        for (index, view) in chain.views.enumerated() {
            let window = chain.views[chain.windowStart(index)..<index]
            if let previous = window.last(where: { !$0.isHidden }) {
                view.pin.below(of: previous, aligned: chain.horizontalAlignment).marginTop(chain.margins[index])
            } else {
                view.pin.top().marginTop(chain.fallbackMargins[index])
            }
        }
    }
}

/// `StrategyRegistry.register`: extra strategies after the built-in ones, each name once. The global
/// registry is left alone (every test of the process shares it); `adding` is what `register` stores.
final class StrategyRegistrationTests: XCTestCase {
    func testExtrasComeAfterTheBuiltInOnes() throws {
        let builtIn = StrategyRegistry.all
        let extras = try StrategyRegistry.adding([OutsideStrategy.self], to: [], besides: builtIn)
        XCTAssertEqual(extras.map { $0.name }, ["outside-down"])
    }

    func testATakenNameIsRefused() {
        XCTAssertThrowsError(try StrategyRegistry.adding([IfElseStrategy.self], to: [], besides: StrategyRegistry.all)) { error in
            XCTAssertEqual("\(error)", "cannot register 'if-else': a strategy of that name is already registered")
        }
        XCTAssertThrowsError(try StrategyRegistry.adding([OutsideStrategy.self, OutsideStrategy.self], to: [], besides: []))
    }

    func testAnOutsideStrategyIsVerifiedLikeTheBuiltInOnes() {
        let verifier = Verifier(strategies: [OutsideStrategy.self])
        let down = ScenarioGenerator.edgeCases().filter { $0.direction == .down }
        XCTAssertFalse(down.isEmpty)
        for scenario in down {
            let verdict = verifier.verify(scenario)
            XCTAssertEqual(verdict.outcomes.map(\.strategy), ["outside-down"], "\(scenario)")
            guard case .equal = verdict.outcomes[0].verdict else { return XCTFail("\(scenario): \(verdict.outcomes[0].verdict)") }
        }
    }
}
