/// Anything a relative method (`below(of:)`, `after(of:)`, ...) can position a view against: an array
/// or array slice of views, or the visible views of one (`visible(_:)`).
///
/// The requirement hands the engine a concrete, non-generic description of the list, so that the
/// relative methods run the same specialized code whatever the caller passes, and allocate nothing
/// for `[View]`, `ArraySlice<View>` and `visible(_:)`. (An array of a View subclass is copied into a
/// `[View]` once, as Swift's array upcast does.)
public protocol RelativeViewList {
    /// The views, described for the engine.
    func makeRelativeViews() -> RelativeViews
}

/// The views a relative method reads, in order: a slice of views from which hidden or fully
/// transparent ones may be skipped. (A single view, `below(of: view)`, is read as `OneView`.)
public struct RelativeViews {
    @usableFromInline let slice: ArraySlice<View>
    @usableFromInline let visibleOnly: Bool

    /// The views of `slice`; with `visibleOnly`, only those `visible(_:)` keeps.
    @inlinable
    public init(_ slice: ArraySlice<View>, visibleOnly: Bool = false) {
        self.slice = slice
        self.visibleOnly = visibleOnly
    }

    /// Calls `body` with each view, in order. (The hot path, `reduceAnchors`, iterates without a closure.)
    func forEach(_ body: (View) -> Void) {
        for view in slice where !visibleOnly || view.isVisibleForLayout { body(view) }
    }

    /// PinLayout's text for the list in warnings: one view's description alone, several in brackets.
    @usableFromInline
    var warningDescription: String {
        var descriptions: [String] = []
        forEach { descriptions.append(viewDescription($0)) }
        return descriptions.count == 1 ? descriptions[0] : "[\(descriptions.joined(separator: ", "))]"
    }
}

extension Array: RelativeViewList where Element: View {
    @inlinable
    public func makeRelativeViews() -> RelativeViews {
        if Element.self == View.self {
            return RelativeViews(unsafeBitCast(self, to: [View].self)[...])
        }
        let upcast: [View] = map { $0 }
        return RelativeViews(upcast[...])
    }
}

extension ArraySlice: RelativeViewList where Element: View {
    @inlinable
    public func makeRelativeViews() -> RelativeViews {
        if Element.self == View.self {
            return RelativeViews(unsafeBitCast(self, to: ArraySlice<View>.self))
        }
        let upcast: [View] = map { $0 }
        return RelativeViews(upcast[...])
    }
}

/// The views of a list that are neither hidden nor fully transparent, in order: what `visible(_:)`
/// returns. A lazy view of the list, so `below(of: visible([a, b]))` allocates only the array
/// literal, and `below(of: visible(views[i-3..<i]))` nothing at all.
public struct VisibleViews: Collection, RelativeViewList {
    public let base: ArraySlice<View>

    @inlinable
    public init(_ base: ArraySlice<View>) {
        self.base = base
    }

    @inlinable
    public func makeRelativeViews() -> RelativeViews { RelativeViews(base, visibleOnly: true) }

    public var startIndex: Int { nextVisible(from: base.startIndex) }
    public var endIndex: Int { base.endIndex }

    public subscript(position: Int) -> View { base[position] }

    public func index(after i: Int) -> Int {
        nextVisible(from: i + 1)
    }

    private func nextVisible(from index: Int) -> Int {
        var index = index
        while index < base.endIndex && !base[index].isVisibleForLayout {
            index += 1
        }
        return index
    }
}

/// The views that are visible (not hidden, alpha above 0), as PinLayout's `visible(_:)`:
/// `view.pin.below(of: visible([a, b]))`. Unlike PinLayout's, the result is a lazy collection
/// rather than a new array; use `Array(visible(views))` where an array is needed.
@inlinable
public func visible(_ views: [View]) -> VisibleViews {
    VisibleViews(views[...])
}

/// The visible views of a slice, e.g. the last k predecessors: `visible(views[i - k ..< i])`.
@inlinable
public func visible(_ views: ArraySlice<View>) -> VisibleViews {
    VisibleViews(views)
}

extension View {
    /// What `visible(_:)` keeps: not hidden and alpha above 0.
    @inlinable
    public var isVisibleForLayout: Bool { !isHidden && alpha > 0 }
}
