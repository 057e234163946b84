// UIKit's safe area, headless: set `safeAreaInsets` on a root view's stand-in.

extension View {
    /// The insets of the part of the view other content does not cover, as `UIView.safeAreaInsets`.
    /// Settable headless; other views get the part of their superview's insets they overlap, edge by
    /// edge, as UIKit does, and are told of changes before their next `layoutSubviews()`.
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

    /// Recomputes the insets below this view and calls the hooks top-down after the walk, so they may
    /// change the tree.
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

    /// `safeAreaInsetsDidChange()`, then the margin change when margins follow the safe area.
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

    /// Records `insets`; when changed, marks for layout and returns true.
    func noteSafeAreaInsets(_ insets: EdgeInsets) -> Bool {
        guard insets != (insetStore?.reportedSafeAreaInsets ?? .zero) else { return false }
        writableInsetStore.reportedSafeAreaInsets = insets
        needsLayout = true
        return true
    }
}
