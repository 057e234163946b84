// UIKit's layout margins and readable content area, headless: plain settable values, combined with
// the safe area as UIKit combines them. There are no view controllers (whose root view gets the
// system's minimum margins) and no Dynamic Type (which sets the readable width): set them by hand.

extension View {
    /// UIKit's `readableContentGuide` width at the default text size, the default of `maximumReadableWidth`.
    public static let defaultMaximumReadableWidth: Double = 672

    /// The space to keep between the view's edges and its content, as UIKit's `UIView.layoutMargins`
    /// (default 8 on each edge).
    ///
    /// As in UIKit with `insetsLayoutMarginsFromSafeArea` (the default), the value read is the value
    /// set plus `safeAreaInsets`, edge by edge: margins are measured from the safe area.
    public final var layoutMargins: EdgeInsets {
        get {
            let margins = insetStore?.layoutMargins ?? ViewInsetStore.defaultLayoutMargins
            guard insetsLayoutMarginsFromSafeArea else { return margins }
            let safeArea = safeAreaInsets
            return EdgeInsets(top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                              bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
        }
        set { writableInsetStore.layoutMargins = newValue }
    }

    /// Whether `layoutMargins` are measured from the safe area rather than from the view's edges
    /// (UIKit's property of that name; default true).
    public final var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetStore?.insetsLayoutMarginsFromSafeArea ?? true }
        set { writableInsetStore.insetsLayoutMarginsFromSafeArea = newValue }
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
        let size = frame.size
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
