/// A difference from the reference that is real semantics: a reference variant matches it.
public enum Finding: String, CaseIterable, Comparable, Sendable {
    /// Plain `below(of: visible(previous))`: with none visible, PinLayout skips the edge.
    case noFallback = "no-fallback"
    /// PinLayout's list semantics: beyond all visible views, on the outermost or MEAN anchor.
    case anchorsOfAllVisible = "all-visible-anchors"
    /// Modifiers after `topIfNotBelow`/`ifNeeded:` apply to both branches (PR #256's objection).
    case sharedModifiers = "shared-modifiers"
    /// Those forms always fall back to the superview's edge, under the header's status bar.
    case superviewEdgeFallback = "superview-edge-fallback"

    /// One sentence for reports.
    public var explanation: String {
        switch self {
        case .noFallback:
            "when every predecessor is hidden, plain below(of: visible(...)) warns and leaves the edge unset; the view keeps its previous position"
        case .anchorsOfAllVisible:
            "with several visible predecessors PinLayout places beyond and aligns on the extreme (or, centred, the mean) anchor of all of them, not on the last visible one; they differ once pixel rounding moved views unevenly (odd sizes, containers at fractional offsets)"
        case .sharedModifiers:
            "trailing modifiers apply to both branches, so the fallback cannot use its own margin (the objection to PR #256)"
        case .superviewEdgeFallback:
            "the fallback pins the superview's edge, so a screen cannot fall back to anything else, such as the safe-area top under a status bar (the objection to PR #256 that it is too specific)"
        }
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
