/// The layout builder behind `view.pin`: each method records a constraint, and the frame is computed
/// and written once when the statement ends. A non-copyable struct whose `deinit` applies the layout
/// (PinLayout uses a class and its `deinit`), so a statement allocates nothing and applies exactly
/// once.
/// Two words (the view and its `StatementState`), with every method but `aspectRatio()` `@inlinable
/// @inline(__always)`. A first value wins over a later different one, with a warning, as in PinLayout.
public struct PinLayout: ~Copyable {
    @usableFromInline
    let view: View

    /// The view's own statement storage, or storage of its own when a stored builder holds that.
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

    /// Starts a statement in the view's storage, or its own when a stored builder still holds it.
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

    /// Starts a `pinFrame` statement: storage of its own, not keeping the transform, counted in
    /// `PinFrameStatements`.
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

    /// Applies the layout now; needed only for a stored builder, else it applies implicitly.
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

    /// PinLayout's `pinFrame`: reads and writes `frame` instead of keeping the transform.
    @inlinable
    public var pinFrame: PinLayout { PinLayout(frameStatementOn: self) }
}
