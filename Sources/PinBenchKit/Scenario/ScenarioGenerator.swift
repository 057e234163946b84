import Foundation
import PinBaseline

/// Deterministic scenarios: (seed, index) always gives the same one, so failures reproduce.
public struct ScenarioGenerator {
    /// The seed every scenario of this generator derives from.
    public let seed: UInt64
    /// The deepest random chain.
    public let depthMax: Int
    /// Fan-in "all" costs O(depth²) per pass; deeper random scenarios use a bounded fan-in instead.
    public static let fanInAllDepthLimit = 4096

    /// A generator of random scenarios up to `depthMax` views deep.
    public init(seed: UInt64, depthMax: Int) {
        precondition(depthMax >= 1 && depthMax <= Scenario.maximumDepth, "depthMax out of range")
        self.seed = seed
        self.depthMax = depthMax
    }

    /// The `index`-th random scenario.
    public func scenario(at index: Int) -> Scenario {
        var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0xA24B_AED4_963E_E407))
        // Depth: log-uniform, so short chains (where edge cases live) are as common as long ones.
        let fraction = Double(random.int(in: 0...1000)) / 1000
        let depth = min(depthMax, max(1, Int(pow(Double(depthMax), fraction).rounded())))
        let direction = random.pick(ChainDirection.allCases)
        var scenario = Scenario(depth: depth, direction: direction)
        scenario.layoutDirection = random.pick(ScenarioLayoutDirection.allCases)
        scenario.alignment = random.pick(ChainAlignment.valid(for: direction))
        scenario.margins = random.pick(MarginPattern.allCases)
        scenario.sizes = random.pick(SizePattern.allCases)
        scenario.hidden = randomHidden(depth: depth, &random)
        scenario.nesting = random.pick(Nesting.allCases)
        scenario.scale = random.pick(Scenario.scales)
        switch random.int(in: 0...2) {
        case 0: scenario.fanIn = .immediate
        case 1: scenario.fanIn = .lastK(random.int(in: 2...5))
        default: scenario.fanIn = depth <= Self.fanInAllDepthLimit ? .all : .lastK(random.int(in: 2...5))
        }
        scenario.seed = random.next()
        return scenario
    }

    private func randomHidden(depth: Int, _ random: inout SplitMix64) -> HiddenPattern {
        switch random.int(in: 0...6) {
        case 0: .none
        case 1: .all
        case 2: .firstK(random.int(in: 0...depth))
        case 3: .lastK(random.int(in: 0...depth))
        case 4: .alternate
        case 5: .periodic(random.int(in: 2...7))
        default: .random(percent: random.pick([10, 30, 50, 70, 90]))
        }
    }

    /// The fixed edge cases every verification includes (one view, all hidden, RTL, nesting, ...).
    public static func edgeCases() -> [Scenario] {
        var result: [Scenario] = []
        for direction in ChainDirection.allCases {
            let depth = 6
            let aligned: ChainAlignment = direction.isVertical ? .left : .top
            result.append(Scenario(depth: 1, direction: direction))
            result.append(Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .all))
            result.append(Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .explicit(Array(1..<depth))))
            result.append(Scenario(depth: depth, direction: direction, alignment: aligned, hidden: .firstK(depth - 1)))
            result.append(Scenario(depth: depth, direction: direction, layoutDirection: .rtl,
                                   alignment: direction.isVertical ? .start : .center, margins: .perView,
                                   hidden: .alternate, fanIn: .lastK(2)))
            result.append(Scenario(depth: depth, direction: direction, alignment: aligned, margins: .distinctFallback,
                                   sizes: .varied, hidden: .periodic(3), nesting: .containers, scale: 3, fanIn: .all))
        }
        return result
    }

    /// The `index`-th random app-screen scenario.
    public func appScenario(at index: Int) -> Scenario {
        var random = SplitMix64(seed: seed ^ 0x5C4E_E115 ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        let screen = random.pick(AppScreen.all)
        let count = random.int(in: 1...8)
        return .app(screen, count: count, layoutDirection: random.pick(ScenarioLayoutDirection.allCases),
                    hidden: randomHidden(depth: count * screen.optionalViews.count, &random),
                    scale: random.pick(Scenario.scales), seed: random.next())
    }

    /// Every visibility of one instance of each screen, in LTR and RTL.
    public static func appEdgeCases() -> [Scenario] {
        AppScreen.all.flatMap { screen in
            let optional = screen.optionalViews.count
            return (0..<(1 << optional)).flatMap { mask in
                let hidden = HiddenPattern.explicit((0..<optional).filter { mask & (1 << $0) != 0 })
                return ScenarioLayoutDirection.allCases.map { direction in
                    Scenario.app(screen, count: 1, layoutDirection: direction, hidden: hidden, scale: 3, seed: 14)
                }
            }
        }
    }
}
