import PinBaseline
import PinBenchKit
import PinEngine

/// One view of a laid-out chain toggling visibility, relaid out with if/else (`cassowary-toggle`).
package enum ToggleRelayout {
    /// How much is laid out again after the flip.
    package enum Scope: Int32, Sendable, CaseIterable {
        /// Every view, as a full pass does.
        case chain = 0
        /// Only the views that can move: those after the toggled view to the end of its run (`affectedViews`).
        case run = 1
    }

    /// The views whose frames can change when view `index` toggles: those after it, up to the first
    /// later view `k` whose whole window of predecessors lies after `index` and is hidden (`k` is
    /// pinned to the superview whatever `index` does, and later views anchor on `k` on). The range is
    /// the same before and after the flip.
    package static func affectedViews(_ chain: Chain, toggling index: Int) -> Range<Int> {
        let views = chain.views
        precondition(views.indices.contains(index), "no view \(index) in a chain of \(views.count)")
        var hiddenBefore = 0  // hidden views immediately before `end`
        var end = index + 1
        while end < views.count {
            hiddenBefore = views[end - 1].isHidden ? hiddenBefore + 1 : 0
            let start = chain.windowStart(end)
            if start > index && end - start <= hiddenBefore { break }
            end += 1
        }
        return (index + 1)..<end
    }

    /// Flips view `index`'s `isHidden` and lays out again what `scope` says.
    package static func toggle(_ chain: Chain, view index: Int, scope: Scope) {
        let view = chain.views[index]
        view.isHidden.toggle()
        switch scope {
        case .chain: IfElseChain.layout(chain)
        case .run: IfElseChain.layout(chain, views: affectedViews(chain, toggling: index))
        }
    }
}

extension ChainFixture {
    /// The number of chained views.
    package var viewCount: Int { chain.views.count }

    /// `toggle` on this fixture's chain, borrowed rather than copied (a copy retains three arrays).
    package func toggle(view index: Int, scope: ToggleRelayout.Scope) {
        applyGlobals()
        ToggleRelayout.toggle(chain, view: index, scope: scope)
    }

    /// `ToggleRelayout.affectedViews` on this fixture's chain.
    package func affectedViews(toggling index: Int) -> Range<Int> {
        ToggleRelayout.affectedViews(chain, toggling: index)
    }
}
