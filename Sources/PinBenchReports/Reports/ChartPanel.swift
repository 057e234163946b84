/// One panel of a chart that draws the figures far from 1 apart (`SVGChart`, `SVGDotChart`).
struct ChartPanel<Item> {
    var items: [Item]
    var scale: ChartScale
    var heading: String?

    /// The main panel (unless it has nothing while the apart one has something), then the apart one
    /// on a log axis of its own under `apartHeading` (unless it has nothing); alone, the apart
    /// items take the main panel's scale and no heading.
    static func split(main: [Item], scale: ChartScale, apart: [Item], apartHeading: String) -> [ChartPanel] {
        var panels: [ChartPanel] = []
        if !main.isEmpty || apart.isEmpty { panels.append(ChartPanel(items: main, scale: scale, heading: nil)) }
        if !apart.isEmpty { panels.append(ChartPanel(items: apart, scale: panels.isEmpty ? scale : .log, heading: panels.isEmpty ? nil : apartHeading)) }
        return panels
    }
}
