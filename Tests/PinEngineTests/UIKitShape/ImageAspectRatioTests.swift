// Follows the UIImageView cases of PinLayout's Tests/Common/AspectRatioTests.swift.
import XCTest
@testable import PinEngine

/// `aspectRatio()` without argument: the image's aspect ratio for an ImageView, a warning otherwise.
final class ImageAspectRatioTests: PinTestCase {
    private var root: View!
    private var aView: View!
    private var imageView: ImageView!

    override func setUp() {
        super.setUp()
        root = View(frame: Rect(0, 0, 400, 400))
        aView = View(frame: Rect(140, 100, 200, 100))
        imageView = ImageView(image: Image(size: Size(width: 100, height: 50)))
        imageView.frame = Rect(10, 10, 60, 60)
        root.addSubview(aView)
        root.addSubview(imageView)
    }

    func testAspectRatioUsesTheImagesRatio() {
        imageView.pin.left().width(200).aspectRatio()
        XCTAssertEqual(imageView.frame, Rect(0, 10, 200, 100))
        assertNoWarning()
    }

    func testAnotherViewWarnsAndKeepsTheRestOfTheStatement() {
        aView.pin.left().width(100).aspectRatio()
        assertLastWarning(contains: ["aspectRatio() won't be applied",
                                     "the layouted view must be an UIImageView() to use the aspectRatio() method without parameter."])
        XCTAssertEqual(aView.frame, Rect(0, 100, 100, 100))
    }

    func testAnImageViewWithoutAnImageWarnsUnlessSilenced() {
        imageView.image = nil
        imageView.pin.left().width(100).aspectRatio()
        assertLastWarning(contains: ["aspectRatio() won't be applied",
                                     "the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)"])
        XCTAssertEqual(imageView.frame, Rect(0, 10, 100, 60))

        Pin.lastWarningText = nil
        Pin.warningCount = 0
        Pin.activeWarnings.aspectRatioImageNotSet = false
        imageView.pin.left().width(120).aspectRatio()
        assertNoWarning()
        XCTAssertEqual(imageView.frame, Rect(0, 10, 120, 60))
    }

    func testNeitherDimensionKnownWarnsAsAspectRatioDoes() {
        imageView.pin.left().aspectRatio()
        assertLastWarning(contains: ["aspectRatio won't be applied", "neither the width nor the height can be determined"])
        XCTAssertEqual(imageView.frame, Rect(0, 10, 60, 60))
    }

    func testInitWithImageTakesTheImagesSizeAndNamedImagesComeFromTheRegistry() {
        XCTAssertEqual(ImageView(image: Image(size: Size(width: 7, height: 3))).frame, Rect(0, 0, 7, 3))
        XCTAssertEqual(ImageView(image: nil).frame, .zero)
        XCTAssertNil(Image(named: "ImageAspectRatioTests-missing"))
        Image.register(named: "ImageAspectRatioTests-logo", size: Size(width: 40, height: 10))
        XCTAssertEqual(Image(named: "ImageAspectRatioTests-logo")?.size, Size(width: 40, height: 10))
    }
}
