/// A report format (`--format`): its name, file extension and summary, declared once; which kind writes
/// which format is its `RendererTable`'s to say.
package struct OutputFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name `--format` takes.
    package let rawValue: String
    /// The extension of a file in this format, without the dot.
    package let fileExtension: String
    /// What a report in this format is.
    package let summary: String
    /// Other names `--format` takes for it.
    package let aliases: [String]

    package init(_ name: String, fileExtension: String, aliases: [String] = [], summary: String) {
        rawValue = name
        self.fileExtension = fileExtension
        self.aliases = aliases
        self.summary = summary
    }

    package static let text = OutputFormat("text", fileExtension: "txt", aliases: ["table"], summary: "terminal tables and lines")
    package static let md = OutputFormat("md", fileExtension: "md", summary: "Markdown (a pull-request comment, a results page)")
    package static let csv = OutputFormat("csv", fileExtension: "csv", summary: "comma-separated values, one row per case")
    package static let json = OutputFormat("json", fileExtension: "json", summary: "PinBench's own JSON")
    package static let gbench = OutputFormat("gbench", fileExtension: "json", summary: "Google Benchmark's JSON (compare.py reads it)")
    package static let html = OutputFormat("html", fileExtension: "html",
                                           summary: "one self-contained HTML page (inline SVG and CSS, nothing fetched) to open in a browser")

    /// The formats declared here, in `help formats` order (other targets declare their own).
    package static let allCases: [OutputFormat] = [.text, .md, .csv, .json, .gbench, .html]

    /// The spellings `--format` accepts for this format.
    package var spellings: [String] { [rawValue] + aliases }

    package var description: String { rawValue }

    /// One format is another only by name.
    package static func == (lhs: OutputFormat, rhs: OutputFormat) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The format spelled `text` among `allowed`, or nil.
    package init?(_ text: String, allowed: [OutputFormat]) {
        guard let format = allowed.first(where: { $0.spellings.contains(text) }) else { return nil }
        self = format
    }

    /// A format known only by its name, one no table has: rendering it is refused by name (`UnsupportedFormat`).
    package static func unknown(_ name: String) -> OutputFormat {
        OutputFormat(name, fileExtension: name, summary: "not a format pin-bench writes")
    }
}
