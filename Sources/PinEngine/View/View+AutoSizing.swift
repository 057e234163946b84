// PinLayout's auto-sizing mode (`AutoSizeCalculable`): `autoSizeThatFits(_:layoutClosure:)` runs a
// view's layout code without touching frames and returns the size its subviews need, so that the
// code written for `layoutSubviews()` also answers `sizeThatFits(_:)`.
//
// Upstream keeps one global flag: while it is on, every statement writes a rect of its own to the
// view (frames stay as they are) and every read of a view that has such a rect reads it instead of
// the frame. This engine scopes the mode to the subtree of the view running `autoSizeThatFits`
// [not upstream], so that other trees (on other threads too) lay out as usual meanwhile; inside the
// subtree the rules are upstream's, quirks included (see `AutoSizingRects`).

/// PinLayout's protocol for auto-sizing; every `View` conforms.
public protocol AutoSizeCalculable {
    /// Records the rect a statement computed while auto-sizing (PinLayout calls it instead of
    /// writing the frame), and that rect grown by the statement's margins.
    func setAutoSizingRect(_ rect: Rect, margins: EdgeInsets)
    /// Runs `layoutClosure` in auto-sizing mode with this view `size` big, and returns the size of
    /// the union of its subviews' auto-sizing rects grown by their margins, and of the origin.
    func autoSizeThatFits(_ size: Size, layoutClosure: () -> Void) -> Size
}

/// The rects auto-sizing recorded for a view.
///
/// As upstream, a rect, once recorded, stays: a later auto-sizing pass reads it for a view until a
/// statement of that pass lays the view out again, and a subview laid out in an earlier pass but
/// not in this one still counts in the union.
final class AutoSizingRects {
    /// The rect statements read and write while auto-sizing (upstream's `autoSizingRect`).
    var rect: Rect
    /// `rect` grown by the margins of the statement that wrote it (`autoSizingRectWithMargins`);
    /// nil for a view whose rect was only set by its own `autoSizeThatFits`.
    var rectWithMargins: Rect?

    init(rect: Rect, rectWithMargins: Rect?) {
        self.rect = rect
        self.rectWithMargins = rectWithMargins
    }
}

extension View: AutoSizeCalculable {
    /// Stores `rect` and `rect` inset by `margins`, each pixel-rounded, as the view's auto-sizing
    /// rects. (A statement passes its margins negated, so the second rect includes them.)
    public final func setAutoSizingRect(_ rect: Rect, margins: EdgeInsets) {
        let scale = Pin.displayScale
        setAutoSizingRects(PixelGrid.adjust(rect, scale: scale),
                           withMargins: PixelGrid.adjust(rect.inset(by: margins), scale: scale))
    }

    /// PinLayout's auto-sizing: sets this view's auto-sizing rect to `size` at the origin, runs
    /// `layoutClosure` (typically the code `layoutSubviews()` runs) with every statement on this
    /// subtree recording auto-sizing rects instead of frames, and returns the size of the union of
    /// the origin and the subviews' rects with margins. Frames are left as they were. Typical use:
    /// `override func sizeThatFits(_ size: Size) -> Size { autoSizeThatFits(size, layoutClosure: layout) }`.
    /// Nested calls (a subview's `sizeThatFits` auto-sizing in turn) work as upstream.
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

    /// This view and its current descendants: the views an auto-sizing call covers, and gives back
    /// (views added or removed by the closure leave no depth behind).
    private func subtreeViews() -> [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return result
    }

    /// The rect statements read for this view: its auto-sizing rect while auto-sizing (when it has
    /// one), else its untransformed rect, or its `frame` while a `pinFrame` statement runs on this
    /// thread (upstream's `getRect(keepTransform:)`). The common case (no auto-sizing, no transform)
    /// is one compare, as before transforms existed.
    @inlinable
    final var layoutRect: Rect {
        layoutRectFlags == 0 ? frame : slowLayoutRect
    }

    /// `layoutRect` while auto-sizing or transformed. The auto-sizing case is the code it was before
    /// transforms existed; a transformed view's read is a separate, read-only call. The reads of
    /// reference views in a relative statement's loop (`RelativeViews.reduceAnchors`) call this, and
    /// a call the optimizer cannot prove releases nothing made it retain and release every reference
    /// view around the read, on the identity path too.
    @usableFromInline
    final var slowLayoutRect: Rect {
        if _slowPath(layoutRectFlags & View.transformedFlag != 0) { return transformedLayoutRect() }
        return autoSizingRects?.rect ?? frame
    }

    /// `layoutRect` of a transformed view: its auto-sizing rect while auto-sizing (when it has one),
    /// else its `frame` while a `pinFrame` statement runs on this thread, else its untransformed
    /// rect. It only reads (`untransformedRectWithoutSynchronizing`), and says so to the optimizer:
    /// the thread-specific count is read through a C call whose effects it cannot see otherwise.
    @usableFromInline @inline(never) @_effects(readonly)
    final func transformedLayoutRect() -> Rect {
        if autoSizingDepth != 0, let rect = autoSizingRects?.rect { return rect }
        return PinFrameStatements.areRunning ? frame : untransformedRectWithoutSynchronizing
    }

    /// Writes `rect` (already pixel-rounded) as a statement does: the untransformed rect for `pin`,
    /// the frame for `pinFrame` (upstream's `setRect(_:keepTransform:)`).
    final func setLayoutRect(_ rect: Rect) {
        if layoutRectFlags & View.transformedFlag == 0 || PinFrameStatements.areRunning { frame = rect } else { untransformedRect = rect }
    }
}
