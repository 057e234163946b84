import PinBenchRendering

/// PinBench's own Markdown as XHTML-compatible HTML, `images` inlined; not a general parser.
struct MarkdownHTML {
    /// Inline SVG by image target (file name).
    var images: [String: String]

    init(images: [String: String] = [:]) {
        self.images = images
    }

    /// The body markup of `markdown`.
    func body(_ markdown: String) -> String {
        var blocks: [String] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.first {
            if line.trimmingLeadingSpaces.isEmpty || (line.hasPrefix("<!--") && line.hasSuffix("-->")) {
                lines.removeFirst()
            } else if line.hasPrefix("```") {
                lines.removeFirst()
                let code = lines.prefix { !$0.hasPrefix("```") }
                lines.removeFirst(min(lines.count, code.count + 1))
                blocks.append(HTMLPage.element("pre", [:], HTMLPage.text("code", [:], code.joined(separator: "\n"))))
            } else if let level = Self.headingLevel(line) {
                lines.removeFirst()
                blocks.append(HTMLPage.element("h\(level)", [:], inline(String(line.dropFirst(level + 1)))))
            } else if line.hasPrefix("|") {
                let rows = lines.prefix { $0.hasPrefix("|") }
                lines.removeFirst(rows.count)
                blocks.append(table(Array(rows)))
            } else if let marker = Self.listMarker(line) {
                let items = lines.prefix { Self.listMarker($0) == marker }
                lines.removeFirst(items.count)
                let tag = marker == "-" ? "ul" : "ol"
                blocks.append(HTMLPage.element(tag, [:], items.map { item in
                    HTMLPage.element("li", [:], inline(String(item.drop { $0 != " " }.dropFirst())))
                }.joined(separator: "\n")))
            } else {
                let paragraph = lines.prefix { !$0.trimmingLeadingSpaces.isEmpty && !$0.hasPrefix("```") && !$0.hasPrefix("|")
                    && Self.headingLevel($0) == nil && Self.listMarker($0) == nil && !$0.hasPrefix("<!--") }
                lines.removeFirst(max(1, paragraph.count))
                blocks.append(HTMLPage.element("p", [:], inline(paragraph.isEmpty ? line : paragraph.joined(separator: " "))))
            }
        }
        return blocks.joined(separator: "\n")
    }

    /// 1–6 for "# " to "###### ", else nil.
    static func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
    }

    /// "-" for a bullet, "1." for a numbered item, else nil.
    static func listMarker(_ line: String) -> String? {
        if line.hasPrefix("- ") { return "-" }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") ? "1." : nil
    }

    func table(_ rows: [String]) -> String {
        func cells(_ row: String) -> [String] {
            var cells: [String] = []
            var current = ""
            var escaped = false
            for character in row.dropFirst() {
                if escaped { current.append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "|" { cells.append(current.trimmingLeadingSpaces.trimmingTrailingSpaces); current = "" }
                else { current.append(character) }
            }
            return cells
        }
        let rule = rows.count > 1 ? cells(rows[1]) : []
        let right = Set(rule.indices.filter { rule[$0].hasSuffix(":") })
        let head = HTMLPage.element("tr", [:], cells(rows[0]).map { HTMLPage.element("th", [:], inline($0)) }.joined())
        let body = rows.dropFirst(2).map { row in
            let values = cells(row)
            return HTMLPage.element("tr", [:], values.indices.map { column in
                right.contains(column) ? HTMLPage.element("td", ["class": "num"], inline(values[column])) : HTMLPage.element("td", [:], inline(values[column]))
            }.joined())
        }
        return HTMLPage.element("div", ["class": "scroll"], HTMLPage.element("table", [:], HTMLPage.element("thead", [:], head)
            + HTMLPage.element("tbody", [:], body.joined(separator: "\n"))))
    }

    /// Inline markup: `code`, **bold**, *emphasis*, [text](target) and ![alt](target).
    func inline(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let character = rest.first {
            if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                result += HTMLPage.text("code", [:], String(rest[rest.index(after: rest.startIndex)..<end]))
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                result += HTMLPage.element("strong", [:], inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
                rest = rest[end.upperBound...]
            } else if character == "*", let end = rest.dropFirst().firstIndex(of: "*"), end > rest.index(after: rest.startIndex) {
                result += HTMLPage.element("em", [:], inline(String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if let (label, target, after) = Self.link(rest.hasPrefix("![") ? rest.dropFirst() : rest) {
                if rest.hasPrefix("![") {
                    result += images[target].map { HTMLPage.element("figure", ["class": "picture"], $0) }
                        ?? HTMLPage.text("a", ["href": target], label)
                } else {
                    result += HTMLPage.element("a", ["href": target], inline(label))
                }
                rest = after
            } else {
                result += HTMLPage.escape(String(character))
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// `[label](target)` at the start of `text`: the label, the target and what follows.
    static func link(_ text: Substring) -> (String, String, Substring)? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix("("),
              let end = text[close...].firstIndex(of: ")") else { return nil }
        let label = String(text[text.index(after: text.startIndex)..<close])
        let target = String(text[text.index(close, offsetBy: 2)..<end])
        return (label, target, text[text.index(after: end)...])
    }
}

extension PR256Page {
    /// The page as one self-contained HTML file, its wireframes inline.
    package var html: String {
        let images = Dictionary((Self.pictures() + [(Self.costChartFile, costChart.svg)]).map { ($0.file, $0.svg) },
                                uniquingKeysWith: { first, _ in first })
        return HTMLPage.document(title: "PR #256, verified and costed", body: MarkdownHTML(images: images).body(markdown))
    }
}
