/// Which documented deviations from the intended chain layout to reproduce (each is a `Finding`).
struct ReferenceSemantics: Hashable {
    /// Position beyond all visible predecessors and align on their extreme or mean anchor (PinLayout's
    /// list semantics) instead of on the last visible one.
    var anchorsOfAllVisible = false
    /// Use the view's regular margin from the superview edge too (trailing modifiers shared by branches).
    var sharedModifiers = false
    /// No fallback: when no predecessor is visible, leave the view where it was.
    var noFallback = false
    /// Fall back to the superview's edge even where the screen means another place (app screens only:
    /// a chain's fallback is the edge).
    var superviewEdgeFallback = false

    init(_ findings: Set<Finding>) {
        anchorsOfAllVisible = findings.contains(.anchorsOfAllVisible)
        sharedModifiers = findings.contains(.sharedModifiers)
        noFallback = findings.contains(.noFallback)
        superviewEdgeFallback = findings.contains(.superviewEdgeFallback)
    }
}
