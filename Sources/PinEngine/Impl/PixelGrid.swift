/// PinLayout's pixel rounding (`adjustRectToDisplayScale`), bit for bit, including its deliberate
/// 32-bit Float step; public so that hand-written layouts round the same way. The rounding calls no
/// libm function (integer operations on the bits; `PixelRoundingPropertyTests` checks them against
/// `roundf`/`ceilf`).
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

    /// `adjust(_:scale:)`, bit for bit, passing on-grid values through untouched; the engine keeps
    /// `adjust` (docs/engine.md, Cost).
    @inlinable @inline(__always)
    public static func adjustKeepingGridValues(_ rect: Rect, scale: Double) -> Rect {
        withDivision(by: scale) { divide in
            Rect(x: roundKeepingGridValue(rect.origin.x, scale: scale, divide),
                 y: roundKeepingGridValue(rect.origin.y, scale: scale, divide),
                 width: ceilKeepingGridValue(rect.size.width, scale: scale, divide),
                 height: ceilKeepingGridValue(rect.size.height, scale: scale, divide))
        }
    }

    /// `round(_:scale:)` with the on-grid test first and `divide` for the division by the scale.
    @inlinable @inline(__always)
    static func roundKeepingGridValue(_ value: Double, scale: Double, _ divide: (Double) -> Double) -> Double {
        let scaled = value * scale
        if isOnGrid(value, scaled: scaled, divide) { return value }
        return divide(Double(roundedHalfAwayFromZero(Float(scaled))))
    }

    /// `ceil(_:scale:)` with the on-grid test first and `divide` for the division by the scale.
    @inlinable @inline(__always)
    static func ceilKeepingGridValue(_ value: Double, scale: Double, _ divide: (Double) -> Double) -> Double {
        let scaled = value * scale
        if isOnGrid(value, scaled: scaled, divide) { return value }
        return divide(Double(roundedUp(Float(scaled))))
    }

    /// Division by `scale` bit for bit: multiplies by an exact power-of-two reciprocal, else divides.
    @inlinable @inline(__always)
    static func withDivision<Result>(by scale: Double, _ body: ((Double) -> Double) -> Result) -> Result {
        let exponent = scale.exponentBitPattern
        if scale.sign == .plus && scale.significandBitPattern == 0 && exponent > 0 && exponent < 2046 {
            let reciprocal = Double(sign: .plus, exponentBitPattern: 2046 - exponent, significandBitPattern: 0)
            return body { $0 * reciprocal }
        }
        return body { $0 / scale }
    }

    /// Whether `value` is already on the grid, bit for bit; NaN, infinities and a zero scale take the
    /// formula, and nothing can trap.
    @inlinable @inline(__always)
    static func isOnGrid(_ value: Double, scaled: Double, _ divide: (Double) -> Double) -> Bool {
        (scaled + integerRounder) - integerRounder == scaled && scaled.magnitude < 16_777_216 && divide(scaled) == value
    }

    /// 1.5 × 2^52: adding and subtracting it rounds a value below 2^51 to an integer, exactly.
    @inlinable @inline(__always) static var integerRounder: Double { 6_755_399_441_055_744 }

    /// `roundf(value)` bit for bit without the call, on the bits as glibc does.
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

    /// `ceilf(value)` bit for bit without the call: positive fractions go up before clearing.
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
    /// A Float's fraction bits in [1, 2); shifted by the exponent, those below the point.
    @inlinable @inline(__always) static var fractionMask: UInt32 { 0x007f_ffff }
    /// One unit (and half a unit) at the binary point of a Float in [1, 2), shifted likewise.
    @inlinable @inline(__always) static var unit: UInt32 { 0x0080_0000 }
    @inlinable @inline(__always) static var halfUnit: UInt32 { 0x0040_0000 }
}
