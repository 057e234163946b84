import Foundation

// How every verb writes numbers: one place, so that the same value reads the same in every report.

/// `value` with `digits` decimals.
package func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// Three significant digits, decided on the rounded value (9.996 prints "10.0").
package func significant(_ value: Double) -> String {
    let magnitude = value.magnitude
    if magnitude == 0 { return "0" }
    if magnitude >= 99.95 { return fixed(value, 0) }
    if magnitude >= 9.995 { return fixed(value, 1) }
    if magnitude >= 0.9995 { return fixed(value, 2) }
    if magnitude >= 0.0099995 { return fixed(value, 3) }
    return String(format: "%.2e", value)
}

/// `value` with `digits` decimals and its sign: +2.00, -0.50, +0.00.
package func signedFixed(_ value: Double, _ digits: Int) -> String {
    (value >= 0 ? "+" : "") + fixed(value, digits)
}

/// A relative change as a signed percentage with `digits` decimals: +1.25%, -0.40%, +0.0%.
package func signedPercent(_ value: Double, digits: Int) -> String {
    (value >= 0 ? "+" : "") + fixed(value * 100, digits) + "%"
}

/// Seconds with one decimal: "12.3 s".
package func formatSeconds(_ value: Double) -> String {
    "\(fixed(value, 1)) s"
}
