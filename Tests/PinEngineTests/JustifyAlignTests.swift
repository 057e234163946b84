// Follows PinLayout's Tests/Common/JustifyAlignSpec.swift (fixture geometry and expected frames).
import XCTest
@testable import PinEngine

/// justify()/align(): where a view of known size sits between two opposite edges, how margins take
/// part, when they are not applicable (warnings), and how pinEdges() makes them applicable.
final class JustifyAlignTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: Rect(40, 100, 100, 60)) }

    // MARK: justify

    func testJustifyDefaultsToLeftBetweenLeftAndRight() {
        aView.pin.left().right().width(250)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))

        aView.pin.left().right().width(250).justify(.none)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
        assertNoWarning()
    }

    func testJustifyPlacesTheWidthBetweenLeftAndRight() {
        aView.pin.left().right().width(250).justify(.left)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))

        aView.pin.left().right().width(250).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))

        aView.pin.left().right().width(250).justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))
        assertNoWarning()
    }

    func testJustifyWithEdgeOffsetsEqualsJustifyWithHorizontalMargins() {
        let cases: [(HorizontalAlign, Double)] = [(.left, 50), (.center, 100), (.right, 150)]
        for (justification, expectedX) in cases {
            aView.pin.left(50).right(50).width(200).justify(justification)
            let withOffsets = aView.frame
            XCTAssertEqual(withOffsets, Rect(expectedX, 100, 200, 60), "\(justification)")

            aView.frame = Rect(40, 100, 100, 60)
            aView.pin.left().right().marginHorizontal(50).width(200).justify(justification)
            XCTAssertEqual(aView.frame, withOffsets, "\(justification)")
        }
        assertNoWarning()
    }

    func testJustifyCenterUsesTheSpaceLeftBetweenUnequalMargins() {
        // Container 400 - 20 - 60 = 320, remaining 120: x = 20 + 60.
        aView.pin.left().right().marginLeft(20).marginRight(60).width(200).justify(.center)
        XCTAssertEqual(aView.frame, Rect(80, 100, 200, 60))

        aView.pin.left().right().marginLeft(20).marginRight(60).width(200).justify(.right)
        XCTAssertEqual(aView.frame, Rect(140, 100, 200, 60))
    }

    func testJustifyCentersAWidthLargerThanTheSpan() {
        // Container 300, width 400: the view overflows equally on both sides.
        aView.pin.left(50).right(50).width(400).justify(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 400, 60))
    }

    func testJustifyAppliesToAWidthClampedByMaxWidth() {
        aView.pin.left().right().maxWidth(250).justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))
    }

    func testJustifyStartAndEndFollowTheLayoutDirection() {
        Pin.layoutDirection(.ltr)
        aView.pin.left().right().width(250).justify(.start)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
        aView.pin.left().right().width(250).justify(.end)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))

        Pin.layoutDirection(.rtl)
        aView.pin.left().right().width(250).justify(.start)
        XCTAssertEqual(aView.frame, Rect(150, 100, 250, 60))
        aView.pin.left().right().width(250).justify(.end)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
    }

    func testLastJustifyCallWins() {
        aView.pin.left().right().width(250).justify(.right).justify(.center)
        XCTAssertEqual(aView.frame, Rect(75, 100, 250, 60))
        assertNoWarning()
    }

    func testJustifyWithoutLeftAndRightWarnsAndChangesNothing() {
        aView.pin.justify(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        assertLastWarning(contains: ["justify", "center", "won't be applied", "left and right"])

        aView.pin.width(100).justify(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        assertLastWarning(contains: ["justify(.center) won't be applied, the left and right coordinates must be set"])
    }

    func testJustifyWithOnlyALeftEdgeWarnsButStillPlacesTheView() {
        aView.pin.left().width(250).justify(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
        assertLastWarning(contains: ["justify", "center", "won't be applied", "left and right"])
    }

    func testJustifyWithPinEdgesButNoWidthWarns() {
        aView.pin.left().pinEdges().justify(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertLastWarning(contains: ["justify", "center", "won't be applied", "left and right"])
    }

    func testJustifyWithHorizontalCenterWarnsAndCentersOnIt() {
        aView.pin.hCenter(60).justify(.center)
        XCTAssertEqual(aView.frame, Rect(210, 100, 100, 60))
        XCTAssertEqual(Pin.warningCount, 2, "no left and right, and an hCenter")
        assertLastWarning(contains: ["justify", "center", "won't be applied", "hCenter"])
    }

    func testPinEdgesWithLeftAndWidthMakesJustifyApplicable() {
        // The width becomes a right edge: the view exactly fills it, justified or not.
        aView.pin.left().width(100).pinEdges().justify(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertNoWarning()
    }

    func testPinEdgesWithRightWidthAndMarginJustifiesInsideTheNewSpan() {
        // right(100) + width 120 → span 180...300; margin shrinks it, then justify has no room left.
        aView.pin.right(100).width(120).pinEdges().marginLeft(20).justify(.right)
        XCTAssertEqual(aView.frame, Rect(200, 100, 100, 60))
        assertNoWarning()
    }

    func testPinEdgesWithHorizontalCenterStillWarnsAboutTheCenter() {
        // The hCenter is converted into edges 150...250, but the warning looks at the statement as written.
        aView.pin.hCenter().width(100).pinEdges().justify(.right)
        XCTAssertEqual(aView.frame, Rect(150, 100, 100, 60))
        XCTAssertEqual(Pin.warningCount, 1)
        assertLastWarning(contains: ["justify(.right)", "justification is not applied when hCenter has been set"])
    }

    // MARK: align

    func testAlignDefaultsToTopBetweenTopAndBottom() {
        aView.pin.top().bottom().height(250)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 250))

        aView.pin.top().bottom().height(250).align(.none)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 250))
        assertNoWarning()
    }

    func testAlignPlacesTheHeightBetweenTopAndBottom() {
        aView.pin.top().bottom().height(250).align(.top)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 250))

        aView.pin.top().bottom().height(250).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 75, 100, 250))

        aView.pin.top().bottom().height(250).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 150, 100, 250))
        assertNoWarning()
    }

    func testAlignWithEdgeOffsetsEqualsAlignWithVerticalMargins() {
        let cases: [(VerticalAlign, Double)] = [(.top, 50), (.center, 100), (.bottom, 150)]
        for (alignment, expectedY) in cases {
            aView.pin.top(50).bottom(50).height(200).align(alignment)
            let withOffsets = aView.frame
            XCTAssertEqual(withOffsets, Rect(40, expectedY, 100, 200), "\(alignment)")

            aView.frame = Rect(40, 100, 100, 60)
            aView.pin.top().bottom().marginVertical(50).height(200).align(alignment)
            XCTAssertEqual(aView.frame, withOffsets, "\(alignment)")
        }
        assertNoWarning()
    }

    func testAlignCenterWithATopMarginOnly() {
        // Container 300 - 20 = 280, remaining 80: y = 50 + 20 + 40.
        aView.pin.top(50).bottom(50).marginTop(20).height(200).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 110, 100, 200))
    }

    func testLastAlignCallWins() {
        aView.pin.top().bottom().height(250).align(.center).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 150, 100, 250))
        assertNoWarning()
    }

    func testAlignWithoutTopAndBottomWarnsAndChangesNothing() {
        aView.pin.align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        assertLastWarning(contains: ["align(.center)", "won't be applied", "top and bottom"])

        aView.pin.width(100).align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 100, 100, 60))
        assertLastWarning(contains: ["align(.center)", "won't be applied", "top and bottom"])
    }

    func testAlignWithHorizontalConstraintsOnlyWarns() {
        aView.pin.left().width(250).align(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 250, 60))
        assertLastWarning(contains: ["align(.center)", "won't be applied", "top and bottom"])

        aView.frame = Rect(40, 100, 100, 60)
        aView.pin.left().pinEdges().align(.center)
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 60))
        assertLastWarning(contains: ["align(.center)", "won't be applied", "top and bottom"])

        aView.frame = Rect(40, 100, 100, 60)
        aView.pin.hCenter(60).align(.center)
        XCTAssertEqual(aView.frame, Rect(210, 100, 100, 60))
        assertLastWarning(contains: ["align(.center)", "won't be applied", "top and bottom"])
    }

    func testAlignWithVerticalCenterWarnsAndCentersOnIt() {
        aView.pin.vCenter(20).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 190, 100, 60))
        XCTAssertEqual(Pin.warningCount, 2, "no top and bottom, and a vCenter")
        assertLastWarning(contains: ["align(.bottom)", "alignment is not applied when vCenter has been set"])
    }

    func testPinEdgesWithTopAndHeightMakesAlignApplicable() {
        aView.pin.top().height(100).pinEdges().align(.center)
        XCTAssertEqual(aView.frame, Rect(40, 0, 100, 100))
        assertNoWarning()
    }

    func testPinEdgesWithBottomAndHeightAlignsInsideTheNewSpan() {
        // bottom(0) + height 100 → span 300...400; a top margin of 40 leaves 60 for a height of 60.
        aView.pin.bottom().height(100).pinEdges().marginTop(40).align(.bottom)
        XCTAssertEqual(aView.frame, Rect(40, 340, 100, 60))
        assertNoWarning()
    }

    func testJustifyAndAlignTogether() {
        aView.pin.all(20).size(Size(width: 100, height: 60)).justify(.right).align(.center)
        XCTAssertEqual(aView.frame, Rect(280, 170, 100, 60))
        assertNoWarning()
    }
}
