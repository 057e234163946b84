/// A view's rarely set settings, allocated when first set.
final class ViewInsetStore {
    /// `View.transform` (the identity until set).
    var transform = Transform.identity
    /// `View.layer.anchorPoint` (UIKit's default: the middle).
    var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Under a transform: exact center and size, and the frame computed from them.
    var transformedCenter = Point.zero
    var transformedSize = Size.zero
    var frameOfTransformedGeometry = Rect.zero
    /// Safe-area insets set on this view; nil follows the superview's (UIKit's propagation).
    var ownSafeAreaInsets: EdgeInsets?
    /// The insets `safeAreaInsetsDidChange()` last reported (UIKit views start at zero).
    var reportedSafeAreaInsets = EdgeInsets.zero
    /// Layout margins measured from the safe area (UIKit's default: 8 on each edge).
    var layoutMargins = ViewInsetStore.defaultLayoutMargins
    /// Whether `layoutMargins` holds leading/trailing (set through `directionalLayoutMargins`).
    var layoutMarginsAreDirectional = false
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var maximumReadableWidth = View.defaultMaximumReadableWidth
    /// The keyboard's height over this view's bottom edge, set on this view; nil follows the superview's.
    var ownKeyboardHeight: Double?
}

extension View {
    /// This view's inset settings, created on first write.
    var writableInsetStore: ViewInsetStore {
        if let store = insetStore { return store }
        let store = ViewInsetStore()
        insetStore = store
        return store
    }

    /// A value derived down from the nearest view that has one, else `none`; allocation-free.
    func valuePropagated<Value>(own: (View) -> Value?, none: Value,
                                derive: (Value, View, View) -> Value) -> Value {
        var depth = 0
        var node = self
        while true {
            if let value = own(node) {
                if depth == 0 { return value }
                return derivedDown(from: value, depth: depth, derive: derive)
            }
            guard let parent = node.superview else { return none }
            node = parent
            depth += 1
        }
    }

    /// `value` belongs to this view's ancestor `depth` levels up; folds `derive` down to this view.
    private func derivedDown<Value>(from value: Value, depth: Int,
                                    derive: (Value, View, View) -> Value) -> Value {
        withUnsafeTemporaryAllocation(of: Unmanaged<View>.self, capacity: depth) { chain in
            // chain[0] is the ancestor's child, chain[depth - 1] this view.
            var node = self
            for index in stride(from: depth - 1, through: 0, by: -1) {
                chain[index] = Unmanaged.passUnretained(node)
                node = node.superview.unsafelyUnwrapped
            }
            var result = value
            for index in 0..<depth {
                let view = chain[index].takeUnretainedValue()
                result = derive(result, view, view.superview.unsafelyUnwrapped)
            }
            return result
        }
    }
}
