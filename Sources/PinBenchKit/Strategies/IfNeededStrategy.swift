import PinBaseline
import PinEngine

/// PR #256's second shape: `below(of: visible(previous), aligned:, ifNeeded: .top)` and mirrored forms.
public struct IfNeededStrategy: ChainStrategy {
    public static let name = "if-needed"
    public static let summary = "below(of: visible(previous), ifNeeded: .top) and mirrored forms (PR #256)"
    public static let expectedFindings: Set<Finding> = [.anchorsOfAllVisible, .sharedModifiers, .superviewEdgeFallback]

    public init() {}

    public func layout(_ chain: Chain) {
        switch chain.direction {
        case .down:
            chain.forEachView { index, view, previous in
                view.pin.below(of: previous, aligned: chain.horizontalAlignment, ifNeeded: .top).marginTop(chain.margins[index])
            }
        case .up:
            chain.forEachView { index, view, previous in
                view.pin.above(of: previous, aligned: chain.horizontalAlignment, ifNeeded: .bottom).marginBottom(chain.margins[index])
            }
        case .after:
            chain.forEachView { index, view, previous in
                view.pin.after(of: previous, aligned: chain.verticalAlignment, ifNeeded: .start).marginStart(chain.margins[index])
            }
        case .before:
            chain.forEachView { index, view, previous in
                view.pin.before(of: previous, aligned: chain.verticalAlignment, ifNeeded: .end).marginEnd(chain.margins[index])
            }
        }
    }
}

extension IfNeededStrategy: ScreenStatements {
    /// `below(of: visible(predecessors), ifNeeded: .top).marginTop(margin)`: as `if-not-below`.
    @inline(__always)
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.below(of: visible(predecessors), ifNeeded: .top).marginTop(margin)
    }

    @inline(__always)
    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.before(of: visible(predecessors), ifNeeded: .end).marginEnd(margin)
    }
}
