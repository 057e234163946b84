/// What one statement recorded, kept in the view's storage so that the builder is two words.
@usableFromInline
struct StatementState {
    @usableFromInline var horizontal = AxisConstraints()
    @usableFromInline var vertical = AxisConstraints()

    /// sizeToFit or aspectRatio (they share one slot, the first one wins).
    @usableFromInline var adjustSizeType: AdjustSizeType?

    @usableFromInline var shouldPinEdges = false
    @usableFromInline var justify: HorizontalAlign?
    @usableFromInline var align: VerticalAlign?

    /// False for a `pinFrame` statement (own storage); the view's storage always says true.
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
