/// The layout builder behind `view.pin`: each method records a constraint and returns the builder,
/// and the frame is computed and written once, when the statement ends.
///
/// PinLayout allocates a class instance per `view.pin` and applies it in `deinit`. This engine keeps
/// the same observable behaviour with a non-copyable struct: every method consumes the builder and
/// returns it, and its `deinit` applies the layout when the last value is dropped — at the end of
/// the statement, or inside `layout()`. A statement therefore allocates nothing, and it is applied
/// exactly once. Storing the builder (`var p = view.pin.top(10)`) defers the layout until `p` dies.
///
/// Every statement method is `@inlinable @inline(__always)`: it consumes and returns this 245-byte
/// struct, and a call left out of line moves it through memory twice (measured with callgrind: the
/// if-else chain went from 1,126 to 959 instructions per view when the methods were forced inline).
///
/// Coordinates are stored in the superview's space (`_bottom`/`_right` as absolute coordinates, not
/// offsets), and a first value wins over a later different one (with a warning), as in PinLayout.
public struct PinLayout: ~Copyable {
    @usableFromInline
    let view: View

    /// The constraints of each axis (coordinates in the superview's space, sizes, margins), stored the
    /// way `apply()` reads them, so that applying reads them in place instead of copying them.
    @usableFromInline var horizontal = AxisConstraints()
    @usableFromInline var vertical = AxisConstraints()

    /// sizeToFit or aspectRatio (they share one slot, the first one wins).
    @usableFromInline
    var adjustSizeType: AdjustSizeType?

    @usableFromInline
    var shouldPinEdges = false
    @usableFromInline
    var justify: HorizontalAlign?
    @usableFromInline
    var align: VerticalAlign?

    @usableFromInline
    var isLayoutCalled = false

    // PinLayout's names for the axes' fields, used by the setters and the warnings.
    @inlinable var _top: Double? {
        @inline(__always) get { vertical.start }
        @inline(__always) set { vertical.start = newValue }
    }
    @inlinable var _bottom: Double? {
        @inline(__always) get { vertical.end }
        @inline(__always) set { vertical.end = newValue }
    }
    @inlinable var _vCenter: Double? {
        @inline(__always) get { vertical.center }
        @inline(__always) set { vertical.center = newValue }
    }
    @inlinable var height: Double? {
        @inline(__always) get { vertical.size }
        @inline(__always) set { vertical.size = newValue }
    }
    @inlinable var minHeight: Double? {
        @inline(__always) get { vertical.minSize }
        @inline(__always) set { vertical.minSize = newValue }
    }
    @inlinable var maxHeight: Double? {
        @inline(__always) get { vertical.maxSize }
        @inline(__always) set { vertical.maxSize = newValue }
    }
    @inlinable var _left: Double? {
        @inline(__always) get { horizontal.start }
        @inline(__always) set { horizontal.start = newValue }
    }
    @inlinable var _right: Double? {
        @inline(__always) get { horizontal.end }
        @inline(__always) set { horizontal.end = newValue }
    }
    @inlinable var _hCenter: Double? {
        @inline(__always) get { horizontal.center }
        @inline(__always) set { horizontal.center = newValue }
    }
    @inlinable var width: Double? {
        @inline(__always) get { horizontal.size }
        @inline(__always) set { horizontal.size = newValue }
    }
    @inlinable var minWidth: Double? {
        @inline(__always) get { horizontal.minSize }
        @inline(__always) set { horizontal.minSize = newValue }
    }
    @inlinable var maxWidth: Double? {
        @inline(__always) get { horizontal.maxSize }
        @inline(__always) set { horizontal.maxSize = newValue }
    }
    @inlinable var marginTop: Double {
        @inline(__always) get { vertical.marginStart }
        @inline(__always) set { vertical.marginStart = newValue }
    }
    @inlinable var marginBottom: Double {
        @inline(__always) get { vertical.marginEnd }
        @inline(__always) set { vertical.marginEnd = newValue }
    }
    @inlinable var marginLeft: Double {
        @inline(__always) get { horizontal.marginStart }
        @inline(__always) set { horizontal.marginStart = newValue }
    }
    @inlinable var marginRight: Double {
        @inline(__always) get { horizontal.marginEnd }
        @inline(__always) set { horizontal.marginEnd = newValue }
    }

    @inlinable
    init(view: View) {
        self.view = view
    }

    deinit {
        if !isLayoutCalled && Pin.logMissingLayoutCalls {
            warn("PinLayout commands have been issued without calling the 'layout()' method to complete the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)")
        }
        apply()
    }

    /// Applies the layout now. Only needed where the end of the statement is not the end of the
    /// builder's life (a stored builder); otherwise the layout is applied implicitly.
    public consuming func layout() {
        isLayoutCalled = true
    }
}

/// How `sizeToFit` or `aspectRatio` derive the size; they share one slot and the first one wins.
@usableFromInline
enum AdjustSizeType: Equatable {
    case fit(FitType)
    case aspectRatio(Double)
}

extension View {
    /// Starts a layout statement for this view: `view.pin.top(10).left(10).width(100)`.
    @inlinable
    public var pin: PinLayout { PinLayout(view: self) }

    /// PinLayout's transform-ignoring variant. This engine has no transforms, so it is the same as `pin`.
    @inlinable
    public var pinFrame: PinLayout { PinLayout(view: self) }
}
