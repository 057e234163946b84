/// How a verb writes its report (`--format`): the one table of formats, which `--format`'s help and
/// `pin-bench help formats` read. Each verb lists the formats it writes in its `--format` option;
/// `table` is accepted everywhere `text` is, as its alias.
package enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case md
    case csv
    case json
    case gbench
    case html

    /// What a report in this format is.
    package var summary: String {
        switch self {
        case .text: "terminal tables and lines"
        case .md: "Markdown (a pull-request comment, a results page)"
        case .csv: "comma-separated values, one row per case"
        case .json: "PinBench's own JSON"
        case .gbench: "Google Benchmark's JSON (compare.py reads it)"
        case .html: "one self-contained HTML page (inline SVG and CSS, nothing fetched) to open in a browser"
        }
    }

    /// The extension of a file in this format, without the dot.
    package var fileExtension: String {
        switch self {
        case .text: "txt"
        case .md: "md"
        case .csv: "csv"
        case .json, .gbench: "json"
        case .html: "html"
        }
    }

    /// The spellings `--format` accepts for this format.
    package var spellings: [String] {
        self == .text ? ["text", "table"] : [rawValue]
    }

    /// The format spelled `text` among `allowed`, or nil.
    package init?(_ text: String, allowed: [OutputFormat]) {
        guard let format = allowed.first(where: { $0.spellings.contains(text) }) else { return nil }
        self = format
    }
}
