import PinEngine

/// An app screen of your own, timed and verified beside the built-in ones
/// (`PinBench.main(strategies:screens:)`): its views, which may be hidden, their sizes and its layout
/// code.
/// `screen=<name> depth=N` lays out N instances; `verify` compares each strategy with the layout code
/// run on plain `isHidden` checks, since a registered screen has no hand-computed frames.
public protocol ScreenDefinition: Sendable {
    /// Short name for specs and case names: letters, digits, `-` and `_`.
    var name: String { get }
    /// Roles of the screen's views, in layout order; `roles[i]` names `ScreenInstance.views[i]`.
    var roles: [String] { get }
    /// Indices into `roles` of the views that may be hidden; the others are always visible.
    var optionalViews: [Int] { get }
    /// The size of each instance's container (a screen, a cell, a bar).
    var containerSize: Size { get }
    /// The safe-area insets of each instance's container; none by default.
    var safeAreaInsets: EdgeInsets { get }
    /// The size of view `role` before layout; `lengths` varies it from the seed, as text does.
    func size(of role: Int, lengths: LengthDraw) -> Size
    /// Lays out one instance; statements following optional views come from `statements`.
    func layout<S: FollowingStatements>(_ instance: ScreenInstance, _ statements: S)
}

extension ScreenDefinition {
    public var safeAreaInsets: EdgeInsets { .zero }
}

/// A random length for one view of one instance, reproducible from the scenario's seed.
public struct LengthDraw {
    let values: ScenarioValues
    /// The view's index among all views of all instances.
    let index: Int

    /// A length of `range` quarter points (quarters make rounding at scale 3 do work).
    public func quarterPoints(_ range: ClosedRange<Int>) -> Double {
        Double(values.int(for: index, .width, in: range)) / 4
    }
}
