// Follows PinLayout's AdjustSizeSpec.swift (sizeToFit parts) and MinMaxWidthHeightSpec.swift (min/max with sizeToFit).
import XCTest
@testable import PinEngine

private let aViewFrame = Rect(140, 100, 100, 60)

/// BasicView fits 35×45 when both dimensions are bounded, otherwise it keeps the bounded dimension
/// (plus `sizeThatFitSizeOffset`) and gives the other one an area of 1600 (40×40).
final class SizeToFitTests: SpecTreeTestCase {

    /// aView's frame in MinMaxWidthHeightSpec, which the min/max cases use.
    private let minMaxFrame = Rect(40, 100, 100, 60)

    override class var treeFrames: TreeFrames { TreeFrames(aView: aViewFrame, aViewChild: Rect(10, 20, 50, 30)) }

    private func resetAView(_ frame: Rect? = nil) {
        aView.frame = frame ?? aViewFrame
        Pin.lastWarningText = nil
        Pin.warningCount = 0
    }

    // MARK: .width / .height with explicit or current sizes

    func testFitWidthUsesTheCurrentWidthWhenNoneIsSet() {
        aView.pin.sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 16))
        assertNoWarning()
    }

    func testFitWidthUsesTheExplicitWidth() {
        aView.pin.width(50).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 32))

        resetAView()
        aView.pin.width(100).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 16))
    }

    func testFitWidthReplacesAnExplicitHeight() {
        aView.pin.size(Size(width: 20, height: 100)).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 20, 80))

        resetAView()
        aView.pin.height(90).width(100).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 16))

        resetAView()
        aView.pin.top(0).height(70).width(100).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 0, 100, 16))
    }

    func testFitWidthWithAZeroCurrentHeight() {
        resetAView(Rect(140, 100, 50, 0))
        aView.pin.sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 32))
    }

    func testFitHeightUsesTheCurrentHeightWhenNoneIsSet() {
        // 1600 / 60 = 26.67, rounded up to the half point.
        aView.pin.sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 27, 60))
    }

    func testFitHeightUsesTheExplicitHeightAndReplacesTheWidth() {
        aView.pin.height(50).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 32, 50))

        resetAView()
        aView.pin.size(Size(width: 20, height: 100)).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 16, 100))
    }

    func testFitUsesTheSizeOfAnotherView() {
        aView.pin.width(of: aViewChild).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 32))

        resetAView()
        aView.pin.height(of: aViewChild).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 53.5, 30))

        resetAView()
        aView.pin.size(of: aViewChild).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 32))

        resetAView()
        aView.pin.width(90).height(of: aViewChild).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 18))
        assertNoWarning()
    }

    func testFitKeepsTheFirstWidthWhenALaterOneConflicts() {
        aView.pin.width(80).width(of: aViewChild).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 80, 20))
        assertLastWarning(contains: ["width(of: (BasicView, Frame: (10.0, 20.0, 50.0, 30.0)))", "won't be applied", "already been set to 80."])

        resetAView()
        aView.pin.width(90).size(of: aViewChild).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 90, 18))
        assertLastWarning(contains: ["size(of", "'s width won't be applied"])
    }

    func testFitDoesNotNeedASuperview() {
        let unattached = BasicView(frame: Rect(10, 10, 100, 60))
        unattached.pin.sizeToFit(.width)
        XCTAssertEqual(unattached.frame, Rect(10, 10, 100, 16))
    }

    // MARK: flexible fit types and sizeThatFits results that differ from the reference

    func testFitWidthKeepsTheReferenceWidthEvenWhenTheViewWantsLess() {
        aView.sizeThatFitSizeOffset = -10
        aView.pin.width(50).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 40))

        resetAView()
        aView.pin.size(Size(width: 20, height: 100)).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 20, 160))
    }

    func testFitWidthFlexibleTakesTheWidthTheViewWants() {
        aView.sizeThatFitSizeOffset = -10
        aView.pin.width(50).sizeToFit(.widthFlexible)
        XCTAssertEqual(aView.frame, Rect(140, 100, 40, 40))

        resetAView()
        aView.pin.size(Size(width: 20, height: 100)).sizeToFit(.widthFlexible)
        XCTAssertEqual(aView.frame, Rect(140, 100, 10, 160))

        // A view may also want more than the reference width.
        resetAView()
        aView.sizeThatFitSizeOffset = 10
        aView.pin.width(50).sizeToFit(.widthFlexible)
        XCTAssertEqual(aView.frame, Rect(140, 100, 60, 27))
    }

    func testFitWidthWithALargerWantedWidthStillKeepsTheReference() {
        aView.sizeThatFitSizeOffset = 10
        aView.pin.width(50).sizeToFit(.width)
        // sizeThatFits answers 60 × 26.67: the width stays 50, the height rounds up to 27.
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 27))
    }

    func testFitHeightKeepsTheReferenceHeight() {
        aView.sizeThatFitSizeOffset = -10
        aView.pin.sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 32, 60))

        resetAView()
        aView.pin.height(50).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 40, 50))

        resetAView()
        aView.sizeThatFitSizeOffset = 10
        aView.pin.height(30).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 40, 30))
    }

    func testFitHeightFlexibleTakesTheHeightTheViewWants() {
        aView.sizeThatFitSizeOffset = -10
        aView.pin.sizeToFit(.heightFlexible)
        XCTAssertEqual(aView.frame, Rect(140, 100, 32, 50))

        resetAView()
        aView.pin.top(10).bottom(10).sizeToFit(.heightFlexible)
        // sizeThatFits answers 370 high (380 - 10) and 1600 / 370 = 4.32 wide, rounded up to 4.5.
        XCTAssertEqual(aView.frame, Rect(140, 10, 4.5, 370))
    }

    func testFitOnAPlainViewKeepsItsCurrentSize() {
        // View's default sizeThatFits answers its current size, as UIView's does.
        let plain = View(frame: Rect(0, 0, 100, 60))
        rootView.addSubview(plain)
        plain.pin.width(50).sizeToFit(.width)
        XCTAssertEqual(plain.frame, Rect(0, 0, 50, 60))

        plain.frame = Rect(0, 0, 100, 60)
        plain.pin.width(50).sizeToFit(.widthFlexible)
        XCTAssertEqual(plain.frame, Rect(0, 0, 100, 60))
    }

    // MARK: .content

    func testFitContentAsksWithTheCurrentSize() {
        aView.pin.sizeToFit()
        XCTAssertEqual(aView.frame, Rect(140, 100, 35, 45))

        resetAView()
        aView.pin.sizeToFit(.content)
        XCTAssertEqual(aView.frame, Rect(140, 100, 35, 45))
        assertNoWarning()
    }

    func testFitContentReplacesExplicitSizes() {
        aView.pin.width(200).height(10).sizeToFit()
        XCTAssertEqual(aView.frame, Rect(140, 100, 35, 45))
    }

    func testFitContentIsClampedByMinAndMax() {
        aView.pin.sizeToFit().minWidth(50).maxHeight(40)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 40))
    }

    func testFitContentIsPlacedByTheEdges() {
        aView.pin.left(10).sizeToFit()
        XCTAssertEqual(aView.frame, Rect(10, 100, 35, 45))

        resetAView()
        aView.pin.right(10).bottom(10).sizeToFit()
        XCTAssertEqual(aView.frame, Rect(355, 345, 35, 45))

        resetAView()
        aView.pin.left(10).right(10).sizeToFit().justify(.right)
        XCTAssertEqual(aView.frame, Rect(355, 100, 35, 45))
    }

    func testFitContentCenteredAtScale3RoundsOriginsToThirdsOfAPoint() {
        _pinlayoutSetUnitTest(scale: 3)
        aView.pin.sizeToFit().center()
        // x = 200 - 17.5 = 182.5 → 547.5 px → 548 px; y = 200 - 22.5 = 177.5 → 532.5 px → 533 px.
        XCTAssertEqual(aView.frame, Rect(548.0 / 3, 533.0 / 3, 35, 45))
    }

    // MARK: centers

    func testFitAroundACenterAnchor() {
        aViewChild.pin.center(to: aView.anchor.center).height(40).sizeToFit(.height)
        XCTAssertEqual(aViewChild.frame, Rect(30, 10, 40, 40))

        aViewChild.frame = Rect(10, 20, 50, 30)
        aViewChild.pin.center(to: aView.anchor.center).width(20).sizeToFit(.width)
        XCTAssertEqual(aViewChild.frame, Rect(40, -10, 20, 80))
    }

    // MARK: edges and margins

    func testFitWidthBetweenLeftAndRightEdges() {
        aView.pin.left(20).right(80).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(20, 100, 300, 5.5))

        resetAView()
        aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(30, 100, 290, 6))

        resetAView()
        aView.pin.left(20).right(80).marginRight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(20, 100, 290, 6))

        resetAView()
        aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(30, 100, 280, 6))
    }

    func testJustifyHasNoRoomWhenTheFittedWidthFillsTheEdges() {
        for justify in [HorizontalAlign.center, .right] {
            resetAView()
            aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(justify)
            XCTAssertEqual(aView.frame, Rect(30, 100, 280, 6))
        }
        assertNoWarning()
    }

    func testFitHeightBetweenTopAndBottomEdges() {
        aView.pin.top(20).bottom(80).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 20, 5.5, 300))

        resetAView()
        aView.pin.top(20).bottom(80).marginTop(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 30, 6, 290))

        resetAView()
        aView.pin.top(20).bottom(80).marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 20, 6, 290))

        resetAView()
        aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 30, 6, 280))

        for align in [VerticalAlign.center, .bottom] {
            resetAView()
            aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(align)
            XCTAssertEqual(aView.frame, Rect(140, 30, 6, 280))
        }
    }

    func testFitWidthWithRightEdgeAndWidthMovesWithMargins() {
        aView.pin.right(100).width(200).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 8))

        resetAView()
        aView.pin.right(100).width(200).marginLeft(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 8))

        resetAView()
        aView.pin.right(100).width(200).marginRight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(90, 100, 200, 8))

        resetAView()
        aView.pin.right(100).width(200).marginLeft(10).marginRight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(90, 100, 200, 8))
    }

    func testFitWidthWithPinEdgesShrinksWithMargins() {
        aView.pin.right(100).width(200).pinEdges().sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(100, 100, 200, 8))

        resetAView()
        aView.pin.right(100).width(200).pinEdges().marginLeft(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(110, 100, 190, 8.5))

        resetAView()
        aView.pin.right(100).width(200).pinEdges().marginRight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(100, 100, 190, 8.5))

        resetAView()
        aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(.width).justify(.left)
        XCTAssertEqual(aView.frame, Rect(110, 100, 180, 9))
        assertNoWarning()
    }

    func testFitHeightWithBottomEdgeAndHeightMovesWithMargins() {
        aView.pin.bottom(100).height(200).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 8, 200))

        resetAView()
        aView.pin.bottom(100).height(200).marginTop(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 8, 200))

        resetAView()
        aView.pin.bottom(100).height(200).marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 90, 8, 200))

        resetAView()
        aView.pin.bottom(100).height(200).marginTop(10).marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 90, 8, 200))
    }

    func testFitHeightWithPinEdgesShrinksWithMargins() {
        aView.pin.bottom(100).height(200).pinEdges().sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 8, 200))

        resetAView()
        aView.pin.bottom(100).height(200).pinEdges().marginTop(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 110, 8.5, 190))

        resetAView()
        aView.pin.bottom(100).height(200).pinEdges().marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 8.5, 190))

        resetAView()
        aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 110, 9, 180))
    }

    func testFitWidthWithFourEdgesUsesTheHorizontalSpanOnly() {
        let cases: [(margins: (top: Double, left: Double, bottom: Double, right: Double), expected: Rect)] = [
            ((0, 0, 0, 0), Rect(20, 20, 200, 8)),
            ((0, 10, 0, 0), Rect(30, 20, 190, 8.5)),
            ((0, 0, 0, 10), Rect(20, 20, 190, 8.5)),
            ((0, 10, 0, 10), Rect(30, 20, 180, 9)),
            ((10, 0, 0, 0), Rect(20, 30, 200, 8)),
            ((0, 0, 10, 0), Rect(20, 20, 200, 8)),
            ((0, 10, 10, 0), Rect(30, 20, 190, 8.5)),
            ((10, 10, 10, 0), Rect(30, 30, 190, 8.5)),
            ((10, 10, 0, 10), Rect(30, 30, 180, 9)),
            ((0, 10, 10, 10), Rect(30, 20, 180, 9)),
            ((10, 10, 10, 10), Rect(30, 30, 180, 9)),
        ]
        for (m, expected) in cases {
            resetAView()
            aView.pin.top(20).left(20).bottom(180).right(180)
                .margin(m.top, m.left, m.bottom, m.right).sizeToFit(.width)
            XCTAssertEqual(aView.frame, expected, "margins \(m)")
        }
        assertNoWarning()
    }

    func testFitWidthWithFourEdgesFollowsJustifyAndAlign() {
        aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10)
            .sizeToFit(.width).justify(.center)
        XCTAssertEqual(aView.frame, Rect(30, 30, 180, 9))

        resetAView()
        aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(15).marginRight(5).marginTop(10)
            .sizeToFit(.width).justify(.right)
        XCTAssertEqual(aView.frame, Rect(35, 30, 180, 9))

        resetAView()
        aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10)
            .sizeToFit(.width).align(.top)
        XCTAssertEqual(aView.frame, Rect(30, 30, 180, 9))

        resetAView()
        aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10)
            .sizeToFit(.width).align(.center)
        XCTAssertEqual(aView.frame, Rect(30, 120.5, 180, 9))

        resetAView()
        aView.pin.top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5).marginTop(10)
            .sizeToFit(.width).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(35, 311, 180, 9))
        assertNoWarning()
    }

    // MARK: min / max

    func testMinAndMaxWidthSetTheReferenceWidth() {
        aView.pin.minWidth(160).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 160, 10))

        resetAView()
        aView.pin.maxWidth(50).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 32))
    }

    func testMinAndMaxHeightSetTheReferenceHeight() {
        aView.pin.minHeight(160).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 10, 160))

        resetAView()
        aView.pin.maxHeight(50).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 32, 50))
    }

    func testMinAndMaxClampTheFittedDimension() {
        aView.pin.width(100).minHeight(20).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 20))

        resetAView()
        aView.pin.width(100).maxHeight(10).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 10))

        resetAView()
        aView.pin.height(100).maxWidth(10).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 10, 100))

        resetAView()
        aView.pin.height(100).minWidth(20).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(140, 100, 20, 100))

        resetAView()
        aView.pin.size(of: aViewChild).sizeToFit(.width).maxHeight(30)
        XCTAssertEqual(aView.frame, Rect(140, 100, 50, 30))
    }

    func testMaxWidthCapsAPercentReferenceWidth() {
        resetAView(minMaxFrame)
        aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 6.5))

        resetAView(minMaxFrame)
        aView.pin.left().width(100%).maxWidth(250).maxHeight(20).minHeight(14).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 14))
    }

    func testExplicitHeightIsReplacedButStillClampedWhenFittingTheWidth() {
        resetAView(minMaxFrame)
        aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 6.5))

        resetAView(minMaxFrame)
        aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(5).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 5))
    }

    func testClampedFittedWidthFollowsJustify() {
        resetAView(minMaxFrame)
        aView.pin.left().width(100%).maxWidth(250).sizeToFit(.width).justify(.left)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 6.5))
        assertLastWarning(contains: ["justify(.left) won't be applied", "left and right coordinates"])

        resetAView(minMaxFrame)
        aView.pin.left().right().width(100%).maxWidth(250).sizeToFit(.width).justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 6.5))

        resetAView(minMaxFrame)
        aView.pin.left().right().maxWidth(250).sizeToFit(.width).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 6.5))
        assertNoWarning()
    }

    func testMinWidthRaisesTheReferenceWidth() {
        resetAView(minMaxFrame)
        aView.pin.left().width(10).minWidth(250).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 6.5))

        resetAView(minMaxFrame)
        aView.pin.left().right().width(10).minWidth(250).sizeToFit(.width).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 6.5))

        resetAView(minMaxFrame)
        aView.pin.left().right().width(10).minWidth(250).marginLeft(10).sizeToFit(.width).justify(.center)
        XCTAssertEqual(aView.frame, Rect(80, 100, 250, 6.5))
    }

    func testMaxHeightCapsAPercentReferenceHeight() {
        resetAView(minMaxFrame)
        aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(40, 0, 8, 200))

        resetAView(minMaxFrame)
        aView.pin.top().bottom().height(100%).maxHeight(200).sizeToFit(.height).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 200, 8, 200))

        resetAView(minMaxFrame)
        aView.pin.top().bottom().maxHeight(200).sizeToFit(.height).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 8, 200))
    }

    func testMinHeightRaisesTheReferenceHeight() {
        resetAView(minMaxFrame)
        aView.pin.top().height(10).minHeight(200).sizeToFit(.height)
        XCTAssertEqual(aView.frame, Rect(40, 0, 8, 200))

        resetAView(minMaxFrame)
        aView.pin.top().bottom().height(10).minHeight(200).sizeToFit(.height).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 8, 200))

        resetAView(minMaxFrame)
        aView.pin.top().bottom().height(10).minHeight(200).marginTop(10).sizeToFit(.height).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 105, 8, 200))
    }

    // MARK: conflicts

    func testSecondSizeToFitConflictsEvenWithTheSameType() {
        aView.pin.width(100).sizeToFit(.height).sizeToFit(.height)
        // .height fits the current height (60): sizeThatFits' width (26.67 → 27) replaces width(100).
        XCTAssertEqual(aView.frame, Rect(140, 100, 27, 60))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: sizeToFit(.height) won't be applied since it conflicts with sizeToFit(.height)..")
    }

    func testSecondSizeToFitOfAnotherTypeConflictsAndTheFirstWins() {
        aView.sizeThatFitSizeOffset = -10
        aView.pin.width(50).sizeToFit(.widthFlexible).sizeToFit(.heightFlexible)
        XCTAssertEqual(aView.frame, Rect(140, 100, 40, 40))
        assertLastWarning(contains: ["sizeToFit(.heightFlexible) won't be applied", "conflicts with sizeToFit(.widthFlexible).."])
    }

    func testSizeToFitAfterContentFitConflicts() {
        // PinLayout itself traps here (it force-unwraps the fit type of `.content`); the engine warns.
        aView.pin.sizeToFit().sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 35, 45))
        assertLastWarning(contains: ["PinLayout Conflict: sizeToFit(.width) won't be applied", "conflicts with sizeToFit()"])
    }

    func testSizeToFitAfterAspectRatioConflicts() {
        aView.pin.width(100).aspectRatio(2).sizeToFit(.width)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 50))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: sizeToFit(.width) won't be applied since it conflicts with aspectRatio(2.0).")
    }

    func testAspectRatioAfterSizeToFitConflicts() {
        aView.pin.sizeToFit(.width).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 16))
        XCTAssertEqual(Pin.lastWarningText,
                       "PinLayout Warning: PinLayout Conflict: aspectRatio(2.0) won't be applied since it conflicts with sizeToFit(.width)..")

        resetAView()
        aView.pin.width(100).sizeToFit(.width).aspectRatio(2)
        XCTAssertEqual(aView.frame, Rect(140, 100, 100, 16))
        assertLastWarning(contains: [" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"])
    }
}
