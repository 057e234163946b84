/// Text and numbers as they go into an SVG (or XHTML) document (no Foundation).
public enum SVGText {
    /// `text` safe inside an element or a double-quoted attribute.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` to two decimals at most, whole numbers without a fraction ("12", "12.5", "-0.25").
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A generous estimate of `text`'s width, to keep labels apart.
    public static func width(of text: String, fontSize: Double, monospaced: Bool = false) -> Double {
        if monospaced { return Double(text.count) * 0.62 * fontSize }
        return text.reduce(0.0) { total, character in
            let em: Double = if " ,.:;'()[]|!ijlftr/-".contains(character) { 0.4 }
                else if "mwMW@%".contains(character) { 1 }
                else if character.isUppercase { 0.78 }
                else { 0.66 }
            return total + em * fontSize
        }
    }
}
