import PinEngine

/// Draws wireframes side by side as one SVG, hidden views dashed, a ghost state in dashed blue with
/// arrows.
public struct WireframeSVG: Sendable {
    /// One picture of the row: a title ("segmented hidden") and the tree in that state.
    public struct Panel: Sendable {
        public var title: String
        public var tree: Wireframe
        /// The tree in another state, drawn as a ghost where it differs.
        public var ghost: Wireframe?
        /// What the ghost is: "intended", "recorded".
        public var ghostName: String

        public init(title: String, tree: Wireframe, ghost: Wireframe? = nil, ghostName: String = "intended") {
            self.title = title
            self.tree = tree
            self.ghost = ghost
            self.ghostName = ghostName
        }
    }

    public var panels: [Panel]
    /// Points of the layout per SVG pixel unit.
    public var scale: Double
    /// What a screen reader says for the whole picture (`<title>`).
    public var title: String
    /// Code written under the panels in a fixed-width font: the statement the picture shows (nil: none).
    public var statement: String?
    /// Lines written under the statement (what it does, what the marks mean).
    public var notes: [String]

    public init(title: String, panels: [Panel], scale: Double = 0.6, statement: String? = nil, notes: [String] = []) {
        self.title = title
        self.panels = panels
        self.scale = scale
        self.statement = statement
        self.notes = notes
    }

    static let margin = 12.0
    static let titleHeight = 18.0
    /// 12 units: 12 px at 1×, the smallest text a picture may have (issue 55).
    static let fontSize = 12.0
    /// The shortest arrow drawn from a ghost to its view, in picture units.
    static let shortestArrow = 14.0
    /// The narrowest a statement or note is wrapped to, in picture units.
    static let narrowestText = 420.0

    /// The picture laid out: view box, labels and rectangles with their owners.
    struct Drawing {
        struct Label {
            var text: String
            var box: Rect
            var owner: String?
            /// The line from where the label was meant to go, when it moved (`LabelPlacement.Label.leader`).
            var leader: (from: Point, to: Point)?
        }

        struct Outline {
            var rect: Rect
            var owner: String
        }

        var viewBox: Rect
        var labels: [Label]
        var outlines: [Outline]
        var svg: String
    }

    /// The SVG document.
    public var svg: String { drawing.svg }

    var drawing: Drawing {
        var placement = LabelPlacement(fontSize: Self.fontSize)
        var groups: [[String]] = []
        var extent: Rect?
        var left = Self.margin
        for (index, panel) in panels.enumerated() {
            let drawn = draw(panel, index: index, left: left, placement: &placement)
            groups.append(drawn.elements)
            extent = extent.map { $0.union(drawn.extent) } ?? drawn.extent
            left = drawn.extent.maxX + 2 * Self.margin
        }
        let content = extent ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let before = placement.labels.count
        let wrapWidth = max(content.maxX - Self.margin, Self.narrowestText)
        var y = content.maxY + Self.margin / 2
        let lines = (statement.map { Self.wrap($0, width: wrapWidth, monospaced: true).map { ($0, LabelPlacement.Style.statement) } } ?? [])
            + notes.flatMap { Self.wrap($0, width: wrapWidth, monospaced: false).map { ($0, LabelPlacement.Style.note) } }
        for (line, style) in lines {
            // Half a font size between lines: clear of the line before, so never moved elsewhere.
            y = placement.place(line, style: style, candidates: [Point(x: Self.margin, y: y)]).maxY + Self.fontSize / 2
        }
        let texts = placement.labels[before...].map(Self.text)
        let all = placement.labels.map(\.box).reduce(content) { $0.union($1) }
        let (minX, minY) = (min(0, all.minX - 4), min(0, all.minY - 4))
        let box = Rect(x: minX, y: minY, width: all.maxX + Self.margin - minX, height: all.maxY + Self.margin - minY)
        let (width, height) = (SVGText.number(box.width), SVGText.number(box.height))
        var document = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"\(SVGText.number(box.minX)) \(SVGText.number(box.minY)) \(width) \(height)\" font-family=\"sans-serif\" "
                + "font-size=\"\(SVGText.number(Self.fontSize))\">",
            "<title>\(SVGText.escaped(title))</title>",
        ]
        for group in groups { document += ["<g>"] + group + ["</g>"] }
        document += texts
        document.append("</svg>")
        return Drawing(viewBox: box, labels: placement.labels.map { .init(text: $0.text, box: $0.box, owner: $0.owner, leader: $0.leader) },
                       outlines: placement.outlines.map { .init(rect: $0.rect, owner: $0.owner) }, svg: document.joined(separator: "\n") + "\n")
    }

    private typealias FlatView = (view: Wireframe, frame: Rect, hidden: Bool, path: String)

    /// A panel's rectangles, arrows and labels, and the box they fill.
    private func draw(_ panel: Panel, index: Int, left: Double, placement: inout LabelPlacement) -> (elements: [String], extent: Rect) {
        let views = panel.tree.flattened()
        let byPath = Dictionary(views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let ghosts = (panel.ghost?.flattened() ?? []).filter { ghost in
            guard let now = byPath[ghost.path] else { return true }
            return now.view.frame != ghost.view.frame || now.view.isHidden != ghost.view.isHidden
        }
        let frames = views.map(\.frame) + ghosts.map(\.frame)
        let bounds = frames.dropFirst().reduce(frames.first ?? Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        let top = Self.margin + Self.titleHeight
        func mapped(_ frame: Rect) -> Rect {
            Rect(x: left + (frame.minX - bounds.minX) * scale, y: top + (frame.minY - bounds.minY) * scale,
                 width: frame.width * scale, height: frame.height * scale)
        }
        let viewRects = views.map { mapped($0.frame) }, ghostRects = ghosts.map { mapped($0.frame) }
        let area = (viewRects + ghostRects).reduce(mapped(bounds)) { $0.union($1) }
        func owner(_ path: String) -> String { "\(index)/\(path)" }
        placement.outlines += zip(views, viewRects).map { .init(rect: $1, owner: owner($0.path)) }
            + zip(ghosts, ghostRects).map { .init(rect: $1, owner: owner($0.path)) }
        placement.area = Rect(x: area.minX, y: Self.margin, width: area.width, height: area.maxY + 2 * Self.fontSize - Self.margin)
        let first = placement.labels.count
        placement.place(panel.title, style: .title, candidates: [Point(x: left, y: Self.margin - 2)])

        let ghostTargets = ghosts.map { byPath[$0.path].map { mapped($0.frame) } }
        var elements = Self.shapes(views: views, viewRects: viewRects, ghostRects: ghostRects, ghostTargets: ghostTargets)
        Self.placeLabels(panel, views: views, viewRects: viewRects, ghosts: ghosts, ghostRects: ghostRects, index: index,
                         placement: &placement)
        let placed = placement.labels[first...]
        elements += placed.compactMap(Self.leader) + placed.map(Self.text)
        let extent = placed.map(\.box).reduce(area) { $0.union($1) }
        return (elements, extent)
    }

    /// Ghost rectangles, view rectangles, then arrows from moved ghosts to their views.
    private static func shapes(views: [FlatView], viewRects: [Rect], ghostRects: [Rect], ghostTargets: [Rect?]) -> [String] {
        var elements: [String] = []
        for rect in ghostRects {
            elements.append(Self.rect(rect, style: "fill=\"\(WireframeColour.ghostFill)\" fill-opacity=\"0.08\" stroke=\"\(WireframeColour.ghost)\" stroke-width=\"1\" "
                + "stroke-dasharray=\"6 2\""))
        }
        for (view, rect) in zip(views, viewRects) {
            let style = view.view.isHighlighted
                ? "fill=\"\(WireframeColour.highlightFill)\" fill-opacity=\"0.8\" stroke=\"\(WireframeColour.highlightStroke)\" stroke-width=\"2\""
                : "fill=\"none\" stroke=\"\(view.hidden ? WireframeColour.hiddenView : WireframeColour.view)\" stroke-width=\"1\""
            elements.append(Self.rect(rect, style: style + (view.hidden ? " stroke-dasharray=\"4 3\"" : "")))
        }
        for (rect, target) in zip(ghostRects, ghostTargets) {
            guard let to = target else { continue }
            let end = Point(x: to.midX, y: to.midY)
            let (dx, dy) = (end.x - rect.midX, end.y - rect.midY)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            // A small move still gets an arrow long enough to see, ending where the view is now.
            let drawn = max(length, Self.shortestArrow)
            elements.append(Self.arrow(from: Point(x: end.x - dx / length * drawn, y: end.y - dy / length * drawn), to: end))
        }
        return elements
    }

    /// Places the labels: highlighted views first, then ghosts, then the rest.
    private static func placeLabels(_ panel: Panel, views: [FlatView], viewRects: [Rect], ghosts: [FlatView], ghostRects: [Rect],
                                    index: Int, placement: inout LabelPlacement) {
        func owner(_ path: String) -> String { "\(index)/\(path)" }
        for (view, rect) in zip(views, viewRects) where view.view.isHighlighted {
            if !view.view.label.isEmpty {
                placement.place(Self.name(view.view), style: .name, owner: owner(view.path), candidates: Self.inside(Self.name(view.view), rect, placement, style: .name))
            }
            let frame = Wireframe.coordinates(view.view.frame)
            placement.place(frame, style: .frame, owner: owner(view.path), candidates: Self.outside(frame, rect, placement, style: .frame))
        }
        for (ghost, rect) in zip(ghosts, ghostRects) {
            let text = [ghost.view.label, panel.ghostName + (ghost.hidden ? " hidden" : ""), Wireframe.coordinates(ghost.view.frame)]
                .filter { !$0.isEmpty }.joined(separator: " ")
            placement.place(text, style: .ghost, owner: owner(ghost.path), candidates: Self.outside(text, rect, placement, style: .ghost)
                + Self.inside(text, rect, placement, style: .ghost))
        }
        for (view, rect) in zip(views, viewRects) where !view.view.isHighlighted && !view.view.label.isEmpty {
            let text = Self.name(view.view)
            // Inside at the bottom left first, clear of views pinned at their top.
            let inside = Self.inside(text, rect, placement, style: view.hidden ? .hiddenName : .name)
            placement.place(text, style: view.hidden ? .hiddenName : .name, owner: owner(view.path),
                            candidates: [inside[1], inside[0]] + inside.dropFirst(2) + Self.outside(text, rect, placement, style: .name))
        }
    }

    /// A view's label, with " (hidden)" when the view itself is hidden.
    private static func name(_ view: Wireframe) -> String {
        view.label + (view.isHidden ? " (hidden)" : "")
    }

    /// Top-left corners for `text` inside `rect`: top left, bottom left, top right, bottom right.
    private static func inside(_ text: String, _ rect: Rect, _ placement: LabelPlacement, style: LabelPlacement.Style) -> [Point] {
        let size = placement.box(text, style: style, at: Point(x: 0, y: 0))
        return [Point(x: rect.minX + 3, y: rect.minY + 2), Point(x: rect.minX + 3, y: rect.maxY - size.height - 1),
                Point(x: rect.maxX - size.width - 3, y: rect.minY + 2), Point(x: rect.maxX - size.width - 3, y: rect.maxY - size.height - 1)]
    }

    /// Top-left corners for `text` outside `rect`: under it, above it, to its right, to its left.
    private static func outside(_ text: String, _ rect: Rect, _ placement: LabelPlacement, style: LabelPlacement.Style) -> [Point] {
        let size = placement.box(text, style: style, at: Point(x: 0, y: 0))
        return [Point(x: rect.minX, y: rect.maxY + 2), Point(x: rect.minX, y: rect.minY - size.height - 2),
                Point(x: rect.maxX + 4, y: rect.minY), Point(x: rect.minX - size.width - 4, y: rect.minY),
                Point(x: rect.maxX - size.width, y: rect.maxY + 2), Point(x: rect.maxX - size.width, y: rect.minY - size.height - 2)]
    }

    private static func rect(_ rect: Rect, style: String) -> String {
        "<rect x=\"\(SVGText.number(rect.minX))\" y=\"\(SVGText.number(rect.minY))\" width=\"\(SVGText.number(rect.width))\" "
            + "height=\"\(SVGText.number(rect.height))\" \(style)/>"
    }

    /// A label as SVG text, haloed in white so that it reads over lines.
    private static func text(_ label: LabelPlacement.Label) -> String {
        let style = switch label.style {
        case .title: " font-weight=\"bold\""
        case .name, .frame: ""
        case .hiddenName: " fill=\"\(WireframeColour.muted)\""
        case .ghost: " fill=\"\(WireframeColour.ghostText)\""
        case .statement: " font-family=\"monospace\""
        case .note: " fill=\"\(WireframeColour.view)\""
        }
        return "<text x=\"\(SVGText.number(label.box.minX))\" y=\"\(SVGText.number(label.box.minY + fontSize))\"\(style) "
            + "stroke=\"\(WireframeColour.halo)\" stroke-width=\"3\" paint-order=\"stroke\">\(SVGText.escaped(label.text))</text>"
    }

    /// A grey line from where a label was meant to go to where it went, when it had to move.
    private static func leader(_ label: LabelPlacement.Label) -> String? {
        guard let (from, to) = label.leader else { return nil }
        return "<line x1=\"\(SVGText.number(from.x))\" y1=\"\(SVGText.number(from.y))\" x2=\"\(SVGText.number(to.x))\" "
            + "y2=\"\(SVGText.number(to.y))\" stroke=\"\(WireframeColour.muted)\" stroke-width=\"1\"/>"
    }

    /// A blue arrow as a line and a filled head (no marker ids to clash in one page).
    static func arrow(from: Point, to: Point) -> String {
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy) = (dx / length, dy / length)
        let base = Point(x: to.x - ux * 8, y: to.y - uy * 8)
        let head = [to, Point(x: base.x - uy * 4, y: base.y + ux * 4), Point(x: base.x + uy * 4, y: base.y - ux * 4)]
            .map { "\(SVGText.number($0.x)),\(SVGText.number($0.y))" }
        return "<line x1=\"\(SVGText.number(from.x))\" y1=\"\(SVGText.number(from.y))\" x2=\"\(SVGText.number(base.x))\" "
            + "y2=\"\(SVGText.number(base.y))\" stroke=\"\(WireframeColour.ghost)\" stroke-width=\"1.5\"/>\n"
            + "<path class=\"arrowhead\" d=\"M\(head.joined(separator: " L")) Z\" fill=\"\(WireframeColour.ghost)\"/>"
    }

    /// `text` broken at spaces into lines of at most `width` picture units (a longer word keeps its own line).
    static func wrap(_ text: String, width: Double, monospaced: Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, SVGText.width(of: candidate, fontSize: fontSize, monospaced: monospaced) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
