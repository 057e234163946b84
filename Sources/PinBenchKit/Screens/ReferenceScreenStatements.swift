import PinEngine

/// A registered screen's expected frames: its own code on plain `isHidden` checks.
struct ReferenceScreenStatements: FollowingStatements {
    let semantics: ReferenceSemantics

    /// Lays out every instance of `screens` with `semantics`.
    static func layout(_ screens: AppScreens, _ semantics: ReferenceSemantics) {
        let statements = ReferenceScreenStatements(semantics: semantics)
        for instance in screens.instances { screens.screen.definition.layout(instance, statements) }
    }

    func below(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
               otherwise fallback: ScreenFallback) -> PinLayout {
        let anchors = visibleAnchors(predecessors)
        if !anchors.isEmpty { return view.pin.below(of: anchors).marginTop(margin) }
        return semantics.noFallback ? view.pin : fallbackAsMeant(fallback, margin: margin).below(view.pin)
    }

    func before(_ view: View, following predecessors: ArraySlice<View>, margin: Double,
                otherwise fallback: ScreenFallback) -> PinLayout {
        let anchors = visibleAnchors(predecessors)
        if !anchors.isEmpty { return view.pin.before(of: anchors).marginEnd(margin) }
        return semantics.noFallback ? view.pin : fallbackAsMeant(fallback, margin: margin).before(view.pin)
    }

    /// The nearest visible predecessor, or with `all-visible-anchors` every visible one.
    private func visibleAnchors(_ predecessors: ArraySlice<View>) -> [View] {
        let visible = predecessors.filter { !$0.isHidden }
        return semantics.anchorsOfAllVisible ? visible : visible.suffix(1)
    }

    /// The fallback the screen means, or what a finding makes of it.
    private func fallbackAsMeant(_ fallback: ScreenFallback, margin: Double) -> ScreenFallback {
        switch fallback {
        case .edge(let own):
            return .edge(margin: semantics.sharedModifiers ? margin : own)
        case .safeAreaTop(let safeArea, let own):
            let chosen = semantics.sharedModifiers ? margin : own
            return semantics.superviewEdgeFallback ? .edge(margin: chosen) : .safeAreaTop(safeArea, margin: chosen)
        }
    }
}
