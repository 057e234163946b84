import PinEngine

/// A strategy that also lays out app screens (all but `visible-only`, which has no fallback).
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
    /// Whether the strategy lays out `scenario` (`manual` only the built-in screens).
    public static func laysOut(_ scenario: Scenario) -> Bool {
        guard let screen = scenario.screen else { return true }
        return (self as? any ScreenStrategy.Type)?.laysOut(screen) ?? false
    }
}

/// How a strategy writes the statement following optional views; other modifiers chain after.
public protocol FollowingStatements {
    /// `view` `margin` below the nearest visible predecessor, else `fallback`.
    func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
               otherwise fallback: ScreenFallback) -> PinLayout
    /// `view` `margin` before the nearest visible predecessor, else `fallback`.
    func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                otherwise fallback: ScreenFallback) -> PinLayout
}

/// A strategy laying out every screen through its `FollowingStatements`.
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

/// Where a view goes with no visible predecessor, as the screen means it.
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
