import XCTest
@testable import PinEngine

/// Base class for engine tests: every test starts from PinLayout's test defaults (LTR, display
/// scale 2, warnings logged but not printed, no last warning) and restores the engine's defaults.
class PinTestCase: XCTestCase {
    /// Console texts of the warnings logged during the test, in order.
    private(set) var loggedWarnings: [String] = []

    override func setUp() {
        super.setUp()
        Pin.layoutDirection = .ltr
        _pinlayoutSetUnitTest(scale: 2)
        Pin.resetWarnings()
        Pin.logWarnings = true
        Pin.logMissingLayoutCalls = false
        Pin.lastWarningText = nil
        Pin.warningCount = 0
        loggedWarnings = []
        Pin.warningHandler = { [unowned self] in self.loggedWarnings.append($0) }
    }

    override func tearDown() {
        Pin.layoutDirection = .ltr
        _pinlayoutSetUnitTest(scale: nil)
        Pin.resetWarnings()
        Pin.logWarnings = false
        Pin.logMissingLayoutCalls = false
        Pin.lastWarningText = nil
        Pin.warningCount = 0
        Pin.warningHandler = { print($0) }
        super.tearDown()
    }

    /// Asserts that `Pin.lastWarningText` contains every fragment, as PinLayout's specs check warnings.
    func assertLastWarning(contains fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let text = Pin.lastWarningText else {
            return XCTFail("expected a warning containing \(fragments), got none", file: file, line: line)
        }
        for fragment in fragments where !text.contains(fragment) {
            XCTFail("warning \"\(text)\" does not contain \"\(fragment)\"", file: file, line: line)
        }
    }

    /// Asserts that no warning fired since setUp (or since `Pin.warningCount` was last reset).
    func assertNoWarning(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Pin.warningCount, 0, "unexpected warning: \(Pin.lastWarningText ?? "?")", file: file, line: line)
    }
}

/// PinLayout's test view: `sizeThatFits` returns 35×45 when both dimensions are bounded; with one
/// bounded dimension it keeps it (plus `sizeThatFitSizeOffset`) and gives the other one so that the
/// area is `sizeThatFitsExpectedArea`; with none, a width of 40.
final class BasicView: View {
    var sizeThatFitsExpectedArea: Double = 40 * 40
    var sizeThatFitSizeOffset: Double = 0

    override func sizeThatFits(_ size: Size) -> Size {
        let unbounded = Double.greatestFiniteMagnitude
        if size.width != unbounded && size.height != unbounded {
            return Size(width: 35, height: 45)
        } else if size.width != unbounded {
            let width = size.width + sizeThatFitSizeOffset
            return Size(width: width, height: sizeThatFitsExpectedArea / width)
        } else if size.height != unbounded {
            let height = size.height + sizeThatFitSizeOffset
            return Size(width: sizeThatFitsExpectedArea / height, height: height)
        }
        return Size(width: 40, height: sizeThatFitsExpectedArea / 40)
    }
}

extension Rect {
    /// Shorthand for expectations: `Rect(40, 100, 60, 20)`.
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
