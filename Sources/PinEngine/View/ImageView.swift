import Synchronization

/// A headless image: its size in points; `Image(named:)` reads `Image.register` sizes.
public final class Image: Sendable {
    /// The image's size in points.
    public let size: Size

    /// An image of `size` points.
    public init(size: Size) {
        self.size = size
    }

    /// The image registered under `name`, or nil (as UIImage(named:) when the asset is missing).
    public convenience init?(named name: String) {
        guard let size = Image.registeredSizes.withLock({ $0[name] }) else { return nil }
        self.init(size: size)
    }

    /// Makes `Image(named: name)` return an image of `size` (process-wide; replaces an earlier size).
    public static func register(named name: String, size: Size) {
        registeredSizes.withLock { $0[name] = size }
    }

    private static let registeredSizes = Mutex<[String: Size]>([:])
}

/// A headless UIImageView, whose image size drives `sizeThatFits` and `aspectRatio()`.
open class ImageView: View {
    /// The displayed image. Setting it does not resize the view, as in UIKit.
    public final var image: Image?

    /// A view sized to `image` (zero without one), as UIImageView's `init(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    /// A view without an image.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The image's size whatever `size` is (zero without an image), as UIImageView answers.
    open override func sizeThatFits(_ size: Size) -> Size {
        image?.size ?? .zero
    }
}
