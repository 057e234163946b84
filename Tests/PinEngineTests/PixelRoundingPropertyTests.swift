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

    /// Counts a difference from libm in `failures`; the first five fail the test with `message`.
    private func record(_ matches: Bool, _ failures: inout Int, _ message: @autoclosure () -> String,
                        file: StaticString, line: UInt) {
        guard !matches else { return }
        failures += 1
        if failures <= 5 { XCTFail(message(), file: file, line: line) }
    }

    /// How many values of `values` were checked against libm (differences fail the test).
    private func checkFloats(_ values: some Sequence<Float>, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var checked = 0
        var failures = 0
        for value in values {
            checked += 1
            let round = PixelGrid.roundedHalfAwayFromZero(value), expectedRound = roundf(value)
            let ceil = PixelGrid.roundedUp(value), expectedCeil = ceilf(value)
            record(Self.same(round, expectedRound) && Self.same(ceil, expectedCeil), &failures,
                   "\(value) (0x\(String(value.bitPattern, radix: 16))): round \(round) vs \(expectedRound), ceil \(ceil) vs \(expectedCeil)",
                   file: file, line: line)
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

    /// Checks `PixelGrid.round/ceil(value, scale:)` and their grid-value-keeping forms (what
    /// `adjustKeepingGridValues` computes) against `roundf/ceilf(Float(value * scale)) / scale` bit for
    /// bit, counting differences in `failures`.
    private func checkDoublePath(_ value: Double, _ scale: Double, failures: inout Int,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let expectedRound = Double(roundf(Float(value * scale))) / scale
        let expectedCeil = Double(ceilf(Float(value * scale))) / scale
        let round = PixelGrid.round(value, scale: scale)
        let ceil = PixelGrid.ceil(value, scale: scale)
        let keptRound = Self.roundKeepingGridValue(value, scale)
        let keptCeil = Self.ceilKeepingGridValue(value, scale)
        record(Self.same(round, expectedRound) && Self.same(ceil, expectedCeil)
                && Self.same(keptRound, expectedRound) && Self.same(keptCeil, expectedCeil), &failures,
               "\(value) (0x\(String(value.bitPattern, radix: 16))) at scale \(scale): round \(round) / \(keptRound) vs \(expectedRound), "
                + "ceil \(ceil) / \(keptCeil) vs \(expectedCeil)",
               file: file, line: line)
    }

    private static func roundKeepingGridValue(_ value: Double, _ scale: Double) -> Double {
        PixelGrid.withDivision(by: scale) { PixelGrid.roundKeepingGridValue(value, scale: scale, $0) }
    }

    private static func ceilKeepingGridValue(_ value: Double, _ scale: Double) -> Double {
        PixelGrid.withDivision(by: scale) { PixelGrid.ceilKeepingGridValue(value, scale: scale, $0) }
    }

    /// Whether the on-grid test (`PixelGrid.isOnGrid`) lets `value` through unrounded at `scale`.
    private static func takesTheOnGridPath(_ value: Double, _ scale: Double) -> Bool {
        PixelGrid.withDivision(by: scale) { PixelGrid.isOnGrid(value, scaled: value * scale, $0) }
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
            checkDoublePath(value, scale, failures: &failures)
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

    /// The on-grid fast path returns the value itself; it must be what the formula gives, bit for bit.
    /// At every kind of scale (the device scales, others, negative, zero, subnormal, huge, infinite,
    /// NaN), values on the grid (whole pixels divided by the scale, small and up to the 2^24-pixel
    /// limit), their neighbours one ulp away (whose scaled value can still be a whole number while the
    /// quotient is not the value), ±0, the limit itself and beyond, NaN and infinities.
    func testValuesOnTheGridAndAroundItAtEveryKindOfScale() {
        var generator = Generator(state: 4)
        let scales: [Double] = [1, 2, 3, 1.5, 0.5, 4, 2.625, 0.01, 1000, 1.0 / 3, -1, -2, -3, 0x1p-1022, 0x1p1022,
                                0x1p1023, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0, -0.0, .infinity, -.infinity, .nan]
        var checked = 0
        var failures = 0
        for scale in scales {
            var pixels: [Double] = [0, 1, 16_777_215, 16_777_216, 16_777_217, 33_554_432, 1e300]
            for _ in 0..<6_000 {
                pixels.append(Double(generator.next() % 16_777_216))  // anywhere below the limit
                pixels.append(Double(generator.next() % 4_096))       // everyday coordinates
            }
            var values: [Double] = [.infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
            for pixel in pixels {
                for value in [pixel / scale, -pixel / scale] {
                    values += [value, value.nextUp, value.nextDown]
                }
            }
            for value in values {
                checked += 1
                checkDoublePath(value, scale, failures: &failures)
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 23 * 72_000)
    }

    /// The fast path is taken where it should be, and not where it must not be.
    func testTheOnGridTestTakesExactlyTheValuesTheFormulaGivesBack() {
        var generator = Generator(state: 5)
        // At power-of-two scales, every whole number of pixels below 2^24 divided by the scale.
        for scale in [1.0, 2, 4, 0.5] {
            for _ in 0..<10_000 {
                let value = (Double(generator.next() % 16_777_216) - 8_388_608) / scale
                XCTAssertTrue(Self.takesTheOnGridPath(value, scale), "\(value) at scale \(scale)")
            }
        }
        XCTAssertTrue(Self.takesTheOnGridPath(-0.0, 2))
        XCTAssertEqual(Self.roundKeepingGridValue(-0.0, 2).bitPattern, (-0.0).bitPattern)
        XCTAssertEqual(Self.ceilKeepingGridValue(-0.0, -2).bitPattern, (-0.0).bitPattern)
        XCTAssertTrue(Self.takesTheOnGridPath(16_777_215 / 2, 2))
        XCTAssertTrue(Self.takesTheOnGridPath(-16_777_215 / 2, 2))
        XCTAssertTrue(Self.takesTheOnGridPath(1.0 / 3, 3))
        XCTAssertTrue(Self.takesTheOnGridPath(-1.0 / 3, -3))
        // The 2^24-pixel limit, where Float stops holding every whole number.
        XCTAssertFalse(Self.takesTheOnGridPath(16_777_216 / 2, 2))
        XCTAssertFalse(Self.takesTheOnGridPath(-16_777_216 / 2, 2))
        // Scaled to a whole number, but the quotient is not the value: the formula moves it.
        let offGrid = (1.0 / 3).nextUp
        XCTAssertEqual(offGrid * 3, 1)
        XCTAssertFalse(Self.takesTheOnGridPath(offGrid, 3))
        XCTAssertEqual(Self.roundKeepingGridValue(offGrid, 3).bitPattern, (1.0 / 3).bitPattern)
        // Not a whole number of pixels, and the operands the formula must handle.
        for (value, scale) in [(10.25, 2.0), (.nan, 2), (.infinity, 2), (2, .nan), (2, .infinity), (2, 0), (0, 0), (0, .infinity)] {
            XCTAssertFalse(Self.takesTheOnGridPath(value, scale), "\(value) at scale \(scale)")
        }
    }

    /// `withDivision(by:)` multiplies by the reciprocal of a power-of-two scale; the product must be the
    /// quotient bit for bit, for every kind of dividend (subnormal and overflowing results included),
    /// at the scales it multiplies for, at the edges where it must divide, and at others.
    /// `adjustKeepingGridValues` is `adjust` bit for bit: origins rounded, sizes rounded up, on and
    /// off the grid, at the device scales and others.
    func testAdjustKeepingGridValuesIsAdjust() {
        var generator = Generator(state: 7)
        var failures = 0
        for index in 0..<200_000 {
            let scale = [1.0, 2, 3, 1.5, 0.5][index % 5]
            func coordinate() -> Double {
                let pixels = Double(Int64(generator.next() % 8_000_000) - 4_000_000)
                return generator.next() % 2 == 0 ? pixels / scale : pixels / 100
            }
            let rect = Rect(x: coordinate(), y: coordinate(), width: coordinate().magnitude, height: coordinate().magnitude)
            let kept = PixelGrid.adjustKeepingGridValues(rect, scale: scale), expected = PixelGrid.adjust(rect, scale: scale)
            let same = [(kept.origin.x, expected.origin.x), (kept.origin.y, expected.origin.y),
                        (kept.size.width, expected.size.width), (kept.size.height, expected.size.height)].allSatisfy { Self.same($0, $1) }
            record(same, &failures, "\(rect) at scale \(scale): \(kept) vs \(expected)", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures, 0)
    }

    func testDividingByTheScaleMatchesDivisionBitForBit() {
        var generator = Generator(state: 6)
        let scales: [Double] = [1, 2, 4, 0.5, 0x1p-1022, 0x1p-1000, 0x1p1000, 0x1p1022, 0x1p1023, 0x1p-1023, .leastNonzeroMagnitude,
                                -2, 3, 1.5, 0, -0.0, .infinity, .nan]
        var failures = 0
        for index in 0..<400_000 {
            let scale = scales[index % scales.count]
            let dividend = Double(bitPattern: generator.next())
            let quotient = PixelGrid.withDivision(by: scale) { $0(dividend) }
            record(Self.same(quotient, dividend / scale), &failures, "\(dividend) / \(scale): \(quotient) vs \(dividend / scale)",
                   file: #filePath, line: #line)
        }
    }
}
