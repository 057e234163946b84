// Anchor shortcuts on the superview and on other views' anchors; vertical first, then horizontal.

extension PinLayout {
    // MARK: Relative to the superview (the value is a margin from the matching edges)

    /// Top and left edges `margin` from the superview's top-left corner. Needs no superview.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topLeft(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.top, .left, margin, { "topLeft(\(formatOptionalPinNumber(margin))" })
        return self
    }

    /// Top edge `margin` from the superview's top, centered horizontally.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topCenter(_ topMargin: Double = 0) -> PinLayout {
        pinToSuperview(.top, .center, topMargin, { "topCenter(\(formatOptionalPinNumber(topMargin)))" })
        return self
    }

    /// Top and right edges `margin` from the superview's top-right corner.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topRight(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.top, .right, margin, { "topRight(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// Centered vertically, left edge `leftMargin` from the superview's left.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerLeft(_ leftMargin: Double = 0) -> PinLayout {
        pinToSuperview(.center, .left, leftMargin, { "centerLeft(\(formatOptionalPinNumber(leftMargin)))" })
        return self
    }

    /// Centered in the superview, both centers offset by `margin`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func center(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.center, .center, margin, { "center(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// Centered vertically, right edge `rightMargin` from the superview's right.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerRight(_ rightMargin: Double = 0) -> PinLayout {
        pinToSuperview(.center, .right, rightMargin, { "centerRight(\(formatOptionalPinNumber(rightMargin)))" })
        return self
    }

    /// Bottom and left edges `margin` from the superview's bottom-left corner.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomLeft(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.bottom, .left, margin, { "bottomLeft(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// Bottom edge `bottomMargin` from the superview's bottom, centered horizontally.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomCenter(_ bottomMargin: Double = 0) -> PinLayout {
        pinToSuperview(.bottom, .center, bottomMargin, { "bottomCenter(\(formatOptionalPinNumber(bottomMargin)))" })
        return self
    }

    /// Bottom and right edges `margin` from the superview's bottom-right corner.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomRight(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.bottom, .right, margin, { "bottomRight(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// `topLeft` in LTR, `topRight` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topStart(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.top, .start, margin, { "topStart(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// `topRight` in LTR, `topLeft` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topEnd(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.top, .end, margin, { "topEnd(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    /// `centerLeft` in LTR, `centerRight` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerStart(_ startMargin: Double = 0) -> PinLayout {
        pinToSuperview(.center, .start, startMargin, { "centerStart(\(formatOptionalPinNumber(startMargin)))" })
        return self
    }

    /// `centerRight` in LTR, `centerLeft` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerEnd(_ endMargin: Double = 0) -> PinLayout {
        pinToSuperview(.center, .end, endMargin, { "centerEnd(\(formatOptionalPinNumber(endMargin)))" })
        return self
    }

    /// `bottomLeft` in LTR, `bottomRight` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomStart(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.bottom, .start, margin, { "bottomStart(\(formatOptionalPinNumber(margin))" })
        return self
    }

    /// `bottomRight` in LTR, `bottomLeft` in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomEnd(_ margin: Double = 0) -> PinLayout {
        pinToSuperview(.bottom, .end, margin, { "bottomEnd(\(formatOptionalPinNumber(margin)))" })
        return self
    }

    // MARK: On another view's anchor

    /// The top-left corner on `anchor`: `topLeft(to: other.anchor.bottomRight)`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topLeft(to anchor: Anchor) -> PinLayout {
        pin(.top, .left, to: anchor, "topLeft")
        return self
    }

    /// The top-center point on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topCenter(to anchor: Anchor) -> PinLayout {
        pin(.top, .center, to: anchor, "topCenter")
        return self
    }

    /// The top-right corner on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topRight(to anchor: Anchor) -> PinLayout {
        pin(.top, .right, to: anchor, "topRight")
        return self
    }

    /// The center-left point on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerLeft(to anchor: Anchor) -> PinLayout {
        pin(.center, .left, to: anchor, "centerLeft")
        return self
    }

    /// The center on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func center(to anchor: Anchor) -> PinLayout {
        pin(.center, .center, to: anchor, "center")
        return self
    }

    /// The center-right point on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerRight(to anchor: Anchor) -> PinLayout {
        pin(.center, .right, to: anchor, "centerRight")
        return self
    }

    /// The bottom-left corner on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomLeft(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .left, to: anchor, "bottomLeft")
        return self
    }

    /// The bottom-center point on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomCenter(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .center, to: anchor, "bottomCenter")
        return self
    }

    /// The bottom-right corner on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomRight(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .right, to: anchor, "bottomRight")
        return self
    }

    /// The top-start corner (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topStart(to anchor: Anchor) -> PinLayout {
        pin(.top, .start, to: anchor, "topStart")
        return self
    }

    /// The top-end corner (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func topEnd(to anchor: Anchor) -> PinLayout {
        pin(.top, .end, to: anchor, "topEnd")
        return self
    }

    /// The center-start point (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerStart(to anchor: Anchor) -> PinLayout {
        pin(.center, .start, to: anchor, "centerStart")
        return self
    }

    /// The center-end point (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func centerEnd(to anchor: Anchor) -> PinLayout {
        pin(.center, .end, to: anchor, "centerEnd")
        return self
    }

    /// The bottom-start corner (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomStart(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .start, to: anchor, "bottomStart")
        return self
    }

    /// The bottom-end corner (by the layouted view's direction) on `anchor`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func bottomEnd(to anchor: Anchor) -> PinLayout {
        pin(.bottom, .end, to: anchor, "bottomEnd")
        return self
    }
}

// MARK: - Implementation

extension PinLayout {
    /// Which vertical coordinate an anchor method sets.
    @usableFromInline
    enum VerticalSlot { case top, center, bottom }
    /// Which horizontal coordinate an anchor method sets (start/end by the layouted view's direction).
    @usableFromInline
    enum HorizontalSlot { case left, center, right, start, end }

    /// Sets the two coordinates of an anchor method, vertical first, as PinLayout does.
    @inlinable
    func set(_ vertical: VerticalSlot, y: Double, _ horizontal: HorizontalSlot, x: Double, _ context: Context) {
        switch vertical {
        case .top: setTop(y, context)
        case .center: setVerticalCenter(y, context)
        case .bottom: setBottom(y, context)
        }
        set(horizontal: horizontal, x: x, context)
    }

    /// Sets the horizontal coordinate `horizontal` names.
    @inlinable
    func set(horizontal: HorizontalSlot, x: Double, _ context: Context) {
        switch horizontal {
        case .left: setLeft(x, context)
        case .center: setHorizontalCenter(x, context)
        case .right: setRight(x, context)
        case .start: setStart(x, context)
        case .end: setEnd(x, context)
        }
    }

    /// A superview anchor `margin` inside it; only `topLeft` (`topStart` in LTR) needs no superview.
    @inlinable
    func pinToSuperview(_ vertical: VerticalSlot, _ horizontal: HorizontalSlot,
                                         _ margin: Double, _ context: Context) {
        let side: HorizontalSlot = switch horizontal {
        case .start: view.isLTR() ? .left : .right
        case .end: view.isLTR() ? .right : .left
        case .left, .center, .right: horizontal
        }
        if vertical == .top && side == .left {
            return set(.top, y: margin, .left, x: margin, context)
        }
        guard let rect = layoutSuperviewRect else { return }
        let isCenter = vertical == .center && side == .center
        let y = switch vertical {
        case .top: margin
        case .center: isCenter ? rect.height / 2 + margin : rect.height / 2
        case .bottom: rect.height - margin
        }
        let x = switch side {
        case .left: margin
        case .center: isCenter ? rect.width / 2 + margin : rect.width / 2
        default: rect.width - margin
        }
        set(vertical, y: y, side, x: x, context)
    }

    /// Another view's anchor point, converted into the superview's space.
    @inlinable
    func pin(_ vertical: VerticalSlot, _ horizontal: HorizontalSlot, to anchor: Anchor, _ method: String) {
        func context() -> String { "\(method)(to: .\(anchor.kind.rawValue), of: \(viewDescription(anchor.view)))" }
        guard let point = point(of: anchor, context) else { return }
        set(vertical, y: point.y, horizontal, x: point.x, context)
    }
}
