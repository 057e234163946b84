/// PinLayout's pixel rounding (`Coordinates.adjustRectToDisplayScale`), bit for bit: the value is
/// scaled, converted to a 32-bit Float, rounded (origins: half away from zero, like `roundf`; sizes:
/// up, like `ceilf`), converted back and divided by the scale. The Float step is deliberate: it
/// absorbs tiny Double errors exactly as PinLayout does (and loses precision past 2^24 pixels, as
/// PinLayout does). Public so that hand-written reference layouts round the same way.
///
/// The rounding itself calls no libm function: on the x86-64 baseline Swift targets, `roundf` is a
/// library call and `ceilf` an indirect one, while a few integer operations on the bits do the same
/// (with a shorter latency than the Float arithmetic of a magic-number rounding, which measured twice
/// as slow as libm). `PixelRoundingPropertyTests` checks them against `roundf`/`ceilf` bit for bit
/// over ten million values.
public enum PixelGrid {
    /// `roundf(Float(value * scale)) / scale`.
    @inlinable @inline(__always)
    public static func round(_ value: Double, scale: Double) -> Double {
        Double(roundedHalfAwayFromZero(Float(value * scale))) / scale
    }

    /// `ceilf(Float(value * scale)) / scale`.
    @inlinable @inline(__always)
    public static func ceil(_ value: Double, scale: Double) -> Double {
        Double(roundedUp(Float(value * scale))) / scale
    }

    /// The rectangle PinLayout writes for `rect`: origin rounded, size rounded up, each independently.
    @inlinable @inline(__always)
    public static func adjust(_ rect: Rect, scale: Double) -> Rect {
        Rect(x: round(rect.origin.x, scale: scale), y: round(rect.origin.y, scale: scale),
             width: ceil(rect.size.width, scale: scale), height: ceil(rect.size.height, scale: scale))
    }

    /// `roundf(value)`, bit for bit (the sign of zero included), without the library call. Works on
    /// the bits as glibc's roundf does: add half a unit at the binary point, then clear the fraction.
    @inlinable @inline(__always)
    public static func roundedHalfAwayFromZero(_ value: Float) -> Float {
        let bits = value.bitPattern
        let exponent = unbiasedExponent(bits)
        if exponent >= 23 { return value } // already integral, or infinite, or NaN
        if exponent < 0 { // below 1: ±0, or ±1 from one half up
            return Float(bitPattern: (bits & signBit) | (exponent == -1 ? onePattern : 0))
        }
        let fraction = fractionMask &>> UInt32(exponent)
        return Float(bitPattern: (bits &+ (halfUnit &>> UInt32(exponent))) & ~fraction)
    }

    /// `ceilf(value)`, bit for bit (the sign of zero included), without the library call: a positive
    /// value with a fraction goes one unit up before the fraction is cleared, a negative one does not.
    @inlinable @inline(__always)
    public static func roundedUp(_ value: Float) -> Float {
        let bits = value.bitPattern
        let exponent = unbiasedExponent(bits)
        if exponent >= 23 { return value }
        let isNegative = bits & signBit != 0
        if exponent < 0 { // below 1: negatives give -0, positives 1, zeros stay
            return isNegative ? Float(bitPattern: signBit) : bits == 0 ? value : 1
        }
        let fraction = fractionMask &>> UInt32(exponent)
        if bits & fraction == 0 { return value }
        return Float(bitPattern: (isNegative ? bits : bits &+ (unit &>> UInt32(exponent))) & ~fraction)
    }

    @inlinable @inline(__always)
    static func unbiasedExponent(_ bits: UInt32) -> Int32 {
        Int32(truncatingIfNeeded: (bits &>> 23) & 0xff) &- 127
    }

    @inlinable @inline(__always) static var signBit: UInt32 { 0x8000_0000 }
    @inlinable @inline(__always) static var onePattern: UInt32 { 0x3f80_0000 }
    /// The fraction bits of a Float whose value is in [1, 2); shifted right by the exponent, those
    /// below the binary point.
    @inlinable @inline(__always) static var fractionMask: UInt32 { 0x007f_ffff }
    /// One unit (and half a unit) at the binary point of a Float in [1, 2), shifted likewise.
    @inlinable @inline(__always) static var unit: UInt32 { 0x0080_0000 }
    @inlinable @inline(__always) static var halfUnit: UInt32 { 0x0040_0000 }
}
