import PinEngine

/// The workaround PinLayout users write today: track the last visible view with `isHidden` checks and
/// go `below(of:)` it, or pin to the superview's edge by hand when none is visible (O(1) per view).
public enum IfElseChain {
    public static func layout(_ chain: Chain) {
        layout(chain, views: chain.views.indices)
    }

    /// Lays out only the views in `range`, each as a full pass would (the others are left alone).
    public static func layout(_ chain: Chain, views range: Range<Int>) {
        let views = chain.views
        var lastVisible = -1
        for index in stride(from: range.lowerBound - 1, through: chain.windowStart(range.lowerBound), by: -1) where !views[index].isHidden {
            lastVisible = index
            break
        }
        for index in range {
            let view = views[index]
            let margin = chain.margins[index]
            let fallbackMargin = chain.fallbackMargins[index]
            let previous = lastVisible >= chain.windowStart(index) ? views[lastVisible] : nil
            switch chain.direction {
            case .down:
                if let previous {
                    view.pin.below(of: previous, aligned: chain.horizontalAlignment).marginTop(margin)
                } else {
                    view.pin.top().marginTop(fallbackMargin)
                }
            case .up:
                if let previous {
                    view.pin.above(of: previous, aligned: chain.horizontalAlignment).marginBottom(margin)
                } else {
                    view.pin.bottom().marginBottom(fallbackMargin)
                }
            case .after:
                if let previous {
                    view.pin.after(of: previous, aligned: chain.verticalAlignment).marginStart(margin)
                } else {
                    view.pin.start().marginStart(fallbackMargin)
                }
            case .before:
                if let previous {
                    view.pin.before(of: previous, aligned: chain.verticalAlignment).marginEnd(margin)
                } else {
                    view.pin.end().marginEnd(fallbackMargin)
                }
            }
            if !view.isHidden {
                lastVisible = index
            }
        }
    }
}
