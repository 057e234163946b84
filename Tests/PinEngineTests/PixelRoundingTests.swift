// engine-specific: PixelGrid rounding (PinLayout's adjustRectToDisplayScale) and the display scale setting.
import XCTest
@testable import PinEngine

/// Pixel rounding: origins round half away from zero, sizes round up, both after scaling and through
/// a 32-bit Float as PinLayout does; and the display scale that drives it.
final class PixelRoundingTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: Rect(40, 100, 100, 60)) }

    // MARK: PixelGrid.round

    func testRoundAtScaleOneRoundsHalfAwayFromZero() {
        XCTAssertEqual(PixelGrid.round(547.5, scale: 1), 548)
        XCTAssertEqual(PixelGrid.round(2.5, scale: 1), 3, "not banker's rounding")
        XCTAssertEqual(PixelGrid.round(2.49, scale: 1), 2)
        XCTAssertEqual(PixelGrid.round(-74.5, scale: 1), -75)
        XCTAssertEqual(PixelGrid.round(-2.5, scale: 1), -3)
        XCTAssertEqual(PixelGrid.round(-2.4, scale: 1), -2)
        XCTAssertEqual(PixelGrid.round(0, scale: 1), 0)
    }

    func testRoundAtScaleTwoSnapsToHalfPoints() {
        XCTAssertEqual(PixelGrid.round(10.3, scale: 2), 10.5)
        XCTAssertEqual(PixelGrid.round(10.2, scale: 2), 10)
        XCTAssertEqual(PixelGrid.round(0.25, scale: 2), 0.5, "half a pixel rounds away from zero")
        XCTAssertEqual(PixelGrid.round(0.75, scale: 2), 1)
        XCTAssertEqual(PixelGrid.round(-0.25, scale: 2), -0.5)
        XCTAssertEqual(PixelGrid.round(-0.75, scale: 2), -1)
        XCTAssertEqual(PixelGrid.round(-37.5, scale: 2), -37.5, "already on the grid")
    }

    func testRoundAtScaleThreeSnapsToThirds() {
        XCTAssertEqual(PixelGrid.round(182.5, scale: 3), 548.0 / 3)
        XCTAssertEqual(PixelGrid.round(177.5, scale: 3), 533.0 / 3)
        XCTAssertEqual(PixelGrid.round(0.5, scale: 3), 2.0 / 3)
        XCTAssertEqual(PixelGrid.round(-0.5, scale: 3), -2.0 / 3)
        XCTAssertEqual(PixelGrid.round(1.0 / 3, scale: 3), 1.0 / 3)
    }

    // MARK: PixelGrid.ceil

    func testCeilRoundsSizesUpAtEachScale() {
        XCTAssertEqual(PixelGrid.ceil(5.1, scale: 1), 6)
        XCTAssertEqual(PixelGrid.ceil(5.0, scale: 1), 5)
        XCTAssertEqual(PixelGrid.ceil(5.333, scale: 2), 5.5)
        XCTAssertEqual(PixelGrid.ceil(6.4, scale: 2), 6.5)
        XCTAssertEqual(PixelGrid.ceil(6.5, scale: 2), 6.5)
        XCTAssertEqual(PixelGrid.ceil(10.1, scale: 3), 31.0 / 3)
        XCTAssertEqual(PixelGrid.ceil(35, scale: 3), 35)
    }

    func testCeilOfNegativeValuesGoesTowardZero() {
        XCTAssertEqual(PixelGrid.ceil(-37.3, scale: 2), -37)
        XCTAssertEqual(PixelGrid.ceil(-0.4, scale: 1), 0)
        XCTAssertEqual(PixelGrid.ceil(-2.5, scale: 1), -2)
    }

    func testTheFloatStepAbsorbsTinyDoubleErrors() {
        let width = 0.1 + 0.2 // 0.30000000000000004
        XCTAssertEqual(width * 10, 3.0000000000000004, "precondition: the Double product is just above 3")
        XCTAssertEqual(PixelGrid.ceil(width, scale: 10), 0.3, "a Double ceil would give 0.4")
        XCTAssertEqual(PixelGrid.round(width, scale: 10), 0.3)
    }

    func testTheFloatStepLosesPrecisionPastTwoToTheTwentyFourPixels() {
        // As PinLayout: 16_777_217 is not representable as a Float.
        XCTAssertEqual(PixelGrid.round(16_777_217, scale: 1), 16_777_216)
        XCTAssertEqual(PixelGrid.ceil(16_777_217, scale: 1), 16_777_216)
    }

    // MARK: PixelGrid.adjust

    func testAdjustRoundsOriginAndCeilsSizeIndependently() {
        XCTAssertEqual(PixelGrid.adjust(Rect(10.3, -0.25, 10.1, 5.01), scale: 2), Rect(10.5, -0.5, 10.5, 5.5))
        XCTAssertEqual(PixelGrid.adjust(Rect(0.4, 0.6, 0.1, 0.9), scale: 1), Rect(0, 1, 1, 1))
        // maxX is not rounded as such: origin 0.2 → 0 and size 0.2 → 1 give maxX 1, where the
        // unrounded maxX 0.4 would round to 0.
        XCTAssertEqual(PixelGrid.adjust(Rect(0.2, 0, 0.2, 1), scale: 1).maxX, 1)
        XCTAssertEqual(PixelGrid.adjust(Rect(182.5, 177.5, 35, 45), scale: 3),
                       Rect(548.0 / 3, 533.0 / 3, 35, 45))
    }

    // MARK: Layout at different scales

    func testLayoutResultsAreRoundedWithTheCurrentScale() {
        // Centered 35×45 in 400×400: origin (182.5, 177.5).
        _pinlayoutSetUnitTest(scale: 3)
        aView.pin.sizeToFit().center()
        XCTAssertEqual(aView.frame, Rect(548.0 / 3, 533.0 / 3, 35, 45))

        _pinlayoutSetUnitTest(scale: 2)
        aView.pin.sizeToFit().center()
        XCTAssertEqual(aView.frame, Rect(182.5, 177.5, 35, 45))

        _pinlayoutSetUnitTest(scale: 1)
        aView.pin.sizeToFit().center()
        XCTAssertEqual(aView.frame, Rect(183, 178, 35, 45))
    }

    func testComputedSizesRoundUpInALayout() {
        // BasicView area 1600: left(20).right(80) → width 300, height 1600 / 300 = 5.333 → 5.5 at scale 2.
        aView.pin.left(20).right(80).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(20, 100, 300, 5.5))

        _pinlayoutSetUnitTest(scale: 1)
        aView.frame = Rect(40, 100, 100, 60)
        aView.pin.left(20).right(80).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(20, 100, 300, 6))
    }

    // MARK: Display scale setting

    func testDisplayScaleAcceptsPositiveFiniteValues() {
        Pin.displayScale = 3
        XCTAssertEqual(Pin.displayScale, 3)
        Pin.displayScale = 0.5
        XCTAssertEqual(Pin.displayScale, 0.5)
        XCTAssertEqual(PixelGrid.round(Double(3), scale: Pin.displayScale), 4, "scale 0.5: a grid of 2 points")
        assertNoWarning()
    }

    func testDisplayScaleRejectsZeroNegativeAndNonFiniteValues() {
        Pin.displayScale = 3
        for invalid in [0, -1, -.infinity, .infinity, .nan] as [Double] {
            Pin.lastWarningText = nil
            Pin.displayScale = invalid
            XCTAssertEqual(Pin.displayScale, 3, "\(invalid) must be ignored")
            assertLastWarning(contains: ["PinLayout Warning: the display scale (\(invalid)) must be a number from 0.01 to 1000."])
        }
        XCTAssertEqual(Pin.warningCount, 5)
    }

    func testUnitTestHookSetsAndRestoresTheScale() {
        _pinlayoutSetUnitTest(scale: 3)
        XCTAssertEqual(Pin.displayScale, 3)
        _pinlayoutSetUnitTest(scale: nil)
        XCTAssertEqual(Pin.displayScale, 2)
        XCTAssertEqual(Pin.defaultDisplayScale, 2)

        _pinlayoutSetUnitTest(scale: 3)
        _pinlayoutSetUnitTest(scale: 0)
        XCTAssertEqual(Pin.displayScale, 3, "the hook goes through the same validation")
        assertLastWarning(contains: ["the display scale (0.0) must be a number from 0.01 to 1000."])
    }

    func testAnInvalidScaleDoesNotAffectLayout() {
        Pin.displayScale = .nan
        aView.pin.left(10.3).width(10.1)
        XCTAssertEqual(aView.frame, Rect(10.5, 100, 10.5, 60), "still rounded at scale 2")
    }
}
