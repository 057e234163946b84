// UIKit's layout pass, headless: it runs only when `layoutIfNeeded()` is called.

extension View {
    /// Marks the view as needing a layout pass, as in UIKit.
    public final func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs pending passes as UIKit does, from the highest ancestor down, each view's safe area updated
    /// first; iterative.
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
