import PinBaseline

/// Today's workaround, from `PinBaseline`: `isHidden` checks pick the last visible predecessor, then
/// `below(of: it)` or a hand-written superview edge with its own margin.
public struct IfElseStrategy: ChainStrategy {
    public static let name = "if-else"
    public static let summary = "hand-written isHidden checks: below(of: lastVisible) or top() (PinBaseline)"

    public init() {}

    public func layout(_ chain: Chain) {
        IfElseChain.layout(chain)
    }
}
