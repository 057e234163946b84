import PinBaseline
import PinEngine

/// Today's workaround from `PinBaseline`: `isHidden` checks, then `below(of:)` or the edge.
public struct IfElseStrategy: ChainStrategy {
    public static let name = "if-else"
    public static let summary = "hand-written isHidden checks: below(of: lastVisible) or top() (PinBaseline)"

    public init() {}

    public func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
    }
}

extension IfElseStrategy: ScreenStatements {
    /// `if let previous = last visible { below(of: previous) } else { the fallback }`, as users write it.
    @inline(__always)
    public func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                      otherwise fallback: ScreenFallback) -> PinLayout {
        if let previous = predecessors.last(where: { !$0.isHidden }) {
            return view.pin.below(of: previous).marginTop(margin)
        }
        return fallback.below(view.pin)
    }

    @inline(__always)
    public func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                       otherwise fallback: ScreenFallback) -> PinLayout {
        if let previous = predecessors.last(where: { !$0.isHidden }) {
            return view.pin.before(of: previous).marginEnd(margin)
        }
        return fallback.before(view.pin)
    }
}
