// What a relative method positions the view against, and the one-pass reduction of its anchors.

/// The views of a relative statement: one view (`OneView`) or a list (`RelativeViews`). The relative
/// core is generic over it, so each statement runs code specialized for its kind; a one-view
/// statement carries no array at all (an empty array kept beside a single view was copied through
/// the array's value witness, with a retain and a release, on every statement).
@usableFromInline
protocol AnchorSource {
    /// Reduces the `kind` anchors of the views in one pass, without allocating: the extreme
    /// coordinates and the sums PinLayout's topMost/bottomMost/leftMost/rightMost/average compute
    /// from its array of points (same seeds, same strict comparisons, same summation order).
    /// Unattached references are skipped with a warning, as PinLayout does.
    func reduceAnchors(_ kind: Anchor.Kind, in layoutSuperview: View, layoutedView: View,
                       _ context: Context) -> AnchorExtent

    /// The views as PinLayout's warnings describe them (only built when a warning is emitted).
    var warningViews: RelativeViews { get }
}

/// The one view of `below(of: view)` and friends, or the view `ofFirstVisible:` found. Held
/// unretained: the caller's argument (or list) keeps it alive for the statement, and a strong
/// reference would be retained and released at every copy the optimizer makes for warning contexts.
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
        // A value returned from the guaranteed reference, not a closure writing a captured
        // variable: that made the compiler check exclusivity at run time on every statement.
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
