/// A terminal table that fits a width: when the aligned columns would be wider, the widest columns
/// are narrowed (never below their longest word) and their cells continue on the next lines of the
/// same row, inside the column; the terminal never has to wrap a line mid-row.
extension TextTable {
    /// `text` within `width` characters a line where the words allow; nil: as wide as the cells.
    public func text(width: Int?) -> String {
        let natural = headers.indices.map { column in ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
        guard let width, natural.reduce(0, +) + 2 * (headers.count - 1) > width else { return text }
        let narrowest = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).flatMap { $0.split(separator: " ").map(\.count) }.max() ?? 1
        }
        var widths = natural
        while widths.reduce(0, +) + 2 * (headers.count - 1) > width {
            // Narrow the widest column that can still give a character.
            guard let column = widths.indices.filter({ widths[$0] > narrowest[$0] }).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[column] -= 1
        }
        func lines(_ cells: [String]) -> [String] {
            let wrapped = cells.indices.map { Self.wrap(cells[$0], width: widths[$0]) }
            return (0..<(wrapped.map(\.count).max() ?? 1)).map { line in
                cells.indices.map { column in
                    let cell = line < wrapped[column].count ? wrapped[column][line] : ""
                    let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                    return alignments[column] == .left ? cell + padding : padding + cell
                }.joined(separator: "  ").trimmingTrailingSpaces
            }
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return (lines(headers) + [rule] + rows.flatMap(lines)).joined(separator: "\n")
    }

    /// `cell` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ cell: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in cell.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        return lines + [current]
    }
}
