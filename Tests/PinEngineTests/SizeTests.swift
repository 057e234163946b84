// Follows PinLayout's AdjustSizeSpec.swift (width/height/size parts; sizeToFit is in SizeToFitTests).
import XCTest
@testable import PinEngine

/// aView's frame in the fixture, restored by `resetAView()` between statements of one test.
private let aViewFrame = SpecTreeTestCase.TreeFrames.twoViewsWithChildren.aView!

final class SizeTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { .twoViewsWithChildren }

    private func resetAView() {
        aView.frame = aViewFrame
        Pin.lastWarningText = nil
        Pin.warningCount = 0
    }

    // MARK: width

    func testWidthChangesOnlyTheWidth() {
        aView.pin.width(35)
        XCTAssertEqual(aView.frame, Rect(140, 100, 35, 60))
        assertNoWarning()
    }

    func testZeroWidthIsAcceptedSilently() {
        aView.pin.width(0)
        XCTAssertEqual(aView.frame, Rect(140, 100, 0, 60))
        XCTAssertNil(Pin.lastWarningText)
    }

    func testNegativeWidthWarnsAndIsIgnored() {
        aView.pin.width(-2)
        XCTAssertEqual(aView.frame, aViewFrame)
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: width(-2.0) won't be applied, the width (-2.0) must be greater than or equal to zero.")
    }

    func testNaNWidthWarnsAndIsIgnored() {
        for value in [Double.nan, -Double.nan] {
            resetAView()
            aView.pin.width(value)
            XCTAssertEqual(aView.frame, aViewFrame)
            assertLastWarning(contains: ["width", "nan", "won't be applied", "the width", "must be greater than or equal to zero"])
        }
    }

    func testInfiniteWidthWarnsAndIsIgnored() {
        for value in [Double.infinity, -Double.infinity] {
            resetAView()
            aView.pin.width(value)
            XCTAssertEqual(aView.frame, aViewFrame)
            assertLastWarning(contains: ["width", "inf", "won't be applied", "the width", "must be greater than or equal to zero"])
        }
    }

    func testWidthPercentIsRelativeToTheSuperviewWidth() {
        aView.pin.width(50%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 60))

        resetAView()
        aView.pin.width(200%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 800, 60))
        assertNoWarning()
    }

    func testNegativeWidthPercentWarnsWithTheComputedWidth() {
        aView.pin.width(-20%)
        XCTAssertEqual(aView.frame, aViewFrame)
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: width(-20%) won't be applied, the width (-80.0) must be greater than or equal to zero.")
    }

    func testWidthPercentWithoutSuperviewIsSilentlyIgnored() {
        let unattached = View(frame: Rect(10, 10, 20, 30))
        unattached.pin.width(50%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 20, 30))
        assertNoWarning()
    }

    func testWidthInPointsNeedsNoSuperview() {
        let unattached = View(frame: Rect(10, 10, 20, 30))
        unattached.pin.width(100)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 100, 30))
    }

    func testWidthOfCopiesAnotherViewsWidth() {
        aView.pin.width(of: aViewChild)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 60))

        // Any view will do, even one in another branch: only its width is read.
        resetAView()
        aView.pin.width(of: bViewChild)
        XCTAssertEqual(aView.frame, Rect(140, 100, 60, 60))
    }

    func testWidthOfReadsTheReferenceWhenCalled() {
        let pending = aView.pin.width(of: aViewChild)
        aViewChild.frame = Rect(0, 0, 10, 10)
        XCTAssertEqual(aView.frame, aViewFrame, "nothing is applied before the builder ends")
        pending.layout()
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 60))
    }

    func testWidthPercentReadsTheSuperviewWhenCalled() {
        let pending = aView.pin.width(50%)
        rootView.frame = Rect(0, 0, 100, 100)
        pending.layout()
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 60))
    }

    func testSecondDifferentWidthWarnsAndTheFirstWins() {
        aView.pin.width(100).width(50)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: width(50.0) won't be applied since it value has already been set to 100.")
    }

    func testRepeatingTheSameWidthIsSilent() {
        aView.pin.width(70).width(70)
        XCTAssertEqual(aView.frame, Rect(140, 100, 70, 60))
        // 50% of 400 is 200, the same value: no conflict either.
        resetAView()
        aView.pin.width(50%).width(200)
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 60))
        assertNoWarning()
    }

    // MARK: height

    func testHeightChangesOnlyTheHeight() {
        aView.pin.height(35)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 35))
        assertNoWarning()
    }

    func testZeroHeightIsAcceptedSilently() {
        aView.pin.height(0)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 0))
        XCTAssertNil(Pin.lastWarningText)
    }

    func testNegativeHeightWarnsAndIsIgnored() {
        aView.pin.height(-2)
        XCTAssertEqual(aView.frame, aViewFrame)
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: height(-2.0) won't be applied, the height (-2.0) must be greater than or equal to zero.")
    }

    func testNonFiniteHeightWarnsAndIsIgnored() {
        let cases: [(Double, String)] = [(.nan, "nan"), (-.nan, "nan"), (.infinity, "inf"), (-.infinity, "inf")]
        for (value, text) in cases {
            resetAView()
            aView.pin.height(value)
            XCTAssertEqual(aView.frame, aViewFrame)
            assertLastWarning(contains: ["height", text, "won't be applied", "the height", "must be greater than or equal to zero"])
        }
    }

    func testHeightPercentIsRelativeToTheSuperviewHeight() {
        aView.pin.height(50%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 200))

        resetAView()
        aView.pin.height(200%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 800))
    }

    func testHeightPercentWithoutSuperviewIsSilentlyIgnored() {
        let unattached = View(frame: Rect(10, 10, 20, 30))
        unattached.pin.height(50%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 20, 30))
        assertNoWarning()
    }

    func testHeightOfCopiesAnotherViewsHeight() {
        aView.pin.height(of: aViewChild)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 30))
    }

    func testSecondDifferentHeightWarnsAndTheFirstWins() {
        aView.pin.height(of: aViewChild).height(10)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 30))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: height(10.0) won't be applied since it value has already been set to 30.")
    }

    // MARK: size

    func testSizeSetsBothDimensions() {
        aView.pin.size(Size(width: 25, height: 25))
        XCTAssertEqual(aView.frame, Rect(140, 100, 25, 25))

        resetAView()
        aView.pin.size(100)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 100))
        assertNoWarning()
    }

    func testSizePercentUsesEachSuperviewDimension() {
        rootView.frame = Rect(0, 0, 400, 200)
        aView.pin.size(50%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 100))
    }

    func testSizePercentWithoutSuperviewIsSilentlyIgnored() {
        let unattached = View(frame: Rect(10, 10, 20, 30))
        unattached.pin.size(50%)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 20, 30))
        assertNoWarning()
    }

    func testSizeOfCopiesAnotherViewsSize() {
        aView.pin.size(of: aViewChild)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 30))
    }

    func testSizeWidthConflictsWithAnEarlierWidth() {
        aView.pin.width(90).size(Size(width: 25, height: 25))
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 25))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Conflict: size(CGSize(width: 25.0, height: 25.0))'s width won't be applied since it value has already been set to 90.")
    }

    func testSizeHeightConflictsWithAnEarlierHeight() {
        aView.pin.height(90).size(Size(width: 25, height: 25))
        XCTAssertEqual(aView.frame, Rect(140, 100, 25, 90))
        assertLastWarning(contains: ["size(CGSize(width: 25.0, height: 25.0))'s height", "won't be applied", "value has already been set to 90."])
    }

    func testEverySizeOverloadNamesItselfInItsConflictWarning() {
        aView.pin.width(90).size(of: aViewChild)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 30))
        assertLastWarning(contains: ["size(of (BasicView, Frame: (10.0, 20.0, 50.0, 30.0)))'s width", "won't be applied", "value has already been set"])

        resetAView()
        aView.pin.width(90).size(20)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 20))
        assertLastWarning(contains: ["size(sideLength: 20.0)'s width", "won't be applied", "value has already been set"])

        resetAView()
        aView.pin.width(90).size(50%)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 200))
        assertLastWarning(contains: ["size(50%)'s width", "won't be applied", "value has already been set"])
    }

    func testNegativeSizeWarnsForEachDimension() {
        aView.pin.size(-5)
        XCTAssertEqual(aView.frame, aViewFrame)
        XCTAssertEqual(Pin.warningCount, 2)
        XCTAssertEqual(loggedWarnings.count, 2)
        XCTAssertTrue(loggedWarnings.first?.contains(
            "size(sideLength: -5.0)'s width won't be applied, the width (-5.0) must be greater than or equal to zero.") ?? false)
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: size(sideLength: -5.0)'s height won't be applied, the height (-5.0) must be greater than or equal to zero.")
    }

    func testSizeKeepsItsValidDimensionWhenTheOtherIsInvalid() {
        aView.pin.size(Size(width: .infinity, height: 20))
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 20))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["'s width won't be applied", "the width (inf)"])
    }

    // MARK: sizes with edges, centers, margins, justify/align and pinEdges

    func testWidthWithASingleHorizontalEdgeOrCenter() {
        aView.pin.left(10).width(50)
        XCTAssertEqual(aView.frame, Rect(10, 100, 50, 60))

        resetAView()
        aView.pin.right(10).width(50)
        XCTAssertEqual(aView.frame, Rect(340, 100, 50, 60))

        resetAView()
        aView.pin.hCenter().width(50)
        XCTAssertEqual(aView.frame, Rect(175, 100, 50, 60))
    }

    func testHeightWithASingleVerticalEdgeOrCenter() {
        aView.pin.top(10).height(50)
        XCTAssertEqual(aView.frame, Rect(140, 10, 100, 50))

        resetAView()
        aView.pin.bottom(10).height(50)
        XCTAssertEqual(aView.frame, Rect(140, 340, 100, 50))

        resetAView()
        aView.pin.vCenter().height(50)
        XCTAssertEqual(aView.frame, Rect(140, 175, 100, 50))
    }

    func testMarginsMoveAViewOfFixedWidth() {
        aView.pin.left(10).width(50).marginLeft(5)
        XCTAssertEqual(aView.frame, Rect(15, 100, 50, 60))

        resetAView()
        aView.pin.right(10).width(50).marginRight(5)
        XCTAssertEqual(aView.frame, Rect(335, 100, 50, 60))

        resetAView()
        aView.pin.hCenter().width(100).marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(160, 100, 100, 60))
    }

    func testPinEdgesTurnsTheWidthIntoEdgesSoMarginsShrinkTheView() {
        aView.pin.left(10).width(50).pinEdges().marginLeft(5)
        XCTAssertEqual(aView.frame, Rect(15, 100, 45, 60))

        resetAView()
        aView.pin.right(10).width(50).pinEdges().marginLeft(5)
        XCTAssertEqual(aView.frame, Rect(345, 100, 45, 60))

        resetAView()
        aView.pin.hCenter().width(100).pinEdges().marginLeft(10)
        XCTAssertEqual(aView.frame, Rect(160, 100, 90, 60))
    }

    func testPinEdgesTurnsTheHeightIntoEdges() {
        aView.pin.bottom(100).height(200).pinEdges().marginTop(10)
        XCTAssertEqual(aView.frame, Rect(140, 110, 100, 190))

        resetAView()
        aView.pin.vCenter().height(100).pinEdges().marginBottom(10)
        XCTAssertEqual(aView.frame, Rect(140, 150, 100, 90))
    }

    func testWidthBetweenBothEdgesIsJustified() {
        aView.pin.left(10).right(10).width(50)
        XCTAssertEqual(aView.frame, Rect(10, 100, 50, 60), "the default justification is left")

        resetAView()
        aView.pin.left().right().width(250).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))

        resetAView()
        aView.pin.left(50).right(50).width(200).justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 200, 60))
        assertNoWarning()
    }

    func testHeightBetweenBothEdgesIsAligned() {
        aView.pin.top(10).bottom(10).height(100)
        XCTAssertEqual(aView.frame, Rect(140, 10, 100, 100), "the default alignment is top")

        resetAView()
        aView.pin.top(10).bottom(10).height(100).align(.center)
        XCTAssertEqual(aView.frame, Rect(140, 150, 100, 100))

        resetAView()
        aView.pin.top(10).bottom(10).height(100).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(140, 290, 100, 100))
        assertNoWarning()
    }

    func testNegativeComputedWidthKeepsTheCurrentWidth() {
        // left 300 and right 300 leave -200 points: the current width is kept.
        aView.pin.left(300).right(300)
        XCTAssertEqual(aView.frame, Rect(300, 100, 100, 60))
        assertNoWarning()
    }

    func testNegativeComputedHeightKeepsTheCurrentHeight() {
        aView.pin.top(300).bottom(300)
        XCTAssertEqual(aView.frame, Rect(140, 300, 100, 60))
    }

    // MARK: pixel rounding

    func testSizesRoundUpToThePixelGrid() {
        aView.pin.left(10.3).width(33.33).height(10.1)
        // scale 2: origins to the nearest half point, sizes up to the next half point.
        XCTAssertEqual(aView.frame, Rect(10.5, 100, 33.5, 10.5))
    }

    func testSizesRoundUpToTheThirdOfAPointAtScale3() {
        _pinlayoutSetUnitTest(scale: 3)
        aView.pin.width(10.1).height(20)
        XCTAssertEqual(aView.frame, Rect(140, 100, 31.0 / 3, 20))
    }
}
