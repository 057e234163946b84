// UIKit's layout margins and readable area, headless, combined with the safe area as UIKit does.

extension View {
    /// UIKit's `readableContentGuide` width at the default text size, the default of `maximumReadableWidth`.
    public static let defaultMaximumReadableWidth: Double = 672

    /// The space between the view's edges and its content, as `UIView.layoutMargins` (default 8). Reads
    /// the effective value, safe area and preserved superview margins included, as UIKit reports it;
    /// setting it makes the margins absolute.
    public final var layoutMargins: EdgeInsets {
        get {
            var margins = ownLayoutMargins
            if insetsLayoutMarginsFromSafeArea {
                let safeArea = safeAreaInsets
                margins = EdgeInsets(top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                                     bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
            }
            guard let store = insetStore, store.preservesSuperviewLayoutMargins, let parent = superview else {
                return margins
            }
            let parentMargins = parent.layoutMargins
            let parentSize = parent.bounds.size
            let frame = self.frame
            return EdgeInsets(top: Swift.max(margins.top, parentMargins.top - frame.minY),
                              left: Swift.max(margins.left, parentMargins.left - frame.minX),
                              bottom: Swift.max(margins.bottom, parentMargins.bottom - (parentSize.height - frame.maxY)),
                              right: Swift.max(margins.right, parentMargins.right - (parentSize.width - frame.maxX)))
        }
        set {
            updateLayoutMargins { store in
                store.layoutMargins = newValue
                store.layoutMarginsAreDirectional = false
            }
        }
    }

    /// `directionalLayoutMargins`; the last of the two properties set wins, as in UIKit.
    public final var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let ltr = effectiveUserInterfaceLayoutDirection == .leftToRight
            return DirectionalEdgeInsets(top: margins.top, leading: ltr ? margins.left : margins.right,
                                         bottom: margins.bottom, trailing: ltr ? margins.right : margins.left)
        }
        set {
            updateLayoutMargins { store in
                store.layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading,
                                                 bottom: newValue.bottom, right: newValue.trailing)
                store.layoutMarginsAreDirectional = true
            }
        }
    }

    /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true).
    public final var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetStore?.insetsLayoutMarginsFromSafeArea ?? true }
        set { updateLayoutMargins { $0.insetsLayoutMarginsFromSafeArea = newValue } }
    }

    /// UIKit's `preservesSuperviewLayoutMargins` (default false).
    public final var preservesSuperviewLayoutMargins: Bool {
        get { insetStore?.preservesSuperviewLayoutMargins ?? false }
        set { updateLayoutMargins { $0.preservesSuperviewLayoutMargins = newValue } }
    }

    /// The margins set on the view, before the safe area and the superview's.
    final var ownLayoutMargins: EdgeInsets {
        guard let store = insetStore else { return ViewInsetStore.defaultLayoutMargins }
        var margins = store.layoutMargins
        if store.layoutMarginsAreDirectional && effectiveUserInterfaceLayoutDirection == .rightToLeft {
            swap(&margins.left, &margins.right)
        }
        return margins
    }

    /// Applies `change`; tells the views whose effective margins changed.
    private func updateLayoutMargins(_ change: (ViewInsetStore) -> Void) {
        let before = layoutMargins
        change(writableInsetStore)
        if layoutMargins != before { noteLayoutMarginsChange() }
    }

    /// UIKit's reaction to changed effective margins: a pending pass and `layoutMarginsDidChange()`
    /// down the preserving views.
    func noteLayoutMarginsChange() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.needsLayout = true
            view.layoutMarginsDidChange()
            for child in view.subviews.reversed() where child.preservesSuperviewLayoutMargins {
                pending.append(child)
            }
        }
    }

    /// [headless] The readable area's widest (default `defaultMaximumReadableWidth`).
    public final var maximumReadableWidth: Double {
        get { insetStore?.maximumReadableWidth ?? View.defaultMaximumReadableWidth }
        set { writableInsetStore.maximumReadableWidth = newValue }
    }

    /// UIKit's `readableContentGuide` frame: inside the margins, centered at most this wide.
    public final var readableContentFrame: Rect {
        let margins = layoutMargins
        let size = bounds.size
        let marginsWidth = Swift.max(size.width - margins.left - margins.right, 0)
        let width = Swift.min(marginsWidth, Swift.max(maximumReadableWidth, 0))
        return Rect(x: margins.left + (marginsWidth - width) / 2, y: margins.top,
                    width: width, height: Swift.max(size.height - margins.top - margins.bottom, 0))
    }
}

extension ViewInsetStore {
    /// UIKit's default layout margins: 8 on each edge.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
