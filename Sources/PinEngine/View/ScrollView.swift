/// A headless UIScrollView: stores its scrolling geometry; nothing scrolls.
open class ScrollView: View {
    /// The size of the scrollable content (UIScrollView's `contentSize`).
    public final var contentSize = Size.zero
    /// UIScrollView's `contentOffset`; kept when laid out, as PinLayout does.
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
