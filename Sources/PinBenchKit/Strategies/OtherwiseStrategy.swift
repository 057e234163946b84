import PinBaseline
import PinEngine

/// The generic fallback: each branch applies its own modifiers, so the superview margin can differ.
public struct OtherwiseStrategy: ChainStrategy {
    public static let name = "otherwise"
    public static let summary = "below(of: visible(previous), then: { margin }, otherwise: { $0.top().margin })"
    public static let expectedFindings: Set<Finding> = [.anchorsOfAllVisible]

    public init() {}

    public func layout(_ chain: Chain) {
        switch chain.direction {
        case .down:
            chain.forEachView { index, view, previous in
                view.pin.below(of: previous, aligned: chain.horizontalAlignment,
                               then: { $0.marginTop(chain.margins[index]) },
                               otherwise: { $0.top().marginTop(chain.fallbackMargins[index]) })
            }
        case .up:
            chain.forEachView { index, view, previous in
                view.pin.above(of: previous, aligned: chain.horizontalAlignment,
                               then: { $0.marginBottom(chain.margins[index]) },
                               otherwise: { $0.bottom().marginBottom(chain.fallbackMargins[index]) })
            }
        case .after:
            chain.forEachView { index, view, previous in
                view.pin.after(of: previous, aligned: chain.verticalAlignment,
                               then: { $0.marginStart(chain.margins[index]) },
                               otherwise: { $0.start().marginStart(chain.fallbackMargins[index]) })
            }
        case .before:
            chain.forEachView { index, view, previous in
                view.pin.before(of: previous, aligned: chain.verticalAlignment,
                                then: { $0.marginEnd(chain.margins[index]) },
                                otherwise: { $0.end().marginEnd(chain.fallbackMargins[index]) })
            }
        }
    }
}

extension OtherwiseStrategy: ScreenStatements {
    /// `below(of: visible(predecessors), then: { margin }, otherwise: { the fallback })`.
    @inline(__always)
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.below(of: visible(predecessors), then: { $0.marginTop(margin) },
                       otherwise: { fallback.below($0) })
    }

    @inline(__always)
    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.before(of: visible(predecessors), then: { $0.marginEnd(margin) }, otherwise: { fallback.before($0) })
    }
}
