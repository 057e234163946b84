// engine-specific [not upstream]: the accepted range of values (|v| <= Pin.maximumMagnitude, display
// scales 0.01...1000). PinLayout rounds through Float, so huge finite input gave infinite frames.
import XCTest
@testable import PinEngine

/// Values outside the accepted range warn and are not applied, like NaN, so frames stay finite.
final class ValueRangeTests: SpecTreeTestCase {
    override class var treeFrames: TreeFrames { TreeFrames(aView: Rect(140, 100, 200, 100)) }

    private let initial = Rect(140, 100, 200, 100)
    private let huge = 1e20

    private func assertFinite(_ rect: Rect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite,
                      "\(rect) is not finite", file: file, line: line)
    }

    /// Runs `statement` on a fresh aView and expects it to be refused with one warning per value.
    private func assertRefused(_ name: String, warnings: Int = 1, file: StaticString = #filePath, line: UInt = #line,
                               _ statement: (View) -> Void) {
        aView.frame = initial
        Pin.warningCount = 0
        Pin.lastWarningText = nil
        statement(aView)
        XCTAssertEqual(aView.frame, initial, "\(name) must not be applied", file: file, line: line)
        XCTAssertEqual(Pin.warningCount, warnings, "\(name) must warn", file: file, line: line)
    }

    func testHugeCoordinatesAreRefused() {
        assertRefused("top") { $0.pin.top(huge) }
        assertLastWarning(contains: ["top(1e+20) won't be applied", "the top coordinate (1e+20) is out of range"])
        assertRefused("left") { $0.pin.left(-huge) }
        assertRefused("bottom") { $0.pin.bottom(-huge) }
        assertRefused("right") { $0.pin.right(-huge) }
        assertRefused("hCenter") { $0.pin.hCenter(huge) }
        assertRefused("vCenter") { $0.pin.vCenter(huge) }
        assertRefused("top percent") { $0.pin.top(1e20%) }
        assertRefused("all", warnings: 4) { $0.pin.all(huge) }
        assertRefused("Float's limit") { $0.pin.left(1.8e38) }
        assertRefused("Double's limit") { $0.pin.left(.greatestFiniteMagnitude) }
    }

    func testHugeSizesAreRefused() {
        assertRefused("width") { $0.pin.width(huge) }
        assertLastWarning(contains: ["width(1e+20) won't be applied", "the width (1e+20) is out of range"])
        assertRefused("height") { $0.pin.height(huge) }
        assertRefused("size", warnings: 2) { $0.pin.size(huge) }
        assertRefused("width percent") { $0.pin.width(1e20%) }
        assertRefused("minWidth") { $0.pin.left(140).minWidth(huge) }
        assertRefused("maxWidth") { $0.pin.left(140).maxWidth(huge) }
        assertRefused("minHeight") { $0.pin.top(100).minHeight(huge) }
        assertRefused("maxHeight") { $0.pin.top(100).maxHeight(huge) }
        // Negative, NaN and infinite sizes keep their former warning.
        assertRefused("negative width") { $0.pin.width(-1) }
        assertLastWarning(contains: ["the width (-1.0) must be greater than or equal to zero."])
        assertRefused("infinite height") { $0.pin.height(.infinity) }
        assertLastWarning(contains: ["the height (inf) must be greater than or equal to zero."])
    }

    func testHugeMarginsAreRefused() {
        assertRefused("marginTop") { $0.pin.top(100).marginTop(huge) }
        assertLastWarning(contains: ["marginTop(1e+20) won't be applied", "the margin (1e+20) is out of range"])
        assertRefused("marginLeft") { $0.pin.left(140).marginLeft(-huge) }
        assertRefused("margin percent") { $0.pin.left(140).marginLeft(1e20%) }
    }

    func testTheLimitItselfIsAccepted() {
        aView.pin.left(Pin.maximumMagnitude).width(Pin.maximumMagnitude).marginLeft(-Pin.maximumMagnitude)
        assertNoWarning()
        XCTAssertEqual(aView.frame.origin.x, 0)
        assertFinite(aView.frame)
        // Sums of values in range can exceed the limit; at the largest scale they still round finite.
        Pin.displayScale = 1000
        aView.pin.left(-Pin.maximumMagnitude).right(0).marginLeft(-Pin.maximumMagnitude)
        assertNoWarning()
        assertFinite(aView.frame)
    }

    func testAHugeSuperviewGivesNoInfiniteFrame() {
        rootView.frame = Rect(0, 0, 1e308, 1e308)
        assertRefused("right and bottom", warnings: 2) { $0.pin.right().bottom() }
        assertRefused("hCenter percent") { $0.pin.hCenter(50%) }
        assertRefused("width percent") { $0.pin.width(100%) }
        assertFinite(aView.frame)
    }

    func testHugeReferenceViewsAreRefused() {
        let giant = View(frame: Rect(0, 0, huge, huge))
        rootView.addSubview(giant)
        assertRefused("top(to:)") { $0.pin.top(to: giant.edge.bottom) }
        assertRefused("below(of:)") { $0.pin.below(of: giant) }
        assertRefused("width(of:)") { $0.pin.width(of: giant) }
        assertRefused("size(of:)", warnings: 2) { $0.pin.size(of: giant) }
    }

    /// A view whose sizeThatFits answers a fixed size.
    final class FixedFitView: View {
        var answer = Size(width: 1e300, height: 10)
        override func sizeThatFits(_ size: Size) -> Size { answer }
    }

    func testAnOutOfRangeSizeThatFitsIsNotApplied() {
        let view = FixedFitView(frame: Rect(10, 20, 30, 40))
        rootView.addSubview(view)
        for answer in [Size(width: 1e300, height: 10), Size(width: 10, height: -.infinity), Size(width: .nan, height: 10)] {
            view.answer = answer
            Pin.warningCount = 0
            view.pin.left(10).top(20).sizeToFit()
            XCTAssertEqual(view.frame, Rect(10, 20, 30, 40), "\(answer)")
            XCTAssertEqual(Pin.warningCount, 1, "\(answer)")
            assertLastWarning(contains: ["sizeToFit() won't be applied", "the size returned by sizeThatFits"])
        }
        view.answer = Size(width: 15, height: 25)
        Pin.warningCount = 0
        view.pin.left(10).top(20).sizeToFit()
        XCTAssertEqual(view.frame, Rect(10, 20, 15, 25))
        assertNoWarning()
    }

    func testInfiniteAndZeroAspectRatiosAreRefused() {
        // Each statement would otherwise derive the other dimension (0 or infinite).
        assertRefused("aspectRatio(.infinity)") { $0.pin.left(140).width(200).aspectRatio(.infinity) }
        assertLastWarning(contains: ["aspectRatio(inf) won't be applied", "the aspectRatio (inf) must be a finite number."])
        assertRefused("aspectRatio(0)") { $0.pin.left(140).width(200).aspectRatio(0) }
        let flat = View(frame: Rect(0, 0, 100, 0))
        let thin = View(frame: Rect(0, 0, 0, 100))
        let empty = View(frame: .zero)
        assertRefused("aspectRatio(of: zero height)") { $0.pin.left(140).width(200).aspectRatio(of: flat) }
        assertLastWarning(contains: ["aspectRatio(of: ", "won't be applied", "the aspectRatio (inf) must be a finite number."])
        assertRefused("aspectRatio(of: zero width)") { $0.pin.top(100).height(100).aspectRatio(of: thin) }
        assertRefused("aspectRatio(of: zero size)") { $0.pin.top(100).height(100).aspectRatio(of: empty) }
    }

    func testTheDisplayScaleRange() {
        for invalid in [1e-40, 0.0099, 1000.5, 1e39] {
            Pin.displayScale = 3
            Pin.warningCount = 0
            Pin.displayScale = invalid
            XCTAssertEqual(Pin.displayScale, 3, "\(invalid) must be refused")
            XCTAssertEqual(Pin.warningCount, 1)
            assertLastWarning(contains: ["the display scale (\(invalid)) must be a number from 0.01 to 1000."])
        }
        for valid in [0.01, 1, 1000] {
            Pin.warningCount = 0
            Pin.displayScale = valid
            XCTAssertEqual(Pin.displayScale, valid)
            assertNoWarning()
        }
        Pin.displayScale = 0.01
        aView.pin.left(100.3).width(100.3)
        assertFinite(aView.frame)
        XCTAssertEqual(aView.frame.size.width, 200, "a grid of 100 points")
    }

    /// Whatever the input, every statement leaves a finite frame.
    func testFramesStayFiniteWhateverTheInput() {
        let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                1.8e38, -1.8e38, 1e16, -1e16, 0, 1, -1]
        for value in values {
            for statement in [
                { (v: View) in v.pin.top(value).left(value).width(value).height(value) },
                { (v: View) in v.pin.bottom(value).right(value).minWidth(value).maxHeight(value) },
                { (v: View) in v.pin.hCenter(value).vCenter(value).size(value) },
                { (v: View) in v.pin.left().right().marginLeft(value).marginRight(value).top(value%) },
                { (v: View) in v.pin.left(0).width(value%).aspectRatio(value) },
            ] {
                aView.frame = initial
                _ = statement(aView)
                assertFinite(aView.frame)
            }
        }
    }
}
