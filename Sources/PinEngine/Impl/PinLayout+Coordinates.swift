// Other views' geometry for a statement, in the layouted view's superview space.

extension PinLayout {
    /// The superview's rect now; nil without a superview, with no warning, as in PinLayout.
    @inlinable
    var layoutSuperviewRect: Rect? {
        view.superview?.layoutRect
    }

    /// The x of `edge` in the layouted view's superview space, or nil (with PinLayout's warning when
    /// the reference view is not in a hierarchy).
    @inlinable
    func coordinate(of edge: HorizontalEdge, _ context: Context) -> Double? {
        guard let layoutSuperview = view.superview else { return nil }
        guard let referenceSuperview = referenceSuperview(of: edge.view, context) else { return nil }
        return Coordinates.convert(Point(x: edge.coordinate, y: 0), from: referenceSuperview, to: layoutSuperview).x
    }

    /// The y of `edge` in the layouted view's superview space, or nil.
    @inlinable
    func coordinate(of edge: VerticalEdge, _ context: Context) -> Double? {
        guard let layoutSuperview = view.superview else { return nil }
        guard let referenceSuperview = referenceSuperview(of: edge.view, context) else { return nil }
        return Coordinates.convert(Point(x: 0, y: edge.coordinate), from: referenceSuperview, to: layoutSuperview).y
    }

    /// The anchor point in the layouted view's superview space, or nil.
    @inlinable
    func point(of anchor: Anchor, _ context: Context) -> Point? {
        guard let layoutSuperview = view.superview else { return nil }
        guard let referenceSuperview = referenceSuperview(of: anchor.view, context) else { return nil }
        return Coordinates.convert(anchor.point, from: referenceSuperview, to: layoutSuperview)
    }

    /// A reference view must be in a hierarchy; otherwise PinLayout warns and skips it.
    @inlinable
    func referenceSuperview(of reference: View, _ context: Context) -> View? {
        Self.referenceSuperview(of: reference, layoutedView: view, context)
    }

    /// `referenceSuperview(of:_:)` for code that does not hold the builder.
    @inlinable
    static func referenceSuperview(of reference: View, layoutedView: View, _ context: Context) -> View? {
        if let superview = reference.superview { return superview }
        warnWontBeApplied("the reference view \(viewDescription(reference)) must be added as a sub-view before being used as a reference.",
                          context, layoutedView: layoutedView)
        return nil
    }

    /// Adds one reference view's `kind` anchor, converted into the layouted view's superview space.
    @inlinable
    static func addAnchor(_ kind: Anchor.Kind, of reference: View, to extent: inout AnchorExtent, in layoutSuperview: View,
                          layoutedView: View, _ context: Context) {
        extent.viewCount += 1
        let point = Anchor.point(kind, of: reference.layoutRect)
        // Siblings share the coordinate space: no conversion, and no retain of the superview.
        if reference.hasSuperview(layoutSuperview) { return extent.add(point) }
        guard let referenceSuperview = referenceSuperview(of: reference, layoutedView: layoutedView, context) else { return }
        extent.add(Coordinates.convert(point, from: referenceSuperview, to: layoutSuperview))
    }
}

/// The reduction of a list of anchor points, seeded with the first point like PinLayout's reduces.
@usableFromInline
struct AnchorExtent {
    /// Views in the list, attached or not (PinLayout's emptiness test counts them all).
    @usableFromInline var viewCount = 0
    /// Anchor points that survived (attached reference views).
    @usableFromInline var count = 0
    @usableFromInline var minX = 0.0
    @usableFromInline var maxX = 0.0
    @usableFromInline var minY = 0.0
    @usableFromInline var maxY = 0.0
    @usableFromInline var sumX = 0.0
    @usableFromInline var sumY = 0.0

    @inlinable
    init() {}

    @inlinable @inline(__always)
    mutating func add(_ point: Point) {
        if count == 0 {
            minX = point.x
            maxX = point.x
            minY = point.y
            maxY = point.y
        } else {
            if point.x < minX { minX = point.x }
            if point.x > maxX { maxX = point.x }
            if point.y < minY { minY = point.y }
            if point.y > maxY { maxY = point.y }
        }
        sumX += point.x
        sumY += point.y
        count += 1
    }

    /// The arithmetic mean of the x coordinates (PinLayout's center alignment over several views).
    @inlinable
    var meanX: Double { sumX / Double(count) }
    /// The arithmetic mean of the y coordinates.
    @inlinable
    var meanY: Double { sumY / Double(count) }
}
