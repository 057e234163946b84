// Relative positioning beyond all the views, on the outermost anchor (the mean for `.center`); an empty
// list warns.

extension PinLayout {
    /// Places the view above `relativeView` (its bottom on the other's top), optionally aligned.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(of relativeView: View, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, OneView(relativeView), aligned)
        return self
    }

    /// Places the view above all of `relativeViews` (its bottom on the topmost top).
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    /// Places the view below `relativeView` (its top on the other's bottom), optionally aligned.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(of relativeView: View, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, OneView(relativeView), aligned)
        return self
    }

    /// Places the view below all of `relativeViews` (its top on the bottommost bottom).
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    /// Places the view on the left of `relativeView` (its right on the other's left), optionally aligned.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.leftOf, OneView(relativeView), aligned)
        return self
    }

    /// Places the view on the left of all of `relativeViews` (its right on the leftmost left).
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.leftOf, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    /// Places the view on the right of `relativeView` (its left on the other's right), optionally aligned.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.rightOf, OneView(relativeView), aligned)
        return self
    }

    /// Places the view on the right of all of `relativeViews` (its left on the rightmost right).
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.rightOf, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    /// `left(of:)` in LTR, `right(of:)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.before, OneView(relativeView), aligned)
        return self
    }

    /// `left(of:)` in LTR, `right(of:)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.before, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    /// `right(of:)` in LTR, `left(of:)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.after, OneView(relativeView), aligned)
        return self
    }

    /// `right(of:)` in LTR, `left(of:)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.after, relativeViews.makeRelativeViews(), aligned)
        return self
    }

    // OneView is unretained, so warning contexts cost no retain; forced inline (docs/engine.md, Cost).

    @inlinable @inline(__always)
    func relative<Views: AnchorSource>(_ relation: VerticalRelation, _ views: Views, _ aligned: HorizontalAlign) {
        func context() -> String { relation.context(views.warningViews, aligned) }
        if place(relation, of: views, aligned: aligned, context) == .empty {
            warnNoVisibleView(context)
        }
    }

    @inlinable @inline(__always)
    func relative<Views: AnchorSource>(_ relation: HorizontalRelation, _ views: Views, _ aligned: VerticalAlign) {
        func context() -> String { relation.context(views.warningViews, aligned) }
        if place(relation, of: views, aligned: aligned, context) == .empty {
            warnNoVisibleView(context)
        }
    }
}
