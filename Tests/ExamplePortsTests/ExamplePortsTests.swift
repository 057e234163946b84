import XCTest
import PinEngine

/// Lays out the ported example views and checks every frame against values derived by hand from
/// PinLayout's rules (Label: 5 points per character, 10 per line; see Support/Controls.swift).
final class ExamplePortsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        _pinlayoutSetUnitTest(scale: 2)
        Pin.layoutDirection = .ltr
        Pin.warningCount = 0
        Image.register(named: "method", size: Size(width: 30, height: 30))
    }

    override func tearDown() {
        _pinlayoutSetUnitTest(scale: nil)
        Pin.warningCount = 0
        super.tearDown()
    }

    /// The frames of `view`'s subviews, in order.
    private func frames(of view: View) -> [Rect] {
        view.subviews.map(\.frame)
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: FormView (and BaseFormView)

    func testFormViewLaysOutItsFieldsAndHidesTheAgeFieldUntilSwitchedOn() throws {
        let form = FormView()
        form.frame = rect(0, 0, 375, 667)
        form.layoutIfNeeded()

        let scrollView = try XCTUnwrap(form.subviews.first as? ScrollView)
        XCTAssertEqual(scrollView.frame, rect(0, 0, 375, 667))
        let container = try XCTUnwrap(scrollView.subviews.first)
        // top().hCenter().width(100%).maxWidth(400).pinEdges().margin(12): 375 wide, 12 in on each side;
        // wrapContent(.vertically, padding: 12) then gives it the height of its subviews + 24.
        XCTAssertEqual(container.frame, rect(12, 12, 351, 181))
        XCTAssertEqual(frames(of: container), [
            rect(128, 12, 95, 10),   // title: sizeToFit() in init (19 characters), topCenter(12)
            rect(12, 34, 327, 40),   // name: below the title, horizontally, margin 12
            rect(12, 86, 51, 31),    // switch: below name aligned left, marginTop 12, sizeToFit()
            rect(12, 129, 327, 40),  // age field (alpha 0)
            rect(12, 129, 327, 40),  // address: below the visible views of [switch, age] = the switch
        ])
        XCTAssertEqual(scrollView.contentSize, Size(width: 351, height: 181))

        let switchedOn = Switch()
        switchedOn.isOn = true
        form.didChangeAgeSwitch(uiSwitch: switchedOn)
        XCTAssertEqual(container.subviews[4].frame, rect(12, 181, 327, 40), "address goes below the age field")
        XCTAssertEqual(container.frame, rect(12, 12, 351, 233))
        XCTAssertEqual(scrollView.contentSize, Size(width: 351, height: 233))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: MethodCell and MethodGroupHeader (TableViewExample)

    func testMethodCellSizesItselfThenLaysOutTheSameFramesInItsPass() throws {
        let cell = MethodCell()
        // 19 characters: one line; 130 characters at 60 per line (300 points): three lines.
        cell.configure(method: Method(name: "horizontallyBetween",
                                      description: String(repeating: "x", count: 130)))
        let size = cell.sizeThatFits(Size(width: 320, height: .greatestFiniteMagnitude))
        XCTAssertEqual(size, Size(width: 320, height: 90))
        let expected = [
            rect(10, 10, 30, 30),    // icon: topLeft(10).size(30)
            rect(50, 20, 260, 10),   // name: after the icon centred on it, to the right edge, margins 10
            rect(10, 50, 300, 30),   // description: below icon and name, horizontally, margin 10
        ]
        XCTAssertEqual(frames(of: cell.contentView), expected)

        cell.frame = rect(0, 0, size.width, size.height)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, rect(0, 0, 320, 90))
        XCTAssertEqual(frames(of: cell.contentView), expected)
        XCTAssertEqual(MethodCell.reuseIdentifier, "MethodCell")
        XCTAssertEqual(Pin.warningCount, 0)
    }

    func testMethodGroupHeaderCentresItsTitle() {
        let header = MethodGroupHeader(reuseIdentifier: MethodGroupHeader.reuseIdentifier)
        header.configure(title: "PinLayout few methods")
        header.frame = rect(0, 0, 320, MethodGroupHeader.height)
        header.layoutIfNeeded()
        XCTAssertEqual(frames(of: header.contentView), [rect(10, 20, 300, 10)])
    }

    // MARK: RelativeView

    func testRelativeViewSurroundsTheCentreSquare() {
        let view = RelativeView()
        view.frame = rect(0, 0, 400, 600)
        view.layoutIfNeeded()
        XCTAssertEqual(frames(of: view), [
            rect(125, 225, 150, 150),                                              // center
            rect(125, 175, 40, 40), rect(180, 175, 40, 40), rect(235, 175, 40, 40), // above
            rect(75, 225, 40, 40), rect(75, 280, 40, 40), rect(75, 335, 40, 40),    // before
            rect(125, 385, 40, 40), rect(180, 385, 40, 40), rect(235, 385, 40, 40), // below
            rect(285, 225, 40, 40), rect(285, 280, 40, 40), rect(285, 335, 40, 40), // after
        ])
    }

    // MARK: ChoiceSelectorView (AdjustToContainer)

    func testChoiceSelectorViewStacksWhenNarrowAndSitsSideBySideWhenWide() {
        let root = View(frame: rect(0, 0, 400, 800))
        let selector = ChoiceSelectorView(text: String(repeating: "y", count: 50), choices: ["Swift", "Objective-C", "C++"])
        root.addSubview(selector)

        // sizeToFit(.width) asks sizeThatFits(400 × ∞): the label on one line (376 points hold 75
        // characters), the 150-point segmented control below it on the right; height 62 + 12.
        selector.pin.top().horizontally().sizeToFit(.width)
        XCTAssertEqual(selector.frame, rect(0, 0, 400, 74))
        XCTAssertEqual(frames(of: selector), [rect(12, 12, 376, 10), rect(238, 34, 150, 28)])

        // Wider than 500: the control at the top right, the label before it.
        selector.pin.top().width(600).sizeToFit(.width)
        XCTAssertEqual(selector.frame, rect(0, 0, 600, 52))
        XCTAssertEqual(frames(of: selector), [rect(12, 12, 414, 10), rect(438, 12, 150, 28)])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: AutoSizingView and AutoSizingContainerView

    func testAutoSizingViewSizesItsContainerWithAutoSizeThatFits() throws {
        let view = AutoSizingView()
        view.frame = rect(0, 0, 375, 667)
        view.updateImage(Image(size: Size(width: 400, height: 300)))
        // 100 characters at 59 per line (295 points): two lines; 30 characters: one.
        view.updateTexts(firstText: String(repeating: "a", count: 100), secondText: String(repeating: "b", count: 30))
        view.layoutIfNeeded()

        let scrollView = try XCTUnwrap(view.subviews.first as? ScrollView)
        XCTAssertEqual(scrollView.frame, rect(0, 0, 375, 667))
        let container = try XCTUnwrap(scrollView.subviews.first)
        // top(30).horizontally(30).sizeToFit(.width): the auto-sized height is the image (300, its
        // own height at any width) and two labels (20, 10), each with margins of 10: 370.
        XCTAssertEqual(container.frame, rect(30, 30, 315, 370))
        XCTAssertEqual(frames(of: container), [
            rect(10, 10, 295, 300),
            rect(10, 320, 295, 20),
            rect(10, 350, 295, 10),
        ])
        XCTAssertEqual(scrollView.contentSize, Size(width: 375, height: 430))
        XCTAssertEqual(Pin.warningCount, 0)
    }
}
