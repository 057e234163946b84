// The insets PinLayout reads from the layouted view, for `top(pin.safeArea)`, `pin.safeArea + 10`, ...
// (the headless source of these values is in View+SafeArea).

extension PinLayout {
    /// The view's `safeAreaInsets`.
    public var safeArea: EdgeInsets { view.safeAreaInsets }
}
