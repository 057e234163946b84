import PinBenchKit

/// The chain written with edges instead of relative positions: each view's leading edge on the
/// matching edge of the last visible view before it (`pin.top(to: previous.edge.bottom)`), aligned
/// with edges too, or on the superview's edge when none is visible.
public struct EdgeChainStrategy: ChainStrategy {
    public static let name = "edges"
    public static let summary = "top(to: lastVisible.edge.bottom) and aligned edges, else top(): an isHidden check and edges"

    public init() {}

    public func layout(_ chain: Chain) {
        let views = chain.views
        for index in views.indices {
            let view = views[index]
            if let previous = views[chain.windowStart(index)..<index].last(where: { !$0.isHidden }) {
                place(view, beyond: previous, chain, margin: chain.margins[index])
            } else {
                fallBack(view, chain.direction, margin: chain.fallbackMargins[index])
            }
        }
    }

    /// The main-axis edge on `previous`'s far edge, then the cross axis on its matching edge.
    private func place(_ view: View, beyond previous: View, _ chain: Chain, margin: Double) {
        switch chain.direction {
        case .down: aligned(view.pin.top(to: previous.edge.bottom).marginTop(margin), with: previous, chain.horizontalAlignment)
        case .up: aligned(view.pin.bottom(to: previous.edge.top).marginBottom(margin), with: previous, chain.horizontalAlignment)
        case .after: aligned(view.pin.start(to: previous.edge.end).marginStart(margin), with: previous, chain.verticalAlignment)
        case .before: aligned(view.pin.end(to: previous.edge.start).marginEnd(margin), with: previous, chain.verticalAlignment)
        }
    }

    private func aligned(_ pin: consuming PinLayout, with previous: View, _ alignment: HorizontalAlign) {
        switch alignment {
        case .none: _ = consume pin
        case .left: _ = pin.left(to: previous.edge.left)
        case .center: _ = pin.hCenter(to: previous.edge.hCenter)
        case .right: _ = pin.right(to: previous.edge.right)
        case .start: _ = pin.start(to: previous.edge.start)
        case .end: _ = pin.end(to: previous.edge.end)
        }
    }

    private func aligned(_ pin: consuming PinLayout, with previous: View, _ alignment: VerticalAlign) {
        switch alignment {
        case .none: _ = consume pin
        case .top: _ = pin.top(to: previous.edge.top)
        case .center: _ = pin.vCenter(to: previous.edge.vCenter)
        case .bottom: _ = pin.bottom(to: previous.edge.bottom)
        }
    }

    /// No visible view before: the superview's edge on the chain's axis, with the fallback margin.
    private func fallBack(_ view: View, _ direction: ChainDirection, margin: Double) {
        switch direction {
        case .down: view.pin.top().marginTop(margin)
        case .up: view.pin.bottom().marginBottom(margin)
        case .after: view.pin.start().marginStart(margin)
        case .before: view.pin.end().marginEnd(margin)
        }
    }
}

/// On the app screens too: the statement that follows optional views, written with edges.
extension EdgeChainStrategy: ScreenStatements {
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        if let previous = predecessors.last(where: { !$0.isHidden }) {
            return view.pin.top(to: previous.edge.bottom).marginTop(margin)
        }
        return fallback.below(view.pin)
    }

    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        if let previous = predecessors.last(where: { !$0.isHidden }) {
            return view.pin.end(to: previous.edge.start).marginEnd(margin)
        }
        return fallback.before(view.pin)
    }
}
