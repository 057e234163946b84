extension View {
    /// Converts `point` to `view`'s space (nil: the roots'), as UIKit does.
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

/// Converts between two views' spaces in PinLayout's order of additions, bit for bit.
@usableFromInline
enum Coordinates {
    @inlinable
    static func convert(_ point: Point, from source: View?, to target: View?) -> Point {
        if source === target { return point }
        // Two fast paths with the general walk's arithmetic: a child, or siblings.
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

    /// The deepest common ancestor (or self) of `a` and `b`; nil across trees.
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
