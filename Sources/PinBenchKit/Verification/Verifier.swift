import PinBaseline
import PinEngine

/// Compares strategies' frames and warnings with the manual reference, bit for bit.
public struct Verifier {
    /// The strategies verified (`manual`, the reference, always runs but on registered screens).
    public let strategies: [any ChainStrategy.Type]
    /// Whether bugs get a shrunk reproduction (costs a few dozen extra runs per bug).
    public var shrinksBugs = true

    /// A verifier of `strategies` (default: every registered one).
    public init(strategies: [any ChainStrategy.Type] = StrategyRegistry.all) {
        self.strategies = strategies
    }

    /// Verifies every strategy that lays `scenario` out; sets the globals, restores nothing.
    public func verify(_ scenario: Scenario) -> ScenarioVerdict {
        let run = ScenarioRun(scenario)
        var outcomes: [StrategyOutcome] = []
        if let disagreement = run.oracleDisagreement() {
            outcomes.append(StrategyOutcome(strategy: ManualStrategy.name, verdict: .bug(disagreement)))
        }
        for strategy in strategies where strategy.laysOut(scenario) {
            var verdict = run.verdict(for: strategy)
            // App screens are small and print their visibility; only chains are shrunk.
            if case .bug(var bug) = verdict, shrinksBugs, scenario.screen == nil {
                bug.shrunk = Shrinker(strategy: strategy).shrink(scenario)
                verdict = .bug(bug)
            }
            outcomes.append(StrategyOutcome(strategy: strategy.name, verdict: verdict))
        }
        return ScenarioVerdict(scenario: scenario, outcomes: outcomes)
    }
}

/// The verdict of every strategy on one scenario.
public struct ScenarioVerdict {
    /// The scenario verified.
    public let scenario: Scenario
    /// One outcome per strategy verified, in the verifier's order (an oracle bug first).
    public let outcomes: [StrategyOutcome]

    /// True when some strategy differs in a way no finding explains.
    public var hasBug: Bool {
        outcomes.contains { if case .bug = $0.verdict { true } else { false } }
    }
}

/// One strategy's verdict on one scenario.
public struct StrategyOutcome {
    /// The strategy's name.
    public let strategy: String
    /// How its frames and warnings compared with the reference.
    public let verdict: Verdict
}

/// How a strategy's frames and warnings compare with the reference on one scenario.
public enum Verdict {
    /// Same frames as the reference, bit for bit, and the expected warnings.
    case equal
    /// Different frames, all explained by these findings; `views` of them differ from the reference.
    case findings(Set<Finding>, views: Int)
    /// A difference no expected finding explains.
    case bug(Bug)
}

/// A difference no expected finding explains, with what is needed to reproduce it.
public struct Bug {
    /// What differs.
    public enum Kind: String {
        /// A frame differs from the reference.
        case frames
        /// The number of warnings differs from what the strategy must emit.
        case warnings
        /// `ManualStrategy` and `ReferenceLayout` disagree: the oracle itself is wrong.
        case oracle
    }

    /// What differs.
    public let kind: Kind
    /// The first differing view (frames), or -1.
    public let view: Int
    /// The reference frame of `view` (frames), or nil.
    public let expected: Rect?
    /// The strategy's frame of `view` (frames), or nil.
    public let actual: Rect?
    /// Warnings the strategy must emit on the scenario.
    public let expectedWarnings: Int
    /// Warnings it emitted.
    public let actualWarnings: Int
    /// Findings the strategy's frames do match although it should not have them, if any.
    public let unexpectedFindings: Set<Finding>
    /// The smallest scenario found that still shows the bug.
    public var shrunk: Scenario?
}

/// One scenario's runs: the reference frames, built once, and fresh fixtures for each strategy.
struct ScenarioRun {
    let scenario: Scenario
    let reference: [Rect]
    let fallbackViews: Int
    /// On a registered screen, the warnings its own code emits, which every strategy emits too.
    let screenWarnings: Int?

    init(_ scenario: Scenario) {
        self.scenario = scenario
        let fixture = ChainFixture(scenario)
        fixture.applyGlobals()
        if let screen = scenario.screen, screen.builtIn == nil {
            Pin.warningCount = 0
            Self.layOutReference(fixture, [])
            screenWarnings = Pin.warningCount
        } else {
            fixture.layOut(ManualStrategy())
            screenWarnings = nil
        }
        reference = fixture.frames
        fallbackViews = fixture.hasVisiblePredecessor.filter { !$0 }.count
    }

    /// Frames and warning count of `strategy` on a fresh copy of the scenario.
    package func run(_ strategy: any ChainStrategy.Type) -> (frames: [Rect], warnings: Int) {
        let fixture = ChainFixture(scenario)
        fixture.applyGlobals()
        Pin.warningCount = 0
        fixture.layOut(strategy.init())
        return (fixture.frames, Pin.warningCount)
    }

    /// Frames of the reference layout with `findings`' semantics, on a fresh copy.
    func referenceFrames(_ findings: Set<Finding>) -> [Rect] {
        let fixture = ChainFixture(scenario)
        fixture.applyGlobals()
        Self.layOutReference(fixture, findings)
        return fixture.frames
    }

    /// Lays `fixture` out as the reference with `findings`' semantics.
    private static func layOutReference(_ fixture: ChainFixture, _ findings: Set<Finding>) {
        let semantics = ReferenceSemantics(findings)
        guard let screens = fixture.screens else { return ReferenceLayout.layout(fixture.chain, semantics) }
        if screens.screen.builtIn != nil {
            ManualScreenLayout.layout(screens, semantics)
        } else {
            ReferenceScreenStatements.layout(screens, semantics)
        }
    }

    /// `ManualStrategy` against `ReferenceLayout`; nil on a registered screen.
    func oracleDisagreement() -> Bug? {
        guard screenWarnings == nil else { return nil }
        let frames = referenceFrames([])
        guard let view = firstDifference(frames, reference) else { return nil }
        return Bug(kind: .oracle, view: view, expected: frames[view], actual: reference[view],
                   expectedWarnings: 0, actualWarnings: 0, unexpectedFindings: [], shrunk: nil)
    }

    func verdict(for strategy: any ChainStrategy.Type) -> Verdict {
        let (frames, warnings) = run(strategy)
        let expectedWarnings = screenWarnings ?? (strategy.warnsWithoutVisiblePredecessor ? fallbackViews : 0)
        guard let firstView = firstDifference(frames, reference) else {
            return warnings == expectedWarnings ? .equal : .bug(warningBug(expectedWarnings, warnings))
        }
        if let findings = explanation(of: frames, allowed: strategy.expectedFindings) {
            guard warnings == expectedWarnings else { return .bug(warningBug(expectedWarnings, warnings)) }
            return .findings(findings, views: differingViews(frames, reference))
        }
        let unexpected = subsets(of: Set(Finding.allCases)).first { firstDifference(frames, referenceFrames($0)) == nil } ?? []
        return .bug(Bug(kind: .frames, view: firstView, expected: reference[firstView], actual: frames[firstView],
                        expectedWarnings: expectedWarnings, actualWarnings: warnings,
                        unexpectedFindings: unexpected, shrunk: nil))
    }

    /// The smallest set of `allowed` findings reproducing `frames`, or nil.
    func explanation(of frames: [Rect], allowed: Set<Finding>) -> Set<Finding>? {
        subsets(of: allowed).first { firstDifference(frames, referenceFrames($0)) == nil }
    }

    private func warningBug(_ expected: Int, _ actual: Int) -> Bug {
        Bug(kind: .warnings, view: -1, expected: nil, actual: nil, expectedWarnings: expected,
            actualWarnings: actual, unexpectedFindings: [], shrunk: nil)
    }
}

/// The non-empty subsets of `findings`, smallest first (in a fixed order).
func subsets(of findings: Set<Finding>) -> [Set<Finding>] {
    let elements = findings.sorted()
    var result: [Set<Finding>] = []
    for mask in 1..<(1 << elements.count) {
        result.append(Set(elements.indices.filter { mask & (1 << $0) != 0 }.map { elements[$0] }))
    }
    return result.sorted { $0.count < $1.count }
}

/// The first index whose rectangles differ in any bit (so -0.0 and 0.0 differ), or nil.
func firstDifference(_ a: [Rect], _ b: [Rect]) -> Int? {
    guard a.count == b.count else { return min(a.count, b.count) }
    return a.indices.first { !identical(a[$0], b[$0]) }
}

func differingViews(_ a: [Rect], _ b: [Rect]) -> Int {
    zip(a, b).filter { !identical($0, $1) }.count
}

func identical(_ a: Rect, _ b: Rect) -> Bool {
    a.origin.x.bitPattern == b.origin.x.bitPattern && a.origin.y.bitPattern == b.origin.y.bitPattern
        && a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
}
