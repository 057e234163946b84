// UIKit's safe area, headless. There is no window, status bar or navigation bar to derive it from:
// set `safeAreaInsets` on the view that stands for a view controller's root view (the system's job in
// UIKit), and every view below it derives its own insets from its superview's, as UIKit does.

extension View {
    /// The insets of the part of the view that other content (status bar, navigation bar, home
    /// indicator) does not cover, as UIKit's `UIView.safeAreaInsets`.
    ///
    /// Headless, it is settable: a view it was set on keeps that value (UIKit's system-provided
    /// insets of a view controller's root view). Any other view gets the part of its superview's
    /// insets that it overlaps, edge by edge, as UIKit does: its top inset is the superview's top
    /// inset minus the view's `frame.minY`, never below 0 nor above the superview's top inset (UIKit
    /// does not extend a subview's inset beyond its superview's when the subview sticks out; PinLayout's
    /// own iOS 10 emulation uses the same bounds), and likewise for the other edges. A view without
    /// a superview, and without insets set on it, has zero insets.
    ///
    /// Reading it always reflects the current frames (O(depth to the view the insets were set on)).
    /// `safeAreaInsetsDidChange()` is called, and a layout pass marked pending, on every view whose
    /// insets changed since they were last reported: on this view and the views below it when it is
    /// set, and on each view a `layoutIfNeeded()` pass visits, just before its `layoutSubviews()`
    /// (so a subview moved under a bar by its superview's layout is told, and laid out again).
    public final var safeAreaInsets: EdgeInsets {
        get {
            valuePropagated(own: { $0.insetStore?.ownSafeAreaInsets }, none: .zero,
                            derive: { parentInsets, view, parent in
                                view.safeAreaInsets(within: parent, parentInsets: parentInsets)
                            })
        }
        set {
            writableInsetStore.ownSafeAreaInsets = newValue
            reportSafeAreaInsetsChanges()
        }
    }

    /// This view's insets, given its superview's: the part of the superview's insets it overlaps.
    func safeAreaInsets(within parent: View, parentInsets: EdgeInsets) -> EdgeInsets {
        let frame = self.frame
        let parentSize = parent.bounds.size
        func overlap(_ inset: Double, _ depth: Double) -> Double { Swift.max(Swift.min(depth, inset), 0) }
        return EdgeInsets(top: overlap(parentInsets.top, parentInsets.top - frame.minY),
                          left: overlap(parentInsets.left, parentInsets.left - frame.minX),
                          bottom: overlap(parentInsets.bottom, frame.maxY - (parentSize.height - parentInsets.bottom)),
                          right: overlap(parentInsets.right, frame.maxX - (parentSize.width - parentInsets.right)))
    }

    /// Recomputes the insets of this view and of the views below it, then calls `safeAreaInsetsDidChange()`, top-down, on each whose insets changed
    /// (`noteSafeAreaInsets`). The hooks run after the walk, so they may change the tree.
    private func reportSafeAreaInsetsChanges() {
        var changed: [View] = []
        var pending: [(view: View, insets: EdgeInsets)] = [(self, safeAreaInsets)]
        while let (view, insets) = pending.popLast() {
            if view.noteSafeAreaInsets(insets) { changed.append(view) }
            for child in view.subviews.reversed() {
                pending.append((child, child.propagatedSafeAreaInsets(within: view, parentInsets: insets)))
            }
        }
        for view in changed { view.reportSafeAreaInsetsChange() }
    }

    /// Tells a view its safe area changed: `safeAreaInsetsDidChange()`, then, when its margins are
    /// measured from the safe area, the margin change (`noteLayoutMarginsChange()`).
    func reportSafeAreaInsetsChange() {
        safeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { noteLayoutMarginsChange() }
    }

    /// This view's insets given its superview's, walking down a tree (its own when set on it).
    func propagatedSafeAreaInsets(within parent: View, parentInsets: EdgeInsets) -> EdgeInsets {
        if let store = insetStore, let own = store.ownSafeAreaInsets { return own }
        if parentInsets == .zero { return .zero }
        return safeAreaInsets(within: parent, parentInsets: parentInsets)
    }

    /// Records `insets` as the ones last reported, and, when they differ from the previous ones,
    /// marks the view as needing layout (UIKit lays out a view whose safe area changed) and returns
    /// true: the caller then calls `safeAreaInsetsDidChange()`. Allocates nothing for a view that
    /// has never had insets.
    func noteSafeAreaInsets(_ insets: EdgeInsets) -> Bool {
        guard insets != (insetStore?.reportedSafeAreaInsets ?? .zero) else { return false }
        writableInsetStore.reportedSafeAreaInsets = insets
        needsLayout = true
        return true
    }
}
