// `below/above/left/right/before/after(ofFirstVisible:)` ([not upstream]): with a visible candidate the
// statement is exactly the plain single-view method on the first visible one, followed by `then:`;
// with none, `otherwise:` (or, without it, the plain method's warning for an empty list); with an
// empty list, the plain method's warning and nothing else.
import XCTest
@testable import PinEngine

final class FirstVisibleTests: PinTestCase {
    /// Where the first visible candidate sits in the list (first choice first), or nowhere.
    private enum FirstVisibleAt: CaseIterable {
        case first, second, last, none

        /// Its index in the three-candidate list.
        var index: Int? {
            switch self {
            case .first: 0
            case .second: 1
            case .last: 2
            case .none: nil
            }
        }
    }

    /// Root 400×400 holding three candidates at distinct places (first choice first) and the layouted
    /// view, either a sibling of them or inside a container at a fractional offset (anchors then need
    /// conversion). The candidates after the first visible one stay visible: the scan must stop.
    private struct Fixture {
        let root = View(frame: Rect(0, 0, 400, 400))
        let container = View(frame: Rect(20.5, 30, 300, 300))
        let candidates: [View] = [View(frame: Rect(200, 150, 60, 30)), View(frame: Rect(100, 90, 80, 45)),
                                  View(frame: Rect(20, 10, 50, 50))]
        let layouted = BasicView()

        init(_ at: FirstVisibleAt, nested: Bool) {
            candidates.forEach { root.addSubview($0) }
            layouted.frame = Rect(300, 300, 60, 20)
            if nested {
                root.addSubview(container)
                container.addSubview(layouted)
            } else {
                root.addSubview(layouted)
            }
            for (index, candidate) in candidates.enumerated() {
                candidate.isHidden = index < (at.index ?? candidates.count)
            }
        }

        /// The candidates as a chain passes them: its predecessors (last choice first), reversed.
        var reversedSlice: ReversedCollection<ArraySlice<View>> {
            Array(candidates.reversed())[0..<3].reversed()
        }
    }

    private struct Outcome: Equatable {
        let frame: Rect
        let warnings: Int
        let lastWarning: String?
    }

    private func outcome(_ at: FirstVisibleAt, nested: Bool, _ statement: (Fixture) -> Void) -> Outcome {
        let fixture = Fixture(at, nested: nested)
        Pin.warningCount = 0
        Pin.lastWarningText = nil
        statement(fixture)
        return Outcome(frame: fixture.layouted.frame, warnings: Pin.warningCount, lastWarning: Pin.lastWarningText)
    }

    // MARK: The matrix: direction × alignment × LTR/RTL × first visible at 1, 2, k, none (× nesting)

    func testVerticalFormsAreThePlainMethodOnTheFirstVisibleView() {
        for layoutDirection in [LayoutDirection.ltr, .rtl] {
            Pin.layoutDirection = layoutDirection
            for at in FirstVisibleAt.allCases {
                for nested in [false, true] {
                    for aligned in [HorizontalAlign.none, .left, .center, .right, .start, .end] {
                        let context = "\(layoutDirection) \(at) nested=\(nested) aligned=\(aligned)"
                        // below
                        let expectedBelow = outcome(at, nested: nested) { f in
                            if let index = at.index {
                                f.layouted.pin.below(of: f.candidates[index], aligned: aligned).marginTop(5)
                            } else {
                                f.layouted.pin.top(7).marginTop(9)
                            }
                        }
                        XCTAssertEqual(outcome(at, nested: nested) { f in
                            f.layouted.pin.below(ofFirstVisible: f.candidates, aligned: aligned,
                                                 then: { $0.marginTop(5) }, otherwise: { $0.top(7).marginTop(9) })
                        }, expectedBelow, "below \(context)")
                        XCTAssertEqual(outcome(at, nested: nested) { f in
                            f.layouted.pin.below(ofFirstVisible: f.reversedSlice, aligned: aligned,
                                                 then: { $0.marginTop(5) }, otherwise: { $0.top(7).marginTop(9) })
                        }, expectedBelow, "below, reversed slice, \(context)")
                        // above
                        let expectedAbove = outcome(at, nested: nested) { f in
                            if let index = at.index {
                                f.layouted.pin.above(of: f.candidates[index], aligned: aligned).marginBottom(5)
                            } else {
                                f.layouted.pin.bottom(7).marginBottom(9)
                            }
                        }
                        XCTAssertEqual(outcome(at, nested: nested) { f in
                            f.layouted.pin.above(ofFirstVisible: f.candidates[...], aligned: aligned,
                                                 then: { $0.marginBottom(5) }, otherwise: { $0.bottom(7).marginBottom(9) })
                        }, expectedAbove, "above \(context)")
                        // Without otherwise: exactly `below(of: visible(candidates))` when none is visible.
                        XCTAssertEqual(outcome(at, nested: nested) { f in
                            f.layouted.pin.above(ofFirstVisible: f.candidates, aligned: aligned).marginBottom(5)
                        }, outcome(at, nested: nested) { f in
                            if let index = at.index {
                                f.layouted.pin.above(of: f.candidates[index], aligned: aligned).marginBottom(5)
                            } else {
                                f.layouted.pin.above(of: visible(f.candidates), aligned: aligned).marginBottom(5)
                            }
                        }, "above without otherwise \(context)")
                    }
                }
            }
        }
    }

    func testHorizontalFormsAreThePlainMethodOnTheFirstVisibleView() {
        typealias Statement = (consuming PinLayout, View?, [View], VerticalAlign) -> PinLayout
        // Each form: the new statement, and what it must equal (the plain method on the first visible
        // view with the relative branch's margin, or the fallback branch alone).
        let forms: [(String, first: Statement, plain: Statement)] = [
            ("left", { pin, _, candidates, aligned in
                pin.left(ofFirstVisible: candidates, aligned: aligned, then: { $0.marginRight(5) }, otherwise: { $0.right(7).marginRight(9) })
            }, { pin, found, _, aligned in
                if let found { return pin.left(of: found, aligned: aligned).marginRight(5) }
                return pin.right(7).marginRight(9)
            }),
            ("right", { pin, _, candidates, aligned in
                pin.right(ofFirstVisible: candidates, aligned: aligned, then: { $0.marginLeft(5) }, otherwise: { $0.left(7).marginLeft(9) })
            }, { pin, found, _, aligned in
                if let found { return pin.right(of: found, aligned: aligned).marginLeft(5) }
                return pin.left(7).marginLeft(9)
            }),
            ("before", { pin, _, candidates, aligned in
                pin.before(ofFirstVisible: candidates, aligned: aligned, then: { $0.marginEnd(5) }, otherwise: { $0.end(7).marginEnd(9) })
            }, { pin, found, _, aligned in
                if let found { return pin.before(of: found, aligned: aligned).marginEnd(5) }
                return pin.end(7).marginEnd(9)
            }),
            ("after", { pin, _, candidates, aligned in
                pin.after(ofFirstVisible: candidates, aligned: aligned, then: { $0.marginStart(5) }, otherwise: { $0.start(7).marginStart(9) })
            }, { pin, found, _, aligned in
                if let found { return pin.after(of: found, aligned: aligned).marginStart(5) }
                return pin.start(7).marginStart(9)
            }),
            ("after without otherwise", { pin, _, candidates, aligned in
                pin.after(ofFirstVisible: candidates, aligned: aligned).marginStart(5)
            }, { pin, found, candidates, aligned in
                if let found { return pin.after(of: found, aligned: aligned).marginStart(5) }
                return pin.after(of: visible(candidates), aligned: aligned).marginStart(5)
            }),
        ]
        for layoutDirection in [LayoutDirection.ltr, .rtl] {
            Pin.layoutDirection = layoutDirection
            for at in FirstVisibleAt.allCases {
                for nested in [false, true] {
                    for aligned in [VerticalAlign.none, .top, .center, .bottom] {
                        for (name, first, plain) in forms {
                            let context = "\(name) \(layoutDirection) \(at) nested=\(nested) aligned=\(aligned)"
                            let expected = outcome(at, nested: nested) { f in
                                _ = plain(f.layouted.pin, at.index.map { f.candidates[$0] }, f.candidates, aligned)
                            }
                            XCTAssertEqual(outcome(at, nested: nested) { f in
                                _ = first(f.layouted.pin, nil, f.candidates, aligned)
                            }, expected, context)
                        }
                    }
                }
            }
        }
    }

    // MARK: Frames, written out

    /// PinLayout's Introduction case with a hideable segmented control: the label goes below the logo
    /// when the control is hidden, and to the top with its own margin when both are.
    func testIntroductionCaseFrames() {
        let root = View(frame: Rect(0, 0, 400, 400))
        let logo = View(frame: Rect(10, 10, 100, 100))
        let segmented = BasicView(frame: Rect(120, 10, 270, 30))
        let label = View(frame: Rect(0, 0, 200, 40))
        [logo, segmented, label].forEach { root.addSubview($0) }
        func layoutLabel() -> Rect {
            label.pin.below(ofFirstVisible: [segmented, logo], aligned: .left,
                            then: { $0.marginTop(10) }, otherwise: { $0.top().left().marginTop(20).marginLeft(10) })
            return label.frame
        }
        XCTAssertEqual(layoutLabel(), Rect(120, 50, 200, 40))
        segmented.isHidden = true
        XCTAssertEqual(layoutLabel(), Rect(10, 120, 200, 40))
        logo.alpha = 0
        XCTAssertEqual(layoutLabel(), Rect(10, 20, 200, 40))
        assertNoWarning()
    }

    // MARK: Edge cases

    func testAnEmptyListWarnsAsThePlainMethodAndRunsNoBranch() {
        var branchCalls = 0
        let statements: [(String, (Fixture) -> Void, (Fixture) -> Void)] = [
            ("below", { f in
                f.layouted.pin.below(ofFirstVisible: [View](), aligned: .left,
                                     then: { branchCalls += 1; return $0 }, otherwise: { branchCalls += 1; return $0.top(50) })
            }, { $0.layouted.pin.below(of: [View](), aligned: .left) }),
            ("above", { f in f.layouted.pin.above(ofFirstVisible: f.candidates[0..<0]) }, { $0.layouted.pin.above(of: [View]()) }),
            ("after", { f in
                f.layouted.pin.after(ofFirstVisible: f.candidates[0..<0].reversed(), aligned: .center,
                                     otherwise: { branchCalls += 1; return $0.start() })
            }, { $0.layouted.pin.after(of: [View](), aligned: .center) }),
            ("left", { f in f.layouted.pin.left(ofFirstVisible: [View](), otherwise: { branchCalls += 1; return $0 }) },
             { $0.layouted.pin.left(of: [View]()) }),
        ]
        for (name, statement, plain) in statements {
            let result = outcome(.first, nested: false, statement)
            XCTAssertEqual(result, outcome(.first, nested: false, plain), name)
            XCTAssertEqual(result.frame, Rect(300, 300, 60, 20), name)
            XCTAssertEqual(result.warnings, 1, name)
            XCTAssertTrue(result.lastWarning?.contains("At least one view must be visible") ?? false, name)
        }
        XCTAssertEqual(branchCalls, 0)
        XCTAssertEqual(outcome(.first, nested: false, statements[0].1).lastWarning,
                       "PinLayout Warning: below(of: [], aligned: .left) won't be applied, At least one view must be visible (i.e. UIView.isHidden != true) ")
    }

    func testNoBranchRunsWithoutASuperview() {
        let orphan = View(frame: Rect(1, 2, 3, 4))
        let hidden = View()
        hidden.isHidden = true
        var branchCalls = 0
        orphan.pin.below(ofFirstVisible: [View()], then: { branchCalls += 1; return $0.top(1) }, otherwise: { branchCalls += 1; return $0 })
        orphan.pin.below(ofFirstVisible: [hidden], otherwise: { branchCalls += 1; return $0.top(50) })
        orphan.pin.after(ofFirstVisible: [View]())
        orphan.pin.after(ofFirstVisible: [hidden])
        XCTAssertEqual(branchCalls, 0)
        XCTAssertEqual(orphan.frame, Rect(1, 2, 3, 4))
        assertNoWarning()
    }

    func testAnUnattachedFirstVisibleViewWarnsAsThePlainMethodAndTakesTheRelativeBranch() {
        let unattached = View(frame: Rect(1, 2, 3, 4))
        let plain = outcome(.first, nested: false) { $0.layouted.pin.below(of: unattached, aligned: .left).marginTop(8) }
        let firstVisible = outcome(.first, nested: false) {
            $0.layouted.pin.below(ofFirstVisible: [unattached, $0.candidates[0]], aligned: .left,
                                  then: { $0.marginTop(8) }, otherwise: { $0.top(50) })
        }
        XCTAssertEqual(firstVisible, plain)
        XCTAssertEqual(plain.warnings, 1)
        XCTAssertTrue(plain.lastWarning?.contains("must be added as a sub-view") ?? false)
    }

    func testModifiersAfterTheCallApplyToBothBranches() {
        let statement: (Fixture) -> Void = {
            $0.layouted.pin.below(ofFirstVisible: $0.candidates, otherwise: { $0.top() }).width(30)
        }
        XCTAssertEqual(outcome(.none, nested: false, statement).frame, Rect(300, 0, 30, 20))
        XCTAssertEqual(outcome(.second, nested: false, statement).frame, Rect(300, 135, 30, 20))
    }

    func testAnArrayOfASubclassIsAList() {
        let result = outcome(.first, nested: false) { f in
            let basics = [BasicView(frame: Rect(0, 0, 10, 10)), BasicView(frame: Rect(50, 60, 10, 10))]
            basics.forEach { f.root.addSubview($0) }
            basics[0].isHidden = true
            f.layouted.pin.after(ofFirstVisible: basics, aligned: .top, otherwise: { $0 })
        }
        XCTAssertEqual(result.frame, Rect(60, 60, 60, 20))
    }
}
