/// PinLayout's pixel rounding (`Coordinates.adjustRectToDisplayScale`), bit for bit: the value is
/// scaled, converted to a 32-bit Float, rounded (origins: half away from zero, like `roundf`; sizes:
/// up, like `ceilf`), converted back and divided by the scale. The Float step is deliberate: it
/// absorbs tiny Double errors exactly as PinLayout does (and loses precision past 2^24 pixels, as
/// PinLayout does). Public so that hand-written reference layouts round the same way.
public enum PixelGrid {
    /// `roundf(Float(value * scale)) / scale`.
    @inlinable @inline(__always)
    public static func round(_ value: Double, scale: Double) -> Double {
        Double(Float(value * scale).rounded(.toNearestOrAwayFromZero)) / scale
    }

    /// `ceilf(Float(value * scale)) / scale`.
    @inlinable @inline(__always)
    public static func ceil(_ value: Double, scale: Double) -> Double {
        Double(Float(value * scale).rounded(.up)) / scale
    }

    /// The rectangle PinLayout writes for `rect`: origin rounded, size rounded up, each independently.
    @inlinable @inline(__always)
    public static func adjust(_ rect: Rect, scale: Double) -> Rect {
        Rect(x: round(rect.origin.x, scale: scale), y: round(rect.origin.y, scale: scale),
             width: ceil(rect.size.width, scale: scale), height: ceil(rect.size.height, scale: scale))
    }
}
