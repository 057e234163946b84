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

    /// `adjust(_:scale:)`, bit for bit for every input, for code whose next computation reads the
    /// result, such as a hand-written chain where each view starts at the previous one's rounded edge.
    /// A value already on the pixel grid comes back as it is (`isOnGrid`: what the formula gives for
    /// it), so the next view does not wait for the multiply, the Float conversions, the rounding and
    /// the divide; the test is a well-predicted branch beside that chain. A power-of-two scale divides
    /// by multiplying with its exact reciprocal. It executes more instructions than `adjust`, so the
    /// engine, whose statements are bound by instruction count rather than by this latency, keeps
    /// `adjust` (measured: `manual` 24.3 -> 19.3 ns per view with this, the engine's strategies 6%
    /// slower with it).
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

    /// Calls `body` with a function that divides by `scale` bit for bit, multiplying when it can. A
    /// positive power-of-two scale (1, 2, 4, ..., 1/2, ...) whose reciprocal is a normal number has an
    /// exact reciprocal, and `x` times it is the same correctly rounded quotient as `x / scale` (NaN,
    /// infinities, zeros and underflow included); other scales divide. The scale is tested once per
    /// call, and `body` is inlined into each branch.
    @inlinable @inline(__always)
    static func withDivision<Result>(by scale: Double, _ body: ((Double) -> Double) -> Result) -> Result {
        let exponent = scale.exponentBitPattern
        if scale.sign == .plus && scale.significandBitPattern == 0 && exponent > 0 && exponent < 2046 {
            let reciprocal = Double(sign: .plus, exponentBitPattern: 2046 - exponent, significandBitPattern: 0)
            return body { $0 * reciprocal }
        }
        return body { $0 / scale }
    }

    /// Whether `round` and `ceil` give `value` back bit for bit, shown cheaply: `scaled`
    /// (`value * scale`) is an integer below 2^24 in magnitude, so `Float(scaled)` is exact and
    /// `roundf`/`ceilf` leave it unchanged (-0 included); the formula then gives `scaled / scale`,
    /// which the last test proves equal to `value`. Equal and nonzero means the same bits; when both
    /// are zero, `scaled / scale` has the sign of `value` for any nonzero finite scale (the sign of the
    /// scale goes in and out). A NaN or infinite `value` or `scale` fails the magnitude test or the
    /// quotient test (a zero scale gives NaN there), so it takes the formula; no test can trap. The
    /// integer test adds and subtracts 1.5 × 2^52, which rounds any `scaled` below 2^51 in magnitude to
    /// an integer: no libm call, and no trap check as `Int32(scaled)` would add.
    @inlinable @inline(__always)
    static func isOnGrid(_ value: Double, scaled: Double, _ divide: (Double) -> Double) -> Bool {
        (scaled + integerRounder) - integerRounder == scaled && scaled.magnitude < 16_777_216 && divide(scaled) == value
    }

    /// 1.5 × 2^52: any Double between 2^52 and 2^53 is an integer, so adding this to a value below
    /// 2^51 in magnitude rounds it to an integer (to nearest), and subtracting it again is exact.
    @inlinable @inline(__always) static var integerRounder: Double { 6_755_399_441_055_744 }

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
