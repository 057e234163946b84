// engine-specific: PixelGrid's libm-free rounding against glibc's roundf/ceilf, bit for bit.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import PinEngine

/// `PixelGrid` rounds without calling libm; these properties hold it to `roundf`/`ceilf` bit for bit
/// (the sign of zero and NaN included) over more than ten million values: random bit patterns (every
/// exponent: subnormals, the Float limits, infinities, NaN), ties at ±0.5 and their neighbours,
/// values around 2^23 and 2^24, and the whole Double path (`value * scale` through Float) for
/// coordinates in and far out of the accepted range. Deterministic (a fixed seed), and fast in release.
final class PixelRoundingPropertyTests: XCTestCase {
    /// SplitMix64: a fixed, portable sequence.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    /// How many values of `values` round differently from libm (the first few are reported).
    private func checkFloats(_ values: some Sequence<Float>, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var checked = 0
        var failures = 0
        for value in values {
            checked += 1
            let round = PixelGrid.roundedHalfAwayFromZero(value), expectedRound = roundf(value)
            let ceil = PixelGrid.roundedUp(value), expectedCeil = ceilf(value)
            if !Self.same(round, expectedRound) || !Self.same(ceil, expectedCeil) {
                failures += 1
                if failures <= 5 {
                    XCTFail("\(value) (0x\(String(value.bitPattern, radix: 16))): round \(round) vs \(expectedRound), ceil \(ceil) vs \(expectedCeil)",
                            file: file, line: line)
                }
            }
        }
        return checked
    }

    /// Identical bits, or both NaN (libm may quiet a NaN differently; neither path creates one).
    private static func same(_ a: Float, _ b: Float) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    func testEveryKindOfFloatBitPattern() {
        var generator = Generator(state: 1)
        let checked = checkFloats((0..<4_000_000).lazy.map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())) })
        XCTAssertEqual(checked, 4_000_000)
    }

    func testTiesAndTheirNeighboursAndTheIntegralLimit() {
        var generator = Generator(state: 2)
        var values: [Float] = [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                               .leastNormalMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                               .infinity, -.infinity, .nan, 8_388_607.5, -8_388_607.5, 8_388_608, -8_388_608, 16_777_216]
        values.reserveCapacity(3_000_000)
        for _ in 0..<500_000 {
            // A tie k + 0.5 (exact below 2^23), and the Floats just around it.
            let k = Float(Int32(truncatingIfNeeded: generator.next() % 16_777_216) - 8_388_608)
            let tie = k + (k < 0 ? -0.5 : 0.5)
            values += [tie, tie.nextUp, tie.nextDown, -tie]
            // Around the 2^23 boundary where the fast path hands over.
            let edge = Float(8_388_608 - Int32(generator.next() % 64)) + (generator.next() % 2 == 0 ? 0.5 : 0)
            values += [edge, -edge]
        }
        XCTAssertGreaterThanOrEqual(checkFloats(values), 3_000_000)
    }

    /// `PixelGrid.round/ceil(value, scale:)` against `roundf/ceilf(Float(value * scale)) / scale`, for
    /// coordinates in the accepted range, far out of it, and Double subnormals, at several scales.
    func testTheDoublePathAtEveryScale() {
        var generator = Generator(state: 3)
        let scales: [Double] = [1, 2, 3, 0.5, 1.5, 0.01, 1000, 2.625]
        var checked = 0
        var failures = 0
        func check(_ value: Double, _ scale: Double) {
            checked += 1
            let round = PixelGrid.round(value, scale: scale)
            let expectedRound = Double(roundf(Float(value * scale))) / scale
            let ceil = PixelGrid.ceil(value, scale: scale)
            let expectedCeil = Double(ceilf(Float(value * scale))) / scale
            if !Self.same(round, expectedRound) || !Self.same(ceil, expectedCeil) {
                failures += 1
                if failures <= 5 { XCTFail("\(value) at scale \(scale): round \(round) vs \(expectedRound), ceil \(ceil) vs \(expectedCeil)") }
            }
        }
        for index in 0..<3_500_000 {
            let scale = scales[index % scales.count]
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            switch index % 5 {
            case 0: check(sign * generator.unit() * 2_000, scale)                        // everyday coordinates
            case 1: check(sign * (Double(generator.next() % 4_000) + 0.5) / scale, scale) // ties in pixels
            case 2: check(sign * generator.unit() * 1e15, scale)                         // up to the accepted limit
            case 3: check(Double(bitPattern: generator.next()), scale)                   // any Double: subnormals, 1e308, inf, NaN
            default: check(sign * Double(bitPattern: generator.next() % (1 << 52)), scale) // Double subnormals
            }
        }
        check(-0.0, 2)
        check(-0.2, 2)
        XCTAssertGreaterThanOrEqual(checked, 3_500_000)
    }
}
