/// One report kind's renderers: each format the kind is written in, with the function that writes it,
/// in the order `--format` lists them (the first is its default). Each kind declares its table beside
/// its renderers (`ResultsReport.renderers`, `GateReportRendering.renderers`, …); the verb's `--format`
/// is made from it, so its help lists exactly these formats, and a format the table lacks is refused by
/// name (`UnsupportedFormat`), never written as another. Adding a format to a kind is its renderer and
/// one line in the kind's table (as Google Benchmark's reporters, or criterion.rs's `Report`).
package struct RendererTable<Subject>: Sendable {
    /// What the kind renders (a report and how it is laid out), and the text of it in a format.
    package typealias Renderer = @Sendable (Subject) throws -> String

    /// The report kind, as the refusal names it: "gate report".
    package let kind: String
    /// Each format and its renderer, in `--format` order.
    package let entries: [(format: OutputFormat, render: Renderer)]

    /// The table of `kind`: `[.text: { … }, .md: { … }]`, each format once.
    package init(_ kind: String, _ entries: KeyValuePairs<OutputFormat, Renderer>) {
        precondition(Set(entries.map(\.key)).count == entries.count, "\(kind): a format is listed twice")
        precondition(!entries.isEmpty, "\(kind): no format")
        self.kind = kind
        self.entries = entries.map { (format: $0.key, render: $0.value) }
    }

    /// The formats the kind is written in, in `--format` order.
    package var formats: [OutputFormat] { entries.map(\.format) }

    /// `subject` in `format`; a format the table lacks throws `UnsupportedFormat`.
    package func render(_ subject: Subject, as format: OutputFormat) throws -> String {
        guard let entry = entries.first(where: { $0.format == format }) else {
            throw UnsupportedFormat(kind: kind, format: format, supported: formats)
        }
        return try entry.render(subject)
    }
}

/// A report asked for in a format its kind is not written in: refused by name, with the formats it is
/// written in. The CLI ends with the usage exit code.
package struct UnsupportedFormat: Error, Equatable, CustomStringConvertible {
    package let kind: String
    package let format: OutputFormat
    package let supported: [OutputFormat]

    package var description: String {
        "the \(kind) is not written in \(format.rawValue): its formats are \(supported.map(\.rawValue).joined(separator: ", "))"
    }
}
