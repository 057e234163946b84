// UIKit's view geometry beyond the frame: `center`, `bounds.size`, `transform` and
// `layer.anchorPoint`, headless.
//
// The engine stores `frame`. Under the identity transform it is also the untransformed rectangle
// `(center − anchorPoint × size, size)`, read and written as it was set (UIKit's frame goes through
// `center` and would round the origin through `center − anchorPoint × size`; this engine keeps the
// value set, for `frame` and `pin` alike), and `center` and `bounds` derive from it: the identity
// path costs what it cost before transforms existed. Under another transform the view also keeps
// its exact `center` and `bounds.size` (`ViewInsetStore`), and:
// - `frame` is what UIKit computes: the bounds, placed with the anchor point at `center`,
//   transformed about it, and the bounding box of the result.
// - Setting `frame` is undefined in UIKit ("the value of this property is undefined and therefore
//   should be ignored"). This engine keeps the transform and takes the rect set as the new
//   untransformed rect (bounds size = its size, `center` = its point at the anchor); the value set
//   reads back as `frame` until the view's geometry is next read through `center`, `bounds` or
//   `transform`, or written by a statement, which recomputes `frame` as the bounding box. (The
//   setter stays the identity path's plain store; the change is noticed on the next such access.
//   A statement reading the view as a reference takes the rect set as its untransformed rect
//   without storing anything: that read is declared read-only, see `transformedLayoutRect`.)
// - `pin` keeps the transform, as upstream does: it reads and writes the untransformed rectangle
//   (upstream's `getRect`/`setRect(keepTransform: true)`, through `center` and `bounds.size`);
//   `pinFrame` reads `frame` of the views it reads and writes `frame`.
// - `convert(_:to:)` and the safe area use frame origins: a point is not rotated or scaled on its
//   way through a transformed ancestor (PinLayout's relative methods on views under a transformed
//   ancestor differ from UIKit's there).

/// A view's layer, for the one property layout code sets on it: `anchorPoint` (CALayer's).
public struct Layer {
    @usableFromInline
    let view: View

    @usableFromInline
    init(view: View) {
        self.view = view
    }

    /// The point of the bounds, in unit coordinates, that `center` designates and that the
    /// transform turns about (CALayer's; default (0.5, 0.5)). Setting it keeps `center`, so the
    /// frame moves, as in UIKit.
    public var anchorPoint: Point {
        get { view.anchorPoint }
        nonmutating set { view.anchorPoint = newValue }
    }
}

extension View {
    /// The view's layer (only its `anchorPoint`: this engine draws nothing).
    public final var layer: Layer { Layer(view: self) }

    /// The transform applied to the view about its anchor point, as UIView's (default the identity).
    /// Setting it keeps `center` and `bounds`, and so the untransformed rect `pin` reads and writes;
    /// `frame` becomes the transformed bounding box. It does not mark the view as needing layout
    /// (the bounds do not change), as in UIKit.
    public final var transform: Transform {
        get { insetStore?.transform ?? .identity }
        set {
            let rect = untransformedRect
            if newValue.isIdentity {
                insetStore?.transform = .identity
                layoutRectFlags &= ~View.transformedFlag
                storedFrame = rect
            } else {
                let store = writableInsetStore
                store.transform = newValue
                if layoutRectFlags & View.transformedFlag == 0 {
                    store.transformedSize = rect.size   // the bounds do not change: no layout pending
                    layoutRectFlags |= View.transformedFlag
                }
                untransformedRect = rect
            }
        }
    }

    /// The anchor point in the superview's coordinate space, as UIView's `center` (CALayer's
    /// `position`): the untransformed origin plus `anchorPoint × size`. Setting it moves the view
    /// and keeps its size.
    public final var center: Point {
        get {
            if layoutRectFlags & View.transformedFlag != 0 {
                synchronizeTransformedGeometry()
                return insetStore.unsafelyUnwrapped.transformedCenter
            }
            return View.center(of: storedFrame, anchor: anchorPoint)
        }
        set {
            untransformedRect = View.rect(center: newValue, size: bounds.size, anchor: anchorPoint)
        }
    }

    /// `layer.anchorPoint`.
    final var anchorPoint: Point {
        get { insetStore?.anchorPoint ?? Point(x: 0.5, y: 0.5) }
        set {
            let center = self.center
            writableInsetStore.anchorPoint = newValue
            self.center = center
        }
    }

    /// `bounds.size = size`: keeps `center`, marks the view as needing layout when the size changes.
    final func setBoundsSize(_ size: Size) {
        guard size != bounds.size else { return }
        untransformedRect = View.rect(center: center, size: size, anchor: anchorPoint)
    }

    /// The rect `pin` reads and writes: `(center − anchorPoint × bounds.size, bounds.size)`, which is
    /// `frame` under the identity transform. Setting it under another transform stores the exact
    /// center and size and recomputes `frame` as the transformed bounding box; a new size marks the
    /// view as needing layout.
    final var untransformedRect: Rect {
        get {
            guard layoutRectFlags & View.transformedFlag != 0 else { return storedFrame }
            synchronizeTransformedGeometry()
            return untransformedRectWithoutSynchronizing
        }
        set {
            guard layoutRectFlags & View.transformedFlag != 0 else { return frame = newValue }
            let store = writableInsetStore
            if newValue.size != store.transformedSize { needsLayout = true }
            let anchor = store.anchorPoint
            store.transformedCenter = View.center(of: newValue, anchor: anchor)
            store.transformedSize = newValue.size
            let local = Rect(x: -newValue.size.width * anchor.x, y: -newValue.size.height * anchor.y,
                             width: newValue.size.width, height: newValue.size.height)
            storedFrame = local.applying(store.transform).offsetBy(dx: store.transformedCenter.x, dy: store.transformedCenter.y)
            store.frameOfTransformedGeometry = storedFrame
        }
    }

    /// A transformed view's untransformed rect as synchronizing would leave it, computed without
    /// storing anything: statements read reference views through it (`transformedLayoutRect`),
    /// which must only read. A `frame` set directly since is the untransformed rect, after the same
    /// round trip through `center` that synchronizing makes.
    final var untransformedRectWithoutSynchronizing: Rect {
        let store = insetStore.unsafelyUnwrapped
        let anchor = store.anchorPoint
        guard storedFrame == store.frameOfTransformedGeometry else {
            let set = storedFrame
            return View.rect(center: View.center(of: set, anchor: anchor), size: set.size, anchor: anchor)
        }
        return View.rect(center: store.transformedCenter, size: store.transformedSize, anchor: anchor)
    }

    /// The point of `rect` at `anchor` (unit coordinates): `center` of an untransformed rect.
    private static func center(of rect: Rect, anchor: Point) -> Point {
        Point(x: rect.origin.x + rect.size.width * anchor.x, y: rect.origin.y + rect.size.height * anchor.y)
    }

    /// The untransformed rect of a view with `center`, bounds `size` and `anchor`.
    private static func rect(center: Point, size: Size, anchor: Point) -> Rect {
        Rect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width, height: size.height)
    }

    /// A transformed view's `frame` set directly since its center and size were stored (the setter
    /// is the identity path's plain store): take the rect set as the new untransformed rect.
    private func synchronizeTransformedGeometry() {
        let store = insetStore.unsafelyUnwrapped
        guard storedFrame != store.frameOfTransformedGeometry else { return }
        let set = storedFrame
        untransformedRect = set
    }
}
