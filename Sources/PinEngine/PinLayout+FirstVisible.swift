// [not upstream] Relative positioning against the first visible view of a `PreferenceList`, the generic
// fallback PinLayout's maintainer asked for on PR #256: the scan stops at the first visible view, then
// the statement is the plain single-view method and `then:`; with none, `otherwise:` runs. An empty
// list is a code mistake: PinLayout's warning, nothing set, neither branch runs.

extension PinLayout {
    // MARK: Vertical

    /// Below the first visible candidate, then `primary`; with none visible, `fallback` instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.below, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `below(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func below(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none
    ) -> PinLayout {
        return relative(.below, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.below, aligned) })
    }

    /// Above the first visible candidate, then `primary`; with none visible, `fallback` instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.above, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `above(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func above(
        ofFirstVisible candidates: some PreferenceList, aligned: HorizontalAlign = .none
    ) -> PinLayout {
        return relative(.above, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.above, aligned) })
    }

    // MARK: Horizontal

    /// Left of the first visible candidate, then `primary`; with none visible, `fallback` instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.leftOf, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `left(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.leftOf, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.leftOf, aligned) })
    }

    /// Right of the first visible candidate, then `primary`; with none visible, `fallback` instead.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.rightOf, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `right(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.rightOf, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.rightOf, aligned) })
    }

    /// Before the first visible candidate (by direction), then `primary`; none: `fallback`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.before, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `before(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func before(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.before, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.before, aligned) })
    }

    /// After the first visible candidate (by direction), then `primary`; none: `fallback`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none,
        then primary: Branch = { $0 }, otherwise fallback: Branch
    ) -> PinLayout {
        return relative(.after, firstVisibleOf: candidates.makePreferences(), aligned, then: primary, otherwise: fallback)
    }

    /// `after(of:aligned:)` the first visible candidate; none: PinLayout's empty-list warning.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func after(
        ofFirstVisible candidates: some PreferenceList, aligned: VerticalAlign = .none
    ) -> PinLayout {
        return relative(.after, firstVisibleOf: candidates.makePreferences(), aligned, then: { $0 },
                        otherwise: { $0.warnedNoneVisible(.after, aligned) })
    }

    // MARK: Implementation

    // Vertical and horizontal copies on purpose, as in PinLayout+Fallback.swift (docs/engine.md, Cost).
    @inlinable @inline(__always)
    consuming func relative(
        _ relation: VerticalRelation, firstVisibleOf candidates: Preferences, _ aligned: HorizontalAlign,
        then primary: Branch, otherwise fallback: Branch
    ) -> PinLayout {
        let outcome: RelativeOutcome
        switch candidates.found {
        case .view(let found):
            // Unretained: an owned reference costs a retain and a release per statement.
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
            // Unretained: an owned reference costs a retain and a release per statement.
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
