import PinEngine

/// A laid-out tree as text: a line per view, then the warnings; exact.
struct FrameSnapshot: Equatable {
    /// One view: `form/title (16, 20, 343, 28)`, or `form/[2] (0, 0, 10, 10) hidden`.
    struct Entry: Equatable {
        /// The names from the root down; an unnamed view is `[i]`, its index in its superview.
        var path: String
        var frame: String
        var isHidden: Bool

        var line: String { "\(path) \(frame)\(isHidden ? " hidden" : "")" }
    }

    static let header = "# frames: path (x, y, width, height) [hidden], then the layout pass's warnings"
    static let warningPrefix = "warning: "

    var entries: [Entry]
    var warnings: [String]

    /// Reads the views of `tree` (from `ViewPaths`) as they are now.
    init(of tree: [(path: String, view: View)], warnings: [String]) {
        entries = tree.map { Entry(path: $0.path, frame: Self.coordinates($0.view.frame), isHidden: $0.view.isHidden) }
        self.warnings = warnings
    }

    /// Parses the text `text` wrote; nil when a line is not of that form.
    init?(text: String) {
        entries = []
        warnings = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix(Self.warningPrefix) {
                warnings.append(String(line.dropFirst(Self.warningPrefix.count)))
                continue
            }
            // The frame is the last parenthesis: a view's name may hold one too.
            guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")"), open > line.startIndex, close > open else {
                return nil
            }
            let path = String(line[..<line.index(before: open)])
            let rest = line[line.index(after: close)...]
            guard rest == "" || rest == " hidden" else { return nil }
            entries.append(Entry(path: path, frame: String(line[open...close]), isHidden: rest == " hidden"))
        }
    }

    var text: String {
        ([Self.header] + entries.map(\.line) + warnings.map { Self.warningPrefix + $0 }).joined(separator: "\n") + "\n"
    }

    /// "(x, y, w, h)": whole numbers without a fraction, others in their shortest exact form.
    static func coordinates(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
