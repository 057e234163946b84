extension View {
    /// Converts `point` from this view's coordinate space to `view`'s. nil stands for the space the
    /// roots' frames are in (UIKit's window space), so the root's own origin counts. Views in different
    /// trees are treated as sharing that space, as UIKit does for views without a common window.
    public func convert(_ point: Point, to view: View?) -> Point {
        Coordinates.convert(point, from: self, to: view)
    }

    /// Converts `point` from `view`'s coordinate space (nil: the space the roots' frames are in) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        Coordinates.convert(point, from: view, to: self)
    }

    /// Converts `rect` from this view's coordinate space to `view`'s; the size is unchanged.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinate space to this view's; the size is unchanged.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}

/// Coordinate conversion between the spaces of two views of any trees, iterative (no recursion) and
/// allocation-free, O(depth).
///
/// The arithmetic order is part of the engine's contract because frames are compared bit for bit:
/// the point is moved up from the source to the common ancestor, adding each frame origin on the
/// way, then the target's origins up to that ancestor are subtracted one by one. This reproduces
/// PinLayout's two fast paths exactly: the same space is the identity, and a reference whose
/// superview is the layouted view's grandparent gives `point - superview.origin`.
@usableFromInline
enum Coordinates {
    @inlinable
    static func convert(_ point: Point, from source: View?, to target: View?) -> Point {
        if source === target { return point }
        // Two fast paths with the same arithmetic as the general walk below: the target is a child of
        // the source, or both are siblings (e.g. chained views that each sit in their own container).
        if let target, let source {
            if target.superview === source {
                return Point(x: point.x - target.frame.origin.x, y: point.y - target.frame.origin.y)
            }
            if let parent = source.superview, parent === target.superview {
                return Point(x: (point.x + source.frame.origin.x) - target.frame.origin.x,
                             y: (point.y + source.frame.origin.y) - target.frame.origin.y)
            }
        }
        let ancestor = commonAncestor(source, target)
        var result = point
        var node = source
        while let current = node, current !== ancestor {
            result.x += current.frame.origin.x
            result.y += current.frame.origin.y
            node = current.superview
        }
        node = target
        while let current = node, current !== ancestor {
            result.x -= current.frame.origin.x
            result.y -= current.frame.origin.y
            node = current.superview
        }
        return result
    }

    /// The deepest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`; nil when
    /// they belong to different trees (or either is nil).
    @usableFromInline
    static func commonAncestor(_ a: View?, _ b: View?) -> View? {
        guard var first = a, var second = b else { return nil }
        var firstDepth = depth(of: first)
        var secondDepth = depth(of: second)
        while firstDepth > secondDepth, let parent = first.superview {
            first = parent
            firstDepth -= 1
        }
        while secondDepth > firstDepth, let parent = second.superview {
            second = parent
            secondDepth -= 1
        }
        while first !== second {
            guard let firstParent = first.superview, let secondParent = second.superview else { return nil }
            first = firstParent
            second = secondParent
        }
        return first
    }

    @usableFromInline
    static func depth(of view: View) -> Int {
        var count = 0
        var node = view.superview
        while let current = node {
            count += 1
            node = current.superview
        }
        return count
    }
}
