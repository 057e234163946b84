/// Anything a relative method (`below(of:)`, `after(of:)`, ...) can position a view against: an array
/// or array slice of views, or the visible views of one (`visible(_:)`). Iterating it allocates nothing.
public protocol RelativeViewList {
    /// Calls `body` with each view that takes part, in order.
    func forEachRelativeView(_ body: (View) -> Void)
}

extension Array: RelativeViewList where Element: View {
    public func forEachRelativeView(_ body: (View) -> Void) {
        for view in self { body(view) }
    }
}

extension ArraySlice: RelativeViewList where Element: View {
    public func forEachRelativeView(_ body: (View) -> Void) {
        for view in self { body(view) }
    }
}

extension RelativeViewList {
    /// How many views take part (PinLayout's `relativeViews.count`).
    var relativeViewCount: Int {
        var count = 0
        forEachRelativeView { _ in count += 1 }
        return count
    }

    /// PinLayout's text for the list in warnings: one view's description alone, several in brackets.
    var warningDescription: String {
        var descriptions: [String] = []
        forEachRelativeView { descriptions.append(viewDescription($0)) }
        return descriptions.count == 1 ? descriptions[0] : "[\(descriptions.joined(separator: ", "))]"
    }
}

/// The single view of `below(of: view)` and friends, without the array PinLayout allocates for it.
struct SingleRelativeView: RelativeViewList {
    let view: View

    func forEachRelativeView(_ body: (View) -> Void) {
        body(view)
    }
}

/// The views of `base` that are neither hidden nor fully transparent, in order: what `visible(_:)`
/// returns. A lazy view of `base`, so `below(of: visible([a, b]))` allocates only the array literal,
/// and `below(of: visible(views[i-3..<i]))` nothing at all.
public struct VisibleViews<Base: Collection>: Collection, RelativeViewList where Base.Element: View {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public var startIndex: Base.Index { nextVisible(from: base.startIndex) }
    public var endIndex: Base.Index { base.endIndex }

    public subscript(position: Base.Index) -> Base.Element { base[position] }

    public func index(after i: Base.Index) -> Base.Index {
        nextVisible(from: base.index(after: i))
    }

    public func forEachRelativeView(_ body: (View) -> Void) {
        for view in base where view.isVisibleForLayout { body(view) }
    }

    private func nextVisible(from index: Base.Index) -> Base.Index {
        var index = index
        while index != base.endIndex && !base[index].isVisibleForLayout {
            index = base.index(after: index)
        }
        return index
    }
}

/// The views of `views` that are visible (not hidden, alpha above 0), as PinLayout's `visible(_:)`:
/// `view.pin.below(of: visible([a, b]))`. Unlike PinLayout's, the result is a lazy collection rather
/// than a new array; use `Array(visible(views))` where an array is needed.
public func visible<C: Collection>(_ views: C) -> VisibleViews<C> where C.Element: View {
    VisibleViews(views)
}

extension View {
    /// What `visible(_:)` keeps: not hidden and alpha above 0.
    public var isVisibleForLayout: Bool { !isHidden && alpha > 0 }
}
