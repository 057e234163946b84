// UIKit's layout pass, headless: a pending flag per view and `layoutIfNeeded()` running the pending
// `layoutSubviews()` calls top-down. There is no run loop, so a pass runs only when
// `layoutIfNeeded()` is called; what marks a view is what marks it in UIKit.

extension View {
    /// Marks the view as needing a layout pass; the next `layoutIfNeeded()` on it, a descendant or
    /// an ancestor runs its `layoutSubviews()`. Also set by a frame of another size and by
    /// `addSubview` (on both views), as in UIKit, and on every new view.
    public final func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout passes now, as UIKit does (CALayer's `layoutIfNeeded`): first climbs
    /// from this view through the ancestors that also need layout, then walks the subtree of the
    /// highest one top-down, and every view in it that needs layout has its flag cleared and its
    /// `layoutSubviews()` called before its subviews are visited (so a size a parent gives a child
    /// makes the child's own pass run in the same walk). A `setNeedsLayout()` on a view from inside
    /// its own `layoutSubviews()` stays pending for the next call. The walk keeps its own stack, so
    /// trees of any depth are laid out without deep recursion.
    ///
    /// As in UIKit, each view's safe area is brought up to date when the walk reaches it (from its
    /// superview's, after the superview's `layoutSubviews()` placed it): a change calls its
    /// `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()` when its margins are measured from
    /// the safe area) and runs its `layoutSubviews()` (View+SafeArea.swift).
    public final func layoutIfNeeded() {
        var top = self
        while let parent = top.superview, parent.needsLayout { top = parent }
        var pending: [(view: View, safeArea: EdgeInsets)] = [(top, top.safeAreaInsets)]
        while let (view, safeArea) = pending.popLast() {
            if view.noteSafeAreaInsets(safeArea) { view.reportSafeAreaInsetsChange() }
            if view.needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
            for child in view.subviews.reversed() {
                pending.append((child, child.propagatedSafeAreaInsets(within: view, parentInsets: safeArea)))
            }
        }
    }

    /// Whether a layout pass is pending for this view (not a UIKit API; for tests and debugging).
    public final var isLayoutPending: Bool { needsLayout }
}
