import PinBaseline
import PinEngine

/// Upstream PinLayout as it is: `below(of: visible(previous))`, broken when all are hidden.
public struct VisibleOnlyStrategy: ChainStrategy {
    public static let name = "visible-only"
    public static let summary = "plain below(of: visible(previous)): upstream behaviour, no fallback"
    public static let expectedFindings: Set<Finding> = [.noFallback, .anchorsOfAllVisible]
    public static let warnsWithoutVisiblePredecessor = true

    public init() {}

    public func layout(_ chain: Chain) {
        switch chain.direction {
        case .down:
            chain.forEachView { index, view, previous in
                view.pin.below(of: previous, aligned: chain.horizontalAlignment).marginTop(chain.margins[index])
            }
        case .up:
            chain.forEachView { index, view, previous in
                view.pin.above(of: previous, aligned: chain.horizontalAlignment).marginBottom(chain.margins[index])
            }
        case .after:
            chain.forEachView { index, view, previous in
                view.pin.after(of: previous, aligned: chain.verticalAlignment).marginStart(chain.margins[index])
            }
        case .before:
            chain.forEachView { index, view, previous in
                view.pin.before(of: previous, aligned: chain.verticalAlignment).marginEnd(chain.margins[index])
            }
        }
    }
}
