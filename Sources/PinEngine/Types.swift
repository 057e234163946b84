/// Horizontal alignment; `.start`/`.end` follow the layout direction.
public enum HorizontalAlign: Sendable, CustomStringConvertible {
    case left
    case center
    case right
    case none
    case start
    case end

    public var description: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .none: "none"
        case .start: "start"
        case .end: "end"
        }
    }
}

/// Vertical alignment for `left/right/before/after(of:aligned:)`, `horizontallyBetween` and `align(_:)`.
public enum VerticalAlign: Sendable, CustomStringConvertible {
    case top
    case center
    case bottom
    case none

    public var description: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .none: "none"
        }
    }
}

/// Which dimension `sizeToFit(_:)` keeps as the reference when it asks `sizeThatFits`.
public enum FitType: Sendable {
    /// Keep the width (the one PinLayout resolves, else the current one); the height comes from sizeThatFits.
    case width
    /// Keep the height; the width comes from sizeThatFits.
    case height
    /// Like `.width`, but the width sizeThatFits returns is used instead of the reference width.
    case widthFlexible
    /// Like `.height`, but the height sizeThatFits returns is used instead of the reference height.
    case heightFlexible
    /// sizeThatFits with the current size, as UIView's `sizeToFit()`.
    case content

    @usableFromInline
    var isFlexible: Bool { self == .widthFlexible || self == .heightFlexible }

    /// The text PinLayout prints for it in warnings (`.width`, ..., empty for `.content`).
    @usableFromInline
    var warningDescription: String {
        switch self {
        case .width: ".width"
        case .height: ".height"
        case .widthFlexible: ".widthFlexible"
        case .heightFlexible: ".heightFlexible"
        case .content: ""
        }
    }
}

/// Which dimensions `wrapContent(_:)` adjusts.
public enum WrapType: Sendable {
    case all
    case horizontally
    case vertically

    @usableFromInline
    var warningDescription: String {
        switch self {
        case .all: ".all"
        case .horizontally: ".horizontally"
        case .vertically: ".vertically"
        }
    }
}

/// How PinLayout decides left-to-right versus right-to-left (`Pin.layoutDirection`).
public enum LayoutDirection: Sendable {
    /// Each view's `effectiveUserInterfaceLayoutDirection`.
    case auto
    /// Always left-to-right (PinLayout's default).
    case ltr
    /// Always right-to-left.
    case rtl
}

/// [not upstream; PR #256] The superview edge `above`/`below` fall back to with an empty list.
public enum VerticalFallback: Sendable, CustomStringConvertible {
    /// No fallback: upstream behaviour, the edge is skipped with a warning.
    case none
    /// `top()`: the view's top edge on the superview's top edge.
    case top
    /// `bottom()`: the view's bottom edge on the superview's bottom edge.
    case bottom
    /// `vCenter()`: the view centred vertically in the superview.
    case center

    public var description: String {
        switch self {
        case .none: "none"
        case .top: "top"
        case .bottom: "bottom"
        case .center: "center"
        }
    }
}

/// [not upstream; PR #256] The superview edge horizontal relative methods fall back to.
public enum HorizontalFallback: Sendable, CustomStringConvertible {
    /// No fallback: upstream behaviour, the edge is skipped with a warning.
    case none
    /// `left()`.
    case left
    /// `right()`.
    case right
    /// `hCenter()`.
    case center
    /// `start()`: left in LTR, right in RTL.
    case start
    /// `end()`: right in LTR, left in RTL.
    case end

    public var description: String {
        switch self {
        case .none: "none"
        case .left: "left"
        case .right: "right"
        case .center: "center"
        case .start: "start"
        case .end: "end"
        }
    }
}

/// [not upstream] The values the engine accepts; huge ones are refused with a warning.
extension Pin {
    /// Whether `v` is within ±1e15; one comparison that also rejects NaN and infinities.
    @inlinable
    public static var maximumMagnitude: Double { 1e15 }

    /// The display scales `Pin.displayScale` accepts; others warn and are ignored.
    @inlinable
    public static var displayScaleRange: ClosedRange<Double> { 0.01...1000 }

    /// Whether `value` is a coordinate or margin the engine accepts (false for NaN and infinities).
    @inlinable @inline(__always)
    static func isInRange(_ value: Double) -> Bool {
        value.magnitude <= maximumMagnitude
    }

    /// Whether `value` is a size the engine accepts: in range and not negative (false for NaN).
    @inlinable @inline(__always)
    static func isValidSize(_ value: Double) -> Bool {
        value >= 0 && value <= maximumMagnitude
    }
}
