import PinBaseline
import PinBenchKit
import PinEngine

/// What an app does when one view of a laid-out chain changes visibility: flip its `isHidden` and lay
/// the chain out again with the if/else workaround, from the frames as they are (no reset), as its
/// `layoutSubviews` would. The engine's counterpart of the C++ harness's `cassowary-toggle` row.
package enum ToggleRelayout {
    /// How much is laid out again after the flip.
    package enum Scope: Int32, Sendable, CaseIterable {
        /// Every view, as a full pass does.
        case chain = 0
        /// Only the views that can move: those after the toggled view to the end of its run (`affectedViews`).
        case run = 1
    }

    /// The views whose frames can change when view `index` changes visibility: those after `index` up
    /// to (not including) the first later view `k` whose whole window of predecessors
    /// (`windowStart(k)..<k`) lies after `index` and is hidden. `index` itself does not move (its
    /// statement depends on the views before it only, and hidden views are laid out too). View `k` is
    /// pinned to the superview edge whatever `index` does, and every view after it anchors on views
    /// from `k` on, so nothing from `k` moves. The range is the same before and after the flip (the
    /// window of `k` excludes `index`). O(length of the range), reading `isHidden` only.
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

    /// `ToggleRelayout.toggle` on this fixture's chain with the scenario's globals applied, as the C
    /// API's pin_chain_toggle does it. A method, so that the chain is borrowed from the fixture rather
    /// than copied out of it (a copy retains and releases its three arrays on every call).
    package func toggle(view index: Int, scope: ToggleRelayout.Scope) {
        applyGlobals()
        ToggleRelayout.toggle(chain, view: index, scope: scope)
    }

    /// `ToggleRelayout.affectedViews` on this fixture's chain.
    package func affectedViews(toggling index: Int) -> Range<Int> {
        ToggleRelayout.affectedViews(chain, toggling: index)
    }
}
