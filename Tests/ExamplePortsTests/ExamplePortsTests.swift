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
        Image.register(named: "PinLayout-logo", size: Size(width: 200, height: 100))
        Image.register(named: "Barcode", size: Size(width: 24, height: 16))
        Image.register(named: "IconOrder", size: Size(width: 100, height: 80))
    }

    override func tearDown() {
        _pinlayoutSetUnitTest(scale: nil)
        Pin.warningCount = 0
        Pin.layoutDirection = .ltr
        super.tearDown()
    }

    /// `view` with an iPhone-sized frame, after its layout pass.
    private func laidOut<V: View>(_ view: V) -> V {
        view.frame = rect(0, 0, 375, 667)
        view.layoutIfNeeded()
        return view
    }

    /// The frames of `view`'s subviews, in order.
    private func frames(of view: View) -> [Rect] {
        view.subviews.map(\.frame)
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// A transformed view's frame is computed with sin/cos (cos(π/2) is 6e-17, not 0): compare to 1e-9.
    private func assertEqual(_ actual: Rect, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e, name) in [(actual.origin.x, expected.origin.x, "x"), (actual.origin.y, expected.origin.y, "y"),
                             (actual.size.width, expected.size.width, "width"), (actual.size.height, expected.size.height, "height")] {
            XCTAssertEqual(a, e, accuracy: 1e-9, name, file: file, line: line)
        }
    }

    // MARK: FormView (and BaseFormView)

    func testFormViewLaysOutItsFieldsAndHidesTheAgeFieldUntilSwitchedOn() throws {
        let form = laidOut(FormView())

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

    // MARK: IntroView and IntroRTLView

    func testIntroViewUnderASafeArea() {
        let intro = IntroView()
        intro.frame = rect(0, 0, 375, 667)
        intro.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        intro.layoutIfNeeded()
        XCTAssertEqual(frames(of: intro), [
            rect(10, 30, 100, 50),   // logo: top/left of the safe area, width 100, image ratio 2, margin 10
            rect(120, 30, 245, 28),  // segmented: after the logo aligned top, to the right, margins 10
            rect(120, 68, 245, 60),  // text: 246 characters at 49 per line (245 points): 6 lines
            rect(10, 138, 355, 1),   // separator: below logo and text from the leftmost, to segmented's right
        ])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    func testIntroRTLViewMirrorsInARightToLeftView() {
        let intro = IntroRTLView()
        XCTAssertEqual(Pin.layoutDirection, .auto, "set by the view's init")
        intro.semanticLayoutDirection = .rightToLeft
        intro.frame = rect(0, 0, 375, 667)
        intro.layoutIfNeeded()
        XCTAssertEqual(frames(of: intro), [
            rect(265, 10, 100, 50),  // logo at the start (right)
            rect(10, 10, 245, 28),   // segmented after it (to its left), to the end (left)
            rect(10, 48, 245, 60),   // text below, aligned on segmented's start (right)
            rect(10, 118, 355, 1),   // separator from the rightmost start to segmented's end
        ])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: BetweenView (and BasicView)

    func testBetweenViewPlacesTheMiddleViewBetweenTheOthers() {
        let between = BetweenView()
        between.frame = rect(0, 0, 375, 667)
        between.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        between.layoutIfNeeded()
        XCTAssertEqual(frames(of: between), [
            rect(0, 20, 75, 333.5),    // 20% × 50% at the safe area's top left
            rect(300, 20, 75, 333.5),  // at its top right
            rect(85, 20, 205, 333.5),  // between them, aligned top, as tall as view1, margins 10
        ])
        // BasicView's own pass: its label, margin 4; 41 characters at 13 per line (67 points): 4 lines.
        XCTAssertEqual(frames(of: between.subviews[0]), [rect(4, 4, 67, 40)])
        // 106 characters at 39 per line (197 points): 3 lines.
        XCTAssertEqual(frames(of: between.subviews[2]), [rect(4, 4, 197, 30)])
    }

    // MARK: HouseCell (CollectionViewExample)

    func testHouseCellSizesItselfAndWrapsItsFooter() throws {
        let cell = HouseCell()
        cell.configure(house: House(name: "Castlecrag House", price: "$1,200,000", distance: 12,
                                    mainImageURL: try XCTUnwrap(URL(string: "https://example.com/house.jpg"))))
        let size = cell.sizeThatFits(Size(width: 375, height: .greatestFiniteMagnitude))
        XCTAssertEqual(size, Size(width: 375, height: 366))

        cell.frame = rect(0, 0, size.width, size.height)
        cell.layoutIfNeeded()
        let content = cell.contentView
        XCTAssertEqual(content.frame, rect(0, 0, 375, 366))
        XCTAssertEqual(frames(of: content), [
            rect(0, 0, 375, 40),     // header
            rect(0, 40, 375, 300),   // image
            rect(0, 340, 375, 26),   // footer: wraps its labels vertically with padding 8
        ])
        XCTAssertEqual(frames(of: content.subviews[0]), [rect(8, 15, 359, 10)])  // name, centred vertically
        XCTAssertEqual(frames(of: content.subviews[2]), [
            rect(8, 8, 50, 10),      // price: sizeToFit(.widthFlexible) keeps its own width, 10 characters
            rect(66, 8, 301, 10),    // distance: after the price, to the right edge
        ])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: WrapContentView

    func testWrapContentViewWrapsAndCentresItsContainers() throws {
        let view = laidOut(WrapContentView())

        let scrollView = try XCTUnwrap(view.subviews.first as? ScrollView)
        XCTAssertEqual(frames(of: scrollView), [
            rect(53.5, 10, 268, 98),   // top container: logo and label wrapped with padding 4, centred
            rect(37.5, 118, 300, 1),   // separator 1: 80% wide, centred below it
            rect(53.5, 129, 268, 78),  // middle container: label and three buttons
            rect(37.5, 217, 300, 1),   // separator 2
            rect(27.5, 228, 320, 120), // bottom container: logo and label, padding 30
        ])
        // Top: logo 100 × 50 (image ratio 2), label 260 wide centred below it (114 characters: 3 lines).
        XCTAssertEqual(frames(of: scrollView.subviews[0]), [rect(84, 4, 100, 50), rect(4, 64, 260, 30)])
        // Middle: label (115 characters: 3 lines), button 2 centred below it, 1 before and 3 after it.
        XCTAssertEqual(frames(of: scrollView.subviews[2]), [
            rect(4, 4, 260, 30), rect(49, 44, 50, 30), rect(109, 44, 50, 30), rect(169, 44, 50, 30),
        ])
        // Bottom: logo 50 × 25, label 200 wide after it (228 characters at 40 per line: 6 lines).
        XCTAssertEqual(frames(of: scrollView.subviews[4]), [rect(30, 30, 50, 25), rect(90, 30, 200, 60)])
        XCTAssertEqual(scrollView.contentSize, Size(width: 375, height: 348))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: AnimationsView

    func testAnimationsViewFirstLayoutMode() throws {
        let view = laidOut(AnimationsView())

        let container = try XCTUnwrap(view.subviews.first)
        XCTAssertEqual(container.frame, rect(0, 0, 375, 667))
        XCTAssertEqual(frames(of: container), [
            rect(10, 10, 355, 10),     // text: 23 characters, one line
            rect(10, 24, 355, 28),     // segmented below it, to the right margin
            rect(10, 62, 140, 140),    // image: imageLeft mode
            rect(0, 0, 0, 0),          // overlay (alpha 0), not laid out in this mode
            rect(160, 62, 80, 10),     // title after the image, sizeToFit(): 16 characters
            rect(160, 82, 205, 60),    // description: 219 characters at 41 per line: 6 lines
        ])
        XCTAssertEqual(container.subviews[3].alpha, 0)
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: AdjustToContainerView (and ChoiceSelectorView)

    func testAdjustToContainerViewStacksSelectorsSizedByTheirLayout() {
        let view = laidOut(AdjustToContainerView())
        XCTAssertEqual(frames(of: view), [
            rect(0, 0, 375, 74),     // 31 characters: one line; 3 segments below
            rect(0, 84, 375, 84),    // 71 characters at 70 per line: two lines; 2 segments below
            rect(0, 178, 375, 74),   // 37 characters: one line; 4 segments below
        ])
        XCTAssertEqual(frames(of: view.subviews[1]), [rect(12, 12, 351, 20), rect(263, 44, 100, 28)])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: AutoAdjustingSizeView

    func testAutoAdjustingSizeViewFillsItsRows() throws {
        let view = laidOut(AutoAdjustingSizeView())

        let scrollView = try XCTUnwrap(view.subviews.first as? ScrollView)
        XCTAssertEqual(frames(of: scrollView), [
            rect(0, 0, 375, 40), rect(0, 50, 375, 40), rect(0, 100, 375, 40), rect(0, 150, 375, 40),
        ])
        // Each row is a BasicView: its own (empty) label first, 4 in from its edges, then the items.
        let rows = scrollView.subviews
        let label = rect(4, 4, 367, 0)
        XCTAssertEqual(frames(of: rows[0]), [label, rect(2, 2, 50, 36), rect(54, 2, 319, 36)])
        XCTAssertEqual(frames(of: rows[1]), [label, rect(223, 2, 150, 36), rect(2, 2, 219, 36)])
        XCTAssertEqual(frames(of: rows[2]), [label, rect(162.5, 2, 50, 36), rect(2, 2, 158.5, 36), rect(214.5, 2, 158.5, 36)])
        // 25% of 375 is 93.75, written rounded up to the pixel grid (scale 2): 94.
        XCTAssertEqual(frames(of: rows[3]), [label, rect(2, 2, 94, 36), rect(98, 2, 187.5, 36), rect(287.5, 2, 85.5, 36)])
        XCTAssertEqual(scrollView.contentSize, Size(width: 375, height: 190))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: SafeAreaView (and RoundedButton)

    func testSafeAreaViewKeepsItsContentInsideTheSafeArea() {
        let view = SafeAreaView()
        view.frame = rect(0, 0, 375, 667)
        view.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(frames(of: view), [
            rect(132.5, 54, 110, 10),  // top text: 10 below the safe area's top, centred (sizeToFit() in init)
            rect(37.5, 588, 300, 40),  // scan button: 5 above the safe area's bottom, 80% up to 300 wide
            rect(137.5, 227, 100, 80), // icon: centred 10% above the middle (266.8 - 40 rounds to 227)
            rect(75, 327, 225, 20),    // text: 60% wide below the icon, 46 characters at 45 per line
        ])
        // The button's own pass centres icon (24 × 16) and title (20 × 10) 15 apart: (300 - 59) / 2 in.
        XCTAssertEqual(frames(of: view.subviews[1]), [rect(120.5, 12, 24, 16), rect(159.5, 15, 20, 10)])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: UIEdgeInsets+PinLayout.swift (the app's own EdgeInsets helpers)

    func testTheAppsEdgeInsetsHelpersCompileBesideTheEnginesAndAgree() {
        let insets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(insets.insetBy(dx: 5, dy: 10), EdgeInsets(top: 30, left: 5, bottom: 44, right: 5))
        XCTAssertEqual(insets.minInsets(dx: 16, dy: 8), EdgeInsets(top: 20, left: 16, bottom: 34, right: 16))
        XCTAssertEqual(insets.minInsets(EdgeInsets(top: 0, left: 10, bottom: 40, right: 10)),
                       EdgeInsets(top: 20, left: 10, bottom: 40, right: 10))
    }

    // MARK: SafeAreaAndMarginsView (and AreaView)

    func testSafeAreaAndMarginsViewFillsEachArea() {
        let view = SafeAreaAndMarginsView()
        view.frame = rect(0, 0, 1024, 768)
        view.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(frames(of: view), [
            rect(0, 20, 1024, 748),   // all(pin.safeArea)
            rect(8, 28, 1008, 732),   // all(pin.layoutMargins): UIKit's 8, from the safe area
            rect(176, 28, 672, 732),  // all(pin.readableMargins): 672 wide, centred within the margins
        ])
        // Each name label is turned a quarter about its bottom-left corner (anchorPoint (0, 1)); pin
        // keeps the transform and places the untransformed rect: topLeft(1), sizeToFit().
        let safeAreaName = view.subviews[0].subviews[0]
        XCTAssertEqual(safeAreaName.bounds.size, Size(width: 60, height: 10))   // "pin.safeArea"
        XCTAssertEqual(safeAreaName.center, Point(x: 1, y: 11))                 // the anchor: (1, 1 + 10)
        assertEqual(safeAreaName.frame, rect(1, 11, 10, 60))                    // reads down from the anchor
        let readableName = view.subviews[2].subviews[0]
        XCTAssertEqual(readableName.bounds.size, Size(width: 265, height: 10))  // 53 characters
        assertEqual(readableName.frame, rect(1, 11, 10, 265))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: TableViewExampleView (with MethodCell and MethodGroupHeader in a TableView)

    func testTableViewExampleViewSizesEachRowWithItsCell() throws {
        let view = TableViewExampleView()
        view.configure(methods: [
            Method(name: "horizontallyBetween", description: String(repeating: "x", count: 130)),
            Method(name: "top", description: String(repeating: "y", count: 10)),
        ])
        let table = try XCTUnwrap(laidOut(view).subviews.first as? TableView)
        XCTAssertEqual(table.frame, rect(0, 0, 375, 667))   // pin.all()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, rect(0, 0, 375, 50))
        XCTAssertEqual(frames(of: try XCTUnwrap(table.headerView(forSection: 0)).contentView), [rect(10, 20, 355, 10)])
        // automaticDimension: each cell's sizeThatFits at 375 wide. The description is 355 wide
        // (margin 10), 71 characters a line: 130 characters take 2 lines (80 high), 10 take 1 (70).
        XCTAssertEqual(table.visibleCells.map(\.frame), [rect(0, 50, 375, 80), rect(0, 130, 375, 70)])
        XCTAssertEqual(frames(of: table.visibleCells[0].contentView), [
            rect(10, 10, 30, 30), rect(50, 20, 315, 10), rect(10, 50, 355, 20),
        ])
        XCTAssertEqual(table.contentSize, Size(width: 375, height: 200))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: TableViewReadableContentView (MethodReadableInsetsCell and MethodReadableInsetsGroupHeader)

    func testTheReadableCellTemplateStartsAt320By44AndKeepsItsReadableMargins() {
        let template = MethodReadableInsetsCell()
        XCTAssertEqual(template.frame, rect(0, 0, 320, 44), "UIKit's starting frame")
        // 144 characters. pin.width(375) keeps the 44-point height, so the readable area is
        // 375 - 8 - 8 wide: the content view is 359 wide, 71 characters a line, 3 lines. A cell
        // starting with a zero frame would have an empty readable area, no readable margins, a
        // 375-wide content view (75 characters a line, 2 lines) and come out 10 points too short.
        template.configure(method: Method(name: "horizontallyBetween", description: String(repeating: "x", count: 144)))
        XCTAssertEqual(template.sizeThatFits(Size(width: 375, height: .greatestFiniteMagnitude)), Size(width: 375, height: 90))
    }

    func testTableViewReadableContentViewInsetsItsRowsAndHeaderByTheReadableMargins() throws {
        let view = TableViewReadableContentView()
        view.configure(methods: [Method(name: "horizontallyBetween", description: String(repeating: "x", count: 144))])
        let table = try XCTUnwrap(laidOut(view).subviews.first as? TableView)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.frame, rect(0, 0, 375, 50))
        XCTAssertEqual(header.contentView.frame, rect(8, 0, 359, 50))          // horizontally(pin.readableMargins)
        XCTAssertEqual(frames(of: header.contentView), [rect(0, 20, 359, 10)]) // 21 characters, centred
        let cell = try XCTUnwrap(table.visibleCells.first)
        XCTAssertEqual(cell.frame, rect(0, 50, 375, 90))                       // the template's height
        XCTAssertEqual(cell.contentView.frame, rect(8, 10, 359, 70))           // top(10), readable margins, wrapped
        XCTAssertEqual(frames(of: cell.contentView), [
            rect(0, 0, 30, 30),      // icon: topLeft().size(30)
            rect(40, 10, 309, 10),   // name: after the icon, centred on it, margins 10
            rect(0, 40, 359, 30),    // description: 3 lines
        ])
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: CollectionViewExampleView (HouseCell in a CollectionView)

    func testCollectionViewExampleViewFlowsOneHousePerLine() throws {
        let view = CollectionViewExampleView()
        let url = try XCTUnwrap(URL(string: "https://example.com/house.jpg"))
        view.configure(houses: [House(name: "Castlecrag House", price: "$1,200,000", distance: 12, mainImageURL: url),
                                House(name: "Mosman House", price: "$900,000", distance: 3, mainImageURL: url)])
        let collection = try XCTUnwrap(laidOut(view).subviews.first as? CollectionView)
        XCTAssertEqual(collection.frame, rect(0, 0, 375, 667))   // all(pin.safeArea), no safe area
        // Each item is the template's sizeThatFits at 375 wide (375×366, as HouseCell's own test);
        // minimumLineSpacing 8 between the lines.
        XCTAssertEqual(collection.visibleCells.map(\.frame), [rect(0, 0, 375, 366), rect(0, 374, 375, 366)])
        XCTAssertEqual(frames(of: collection.visibleCells[1].contentView), [
            rect(0, 0, 375, 40), rect(0, 40, 375, 300), rect(0, 340, 375, 26),
        ])
        XCTAssertEqual(collection.contentSize, Size(width: 375, height: 740))
        XCTAssertEqual(Pin.warningCount, 0)
    }

    // MARK: MenuView (UITableViewCell's textLabel)

    func testMenuViewListsEveryPageAndReportsTheSelection() throws {
        final class Selection: MenuViewDelegate {
            var pages: [PageType] = []
            func didSelect(pageType: PageType) { pages.append(pageType) }
        }
        let menu = MenuView()
        let selection = Selection()
        menu.delegate = selection
        let table = try XCTUnwrap(laidOut(menu).subviews.first as? TableView)
        XCTAssertEqual(table.frame, rect(0, 0, 375, 667))   // top().left().size(100%)
        // Plain cells at automaticDimension keep UIKit's 44 points.
        XCTAssertEqual(table.visibleCells.count, PageType.count.rawValue)
        XCTAssertEqual(table.visibleCells.prefix(2).map(\.frame), [rect(0, 0, 375, 44), rect(0, 44, 375, 44)])
        XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "Introduction Example")
        XCTAssertEqual(table.visibleCells.first?.textLabel?.frame, rect(8, 0, 359, 44))
        table.selectRow(at: IndexPath(row: 3, section: 0))
        XCTAssertEqual(selection.pages, [.collectionView])
        XCTAssertEqual(Pin.warningCount, 0)
    }
}
