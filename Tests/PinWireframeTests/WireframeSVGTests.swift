import XCTest
import PinEngine
@testable import PinWireframe

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
        XCTAssertEqual(occurrences(of: "stroke-dasharray=\"4 3\"", in: svg), 2, "the hidden card and the badge inside it, in the second panel only")
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
        let picture = WireframeSVG(title: "t", panels: [.init(title: "p", tree: Wireframe(of: root) { _ in nil })], scale: 1)
        // Margin 12 and the title (18): the view above its superview's top at 30, the root 20 below it, to 150.
        XCTAssertTrue(picture.svg.contains("<rect x=\"22\" y=\"30\" width=\"30\" height=\"10\""), picture.svg)
        XCTAssertTrue(picture.svg.contains("<rect x=\"12\" y=\"50\" width=\"100\" height=\"100\""), picture.svg)
        XCTAssertEqual(picture.drawing.viewBox, rect(0, 0, 124, 162), "the root's bottom (150) and a margin")
    }

    /// PR #256's hidden-control picture, crowded further: a hidden view and a visible one at the same
    /// frame (their labels were drawn over each other), the highlighted label over the logo's corner
    /// (its frame was written across the logo's outline) and a view pushed above its superview's top
    /// (its frame was clipped at the picture's right edge, "(300, -20, 60, 2").
    func testLabelsStayInsideThePictureAndNeverOverlap() {
        let root = Wireframe(label: "root", frame: rect(0, 0, 400, 400), subviews: [
            Wireframe(label: "logo", frame: rect(10, 10, 100, 100)),
            Wireframe(label: "segmented", frame: rect(120, 10, 270, 30), isHidden: true),
            Wireframe(label: "segmented twin", frame: rect(120, 10, 270, 30)),
            Wireframe(label: "label", frame: rect(0, 10, 200, 40), isHighlighted: true),
            Wireframe(label: "view", frame: rect(300, -20, 60, 20), isHighlighted: true),
        ])
        let picture = WireframeSVG(title: "crowded", panels: [.init(title: "first", tree: root), .init(title: "second", tree: root)],
                                   statement: "label.pin.topIfNotBelow(of: visible([segmented]), aligned: .left).marginTop(10)",
                                   notes: ["what the statement does"])
        let drawing = picture.drawing
        // Per panel: its title, root, logo, segmented (hidden), segmented twin, label and its frame, view and its frame;
        // then the statement, in two lines as wide as the panels, and the note.
        XCTAssertEqual(drawing.labels.count, 2 * 9 + 3, drawing.labels.map(\.text).description)
        for label in drawing.labels {
            XCTAssertTrue(Self.contains(drawing.viewBox, label.box), "\(label.text) at \(label.box) inside \(drawing.viewBox)")
            XCTAssertTrue(picture.svg.contains(">\(label.text)</text>"), label.text)
        }
        for (index, first) in drawing.labels.enumerated() {
            for second in drawing.labels[(index + 1)...] {
                XCTAssertFalse(Self.overlap(first.box, second.box), "\(first.text) at \(first.box) and \(second.text) at \(second.box)")
            }
        }
        XCTAssertEqual(occurrences(of: ">(300, -20, 60, 20)</text>", in: picture.svg), 2, "the pushed view's frame whole, in each panel")
        XCTAssertTrue(picture.svg.contains("stroke=\"#6b7280\" stroke-width=\"1\"/>"), "a moved label's leader, drawn to be seen: \(picture.svg)")
        XCTAssertFalse(picture.svg.contains("stroke-width=\"0.5\""), "no line too faint to see (leaders were 0.5 px light grey)")
        let labelFrame = drawing.labels.first { $0.text == "(0, 10, 200, 40)" }!.box
        let logo = rect(12 + 10 * 0.6, 30 + 30 * 0.6, 60, 60)
        XCTAssertFalse(Self.overlap(labelFrame, logo), "the label's frame clear of the logo: \(labelFrame)")
    }

    func testAGhostShowsWhereAViewWasMeantToGoWithAnArrowToWhereItWent() {
        let now = Wireframe(label: "root", frame: rect(0, 0, 400, 400), subviews: [
            Wireframe(label: "logo", frame: rect(10, 10, 100, 100)),
            Wireframe(label: "label", frame: rect(0, 10, 200, 40), isHighlighted: true),
        ])
        let intended = Wireframe(label: "root", frame: rect(0, 0, 400, 400), subviews: [
            Wireframe(label: "logo", frame: rect(10, 10, 100, 100)),
            Wireframe(label: "label", frame: rect(10, 120, 200, 40)),
            Wireframe(label: "badge", frame: rect(300, 300, 20, 20), isHidden: true),
        ])
        let svg = WireframeSVG(title: "t", panels: [.init(title: "moved", tree: now, ghost: intended),
                                                    .init(title: "in place", tree: now, ghost: now, ghostName: "recorded")]).svg
        XCTAssertEqual(occurrences(of: "<rect ", in: svg), 3 + 2 + 3, "the views of both panels, and two ghosts in the first")
        XCTAssertEqual(occurrences(of: "stroke-dasharray=\"6 2\"", in: svg), 2, "the label's intended frame, the badge the tree lacks")
        XCTAssertEqual(occurrences(of: ">label intended (10, 120, 200, 40)</text>", in: svg), 1)
        XCTAssertEqual(occurrences(of: ">badge intended hidden (300, 300, 20, 20)</text>", in: svg), 1)
        XCTAssertEqual(occurrences(of: "class=\"arrowhead\"", in: svg), 1, "from the label's intended frame to its frame")
        XCTAssertFalse(svg.contains("recorded"), "a ghost that matches the tree is not drawn: \(svg)")
    }

    func testTheStatementAndItsNotesAreWrittenUnderThePanels() {
        let root = Wireframe(label: "root", frame: rect(0, 0, 100, 100))
        let note = "a note long enough to wrap: " + String(repeating: "word ", count: 40)
        let drawing = WireframeSVG(title: "t", panels: [.init(title: "p", tree: root)], statement: "view.pin.top(10)", notes: [note]).drawing
        let statement = drawing.labels.first { $0.text == "view.pin.top(10)" }!
        XCTAssertGreaterThan(statement.box.minY, 30 + 60, "under the panel")
        XCTAssertTrue(drawing.svg.contains("font-family=\"monospace\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">view.pin.top(10)</text>"),
                      drawing.svg)
        let noteLines = drawing.labels.filter { $0.text.hasPrefix("a note") || $0.text.hasPrefix("word") }
        XCTAssertGreaterThan(noteLines.count, 1, "wrapped")
        XCTAssertEqual(noteLines.map(\.text).joined(separator: " ") + " ", note)
        XCTAssertTrue(noteLines.allSatisfy { $0.box.maxX <= drawing.viewBox.maxX && $0.box.minY > statement.box.maxY })
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    func testCoordinatesAreLabelledWithoutNeedlessFractions() {
        XCTAssertEqual(Wireframe.coordinates(rect(0, 10, 200, 40)), "(0, 10, 200, 40)")
        XCTAssertEqual(Wireframe.coordinates(rect(1.5, -0.25, 33.333, 4)), "(1.5, -0.25, 33.33, 4)")
    }
}
