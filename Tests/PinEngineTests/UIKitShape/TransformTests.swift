// View.transform and layer.anchorPoint, and how pin and pinFrame read and write transformed views,
// following upstream's UIView+PinLayout.swift (getRect/setRect with keepTransform).
import XCTest
@testable import PinEngine

final class TransformTests: PinTestCase {
    private var root: View!
    private var scaled: View!
    private var sibling: View!

    override func setUp() {
        super.setUp()
        root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scaled = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        sibling = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(scaled)
        root.addSubview(sibling)
    }

    override func tearDown() {
        root = nil
        scaled = nil
        sibling = nil
        super.tearDown()
    }

    private func assertEqual(_ rect: Rect, _ expected: Rect, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rect.origin.x, expected.origin.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(rect.origin.y, expected.origin.y, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(rect.size.width, expected.size.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(rect.size.height, expected.size.height, accuracy: accuracy, "height", file: file, line: line)
    }

    // MARK: Geometry

    func testAViewStartsUntransformedWithItsAnchorInTheMiddle() {
        XCTAssertEqual(scaled.transform, .identity)
        XCTAssertTrue(scaled.transform.isIdentity)
        XCTAssertEqual(scaled.layer.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(scaled.center, Point(x: 60, y: 35))
        XCTAssertEqual(scaled.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testAScaledFrameIsTheTransformedBoundsAboutTheCenter() {
        scaled.transform = Transform(scaleX: 2, y: 2)
        XCTAssertEqual(scaled.frame, Rect(x: -40, y: -15, width: 200, height: 100))
        XCTAssertEqual(scaled.bounds.size, Size(width: 100, height: 50), "the bounds keep the untransformed size")
        XCTAssertEqual(scaled.center, Point(x: 60, y: 35))
        scaled.transform = .identity
        XCTAssertEqual(scaled.frame, Rect(x: 10, y: 10, width: 100, height: 50), "back to the untransformed rect")
    }

    func testTheAreaViewsRotatedLabelTurnsAboutItsBottomLeftCorner() {
        // Upstream's AreaView: anchorPoint (0, 1), then a quarter turn.
        scaled.layer.anchorPoint = Point(x: 0, y: 1)
        XCTAssertEqual(scaled.center, Point(x: 60, y: 35), "the center stays where it was")
        XCTAssertEqual(scaled.frame, Rect(x: 60, y: -15, width: 100, height: 50), "so the frame moves")
        scaled.transform = Transform(rotationAngle: Double.pi / 2)
        // The bottom-left corner (60, 35) stays; a quarter turn clockwise on screen makes the label
        // run down from it, 50 wide.
        assertEqual(scaled.frame, Rect(x: 60, y: 35, width: 50, height: 100))
        scaled.pin.topLeft(1).size(Size(width: 40, height: 10))
        XCTAssertEqual(scaled.transform, Transform(rotationAngle: Double.pi / 2), "pin keeps the transform")
        XCTAssertEqual(scaled.bounds.size, Size(width: 40, height: 10))
        XCTAssertEqual(scaled.center, Point(x: 1, y: 11), "the untransformed rect (1, 1, 40, 10) has its anchor there")
        assertEqual(scaled.frame, Rect(x: 1, y: 11, width: 10, height: 40))
    }

    func testCenterAndBoundsMoveAndResizeTheUntransformedRect() {
        scaled.center = Point(x: 100, y: 100)
        XCTAssertEqual(scaled.frame, Rect(x: 50, y: 75, width: 100, height: 50))
        scaled.layoutIfNeeded()
        XCTAssertFalse(scaled.isLayoutPending)
        scaled.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(scaled.frame, Rect(x: 90, y: 95, width: 20, height: 10), "bounds keep the center")
        XCTAssertTrue(scaled.isLayoutPending, "a new bounds size needs layout")
    }

    func testTransformHelpersComposeAsCoreGraphicsDoes() {
        let t = Transform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 3)
        XCTAssertEqual(Point(x: 1, y: 1).applying(t), Point(x: 12, y: 3))
        XCTAssertEqual(Point(x: 12, y: 3).applying(t.inverted()), Point(x: 1, y: 1))
        XCTAssertEqual(Transform(translationX: 5, y: 6).concatenating(Transform(scaleX: 2, y: 2)),
                       Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 12))
    }

    // MARK: pin keeps the transform; pinFrame reads and writes frames

    func testPinWritesCenterAndBoundsAndKeepsTheTransform() {
        scaled.transform = Transform(scaleX: 2, y: 2)
        scaled.pin.top(20).left(30).width(50).height(40)
        XCTAssertEqual(scaled.transform, Transform(scaleX: 2, y: 2))
        XCTAssertEqual(scaled.bounds.size, Size(width: 50, height: 40))
        XCTAssertEqual(scaled.center, Point(x: 55, y: 40))
        XCTAssertEqual(scaled.frame, Rect(x: 5, y: 0, width: 100, height: 80))
    }

    func testPinReadsTheUntransformedRectAndPinFrameTheFrame() {
        scaled.transform = Transform(scaleX: 2, y: 2)
        sibling.pin.below(of: scaled).left()
        XCTAssertEqual(sibling.frame.minY, 60, "pin: below the untransformed rect (10 + 50)")
        sibling.pinFrame.below(of: scaled).left()
        XCTAssertEqual(sibling.frame.minY, 85, "pinFrame: below the frame (-15 + 100)")
        sibling.pin.width(of: scaled)
        XCTAssertEqual(sibling.frame.width, 100)
        sibling.pinFrame.width(of: scaled)
        XCTAssertEqual(sibling.frame.width, 200)
    }

    func testPinReadsAFrameSetUnderATransformAsTheUntransformedRectWithoutRecomputingIt() {
        scaled.transform = Transform(scaleX: 2, y: 2)
        scaled.frame = Rect(x: 0, y: 0, width: 10, height: 20)
        // A statement reads a reference view without storing anything (the read is declared
        // read-only to the optimizer): the rect set is its untransformed rect, and its frame stays
        // as set until its own geometry is next read.
        sibling.pin.below(of: scaled).width(of: scaled)
        XCTAssertEqual(sibling.frame.minY, 20)
        XCTAssertEqual(sibling.frame.width, 10)
        XCTAssertEqual(scaled.frame, Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(scaled.center, Point(x: 5, y: 10))
        XCTAssertEqual(scaled.frame, Rect(x: -5, y: -10, width: 20, height: 40))
    }

    func testPinFrameOnATransformedViewStartsFromItsFrame() {
        scaled.transform = Transform(scaleX: 2, y: 2)
        scaled.pin.left(0)
        XCTAssertEqual(scaled.bounds.size, Size(width: 100, height: 50), "pin keeps the untransformed size")
        scaled.pinFrame.left(0)
        // pinFrame keeps the current *frame* size (200×100) and sets the frame, which under a
        // transform sets the untransformed rect (UIKit leaves it undefined).
        XCTAssertEqual(scaled.bounds.size, Size(width: 200, height: 100))
        XCTAssertFalse(PinFrameStatements.areRunning, "the statement ended")
    }

    func testPinAndPinFrameAgreeWithoutTransforms() {
        sibling.pin.below(of: scaled).left(5).size(30)
        let byPin = sibling.frame
        sibling.frame = .zero
        sibling.pinFrame.below(of: scaled).left(5).size(30)
        XCTAssertEqual(sibling.frame, byPin)
        XCTAssertEqual(byPin, Rect(x: 5, y: 60, width: 30, height: 30))
    }

    func testWrapContentReadsAndMovesUntransformedRects() {
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(container)
        let child = View(frame: Rect(x: 20, y: 30, width: 40, height: 20))
        container.addSubview(child)
        child.transform = Transform(scaleX: 3, y: 3)
        container.pin.wrapContent()
        XCTAssertEqual(container.frame.size, Size(width: 40, height: 20))
        XCTAssertEqual(child.bounds.size, Size(width: 40, height: 20))
        XCTAssertEqual(child.center, Point(x: 20, y: 10))
        XCTAssertEqual(child.transform, Transform(scaleX: 3, y: 3))
    }

    func testAutoSizingLeavesTheTransformFlagAlone() {
        final class Sizing: View {
            let child = View()
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(child)
                child.transform = Transform(scaleX: 2, y: 2)
            }
            override func sizeThatFits(_ size: Size) -> Size {
                autoSizeThatFits(size) { child.pin.top(10).left(10).size(Size(width: 30, height: 40)) }
            }
        }
        let sizing = Sizing(frame: .zero)
        XCTAssertEqual(sizing.sizeThatFits(Size(width: 100, height: 100)), Size(width: 40, height: 50))
        XCTAssertEqual(sizing.child.autoSizingDepth, 0)
        XCTAssertEqual(sizing.child.transform, Transform(scaleX: 2, y: 2))
        XCTAssertEqual(sizing.child.bounds.size, .zero, "auto-sizing writes no frame")
        sizing.child.pin.top(10).left(10).size(Size(width: 30, height: 40))
        XCTAssertEqual(sizing.child.frame, Rect(x: -5, y: -10, width: 60, height: 80))
    }

    func testAnAnimationBlockSetsTheTransformAtOnce() {
        View.animate(withDuration: 0.3) {
            self.scaled.transform = Transform(rotationAngle: Double.pi)
        }
        assertEqual(scaled.frame, Rect(x: 10, y: 10, width: 100, height: 50))
        XCTAssertFalse(scaled.transform.isIdentity)
    }

    func testSettingATransformNeedsNoLayoutAndSettingTheFrameUnderOneIsTakenAsTheUntransformedRect() {
        scaled.layoutIfNeeded()
        scaled.transform = Transform(scaleX: 2, y: 2)
        XCTAssertFalse(scaled.isLayoutPending, "the bounds did not change")
        // Undefined in UIKit: the value set reads back until the geometry is next read, which takes
        // it as the untransformed rect and recomputes the frame.
        scaled.frame = Rect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(scaled.frame, Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(scaled.bounds.size, Size(width: 10, height: 20))
        XCTAssertEqual(scaled.center, Point(x: 5, y: 10))
        XCTAssertEqual(scaled.frame, Rect(x: -5, y: -10, width: 20, height: 40))
        XCTAssertEqual(scaled.transform, Transform(scaleX: 2, y: 2))
    }
}
