import PinEngine

/// The workaround PinLayout users write today when the view above may be hidden: find the last
/// visible predecessor by hand, then `below(of:)` it, or pin to the superview's top.
public enum IfElseChain {
    /// Lays out `views` top to bottom, each below the last visible one before it, `spacing` apart.
    public static func layoutDown(_ views: [View], spacing: Double) {
        var lastVisible: View?
        for view in views {
            if let previous = lastVisible {
                view.pin.below(of: previous, aligned: .left).marginTop(spacing)
            } else {
                view.pin.top().left().marginTop(spacing)
            }
            if !view.isHidden { lastVisible = view }
        }
    }
}
