// UIKit's geometry beyond the frame (`center`, `bounds.size`, `transform`, `anchorPoint`), headless.
// The engine stores `frame`, which under the identity is the untransformed rect, so the identity path
// costs what it did before transforms. Under another transform the exact center and size are kept, and
// `frame` is the transformed bounding box.
// Setting `frame` under a transform (undefined in UIKit) takes it as the new untransformed rect. `pin`
// keeps the transform as upstream does; `pinFrame` reads and writes `frame`. Conversions and the safe
// area use frame origins: points are not rotated through a transformed ancestor.

/// A view's layer, for the one property layout code sets on it: `anchorPoint` (CALayer's).
public struct Layer {
    @usableFromInline
    let view: View

    @usableFromInline
    init(view: View) {
        self.view = view
    }

    /// CALayer's `anchorPoint`; setting it keeps `center`, as in UIKit.
    public var anchorPoint: Point {
        get { view.anchorPoint }
        nonmutating set { view.anchorPoint = newValue }
    }
}

extension View {
    /// The view's layer (only its `anchorPoint`: this engine draws nothing).
    public final var layer: Layer { Layer(view: self) }

    /// UIView's `transform`; keeps `center` and `bounds`, no layout pass, as in UIKit.
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

    /// UIView's `center`: the untransformed origin plus `anchorPoint × size`.
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

    /// The rect `pin` reads and writes: `frame` under the identity.
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

    /// The untransformed rect without storing anything, for read-only statement reads.
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

    /// A `frame` set directly under a transform becomes the new untransformed rect.
    private func synchronizeTransformedGeometry() {
        let store = insetStore.unsafelyUnwrapped
        guard storedFrame != store.frameOfTransformedGeometry else { return }
        let set = storedFrame
        untransformedRect = set
    }
}
