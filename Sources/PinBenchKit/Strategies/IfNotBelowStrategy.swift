import PinBaseline
import PinEngine

/// PR #256's first shape: `topIfNotBelow(of: visible(previous), aligned:)` and its mirrored forms.
public struct IfNotBelowStrategy: ChainStrategy {
    public static let name = "if-not-below"
    public static let summary = "topIfNotBelow(of: visible(previous)) and mirrored forms (PR #256)"
    public static let expectedFindings: Set<Finding> = [.anchorsOfAllVisible, .sharedModifiers, .superviewEdgeFallback]

    public init() {}

    public func layout(_ chain: Chain) {
        switch chain.direction {
        case .down:
            chain.forEachView { index, view, previous in
                view.pin.topIfNotBelow(of: previous, aligned: chain.horizontalAlignment).marginTop(chain.margins[index])
            }
        case .up:
            chain.forEachView { index, view, previous in
                view.pin.bottomIfNotAbove(of: previous, aligned: chain.horizontalAlignment).marginBottom(chain.margins[index])
            }
        case .after:
            chain.forEachView { index, view, previous in
                view.pin.startIfNotAfter(of: previous, aligned: chain.verticalAlignment).marginStart(chain.margins[index])
            }
        case .before:
            chain.forEachView { index, view, previous in
                view.pin.endIfNotBefore(of: previous, aligned: chain.verticalAlignment).marginEnd(chain.margins[index])
            }
        }
    }
}

extension IfNotBelowStrategy: ScreenStatements {
    /// `topIfNotBelow(...).marginTop(margin)`: the fallback shares the margin.
    @inline(__always)
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.topIfNotBelow(of: visible(predecessors)).marginTop(margin)
    }

    @inline(__always)
    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.endIfNotBefore(of: visible(predecessors)).marginEnd(margin)
    }
}
