// UIKit's keyboard layout guide, headless: set `keyboardHeight` on the window's stand-in.

extension View {
    /// [headless] How far the keyboard rises over this view's bottom (0: hidden).
    public final var keyboardHeight: Double {
        get {
            valuePropagated(own: { $0.insetStore?.ownKeyboardHeight }, none: 0,
                            derive: { parentHeight, view, parent in
                                guard parentHeight > 0 else { return 0 }
                                let frame = view.frame
                                let covered = frame.maxY - (parent.frame.height - parentHeight)
                                return Swift.max(Swift.min(covered, frame.height), 0)
                            })
        }
        set { writableInsetStore.ownKeyboardHeight = newValue }
    }

    /// UIKit's `keyboardLayoutGuide` frame in the view's coordinates.
    public final var keyboardLayoutFrame: Rect {
        let size = frame.size
        let height = Swift.max(keyboardHeight, safeAreaInsets.bottom)
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}
