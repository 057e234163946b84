/// The horizontal direction a view reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// A headless view: a rectangle in its superview's coordinate space, a visibility flag and a tree of
/// subviews. It stands in for UIView/NSView/CALayer (PinLayout's `Layoutable`), without drawing or
/// bounds offsets. Its geometry is UIKit's `center`, `bounds.size`, `transform` and
/// `layer.anchorPoint` (View+Transform.swift). The engine stores `frame`; while the transform is the
/// identity it is also the untransformed rectangle (origin `center − anchorPoint × size`) that `pin`
/// reads and writes, and `center` and `bounds` derive from it.
///
/// Subclass it to provide `sizeThatFits(_:)` for `sizeToFit` and `layoutSubviews()` for the layout
/// pass (`View+LayoutPass.swift`); everything else is `final`, so that the
/// engine reads frames and the tree without dynamic dispatch. Like UIKit, views are not thread-safe:
/// build and lay out one tree from one thread at a time (separate trees may be laid out on separate
/// threads at once).
///
/// A subclass that keeps a subview in a stored property should hold it `weak` or `unowned`, or set it
/// to nil in its `deinit`: the superview already keeps it alive, and a strong reference that outlives
/// `deinit` makes the release of a very deep tree recursive (stored properties are destroyed after
/// the engine's iterative teardown).
open class View: CustomStringConvertible {
    /// The view's rectangle in its superview's coordinate space. With a non-identity `transform`,
    /// it is the bounding box of the transformed bounds, as UIKit computes it (View+Transform.swift,
    /// also for what setting it does then, which UIKit leaves undefined).
    /// Setting a frame of another size marks the view as needing layout, as UIKit does.
    public final var frame: Rect {
        @inlinable get { storedFrame }
        set {
            if newValue.size != storedFrame.size { needsLayout = true }
            storedFrame = newValue
        }
    }

    /// Hidden views are skipped by `visible(_:)`; PinLayout lays them out like any other view.
    public final var isHidden: Bool {
        @inlinable get { storedIsHidden }
        set { storedIsHidden = newValue }
    }

    /// Only used by `visible(_:)`, which skips views whose alpha is 0 (as PinLayout does).
    public final var alpha: Double {
        @inlinable get { storedAlpha }
        set { storedAlpha = newValue }
    }

    // The stored geometry and flags are never accessed re-entrantly, so they are declared without
    // exclusivity checks: a public stored property would be accessed in place by the client module
    // with a dynamic check (swift_beginAccess) per access. The frame and the superview link, which
    // every relative statement reads, are read in place through inlinable getters (that attribute
    // travels with the declaration, so the client emits no check); the others sit behind final,
    // non-inlinable accessors.
    @usableFromInline @exclusivity(unchecked) final var storedFrame: Rect
    @usableFromInline @exclusivity(unchecked) final var storedIsHidden = false
    @usableFromInline @exclusivity(unchecked) final var storedAlpha = 1.0
    /// The view's own direction, consulted when `Pin.layoutDirection` is `.auto`; nil inherits the
    /// superview's (a root view without one reads left-to-right).
    public final var semanticLayoutDirection: UserInterfaceLayoutDirection?

    // The superview keeps its subviews alive; a subview only points back. The pointer is cleared
    // whenever the link is cut (removal, re-parenting, the superview's deinit), so it never dangles.
    // Unmanaged rather than unowned(unsafe): comparing it (`hasSuperview`) then retains nothing.
    @usableFromInline @exclusivity(unchecked) final var _superview: Unmanaged<View>?
    @exclusivity(unchecked) private final var _subviews: [View] = []
    /// Inset settings (safe area, View+SafeArea.swift, and its neighbours); nil
    /// until one is set, so a view that never uses them costs one pointer.
    final var insetStore: ViewInsetStore?

    /// Whether a layout pass is pending (`setNeedsLayout()`, `layoutIfNeeded()`). A new view starts
    /// with one pending, as a view about to be displayed does in UIKit.
    @exclusivity(unchecked) final var needsLayout = true
    /// The rects PinLayout's auto-sizing mode recorded for the view (View+AutoSizing.swift); nil
    /// until one is, so a view that is never auto-sized costs one pointer.
    final var autoSizingRects: AutoSizingRects?
    /// How many `autoSizeThatFits` calls are running on this view or an ancestor (the low bits), and
    /// `transformedFlag` when the view's transform is not the identity. Read in place by the inlined
    /// statement code (a plain load: no exclusivity check), so a statement on untransformed views
    /// outside auto-sizing pays one compare per rect it reads or writes, as before transforms existed.
    @usableFromInline @exclusivity(unchecked) final var layoutRectFlags = 0
    /// The bit of `layoutRectFlags` set while `transform` is not the identity.
    @usableFromInline static let transformedFlag = 1 << 62

    /// How many `autoSizeThatFits` calls are running on this view or an ancestor.
    final var autoSizingDepth: Int {
        get { layoutRectFlags & ~View.transformedFlag }
        set { layoutRectFlags = (layoutRectFlags & View.transformedFlag) | newValue }
    }

    /// Where this view's layout statement records its constraints (`view.pin...`, see
    /// `StatementState`): allocated once with the view, so a statement allocates nothing.
    @usableFromInline final let statementStorage: UnsafeMutablePointer<StatementState>
    /// Whether a live statement uses `statementStorage`; a second one at the same time (only possible
    /// with a stored builder) gets storage of its own.
    @usableFromInline @exclusivity(unchecked) final var isStatementStorageInUse = false

    /// The designated initializer, as UIView's.
    public init(frame: Rect) {
        storedFrame = frame
        statementStorage = .allocate(capacity: 1)
        statementStorage.initialize(to: StatementState())
    }

    /// A view with a zero frame. A convenience initializer, as UIView's `init()`: a subclass that
    /// overrides `init(frame:)` inherits it.
    public convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        statementStorage.deallocate()
        // Release the subtree iteratively: the default recursive release of a 10,000-level deep
        // hierarchy would overflow the stack.
        var pending = _subviews
        _subviews = []
        for child in pending { child._superview = nil }
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            for child in node._subviews {
                child._superview = nil
                pending.append(child)
            }
            node._subviews = []
        }
    }

    /// The view's parent, or nil for a root view.
    @inlinable
    public final var superview: View? { _superview?.takeUnretainedValue() }

    /// The superview without a retain (nil for a root view), for the engine's statements: the tree
    /// does not change during a statement, and the superview outlives the reads made through it.
    @inlinable
    final var unretainedSuperview: Unmanaged<View>? { _superview }

    /// Whether `view` is this view's superview: an identity check that retains nothing, for hot loops.
    @inlinable
    public final func hasSuperview(_ view: View) -> Bool {
        _superview?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// The view's children, back to front.
    public final var subviews: [View] { _subviews }

    /// The view's rectangle in its own coordinate space: origin zero, the untransformed size (the
    /// frame's size under the identity transform). Setting it keeps `center`, as UIKit does; the
    /// origin set is ignored (there are no bounds offsets).
    public final var bounds: Rect {
        get { Rect(origin: .zero, size: layoutRectFlags & View.transformedFlag == 0 ? storedFrame.size : untransformedRect.size) }
        set { setBoundsSize(newValue.size) }
    }

    /// The size that best fits `size`. The default keeps the current size, as UIView does; override it
    /// in a subclass to support `sizeToFit`.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    /// Lays out the subviews; called by `layoutIfNeeded()` when a pass is pending. Override it to
    /// lay out with `pin`, as in UIKit. The default does nothing.
    open func layoutSubviews() {}

    /// Called when the view's `safeAreaInsets` change (see `View+SafeArea.swift` for when, headless).
    /// The default does nothing; override it as in UIKit.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's effective `layoutMargins` change (see `noteLayoutMarginsChange()` for
    /// when, headless). The default does nothing; override it as in UIKit.
    open func layoutMarginsDidChange() {}

    /// Adds `view` as the last subview, removing it from its previous superview first.
    ///
    /// A view cannot become its own subview, or a subview of one of its descendants (that would make a
    /// cycle): such a call is refused, leaves both trees unchanged, emits a PinLayout warning and
    /// returns false.
    ///
    /// Cost: adding a view without subviews is O(1) (a leaf is nobody's ancestor, so there is no
    /// cycle to look for); adding a view that has subviews climbs this view's ancestors once, O(depth).
    /// Both also pay `removeFromSuperview()` when the view had a superview.
    @discardableResult
    public final func addSubview(_ view: View) -> Bool {
        if cycleCheck(adding: view).makesCycle {
            warnRefusedSubview(view)
            return false
        }
        view.removeFromSuperview()
        view._superview = Unmanaged.passUnretained(self)
        _subviews.append(view)
        needsLayout = true
        view.needsLayout = true
        return true
    }

    /// Whether adding `view` as a subview would make a cycle (`view` is this view or one of its
    /// ancestors), and how many views were visited to know: none when `view` has no subviews (a leaf
    /// is nobody's ancestor), so that a tree built top-down is built in linear time.
    func cycleCheck(adding view: View) -> (makesCycle: Bool, viewsVisited: Int) {
        if view._subviews.isEmpty { return (view === self, 0) }
        let climb = climb(lookingFor: view)
        return (climb.found, climb.visited)
    }

    /// Detaches the view from its superview, if any.
    ///
    /// Cost: O(number of siblings after the view), as UIKit's array of subviews: the view is looked
    /// for from the last sibling backwards and the later siblings shift down. Removing the last
    /// subview is O(1); removing k of n siblings front to back is O(k·n), so remove many from the
    /// back (`for view in parent.subviews.reversed()`), or drop the parent and build a new one.
    public final func removeFromSuperview() {
        guard let parent = superview else { return }
        _superview = nil
        if let index = parent._subviews.lastIndex(where: { $0 === self }) {
            parent._subviews.remove(at: index)
        }
    }

    /// True when `view` is this view or one of its ancestors.
    public final func isDescendant(of view: View) -> Bool {
        climb(lookingFor: view).found
    }

    /// Walks from this view up to the root looking for `view`: whether it is there, and how many views
    /// (this one included) were visited.
    private func climb(lookingFor view: View) -> (found: Bool, visited: Int) {
        var visited = 0
        var current: View? = self
        while let node = current {
            visited += 1
            if node === view { return (true, visited) }
            current = node.superview
        }
        return (false, visited)
    }

    /// The direction UIKit would report: the nearest `semanticLayoutDirection` up the tree, else LTR.
    public final var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var current: View? = self
        while let node = current {
            if let direction = node.semanticLayoutDirection { return direction }
            current = node.superview
        }
        return .leftToRight
    }

    /// Whether PinLayout treats the view as left-to-right: `Pin.layoutDirection` decides, and `.auto`
    /// defers to `effectiveUserInterfaceLayoutDirection`.
    public final func isLTR() -> Bool {
        switch Pin.layoutDirection {
        case .ltr: return true
        case .rtl: return false
        case .auto: return effectiveUserInterfaceLayoutDirection == .leftToRight
        }
    }

    /// `<TypeName: frame = (x, y, w, h)>`, in the spirit of UIView's description.
    open var description: String {
        "<\(String(describing: type(of: self))): frame = \(frame)\(isHidden ? "; hidden = YES" : "")>"
    }
}
