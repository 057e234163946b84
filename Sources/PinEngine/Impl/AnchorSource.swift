// What a relative method positions the view against, and the one-pass reduction of its anchors.

/// A relative statement's views: `OneView` or `RelativeViews`, so one view carries no array.
@usableFromInline
protocol AnchorSource {
    /// Reduces the `kind` anchors in one pass without allocating, as PinLayout's topMost/average/...
    /// (same seeds, comparisons and summation order); unattached references warn and are skipped.
    func reduceAnchors(_ kind: Anchor.Kind, in layoutSuperview: View, layoutedView: View,
                       _ context: Context) -> AnchorExtent

    /// The views as PinLayout's warnings describe them (only built when a warning is emitted).
    var warningViews: RelativeViews { get }
}

/// The one view of `below(of: view)` or `ofFirstVisible:`, unretained (the caller keeps it alive).
@usableFromInline
struct OneView: AnchorSource {
    @usableFromInline let view: Unmanaged<View>

    @inlinable
    init(_ view: View) {
        self.view = Unmanaged.passUnretained(view)
    }

    @inlinable
    init(unretained view: Unmanaged<View>) {
        self.view = view
    }

    @inlinable
    func reduceAnchors(_ kind: Anchor.Kind, in layoutSuperview: View, layoutedView: View,
                       _ context: Context) -> AnchorExtent {
        // A returned value, not a captured variable, which cost a run-time exclusivity check each time.
        view._withUnsafeGuaranteedRef { reference in
            var extent = AnchorExtent()
            PinLayout.addAnchor(kind, of: reference, to: &extent, in: layoutSuperview, layoutedView: layoutedView, context)
            return extent
        }
    }

    @usableFromInline
    var warningViews: RelativeViews { RelativeViews([view.takeUnretainedValue()][...]) }
}

extension RelativeViews: AnchorSource {
    @inlinable @inline(__always)
    func reduceAnchors(_ kind: Anchor.Kind, in layoutSuperview: View, layoutedView: View,
                       _ context: Context) -> AnchorExtent {
        var extent = AnchorExtent()
        for reference in slice where !visibleOnly || reference.isVisibleForLayout {
            PinLayout.addAnchor(kind, of: reference, to: &extent, in: layoutSuperview, layoutedView: layoutedView, context)
        }
        return extent
    }

    @usableFromInline
    var warningViews: RelativeViews { self }
}
