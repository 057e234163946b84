// The builder's only writers, with PinLayout's conflict rules (first value wins, edge vs center);
// common cases inline, the rest out of line.

extension PinLayout {
    @inlinable @inline(__always)
    func setTop(_ value: Double, _ context: Context) {
        if _fastPath(_top == nil && _vCenter == nil && Pin.isInRange(value)) { _top = value } else { recordTop(value, context) }
    }

    @inlinable
    func recordTop(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "top", context) else { return }
        if let _vCenter {
            warnConflict(context, "Vertical Center", _vCenter)
        } else if let _top, _top != value {
            warnPropertyAlreadySet(_top, context)
        } else {
            _top = value
        }
    }

    @inlinable @inline(__always)
    func setLeft(_ value: Double, _ context: Context) {
        if _fastPath(_left == nil && _hCenter == nil && Pin.isInRange(value)) { _left = value } else { recordLeft(value, context) }
    }

    @inlinable
    func recordLeft(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "left", context) else { return }
        if let _hCenter {
            warnConflict(context, "Horizontal Center", _hCenter)
        } else if let _left, _left != value {
            warnPropertyAlreadySet(_left, context)
        } else {
            _left = value
        }
    }

    /// An x in the superview's space; conflicts show it from the right edge, as PinLayout does.
    @inlinable @inline(__always)
    func setRight(_ value: Double, _ context: Context) {
        if _fastPath(_right == nil && _hCenter == nil && Pin.isInRange(value)) { _right = value } else { recordRight(value, context) }
    }

    @inlinable
    func recordRight(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "right", context) else { return }
        if let _hCenter {
            warnConflict(context, "Horizontal Center", _hCenter)
        } else if let _right, _right != value {
            warnPropertyAlreadySet(view.superview.map { $0.frame.width - _right } ?? _right, context)
        } else {
            _right = value
        }
    }

    /// A y in the superview's space; conflicts show it from the bottom edge.
    @inlinable @inline(__always)
    func setBottom(_ value: Double, _ context: Context) {
        if _fastPath(_bottom == nil && _vCenter == nil && Pin.isInRange(value)) { _bottom = value } else { recordBottom(value, context) }
    }

    @inlinable
    func recordBottom(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "bottom", context) else { return }
        if let _vCenter {
            warnConflict(context, "Vertical Center", _vCenter)
        } else if let _bottom, _bottom != value {
            warnPropertyAlreadySet(view.superview.map { $0.frame.height - _bottom } ?? _bottom, context)
        } else {
            _bottom = value
        }
    }

    @inlinable @inline(__always)
    func setHorizontalCenter(_ value: Double, _ context: Context) {
        if _fastPath(_hCenter == nil && _left == nil && _right == nil && Pin.isInRange(value)) { _hCenter = value } else { recordHorizontalCenter(value, context) }
    }

    @inlinable
    func recordHorizontalCenter(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "hCenter", context) else { return }
        if let _left {
            warnConflict(context, "left", _left)
        } else if let _right {
            warnConflict(context, "right", _right)
        } else if let _hCenter, _hCenter != value {
            warnPropertyAlreadySet(_hCenter, context)
        } else {
            _hCenter = value
        }
    }

    @inlinable @inline(__always)
    func setVerticalCenter(_ value: Double, _ context: Context) {
        if _fastPath(_vCenter == nil && _top == nil && _bottom == nil && Pin.isInRange(value)) { _vCenter = value } else { recordVerticalCenter(value, context) }
    }

    @inlinable
    func recordVerticalCenter(_ value: Double, _ context: Context) {
        guard validateCoordinate(value, "vCenter", context) else { return }
        if let _top {
            warnConflict(context, "top", _top)
        } else if let _bottom {
            warnConflict(context, "bottom", _bottom)
        } else if let _vCenter, _vCenter != value {
            warnPropertyAlreadySet(_vCenter, context)
        } else {
            _vCenter = value
        }
    }

    /// Left in LTR, right in RTL (the layouted view's direction).
    @inlinable
    func setStart(_ value: Double, _ context: Context) {
        if view.isLTR() { setLeft(value, context) } else { setRight(value, context) }
    }

    /// Right in LTR, left in RTL (the layouted view's direction).
    @inlinable
    func setEnd(_ value: Double, _ context: Context) {
        if view.isLTR() { setRight(value, context) } else { setLeft(value, context) }
    }

    @inlinable
    func setWidth(_ value: Double, _ context: Context) {
        guard validateWidth(value, context) else { return }
        if let width, width != value {
            warnPropertyAlreadySet(width, context)
        } else {
            width = value
        }
    }

    @inlinable
    func setHeight(_ value: Double, _ context: Context) {
        guard validateHeight(value, context) else { return }
        if let height, height != value {
            warnPropertyAlreadySet(height, context)
        } else {
            height = value
        }
    }

    @inlinable
    func setMinWidth(_ value: Double, _ context: Context) {
        guard validateWidth(value, context) else { return }
        if let minWidth, minWidth != value {
            warnConflict(context, "minWidth", minWidth)
        } else {
            minWidth = value
        }
    }

    @inlinable
    func setMaxWidth(_ value: Double, _ context: Context) {
        guard validateWidth(value, context) else { return }
        if let maxWidth, maxWidth != value {
            warnConflict(context, "maxWidth", maxWidth)
        } else {
            maxWidth = value
        }
    }

    /// Compares with minHeight (PinLayout's minWidth here is a bug not reproduced).
    @inlinable
    func setMinHeight(_ value: Double, _ context: Context) {
        guard validateHeight(value, context) else { return }
        if let minHeight, minHeight != value {
            warnConflict(context, "minHeight", minHeight)
        } else {
            minHeight = value
        }
    }

    @inlinable
    func setMaxHeight(_ value: Double, _ context: Context) {
        guard validateHeight(value, context) else { return }
        if let maxHeight, maxHeight != value {
            warnConflict(context, "maxHeight", maxHeight)
        } else {
            maxHeight = value
        }
    }

    /// Width then height, with contexts `<context>'s width` and `<context>'s height`.
    @inlinable
    func setSize(_ size: Size, _ context: Context) {
        setWidth(size.width, { "\(context())'s width" })
        setHeight(size.height, { "\(context())'s height" })
    }

    /// sizeToFit and aspectRatio share one slot: the first wins and a second one warns.
    @inlinable
    func setAdjustSizeType(_ type: AdjustSizeType, _ context: Context) {
        if let current = adjustSizeType {
            let conflict: String
            switch current {
            case .fit(let fitType): conflict = "sizeToFit(\(fitType.warningDescription))."
            case .aspectRatio(let ratio): conflict = "aspectRatio(\(ratio))"
            }
            warn("PinLayout Conflict: \(context()) won't be applied since it conflicts with \(conflict).")
            return
        }
        // PinLayout rejects ratios <= 0; this engine also rejects NaN and infinity [not upstream].
        if case .aspectRatio(let ratio) = type, !(ratio > 0 && ratio < .infinity) {
            warnWontBeApplied(ratio == .infinity ? "the aspectRatio (\(ratio)) must be a finite number."
                                                 : "the aspectRatio (\(ratio)) must be greater than zero.", context)
            return
        }
        adjustSizeType = type
    }

    /// Margins: last wins, negatives allowed, out-of-range values rejected [not upstream].
    @inlinable
    func validateMargin(_ value: Double, _ context: Context) -> Bool {
        guard Pin.isInRange(value) else {
            warnWontBeApplied(value.isFinite ? "the margin (\(value)) \(outOfRange)" : "the margin (\(value)) must be a finite number.",
                              context)
            return false
        }
        return true
    }

    /// [not upstream] Rejects NaN, infinite and huge coordinates, which PinLayout stores.
    @inlinable
    func validateCoordinate(_ value: Double, _ name: String, _ context: Context) -> Bool {
        guard Pin.isInRange(value) else {
            warnWontBeApplied(value.isFinite ? "the \(name) coordinate (\(value)) \(outOfRange)"
                                             : "the \(name) coordinate (\(value)) must be a finite number.", context)
            return false
        }
        return true
    }

    @inlinable
    func validateWidth(_ value: Double, _ context: Context) -> Bool {
        guard Pin.isValidSize(value) else {
            warnWontBeApplied(value > 0 && value.isFinite ? "the width (\(value)) \(outOfRange)"
                                                          : "the width (\(value)) must be greater than or equal to zero.", context)
            return false
        }
        return true
    }

    @inlinable
    func validateHeight(_ value: Double, _ context: Context) -> Bool {
        guard Pin.isValidSize(value) else {
            warnWontBeApplied(value > 0 && value.isFinite ? "the height (\(value)) \(outOfRange)"
                                                          : "the height (\(value)) must be greater than or equal to zero.", context)
            return false
        }
        return true
    }
}

/// The end of the warning for a finite value beyond `Pin.maximumMagnitude`.
@usableFromInline
var outOfRange: String { "is out of range (its magnitude must not exceed \(Pin.maximumMagnitude))." }
