/// The horizontal direction a view reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// A headless view standing in for UIView (PinLayout's `Layoutable`), with UIKit's `center`,
/// `bounds.size`, `transform` and `anchorPoint`. Override `sizeThatFits(_:)` and `layoutSubviews()`;
/// everything else is `final`. Not thread-safe: one tree from one thread at a time.
/// Hold a subview kept in a stored property `weak` or `unowned` (or nil it in `deinit`): a strong one
/// outliving `deinit` makes releasing a very deep tree recursive.
open class View: CustomStringConvertible {
    /// The rectangle in the superview's space (the transformed bounding box, as UIKit).
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

    // Without exclusivity checks: never accessed re-entrantly.
    @usableFromInline @exclusivity(unchecked) final var storedFrame: Rect
    @usableFromInline @exclusivity(unchecked) final var storedIsHidden = false
    @usableFromInline @exclusivity(unchecked) final var storedAlpha = 1.0
    /// The view's own direction for `.auto`; nil inherits (a root reads left-to-right).
    public final var semanticLayoutDirection: UserInterfaceLayoutDirection?

    // The superview link, cleared whenever cut, so it never dangles; comparing it retains nothing.
    @usableFromInline @exclusivity(unchecked) final var _superview: Unmanaged<View>?
    @exclusivity(unchecked) private final var _subviews: [View] = []
    /// Inset settings; nil until one is set (one pointer per view otherwise).
    final var insetStore: ViewInsetStore?

    /// Whether a layout pass is pending; new views start with one, as in UIKit.
    @exclusivity(unchecked) final var needsLayout = true
    /// PinLayout's auto-sizing rects; nil until recorded.
    final var autoSizingRects: AutoSizingRects?
    /// Auto-sizing depth and `transformedFlag`: one compare per rect on the common path.
    @usableFromInline @exclusivity(unchecked) final var layoutRectFlags = 0
    /// The bit of `layoutRectFlags` set while `transform` is not the identity.
    @usableFromInline static let transformedFlag = 1 << 62

    /// How many `autoSizeThatFits` calls are running on this view or an ancestor.
    final var autoSizingDepth: Int {
        get { layoutRectFlags & ~View.transformedFlag }
        set { layoutRectFlags = (layoutRectFlags & View.transformedFlag) | newValue }
    }

    /// The statement storage, allocated with the view, so statements allocate nothing.
    @usableFromInline final let statementStorage: UnsafeMutablePointer<StatementState>
    /// Whether a live statement uses `statementStorage`.
    @usableFromInline @exclusivity(unchecked) final var isStatementStorageInUse = false

    /// The designated initializer, as UIView's.
    public init(frame: Rect) {
        storedFrame = frame
        statementStorage = .allocate(capacity: 1)
        statementStorage.initialize(to: StatementState())
    }

    /// A view with a zero frame, as UIView's `init()`.
    public convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        statementStorage.deallocate()
        // Released iteratively: recursion would overflow the stack at 10,000 levels.
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

    /// The superview without a retain: the tree does not change during a statement.
    @inlinable
    final var unretainedSuperview: Unmanaged<View>? { _superview }

    /// Whether `view` is this view's superview: an identity check that retains nothing, for hot loops.
    @inlinable
    public final func hasSuperview(_ view: View) -> Bool {
        _superview?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// The view's children, back to front.
    public final var subviews: [View] { _subviews }

    /// The rectangle in its own space: origin zero; setting it keeps `center`.
    public final var bounds: Rect {
        get { Rect(origin: .zero, size: layoutRectFlags & View.transformedFlag == 0 ? storedFrame.size : untransformedRect.size) }
        set { setBoundsSize(newValue.size) }
    }

    /// The size that fits `size` (default: the current size, as UIView); override for `sizeToFit`.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    /// Lays out the subviews when a pass is pending; override it, as in UIKit.
    open func layoutSubviews() {}

    /// Called when `safeAreaInsets` change; override it, as in UIKit.
    open func safeAreaInsetsDidChange() {}

    /// Called when the effective `layoutMargins` change; override it, as in UIKit.
    open func layoutMarginsDidChange() {}

    /// Adds `view` as the last subview; a cycle is refused with PinLayout's warning (false). O(1) for a
    /// leaf, O(depth) otherwise.
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

    /// Whether adding `view` makes a cycle, and views visited (none for a leaf: linear builds).
    func cycleCheck(adding view: View) -> (makesCycle: Bool, viewsVisited: Int) {
        if view._subviews.isEmpty { return (view === self, 0) }
        let climb = climb(lookingFor: view)
        return (climb.found, climb.visited)
    }

    /// Detaches the view: O(later siblings), as in UIKit, so remove many from the back.
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

    /// Whether `view` is this one or an ancestor, and how many views were visited.
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

    /// Whether PinLayout treats the view as left-to-right.
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
