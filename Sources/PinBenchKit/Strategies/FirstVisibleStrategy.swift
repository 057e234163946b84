import PinBaseline
import PinEngine

/// The generic fallback the maintainer asked for: each view goes beyond the first visible view of its
/// predecessors, nearest first (`below(ofFirstVisible: views[start..<i].reversed(), ...)`), with its
/// own margin; when none is visible, the fallback branch pins it to the superview edge with the
/// fallback margin. The chain's first view has no predecessor to name (an empty list is a mistake the
/// API warns about), so it is pinned to the superview edge directly, as a user writes the first view.
public struct FirstVisibleStrategy: ChainStrategy {
    public static let name = "first-visible"
    public static let summary = "below(ofFirstVisible: previous.reversed(), then: { margin }, otherwise: { $0.top().margin })"

    public init() {}

    public func layout(_ chain: Chain) {
        let views = chain.views
        guard let first = views.first else { return }
        pinToSuperviewEdge(first, chain.direction, margin: chain.fallbackMargins[0])
        for index in views.indices.dropFirst() {
            let view = views[index]
            let margin = chain.margins[index]
            let fallbackMargin = chain.fallbackMargins[index]
            let nearestFirst = views[chain.windowStart(index)..<index].reversed()
            switch chain.direction {
            case .down:
                view.pin.below(ofFirstVisible: nearestFirst, aligned: chain.horizontalAlignment,
                               then: { $0.marginTop(margin) }, otherwise: { $0.top().marginTop(fallbackMargin) })
            case .up:
                view.pin.above(ofFirstVisible: nearestFirst, aligned: chain.horizontalAlignment,
                               then: { $0.marginBottom(margin) }, otherwise: { $0.bottom().marginBottom(fallbackMargin) })
            case .after:
                view.pin.after(ofFirstVisible: nearestFirst, aligned: chain.verticalAlignment,
                               then: { $0.marginStart(margin) }, otherwise: { $0.start().marginStart(fallbackMargin) })
            case .before:
                view.pin.before(ofFirstVisible: nearestFirst, aligned: chain.verticalAlignment,
                                then: { $0.marginEnd(margin) }, otherwise: { $0.end().marginEnd(fallbackMargin) })
            }
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
