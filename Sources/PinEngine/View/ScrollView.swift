/// A headless UIScrollView: a plain view that stores its scrolling geometry for layout code to set
/// and read. Nothing scrolls: subviews keep their frames, and `bounds` keeps a zero origin (this
/// engine has no bounds offsets; UIKit's bounds origin would be `contentOffset`).
open class ScrollView: View {
    /// The size of the scrollable content (UIScrollView's `contentSize`).
    public final var contentSize = Size.zero
    /// The scroll position (UIScrollView's `contentOffset`); PinLayout keeps it when it lays the
    /// scroll view out, and so does this engine.
    public final var contentOffset = Point.zero
    /// Extra scrollable space around the content (UIScrollView's `contentInset`).
    public final var contentInset = EdgeInsets.zero

    /// UIScrollView.ContentInsetAdjustmentBehavior; stored only (there are no bars to adjust for).
    public enum ContentInsetAdjustmentBehavior: Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Stored only (UIScrollView's `contentInsetAdjustmentBehavior`).
    public final var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
}
