/// Names as every surface shows them: control and bidi characters become `\u{…}`.
package enum DisplayText {
    /// `text` escaped; `keepingLineBreaks` leaves newlines and tabs.
    package static func shown(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0, keepingLineBreaks) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar, keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
