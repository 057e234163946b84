// Sizes: values, percentages, other views', min/max, aspect ratio, sizeToFit; invalid ones warn.

extension PinLayout {
    /// The width, in points.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func width(_ width: Double) -> PinLayout {
        setWidth(width, { "width(\(width))" })
        return self
    }

    /// The width, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func width(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setWidth(percent.of(rect.width), { "width(\(percent))" }) }
        return self
    }

    /// The width of `view`, read now.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func width(of view: View) -> PinLayout {
        setWidth(view.layoutRect.width, { "width(of: \(viewDescription(view)))" })
        return self
    }

    /// The minimum width, in points.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func minWidth(_ width: Double) -> PinLayout {
        setMinWidth(width, { "minWidth(\(width))" })
        return self
    }

    /// The minimum width, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func minWidth(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setMinWidth(percent.of(rect.width), { "minWidth(\(percent))" }) }
        return self
    }

    /// The maximum width, in points. Applied after the minimum, so it wins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func maxWidth(_ width: Double) -> PinLayout {
        setMaxWidth(width, { "maxWidth(\(width))" })
        return self
    }

    /// The maximum width, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func maxWidth(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setMaxWidth(percent.of(rect.width), { "maxWidth(\(percent))" }) }
        return self
    }

    /// The height, in points.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func height(_ height: Double) -> PinLayout {
        setHeight(height, { "height(\(height))" })
        return self
    }

    /// The height, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func height(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setHeight(percent.of(rect.height), { "height(\(percent))" }) }
        return self
    }

    /// The height of `view`, read now.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func height(of view: View) -> PinLayout {
        setHeight(view.layoutRect.height, { "height(of: \(viewDescription(view)))" })
        return self
    }

    /// The minimum height, in points.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func minHeight(_ height: Double) -> PinLayout {
        setMinHeight(height, { "minHeight(\(height))" })
        return self
    }

    /// The minimum height, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func minHeight(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setMinHeight(percent.of(rect.height), { "minHeight(\(percent))" }) }
        return self
    }

    /// The maximum height, in points. Applied after the minimum, so it wins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func maxHeight(_ height: Double) -> PinLayout {
        setMaxHeight(height, { "maxHeight(\(height))" })
        return self
    }

    /// The maximum height, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func maxHeight(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect { setMaxHeight(percent.of(rect.height), { "maxHeight(\(percent))" }) }
        return self
    }

    /// Width and height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func size(_ size: Size) -> PinLayout {
        setSize(size, { "size(CGSize(width: \(size.width), height: \(size.height)))" })
        return self
    }

    /// A square of `sideLength`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func size(_ sideLength: Double) -> PinLayout {
        setSize(Size(width: sideLength, height: sideLength), { "size(sideLength: \(sideLength))" })
        return self
    }

    /// `percent` of the superview's width and `percent` of its height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func size(_ percent: Percent) -> PinLayout {
        if let rect = layoutSuperviewRect {
            setSize(Size(width: percent.of(rect.width), height: percent.of(rect.height)), { "size(\(percent))" })
        }
        return self
    }

    /// The size of `view`, read now.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func size(of view: View) -> PinLayout {
        setSize(view.layoutRect.size, { "size(of \(viewDescription(view)))" })
        return self
    }

    /// Width / height = `ratio`: the missing dimension is derived from the one that can be determined.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func aspectRatio(_ ratio: Double) -> PinLayout {
        setAdjustSizeType(.aspectRatio(ratio), { "aspectRatio(\(ratio))" })
        return self
    }

    /// The aspect ratio of `view`, read now.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func aspectRatio(of view: View) -> PinLayout {
        let rect = view.layoutRect
        setAdjustSizeType(.aspectRatio(rect.width / rect.height), { "aspectRatio(of: \(viewDescription(view)))" })
        return self
    }

    /// PinLayout's `aspectRatio()` of the `ImageView`'s image; warns for another view or no image.
    @discardableResult
    public consuming func aspectRatio() -> PinLayout {
        func context() -> String { "aspectRatio()" }
        guard let imageView = view as? ImageView else {
            warnWontBeApplied("the layouted view must be an UIImageView() to use the aspectRatio() method without parameter.", context)
            return self
        }
        guard let imageSize = imageView.image?.size else {
            if Pin.activeWarnings.aspectRatioImageNotSet {
                warnWontBeApplied("the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)", context)
            }
            return self
        }
        setAdjustSizeType(.aspectRatio(imageSize.width / imageSize.height), context)
        return self
    }

    /// Sizes the view with its `sizeThatFits(_:)`, keeping the reference dimension `fitType` names.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
        setAdjustSizeType(.fit(fitType), { "sizeToFit(\(fitType.warningDescription))" })
        return self
    }
}
