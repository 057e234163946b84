// [not upstream] Relative positioning against the first visible view of an ordered preference list,
// the generic fallback PinLayout's maintainer asked for when closing PR #256:
//
//     textLabel.pin.below(ofFirstVisible: [segmented, logo], aligned: .left,
//                         then: { $0.marginTop(10) }, otherwise: { $0.top().marginTop(20) })
//
// The candidates are scanned in order and the scan stops at the first visible one (not hidden, alpha
// above 0, as `visible(_:)` decides); the statement is then exactly the plain single-view method,
// `below(of: thatView, aligned:)`, warnings included, followed by `then:`. With no visible candidate,
// `otherwise:` applies its own modifiers (the form without `otherwise:` warns as
// `below(of: visible(list))` does). Modifiers chained after the call apply to both branches.
//
// The list is a `PreferenceList` (View/PreferenceList.swift): an array or slice of views, or either
// reversed, so a chain passes its predecessors nearest first without copying them:
// `below(ofFirstVisible: views[start..<i].reversed(), ...)`. The scan allocates nothing and reads one
// view in the usual case (the nearest one is visible), k at worst.
//
// Built on the internals of the other relative forms: `place(_:of:aligned:_:)` with
// `OneView` for the relative branch, `Branch` from PinLayout+Fallback.swift for `then:`/`otherwise:`
// (applied to the builder in place), and `warnNoVisibleView` for the warnings.
//
// An empty list names no view at all, which is a mistake in the code rather than a visibility
// state: it behaves as the plain method with an empty list, PinLayout's "At least one view must be
// visible" warning and nothing set, and neither branch runs. A view without a superview is left
// alone, silently, as the plain methods do.

extension PinLayout {
    // MARK: Vertical

    /// Places the view below the first visible view of `candidates` (a preference order, typically
    /// the nearest view above first) and applies `primary`; when none is visible, `fallback` applies
    /// its own modifiers instead: `below(ofFirstVisible: [segmented, logo], otherwise: { $0.top() })`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.below, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `below(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `below(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none
    ) -> PinLayout {
        return relative(.below, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.below, aligned) })
    }

    /// Places the view above the first visible view of `candidates` and applies `primary`; when none
    /// is visible, `fallback` applies its own modifiers instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.above, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `above(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `above(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none
    ) -> PinLayout {
        return relative(.above, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.above, aligned) })
    }

    // MARK: Horizontal

    /// Places the view on the left of the first visible view of `candidates` and applies `primary`;
    /// when none is visible, `fallback` applies its own modifiers instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.leftOf, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `left(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `left(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.leftOf, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.leftOf, aligned) })
    }

    /// Places the view on the right of the first visible view of `candidates` and applies `primary`;
    /// when none is visible, `fallback` applies its own modifiers instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.rightOf, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `right(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `right(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.rightOf, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.rightOf, aligned) })
    }

    /// Places the view before (left in LTR, right in RTL) the first visible view of `candidates` and
    /// applies `primary`; when none is visible, `fallback` applies its own modifiers instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.before, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `before(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `before(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.before, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.before, aligned) })
    }

    /// Places the view after (right in LTR, left in RTL) the first visible view of `candidates` and
    /// applies `primary`; when none is visible, `fallback` applies its own modifiers instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.after, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `after(of:aligned:)` the first visible view of `candidates`; with none visible, PinLayout's
    /// warning for an empty list, as `after(of: visible(candidates))`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.after, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.after, aligned) })
    }

    // MARK: Implementation

    // The relative branch is `place` with the found view; the branches are `branch(_:_:_:)`, as for
    // the `otherwise:` forms of PinLayout+Fallback.swift.
    // Two copies, vertical and horizontal, on purpose, as in PinLayout+Fallback.swift: one generic
    // body over a relation protocol was tried and cost first-visible 1.3% more instructions (the
    // fallback forms 0.3-0.8%), specialized and force-inlined as it was.
    @inlinable @inline(__always)
    consuming func relative(
        _ relation: VerticalRelation, firstVisibleOf candidates: Preferences, _ aligned: HorizontalAlign,
        then primary: Branch, otherwise fallback: Branch
    ) -> PinLayout {
        let outcome: RelativeOutcome
        switch candidates.found {
        case .view(let found):
            // `OneView` keeps the found view unretained: taking an owned reference
            // (`takeUnretainedValue()`) cost a retain and a release on every statement.
            let views = OneView(unretained: found)
            outcome = place(relation, of: views, aligned: aligned, { relation.context(views.warningViews, aligned) })
        case .noneVisible:
            outcome = view.unretainedSuperview == nil ? .noSuperview : .empty
        case .emptyList:
            guard view.unretainedSuperview != nil else { outcome = .noSuperview; break }
            warnNoVisibleView { relation.context(RelativeViews([]), aligned) }
            outcome = .warnedEmptyList
        }
        return branch(outcome, primary, fallback)
    }

    @inlinable @inline(__always)
    consuming func relative(
        _ relation: HorizontalRelation, firstVisibleOf candidates: Preferences, _ aligned: VerticalAlign,
        then primary: Branch, otherwise fallback: Branch
    ) -> PinLayout {
        let outcome: RelativeOutcome
        switch candidates.found {
        case .view(let found):
            // `OneView` keeps the found view unretained: taking an owned reference
            // (`takeUnretainedValue()`) cost a retain and a release on every statement.
            let views = OneView(unretained: found)
            outcome = place(relation, of: views, aligned: aligned, { relation.context(views.warningViews, aligned) })
        case .noneVisible:
            outcome = view.unretainedSuperview == nil ? .noSuperview : .empty
        case .emptyList:
            guard view.unretainedSuperview != nil else { outcome = .noSuperview; break }
            warnNoVisibleView { relation.context(RelativeViews([]), aligned) }
            outcome = .warnedEmptyList
        }
        return branch(outcome, primary, fallback)
    }

    /// The plain method's warning for an empty list, with its context text (`below(of: [], aligned: .left)`).
    @inlinable
    consuming func warnedNoneVisible(_ relation: VerticalRelation, _ aligned: HorizontalAlign) -> PinLayout {
        warnNoVisibleView { relation.context(RelativeViews([]), aligned) }
        return self
    }

    /// The plain method's warning for an empty list, with its context text (`after(of: [])`).
    @inlinable
    consuming func warnedNoneVisible(_ relation: HorizontalRelation, _ aligned: VerticalAlign) -> PinLayout {
        warnNoVisibleView { relation.context(RelativeViews([]), aligned) }
        return self
    }
}
