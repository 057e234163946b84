// UIKit's `sizeToFit()` on a view (not PinLayout's `pin.sizeToFit(_:)`).

extension View {
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin, as UIView's `sizeToFit()`.
    /// A size that is negative or not finite is ignored (UIKit would store it).
    public final func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard Pin.isValidSize(fitted.width) && Pin.isValidSize(fitted.height) else {
            return warnEngine("sizeToFit() ignored the size \(fitted) that sizeThatFits returned: sizes must be finite and >= 0.")
        }
        frame = Rect(origin: frame.origin, size: fitted)
    }
}
