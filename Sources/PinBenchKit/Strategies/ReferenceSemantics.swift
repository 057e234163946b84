/// Which documented deviations from the intended chain layout to reproduce (each is a `Finding`).
struct ReferenceSemantics: Hashable {
    /// PinLayout's list semantics: beyond all visible views, on their extreme or mean anchor.
    var anchorsOfAllVisible = false
    /// Use the view's regular margin from the superview edge too (trailing modifiers shared by branches).
    var sharedModifiers = false
    /// No fallback: when no predecessor is visible, leave the view where it was.
    var noFallback = false
    /// Fall back to the superview's edge where the screen means another place.
    var superviewEdgeFallback = false

    init(_ findings: Set<Finding>) {
        anchorsOfAllVisible = findings.contains(.anchorsOfAllVisible)
        sharedModifiers = findings.contains(.sharedModifiers)
        noFallback = findings.contains(.noFallback)
        superviewEdgeFallback = findings.contains(.superviewEdgeFallback)
    }
}
