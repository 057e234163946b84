// UIKit's keyboard layout guide (iOS 15), headless. There is no keyboard and no keyboard
// notification: set `keyboardHeight` on the view that stands for the window (or a view
// controller's root view), and the views below it see the part of the keyboard that covers them.

extension View {
    /// [headless] How far the on-screen keyboard rises over this view's bottom edge (0: hidden).
    ///
    /// A view it was set on keeps that value; any other view gets the part of its superview's
    /// keyboard that covers it: from the keyboard's top down to the view's bottom edge, at most the
    /// view's height. A view without a superview, and without a height set on it, has none.
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

    /// The frame of UIKit's `keyboardLayoutGuide` in the view's own coordinates: the view's full width,
    /// from the keyboard's top (or, when the keyboard is lower or hidden, from the safe area's bottom,
    /// as with UIKit's default `usesBottomSafeArea`) down to the view's bottom edge.
    public final var keyboardLayoutFrame: Rect {
        let size = frame.size
        let height = Swift.max(keyboardHeight, safeAreaInsets.bottom)
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}
