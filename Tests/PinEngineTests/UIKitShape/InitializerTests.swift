import XCTest
@testable import PinEngine

/// UIKit-shaped initializers: `init(frame:)` is View's designated initializer and `init()` a
/// convenience one, and the geometry types have zero initializers.
final class InitializerTests: PinTestCase {
    /// Overrides the designated initializer only, as many UIKit subclasses do.
    private final class FrameOverridingView: View {
        private(set) var initializedThroughFrame = false

        override init(frame: Rect) {
            super.init(frame: frame)
            initializedThroughFrame = true
        }
    }

    /// Declares its own `init()` without `override`, as IntroView does with UIView.
    private final class OwnInitView: View {
        let child = View()

        init() {
            super.init(frame: Rect(0, 0, 10, 20))
            addSubview(child)
        }
    }

    func testASubclassOverridingInitFrameInheritsInit() {
        let view = FrameOverridingView()
        XCTAssertTrue(view.initializedThroughFrame, "init() goes through the subclass's init(frame:)")
        XCTAssertEqual(view.frame, .zero)
    }

    func testASubclassMayDeclareItsOwnInit() {
        let view = OwnInitView()
        XCTAssertEqual(view.frame, Rect(0, 0, 10, 20))
        XCTAssertEqual(view.subviews.count, 1)
    }

    func testCellsAndImageViewsInheritTheConvenienceInitializers() {
        XCTAssertEqual(ImageView().frame, .zero)
        XCTAssertEqual(ScrollView().frame, .zero)
        XCTAssertEqual(TableViewCell(frame: Rect(0, 0, 30, 40)).frame, Rect(0, 0, 30, 40))
        XCTAssertEqual(TableViewCell().style, .default)
        XCTAssertNil(TableViewHeaderFooterView().reuseIdentifier)
        XCTAssertEqual(CollectionViewCell().frame, .zero)
    }

    func testZeroInitializers() {
        XCTAssertEqual(Point(), Point(x: 0, y: 0))
        XCTAssertEqual(Size(), Size(width: 0, height: 0))
        XCTAssertEqual(Rect(), Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(Rect(), .zero)
        var size = Size()
        size.width = 35
        XCTAssertEqual(size, Size(width: 35, height: 0))
    }
}
