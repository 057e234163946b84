// PinLayout's auto-sizing, scoped to the subtree running `autoSizeThatFits` [not upstream].

/// PinLayout's protocol for auto-sizing; every `View` conforms.
public protocol AutoSizeCalculable {
    /// Records a statement's auto-sizing rect, and that rect grown by its margins.
    func setAutoSizingRect(_ rect: Rect, margins: EdgeInsets)
    /// Runs `layoutClosure` auto-sizing at `size`; the union of the subviews' rects with margins.
    func autoSizeThatFits(_ size: Size, layoutClosure: () -> Void) -> Size
}

/// The rects auto-sizing recorded; as upstream, they stay until relaid out.
final class AutoSizingRects {
    /// The rect statements read and write while auto-sizing (upstream's `autoSizingRect`).
    var rect: Rect
    /// The rect grown by its statement's margins; nil when only set by `autoSizeThatFits`.
    var rectWithMargins: Rect?

    init(rect: Rect, rectWithMargins: Rect?) {
        self.rect = rect
        self.rectWithMargins = rectWithMargins
    }
}

extension View: AutoSizeCalculable {
    /// Stores `rect` and `rect` inset by `margins`, pixel-rounded (statements pass margins negated).
    public final func setAutoSizingRect(_ rect: Rect, margins: EdgeInsets) {
        let scale = Pin.displayScale
        setAutoSizingRects(PixelGrid.adjust(rect, scale: scale),
                           withMargins: PixelGrid.adjust(rect.inset(by: margins), scale: scale))
    }

    /// PinLayout's auto-sizing: runs `layoutClosure` recording rects, returns their union's size.
    public final func autoSizeThatFits(_ size: Size, layoutClosure: () -> Void) -> Size {
        let subtree = subtreeViews()
        for view in subtree { view.autoSizingDepth += 1 }
        defer { for view in subtree { view.autoSizingDepth -= 1 } }
        setAutoSizingRects(Rect(origin: .zero, size: size), withMargins: autoSizingRects?.rectWithMargins)
        layoutClosure()
        var bounding = Rect.zero
        for subview in subviews {
            if let rect = subview.autoSizingRects?.rectWithMargins { bounding = bounding.union(rect) }
        }
        return bounding.size
    }

    private func setAutoSizingRects(_ rect: Rect, withMargins rectWithMargins: Rect?) {
        if let rects = autoSizingRects {
            rects.rect = rect
            rects.rectWithMargins = rectWithMargins
        } else {
            autoSizingRects = AutoSizingRects(rect: rect, rectWithMargins: rectWithMargins)
        }
    }

    /// This view and its descendants now: what an auto-sizing call covers.
    private func subtreeViews() -> [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return result
    }

    /// The rect statements read (upstream's `getRect(keepTransform:)`); usually one compare.
    @inlinable
    final var layoutRect: Rect {
        layoutRectFlags == 0 ? frame : slowLayoutRect
    }

    /// `layoutRect` while auto-sizing or transformed, read-only so references are not retained.
    @usableFromInline
    final var slowLayoutRect: Rect {
        if _slowPath(layoutRectFlags & View.transformedFlag != 0) { return transformedLayoutRect() }
        return autoSizingRects?.rect ?? frame
    }

    /// A transformed view's `layoutRect`; read-only, as the optimizer is told.
    @usableFromInline @inline(never) @_effects(readonly)
    final func transformedLayoutRect() -> Rect {
        if autoSizingDepth != 0, let rect = autoSizingRects?.rect { return rect }
        return PinFrameStatements.areRunning ? frame : untransformedRectWithoutSynchronizing
    }

    /// Writes a statement's rect (upstream's `setRect(_:keepTransform:)`).
    final func setLayoutRect(_ rect: Rect) {
        if layoutRectFlags & View.transformedFlag == 0 || PinFrameStatements.areRunning { frame = rect } else { untransformedRect = rect }
    }
}
