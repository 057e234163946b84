import PinEngine

/// Places labels clear of each other and of outlines: a free candidate, else the nearest spot with a
/// leader, else lower.
struct LabelPlacement {
    /// A placed label: its text, its box (top left, width and height, in picture units) and how it is drawn.
    struct Label: Equatable {
        var text: String
        var box: Rect
        var style: Style
        /// The view the label names or gives the frame of (`Outline.owner`); nil for titles, statements and notes.
        var owner: String?
        /// Where the label was meant to go, when it had to move away from every candidate (a leader line joins them).
        var displacedFrom: Point?

        /// The leader line drawn from where the label was meant to go to its box's top left; nil when it did not move.
        var leader: (from: Point, to: Point)? {
            displacedFrom.map { ($0, Point(x: box.minX, y: box.minY)) }
        }
    }

    /// A view's drawn rectangle and its owner path ("1/root/label").
    struct Outline: Equatable {
        var rect: Rect
        var owner: String
    }

    /// How a label's text is drawn.
    enum Style: Equatable {
        case title, name, hiddenName, frame, ghost, statement, note

        var isCode: Bool { self == .statement }
    }

    let fontSize: Double
    /// The rectangles drawn before the labels, which no label should lie over.
    var outlines: [Outline] = []
    /// Where the labels should stay when they can.
    var area: Rect?
    private(set) var labels: [Label] = []

    init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The space kept clear between two labels.
    static let gap = 1.0
    /// Half the widest stroke drawn (the highlighted view's, 2): a label this close to a line is over it.
    static let stroke = 1.0
    /// How far around its first candidate a label looks for a clear place first, in font sizes.
    static let reach = 12.0

    /// A label's box with its top left at `point`.
    func box(_ text: String, style: Style, at point: Point) -> Rect {
        Rect(x: point.x, y: point.y, width: SVGText.width(of: text, fontSize: fontSize, monospaced: style.isCode),
             height: fontSize * 1.3)
    }

    /// Places `text` at the best of `candidates`, or near the first; returns its box.
    @discardableResult
    mutating func place(_ text: String, style: Style, owner: String? = nil, candidates: [Point]) -> Rect {
        precondition(!candidates.isEmpty, "a label needs somewhere to go")
        typealias Scored = (cost: Int, outside: Int, rank: Double, box: Rect)
        let size = box(text, style: style, at: Point(x: 0, y: 0))
        func scored(_ point: Point, rank: Double) -> Scored? {
            let candidate = size.offsetBy(dx: point.x, dy: point.y)
            guard isClear(candidate) else { return nil }
            return (coverings(candidate, owner: owner), area.map { Self.contains($0, candidate) ? 0 : 1 } ?? 0, rank, candidate)
        }
        func better(_ a: Scored, _ b: Scored) -> Bool { (a.cost, a.outside, a.rank) < (b.cost, b.outside, b.rank) }
        let origin = candidates[0]
        let given = candidates.enumerated().compactMap { scored($1, rank: Double($0)) }
        if let best = given.filter({ $0.cost == 0 }).min(by: better) {
            labels.append(Label(text: text, box: best.box, style: style, owner: owner))
            return best.box
        }
        // No candidate is clear of every outline: the nearest place around the first that is, ranked after them,
        // whose leader line crosses no label; twice as far when none is that near.
        let step = fontSize / 2
        var around: [Scored] = []
        for reach in [Self.reach, 2 * Self.reach] where !around.contains(where: { $0.cost == 0 }) {
            let steps = Int(reach * 2)
            around = []
            for dy in -steps...steps {
                for dx in -2 * steps...2 * steps {
                    let point = Point(x: origin.x + Double(dx) * step, y: origin.y + Double(dy) * step)
                    let distance = Double(dx * dx + dy * dy).squareRoot() * step
                    if let candidate = scored(point, rank: Double(candidates.count) + distance), leaderIsClear(from: origin, to: point) {
                        around.append(candidate)
                    }
                }
            }
        }
        if let best = (given + around).min(by: better) {
            let moved = best.rank >= Double(candidates.count)
            labels.append(Label(text: text, box: best.box, style: style, owner: owner, displacedFrom: moved ? origin : nil))
            return best.box
        }
        var moved = box(text, style: style, at: origin)
        while !isClear(moved) { moved = moved.offsetBy(dx: 0, dy: fontSize / 2) }
        labels.append(Label(text: text, box: moved, style: style, owner: owner, displacedFrom: origin))
        return moved
    }

    /// True when `box` keeps `gap` from every label placed and lies under no leader line.
    func isClear(_ box: Rect) -> Bool {
        !labels.contains { label in
            Self.overlap(label.box, box, gap: Self.gap)
                || label.leader.map { Self.segment(from: $0.from, to: $0.to, crosses: box.insetBy(dx: -Self.gap, dy: -Self.gap)) } ?? false
        }
    }

    /// True when a leader from `origin` to `end` crosses no label but one it starts in, which any leader would.
    func leaderIsClear(from origin: Point, to end: Point) -> Bool {
        !labels.contains { label in
            let box = label.box.insetBy(dx: -Self.gap, dy: -Self.gap)
            return !box.contains(origin) && Self.segment(from: origin, to: end, crosses: box)
        }
    }

    /// True when the segment from `start` to `end` meets `rect` (Liang–Barsky clipping).
    static func segment(from start: Point, to end: Point, crosses rect: Rect) -> Bool {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        var (entry, exit) = (0.0, 1.0)
        for (direction, room) in [(-dx, start.x - rect.minX), (dx, rect.maxX - start.x), (-dy, start.y - rect.minY), (dy, rect.maxY - start.y)] {
            if direction == 0 {
                if room < 0 { return false }
                continue
            }
            let t = room / direction
            if direction < 0 { entry = max(entry, t) } else { exit = min(exit, t) }
            if entry > exit { return false }
        }
        return true
    }

    /// How many outlines `box` lies over, but the owner's superviews.
    func coverings(_ box: Rect, owner: String?) -> Int {
        outlines.filter { outline in
            Self.crosses(box, outline.rect)
                || (Self.contains(outline.rect, box) && !(owner.map { $0 == outline.owner || $0.hasPrefix(outline.owner + "/") } ?? false))
        }.count
    }

    /// True when `box` lies over `rect`'s outline (within `stroke` of it).
    static func crosses(_ box: Rect, _ rect: Rect) -> Bool {
        overlap(rect, box, gap: 2 * stroke) && !contains(rect.insetBy(dx: stroke, dy: stroke), box)
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
