import XCTest
@testable import PinEngine

/// `View.animate` runs the block at once and reports completion.
final class AnimationTests: PinTestCase {
    func testAnimationBlocksRunAtOnceAndComplete() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 0.3) { view.alpha = 0.5 }
        XCTAssertEqual(view.alpha, 0.5)

        var finished: [Bool] = []
        View.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        View.animate(withDuration: 0.2, delay: 1, options: [.beginFromCurrentState, .curveEaseInOut],
                     animations: { view.isHidden = true }, completion: { finished.append($0) })
        XCTAssertEqual(view.alpha, 0)
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(finished, [true, true])
    }
}
