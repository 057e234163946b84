// wrapContent: sizes the view to its subviews plus padding and moves them, when called, as in
// PinLayout.

extension PinLayout {
    /// Wraps all subviews, tightly.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent() -> PinLayout {
        wrap(.all, padding: .zero, { "wrapContent()" })
        return self
    }

    /// Wraps all subviews with `padding` on every side.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent(padding: Double) -> PinLayout {
        wrap(.all, padding: EdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
             { "wrapContent(padding: \(padding)" })
        return self
    }

    /// Wraps all subviews with `padding`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent(padding: EdgeInsets) -> PinLayout {
        wrap(.all, padding: padding, { "wrapContent(padding: \(insetsDescription(padding))" })
        return self
    }

    /// Wraps the subviews in the dimensions `type` names.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent(_ type: WrapType) -> PinLayout {
        wrap(type, padding: .zero, { "wrapContent(\(type.warningDescription)" })
        return self
    }

    /// Wraps the subviews in the dimensions `type` names, with `padding` on every side.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent(_ type: WrapType, padding: Double) -> PinLayout {
        wrap(type, padding: EdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
             { "wrapContent(\(type.warningDescription), padding: \(padding)" })
        return self
    }

    /// Wraps the subviews in the dimensions `type` names, with `padding`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func wrapContent(_ type: WrapType, padding: EdgeInsets) -> PinLayout {
        wrap(type, padding: padding, { "wrapContent(\(type.warningDescription), padding: \(insetsDescription(padding))" })
        return self
    }

    @usableFromInline
    func wrap(_ type: WrapType, padding: EdgeInsets, _ context: Context) {
        let subviews = view.subviews
        guard let first = subviews.first else { return }
        // Upstream's order (the first rect unioned with itself too): the last bit of the size depends
        // on it.
        let bounding = subviews.reduce(first.layoutRect) { $0.union($1.layoutRect) }
        var dx = 0.0
        var dy = 0.0
        if type != .vertically {
            let contentWidth = bounding.width + padding.left + padding.right
            if contentWidth >= 0 { setWidth(contentWidth, context) }
            dx = -bounding.minX + padding.left
        }
        if type != .horizontally {
            let contentHeight = bounding.height + padding.top + padding.bottom
            if contentHeight >= 0 { setHeight(contentHeight, context) }
            dy = -bounding.minY + padding.top
        }
        guard dx != 0 || dy != 0 else { return }
        let scale = Pin.displayScale
        for subview in subviews {
            subview.setLayoutRect(PixelGrid.adjust(subview.layoutRect.offsetBy(dx: dx, dy: dy), scale: scale))
        }
    }
}
