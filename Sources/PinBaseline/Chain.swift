import PinEngine

/// The direction a chain grows in: each view is placed beyond the last visible view before it.
public enum ChainDirection: String, CaseIterable, Sendable {
    /// `below(of:)`; the first view goes to the superview's top.
    case down
    /// `above(of:)`; the first view goes to the superview's bottom.
    case up
    /// `after(of:)` (right in LTR, left in RTL); the first view goes to the superview's start.
    case after
    /// `before(of:)` (left in LTR, right in RTL); the first view goes to the superview's end.
    case before

    /// True for `down`/`up`, whose cross axis is horizontal.
    public var isVertical: Bool { self == .down || self == .up }
}

/// A chain of views to lay out, as a layout pass sees it: the views in chain order and what each
/// statement needs. Every strategy lays out the same `Chain`; the benchmark builds it from a scenario.
public struct Chain {
    /// The views, first to last. Each is positioned relative to views before it.
    public let views: [View]
    /// The way the chain grows.
    public let direction: ChainDirection
    /// Cross-axis alignment of `down`/`up` chains (`below(of:aligned:)`).
    public let horizontalAlignment: HorizontalAlign
    /// Cross-axis alignment of `after`/`before` chains (`after(of:aligned:)`).
    public let verticalAlignment: VerticalAlign
    /// Main-axis margin of each view from the view it follows.
    public let margins: [Double]
    /// Main-axis margin of each view from the superview edge, used when no view before it is visible.
    public let fallbackMargins: [Double]
    /// How many predecessors a view is positioned against: 1 (the immediate one), k, or `Int.max` (all).
    public let fanIn: Int

    /// A chain of `views` with one margin and one fallback margin per view.
    public init(views: [View], direction: ChainDirection, horizontalAlignment: HorizontalAlign,
                verticalAlignment: VerticalAlign, margins: [Double], fallbackMargins: [Double], fanIn: Int) {
        precondition(margins.count == views.count && fallbackMargins.count == views.count, "one margin per view")
        precondition(fanIn >= 1, "a view follows at least its immediate predecessor")
        self.views = views
        self.direction = direction
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.margins = margins
        self.fallbackMargins = fallbackMargins
        self.fanIn = fanIn
    }

    /// The index of the first predecessor view `index` is positioned against.
    @inline(__always)
    public func windowStart(_ index: Int) -> Int {
        index > fanIn ? index - fanIn : 0
    }
}

extension Chain {
    /// Calls `body` for each view with its index and its visible predecessors
    /// (`visible(views[windowStart(i)..<i])`, allocation-free).
    @inlinable
    public func forEachView(_ body: (_ index: Int, _ view: View, _ previous: VisibleViews) -> Void) {
        for index in views.indices {
            body(index, views[index], visible(views[windowStart(index)..<index]))
        }
    }
}
