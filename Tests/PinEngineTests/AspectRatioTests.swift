// Follows PinLayout's AspectRatioTests.swift (the UIImageView / aspectRatio() cases do not apply here).
import XCTest
@testable import PinEngine

private let aViewFrame = Rect(140, 100, 200, 100)

final class AspectRatioTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: aViewFrame, bView: Rect(160, 120, 120, 40)) }

    private func resetAView() {
        aView.frame = aViewFrame
        Pin.lastWarningText = nil
        Pin.warningCount = 0
    }

    // MARK: deriving one dimension from the other

    func testRatioDerivesTheHeightFromTheWidth() {
        aView.pin.left().width(100%).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 200))

        resetAView()
        aView.pin.left().width(100).aspectRatio(0.5)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 200))
        assertNoWarning()
    }

    func testRatioDerivesTheWidthFromTheHeight() {
        aView.pin.left().height(100).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))

        resetAView()
        aView.pin.left().height(100).aspectRatio(0.5)
        XCTAssertEqual(aView.frame, Rect(0, 100, 50, 100))
        assertNoWarning()
    }

    func testRatioUsesTheWidthBetweenTheLeftAndRightEdges() {
        aView.pin.left(10).right(10).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(10, 100, 380, 190))

        resetAView()
        aView.pin.left(10).right(10).marginHorizontal(40).aspectRatio(3)
        XCTAssertEqual(aView.frame, Rect(50, 100, 300, 100))
    }

    func testRatioUsesTheHeightBetweenTheTopAndBottomEdges() {
        aView.pin.top(100).bottom(100).aspectRatio(0.5)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 200))
    }

    func testDerivedSizeIsPlacedByTheEdgesAndCenters() {
        aView.pin.center().width(100).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(150, 175, 100, 50))

        resetAView()
        aView.pin.right().height(50).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 50))

        resetAView()
        aView.pin.bottom().width(100).aspectRatio(4)
        XCTAssertEqual(aView.frame, Rect(140, 375, 100, 25))
    }

    func testDerivedHeightRoundsUpToThePixelGrid() {
        aView.pin.left().width(100).aspectRatio(3)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 33.5))
    }

    func testPinEdgesWidthFeedsTheRatioAfterMargins() {
        // pinEdges turns width(100) into a right edge at 110; the left margin leaves 90 points.
        aView.pin.left(10).width(100).pinEdges().marginLeft(10).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(20, 100, 90, 45))
    }

    // MARK: aspectRatio(of:)

    func testRatioOfAnotherViewDerivesTheHeight() {
        // bView is 120×40, a ratio of 3: 100 / 3 = 33.33, rounded up to 33.5.
        aView.pin.left().width(100).aspectRatio(of: bView)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 33.5))
    }

    func testRatioOfAnotherViewDerivesTheWidth() {
        aView.pin.left().height(100).aspectRatio(of: bView)
        XCTAssertEqual(aView.frame, Rect(0, 100, 300, 100))
    }

    func testRatioOfReadsTheReferenceWhenCalled() {
        let pending = aView.pin.left().height(100).aspectRatio(of: bView)
        bView.frame = Rect(0, 0, 10, 10)
        pending.layout()
        XCTAssertEqual(aView.frame, Rect(0, 100, 300, 100))
    }

    /// [not upstream] PinLayout only rejects ratios <= 0 (PinLayout+Size.swift, setAdjustSizeType): a
    /// reference of zero height gives an infinite ratio, stored silently, which derives a height of 0.
    /// This engine refuses the infinite ratio with a warning, so the height is unchanged.
    func testRatioOfAZeroHeightViewIsRefused() {
        let flat = BasicView(frame: Rect(0, 0, 120, 0))
        rootView.addSubview(flat)
        aView.pin.left().width(100).aspectRatio(of: flat)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 100))
        assertLastWarning(contains: ["aspectRatio(of: ", "won't be applied, the aspectRatio (inf) must be a finite number."])
        XCTAssertEqual(Pin.warningCount, 1)
    }

    /// PinLayout only rejects ratios <= 0: a NaN ratio is stored silently; the NaN height it derives
    /// is invalid, so the current height is kept.
    /// [not upstream] PinLayout accepts a NaN ratio and then discards the NaN height it derives; the
    /// engine rejects it up front as bad input, with the invalid-ratio warning.
    func testNaNRatioIsRejectedWithAWarning() {
        aView.pin.left().width(100).aspectRatio(.nan)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 100))
        assertLastWarning(contains: ["aspectRatio(nan) won't be applied", "the aspectRatio (nan) must be greater than zero."])
    }

    // MARK: warnings

    func testRatioWithoutAKnownDimensionWarns() {
        aView.pin.left().aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: aspectRatio won't be applied, neither the width nor the height can be determined.")
    }

    func testRatioDoesNotUseTheCurrentSize() {
        aView.pin.aspectRatio(4)
        XCTAssertEqual(aView.frame, aViewFrame)
        assertLastWarning(contains: ["aspectRatio won't be applied", "neither the width nor the height can be determined"])
    }

    func testRatioWithBothDimensionsKnownWarns() {
        aView.pin.left().width(100).height(100).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: aspectRatio won't be applied, the width and the height are already defined by other PinLayout's properties.")

        resetAView()
        aView.pin.all().aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 0, 400, 400))
        assertLastWarning(contains: ["aspectRatio won't be applied", "already defined"])
    }

    func testNegativeRatioWarnsAndIsIgnored() {
        aView.pin.left().width(100%).aspectRatio(-2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: aspectRatio(-2.0) won't be applied, the aspectRatio (-2.0) must be greater than zero.")

        resetAView()
        aView.pin.left().height(100).aspectRatio(-2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        assertLastWarning(contains: ["aspectRatio", "won't be applied", "must be greater than zero"])
    }

    func testZeroRatioWarnsAndIsIgnored() {
        aView.pin.left().width(100%).aspectRatio(0)
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 100))
        assertLastWarning(contains: ["aspectRatio(0.0)", "won't be applied", "must be greater than zero"])

        resetAView()
        aView.pin.left().height(100).aspectRatio(0)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        assertLastWarning(contains: ["aspectRatio(0.0)", "won't be applied", "must be greater than zero"])
    }

    func testRejectedRatioLeavesTheSlotFree() {
        aView.pin.left().width(100).aspectRatio(-2).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 50))
        XCTAssertEqual(Pin.warningCount, 1)
    }

    func testSecondRatioConflictsAndTheFirstWins() {
        aView.pin.left().width(100).aspectRatio(2).aspectRatio(4)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 50))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: aspectRatio(4.0) won't be applied since it conflicts with aspectRatio(2.0).")
    }

    func testConflictIsReportedBeforeTheRatioIsValidated() {
        aView.pin.left().width(100).aspectRatio(2).aspectRatio(-1)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 50))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["aspectRatio(-1.0) won't be applied since it conflicts with aspectRatio(2.0)."])
    }

    func testRatioOfConflictNamesTheReferenceView() {
        aView.pin.left().height(100).aspectRatio(2).aspectRatio(of: bView)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: aspectRatio(of: (BasicView, Frame: (160.0, 120.0, 120.0, 40.0))) won't be applied since it conflicts with aspectRatio(2.0).")
    }

    func testSizeToFitAfterARatioConflicts() {
        aView.pin.left().height(100).aspectRatio(2).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 200, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: sizeToFit(.width) won't be applied since it conflicts with aspectRatio(2.0).")
    }

    func testRatioAfterSizeToFitConflicts() {
        aView.pin.left().width(100%).sizeToFit(.width).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 4))
        assertLastWarning(contains: ["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"])

        resetAView()
        aView.pin.left().height(100).sizeToFit(.height).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 16, 100))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: aspectRatio(2.0) won't be applied since it conflicts with sizeToFit(.height)..")
    }

    // MARK: min / max

    /// PinLayout's computeAspectRatio applies min/max only to the dimension that is known: here the
    /// width is derived from the height (200) and clamped afterwards, the height stays 100.
    func testMinAndMaxWidthClampTheWidthDerivedFromTheHeight() {
        aView.pin.left().height(100).aspectRatio(2).minWidth(240)
        XCTAssertEqual(aView.frame, Rect(0, 100, 240, 100))

        resetAView()
        aView.pin.left().height(100).aspectRatio(2).maxWidth(140)
        XCTAssertEqual(aView.frame, Rect(0, 100, 140, 100))
    }

    func testMinAndMaxHeightClampTheHeightDerivedFromTheWidth() {
        aView.pin.left().width(100).aspectRatio(2).minHeight(70)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 70))

        resetAView()
        aView.pin.left().width(100).aspectRatio(2).maxHeight(30)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 30))
    }

    func testKnownWidthIsClampedBeforeTheRatioApplies() {
        aView.pin.left().width(100).maxWidth(80).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 80, 40))

        resetAView()
        aView.pin.left().width(100).minWidth(100).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 50))

        resetAView()
        aView.pin.left().width(100).maxWidth(80).aspectRatio(2).maxHeight(30)
        XCTAssertEqual(aView.frame, Rect(0, 100, 80, 30), "the derived height is clamped again")
    }

    func testKnownHeightIsClampedBeforeTheRatioApplies() {
        aView.pin.left().height(100).maxHeight(80).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 160, 80))

        resetAView()
        aView.pin.left().height(100).minHeight(120).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(0, 100, 240, 120))

        resetAView()
        aView.pin.left().height(100).maxHeight(80).aspectRatio(2).maxWidth(140)
        // The height (80) derives a width of 160, which maxWidth then caps; the height is untouched.
        XCTAssertEqual(aView.frame, Rect(0, 100, 140, 80), "the derived width is clamped again")
    }
}
