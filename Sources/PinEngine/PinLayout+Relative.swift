// Relative positioning: above/below/left/right/before/after(of: view or views, aligned:).
// With several views the view is placed beyond all of them and aligned on the leftmost/rightmost
// (or topmost/bottommost) anchor, or on the mean of the anchors for `.center`. An empty list
// (e.g. `visible(_:)` of hidden views) is skipped with a warning; see PinLayout+Fallback.swift
// for the forms that fall back to the superview instead.

extension PinLayout {
    /// Places the view above `relativeView` (its bottom on the other's top), optionally aligned.
    @discardableResult
    public consuming func above(of relativeView: View, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// Places the view above all of `relativeViews` (its bottom on the topmost top).
    @discardableResult
    public consuming func above(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, relativeViews, aligned)
        return self
    }

    /// Places the view below `relativeView` (its top on the other's bottom), optionally aligned.
    @discardableResult
    public consuming func below(of relativeView: View, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// Places the view below all of `relativeViews` (its top on the bottommost bottom).
    @discardableResult
    public consuming func below(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, relativeViews, aligned)
        return self
    }

    /// Places the view on the left of `relativeView` (its right on the other's left), optionally aligned.
    @discardableResult
    public consuming func left(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.leftOf, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// Places the view on the left of all of `relativeViews` (its right on the leftmost left).
    @discardableResult
    public consuming func left(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.leftOf, relativeViews, aligned)
        return self
    }

    /// Places the view on the right of `relativeView` (its left on the other's right), optionally aligned.
    @discardableResult
    public consuming func right(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.rightOf, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// Places the view on the right of all of `relativeViews` (its left on the rightmost right).
    @discardableResult
    public consuming func right(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.rightOf, relativeViews, aligned)
        return self
    }

    /// `left(of:)` in LTR, `right(of:)` in RTL.
    @discardableResult
    public consuming func before(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.before, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// `left(of:)` in LTR, `right(of:)` in RTL.
    @discardableResult
    public consuming func before(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.before, relativeViews, aligned)
        return self
    }

    /// `right(of:)` in LTR, `left(of:)` in RTL.
    @discardableResult
    public consuming func after(of relativeView: View, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.after, SingleRelativeView(view: relativeView), aligned)
        return self
    }

    /// `right(of:)` in LTR, `left(of:)` in RTL.
    @discardableResult
    public consuming func after(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.after, relativeViews, aligned)
        return self
    }

    private mutating func relative(_ relation: VerticalRelation, _ views: some RelativeViewList, _ aligned: HorizontalAlign) {
        func context() -> String { relation.context(views, aligned) }
        if place(relation, of: views, aligned: aligned, context) == .empty {
            warnNoVisibleView(context)
        }
    }

    private mutating func relative(_ relation: HorizontalRelation, _ views: some RelativeViewList, _ aligned: VerticalAlign) {
        func context() -> String { relation.context(views, aligned) }
        if place(relation, of: views, aligned: aligned, context) == .empty {
            warnNoVisibleView(context)
        }
    }
}
