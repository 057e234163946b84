// Follows the intent of PinLayout's Tests/iOS/ReadableLayoutMarginsSpec.swift (pin.readableMargins,
// pin.layoutMargins, pin.keyboardArea), with the values UIKit would supply set by hand: the view
// controller's view stands in for the window, with a safe area and a keyboard height where a test needs them.
import XCTest
@testable import PinEngine

/// The layout of PinLayout's SafeAreaAndMarginsView example: one area view per kind of insets.
private final class SafeAreaAndMarginsView: View {
    let safeAreaView = View()
    let layoutMarginsAreaView = View()
    let readableMarginsView = View()

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(safeAreaView)
        addSubview(layoutMarginsAreaView)
        addSubview(readableMarginsView)
    }

    override func safeAreaInsetsDidChange() {
        if #available(iOS 11.0, *) {
            super.safeAreaInsetsDidChange()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        safeAreaView.pin.all(pin.safeArea)
        layoutMarginsAreaView.pin.all(pin.layoutMargins)
        readableMarginsView.pin.all(pin.readableMargins)
    }
}

final class ReadableLayoutMarginsTests: PinTestCase {
    // controllerView (0, 0, 375, 812)
    //  └ rootView (0, 0, 400, 400)
    //     └ aView (140, 100, 200, 120)
    private var controllerView: View!
    private var rootView: View!
    private var aView: View!

    override func setUp() {
        super.setUp()
        controllerView = View(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        rootView = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        aView = View(frame: Rect(x: 140, y: 100, width: 200, height: 120))
        controllerView.addSubview(rootView)
        rootView.addSubview(aView)
    }

    override func tearDown() {
        controllerView = nil
        rootView = nil
        aView = nil
        super.tearDown()
    }

    // MARK: pin.layoutMargins

    func testDefaultLayoutMarginsAreEightPoints() {
        XCTAssertEqual(rootView.pin.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        aView.pin.all(rootView.pin.layoutMargins)
        XCTAssertEqual(aView.frame, Rect(x: 8, y: 8, width: 384, height: 384))
    }

    func testLayoutMarginsAreMeasuredFromTheSafeArea() {
        // SafeAreaAndMarginsView: layoutMargins sit inside pin.safeArea.
        controllerView.safeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
        controllerView.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        XCTAssertEqual(controllerView.pin.layoutMargins, EdgeInsets(top: 88, left: 16, bottom: 34, right: 16))
        rootView.pin.all(controllerView.pin.layoutMargins)
        XCTAssertEqual(rootView.frame, Rect(x: 16, y: 88, width: 343, height: 690))

        // A subview reaching 28 points into the top inset adds that overlap to its own margins.
        rootView.frame = Rect(x: 0, y: 60, width: 100, height: 100)
        XCTAssertEqual(rootView.layoutMargins, EdgeInsets(top: 36, left: 8, bottom: 8, right: 8))
    }

    func testLayoutMarginsIgnoreTheSafeAreaWhenToldTo() {
        controllerView.safeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
        controllerView.insetsLayoutMarginsFromSafeArea = false
        XCTAssertFalse(controllerView.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(controllerView.pin.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testStartFromLayoutMarginsFollowsTheDirection() {
        rootView.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 30)
        aView.pin.top(rootView.pin.layoutMargins).start(rootView.pin.layoutMargins)
        XCTAssertEqual(aView.frame, Rect(x: 12, y: 10, width: 200, height: 120))
        Pin.layoutDirection = .rtl
        aView.pin.top(rootView.pin.layoutMargins).start(rootView.pin.layoutMargins)
        XCTAssertEqual(aView.frame, Rect(x: 170, y: 10, width: 200, height: 120))
    }

    // MARK: pin.readableMargins

    func testReadableMarginsOnANarrowViewAreTheLayoutMargins() {
        aView.pin.all(rootView.pin.readableMargins)
        XCTAssertEqual(aView.frame, Rect(x: 8, y: 8, width: 384, height: 384))
        XCTAssertEqual(aView.frame, rootView.readableContentFrame)
    }

    func testReadableMarginsCenterTheReadableWidthOnAWideView() {
        // An iPad-wide view: 984 points between the margins, narrowed to 672 and centered.
        rootView.frame = Rect(x: 0, y: 0, width: 1024, height: 768)
        rootView.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        aView.pin.all(rootView.pin.readableMargins)
        XCTAssertEqual(aView.frame, Rect(x: 176, y: 20, width: 672, height: 728))
        XCTAssertEqual(aView.frame, rootView.readableContentFrame)
        XCTAssertEqual(rootView.pin.readableMargins, EdgeInsets(top: 20, left: 176, bottom: 20, right: 176))

        // MethodReadableInsetsCell: `contentView.pin.top(margin).horizontally(pin.readableMargins)`.
        rootView.maximumReadableWidth = 500
        aView.pin.top(10).horizontally(rootView.pin.readableMargins)
        XCTAssertEqual(aView.frame, Rect(x: 262, y: 10, width: 500, height: 728))
    }

    func testReadableMarginsOfAnEmptyAreaAreZero() {
        rootView.frame = Rect(x: 0, y: 0, width: 16, height: 400)   // nothing left between the margins
        XCTAssertEqual(rootView.readableContentFrame.width, 0)
        XCTAssertEqual(rootView.pin.readableMargins, .zero)
    }

    func testSafeAreaAndMarginsExampleNestsItsThreeAreasAndFollowsTheSafeArea() {
        let view = SafeAreaAndMarginsView(frame: Rect(x: 0, y: 0, width: 1024, height: 768))
        view.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaView.frame, Rect(x: 0, y: 24, width: 1024, height: 724))
        XCTAssertEqual(view.layoutMarginsAreaView.frame, Rect(x: 20, y: 24, width: 984, height: 724))
        XCTAssertEqual(view.readableMarginsView.frame, Rect(x: 176, y: 24, width: 672, height: 724))

        // New insets alone (same size) lay the view out again at the next pass.
        view.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        view.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaView.frame, Rect(x: 44, y: 0, width: 936, height: 747))
        XCTAssertEqual(view.layoutMarginsAreaView.frame, Rect(x: 64, y: 0, width: 896, height: 747))
        XCTAssertEqual(view.readableMarginsView.frame, Rect(x: 176, y: 0, width: 672, height: 747))
    }

    // MARK: pin.keyboardArea

    func testHiddenKeyboardAreaIsTheBottomSafeArea() {
        // The spec: `rootView.pin.top(0).horizontally().bottom(rootView.pin.keyboardArea.height)`
        // with no keyboard shown (its two statements made one, so that bottom stretches the view).
        rootView.pin.top(0).horizontally().bottom(rootView.pin.keyboardArea.height)
        XCTAssertEqual(rootView.frame, Rect(x: 0, y: 0, width: 375, height: 812))
        XCTAssertEqual(rootView.pin.keyboardArea, Rect(x: 0, y: 812, width: 375, height: 0))

        controllerView.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(rootView.pin.keyboardArea, Rect(x: 0, y: 778, width: 375, height: 34))
        controllerView.keyboardHeight = 20    // lower than the safe area: the guide stays at its top
        XCTAssertEqual(rootView.pin.keyboardArea, Rect(x: 0, y: 778, width: 375, height: 34))
        rootView.pin.top(0).horizontally().bottom(rootView.pin.keyboardArea.height)
        XCTAssertEqual(rootView.frame, Rect(x: 0, y: 0, width: 375, height: 778))
    }

    func testShownKeyboardShrinksTheViewAboveIt() {
        controllerView.keyboardHeight = 300
        XCTAssertEqual(controllerView.pin.keyboardArea, Rect(x: 0, y: 512, width: 375, height: 300))
        rootView.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        rootView.pin.top(0).horizontally().bottom(rootView.pin.keyboardArea.height)
        XCTAssertEqual(rootView.frame, Rect(x: 0, y: 0, width: 375, height: 512))
        XCTAssertEqual(rootView.pin.keyboardArea, Rect(x: 0, y: 512, width: 375, height: 0))
    }

    func testSubviewsSeeThePartOfTheKeyboardCoveringThem() {
        controllerView.keyboardHeight = 300                   // its top at y 512
        rootView.frame = Rect(x: 0, y: 400, width: 375, height: 200)
        XCTAssertEqual(rootView.keyboardHeight, 88)
        aView.frame = Rect(x: 0, y: 150, width: 100, height: 40)   // y 550...590 on screen: fully covered
        XCTAssertEqual(aView.keyboardHeight, 40)
        XCTAssertEqual(aView.pin.keyboardArea, Rect(x: 0, y: 0, width: 100, height: 40))
        aView.frame = Rect(x: 0, y: 0, width: 100, height: 40)     // above the keyboard
        XCTAssertEqual(aView.keyboardHeight, 0)
        controllerView.keyboardHeight = 0
        XCTAssertEqual(rootView.keyboardHeight, 0)
    }
}
