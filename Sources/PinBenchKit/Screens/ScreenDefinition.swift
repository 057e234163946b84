import PinEngine

/// An app screen of your own, to time and verify beside the built-in ones (register it with
/// `PinBench.main(strategies:screens:)`): its views, which of them may be hidden, their sizes, and its
/// layout code, written once against the statements each strategy supplies (`FollowingStatements`).
///
/// A scenario with the screen (`screen=<name> depth=N`) lays out N instances of it, each a container
/// of `containerSize` holding one view per role, whose optional views the scenario's hidden pattern
/// hides. A registered screen has no hand-computed frames: `verify` compares each strategy's frames
/// with this layout code run on plain `isHidden` checks (`ReferenceScreenStatements`, the form users
/// write today), so it tells whether the strategies agree on the screen. The built-in screens also
/// check the engine's arithmetic against frames computed by hand, and `manual` lays out only those.
public protocol ScreenDefinition: Sendable {
    /// Short name for scenario specs and case names (`screen=profile`, `app:profile`): letters,
    /// digits, `-` and `_`.
    var name: String { get }
    /// Roles of the screen's views, in layout order; `roles[i]` names `ScreenInstance.views[i]`.
    var roles: [String] { get }
    /// Indices into `roles` of the views that may be hidden; the others are always visible.
    var optionalViews: [Int] { get }
    /// The size of each instance's container (a screen, a cell, a bar).
    var containerSize: Size { get }
    /// The safe-area insets set on each instance's container, as the system sets a view controller's
    /// root view's; none by default.
    var safeAreaInsets: EdgeInsets { get }
    /// The size of view `role` before layout (the layout code reads it from `ScreenInstance.sizes`);
    /// `lengths` draws a length from the scenario's seed so that sizes vary as text does.
    func size(of role: Int, lengths: LengthDraw) -> Size
    /// Lays out one instance, as the screen's `layoutSubviews` would: a statement that follows optional
    /// views comes from `statements` (the strategy being timed or verified), the rest is plain PinLayout.
    func layout<S: FollowingStatements>(_ instance: ScreenInstance, _ statements: S)
}

extension ScreenDefinition {
    public var safeAreaInsets: EdgeInsets { .zero }
}

/// A random length for one view of one screen instance, drawn from the scenario's seed: the same
/// scenario gives the same lengths, other seeds and instances other ones.
public struct LengthDraw {
    let values: ScenarioValues
    /// The view's index among all views of all instances.
    let index: Int

    /// A length of `range` quarter points (`quarterPoints(0...400)` is 0 to 100 points; quarters make
    /// pixel rounding at scale 3 do work). Every call with the same range gives the same length.
    public func quarterPoints(_ range: ClosedRange<Int>) -> Double {
        Double(values.int(for: index, .width, in: range)) / 4
    }
}
