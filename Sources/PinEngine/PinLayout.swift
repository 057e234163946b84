/// The layout builder behind `view.pin`: each method records a constraint and returns the builder,
/// and the frame is computed and written once, when the statement ends.
///
/// PinLayout allocates a class instance per `view.pin` and applies it in `deinit`. This engine keeps
/// the same observable behaviour with a non-copyable struct: every method consumes the builder and
/// returns it, and its `deinit` applies the layout when the last value is dropped — at the end of
/// the statement, or inside `layout()`. A statement therefore allocates nothing, and it is applied
/// exactly once. Storing the builder (`var p = view.pin.top(10)`) defers the layout until `p` dies.
///
/// The builder itself is two words (the view and a pointer to the statement's recorded state, kept
/// in storage the view owns: `StatementState`), so moving it costs nothing. Every statement method
/// but `aspectRatio()` (an image view's ratio: a dynamic cast, rare, kept out of line) is
/// `@inlinable @inline(__always)`, so that the statement's code is one straight block.
///
/// Coordinates are stored in the superview's space (`_bottom`/`_right` as absolute coordinates, not
/// offsets), and a first value wins over a later different one (with a warning), as in PinLayout.
public struct PinLayout: ~Copyable {
    @usableFromInline
    let view: View

    /// Where the statement records its constraints: the view's own statement storage, or, when the
    /// view already has a live statement (a stored builder), storage of its own (see `init(view:)`).
    @usableFromInline
    let state: UnsafeMutablePointer<StatementState>

    @usableFromInline
    var isLayoutCalled = false

    // The recorded state, read and written in place through `state`.
    @inlinable var horizontal: AxisConstraints {
        @inline(__always) _read { yield state.pointee.horizontal }
        @inline(__always) nonmutating _modify { yield &state.pointee.horizontal }
    }
    @inlinable var vertical: AxisConstraints {
        @inline(__always) _read { yield state.pointee.vertical }
        @inline(__always) nonmutating _modify { yield &state.pointee.vertical }
    }
    @inlinable var adjustSizeType: AdjustSizeType? {
        @inline(__always) get { state.pointee.adjustSizeType }
        @inline(__always) nonmutating set { state.pointee.adjustSizeType = newValue }
    }
    @inlinable var shouldPinEdges: Bool {
        @inline(__always) get { state.pointee.shouldPinEdges }
        @inline(__always) nonmutating set { state.pointee.shouldPinEdges = newValue }
    }
    @inlinable var justify: HorizontalAlign? {
        @inline(__always) get { state.pointee.justify }
        @inline(__always) nonmutating set { state.pointee.justify = newValue }
    }
    @inlinable var align: VerticalAlign? {
        @inline(__always) get { state.pointee.align }
        @inline(__always) nonmutating set { state.pointee.align = newValue }
    }

    // PinLayout's names for the axes' fields, used by the setters and the warnings.
    @inlinable var _top: Double? {
        @inline(__always) get { vertical.start }
        @inline(__always) nonmutating set { vertical.start = newValue }
    }
    @inlinable var _bottom: Double? {
        @inline(__always) get { vertical.end }
        @inline(__always) nonmutating set { vertical.end = newValue }
    }
    @inlinable var _vCenter: Double? {
        @inline(__always) get { vertical.center }
        @inline(__always) nonmutating set { vertical.center = newValue }
    }
    @inlinable var height: Double? {
        @inline(__always) get { vertical.size }
        @inline(__always) nonmutating set { vertical.size = newValue }
    }
    @inlinable var minHeight: Double? {
        @inline(__always) get { vertical.minSize }
        @inline(__always) nonmutating set { vertical.minSize = newValue }
    }
    @inlinable var maxHeight: Double? {
        @inline(__always) get { vertical.maxSize }
        @inline(__always) nonmutating set { vertical.maxSize = newValue }
    }
    @inlinable var _left: Double? {
        @inline(__always) get { horizontal.start }
        @inline(__always) nonmutating set { horizontal.start = newValue }
    }
    @inlinable var _right: Double? {
        @inline(__always) get { horizontal.end }
        @inline(__always) nonmutating set { horizontal.end = newValue }
    }
    @inlinable var _hCenter: Double? {
        @inline(__always) get { horizontal.center }
        @inline(__always) nonmutating set { horizontal.center = newValue }
    }
    @inlinable var width: Double? {
        @inline(__always) get { horizontal.size }
        @inline(__always) nonmutating set { horizontal.size = newValue }
    }
    @inlinable var minWidth: Double? {
        @inline(__always) get { horizontal.minSize }
        @inline(__always) nonmutating set { horizontal.minSize = newValue }
    }
    @inlinable var maxWidth: Double? {
        @inline(__always) get { horizontal.maxSize }
        @inline(__always) nonmutating set { horizontal.maxSize = newValue }
    }
    @inlinable var marginTop: Double {
        @inline(__always) get { vertical.marginStart }
        @inline(__always) nonmutating set { vertical.marginStart = newValue }
    }
    @inlinable var marginBottom: Double {
        @inline(__always) get { vertical.marginEnd }
        @inline(__always) nonmutating set { vertical.marginEnd = newValue }
    }
    @inlinable var marginLeft: Double {
        @inline(__always) get { horizontal.marginStart }
        @inline(__always) nonmutating set { horizontal.marginStart = newValue }
    }
    @inlinable var marginRight: Double {
        @inline(__always) get { horizontal.marginEnd }
        @inline(__always) nonmutating set { horizontal.marginEnd = newValue }
    }

    /// Starts a statement in the view's own statement storage. A view whose storage is taken by a
    /// statement still alive (a stored builder, `var p = view.pin.top(10)`) gets storage of its own
    /// for the new one: one allocation, only in that case.
    @inlinable
    init(view: View) {
        self.view = view
        if _fastPath(!view.isStatementStorageInUse) {
            view.isStatementStorageInUse = true
            state = view.statementStorage
            state.pointee.reset()
        } else {
            state = .allocate(capacity: 1)
            state.initialize(to: StatementState())
        }
    }

    /// Starts a `pinFrame` statement: storage of its own, marked as not keeping the transform, and
    /// the thread's count of live `pinFrame` statements raised (`PinFrameStatements`). The `pin`
    /// path above is untouched: a `pinFrame` statement costs one allocation instead.
    @usableFromInline
    init(frameStatementOn view: View) {
        self.view = view
        state = .allocate(capacity: 1)
        state.initialize(to: StatementState())
        state.pointee.keepsTransform = false
        PinFrameStatements.begin()
    }

    deinit {
        if !isLayoutCalled && Pin.logMissingLayoutCalls {
            warn("PinLayout commands have been issued without calling the 'layout()' method to complete the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to false)")
        }
        apply()
        if _fastPath(state == view.statementStorage) {
            view.isStatementStorageInUse = false
        } else {
            if !state.pointee.keepsTransform { PinFrameStatements.end() }
            state.deallocate()
        }
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

    /// PinLayout's variant that reads and writes `frame` instead of keeping the transform: the
    /// views it reads (this one, the superview, references) give their `frame`, and it writes
    /// `frame`. Without transforms it lays out as `pin` does. While a `pinFrame` statement is alive
    /// (a stored builder), other statements on the same thread read and write frames too.
    @inlinable
    public var pinFrame: PinLayout { PinLayout(frameStatementOn: self) }
}
