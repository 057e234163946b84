import XCTest
@testable import PinEngine

/// UIKit's `sizeToFit()` on a view: frame.size = sizeThatFits(bounds.size), origin kept.
final class ViewSizeToFitTests: PinTestCase {
    /// Records the size it was asked about and answers a fixed size.
    private final class FixedView: View {
        var answer = Size(width: 30, height: 12)
        private(set) var askedSizes: [Size] = []

        override func sizeThatFits(_ size: Size) -> Size {
            askedSizes.append(size)
            return answer
        }
    }

    func testSizeToFitAsksWithTheCurrentSizeAndKeepsTheOrigin() {
        let view = FixedView(frame: Rect(5, 7, 100, 50))
        view.sizeToFit()
        XCTAssertEqual(view.askedSizes, [Size(width: 100, height: 50)])
        XCTAssertEqual(view.frame, Rect(5, 7, 30, 12))
    }

    func testAPlainViewKeepsItsSize() {
        let view = View(frame: Rect(1, 2, 3, 4))
        view.sizeToFit()
        XCTAssertEqual(view.frame, Rect(1, 2, 3, 4))
    }

    func testAnImageViewTakesItsImagesSizeOrZero() {
        let imageView = ImageView(frame: Rect(3, 4, 10, 10))
        imageView.sizeToFit()
        XCTAssertEqual(imageView.frame, Rect(3, 4, 0, 0))
        imageView.image = Image(size: Size(width: 64, height: 32))
        imageView.sizeToFit()
        XCTAssertEqual(imageView.frame, Rect(3, 4, 64, 32))
    }

    func testAnInvalidSizeIsIgnoredWithAWarning() {
        let view = FixedView(frame: Rect(0, 0, 20, 20))
        view.answer = Size(width: -1, height: 10)
        view.sizeToFit()
        XCTAssertEqual(view.frame, Rect(0, 0, 20, 20))
        assertLastWarning(contains: ["sizeToFit() ignored the size"])
    }

    func testSizeToFitMarksTheViewWhenTheSizeChanges() {
        let view = FixedView(frame: Rect(0, 0, 30, 12))
        view.layoutIfNeeded()
        view.sizeToFit()
        XCTAssertFalse(view.isLayoutPending)
        view.answer = Size(width: 31, height: 12)
        view.sizeToFit()
        XCTAssertTrue(view.isLayoutPending)
    }
}
