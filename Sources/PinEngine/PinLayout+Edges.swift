// Edges on the superview and on other views' edges; those needing a superview skip silently without
// one, as in PinLayout.

extension PinLayout {
    // MARK: top / left / bottom / right

    /// The top edge `offset` below the superview's top edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func top(_ offset: Double = 0) -> PinLayout {
        setTop(offset, { "top(\(formatOptionalPinNumber(offset)))" })
        return self
    }

    /// The top edge at `percent` of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func top(_ percent: Percent) -> PinLayout {
        setTop(percent, { "top(\(percent))" })
        return self
    }

    /// The top edge `insets.top` below the superview's top edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func top(_ insets: EdgeInsets) -> PinLayout {
        setTop(insets.top, { "top(\(insetsDescription(insets))" })
        return self
    }

    /// The left edge `offset` right of the superview's left edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(_ offset: Double = 0) -> PinLayout {
        setLeft(offset, { "left(\(formatOptionalPinNumber(offset)))" })
        return self
    }

    /// The left edge at `percent` of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(_ percent: Percent) -> PinLayout {
        setLeft(percent, { "left(\(percent))" })
        return self
    }

    /// The left edge `insets.left` right of the superview's left edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(_ insets: EdgeInsets) -> PinLayout {
        setLeft(insets.left, { "left(\(insetsDescription(insets))" })
        return self
    }

    /// The bottom edge `offset` above the superview's bottom edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottom(_ offset: Double = 0) -> PinLayout {
        setBottomOffset(offset, { "bottom(\(formatOptionalPinNumber(offset)))" })
        return self
    }

    /// The bottom edge `percent` of the superview's height above its bottom edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottom(_ percent: Percent) -> PinLayout {
        setBottomOffset(percent, { "bottom(\(percent))" })
        return self
    }

    /// The bottom edge `insets.bottom` above the superview's bottom edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottom(_ insets: EdgeInsets) -> PinLayout {
        setBottomOffset(insets.bottom, { "bottom(\(insetsDescription(insets))" })
        return self
    }

    /// The right edge `offset` left of the superview's right edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(_ offset: Double = 0) -> PinLayout {
        setRightOffset(offset, { "right(\(formatOptionalPinNumber(offset)))" })
        return self
    }

    /// The right edge `percent` of the superview's width left of its right edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(_ percent: Percent) -> PinLayout {
        setRightOffset(percent, { "right(\(percent))" })
        return self
    }

    /// The right edge `insets.right` left of the superview's right edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(_ insets: EdgeInsets) -> PinLayout {
        setRightOffset(insets.right, { "right(\(insetsDescription(insets))" })
        return self
    }

    // MARK: start / end (direction-aware)

    /// `left(offset)` in LTR, `right(offset)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func start(_ offset: Double = 0) -> PinLayout {
        func context() -> String { "start(\(formatOptionalPinNumber(offset)))" }
        if view.isLTR() { setLeft(offset, context) } else { setRightOffset(offset, context) }
        return self
    }

    /// `left(percent)` in LTR, `right(percent)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func start(_ percent: Percent) -> PinLayout {
        func context() -> String { "start(\(percent))" }
        if view.isLTR() { setLeft(percent, context) } else { setRightOffset(percent, context) }
        return self
    }

    /// `left(insets.left)` in LTR, `right(insets.right)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func start(_ insets: EdgeInsets) -> PinLayout {
        func context() -> String { "start(\(insetsDescription(insets))" }
        if view.isLTR() { setLeft(insets.left, context) } else { setRightOffset(insets.right, context) }
        return self
    }

    /// `right(offset)` in LTR, `left(offset)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func end(_ offset: Double = 0) -> PinLayout {
        func context() -> String { "end(\(formatOptionalPinNumber(offset)))" }
        if view.isLTR() { setRightOffset(offset, context) } else { setLeft(offset, context) }
        return self
    }

    /// `right(percent)` in LTR, `left(percent)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func end(_ percent: Percent) -> PinLayout {
        func context() -> String { "end(\(percent))" }
        if view.isLTR() { setRightOffset(percent, context) } else { setLeft(percent, context) }
        return self
    }

    /// `right(insets.right)` in LTR, `left(insets.left)` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func end(_ insets: EdgeInsets) -> PinLayout {
        func context() -> String { "end(\(insetsDescription(insets))" }
        if view.isLTR() { setRightOffset(insets.right, context) } else { setLeft(insets.left, context) }
        return self
    }

    // MARK: Centers

    /// The horizontal center `offset` right of the superview's center.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func hCenter(_ offset: Double = 0) -> PinLayout {
        if let rect = layoutSuperviewRect {
            setHorizontalCenter((rect.width / 2) + offset, { "hCenter(\(formatOptionalPinNumber(offset)))" })
        }
        return self
    }

    /// The horizontal center `percent` of the superview's width right of its center.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func hCenter(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect {
            setHorizontalCenter((rect.width / 2) + percent.of(rect.width), { "hCenter(\(percent))" })
        }
        return self
    }

    /// The vertical center `offset` below the superview's center.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vCenter(_ offset: Double = 0) -> PinLayout {
        if let rect = layoutSuperviewRect {
            setVerticalCenter((rect.height / 2) + offset, { "vCenter(\(formatOptionalPinNumber(offset)))" })
        }
        return self
    }

    /// The vertical center `percent` of the superview's height below its center.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vCenter(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect {
            setVerticalCenter((rect.height / 2) + percent.of(rect.height), { "vCenter(\(percent))" })
        }
        return self
    }

    // MARK: Several edges at once

    /// `top(margin).bottom(margin).left(margin).right(margin)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func all(_ margin: Double = 0) -> PinLayout {
        let text = formatOptionalPinNumber(margin)
        setTop(margin, { "all(\(text)) top coordinate" })
        setBottomOffset(margin, { "all(\(text)) bottom coordinate" })
        setLeft(margin, { "all(\(text)) left coordinate" })
        setRightOffset(margin, { "all(\(text)) right coordinate" })
        return self
    }

    /// Each edge at its inset from the superview's matching edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func all(_ insets: EdgeInsets) -> PinLayout {
        setTop(insets.top, { "all(\(insetsDescription(insets))) top coordinate" })
        setBottomOffset(insets.bottom, { "all(\(insetsDescription(insets))) bottom coordinate" })
        setLeft(insets.left, { "all(\(insetsDescription(insets))) left coordinate" })
        setRightOffset(insets.right, { "all(\(insetsDescription(insets))) right coordinate" })
        return self
    }

    /// `left(margin).right(margin)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func horizontally(_ margin: Double = 0) -> PinLayout {
        let text = formatOptionalPinNumber(margin)
        setLeft(margin, { "horizontally(\(text)) left coordinate" })
        setRightOffset(margin, { "horizontally(\(text)) right coordinate" })
        return self
    }

    /// `left(percent).right(percent)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func horizontally(_ percent: Percent) -> PinLayout {
        setLeft(percent, { "horizontally(\(percent)) left coordinate" })
        setRightOffset(percent, { "horizontally(\(percent)) right coordinate" })
        return self
    }

    /// `left(insets.left).right(insets.right)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func horizontally(_ insets: EdgeInsets) -> PinLayout {
        setLeft(insets.left, { "horizontally(\(insetsDescription(insets))) left coordinate" })
        setRightOffset(insets.right, { "horizontally(\(insetsDescription(insets))) right coordinate" })
        return self
    }

    /// `top(margin).bottom(margin)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vertically(_ margin: Double = 0) -> PinLayout {
        let text = formatOptionalPinNumber(margin)
        setTop(margin, { "vertically(\(text)) top coordinate" })
        setBottomOffset(margin, { "vertically(\(text)) bottom coordinate" })
        return self
    }

    /// `top(percent).bottom(percent)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vertically(_ percent: Percent) -> PinLayout {
        setTop(percent, { "vertically(\(percent)) top coordinate" })
        setBottomOffset(percent, { "vertically(\(percent)) bottom coordinate" })
        return self
    }

    /// `top(insets.top).bottom(insets.bottom)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vertically(_ insets: EdgeInsets) -> PinLayout {
        setTop(insets.top, { "vertically(\(insetsDescription(insets))) top coordinate" })
        setBottomOffset(insets.bottom, { "vertically(\(insetsDescription(insets))) bottom coordinate" })
        return self
    }

    // MARK: Edges of other views

    /// The top edge on another view's edge: `top(to: other.edge.bottom)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func top(to edge: VerticalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("top", edge) }
        if let y = coordinate(of: edge, context) { setTop(y, context) }
        return self
    }

    /// The vertical center on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func vCenter(to edge: VerticalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("vCenter", edge) }
        if let y = coordinate(of: edge, context) { setVerticalCenter(y, context) }
        return self
    }

    /// The bottom edge on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottom(to edge: VerticalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("bottom", edge) }
        if let y = coordinate(of: edge, context) { setBottom(y, context) }
        return self
    }

    /// The left edge on another view's edge: `left(to: other.edge.right)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func left(to edge: HorizontalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("left", edge) }
        if let x = coordinate(of: edge, context) { setLeft(x, context) }
        return self
    }

    /// The horizontal center on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func hCenter(to edge: HorizontalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("hCenter", edge) }
        if let x = coordinate(of: edge, context) { setHorizontalCenter(x, context) }
        return self
    }

    /// The right edge on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func right(to edge: HorizontalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("right", edge) }
        if let x = coordinate(of: edge, context) { setRight(x, context) }
        return self
    }

    /// The start edge (left in LTR, right in RTL, by the layouted view's direction) on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func start(to edge: HorizontalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("start", edge) }
        if let x = coordinate(of: edge, context) { setStart(x, context) }
        return self
    }

    /// The end edge (right in LTR, left in RTL, by the layouted view's direction) on another view's edge.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func end(to edge: HorizontalEdge) -> PinLayout {
        func context() -> String { relativeEdgeContext("end", edge) }
        if let x = coordinate(of: edge, context) { setEnd(x, context) }
        return self
    }
}

// MARK: - Offsets and percentages to coordinates

extension PinLayout {
    @inlinable
    func setTop(_ percent: Percent, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setTop(percent.of(rect.height), context)
    }

    @inlinable
    func setLeft(_ percent: Percent, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setLeft(percent.of(rect.width), context)
    }

    /// The bottom coordinate `offset` above the superview's bottom edge (`H - offset`).
    @inlinable
    func setBottomOffset(_ offset: Double, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setBottom(rect.height - offset, context)
    }

    @inlinable
    func setBottomOffset(_ percent: Percent, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setBottom(rect.height - percent.of(rect.height), context)
    }

    /// The right coordinate `offset` left of the superview's right edge (`W - offset`).
    @inlinable
    func setRightOffset(_ offset: Double, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setRight(rect.width - offset, context)
    }

    @inlinable
    func setRightOffset(_ percent: Percent, _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setRight(rect.width - percent.of(rect.width), context)
    }
}

/// `top(to: .bottom, of: (View, Frame: ...))`.
@inlinable
func relativeEdgeContext(_ method: String, _ edge: VerticalEdge) -> String {
    "\(method)(to: .\(edge.kind.rawValue), of: \(viewDescription(edge.view)))"
}

/// `left(to: .right, of: (View, Frame: ...)` — without the closing parenthesis, as PinLayout prints it.
@inlinable
func relativeEdgeContext(_ method: String, _ edge: HorizontalEdge) -> String {
    "\(method)(to: .\(edge.kind.rawValue), of: \(viewDescription(edge.view))"
}
