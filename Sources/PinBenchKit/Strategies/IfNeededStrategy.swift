import PinBaseline
import PinEngine

/// PR #256's second shape: `below(of: visible(previous), aligned:, ifNeeded: .top)` and mirrored forms.
public struct IfNeededStrategy: ChainStrategy {
    public static let name = "if-needed"
    public static let summary = "below(of: visible(previous), ifNeeded: .top) and mirrored forms (PR #256)"
    public static let expectedFindings: Set<Finding> = [.anchorsOfAllVisible, .sharedModifiers]

    public init() {}

    public func layout(_ chain: Chain) {
        chain.forEachView { index, view, previous in
            let margin = chain.margins[index]
            switch chain.direction {
            case .down:
                view.pin.below(of: previous, aligned: chain.horizontalAlignment, ifNeeded: .top).marginTop(margin)
            case .up:
                view.pin.above(of: previous, aligned: chain.horizontalAlignment, ifNeeded: .bottom).marginBottom(margin)
            case .after:
                view.pin.after(of: previous, aligned: chain.verticalAlignment, ifNeeded: .start).marginStart(margin)
            case .before:
                view.pin.before(of: previous, aligned: chain.verticalAlignment, ifNeeded: .end).marginEnd(margin)
            }
        }
    }
}
