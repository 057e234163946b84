import XCTest
import PinEngine
@testable import PinBenchKit

/// results/PR256.md: the reproductions give the frames the page's prose claims, and the page renders
/// counts, instruction costs and the ns/view placeholder from its inputs.
final class PR256PageTests: XCTestCase {
    private var saved: PinGlobals!

    override func setUp() {
        saved = PinGlobals.current
        Pin.logWarnings = false
        Pin.layoutDirection = .ltr
        _pinlayoutSetUnitTest(scale: 2)
    }

    override func tearDown() {
        saved.restore()
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    func testTheObjectionReproductionsShowTheObjections() {
        let tooSpecific = PR256Reproductions.tooSpecific().rows.map(\.frames)
        XCTAssertEqual(tooSpecific[0], [rect(120, 50, 200, 40), rect(0, 10, 200, 40)], "PR #256: hidden control → top")
        XCTAssertEqual(tooSpecific[1], [rect(10, 120, 200, 40), rect(10, 120, 200, 40)], "a list: below and aligned on both")
        XCTAssertEqual(tooSpecific[2], [rect(120, 50, 200, 40), rect(10, 120, 200, 40)], "first visible, in order")
        let shared = PR256Reproductions.sharedModifiers().rows.map(\.frames)
        XCTAssertEqual(shared[0], [rect(120, 52, 200, 40), rect(0, 12, 200, 40)], "the fallback gets the 12 too")
        XCTAssertEqual(shared[1], [rect(120, 52, 200, 40), rect(0, 10, 200, 40)])
        XCTAssertEqual(shared[2], shared[1], "as the hand-written if/else")
    }

    func testTheDefectReproductionLandsAtTheSuperviewTop() {
        let frames = PR256Reproductions.ifNeededDefect().rows.map(\.frames)
        XCTAssertEqual(frames, [[rect(300, -20, 60, 20)], [rect(300, 380, 60, 20)], [rect(300, -10, 60, 20)], [rect(300, 190, 60, 20)]])
    }

    func testThePageRendersCountsCostsAndThePlaceholder() throws {
        var summary = VerificationSummary(seed: 1, depthMax: 8, randomScenarios: 3, edgeCaseScenarios: 0, strategies: ["if-else", "first-visible"])
        summary.table[1].cells[0].equal = 3
        var regions: [String: Int] = [:]
        for plan in try PR256Page.costPlan() {
            regions[InstructionCounts.resetLabel(plan.scenario)] = 1024
            for strategy in plan.strategies {
                let perView = strategy.name == "if-else" ? 900 : 450
                regions[BenchmarkCase.name(strategy: strategy.name, scenario: plan.scenario)] = perView * plan.scenario.viewCount + 1024
            }
        }
        let page = PR256Page(verification: summary, instructions: InstructionCounts(regions: regions), timings: nil,
                             command: "pin-bench pr256").markdown
        XCTAssertTrue(page.contains("| nothing hidden | 900 | 450 | 0.50 |"), page)
        XCTAssertTrue(page.contains("| app:toolbar | 900 | 450 | 0.50 |"), "the app screens' table, per view laid out: \(page)")
        XCTAssertTrue(page.contains("0.50–0.50× if-else's instructions per view here (at most if-else's everywhere)"), page)
        XCTAssertTrue(page.contains("| first-visible | 3 / 0 / 0 | none |"), page)
        XCTAssertTrue(page.contains("**TO FILL**"))
        XCTAssertTrue(page.contains("(300, -20, 60, 20)"))
    }
}
