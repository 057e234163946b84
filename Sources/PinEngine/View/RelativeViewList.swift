/// What relative methods position against: views, slices, or `visible(_:)`; nothing allocated.
public protocol RelativeViewList {
    /// The views, described for the engine.
    func makeRelativeViews() -> RelativeViews
}

/// The views a relative method reads, in order, possibly skipping invisible ones.
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

/// The visible views of a list, in order: what `visible(_:)` returns, lazily, so it allocates nothing.
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

/// The visible views, as PinLayout's `visible(_:)`, but lazily.
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
