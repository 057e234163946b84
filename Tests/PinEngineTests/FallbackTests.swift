// The PR #256 fallback API (engine-specific, [not upstream]): with at least one relative view each form
// is exactly the plain relative method; with none it pins the main-axis edge to the superview edge,
// with no alignment and no warning (`ifNeeded: .none` keeps the plain warning).
import XCTest
@testable import PinEngine

final class FallbackTests: PinTestCase {
    /// Which relative views are visible.
    private enum Visibility: CaseIterable { case none, one, several }

    /// A fresh fixture: root 400×400 with aView and bView (RelativePositionMultipleViewsSpec geometry), and
    /// the layouted view either a sibling of them or a child of bView (anchors then need conversion).
    private struct Fixture {
        let root = View(frame: Rect(0, 0, 400, 400))
        let a = BasicView()
        let b = BasicView()
        let layouted = BasicView()

        init(visibility: Visibility, nested: Bool) {
            a.frame = Rect(40, 100, 100, 60)
            b.frame = Rect(160, 120, 110, 80)
            root.addSubview(a)
            root.addSubview(b)
            if nested {
                layouted.frame = Rect(40, 10, 60, 20)
                b.addSubview(layouted)
            } else {
                layouted.frame = Rect(300, 300, 60, 20)
                root.addSubview(layouted)
            }
            a.isHidden = visibility == .none
            b.isHidden = visibility != .several
        }

        var candidates: [View] { [a, b] }
    }

    private struct Outcome: Equatable {
        let frame: Rect
        let warnings: Int
        let lastWarning: String?
    }

    /// Runs `statement` on a fresh fixture and records the frame and the warnings it produced.
    private func outcome(_ visibility: Visibility, nested: Bool, _ statement: (Fixture) -> Void) -> Outcome {
        let fixture = Fixture(visibility: visibility, nested: nested)
        Pin.warningCount = 0
        Pin.lastWarningText = nil
        statement(fixture)
        return Outcome(frame: fixture.layouted.frame, warnings: Pin.warningCount, lastWarning: Pin.lastWarningText)
    }

    private let directions: [LayoutDirection] = [.ltr, .rtl]

    // MARK: With visible relative views: identical to the plain methods

    func testVerticalFormsEqualThePlainMethodWhenAViewIsVisible() {
        for direction in directions {
            Pin.layoutDirection = direction
            for visibility in [Visibility.one, .several] {
                for nested in [false, true] {
                    for aligned in [HorizontalAlign.none, .left, .center, .right, .start, .end] {
                        let context = "\(direction) \(visibility) nested=\(nested) aligned=\(aligned)"
                        let plainBelow = outcome(visibility, nested: nested) {
                            $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned).marginTop(5)
                        }
                        let plainAbove = outcome(visibility, nested: nested) {
                            $0.layouted.pin.above(of: visible($0.candidates), aligned: aligned).marginBottom(5)
                        }
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.topIfNotBelow(of: visible($0.candidates), aligned: aligned).marginTop(5)
                        }, plainBelow, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.bottomIfNotAbove(of: visible($0.candidates), aligned: aligned).marginBottom(5)
                        }, plainAbove, context)
                        for fallback in [VerticalFallback.none, .top, .bottom, .center] {
                            XCTAssertEqual(outcome(visibility, nested: nested) {
                                $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned, ifNeeded: fallback).marginTop(5)
                            }, plainBelow, "\(context) ifNeeded=\(fallback)")
                            XCTAssertEqual(outcome(visibility, nested: nested) {
                                $0.layouted.pin.above(of: visible($0.candidates), aligned: aligned, ifNeeded: fallback).marginBottom(5)
                            }, plainAbove, "\(context) ifNeeded=\(fallback)")
                        }
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned,
                                                  otherwise: { $0.top(40).marginTop(50) }).marginTop(5)
                        }, plainBelow, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.above(of: visible($0.candidates), aligned: aligned,
                                                  then: { $0.marginBottom(5) }, otherwise: { $0.bottom(40) })
                        }, plainAbove, context)
                    }
                }
            }
        }
    }

    func testHorizontalFormsEqualThePlainMethodWhenAViewIsVisible() {
        for direction in directions {
            Pin.layoutDirection = direction
            for visibility in [Visibility.one, .several] {
                for nested in [false, true] {
                    for aligned in [VerticalAlign.none, .top, .center, .bottom] {
                        let context = "\(direction) \(visibility) nested=\(nested) aligned=\(aligned)"
                        let plainRight = outcome(visibility, nested: nested) {
                            $0.layouted.pin.right(of: visible($0.candidates), aligned: aligned).marginLeft(5)
                        }
                        let plainLeft = outcome(visibility, nested: nested) {
                            $0.layouted.pin.left(of: visible($0.candidates), aligned: aligned).marginRight(5)
                        }
                        let plainAfter = outcome(visibility, nested: nested) {
                            $0.layouted.pin.after(of: visible($0.candidates), aligned: aligned).marginStart(5)
                        }
                        let plainBefore = outcome(visibility, nested: nested) {
                            $0.layouted.pin.before(of: visible($0.candidates), aligned: aligned).marginEnd(5)
                        }
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.leftIfNotRight(of: visible($0.candidates), aligned: aligned).marginLeft(5)
                        }, plainRight, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.rightIfNotLeft(of: visible($0.candidates), aligned: aligned).marginRight(5)
                        }, plainLeft, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.startIfNotAfter(of: visible($0.candidates), aligned: aligned).marginStart(5)
                        }, plainAfter, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.endIfNotBefore(of: visible($0.candidates), aligned: aligned).marginEnd(5)
                        }, plainBefore, context)
                        for fallback in [HorizontalFallback.none, .left, .right, .center, .start, .end] {
                            XCTAssertEqual(outcome(visibility, nested: nested) {
                                $0.layouted.pin.after(of: visible($0.candidates), aligned: aligned, ifNeeded: fallback).marginStart(5)
                            }, plainAfter, "\(context) ifNeeded=\(fallback)")
                            XCTAssertEqual(outcome(visibility, nested: nested) {
                                $0.layouted.pin.left(of: visible($0.candidates), aligned: aligned, ifNeeded: fallback).marginRight(5)
                            }, plainLeft, "\(context) ifNeeded=\(fallback)")
                        }
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.before(of: visible($0.candidates), aligned: aligned,
                                                   then: { $0.marginEnd(5) }, otherwise: { $0.start(7) })
                        }, plainBefore, context)
                        XCTAssertEqual(outcome(visibility, nested: nested) {
                            $0.layouted.pin.right(of: visible($0.candidates), aligned: aligned,
                                                  otherwise: { $0.left(9) }).marginLeft(5)
                        }, plainRight, context)
                    }
                }
            }
        }
    }

    func testUnattachedReferencesWarnExactlyLikeThePlainMethod() {
        let plain = outcome(.several, nested: false) {
            $0.layouted.pin.below(of: visible([$0.a, View(frame: Rect(1, 2, 3, 4))]), aligned: .left)
        }
        let fallback = outcome(.several, nested: false) {
            $0.layouted.pin.topIfNotBelow(of: visible([$0.a, View(frame: Rect(1, 2, 3, 4))]), aligned: .left)
        }
        XCTAssertEqual(fallback, plain)
        XCTAssertEqual(plain.warnings, 1)
        XCTAssertTrue(plain.lastWarning?.contains("must be added as a sub-view") ?? false)
    }

    // MARK: With no visible relative view: the superview edge, no alignment, no warning

    func testVerticalFallbacksPinTheMainEdgeToTheSuperview() {
        for direction in directions {
            Pin.layoutDirection = direction
            for nested in [false, true] {
                // Nested: the layouted view sits in bView (110×80), so the superview edges are bView's.
                let height = nested ? 80.0 : 400.0
                let x = nested ? 40.0 : 300.0
                for aligned in [HorizontalAlign.none, .left, .center, .right, .start, .end] {
                    let context = "\(direction) nested=\(nested) aligned=\(aligned)"
                    let cases: [(String, (Fixture) -> Void, Rect)] = [
                        ("topIfNotBelow", { $0.layouted.pin.topIfNotBelow(of: visible($0.candidates), aligned: aligned).marginTop(5) },
                         Rect(x, 5, 60, 20)),
                        ("below .top", { $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned, ifNeeded: .top).marginTop(5) },
                         Rect(x, 5, 60, 20)),
                        ("below .bottom", { $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned, ifNeeded: .bottom).marginBottom(5) },
                         Rect(x, height - 25, 60, 20)),
                        ("below .center", { $0.layouted.pin.below(of: visible($0.candidates), aligned: aligned, ifNeeded: .center) },
                         Rect(x, height / 2 - 10, 60, 20)),
                        ("bottomIfNotAbove", { $0.layouted.pin.bottomIfNotAbove(of: visible($0.candidates), aligned: aligned).marginBottom(5) },
                         Rect(x, height - 25, 60, 20)),
                        ("above .top", { $0.layouted.pin.above(of: visible($0.candidates), aligned: aligned, ifNeeded: .top) },
                         Rect(x, 0, 60, 20)),
                    ]
                    for (name, statement, expected) in cases {
                        let result = outcome(.none, nested: nested, statement)
                        XCTAssertEqual(result.frame, expected, "\(name) \(context)")
                        XCTAssertEqual(result.warnings, 0, "\(name) \(context): \(result.lastWarning ?? "")")
                    }
                }
            }
        }
    }

    func testHorizontalFallbacksPinTheMainEdgeToTheSuperview() {
        for direction in directions {
            Pin.layoutDirection = direction
            let ltr = direction == .ltr
            for nested in [false, true] {
                let width = nested ? 110.0 : 400.0
                let y = nested ? 10.0 : 300.0
                for aligned in [VerticalAlign.none, .top, .center, .bottom] {
                    let context = "\(direction) nested=\(nested) aligned=\(aligned)"
                    let startX = ltr ? 5.0 : width - 65
                    let endX = ltr ? width - 65 : 5.0
                    let cases: [(String, (Fixture) -> Void, Rect)] = [
                        ("leftIfNotRight", { $0.layouted.pin.leftIfNotRight(of: visible($0.candidates), aligned: aligned).marginLeft(5) },
                         Rect(5, y, 60, 20)),
                        ("rightIfNotLeft", { $0.layouted.pin.rightIfNotLeft(of: visible($0.candidates), aligned: aligned).marginRight(5) },
                         Rect(width - 65, y, 60, 20)),
                        ("startIfNotAfter", { $0.layouted.pin.startIfNotAfter(of: visible($0.candidates), aligned: aligned).marginStart(5) },
                         Rect(startX, y, 60, 20)),
                        ("endIfNotBefore", { $0.layouted.pin.endIfNotBefore(of: visible($0.candidates), aligned: aligned).marginEnd(5) },
                         Rect(endX, y, 60, 20)),
                        ("after .center", { $0.layouted.pin.after(of: visible($0.candidates), aligned: aligned, ifNeeded: .center) },
                         Rect(width / 2 - 30, y, 60, 20)),
                        ("before .left", { $0.layouted.pin.before(of: visible($0.candidates), aligned: aligned, ifNeeded: .left).marginLeft(5) },
                         Rect(5, y, 60, 20)),
                        ("right(of:) .end", { $0.layouted.pin.right(of: visible($0.candidates), aligned: aligned, ifNeeded: .end).marginEnd(5) },
                         Rect(endX, y, 60, 20)),
                        ("left(of:) .right", { $0.layouted.pin.left(of: visible($0.candidates), aligned: aligned, ifNeeded: .right) },
                         Rect(width - 60, y, 60, 20)),
                    ]
                    for (name, statement, expected) in cases {
                        let result = outcome(.none, nested: nested, statement)
                        XCTAssertEqual(result.frame, expected, "\(name) \(context)")
                        XCTAssertEqual(result.warnings, 0, "\(name) \(context): \(result.lastWarning ?? "")")
                    }
                }
            }
        }
    }

    func testIfNeededNoneKeepsTheUpstreamWarning() {
        let plain = outcome(.none, nested: false) { $0.layouted.pin.below(of: visible($0.candidates), aligned: .left) }
        let none = outcome(.none, nested: false) {
            $0.layouted.pin.below(of: visible($0.candidates), aligned: .left, ifNeeded: .none)
        }
        XCTAssertEqual(none, plain)
        XCTAssertEqual(plain.frame, Rect(300, 300, 60, 20))
        XCTAssertEqual(plain.warnings, 1)
        XCTAssertEqual(plain.lastWarning,
                       "PinLayout Warning: below(of: [], aligned: .left) won't be applied, At least one view must be visible (i.e. UIView.isHidden != true) ")
        let horizontal = outcome(.none, nested: false) {
            $0.layouted.pin.after(of: visible($0.candidates), ifNeeded: .none)
        }
        XCTAssertEqual(horizontal.warnings, 1)
        XCTAssertEqual(horizontal.frame, Rect(300, 300, 60, 20))
    }

    // MARK: otherwise: each branch applies its own modifiers

    func testOtherwiseAppliesTheFallbackBranchModifiersOnly() {
        let statement: (Fixture) -> Void = {
            $0.layouted.pin.below(of: visible($0.candidates), aligned: .left,
                                  then: { $0.marginTop(8) }, otherwise: { $0.top().left(16).marginTop(20) })
        }
        let fallback = outcome(.none, nested: false, statement)
        XCTAssertEqual(fallback.frame, Rect(16, 20, 60, 20))
        XCTAssertEqual(fallback.warnings, 0)
        // One visible (aView: bottom 160, left 40): the relative branch with its own margin.
        let relative = outcome(.one, nested: false, statement)
        XCTAssertEqual(relative.frame, Rect(40, 168, 60, 20))
        XCTAssertEqual(relative.warnings, 0)
    }

    func testModifiersAfterOtherwiseApplyToBothBranches() {
        let statement: (Fixture) -> Void = {
            $0.layouted.pin.after(of: visible($0.candidates), aligned: .top, otherwise: { $0.start() }).width(30)
        }
        XCTAssertEqual(outcome(.none, nested: false, statement).frame, Rect(0, 300, 30, 20))
        // Both visible: right of bView (maxX 270), top on the topmost top (aView 100).
        XCTAssertEqual(outcome(.several, nested: false, statement).frame, Rect(270, 100, 30, 20))
    }

    func testOtherwiseIsNotCalledWithoutASuperview() {
        let orphan = View(frame: Rect(1, 2, 3, 4))
        var fallbackCalls = 0
        orphan.pin.below(of: visible([View()]), otherwise: { fallbackCalls += 1; return $0.top(50) })
        orphan.pin.topIfNotBelow(of: [View]())
        XCTAssertEqual(fallbackCalls, 0)
        XCTAssertEqual(orphan.frame, Rect(1, 2, 3, 4))
        assertNoWarning()
    }

    func testFallbackConflictsFollowTheUsualFirstValueWinsRule() {
        let result = outcome(.none, nested: false) {
            $0.layouted.pin.vCenter().topIfNotBelow(of: visible($0.candidates))
        }
        XCTAssertEqual(result.frame, Rect(300, 190, 60, 20))
        XCTAssertEqual(result.warnings, 1)
        XCTAssertTrue(result.lastWarning?.contains("conflicts with the following already set properties") ?? false)
    }

    func testSlicesAndPlainArraysAreAcceptedAsLists() {
        let sliceResult = outcome(.one, nested: false) {
            let views: [View] = [$0.a, $0.b, $0.layouted]
            $0.layouted.pin.topIfNotBelow(of: visible(views[0..<2]), aligned: .left)
        }
        let arrayResult = outcome(.one, nested: false) { $0.layouted.pin.below(of: [$0.a], aligned: .left) }
        XCTAssertEqual(sliceResult, arrayResult)
        XCTAssertEqual(arrayResult.frame, Rect(40, 160, 60, 20))
        // An unfiltered list is never empty because of hidden views: hidden views still count.
        let unfiltered = outcome(.none, nested: false) { $0.layouted.pin.topIfNotBelow(of: $0.candidates, aligned: .left) }
        XCTAssertEqual(unfiltered.frame, Rect(40, 200, 60, 20))
    }
}
