/// A table fitted to a width, so the terminal never wraps mid-row.
extension TextTable {
    /// `text` within `width` characters a line where the words allow; nil: as wide as the cells.
    package func text(width: Int?) -> String {
        let natural = headers.indices.map { column in ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
        guard let width, natural.reduce(0, +) + 2 * (headers.count - 1) > width else { return text }
        let narrowest = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).flatMap { $0.split(separator: " ").map(\.count) }.max() ?? 1
        }
        guard narrowest.reduce(0, +) + 2 * (headers.count - 1) <= width else { return blocks(width: width) }
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

    /// One block per row when the columns cannot fit side by side.
    func blocks(width: Int) -> String {
        rows.map { row in
            var lines = [row[0]]
            var current = ""
            for column in headers.indices.dropFirst() {
                let pair = "\(headers[column]): \(row[column])"
                if current.isEmpty { current = "  " + pair }
                else if current.count + 2 + pair.count <= width { current += "  " + pair }
                else { lines.append(current); current = "  " + pair }
            }
            if !current.isEmpty { lines.append(current) }
            return lines.joined(separator: "\n").wrappingLongLines(width: width)
        }.joined(separator: "\n")
    }

    /// `cell` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    package static func wrap(_ cell: String, width: Int) -> [String] {
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

extension String {
    /// Lines wider than `width` broken at spaces, continued two spaces further in; nil: as is.
    package func wrappingLongLines(width: Int?) -> String {
        guard let width else { return self }
        return split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width else { return String(line) }
            let indent = line.prefix { $0 == " " }.count
            let words = line.dropFirst(indent).split(separator: " ")
            guard var head = words.first.map(String.init) else { return String(line) }
            // The first line as long as the width allows; the rest wrapped two narrower, further in.
            var next = 1
            while next < words.count, head.count + 1 + words[next].count <= width - indent {
                head += " " + words[next]
                next += 1
            }
            let continuation = next == words.count ? [] : TextTable.wrap(words[next...].joined(separator: " "), width: max(1, width - indent - 2))
            let prefix = String(repeating: " ", count: indent)
            return ([prefix + head] + continuation.map { prefix + "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
