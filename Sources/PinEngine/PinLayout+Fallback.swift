// [not upstream] Chaining with a fallback (PinLayout PR #256's two shapes and a generic one). With a
// view in the list every form is the plain relative method, warnings included. With an empty list,
// `ifNeeded:` and the named forms pin the main-axis edge to the superview's (value 0, no alignment, no
// warning), and `otherwise:` hands the builder to a closure of its own. A view without a superview is
// left alone, silently.

extension PinLayout {
    /// A branch of `otherwise:`/`then:`: receives the builder, returns it with more modifiers.
    public typealias Branch = (consuming PinLayout) -> PinLayout

    // MARK: ifNeeded

    /// `below(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none,
                                ifNeeded fallback: VerticalFallback) -> PinLayout {
        relative(.below, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    /// `above(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none,
                                ifNeeded fallback: VerticalFallback) -> PinLayout {
        relative(.above, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    /// `left(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                               ifNeeded fallback: HorizontalFallback) -> PinLayout {
        relative(.leftOf, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    /// `right(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                ifNeeded fallback: HorizontalFallback) -> PinLayout {
        relative(.rightOf, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    /// `before(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                 ifNeeded fallback: HorizontalFallback) -> PinLayout {
        relative(.before, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    /// `after(of:aligned:)`, or the superview edge named by `fallback` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                ifNeeded fallback: HorizontalFallback) -> PinLayout {
        relative(.after, relativeViews.makeRelativeViews(), aligned, ifNeeded: fallback)
        return self
    }

    // MARK: Named forms (PR #256's `topIfNotBelow`)

    /// `below(of:aligned:)`, or `top()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topIfNotBelow(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.below, relativeViews.makeRelativeViews(), aligned, ifNeeded: .top)
        return self
    }

    /// `above(of:aligned:)`, or `bottom()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomIfNotAbove(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none) -> PinLayout {
        relative(.above, relativeViews.makeRelativeViews(), aligned, ifNeeded: .bottom)
        return self
    }

    /// `right(of:aligned:)`, or `left()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func leftIfNotRight(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.rightOf, relativeViews.makeRelativeViews(), aligned, ifNeeded: .left)
        return self
    }

    /// `left(of:aligned:)`, or `right()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func rightIfNotLeft(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.leftOf, relativeViews.makeRelativeViews(), aligned, ifNeeded: .right)
        return self
    }

    /// `after(of:aligned:)`, or `start()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func startIfNotAfter(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.after, relativeViews.makeRelativeViews(), aligned, ifNeeded: .start)
        return self
    }

    /// `before(of:aligned:)`, or `end()` when the list is empty.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func endIfNotBefore(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none) -> PinLayout {
        relative(.before, relativeViews.makeRelativeViews(), aligned, ifNeeded: .end)
        return self
    }

    // MARK: otherwise (generic)

    /// `below(of:aligned:)`, or with an empty list `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none,
                                then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.below, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    /// `above(of:aligned:)` when the list is not empty; otherwise `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(of relativeViews: some RelativeViewList, aligned: HorizontalAlign = .none,
                                then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.above, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    /// `left(of:aligned:)` when the list is not empty; otherwise `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                               then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.leftOf, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    /// `right(of:aligned:)` when the list is not empty; otherwise `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.rightOf, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    /// `before(of:aligned:)` when the list is not empty; otherwise `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                 then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.before, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    /// `after(of:aligned:)` when the list is not empty; otherwise `fallback` applies its own modifiers.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(of relativeViews: some RelativeViewList, aligned: VerticalAlign = .none,
                                then primary: Branch = { $0 }, otherwise fallback: Branch) -> PinLayout {
        return relative(.after, relativeViews.makeRelativeViews(), aligned, then: primary, otherwise: fallback)
    }

    // MARK: Implementation

    // Vertical and horizontal twins on purpose: a generic body costs more (docs/engine.md, Cost).

    @inlinable @inline(__always)
    consuming func relative(_ relation: VerticalRelation, _ views: RelativeViews, _ aligned: HorizontalAlign,
                            then primary: Branch, otherwise fallback: Branch) -> PinLayout {
        let outcome = place(relation, of: views, aligned: aligned, { relation.context(views, aligned) })
        return branch(outcome, primary, fallback)
    }

    @inlinable @inline(__always)
    consuming func relative(_ relation: HorizontalRelation, _ views: RelativeViews, _ aligned: VerticalAlign,
                            then primary: Branch, otherwise fallback: Branch) -> PinLayout {
        let outcome = place(relation, of: views, aligned: aligned, { relation.context(views, aligned) })
        return branch(outcome, primary, fallback)
    }

    @inlinable @inline(__always)
    consuming func branch(_ outcome: RelativeOutcome, _ primary: Branch, _ fallback: Branch) -> PinLayout {
        switch outcome {
        case .noSuperview, .warnedEmptyList: self
        case .empty: fallback(self)
        case .placed: primary(self)
        }
    }

    @inlinable @inline(__always)
    func relative(_ relation: VerticalRelation, _ views: RelativeViews,
                                   _ aligned: HorizontalAlign, ifNeeded fallback: VerticalFallback) {
        func context() -> String { relation.context(views, aligned) }
        guard place(relation, of: views, aligned: aligned, context) == .empty else { return }
        applyFallback(fallback, context)
    }

    @inlinable
    func applyFallback(_ fallback: VerticalFallback, _ context: Context) {
        switch fallback {
        case .none: warnNoVisibleView(context)
        case .top: setTop(0, context)
        case .bottom: if let rect = layoutSuperviewRect { setBottom(rect.height, context) }
        case .center: if let rect = layoutSuperviewRect { setVerticalCenter(rect.height / 2, context) }
        }
    }

    @inlinable @inline(__always)
    func relative(_ relation: HorizontalRelation, _ views: RelativeViews,
                                   _ aligned: VerticalAlign, ifNeeded fallback: HorizontalFallback) {
        func context() -> String { relation.context(views, aligned) }
        guard place(relation, of: views, aligned: aligned, context) == .empty else { return }
        applyFallback(fallback, context)
    }

    @inlinable
    func applyFallback(_ fallback: HorizontalFallback, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        let pinsLeft: Bool
        switch fallback {
        case .none: return warnNoVisibleView(context)
        case .center: return setHorizontalCenter(rect.width / 2, context)
        case .left: pinsLeft = true
        case .right: pinsLeft = false
        case .start: pinsLeft = view.isLTR()
        case .end: pinsLeft = !view.isLTR()
        }
        if pinsLeft { setLeft(0, context) } else { setRight(rect.width, context) }
    }
}
