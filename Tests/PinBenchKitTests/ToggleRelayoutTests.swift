import PinBaseline
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinEngine
import XCTest

/// The engine's toggle rows: flipping one view and laying out again (the whole chain, or only the
/// views that can move) must give the frames of a full pass from scratch on the new visibility.
final class ToggleRelayoutTests: XCTestCase {
    private var saved = PinGlobals.current

    override func setUp() {
        saved = PinGlobals.current
        Pin.logWarnings = false
    }

    override func tearDown() {
        saved.restore()
    }

    private func range(depth: Int, hidden: [Int], fanIn: FanIn, toggling index: Int) -> Range<Int> {
        let fixture = ChainFixture(Scenario(depth: depth, hidden: .explicit(hidden), fanIn: fanIn))
        return ToggleRelayout.affectedViews(fixture.chain, toggling: index)
    }

    func testTheRunStartsAfterTheToggledViewAndEndsAtTheFirstViewWhoseWholeWindowIsHidden() {
        // Nothing hidden: one run, to the end.
        XCTAssertEqual(range(depth: 8, hidden: [], fanIn: .immediate, toggling: 3), 4..<8)
        // View 6 follows hidden view 5 alone: it is pinned to the edge whatever view 2 does.
        XCTAssertEqual(range(depth: 10, hidden: [5], fanIn: .immediate, toggling: 2), 3..<6)
        // Toggling view 5 itself moves every view after it (view 6 anchors on it once shown).
        XCTAssertEqual(range(depth: 10, hidden: [5], fanIn: .immediate, toggling: 5), 6..<10)
        // Fan-in 2: a run breaks after two hidden views in a row, and only after the toggled view.
        XCTAssertEqual(range(depth: 10, hidden: [5], fanIn: .lastK(2), toggling: 2), 3..<10)
        XCTAssertEqual(range(depth: 10, hidden: [5, 6], fanIn: .lastK(2), toggling: 2), 3..<7)
        XCTAssertEqual(range(depth: 10, hidden: [3, 4], fanIn: .lastK(2), toggling: 3), 4..<10)
        // Fan-in all: every later window contains the toggled view.
        XCTAssertEqual(range(depth: 6, hidden: [1, 2, 3, 4], fanIn: .all, toggling: 0), 1..<6)
        // The last view, and a single view: nothing after them moves.
        XCTAssertEqual(range(depth: 6, hidden: [], fanIn: .immediate, toggling: 5), 6..<6)
        XCTAssertEqual(range(depth: 1, hidden: [], fanIn: .immediate, toggling: 0), 1..<1)
    }

    /// On a chain an app has laid out before, after every toggle (and toggle back), the run scope gives
    /// bit for bit the frames of laying out every view again (an app's full pass, from the frames as
    /// they are), and those equal a settled layout of the new visibility from the initial frames in the
    /// main axis and the sizes. The cross-axis coordinate may differ: the if/else fallback (`top()`,
    /// `start()`, ...) leaves it as the previous layout set it, and the views aligned on that view
    /// follow, where a layout from the initial frames has the initial value.
    ///
    /// "Laid out before" means twice: PinLayout's first pass from off-grid sizes is not idempotent
    /// (bottom and end edges are placed with the size before its rounding, which the frame then
    /// gets), so a second pass can move views that no toggle touches; from the second pass on, a
    /// pass changes nothing by itself.
    func testTheRunScopeEqualsLayingOutEveryViewAgainAfterEveryToggle() {
        let generator = ScenarioGenerator(seed: 11, depthMax: 48)
        let scenarios = ScenarioGenerator.edgeCases() + (0..<150).map(generator.scenario(at:))
        var staleCrossAxis = 0
        for scenario in scenarios {
            let row = ChainFixture(scenario)
            let whole = ChainFixture(scenario)
            row.applyGlobals()
            for _ in 0..<2 {
                IfElseChain.layout(row.chain)
                IfElseChain.layout(whole.chain)
            }
            for index in row.chain.views.indices {
                for step in ["toggling", "toggling back"] {
                    ToggleRelayout.toggle(row.chain, view: index, scope: .run)
                    ToggleRelayout.toggle(whole.chain, view: index, scope: .chain)
                    let context = "\(step) \(index) in \(scenario)"
                    assertSameFrames(row.frames, whole.frames, context)
                    let hidden = whole.chain.views.indices.filter { whole.chain.views[$0].isHidden }
                    let fresh = fullPass(scenario, hidden: hidden)
                    for (view, (actual, expected)) in zip(whole.frames, fresh).enumerated() {
                        let vertical = scenario.direction.isVertical
                        XCTAssertEqual(vertical ? actual.origin.y : actual.origin.x, vertical ? expected.origin.y : expected.origin.x,
                                       "main axis of view \(view), \(context)")
                        XCTAssertEqual(actual.size, expected.size, "size of view \(view), \(context)")
                        if actual != expected { staleCrossAxis += 1 }
                    }
                }
            }
        }
        // The stale cross axis is real, not hypothetical: it shows up in these scenarios.
        XCTAssertGreaterThan(staleCrossAxis, 0)
    }

    /// The frames of two full if-else passes from the initial frames (a settled layout), with exactly
    /// `hidden` hidden.
    private func fullPass(_ scenario: Scenario, hidden: [Int]) -> [Rect] {
        var toggled = scenario
        toggled.hidden = .explicit(hidden)
        let fixture = ChainFixture(toggled)
        fixture.applyGlobals()
        IfElseChain.layout(fixture.chain)
        IfElseChain.layout(fixture.chain)
        return fixture.frames
    }

    /// Bit for bit: -0 and 0 differ.
    private func assertSameFrames(_ actual: [Rect], _ expected: [Rect], _ message: String, line: UInt = #line) {
        func bits(_ frames: [Rect]) -> [UInt64] {
            frames.flatMap { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map(\.bitPattern) }
        }
        guard bits(actual) != bits(expected) else { return }
        let view = actual.indices.first { $0 >= expected.count || bits([actual[$0]]) != bits([expected[$0]]) } ?? -1
        XCTFail("\(message): view \(view) is \(view >= 0 ? "\(actual[view])" : "?"), a full pass gives \(view >= 0 ? "\(expected[view])" : "?")",
                line: line)
    }
}
