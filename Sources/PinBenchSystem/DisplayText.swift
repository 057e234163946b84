/// Names read from files (cases, strategies, series, hosts, commits) as every text surface shows them:
/// the terminal, messages, Markdown, CSV, SVG and HTML. A control character (C0, DEL, C1) or a
/// bidirectional formatting character (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) is shown
/// as `\u{…}`, so that no name can clear a screen, set a window title, reorder a line or make XML
/// malformed; the text is otherwise unchanged.
package enum DisplayText {
    /// `text` with those characters escaped; `keepingLineBreaks` leaves newlines and tabs as they are
    /// (a message of several lines), else they are escaped too (a table cell).
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
