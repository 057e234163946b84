// UIKit's layout margins and readable content area, headless: plain settable values, combined with
// the safe area as UIKit combines them. There are no view controllers (whose root view gets the
// system's minimum margins) and no Dynamic Type (which sets the readable width): set them by hand.

extension View {
    /// UIKit's `readableContentGuide` width at the default text size, the default of `maximumReadableWidth`.
    public static let defaultMaximumReadableWidth: Double = 672

    /// The space to keep between the view's edges and its content, as UIKit's `UIView.layoutMargins`
    /// (default 8 on each edge).
    ///
    /// The value read is the effective one, as UIKit reports it: the value set (or
    /// `directionalLayoutMargins` resolved for the view's direction), plus `safeAreaInsets` edge by
    /// edge when `insetsLayoutMarginsFromSafeArea` (the default), then, when
    /// `preservesSuperviewLayoutMargins`, at least as much on each edge as the part of the
    /// superview's effective margins that reaches into the view (the superview's margin minus the
    /// view's distance from that superview edge), as UIKit's "smallest adjustment" does.
    /// Setting it marks the margins as absolute (left/right), as in UIKit.
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

    /// The layout margins in leading/trailing terms, as UIKit's `directionalLayoutMargins`: reading
    /// gives the effective `layoutMargins` with left/right mapped through
    /// `effectiveUserInterfaceLayoutDirection`; setting stores them as directional, so that they
    /// follow the direction when it changes (as in UIKit, the last of the two properties set wins).
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

    /// Whether `layoutMargins` are measured from the safe area rather than from the view's edges
    /// (UIKit's property of that name; default true).
    public final var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetStore?.insetsLayoutMarginsFromSafeArea ?? true }
        set { updateLayoutMargins { $0.insetsLayoutMarginsFromSafeArea = newValue } }
    }

    /// Whether the superview's margins also count where they reach into this view (UIKit's property
    /// of that name; default false, as UIView's). See `layoutMargins`.
    public final var preservesSuperviewLayoutMargins: Bool {
        get { insetStore?.preservesSuperviewLayoutMargins ?? false }
        set { updateLayoutMargins { $0.preservesSuperviewLayoutMargins = newValue } }
    }

    /// The margins set on the view (absolute, or directional resolved for its direction), before the
    /// safe area and the superview's margins.
    final var ownLayoutMargins: EdgeInsets {
        guard let store = insetStore else { return ViewInsetStore.defaultLayoutMargins }
        var margins = store.layoutMargins
        if store.layoutMarginsAreDirectional && effectiveUserInterfaceLayoutDirection == .rightToLeft {
            swap(&margins.left, &margins.right)
        }
        return margins
    }

    /// Applies `change` to the view's settings; when the effective margins change, tells the view and
    /// the subviews that preserve them (`noteLayoutMarginsChange`).
    private func updateLayoutMargins(_ change: (ViewInsetStore) -> Void) {
        let before = layoutMargins
        change(writableInsetStore)
        if layoutMargins != before { noteLayoutMarginsChange() }
    }

    /// UIKit's reaction to a change of the effective margins: a layout pass marked pending and
    /// `layoutMarginsDidChange()` called, on this view, then on each subview that preserves its
    /// superview's margins (and so on down). Called when a margin property is set to a value that
    /// changes the effective margins, and, for views that inset their margins from the safe area,
    /// when `safeAreaInsetsDidChange()` is. Not called when a frame change alone moves a view in or out
    /// of its superview's margins (UIKit re-evaluates those in its layout pass; read `layoutMargins`).
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

    /// [headless] The widest the readable content area gets (UIKit derives it from the text size;
    /// default `defaultMaximumReadableWidth`).
    public final var maximumReadableWidth: Double {
        get { insetStore?.maximumReadableWidth ?? View.defaultMaximumReadableWidth }
        set { writableInsetStore.maximumReadableWidth = newValue }
    }

    /// The frame of UIKit's `readableContentGuide`, in the view's own coordinates: the area inside
    /// `layoutMargins`, narrowed to `maximumReadableWidth` and centered horizontally when wider.
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
