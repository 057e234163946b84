import PinBaseline
import PinEngine

/// The generic fallback the maintainer asked for: beyond the first visible predecessor, else the edge;
/// the first view is pinned to the edge directly.
public struct FirstVisibleStrategy: ChainStrategy {
    public static let name = "first-visible"
    public static let summary = "below(ofFirstVisible: previous.reversed(), then: { margin }, otherwise: { $0.top().margin })"

    public init() {}

    public func layout(_ chain: Chain) {
        guard let first = chain.views.first else { return }
        pinToSuperviewEdge(first, chain.direction, margin: chain.fallbackMargins[0])
        switch chain.direction {
        case .down:
            forEachFollower(chain) { index, view, window in
                view.pin.below(ofFirstVisible: chain.views[window].reversed(), aligned: chain.horizontalAlignment,
                               then: { $0.marginTop(chain.margins[index]) },
                               otherwise: { $0.top().marginTop(chain.fallbackMargins[index]) })
            }
        case .up:
            forEachFollower(chain) { index, view, window in
                view.pin.above(ofFirstVisible: chain.views[window].reversed(), aligned: chain.horizontalAlignment,
                               then: { $0.marginBottom(chain.margins[index]) },
                               otherwise: { $0.bottom().marginBottom(chain.fallbackMargins[index]) })
            }
        case .after:
            forEachFollower(chain) { index, view, window in
                view.pin.after(ofFirstVisible: chain.views[window].reversed(), aligned: chain.verticalAlignment,
                               then: { $0.marginStart(chain.margins[index]) },
                               otherwise: { $0.start().marginStart(chain.fallbackMargins[index]) })
            }
        case .before:
            forEachFollower(chain) { index, view, window in
                view.pin.before(ofFirstVisible: chain.views[window].reversed(), aligned: chain.verticalAlignment,
                                then: { $0.marginEnd(chain.margins[index]) },
                                otherwise: { $0.end().marginEnd(chain.fallbackMargins[index]) })
            }
        }
    }

    /// Calls `body` per view but the first with its window; the slice costs no retain.
    @inline(__always)
    private func forEachFollower(_ chain: Chain, _ body: (_ index: Int, _ view: View, _ window: Range<Int>) -> Void) {
        let views = chain.views
        for index in views.indices.dropFirst() {
            body(index, views[index], chain.windowStart(index)..<index)
        }
    }

    /// The first view's statement: the superview edge the chain starts from.
    private func pinToSuperviewEdge(_ view: View, _ direction: ChainDirection, margin: Double) {
        switch direction {
        case .down: view.pin.top().marginTop(margin)
        case .up: view.pin.bottom().marginBottom(margin)
        case .after: view.pin.start().marginStart(margin)
        case .before: view.pin.end().marginEnd(margin)
        }
    }
}

extension FirstVisibleStrategy: ScreenStatements {
    /// `below(ofFirstVisible: predecessors.reversed(), then: { margin }, otherwise: { the fallback })`.
    @inline(__always)
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.below(ofFirstVisible: predecessors.reversed(), then: { $0.marginTop(margin) },
                       otherwise: { fallback.below($0) })
    }

    @inline(__always)
    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        view.pin.before(ofFirstVisible: predecessors.reversed(), then: { $0.marginEnd(margin) },
                        otherwise: { fallback.before($0) })
    }
}
