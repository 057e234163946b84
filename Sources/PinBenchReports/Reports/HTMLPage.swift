import PinBenchRendering
import PinBenchSystem
import PinWireframe

/// Self-contained, XHTML-compatible HTML pages: inline CSS and SVG, no script.
enum HTMLPage {
    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String { SVGText.escaped(DisplayText.shown(text)) }

    /// `<name attributes>content</name>`; `content` is markup (escape text first), attribute values are escaped here.
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: String) -> String {
        "<\(name)\(attributeText(attributes))>\(content)</\(name)>"
    }

    /// `element` of escaped `text`.
    static func text(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ text: String) -> String {
        element(name, attributes, escape(text))
    }

    /// The whole page: the doctype, `<head>` with the title and the style sheet, and `body`.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// One style sheet for every page.
    static let style = """
        body { font-family: Helvetica, Arial, sans-serif; font-size: 14px; margin: 2em auto; max-width: 1200px; padding: 0 1em; color: #222; }
        h1 { font-size: 1.6em; } h2 { font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; margin-top: 2em; }
        table { border-collapse: collapse; margin: 0.8em 0; font-size: 13px; }
        th, td { border: 1px solid #ddd; padding: 3px 6px; vertical-align: middle; text-align: left; }
        th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        tr:nth-child(even) td { background: #fafafa; }
        code, pre { font-family: Menlo, Consolas, monospace; font-size: 12px; background: #f5f5f5; }
        pre { padding: 0.6em; overflow-x: auto; }
        figure { margin: 1em 0; } figure svg, p svg { max-width: 100%; height: auto; }
        li > figure.picture { display: inline-block; vertical-align: top; margin: 0.2em 0; }
        .charts { display: flex; flex-wrap: wrap; gap: 1em; }
        .verdict { margin: 0.3em 0; } dt { font-weight: bold; float: left; clear: left; width: 9em; } dd { margin-left: 10em; }
        .scroll { overflow-x: auto; }
        nav#contents { background: #f6f6f6; border: 1px solid #ddd; padding: 0.4em 1em; margin: 1em 0; }
        nav#contents ol { columns: 3; margin: 0.3em 0; } nav#contents a { color: #0b5394; }
        #summary-table td:first-child { font-weight: bold; } #summary-table td:nth-child(-n+2) { white-space: nowrap; }
        #case-table td.name { min-width: 11em; max-width: 15em; font-family: Menlo, Consolas, monospace; font-size: 11px; }
        #case-table td.counts { font-size: 11px; white-space: nowrap; } #case-table td.frames { max-width: 12em; font-size: 11px; }
        #case-table small { color: #666; display: block; } #case-table tr.group th { background: #e8eef6; text-align: left; }
        #case-table td.name span { white-space: nowrap; }
        details summary { cursor: pointer; color: #0b5394; }
        .verdict-faster { color: #1a7f37; font-weight: bold; } .verdict-slower { color: #b3261e; font-weight: bold; }
        .verdict-same { color: #555; } .verdict-unclear, .verdict-not-enough-data { color: #8a6100; }
        """

    /// A table of escaped text, numeric columns right-aligned, optional row and cell classes.
    static func table(_ table: TextTable, attributes: KeyValuePairs<String, String> = [:], rowClass: String? = nil,
                              cellClass: (String) -> String? = { _ in nil }) -> String {
        let head = element("tr", [:], table.headers.map { text("th", [:], $0) }.joined())
        let rows = table.rows.map { row in
            element("tr", rowClass.map { ["class": $0] } ?? [:], row.indices.map { column in
                if table.alignments[column] == .right { return text("td", ["class": "num"], row[column]) }
                return text("td", cellClass(row[column]).map { ["class": $0] } ?? [:], row[column])
            }.joined())
        }
        return element("div", ["class": "scroll"], element("table", attributes, element("thead", [:], head)
            + element("tbody", [:], rows.joined(separator: "\n"))))
    }

    private static func attributeText(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }
}
