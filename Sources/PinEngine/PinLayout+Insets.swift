// The insets PinLayout reads from the layouted view (`pin.safeArea`, `pin.layoutMargins`, ...).

extension PinLayout {
    /// The view's `safeAreaInsets`.
    public var safeArea: EdgeInsets { view.safeAreaInsets }

    /// The view's `layoutMargins` (safe area included, as UIKit reports them).
    public var layoutMargins: EdgeInsets { view.layoutMargins }

    /// The readable content area's insets; zero when that area is empty, as in PinLayout.
    public var readableMargins: EdgeInsets {
        let readable = view.readableContentFrame
        guard readable.width > 0, readable.height > 0 else { return .zero }
        let size = view.bounds.size
        return EdgeInsets(top: readable.minY, left: readable.minX,
                          bottom: size.height - readable.maxY, right: size.width - readable.maxX)
    }

    /// The keyboard layout guide's frame in the view's coordinates (`keyboardLayoutFrame`).
    public var keyboardArea: Rect { view.keyboardLayoutFrame }
}
