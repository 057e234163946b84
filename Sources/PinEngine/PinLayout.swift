/// The layout builder behind `view.pin`: each method records a constraint and returns the builder,
/// and the frame is computed and written once, when the statement ends.
///
/// PinLayout allocates a class instance per `view.pin` and applies it in `deinit`. This engine keeps
/// the same observable behaviour with a non-copyable struct: every method consumes the builder and
/// returns it, and its `deinit` applies the layout when the last value is dropped — at the end of
/// the statement, or inside `layout()`. A statement therefore allocates nothing, and it is applied
/// exactly once. Storing the builder (`var p = view.pin.top(10)`) defers the layout until `p` dies.
///
/// Every statement method is `@inlinable @inline(__always)`: it consumes and returns this 252-byte
/// struct, and a call left out of line moves it through memory twice (measured with callgrind: the
/// if-else chain went from 1,126 to 959 instructions per view when the methods were forced inline).
///
/// Coordinates are stored in the superview's space (`_bottom`/`_right` as absolute coordinates, not
/// offsets), and a first value wins over a later different one (with a warning), as in PinLayout.
public struct PinLayout: ~Copyable {
    @usableFromInline
    let view: View

    // Coordinates (in the superview's space) and sizes, each nil until set.
    @usableFromInline var _top: Double?
    @usableFromInline var _left: Double?
    @usableFromInline var _bottom: Double?
    @usableFromInline var _right: Double?
    @usableFromInline var _hCenter: Double?
    @usableFromInline var _vCenter: Double?
    @usableFromInline var width: Double?
    @usableFromInline var minWidth: Double?
    @usableFromInline var maxWidth: Double?
    @usableFromInline var height: Double?
    @usableFromInline var minHeight: Double?
    @usableFromInline var maxHeight: Double?

    /// sizeToFit or aspectRatio (they share one slot, the first one wins).
    @usableFromInline
    var adjustSizeType: AdjustSizeType?

    @usableFromInline
    var marginTop: Double = 0
    @usableFromInline
    var marginLeft: Double = 0
    @usableFromInline
    var marginBottom: Double = 0
    @usableFromInline
    var marginRight: Double = 0

    @usableFromInline
    var shouldPinEdges = false
    @usableFromInline
    var justify: HorizontalAlign?
    @usableFromInline
    var align: VerticalAlign?

    @usableFromInline
    var isLayoutCalled = false

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
