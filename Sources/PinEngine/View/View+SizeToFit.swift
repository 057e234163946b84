// UIKit's `sizeToFit()` on a view (not PinLayout's `pin.sizeToFit(_:)`).

extension View {
    /// UIView's `sizeToFit()`; a negative or non-finite size is ignored.
    public final func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard Pin.isValidSize(fitted.width) && Pin.isValidSize(fitted.height) else {
            return warnEngine("sizeToFit() ignored the size \(fitted) that sizeThatFits returned: sizes must be finite and >= 0.")
        }
        frame = Rect(origin: frame.origin, size: fitted)
    }
}
