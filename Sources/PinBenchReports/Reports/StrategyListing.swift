import PinBenchKit
import PinBenchRendering
import PinBenchSystem

/// `pin-bench list`: strategies and app screens, as tables or JSON.
package enum StrategyListing {
    /// The width the text fits (nil: whole lines).
    package typealias Subject = Int?

    /// The strategy list's formats and renderers (`list`).
    package static let renderers = RendererTable<Subject>("strategy list", [
        .text: { text(width: $0) },
        .json: { _ in try json() },
    ])

    struct Entry: Encodable {
        let name: String
        let expectedFindings: [String]
        let summary: String
        /// How the charts draw it.
        let style: ChartStyle
    }

    struct ScreenEntry: Encodable {
        let name: String
        let roles: [String]
        let optionalRoles: [String]
        package let builtIn: Bool
    }

    struct Document: Encodable {
        let strategies: [Entry]
        let screens: [ScreenEntry]
        /// The chart styles in order, for scripts' other lines.
        let palette: [ChartStyle]
    }

    /// How many styles the JSON lists: as many as look different in greyscale.
    static let paletteSize = 20

    static var entries: [Entry] {
        StrategyRegistry.all.map { strategy in
            Entry(name: strategy.name, expectedFindings: strategy.expectedFindings.sorted().map(\.rawValue), summary: strategy.summary,
                  style: .of(strategy: strategy.name))
        }
    }

    static var screenEntries: [ScreenEntry] {
        AppScreen.all.map { screen in
            ScreenEntry(name: screen.name, roles: screen.roles, optionalRoles: screen.optionalViews.map { screen.roles[$0] },
                        builtIn: screen.builtIn != nil)
        }
    }

    /// The tables `pin-bench list` prints, their lines within `width` characters (nil: as wide as the cells).
    package static func text(width: Int? = nil) -> String {
        var table = TextTable(headers: ["strategy", "expected findings", "description"])
        for entry in entries {
            table.append([entry.name, entry.expectedFindings.isEmpty ? "-" : entry.expectedFindings.joined(separator: ", "), entry.summary])
        }
        var screens = TextTable(headers: ["screen", "views (optional ones marked ?)", "frames checked against"])
        for entry in screenEntries {
            let views = entry.roles.map { entry.optionalRoles.contains($0) ? $0 + "?" : $0 }.joined(separator: ", ")
            screens.append([entry.name, views, entry.builtIn ? "hand-computed frames (manual)" : "its own code with isHidden checks"])
        }
        return table.text(width: width) + "\n\n" + screens.text(width: width) + "\n"
    }

    /// `{"strategies": [...], "screens": [...], "palette": [...]}`, in registry order.
    package static func json() throws -> String {
        try JSONText.encode(Document(strategies: entries, screens: screenEntries, palette: ChartStyle.palette(paletteSize)))
    }
}
