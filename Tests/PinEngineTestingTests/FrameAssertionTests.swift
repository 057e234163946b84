import Foundation
import PinBenchTestSupport
import PinEngine
@testable import PinEngineTesting
@testable import PinWireframe
import XCTest

/// A form whose rows go below each other; `email` below the nearest visible of `name` and `phone`.
private final class FormView: View {
    let name = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let phone = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let email = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var gap = 8.0

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        for row in [name, phone, email] { addSubview(row) }
    }

    override func layoutSubviews() {
        name.pin.top(20).horizontally(16).height(40)
        phone.pin.below(of: name).marginTop(gap).horizontally(16).height(40)
        email.pin.below(of: visible([name, phone])).marginTop(gap).horizontally(16).height(40)
    }
}

final class FrameAssertionTests: TemporaryDirectoryTestCase {
    private func assertion(_ form: FormView, record: Bool = false) -> FrameAssertion {
        FrameAssertion(view: form, names: ["form": form, "name": form.name, "phone": form.phone, "email": form.email],
                       name: "form rows", record: record, snapshotDirectory: path("snapshots"))
    }

    private func snapshotText() throws -> String {
        try String(contentsOfFile: path("snapshots/form-rows.txt"), encoding: .utf8)
    }

    func testAMissingSnapshotIsRecordedAndReported() throws {
        let message = try XCTUnwrap(assertion(FormView()).failureMessage())
        XCTAssertEqual(message, "no snapshot 'form rows' yet: recorded \(path("snapshots/form-rows.txt")); check it and run the test again")
        XCTAssertEqual(try snapshotText(), """
            \(FrameSnapshot.header)
            form (0, 0, 200, 300)
            form/name (16, 20, 168, 40)
            form/phone (16, 68, 168, 40)
            form/email (16, 116, 168, 40)

            """)
    }

    func testTheSameFramesMatch() {
        XCTAssertNotNil(assertion(FormView()).failureMessage())
        XCTAssertNil(assertion(FormView()).failureMessage())
        // The public entry point on a matching tree reports nothing (it would fail this test).
        let form = FormView()
        assertFrames(of: form, named: ["form": form, "name": form.name, "phone": form.phone, "email": form.email],
                     matches: "form rows", snapshotDirectory: path("snapshots"))
    }

    func testAChangedFrameFailsWithAPerViewDiffAndAPictureOfBothTrees() throws {
        XCTAssertNotNil(assertion(FormView()).failureMessage())
        let changed = FormView()
        changed.gap = 10
        let message = try XCTUnwrap(assertion(changed).failureMessage())
        let svg = path("snapshots/form-rows.failure.svg")
        XCTAssertEqual(message, """
            frames of 'form rows' differ from \(path("snapshots/form-rows.txt")):
              form/phone: (16, 68, 168, 40) -> (16, 70, 168, 40)
              form/email: (16, 116, 168, 40) -> (16, 120, 168, 40)
            picture of the tree now over the recorded one: \(svg)
            if the change is intended, record again: assertFrames(..., record: true) or PIN_RECORD_SNAPSHOTS=1
            """)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(picture.hasPrefix("<svg"), picture)
        XCTAssertEqual(picture.components(separatedBy: "<rect").count - 1, 4 + 2, "one rectangle per view now, one per moved view recorded")
        XCTAssertEqual(picture.components(separatedBy: "stroke-dasharray=\"6 2\"").count - 1, 2, "phone and email where they were recorded")
        XCTAssertTrue(picture.contains(">phone recorded (16, 68, 168, 40)</text>"), picture)
        XCTAssertTrue(picture.contains(">email recorded (16, 116, 168, 40)</text>"), picture)
        XCTAssertTrue(picture.contains(">(16, 70, 168, 40)</text>") && picture.contains(">(16, 120, 168, 40)</text>"),
                      "the moved views filled, their frames now written: \(picture)")
        XCTAssertEqual(picture.components(separatedBy: "class=\"arrowhead\"").count - 1, 2, "an arrow from each recorded place to the view now")
        XCTAssertTrue(picture.contains(">form/email: (16, 116, 168, 40) -&gt; (16, 120, 168, 40)</text>"), "the diff under it: \(picture)")
        // Back to the recorded frames: the check passes and the stale picture goes.
        XCTAssertNil(assertion(FormView()).failureMessage())
        XCTAssertFalse(FileManager.default.fileExists(atPath: svg))
    }

    /// Hidden and visible views at the same frame: their labels were drawn over each other.
    func testTheOverlaysLabelsNeverOverlap() throws {
        let recorded = try XCTUnwrap(FrameSnapshot(text: """
            form (0, 0, 200, 300)
            form/name (16, 20, 168, 40)
            form/phone (16, 20, 168, 40) hidden
            form/email (16, 68, 168, 40)
            form/email/icon (0, 0, 20, 20)
            """))
        let now = try XCTUnwrap(FrameSnapshot(text: """
            form (0, 0, 200, 300)
            form/name (16, 20, 168, 40) hidden
            form/phone (16, 20, 168, 40)
            form/email (16, 72, 168, 40)
            form/email/icon (0, 0, 20, 20)
            form/badge (16, 72, 20, 20)
            """))
        let overlay = FrameSnapshotCheck.overlay(name: "form", expected: recorded, actual: now, diff: FrameDiff(expected: recorded, actual: now))
        let drawing = overlay.drawing
        let texts = drawing.labels.map(\.text)
        for text in ["name (hidden)", "phone", "name recorded (16, 20, 168, 40)", "phone recorded hidden (16, 20, 168, 40)",
                     "email recorded (16, 68, 168, 40)", "(16, 72, 168, 40)", "icon", "badge", "(16, 72, 20, 20)"] {
            XCTAssertTrue(texts.contains(text), "\(text) in \(texts)")
        }
        for (index, first) in drawing.labels.enumerated() {
            XCTAssertTrue(first.box.minX >= drawing.viewBox.minX && first.box.maxX <= drawing.viewBox.maxX
                && first.box.minY >= drawing.viewBox.minY && first.box.maxY <= drawing.viewBox.maxY, "\(first.text) inside")
            for second in drawing.labels[(index + 1)...] {
                let apart = first.box.maxX <= second.box.minX || second.box.maxX <= first.box.minX
                    || first.box.maxY <= second.box.minY || second.box.maxY <= first.box.minY
                XCTAssertTrue(apart, "\(first.text) at \(first.box) and \(second.text) at \(second.box)")
            }
        }
    }

    func testTheRecordedTreeIsRebuiltFromItsText() throws {
        let snapshot = try XCTUnwrap(FrameSnapshot(text: """
            form (0, 0, 200, 300)
            form/row (1) (16, 20.5, 168, 40) hidden
            form/row (1)/[0] (0, 0, 20, 20)
            form/email (16, 68, 168, 40)
            """))
        let tree = try XCTUnwrap(snapshot.wireframe(highlighted: ["form/email"]))
        XCTAssertEqual(tree.label, "form")
        XCTAssertEqual(tree.subviews.map(\.label), ["row (1)", "email"])
        XCTAssertEqual(tree.subviews[0].frame, Rect(x: 16, y: 20.5, width: 168, height: 40))
        XCTAssertEqual(tree.subviews[0].isHidden, true)
        XCTAssertEqual(tree.subviews[0].subviews.map(\.label), ["[0]"])
        XCTAssertEqual(tree.subviews.map(\.isHighlighted), [false, true])
        XCTAssertNil(FrameSnapshot(text: "form (0, 0, x, 300)\n")?.wireframe(highlighted: []))
    }

    func testHiddenFlagsAndWarningsAreCompared() throws {
        XCTAssertNotNil(assertion(FormView()).failureMessage())
        let form = FormView()
        form.name.isHidden = true
        form.phone.isHidden = true
        let message = try XCTUnwrap(assertion(form).failureMessage())
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "  form/name: (16, 20, 168, 40) -> (16, 20, 168, 40) hidden")
        XCTAssertEqual(lines[2], "  form/phone: (16, 68, 168, 40) -> (16, 68, 168, 40) hidden")
        // No visible view to go below: PinLayout warns and leaves email's top where it was.
        XCTAssertEqual(lines[3], "  form/email: (16, 116, 168, 40) -> (16, 0, 168, 40)")
        XCTAssertTrue(lines[4].hasPrefix("  new warning: "), lines[4])
        XCTAssertTrue(lines[4].contains("below(of: "), lines[4])
    }

    func testRecordModeRewritesTheSnapshot() throws {
        XCTAssertNotNil(assertion(FormView()).failureMessage())
        let changed = FormView()
        changed.gap = 10
        XCTAssertEqual(assertion(changed, record: true).failureMessage(),
                       "record mode: rewrote \(path("snapshots/form-rows.txt")); turn record mode off to compare")
        XCTAssertTrue(try snapshotText().contains("form/email (16, 120, 168, 40)"))
        XCTAssertNil(assertion(changed).failureMessage())
    }

    func testAFileInAnotherFormatIsReported() throws {
        try FileManager.default.createDirectory(atPath: path("snapshots"), withIntermediateDirectories: true)
        try "not a snapshot\n".write(toFile: path("snapshots/form-rows.txt"), atomically: true, encoding: .utf8)
        XCTAssertEqual(assertion(FormView()).failureMessage(),
                       "\(path("snapshots/form-rows.txt")) is not a frame snapshot; delete it to record it again")
    }

    func testFramesAreWrittenExactly() {
        XCTAssertEqual(FrameSnapshot.coordinates(Rect(x: 1.0 / 3, y: -2, width: 0.5, height: 1e20)),
                       "(0.3333333333333333, -2, 0.5, 1e+20)")
    }

    func testTheTextFormReadsBackWithParenthesesInNames() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let row = View(frame: Rect(x: 1, y: 2.5, width: 3, height: 4))
        row.isHidden = true
        root.addSubview(row)
        let snapshot = FrameSnapshot(of: ViewPaths.of(root, names: [ObjectIdentifier(row): "row (1)"]), warnings: ["a warning"])
        XCTAssertEqual(snapshot.entries.last?.line, "root/row (1) (1, 2.5, 3, 4) hidden")
        XCTAssertEqual(FrameSnapshot(text: snapshot.text), snapshot)
    }

    func testUnnamedViewsAreTheirIndex() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let child = View()
        root.addSubview(child)
        child.addSubview(View())
        XCTAssertEqual(ViewPaths.of(root, names: [:]).map(\.path), ["root", "root/[0]", "root/[0]/[0]"])
    }

    func testSnapshotsLiveBesideTheTestFile() {
        XCTAssertEqual(FrameAssertion.defaultDirectory(for: "/src/Tests/AppTests/FormTests.swift"),
                       "/src/Tests/AppTests/__Snapshots__/FormTests")
    }
}
