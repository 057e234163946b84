/// What one layout statement has recorded so far: the constraints of each axis (coordinates in the
/// superview's space, sizes, margins), stored the way `apply()` reads them, and the statement-wide
/// settings.
///
/// It lives outside the builder, in storage the layouted view owns (`View.statementStorage`), so that
/// the builder is two words: moving it through a statement's methods, its `then:`/`otherwise:`
/// branches and their join costs two registers instead of a copy of these ~240 bytes.
@usableFromInline
struct StatementState {
    @usableFromInline var horizontal = AxisConstraints()
    @usableFromInline var vertical = AxisConstraints()

    /// sizeToFit or aspectRatio (they share one slot, the first one wins).
    @usableFromInline var adjustSizeType: AdjustSizeType?

    @usableFromInline var shouldPinEdges = false
    @usableFromInline var justify: HorizontalAlign?
    @usableFromInline var align: VerticalAlign?

    /// False for a `pinFrame` statement (always in storage of its own); `reset()` leaves it alone,
    /// so the view's own storage always says true.
    @usableFromInline var keepsTransform = true

    /// Nothing recorded.
    @inlinable
    init() {}

    /// Back to nothing recorded, for the next statement: a few stores, not a new value.
    @inlinable @inline(__always)
    mutating func reset() {
        horizontal.reset()
        vertical.reset()
        adjustSizeType = nil
        shouldPinEdges = false
        justify = nil
        align = nil
    }
}
