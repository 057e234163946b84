import PinBaseline
import PinEngine

/// Hand-written frame arithmetic, the verifier's reference: PinLayout's order of arithmetic, bit for
/// bit; only `PixelGrid` is shared with the engine.
enum ChainArithmetic {
    /// The anchors' reduction as PinLayout does it, written again: the reference must not share the
    /// checked code.
    struct Anchors {
        private(set) var count = 0
        private(set) var minX = 0.0
        private(set) var maxX = 0.0
        private(set) var minY = 0.0
        private(set) var maxY = 0.0
        private var sumX = 0.0
        private var sumY = 0.0

        mutating func add(_ point: Point) {
            if count == 0 {
                (minX, maxX, minY, maxY) = (point.x, point.x, point.y, point.y)
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

        var meanX: Double { sumX / Double(count) }
        var meanY: Double { sumY / Double(count) }
    }

    /// Where on a reference view the anchor sits, per axis.
    enum AnchorSide { case min, mid, max }

    /// The anchor a chain statement uses on each reference view, by direction and alignment.
    static func anchorSides(_ chain: Chain, ltr: Bool) -> (x: AnchorSide, y: AnchorSide) {
        switch chain.direction {
        case .down, .up:
            let y: AnchorSide = chain.direction == .down ? .max : .min
            switch chain.horizontalAlignment {
            case .none, .left: return (.min, y)
            case .center: return (.mid, y)
            case .right: return (.max, y)
            case .start: return (ltr ? .min : .max, y)
            case .end: return (ltr ? .max : .min, y)
            }
        case .after, .before:
            let onTheLeft = (chain.direction == .before) == ltr
            let x: AnchorSide = onTheLeft ? .min : .max
            switch chain.verticalAlignment {
            case .none, .top: return (x, .min)
            case .center: return (x, .mid)
            case .bottom: return (x, .max)
            }
        }
    }

    /// The anchor point of a reference view whose frame is `frame`, in its own superview's space.
    @inline(__always)
    static func anchorPoint(of frame: Rect, _ sides: (x: AnchorSide, y: AnchorSide)) -> Point {
        let x = switch sides.x {
        case .min: frame.minX
        case .mid: frame.minX + frame.width / 2
        case .max: frame.minX + frame.width
        }
        let y = switch sides.y {
        case .min: frame.minY
        case .mid: frame.minY + frame.height / 2
        case .max: frame.minY + frame.height
        }
        return Point(x: x, y: y)
    }

    /// `reference`'s anchor point in `layoutSuperview`'s space, converted as the engine does.
    static func anchorPoint(of reference: View, _ sides: (x: AnchorSide, y: AnchorSide), in layoutSuperview: View) -> Point {
        let point = anchorPoint(of: reference.frame, sides)
        if reference.hasSuperview(layoutSuperview) { return point }
        guard let referenceSuperview = reference.superview else { return point }
        precondition(referenceSuperview.superview === layoutSuperview.superview, "chains relate siblings or sibling containers only")
        let from = referenceSuperview.frame.origin
        let to = layoutSuperview.frame.origin
        return Point(x: (point.x + from.x) - to.x, y: (point.y + from.y) - to.y)
    }

    /// PinLayout's frame beyond `anchors` before rounding: edge plus `margin`, cross axis aligned.
    static func relativeFrame(_ current: Rect, anchors: Anchors, chain: Chain, margin: Double, ltr: Bool) -> Rect {
        let width = current.width
        let height = current.height
        var x = current.origin.x
        var y = current.origin.y
        switch chain.direction {
        case .down, .up:
            y = chain.direction == .down ? anchors.maxY + margin : (anchors.minY - margin) - height
            switch chain.horizontalAlignment {
            case .none: break
            case .left: x = anchors.minX + 0
            case .center: x = ((anchors.meanX - width / 2) + 0) - 0
            case .right: x = (anchors.maxX - 0) - width
            case .start: x = ltr ? anchors.minX + 0 : (anchors.maxX - 0) - width
            case .end: x = ltr ? (anchors.maxX - 0) - width : anchors.minX + 0
            }
        case .after, .before:
            let onTheLeft = (chain.direction == .before) == ltr
            x = onTheLeft ? (anchors.minX - margin) - width : anchors.maxX + margin
            switch chain.verticalAlignment {
            case .none: break
            case .top: y = anchors.minY + 0
            case .center: y = ((anchors.meanY - height / 2) + 0) - 0
            case .bottom: y = (anchors.maxY - 0) - height
            }
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The frame with no visible predecessor: the edge on the superview's plus `margin`.
    static func fallbackFrame(_ current: Rect, superview: Rect, direction: ChainDirection, margin: Double, ltr: Bool) -> Rect {
        let width = current.width
        let height = current.height
        var x = current.origin.x
        var y = current.origin.y
        switch direction {
        case .down: y = 0 + margin
        case .up: y = ((superview.height - 0) - margin) - height
        case .after, .before:
            let onTheLeft = (direction == .after) == ltr
            x = onTheLeft ? 0 + margin : ((superview.width - 0) - margin) - width
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
