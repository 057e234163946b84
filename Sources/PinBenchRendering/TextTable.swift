import PinBenchSystem

/// A table for a terminal or Markdown; cells shown as `DisplayText` shows names.
package struct TextTable {
    package enum Alignment { case left, right }

    package var headers: [String]
    package private(set) var alignments: [Alignment]
    package private(set) var rows: [[String]] = []

    /// Columns are left-aligned by default except those listed in `rightAligned`.
    package init(headers: [String], rightAligned: Set<Int> = []) {
        self.headers = headers.map { DisplayText.shown($0) }
        alignments = headers.indices.map { rightAligned.contains($0) ? .right : .left }
    }

    package mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "a row needs one cell per column")
        rows.append(row.map { DisplayText.shown($0) })
    }

    /// Space-padded columns, two spaces apart, with a dashed rule under the headers.
    package var text: String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return alignments[column] == .left ? cells[column] + padding : padding + cells[column]
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// A GitHub-flavoured Markdown table (pipes in cells are escaped).
    package var markdown: String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let rule = "|" + alignments.map { $0 == .left ? " --- |" : " ---: |" }.joined()
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    /// The string without the spaces it starts with.
    package var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

    /// The string without the spaces it ends with.
    package var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }

    /// Every occurrence of `target` replaced (Foundation-free).
    package func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
