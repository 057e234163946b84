/// How a verb writes its report (`--format`). Each verb accepts the formats it can write; `table` is
/// accepted everywhere `text` is, as its alias (`run` and `report` called their terminal table that).
package enum OutputFormat: String, CaseIterable, Sendable {
    /// The terminal text: tables and lines.
    case text
    /// Markdown (a pull-request comment, a results page).
    case md
    /// Comma-separated values, one row per case.
    case csv
    /// PinBench's own JSON.
    case json
    /// Google Benchmark's JSON (`compare.py` reads it).
    case gbench
    /// One self-contained HTML page (inline SVG and CSS, nothing fetched) to open in a browser.
    case html

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
