import PinEngine

/// Places a picture's text labels so that no two overlap: each label tries its candidate positions
/// in order and takes the first that overlaps no label placed before it and crosses the fewest
/// outlines of the picture's rectangles; when every candidate overlaps a label, it moves down from
/// its first candidate until it is clear (and the picture grows to hold it). The picture's size is
/// taken from everything placed, so every label lies inside it.
struct LabelPlacement {
    /// A placed label: its text, its box (top left, width and height, in picture units) and how it is drawn.
    struct Label: Equatable {
        var text: String
        var box: Rect
        var style: Style
        /// Where the label was meant to go, when it had to move away from every candidate (a leader line joins them).
        var displacedFrom: Point?
    }

    /// How a label's text is drawn.
    enum Style: Equatable {
        case title, name, hiddenName, frame, ghost, statement, note

        var isCode: Bool { self == .statement }
    }

    let fontSize: Double
    /// Rectangles whose outlines a label should not cross, drawn before the labels.
    var outlines: [Rect] = []
    /// Where the labels should stay when they can (a label outside costs as much as a crossed outline).
    var area: Rect?
    private(set) var labels: [Label] = []

    init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The space kept clear between two labels.
    static let gap = 1.0

    /// A label's box with its top left at `point`.
    func box(_ text: String, style: Style, at point: Point) -> Rect {
        Rect(x: point.x, y: point.y, width: SVGText.width(of: text, fontSize: fontSize, monospaced: style.isCode),
             height: fontSize * 1.3)
    }

    /// Places `text` at the best of `candidates` (top-left corners), and returns its box.
    @discardableResult
    mutating func place(_ text: String, style: Style, candidates: [Point]) -> Rect {
        precondition(!candidates.isEmpty, "a label needs somewhere to go")
        let scored = candidates.enumerated().compactMap { index, point -> (cost: Double, index: Int, box: Rect)? in
            let candidate = box(text, style: style, at: point)
            guard isClear(candidate) else { return nil }
            return (crossings(candidate), index, candidate)
        }
        if let best = scored.min(by: { ($0.cost, $0.index) < ($1.cost, $1.index) }) {
            labels.append(Label(text: text, box: best.box, style: style))
            return best.box
        }
        var moved = box(text, style: style, at: candidates[0])
        while !isClear(moved) { moved = moved.offsetBy(dx: 0, dy: fontSize / 2) }
        labels.append(Label(text: text, box: moved, style: style, displacedFrom: candidates[0]))
        return moved
    }

    /// True when `box` keeps `gap` from every label placed.
    func isClear(_ box: Rect) -> Bool {
        !labels.contains { Self.overlap($0.box, box, gap: Self.gap) }
    }

    /// How many outlines `box` crosses (lying across a rectangle's edge), plus one when it leaves `area`.
    private func crossings(_ box: Rect) -> Double {
        let crossed = outlines.filter { Self.overlap($0, box, gap: 0) && !Self.contains($0, box) }.count
        let outside = area.map { Self.contains($0, box) ? 0.0 : 1.0 } ?? 0
        return Double(crossed) + outside
    }

    /// True when `a` and `b`, each grown by `gap` / 2, share more than an edge.
    static func overlap(_ a: Rect, _ b: Rect, gap: Double) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }

    /// True when `inner` lies within `outer`.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }
}
