import XCTest
@testable import PinEngine

final class SmokeTests: XCTestCase {
    func testBelow() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: Rect(x: 100, y: 100, width: 200, height: 160))
        let b = View(frame: Rect(x: 160, y: 200, width: 40, height: 40))
        root.addSubview(a)
        root.addSubview(b)
        b.pin.above(of: a)
        XCTAssertEqual(b.frame, Rect(x: 160, y: 60, width: 40, height: 40))
    }
}
