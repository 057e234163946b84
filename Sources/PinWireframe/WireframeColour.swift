/// The wireframes' colours (Tailwind's greys, blues and ambers), each named for what it draws.
enum WireframeColour {
    /// A visible view's outline, and the notes under the panels.
    static let view = "#374151"
    /// A hidden view's dashed outline.
    static let hiddenView = "#9ca3af"
    /// A hidden view's name, and the leader from where a label was meant to go.
    static let muted = "#6b7280"
    /// A highlighted view's fill (at 0.8 opacity) and outline.
    static let highlightFill = "#fde68a"
    static let highlightStroke = "#b45309"
    /// A ghost's fill (at 0.08 opacity); its dashed outline and its arrow; its label.
    static let ghostFill = "#3b82f6"
    static let ghost = "#2563eb"
    static let ghostText = "#1d4ed8"
    /// The halo around every label, so that it reads over lines.
    static let halo = "#fff"
}
