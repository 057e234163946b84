// PinLayout's `apply(onView:)`, with one axis-generic type for both axes.

extension PinLayout {
    /// Computes and writes the pixel-rounded frame once, from `deinit`, in upstream's order.
    @inlinable @inline(__always)
    func apply() {
        displayLayoutWarnings()
        if shouldPinEdges {
            if _top != nil && _bottom != nil && _left != nil && _right != nil {
                warn("pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
            } else {
                // The recorded state ends with this statement, so pinEdges rewrites it in place.
                horizontal.pinEdges()
                vertical.pinEdges()
            }
        }
        resolveAndWriteFrame()
    }

    /// The rest of `apply()`: reads the recorded axes where they are, without copying them.
    @inlinable @inline(__always)
    func resolveAndWriteFrame() {
        let current = view.layoutRect
        let keepCurrentSize = adjustSizeType == nil
        var width = horizontal.resolvedSize(current: keepCurrentSize ? current.width : nil)
        var height = vertical.resolvedSize(current: keepCurrentSize ? current.height : nil)
        switch adjustSizeType {
        case .fit(let fitType)?:
            (width, height) = sizeToFit(fitType, width: width, height: height,
                                        horizontal: horizontal, vertical: vertical, current: current)
        case .aspectRatio(let ratio)?:
            (width, height) = aspectRatio(ratio, width: width, height: height,
                                          horizontal: horizontal, vertical: vertical)
        case nil:
            break
        }
        width = horizontal.clampedValidSize(width)
        height = vertical.clampedValidSize(height)

        let justification = horizontal.alignment(for: justify ?? .none, of: view)
        let alignment = vertical.alignment(for: align ?? .none)
        let (x, newWidth) = horizontal.place(size: width, origin: current.origin.x, length: current.size.width,
                                             currentLength: current.width, alignment: justification)
        let (y, newHeight) = vertical.place(size: height, origin: current.origin.y, length: current.size.height,
                                            currentLength: current.height, alignment: alignment)
        // A computed size that is negative or not finite keeps the view's current size.
        let rect = Rect(x: x, y: y,
                        width: AxisConstraints.isValidSize(newWidth) ? newWidth : current.width,
                        height: AxisConstraints.isValidSize(newHeight) ? newHeight : current.height)
        if view.layoutRectFlags == 0 {
            view.frame = PixelGrid.adjust(rect, scale: Pin.displayScale)
        } else {
            writeSlowRect(rect)
        }
    }

    /// The write of an auto-sizing or transformed view; out of line, keeping the common path short.
    @usableFromInline @inline(never)
    func writeSlowRect(_ rect: Rect) {
        if view.autoSizingDepth != 0 {
            view.setAutoSizingRect(rect, margins: EdgeInsets(top: -marginTop, left: -marginLeft,
                                                             bottom: -marginBottom, right: -marginRight))
        } else {
            view.setLayoutRect(PixelGrid.adjust(rect, scale: Pin.displayScale))
        }
    }

    /// `sizeToFit(_:)`: asks `sizeThatFits` and keeps or replaces each dimension as PinLayout does.
    @inlinable
    func sizeToFit(_ fitType: FitType, width: Double?, height: Double?,
                           horizontal: AxisConstraints, vertical: AxisConstraints,
                           current: Rect) -> (Double?, Double?) {
        let unbounded = Double.greatestFiniteMagnitude
        var fitWidth = unbounded
        var fitHeight = unbounded
        switch fitType {
        case .width, .widthFlexible:
            fitWidth = horizontal.applyMinMax(width) ?? current.width
        case .height, .heightFlexible:
            fitHeight = vertical.applyMinMax(height) ?? current.height
        case .content:
            fitWidth = current.size.width
            fitHeight = current.size.height
        }
        let fitted = view.sizeThatFits(Size(width: fitWidth, height: fitHeight))
        // [not upstream] A fitted size out of range is not applied.
        guard Pin.isInRange(fitted.width) && Pin.isInRange(fitted.height) else {
            warnWontBeApplied("the size returned by sizeThatFits (\(fitted.width) x \(fitted.height)) is out of range.",
                              { "sizeToFit(\(fitType.warningDescription))" })
            return (width, height)
        }
        if fitType == .content {
            return (fitted.width, fitted.height)
        }
        let flexible = fitType.isFlexible
        return (fitWidth != unbounded ? (flexible ? fitted.width : fitWidth) : fitted.width,
                fitHeight != unbounded ? (flexible ? fitted.height : fitHeight) : fitted.height)
    }

    /// `aspectRatio(_:)`: derives the missing dimension from the known one (after min/max).
    @inlinable
    func aspectRatio(_ ratio: Double, width: Double?, height: Double?,
                             horizontal: AxisConstraints, vertical: AxisConstraints) -> (Double?, Double?) {
        guard width != nil || height != nil else {
            warn("aspectRatio won't be applied, neither the width nor the height can be determined.")
            return (width, height)
        }
        guard width == nil || height == nil else {
            warn("aspectRatio won't be applied, the width and the height are already defined by other PinLayout's properties.")
            return (width, height)
        }
        if let width, let adjustedWidth = horizontal.applyMinMax(width) {
            return (adjustedWidth, adjustedWidth / ratio)
        }
        let adjustedHeight = vertical.applyMinMax(height)!
        return (adjustedHeight * ratio, adjustedHeight)
    }
}

/// One axis of a builder; the six slots are values plus a bit each, cleared in one byte.
@usableFromInline
struct AxisConstraints {
    @usableFromInline var setSlots: UInt8 = 0
    @usableFromInline var storedStart = 0.0
    @usableFromInline var storedEnd = 0.0
    @usableFromInline var storedCenter = 0.0
    @usableFromInline var storedSize = 0.0
    @usableFromInline var storedMinSize = 0.0
    @usableFromInline var storedMaxSize = 0.0
    @usableFromInline var marginStart: Double = 0
    @usableFromInline var marginEnd: Double = 0

    /// Nothing set, no margins.
    @inlinable
    init() {}

    /// Back to nothing set and no margins, for the next statement (the slots' values are left stale).
    @inlinable @inline(__always)
    mutating func reset() {
        setSlots = 0
        marginStart = 0
        marginEnd = 0
    }

    // Each slot: its value when its bit is set, nil otherwise.
    @inlinable var start: Double? {
        @inline(__always) get { value(storedStart, Slot.start) }
        @inline(__always) set { storedStart = newValue ?? 0; mark(Slot.start, isSet: newValue != nil) }
    }
    @inlinable var end: Double? {
        @inline(__always) get { value(storedEnd, Slot.end) }
        @inline(__always) set { storedEnd = newValue ?? 0; mark(Slot.end, isSet: newValue != nil) }
    }
    @inlinable var center: Double? {
        @inline(__always) get { value(storedCenter, Slot.center) }
        @inline(__always) set { storedCenter = newValue ?? 0; mark(Slot.center, isSet: newValue != nil) }
    }
    @inlinable var size: Double? {
        @inline(__always) get { value(storedSize, Slot.size) }
        @inline(__always) set { storedSize = newValue ?? 0; mark(Slot.size, isSet: newValue != nil) }
    }
    @inlinable var minSize: Double? {
        @inline(__always) get { value(storedMinSize, Slot.minSize) }
        @inline(__always) set { storedMinSize = newValue ?? 0; mark(Slot.minSize, isSet: newValue != nil) }
    }
    @inlinable var maxSize: Double? {
        @inline(__always) get { value(storedMaxSize, Slot.maxSize) }
        @inline(__always) set { storedMaxSize = newValue ?? 0; mark(Slot.maxSize, isSet: newValue != nil) }
    }

    /// The bit of each slot in `setSlots`.
    @usableFromInline
    enum Slot {
        @inlinable static var start: UInt8 { 1 << 0 }
        @inlinable static var end: UInt8 { 1 << 1 }
        @inlinable static var center: UInt8 { 1 << 2 }
        @inlinable static var size: UInt8 { 1 << 3 }
        @inlinable static var minSize: UInt8 { 1 << 4 }
        @inlinable static var maxSize: UInt8 { 1 << 5 }
    }

    @inlinable @inline(__always)
    func value(_ stored: Double, _ slot: UInt8) -> Double? {
        setSlots & slot != 0 ? stored : nil
    }

    @inlinable @inline(__always)
    mutating func mark(_ slot: UInt8, isSet: Bool) {
        setSlots = isSet ? setSlots | slot : setSlots & ~slot
    }

    /// Where the view goes between `start` and `end` when both and a size are known (justify/align).
    @usableFromInline
    enum Alignment {
        case leading, center, trailing
    }

    @inlinable @inline(__always)
    static func isValidSize(_ size: Double) -> Bool {
        size.isFinite && size >= 0
    }

    /// min applies first, then max, so max wins; a missing size can become min or max.
    @inlinable @inline(__always)
    func applyMinMax(_ value: Double?) -> Double? {
        var result = value
        if let minSize, minSize > (result ?? 0) {
            result = minSize
        }
        if let maxSize, maxSize < (result ?? .greatestFiniteMagnitude) {
            result = maxSize
        }
        return result
    }

    /// min/max, then nil for a negative or out-of-range size (aspect ratios can produce one).
    @inlinable @inline(__always)
    func clampedValidSize(_ value: Double?) -> Double? {
        guard let result = applyMinMax(value), Pin.isValidSize(result) else { return nil }
        return result
    }

    /// `pinEdges()`: the missing edges of a size next to one edge, so margins shrink the view.
    @inlinable
    mutating func pinEdges() {
        guard let pinnedSize = applyMinMax(size), start == nil || end == nil else { return }
        if let start {
            end = start + pinnedSize
            size = nil
        } else if let end {
            start = end - pinnedSize
            size = nil
        } else if let center {
            let half = pinnedSize / 2
            start = center - half
            end = center + half
            self.center = nil
            size = nil
        }
    }

    /// The explicit size, else the span between the edges less margins, else `current`.
    @inlinable @inline(__always)
    func resolvedSize(current: Double?) -> Double? {
        if let size { return size }
        if let start, let end { return end - start - marginStart - marginEnd }
        return current
    }

    /// `justify(.start/.end)` reads the layouted view's direction.
    @inlinable @inline(__always)
    func alignment(for justify: HorizontalAlign, of view: View) -> Alignment {
        switch justify {
        case .none, .left: return .leading
        case .center: return .center
        case .right: return .trailing
        case .start: return view.isLTR() ? .leading : .trailing
        case .end: return view.isLTR() ? .trailing : .leading
        }
    }

    @inlinable @inline(__always)
    func alignment(for align: VerticalAlign) -> Alignment {
        switch align {
        case .none, .top: return .leading
        case .center: return .center
        case .bottom: return .trailing
        }
    }

    /// The new origin and length on this axis: the first matching row of PinLayout's table wins.
    @inlinable @inline(__always)
    func place(size: Double?, origin: Double, length: Double, currentLength: Double,
               alignment: Alignment) -> (origin: Double, length: Double) {
        if let start, let end {
            guard let size else {
                let newOrigin = start + marginStart
                return (newOrigin, end - marginEnd - newOrigin)
            }
            switch alignment {
            case .leading:
                return (start + marginStart, size)
            case .center:
                let remaining = (end - start - marginStart - marginEnd) - size
                return (start + marginStart + remaining / 2, size)
            case .trailing:
                return (end - marginEnd - size, size)
            }
        }
        if let start, let size { return (start + marginStart, size) }
        if let end, let size { return (end - marginEnd - size, size) }
        if let center, let size { return ((center - size / 2) + marginStart - marginEnd, size) }
        if let start { return (start + marginStart, length) }
        if let end { return (end - currentLength - marginEnd, length) }
        if let center { return ((center - currentLength / 2) + marginStart - marginEnd, length) }
        if let size { return (origin, size) }
        return (origin, length)
    }
}
