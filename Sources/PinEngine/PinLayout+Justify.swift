// justify/align (where the view sits between two edges when its size is known) and pinEdges().

extension PinLayout {
    /// Horizontal position between the left and right edges when a width is also known. Default `.left`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func justify(_ value: HorizontalAlign) -> PinLayout {
        justify = value
        return self
    }

    /// Vertical position between the top and bottom edges when a height is also known. Default `.top`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func align(_ value: VerticalAlign) -> PinLayout {
        align = value
        return self
    }

    /// Turns a size next to one edge into the missing edge first, so margins shrink the view.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func pinEdges() -> PinLayout {
        shouldPinEdges = true
        return self
    }
}
