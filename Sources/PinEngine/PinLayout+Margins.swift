// Margins: last call wins, negatives allowed; percentages of the superview, read now.

/// Insets by leading/trailing edge (NSDirectionalEdgeInsets).
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets, as NSDirectionalEdgeInsets' `init()`.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension PinLayout {
    /// The top margin.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginTop(_ margin: Double) -> PinLayout {
        setMargin(top: margin, { "marginTop(\(margin))" })
        return self
    }

    /// The top margin, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginTop(_ percent: Percent) -> PinLayout {
        setMargins(top: percent, { "marginTop(\(percent))" })
        return self
    }

    /// The left margin.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginLeft(_ margin: Double) -> PinLayout {
        setMargin(left: margin, { "marginLeft(\(margin))" })
        return self
    }

    /// The left margin, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginLeft(_ percent: Percent) -> PinLayout {
        setMargins(left: percent, { "marginLeft(\(percent))" })
        return self
    }

    /// The bottom margin.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginBottom(_ margin: Double) -> PinLayout {
        setMargin(bottom: margin, { "marginBottom(\(margin))" })
        return self
    }

    /// The bottom margin, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginBottom(_ percent: Percent) -> PinLayout {
        setMargins(bottom: percent, { "marginBottom(\(percent))" })
        return self
    }

    /// The right margin.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginRight(_ margin: Double) -> PinLayout {
        setMargin(right: margin, { "marginRight(\(margin))" })
        return self
    }

    /// The right margin, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginRight(_ percent: Percent) -> PinLayout {
        setMargins(right: percent, { "marginRight(\(percent))" })
        return self
    }

    /// The left margin in LTR, the right one in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginStart(_ margin: Double) -> PinLayout {
        func context() -> String { "marginStart(\(margin))" }
        if view.isLTR() { setMargin(left: margin, context) } else { setMargin(right: margin, context) }
        return self
    }

    /// The left margin in LTR, the right one in RTL, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginStart(_ percent: Percent) -> PinLayout {
        func context() -> String { "marginStart(\(percent))" }
        if view.isLTR() { setMargins(left: percent, context) } else { setMargins(right: percent, context) }
        return self
    }

    /// The right margin in LTR, the left one in RTL.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginEnd(_ margin: Double) -> PinLayout {
        func context() -> String { "marginEnd(\(margin))" }
        if view.isLTR() { setMargin(right: margin, context) } else { setMargin(left: margin, context) }
        return self
    }

    /// The right margin in LTR, the left one in RTL, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginEnd(_ percent: Percent) -> PinLayout {
        func context() -> String { "marginEnd(\(percent))" }
        if view.isLTR() { setMargins(right: percent, context) } else { setMargins(left: percent, context) }
        return self
    }

    /// The left and right margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginHorizontal(_ margin: Double) -> PinLayout {
        func context() -> String { "marginHorizontal(\(margin))" }
        setMargin(left: margin, context)
        setMargin(right: margin, context)
        return self
    }

    /// The left and right margins, as a percentage of the superview's width.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginHorizontal(_ percent: Percent) -> PinLayout {
        setMargins(left: percent, right: percent, { "marginHorizontal(\(percent))" })
        return self
    }

    /// The top and bottom margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginVertical(_ margin: Double) -> PinLayout {
        func context() -> String { "marginVertical(\(margin))" }
        setMargin(top: margin, context)
        setMargin(bottom: margin, context)
        return self
    }

    /// The top and bottom margins, as a percentage of the superview's height.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func marginVertical(_ percent: Percent) -> PinLayout {
        setMargins(top: percent, bottom: percent, { "marginVertical(\(percent))" })
        return self
    }

    /// All four margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ margin: Double) -> PinLayout {
        func context() -> String { "margin(\(margin))" }
        setMargin(top: margin, context)
        setMargin(left: margin, context)
        setMargin(bottom: margin, context)
        setMargin(right: margin, context)
        return self
    }

    /// All four margins, as percentages of the superview's height (top, bottom) and width (left, right).
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ percent: Percent) -> PinLayout {
        setMargins(top: percent, left: percent, bottom: percent, right: percent, { "margin(\(percent))" })
        return self
    }

    /// The four margins from `insets`.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ insets: EdgeInsets) -> PinLayout {
        func context() -> String { "margin(\(insetsDescription(insets)))" }
        setMargin(top: insets.top, context)
        setMargin(bottom: insets.bottom, context)
        setMargin(left: insets.left, context)
        setMargin(right: insets.right, context)
        return self
    }

    /// The four margins from directional insets: leading/trailing follow the layout direction.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ insets: DirectionalEdgeInsets) -> PinLayout {
        func context() -> String { "margin(\(insets))" }
        setMargin(top: insets.top, context)
        setMargin(bottom: insets.bottom, context)
        let ltr = view.isLTR()
        setMargin(left: ltr ? insets.leading : insets.trailing, context)
        setMargin(right: ltr ? insets.trailing : insets.leading, context)
        return self
    }

    /// Vertical (top, bottom) and horizontal (left, right) margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ vertical: Double, _ horizontal: Double) -> PinLayout {
        func context() -> String { "margin(\(vertical), \(horizontal))" }
        setMargin(top: vertical, context)
        setMargin(left: horizontal, context)
        setMargin(bottom: vertical, context)
        setMargin(right: horizontal, context)
        return self
    }

    /// Vertical and horizontal margins as percentages.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
        setMargins(top: vertical, left: horizontal, bottom: vertical, right: horizontal,
                   { "margin(vertical: \(vertical), horizontal: \(horizontal)" })
        return self
    }

    /// Top, horizontal (left and right) and bottom margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ top: Double, _ horizontal: Double, _ bottom: Double) -> PinLayout {
        func context() -> String { "margin(\(top), \(horizontal), \(bottom))" }
        setMargin(top: top, context)
        setMargin(left: horizontal, context)
        setMargin(bottom: bottom, context)
        setMargin(right: horizontal, context)
        return self
    }

    /// Top, horizontal and bottom margins as percentages.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
        setMargins(top: top, left: horizontal, bottom: bottom, right: horizontal,
                   { "margin(top: \(top), horizontal: \(horizontal), bottom: \(bottom)" })
        return self
    }

    /// Top, left, bottom and right margins.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> PinLayout {
        func context() -> String { "margin(\(top), \(left), \(bottom), \(right))" }
        setMargin(top: top, context)
        setMargin(left: left, context)
        setMargin(bottom: bottom, context)
        setMargin(right: right, context)
        return self
    }

    /// Top, left, bottom and right margins as percentages.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> PinLayout {
        setMargins(top: top, left: left, bottom: bottom, right: right,
                   { "margin(top: \(top), left: \(left), bottom: \(bottom), right: \(right)" })
        return self
    }
}

// MARK: - Implementation

extension PinLayout {
    /// Assigns the given margins that are finite; a non-finite one warns and is skipped.
    @inlinable
    func setMargin(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil,
                            _ context: Context) {
        if let top, validateMargin(top, context) { marginTop = top }
        if let left, validateMargin(left, context) { marginLeft = left }
        if let bottom, validateMargin(bottom, context) { marginBottom = bottom }
        if let right, validateMargin(right, context) { marginRight = right }
    }

    /// Percentage margins of the superview's height or width; nothing without a superview.
    @inlinable
    func setMargins(top: Percent? = nil, left: Percent? = nil, bottom: Percent? = nil, right: Percent? = nil,
                             _ context: Context) {
        guard let rect = layoutSuperviewRect else { return }
        setMargin(top: top?.of(rect.height), left: left?.of(rect.width),
                  bottom: bottom?.of(rect.height), right: right?.of(rect.width), context)
    }
}
