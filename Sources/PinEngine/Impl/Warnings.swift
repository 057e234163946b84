// A warning always counts; its text is built only when logging, and only logging locks.

/// Builds the description of the statement that caused a warning, e.g. `below(of: (View, Frame: ...))`.
@usableFromInline
typealias Context = () -> String

/// Counts a warning; when logging, formats it, stores it and hands it to the handler.
@inlinable
func emitWarning(_ text: () -> String, layoutedView: View?) {
    Pin.countWarning()
    if Pin.logWarnings {
        logWarning(text(), layoutedView: layoutedView)
    }
}

/// A warning that does not come from a `pin` statement (view tree misuse, settings).
func warnEngine(_ text: @autoclosure () -> String, view: View? = nil) {
    emitWarning({ "PinLayout Warning: \(text())" }, layoutedView: view)
}

@usableFromInline @inline(never)
func logWarning(_ text: String, layoutedView: View?) {
    // The console text is built before taking the lock: it reads only the caller's own tree.
    WarningLog.shared.log(text, consoleText: consoleText(text, layoutedView: layoutedView))
}

/// PinLayout's console shape: text, then the view's type, frame, superviews and description.
private func consoleText(_ text: String, layoutedView: View?) -> String {
    var result = "\n👉 \(text)"
    if let view = layoutedView {
        let frame = view.frame
        result += "\n(Layouted view info: Type: \(typeName(of: view)), Frame: x: \(consoleNumber(frame.origin.x)), "
            + "y: \(consoleNumber(frame.origin.y)), width: \(consoleNumber(frame.size.width)), "
            + "height: \(consoleNumber(frame.size.height)))"
        var chain: [String] = []
        var node = view.superview
        while let current = node {
            chain.append(typeName(of: current))
            node = current.superview
        }
        if !chain.isEmpty {
            result += ", Superviews: \(chain.reversed().joined(separator: " -> "))"
        }
        result += ", Debug description: \(view.description))"
    }
    return result + "\n"
}

/// PinLayout's console numbers: Floats, at most three fraction digits, "," grouping.
func consoleNumber(_ value: Double) -> String {
    let number = Double(Float(value))
    let thousandths = (number * 1000).rounded(.toNearestOrEven).magnitude
    guard number.isFinite, thousandths < 9e15 else { return "\(number)" }
    let whole = Int(thousandths / 1000)
    let fraction = Int(thousandths.truncatingRemainder(dividingBy: 1000))
    var digits = String(whole)
    var grouped = ""
    while digits.count > 3 {
        grouped = "," + digits.suffix(3) + grouped
        digits.removeLast(3)
    }
    grouped = digits + grouped
    if fraction > 0 {
        var fractionDigits = String(fraction)
        fractionDigits = String(repeating: "0", count: 3 - fractionDigits.count) + fractionDigits
        while fractionDigits.hasSuffix("0") { fractionDigits.removeLast() }
        grouped += "." + fractionDigits
    }
    return (number.sign == .minus ? "-" : "") + grouped
}

@usableFromInline
func typeName(of view: View) -> String {
    String(describing: type(of: view))
}

/// PinLayout's `CGFloat.description`: integral values without `.0`.
@usableFromInline
func formatPinNumber(_ value: Double) -> String {
    if value.truncatingRemainder(dividingBy: 1) == 0, value.magnitude < 9.2e18 {
        return "\(Int(value))"
    }
    return "\(value)"
}

/// PinLayout's `optionnalDescription`: empty for 0, so `top()` and `top(0)` both read `top()`.
@usableFromInline
func formatOptionalPinNumber(_ value: Double) -> String {
    value == 0 ? "" : formatPinNumber(value)
}

/// `(TypeName, Frame: (x, y, w, h))`, PinLayout's reference-view description.
@usableFromInline
func viewDescription(_ view: View) -> String {
    "(\(typeName(of: view)), Frame: \(view.frame))"
}

@usableFromInline
func insetsDescription(_ insets: EdgeInsets) -> String {
    "UIEdgeInsets(top: \(insets.top), left: \(insets.left), bottom: \(insets.bottom), right: \(insets.right))"
}

extension View {
    func warnRefusedSubview(_ view: View) {
        warnEngine(view === self
            ? "addSubview() won't be applied, a view cannot be added to itself."
            : "addSubview() won't be applied, the view to add is an ancestor of this view; adding it would make a cycle.",
            view: self)
    }
}
