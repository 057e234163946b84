/// One report kind's formats with their renderers, in `--format` order (the first the default). The
/// verb's `--format` is made from it, and a format it lacks is refused by name (`UnsupportedFormat`),
/// never written as another.
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

/// A format the report kind is not written in, refused by name; the CLI exits with the usage code.
package struct UnsupportedFormat: Error, Equatable, CustomStringConvertible {
    package let kind: String
    package let format: OutputFormat
    package let supported: [OutputFormat]

    package var description: String {
        "the \(kind) is not written in \(format.rawValue): its formats are \(supported.map(\.rawValue).joined(separator: ", "))"
    }
}
