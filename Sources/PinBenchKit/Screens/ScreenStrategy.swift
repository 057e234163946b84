import PinEngine

/// A strategy that also lays out the app screens (`AppScreen`). Every strategy but `visible-only`
/// (upstream's plain form, which has no fallback to write) is one.
public protocol ScreenStrategy: ChainStrategy {
    /// Whether the strategy lays out `screen` (default: every screen).
    static func laysOut(_ screen: AppScreen) -> Bool
    /// Lays out every instance of the screens once.
    func layout(_ screens: AppScreens)
}

extension ScreenStrategy {
    public static func laysOut(_ screen: AppScreen) -> Bool { true }
}

extension ChainStrategy {
    /// Whether the strategy lays out `scenario`: every strategy lays out a chain; an app screen, the
    /// screen strategies that lay it out (`manual` only the built-in screens, whose frames it computes
    /// by hand).
    public static func laysOut(_ scenario: Scenario) -> Bool {
        guard let screen = scenario.screen else { return true }
        return (self as? any ScreenStrategy.Type)?.laysOut(screen) ?? false
    }
}

/// How a strategy writes the one statement app screens need it for: a view that goes beyond the
/// nearest visible view among optional views before it, with its own margin, or somewhere else
/// (`fallback`) when none of them is visible. A screen's layout code (`ScreenDefinition.layout`) is
/// written once; each strategy supplies this statement in its own form, and the caller chains the
/// statement's other modifiers (size, cross axis) after it, so they apply to both branches.
public protocol FollowingStatements {
    /// `view` below the nearest visible of `predecessors` (layout order, nearest last), `margin`
    /// below it; `fallback` when none is visible.
    func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
               otherwise fallback: ScreenFallback) -> PinLayout
    /// `view` before (towards the start of) the nearest visible of `predecessors`, `margin` from it;
    /// `fallback` when none is visible.
    func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                otherwise fallback: ScreenFallback) -> PinLayout
}

/// A strategy that lays out every screen through its `FollowingStatements`: the built-in screens
/// through their layout code specialised for the strategy (`AppScreenLayout`), a registered screen
/// through its definition's generic `layout` (one call per instance, not specialised across modules).
public protocol ScreenStatements: ScreenStrategy, FollowingStatements {}

extension ScreenStatements {
    public func layout(_ screens: AppScreens) {
        if let builtIn = screens.screen.builtIn {
            AppScreenLayout.layout(screens, builtIn, self)
        } else {
            let definition = screens.screen.definition
            for instance in screens.instances { definition.layout(instance, self) }
        }
    }
}

/// Where a screen's view goes when none of the optional views it follows is visible, as the screen's
/// author means it. The PR's forms (`topIfNotBelow`, `ifNeeded:`) cannot say it: they pin the edge of
/// the superview with the relative branch's margin (the `shared-modifiers` and
/// `superview-edge-fallback` findings).
public enum ScreenFallback: Sendable {
    /// The superview's edge on the statement's axis (`top()`, `end()`), `margin` from it.
    case edge(margin: Double)
    /// `margin` below the top of `safeArea`, the screen's `pin.safeArea`.
    case safeAreaTop(EdgeInsets, margin: Double)

    /// The fallback as modifiers of a `below` statement.
    @inlinable @inline(__always)
    public func below(_ pin: consuming PinLayout) -> PinLayout {
        switch self {
        case .edge(let margin): pin.top().marginTop(margin)
        case .safeAreaTop(let safeArea, let margin): pin.top(safeArea).marginTop(margin)
        }
    }

    /// The fallback as modifiers of a `before` statement (the safe area has no start/end inset here).
    @inlinable @inline(__always)
    public func before(_ pin: consuming PinLayout) -> PinLayout {
        switch self {
        case .edge(let margin), .safeAreaTop(_, let margin): pin.end().marginEnd(margin)
        }
    }
}
