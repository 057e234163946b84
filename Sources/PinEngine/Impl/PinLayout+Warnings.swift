// PinLayout's warning shapes for a `pin` statement. `Pin.lastWarningText` receives exactly these texts.

extension PinLayout {
    // Forwarders to static functions taking the view, so the builder is not copied before each call.

    /// `PinLayout Warning: <text>`.
    @inlinable @inline(__always)
    func warn(_ text: @autoclosure () -> String) {
        Self.warn(text(), layoutedView: view)
    }

    @usableFromInline
    static func warn(_ text: @autoclosure () -> String, layoutedView: View) {
        emitWarning({ "PinLayout Warning: \(text())" }, layoutedView: layoutedView)
    }

    /// `PinLayout Warning: <context> won't be applied, <text>`.
    @inlinable @inline(__always)
    func warnWontBeApplied(_ text: @autoclosure () -> String, _ context: Context) {
        Self.warnWontBeApplied(text(), context, layoutedView: view)
    }

    /// `warnWontBeApplied(_:_:)` for code that does not hold the builder.
    @usableFromInline
    static func warnWontBeApplied(_ text: @autoclosure () -> String, _ context: Context, layoutedView: View) {
        emitWarning({ "PinLayout Warning: \(context()) won't be applied, \(text())" }, layoutedView: layoutedView)
    }

    /// `PinLayout Conflict: <context> won't be applied since it value has already been set to <value>.`
    @inlinable @inline(__always)
    func warnPropertyAlreadySet(_ value: Double, _ context: Context) {
        Self.warnPropertyAlreadySet(value, context, layoutedView: view)
    }

    @usableFromInline
    static func warnPropertyAlreadySet(_ value: Double, _ context: Context, layoutedView: View) {
        emitWarning({
            "PinLayout Conflict: \(context()) won't be applied since it value has already been set to \(formatPinNumber(value))."
        }, layoutedView: layoutedView)
    }

    /// PinLayout's conflict warning, `PinLayout Conflict: <context> won't be applied since …`.
    @inlinable @inline(__always)
    func warnConflict(_ context: Context, _ propertyName: String, _ value: Double) {
        Self.warnConflict(context, propertyName, value, layoutedView: view)
    }

    @usableFromInline
    static func warnConflict(_ context: Context, _ propertyName: String, _ value: Double, layoutedView: View) {
        emitWarning({
            "PinLayout Conflict: \(context()) won't be applied since it conflicts with the following already set properties:"
                + "\n \(propertyName): \(formatPinNumber(value))"
        }, layoutedView: layoutedView)
    }

    /// The justify/align warnings PinLayout emits when the layout is applied.
    @inlinable
    func displayLayoutWarnings() {
        if justify != nil || align != nil { checkJustifyAndAlign() }
    }

    @usableFromInline
    func checkJustifyAndAlign() {
        if let justify {
            func context() -> String { "justify(.\(justify))" }
            if !((_left != nil && _right != nil)
                || (shouldPinEdges && width != nil && (_left != nil || _right != nil || _hCenter != nil))) {
                warnWontBeApplied("the left and right coordinates must be set to justify the view horizontally.", context)
            }
            if _hCenter != nil {
                warnWontBeApplied("justification is not applied when hCenter has been set. By default the view will be centered around the hCenter.", context)
            }
        }
        if let align {
            func context() -> String { "align(.\(align))" }
            if !((_top != nil && _bottom != nil)
                || (shouldPinEdges && height != nil && (_top != nil || _bottom != nil || _vCenter != nil))) {
                warnWontBeApplied("the top and bottom coordinates must be set to align the view vertically.", context)
            }
            if _vCenter != nil {
                warnWontBeApplied("alignment is not applied when vCenter has been set. By default the view will be centered around the specified vCenter.", context)
            }
        }
    }
}
