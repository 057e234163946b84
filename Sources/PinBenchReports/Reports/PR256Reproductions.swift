import PinEngine
import PinWireframe

/// The page's reproductions, run live on fresh fixtures, so the frames shown stay true.
enum PR256Reproductions {
    /// A statement, the view's frame per state, and the whole tree per state.
    struct Row: Sendable {
        let code: String
        let note: String
        let frames: [Rect]
        let wireframes: [Wireframe]
        /// Where the view was meant to go in each state: the frames of the table's row that does what was intended.
        fileprivate(set) var intended: [Rect] = []
    }

    /// A table of statements against the same states; `view` names the laid-out view.
    struct Table: Sendable {
        let view: String
        let states: [String]
        let rows: [Row]

        /// `rows`, each row's intended frames those of the row at its index in `intendedBy`.
        init(view: String, states: [String], rows: [Row], intendedBy: [Int]) {
            precondition(intendedBy.count == rows.count, "one intended row per row")
            self.view = view
            self.states = states
            self.rows = zip(rows, intendedBy).map { row, intent in
                var row = row
                row.intended = rows[intent].frames
                return row
            }
        }
    }

    /// PinLayout's Introduction layout, cut down to logo, segmented control and label.
    final class Introduction {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let logo = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let segmented = View(frame: Rect(x: 120, y: 10, width: 270, height: 30))
        let label = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))

        init(segmentedHidden: Bool) {
            [logo, segmented, label].forEach { root.addSubview($0) }
            segmented.isHidden = segmentedHidden
        }

        /// The tree as it is now, the label highlighted.
        var wireframe: Wireframe {
            let names = [(root, "root"), (logo, "logo"), (segmented, "segmented"), (label, "label")]
            return Wireframe(of: root, highlighted: label) { view in names.first { $0.0 === view }?.1 }
        }
    }

    /// The fixture text printed above the tables.
    static let introductionSetup = "root 400×400; logo (10, 10, 100, 100); segmented (120, 10, 270, 30), "
        + "after the logo; label 200×40, starting at (0, 0)"

    private static func introductionRow(_ code: String, _ note: String, _ statement: (Introduction) -> Void) -> Row {
        let fixtures = [false, true].map { hidden in
            let fixture = Introduction(segmentedHidden: hidden)
            statement(fixture)
            return fixture
        }
        return Row(code: code, note: note, frames: fixtures.map(\.label.frame), wireframes: fixtures.map(\.wireframe))
    }

    /// Objection 1, too specific: the label should go below the nearest visible view above it.
    static func tooSpecific() -> Table {
        Table(view: "label", states: ["segmented visible", "segmented hidden"], rows: [
            introductionRow("label.pin.topIfNotBelow(of: visible([segmented]), aligned: .left).marginTop(10)",
                            "PR #256: hidden control → superview top, over the logo") {
                $0.label.pin.topIfNotBelow(of: visible([$0.segmented]), aligned: .left).marginTop(10)
            },
            introductionRow("label.pin.topIfNotBelow(of: visible([segmented, logo]), aligned: .left).marginTop(10)",
                            "PR #256 listing every view above: visible control → below and aligned on both, not below the control") {
                $0.label.pin.topIfNotBelow(of: visible([$0.segmented, $0.logo]), aligned: .left).marginTop(10)
            },
            introductionRow("label.pin.below(ofFirstVisible: [segmented, logo], aligned: .left).marginTop(10)",
                            "proposed: below the first visible, in order") {
                $0.label.pin.below(ofFirstVisible: [$0.segmented, $0.logo], aligned: .left).marginTop(10)
            },
        ], intendedBy: [2, 2, 2])
    }

    /// Objection 2, shared modifiers: 12 below the control, but 10 from the top without it.
    static func sharedModifiers() -> Table {
        Table(view: "label", states: ["segmented visible", "segmented hidden"], rows: [
            introductionRow("label.pin.topIfNotBelow(of: visible([segmented]), aligned: .left).marginTop(12)",
                            "PR #256: the fallback gets the 12 too") {
                $0.label.pin.topIfNotBelow(of: visible([$0.segmented]), aligned: .left).marginTop(12)
            },
            introductionRow("label.pin.below(ofFirstVisible: [segmented], aligned: .left,\n"
                                + "                then: { $0.marginTop(12) }, otherwise: { $0.top().marginTop(10) })",
                            "proposed: each branch its own margin") {
                $0.label.pin.below(ofFirstVisible: [$0.segmented], aligned: .left,
                                   then: { $0.marginTop(12) }, otherwise: { $0.top().marginTop(10) })
            },
            introductionRow("if segmented.isHidden { label.pin.top().marginTop(10) }\n"
                                + "else { label.pin.below(of: segmented, aligned: .left).marginTop(12) }",
                            "today's if/else") {
                if $0.segmented.isHidden {
                    $0.label.pin.top().marginTop(10)
                } else {
                    $0.label.pin.below(of: $0.segmented, aligned: .left).marginTop(12)
                }
            },
        ], intendedBy: [2, 2, 2])
    }

    /// The PR's `ifNeeded: .bottom`/`.center` as written, next to PinEngine's intent.
    static func ifNeededDefect() -> Table {
        func row(_ code: String, _ note: String, _ statement: (View, View) -> Void) -> Row {
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let hidden = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            let view = View(frame: Rect(x: 300, y: 300, width: 60, height: 20))
            root.addSubview(hidden)
            root.addSubview(view)
            hidden.isHidden = true
            statement(view, hidden)
            let names = [(root, "root"), (hidden, "a"), (view, "view")]
            let wireframe = Wireframe(of: root, highlighted: view) { candidate in names.first { $0.0 === candidate }?.1 }
            return Row(code: code, note: note, frames: [view.frame], wireframes: [wireframe])
        }
        return Table(view: "view", states: ["a hidden"], rows: [
            row("view.pin.bottom(400)", "what the PR's setBottom(0) stores: bottom = 400 − 400 = 0, the superview's top") {
                view, _ in view.pin.bottom(400)
            },
            row("view.pin.below(of: visible([a]), ifNeeded: .bottom)", "PinEngine: bottom(), the intent") {
                view, a in view.pin.below(of: visible([a]), ifNeeded: .bottom)
            },
            row("view.pin.vCenter(-200)", "what the PR's setVerticalCenter(0) stores: centre = 200 − 200 = 0") {
                view, _ in view.pin.vCenter(-200)
            },
            row("view.pin.below(of: visible([a]), ifNeeded: .center)", "PinEngine: vCenter(), the intent") {
                view, a in view.pin.below(of: visible([a]), ifNeeded: .center)
            },
        ], intendedBy: [1, 1, 3, 3])
    }
}
