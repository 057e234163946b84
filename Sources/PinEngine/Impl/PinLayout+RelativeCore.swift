// The shared core of `above/below/left/right/before/after(of:)` and their fallback forms.

/// What a relative method found.
@usableFromInline
enum RelativeOutcome {
    /// The layouted view has no superview: nothing is set and nothing is said (PinLayout's rule).
    case noSuperview
    /// `ofFirstVisible: []`: warned, nothing set, neither branch runs.
    case warnedEmptyList
    /// The list was empty: the caller warns (plain methods) or falls back.
    case empty
    /// The list was not empty; its attached views positioned the view.
    case placed
}

/// The relation of a vertical relative method.
@usableFromInline
enum VerticalRelation {
    case above, below

    /// PinLayout's context text, e.g. `below(of: (View, Frame: ...), aligned: .left)`.
    @usableFromInline
    func context(_ views: RelativeViews, _ aligned: HorizontalAlign) -> String {
        relativeContext(self == .above ? "above" : "below", views, aligned: aligned == .none ? nil : "\(aligned)")
    }
}

/// A horizontal relation; `before`/`after` resolve with the layouted view's direction.
@usableFromInline
enum HorizontalRelation {
    case leftOf, rightOf, before, after

    /// PinLayout's context text, e.g. `after(of: [(View, ...), (View, ...)], aligned: .top)`.
    @usableFromInline
    func context(_ views: RelativeViews, _ aligned: VerticalAlign) -> String {
        let name = switch self {
        case .leftOf: "left"
        case .rightOf: "right"
        case .before: "before"
        case .after: "after"
        }
        return relativeContext(name, views, aligned: aligned == .none ? nil : "\(aligned)")
    }
}

extension PinLayout {
    /// `above`/`below(of:aligned:)` on the outermost edges, aligned on the outer or mean anchor.
    @inlinable @inline(__always)
    func place<Views: AnchorSource>(_ relation: VerticalRelation, of views: Views,
                        aligned: HorizontalAlign, _ context: Context) -> RelativeOutcome {
        guard let layoutSuperview = view.unretainedSuperview else { return .noSuperview }
        let side = horizontalSide(of: aligned)
        let kind: Anchor.Kind = switch (relation, side) {
        case (.above, .left): .topLeft
        case (.above, .center): .topCenter
        case (.above, .right): .topRight
        case (.below, .left): .bottomLeft
        case (.below, .center): .bottomCenter
        case (.below, .right): .bottomRight
        }
        let extent = anchorExtent(kind, of: views, in: layoutSuperview, context)
        guard extent.viewCount > 0 else { return .empty }
        guard extent.count > 0 else { return .placed }
        switch relation {
        case .above: setBottom(extent.minY, context)
        case .below: setTop(extent.maxY, context)
        }
        if aligned != .none {
            switch side {
            case .left: setLeft(extent.minX, context)
            case .center: setHorizontalCenter(extent.meanX, context)
            case .right: setRight(extent.maxX, context)
            }
        }
        return .placed
    }

    /// `left/right/before/after(of:aligned:)` on the outermost edges, aligned likewise.
    @inlinable @inline(__always)
    func place<Views: AnchorSource>(_ relation: HorizontalRelation, of views: Views,
                        aligned: VerticalAlign, _ context: Context) -> RelativeOutcome {
        guard let layoutSuperview = view.unretainedSuperview else { return .noSuperview }
        // left(of:), before(of:) in LTR and after(of:) in RTL place the view on the left.
        let onTheLeft = switch relation {
        case .leftOf: true
        case .rightOf: false
        case .before: view.isLTR()
        case .after: !view.isLTR()
        }
        let kind: Anchor.Kind = switch (onTheLeft, aligned) {
        case (true, .top), (true, .none): .topLeft
        case (true, .center): .centerLeft
        case (true, .bottom): .bottomLeft
        case (false, .top), (false, .none): .topRight
        case (false, .center): .centerRight
        case (false, .bottom): .bottomRight
        }
        let extent = anchorExtent(kind, of: views, in: layoutSuperview, context)
        guard extent.viewCount > 0 else { return .empty }
        guard extent.count > 0 else { return .placed }
        if onTheLeft {
            setRight(extent.minX, context)
        } else {
            setLeft(extent.maxX, context)
        }
        switch aligned {
        case .top: setTop(extent.minY, context)
        case .center: setVerticalCenter(extent.meanY, context)
        case .bottom: setBottom(extent.maxY, context)
        case .none: break
        }
        return .placed
    }

    /// The anchors' reduction; the superview is read guaranteed (a strong local costs a retain).
    @inlinable @inline(__always)
    func anchorExtent<Views: AnchorSource>(_ kind: Anchor.Kind, of views: Views, in layoutSuperview: Unmanaged<View>,
                                           _ context: Context) -> AnchorExtent {
        let layoutedView = view
        return layoutSuperview._withUnsafeGuaranteedRef {
            views.reduceAnchors(kind, in: $0, layoutedView: layoutedView, context)
        }
    }

    /// PinLayout's warning for an empty relative list (note the trailing space, as upstream).
    @inlinable @inline(__always)
    func warnNoVisibleView(_ context: Context) {
        Self.warnNoVisibleView(context, layoutedView: view)
    }

    @usableFromInline
    static func warnNoVisibleView(_ context: Context, layoutedView: View) {
        warnWontBeApplied("At least one view must be visible (i.e. UIView.isHidden != true) ", context, layoutedView: layoutedView)
    }

    @usableFromInline
    enum HorizontalSide { case left, center, right }

    /// `.start`/`.end` resolve with the layouted view's direction; `.none` uses the left anchors.
    @inlinable
    func horizontalSide(of aligned: HorizontalAlign) -> HorizontalSide {
        switch aligned {
        case .none, .left: .left
        case .center: .center
        case .right: .right
        case .start: view.isLTR() ? .left : .right
        case .end: view.isLTR() ? .right : .left
        }
    }
}

/// `below(of: (View, Frame: ...), aligned: .left)`, PinLayout's context text for relative methods.
func relativeContext(_ method: String, _ views: RelativeViews, aligned: String?) -> String {
    let alignedText = aligned.map { ", aligned: .\($0)" } ?? ""
    return "\(method)(of: \(views.warningDescription)\(alignedText))"
}
