// UIKit's view geometry beyond the frame: `center`, `bounds.size`, `transform` and
// `layer.anchorPoint`, headless.
//
// The engine stores the untransformed rectangle `(center − anchorPoint × size, size)`. Under the
// identity transform it is the frame, read and written as it was set (UIKit's frame goes through
// `center` and would round the origin through `center − anchorPoint × size`; this engine keeps the
// value set, for `frame` and `pin` alike). Under another transform:
// - `frame` reads as UIKit computes it: the bounds, placed with the anchor point at `center`,
//   transformed about it, and the bounding box of the result.
// - Setting `frame` is undefined in UIKit ("the value of this property is undefined and therefore
//   should be ignored"); this engine keeps the transform and sets the untransformed size to the
//   frame's size and `center` to the frame's point at the anchor (the untransformed rect becomes
//   the rect set).
// - `pin` keeps the transform, as upstream does: it reads and writes the untransformed rectangle
//   (upstream's `getRect`/`setRect(keepTransform: true)`, through `center` and `bounds.size`);
//   `pinFrame` reads `frame` of the views it reads and writes `frame`.
// - `convert(_:to:)` and the safe area still use the untransformed rectangles: a point is not
//   rotated or scaled on its way through a transformed ancestor (PinLayout's relative methods on
//   views under a transformed ancestor differ from UIKit's there).

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
            if newValue.isIdentity {
                insetStore?.transform = .identity
                layoutRectFlags &= ~View.transformedFlag
            } else {
                writableInsetStore.transform = newValue
                layoutRectFlags |= View.transformedFlag
            }
        }
    }

    /// The anchor point in the superview's coordinate space, as UIView's `center` (CALayer's
    /// `position`): the untransformed origin plus `anchorPoint × size`. Setting it moves the view
    /// and keeps its size.
    public final var center: Point {
        get {
            let anchor = anchorPoint
            let rect = storedFrame
            return Point(x: rect.origin.x + rect.size.width * anchor.x, y: rect.origin.y + rect.size.height * anchor.y)
        }
        set {
            let anchor = anchorPoint
            let size = storedFrame.size
            storedFrame.origin = Point(x: newValue.x - size.width * anchor.x, y: newValue.y - size.height * anchor.y)
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
        guard size != storedFrame.size else { return }
        let center = self.center
        let anchor = anchorPoint
        setLayoutFrame(Rect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                            width: size.width, height: size.height))
    }

    /// `frame` under a non-identity transform: the bounds placed with the anchor at the origin,
    /// transformed, and offset by `center` (CALayer's frame).
    @usableFromInline
    final var transformedFrame: Rect {
        let anchor = anchorPoint
        let size = storedFrame.size
        let center = self.center
        let local = Rect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Setting `frame` under a non-identity transform (undefined in UIKit): the untransformed rect
    /// becomes the rect set, so the size is the frame's and `center` is the frame's point at the
    /// anchor; the transform stays.
    final func setFrameUnderTransform(_ frame: Rect) {
        setLayoutFrame(frame)
    }
}
