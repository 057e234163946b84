/// A difference between a strategy and the reference layout that is real semantics, not a bug. Each has
/// a reference-layout variant that reproduces it (`ReferenceSemantics`), which is how the verifier tells
/// a finding from a bug: the strategy's frames must match that variant bit for bit.
public enum Finding: String, CaseIterable, Comparable, Sendable {
    /// Plain `below(of: visible(previous))`: when none of the predecessors is visible, PinLayout warns and
    /// skips the edge, so the view keeps its old position (it overlaps whatever is there).
    case noFallback = "no-fallback"
    /// With several visible predecessors in the list, PinLayout places the view beyond all of them and
    /// aligns it on the leftmost / rightmost anchor or on the MEAN of the anchors (`.center`), not on the
    /// last visible view. Pixel rounding and varied sizes make those differ.
    case anchorsOfAllVisible = "all-visible-anchors"
    /// `topIfNotBelow` / `ifNeeded:`: modifiers after the call apply to both branches, so the margin from
    /// the superview edge cannot differ from the margin between views (PR #256's review objection).
    case sharedModifiers = "shared-modifiers"
    /// `topIfNotBelow` / `ifNeeded:` on an app screen: the fallback is always the superview's edge, so a
    /// view meant to fall back to the safe-area top lands under the status bar (the header screen).
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
