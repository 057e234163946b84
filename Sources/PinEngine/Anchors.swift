/// One of a view's nine anchor points (`viewA.anchor.bottomRight`); taking one allocates nothing.
public struct Anchor {
    @usableFromInline
    let view: View
    @usableFromInline
    let kind: Kind

    @inlinable
    init(view: View, kind: Kind) {
        self.view = view
        self.kind = kind
    }

    @usableFromInline
    enum Kind: String {
        case topLeft, topCenter, topRight, centerLeft, center, centerRight, bottomLeft, bottomCenter, bottomRight
    }

    /// The anchor point in the superview's space, with PinLayout's arithmetic.
    @inlinable
    var point: Point {
        Self.point(kind, of: view.layoutRect)
    }

    /// The `kind` anchor of a view whose frame is `rect`, with PinLayout's arithmetic, bit for bit.
    @inlinable
    static func point(_ kind: Kind, of rect: Rect) -> Point {
        let (horizontal, vertical) = kind.steps
        return Point(x: step(rect.minX, rect.width, horizontal), y: step(rect.minY, rect.height, vertical))
    }

    /// `origin`, `origin + length / 2` or `origin + length` for a step of 0, 1 or 2.
    @inlinable @inline(__always)
    static func step(_ origin: Double, _ length: Double, _ step: UInt8) -> Double {
        step == 0 ? origin : origin + (step == 1 ? length / 2 : length)
    }
}

extension Anchor.Kind {
    /// How far along each axis the anchor is: 0 at the start, 1 at the middle, 2 at the end.
    @inlinable @inline(__always)
    var steps: (horizontal: UInt8, vertical: UInt8) {
        switch self {
        case .topLeft: (0, 0)
        case .topCenter: (1, 0)
        case .topRight: (2, 0)
        case .centerLeft: (0, 1)
        case .center: (1, 1)
        case .centerRight: (2, 1)
        case .bottomLeft: (0, 2)
        case .bottomCenter: (1, 2)
        case .bottomRight: (2, 2)
        }
    }
}

/// The anchors of a view (`view.anchor`); start/end resolve with the *reference* view's direction.
public struct AnchorList {
    @usableFromInline
    let view: View

    public var topLeft: Anchor { Anchor(view: view, kind: .topLeft) }
    public var topCenter: Anchor { Anchor(view: view, kind: .topCenter) }
    public var topRight: Anchor { Anchor(view: view, kind: .topRight) }
    public var centerLeft: Anchor { Anchor(view: view, kind: .centerLeft) }
    public var center: Anchor { Anchor(view: view, kind: .center) }
    public var centerRight: Anchor { Anchor(view: view, kind: .centerRight) }
    public var bottomLeft: Anchor { Anchor(view: view, kind: .bottomLeft) }
    public var bottomCenter: Anchor { Anchor(view: view, kind: .bottomCenter) }
    public var bottomRight: Anchor { Anchor(view: view, kind: .bottomRight) }

    public var topStart: Anchor { view.isLTR() ? topLeft : topRight }
    public var topEnd: Anchor { view.isLTR() ? topRight : topLeft }
    public var centerStart: Anchor { view.isLTR() ? centerLeft : centerRight }
    public var centerEnd: Anchor { view.isLTR() ? centerRight : centerLeft }
    public var bottomStart: Anchor { view.isLTR() ? bottomLeft : bottomRight }
    public var bottomEnd: Anchor { view.isLTR() ? bottomRight : bottomLeft }
}

/// A horizontal edge of a view (`view.edge.left`, `.hCenter`, `.right`, `.start`, `.end`).
public struct HorizontalEdge {
    @usableFromInline
    let view: View
    @usableFromInline
    let kind: Kind

    @inlinable
    init(view: View, kind: Kind) {
        self.view = view
        self.kind = kind
    }

    @usableFromInline
    enum Kind: String {
        case left, hCenter, right
    }

    /// The edge's x in the coordinate space of the view's superview.
    @inlinable
    var coordinate: Double {
        let rect = view.layoutRect
        switch kind {
        case .left: return rect.origin.x
        case .hCenter: return rect.midX
        case .right: return rect.maxX
        }
    }
}

/// A vertical edge of a view (`view.edge.top`, `.vCenter`, `.bottom`).
public struct VerticalEdge {
    @usableFromInline
    let view: View
    @usableFromInline
    let kind: Kind

    @inlinable
    init(view: View, kind: Kind) {
        self.view = view
        self.kind = kind
    }

    @usableFromInline
    enum Kind: String {
        case top, vCenter, bottom
    }

    /// The edge's y in the coordinate space of the view's superview.
    @inlinable
    var coordinate: Double {
        let rect = view.layoutRect
        switch kind {
        case .top: return rect.origin.y
        case .vCenter: return rect.midY
        case .bottom: return rect.maxY
        }
    }
}

/// The edges of a view (`view.edge`). `start`/`end` resolve with the *reference* view's direction.
public struct EdgeList {
    @usableFromInline
    let view: View

    public var top: VerticalEdge { VerticalEdge(view: view, kind: .top) }
    public var vCenter: VerticalEdge { VerticalEdge(view: view, kind: .vCenter) }
    public var bottom: VerticalEdge { VerticalEdge(view: view, kind: .bottom) }
    public var left: HorizontalEdge { HorizontalEdge(view: view, kind: .left) }
    public var hCenter: HorizontalEdge { HorizontalEdge(view: view, kind: .hCenter) }
    public var right: HorizontalEdge { HorizontalEdge(view: view, kind: .right) }
    public var start: HorizontalEdge { view.isLTR() ? left : right }
    public var end: HorizontalEdge { view.isLTR() ? right : left }
}

extension View {
    /// The view's anchor points, for `pin.topLeft(to: other.anchor.bottomRight)` and friends.
    public var anchor: AnchorList { AnchorList(view: self) }
    /// The view's edges, for `pin.top(to: other.edge.bottom)` and friends.
    public var edge: EdgeList { EdgeList(view: self) }
}
