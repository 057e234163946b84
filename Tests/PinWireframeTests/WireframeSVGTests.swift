import XCTest
import PinEngine
import PinWireframe

/// The wireframe renderer: a snapshot of a View tree, drawn as one labelled rectangle per view, hidden
/// views (and their subviews) dashed, the highlighted view filled with its frame, panels side by side.
final class WireframeSVGTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// root ⊃ card ⊃ (badge), root ⊃ title; `card` hidden when `hidden`, `title` highlighted.
    private func tree(hidden: Bool) -> (root: View, title: View, names: [(View, String)]) {
        let root = View(frame: rect(0, 0, 300, 200))
        let card = View(frame: rect(10, 10, 100, 80))
        let badge = View(frame: rect(5, 5, 20, 20))
        let title = View(frame: rect(120, 10, 150, 40))
        _ = root.addSubview(card)
        _ = card.addSubview(badge)
        _ = root.addSubview(title)
        card.isHidden = hidden
        return (root, title, [(root, "root"), (card, "card"), (badge, "badge"), (title, "title")])
    }

    private func wireframe(hidden: Bool) -> Wireframe {
        let (root, title, names) = tree(hidden: hidden)
        return Wireframe(of: root, highlighted: title) { view in names.first { $0.0 === view }?.1 }
    }

    func testTheSnapshotKeepsFramesHiddenStateAndTheHighlightedView() {
        let snapshot = wireframe(hidden: true)
        XCTAssertEqual(snapshot.label, "root")
        XCTAssertEqual(snapshot.subviews.map(\.label), ["card", "title"])
        XCTAssertEqual(snapshot.subviews[0].isHidden, true)
        XCTAssertEqual(snapshot.subviews[0].subviews[0].frame, rect(5, 5, 20, 20), "a frame stays in its superview's coordinates")
        XCTAssertEqual(snapshot.subviews.map(\.isHighlighted), [false, true])
    }

    func testOneRectanglePerViewAndPanelHiddenOnesDashed() {
        let svg = WireframeSVG(title: "card visible and hidden", panels: [
            .init(title: "visible", tree: wireframe(hidden: false)),
            .init(title: "hidden", tree: wireframe(hidden: true)),
        ]).svg
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssertTrue(svg.hasSuffix("</svg>\n"), svg)
        XCTAssertEqual(occurrences(of: "<rect ", in: svg), 8, "four views in each of two panels")
        XCTAssertEqual(occurrences(of: "stroke-dasharray", in: svg), 2, "the hidden card and the badge inside it, in the second panel only")
        XCTAssertEqual(occurrences(of: "fill=\"#fde68a\"", in: svg), 2, "the title, highlighted in each panel")
        XCTAssertEqual(occurrences(of: ">card (hidden)</text>", in: svg), 1)
        XCTAssertEqual(occurrences(of: ">(120, 10, 150, 40)</text>", in: svg), 2, "the highlighted view's frame under its label")
        XCTAssertTrue(svg.contains("<title>card visible and hidden</title>"))
        XCTAssertEqual(occurrences(of: "<g>", in: svg), 2)
    }

    func testTheBadgeIsDrawnInsideItsSuperviewAndPanelsSideBySide() {
        let svg = WireframeSVG(title: "t", panels: [.init(title: "a", tree: wireframe(hidden: false)),
                                                    .init(title: "b", tree: wireframe(hidden: false))], scale: 1).svg
        let xs = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<rect ") }.map { line -> Double in
            let value = line.components(separatedBy: "x=\"")[1].prefix { $0 != "\"" }
            return Double(value)!
        }
        // Margin 12: root at 12, card at 22, badge at 22 + 5 = 27; the second panel 300 + 24 further right.
        XCTAssertEqual(xs, [12, 22, 27, 132, 336, 346, 351, 456])
    }

    func testLabelsAndTitlesAreEscaped() {
        let root = View(frame: rect(0, 0, 100, 100))
        let svg = WireframeSVG(title: "a < b & \"c\"", panels: [
            .init(title: "<hidden>", tree: Wireframe(of: root) { _ in "x<y>&'z'" }),
        ]).svg
        XCTAssertTrue(svg.contains("<title>a &lt; b &amp; &quot;c&quot;</title>"), svg)
        XCTAssertTrue(svg.contains(">&lt;hidden&gt;</text>"), svg)
        XCTAssertTrue(svg.contains(">x&lt;y&gt;&amp;&apos;z&apos;</text>"), svg)
        XCTAssertFalse(svg.contains("x<y"), svg)
    }

    func testAViewOutsideItsSuperviewWidensThePicture() {
        let root = View(frame: rect(0, 0, 100, 100))
        let above = View(frame: rect(10, -20, 30, 10))
        _ = root.addSubview(above)
        let svg = WireframeSVG(title: "t", panels: [.init(title: "p", tree: Wireframe(of: root) { _ in nil })], scale: 1).svg
        XCTAssertTrue(svg.contains("height=\"174\""), "120 points tall (from -20), plus the title (18), margins (2 × 12) and a line (12): \(svg)")
        XCTAssertTrue(svg.contains("<rect x=\"22\" y=\"30\" width=\"30\" height=\"10\""), svg)
    }

    func testCoordinatesAreLabelledWithoutNeedlessFractions() {
        XCTAssertEqual(Wireframe.coordinates(rect(0, 10, 200, 40)), "(0, 10, 200, 40)")
        XCTAssertEqual(Wireframe.coordinates(rect(1.5, -0.25, 33.333, 4)), "(1.5, -0.25, 33.33, 4)")
    }
}
