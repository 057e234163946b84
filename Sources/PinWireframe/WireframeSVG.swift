import PinEngine

/// Draws wireframes side by side as one SVG picture: each panel a title over its tree, each view a
/// labelled rectangle at its place in its superview; hidden views (and their subviews) dashed, the
/// highlighted view filled, its frame written under it. One `<rect>` per view, nothing
/// else drawn as a rectangle.
public struct WireframeSVG: Sendable {
    /// One picture of the row: a title ("segmented hidden") and the tree in that state.
    public struct Panel: Sendable {
        public var title: String
        public var tree: Wireframe

        public init(title: String, tree: Wireframe) {
            self.title = title
            self.tree = tree
        }
    }

    public var panels: [Panel]
    /// Points of the layout per SVG pixel unit.
    public var scale: Double
    /// What a screen reader says for the whole picture (`<title>`).
    public var title: String

    public init(title: String, panels: [Panel], scale: Double = 0.6) {
        self.title = title
        self.panels = panels
        self.scale = scale
    }

    static let margin = 12.0
    static let titleHeight = 18.0
    static let fontSize = 10.0

    /// The SVG document.
    public var svg: String {
        let placed = panelPlacements()
        let width = (placed.last.map { $0.left + $0.size.width } ?? 0) + Self.margin
        // Below the tallest panel, room for the highlighted view's frame written under it.
        let height = (placed.map(\.size.height).max() ?? 0) + Self.titleHeight + 2 * Self.margin + Self.fontSize + 2
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\" "
                + "viewBox=\"0 0 \(SVGText.number(width)) \(SVGText.number(height))\" font-family=\"sans-serif\" "
                + "font-size=\"\(SVGText.number(Self.fontSize))\">",
            "<title>\(SVGText.escaped(title))</title>",
        ]
        for (panel, placement) in zip(panels, placed) {
            lines.append(contentsOf: draw(panel, left: placement.left, bounds: placement.bounds))
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each panel's left edge and the box its views occupy (in points: the root and anything
    /// outside it, such as a view pushed above its superview's top).
    private func panelPlacements() -> [(left: Double, bounds: Rect, size: Size)] {
        var left = Self.margin
        return panels.map { panel in
            let frames = panel.tree.flattened().map(\.frame)
            let minX = frames.map(\.minX).min() ?? 0, minY = frames.map(\.minY).min() ?? 0
            let maxX = frames.map(\.maxX).max() ?? 0, maxY = frames.map(\.maxY).max() ?? 0
            let bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            let size = Size(width: max(bounds.width * scale, Self.fontSize * Double(panel.title.count) * 0.6), height: bounds.height * scale)
            defer { left += size.width + Self.margin * 2 }
            return (left, bounds, size)
        }
    }

    private func draw(_ panel: Panel, left: Double, bounds: Rect) -> [String] {
        let top = Self.margin + Self.titleHeight
        var rects: [String] = [], texts: [String] = []
        func text(_ string: String, x: Double, baseline: Double, style: String = "") -> String {
            "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(baseline))\"\(style)>\(SVGText.escaped(string))</text>"
        }
        for (view, frame, hidden) in panel.tree.flattened() {
            let x = left + (frame.minX - bounds.minX) * scale, y = top + (frame.minY - bounds.minY) * scale
            let (width, height) = (frame.width * scale, frame.height * scale)
            let style = view.isHighlighted
                ? "fill=\"#fde68a\" fill-opacity=\"0.8\" stroke=\"#b45309\" stroke-width=\"2\""
                : "fill=\"none\" stroke=\"\(hidden ? "#9ca3af" : "#374151")\" stroke-width=\"1\""
            rects.append("<rect x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" width=\"\(SVGText.number(width))\" "
                + "height=\"\(SVGText.number(height))\" \(style)\(hidden ? " stroke-dasharray=\"4 3\"" : "")/>")
            let label = view.label.isEmpty ? nil : view.label + (view.isHidden ? " (hidden)" : "")
            if view.isHighlighted {
                // Its label inside at the top, its frame just under it, outside: the view the picture is about.
                if let label { texts.append(text(label, x: x + 3, baseline: y + Self.fontSize + 1)) }
                texts.append(text(Wireframe.coordinates(view.frame), x: x + 3, baseline: y + height + Self.fontSize + 2))
            } else if let label {
                // Other views are labelled at their bottom left, clear of views pinned at their top.
                texts.append(text(label, x: x + 3, baseline: y + max(height - 3, Self.fontSize), style: hidden ? " fill=\"#6b7280\"" : ""))
            }
        }
        // Every rectangle under every text, so no fill covers a label.
        return ["<g>", text(panel.title, x: left, baseline: Self.margin + Self.fontSize, style: " font-weight=\"bold\"")]
            + rects + texts + ["</g>"]
    }
}
