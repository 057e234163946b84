import PinBaseline
import PinEngine

/// The intended chain layout and its finding variants; it must agree with `ManualStrategy`.
enum ReferenceLayout {
    static func layout(_ chain: Chain, _ semantics: ReferenceSemantics) {
        let views = chain.views
        let scale = Pin.displayScale
        let ltr = Pin.layoutDirection != .rtl
        let sides = ChainArithmetic.anchorSides(chain, ltr: ltr)
        for index in views.indices {
            let view = views[index]
            guard let superview = view.superview else { continue }
            let visiblePredecessors = views[chain.windowStart(index)..<index].filter { !$0.isHidden }
            var frame = view.frame
            if let last = visiblePredecessors.last {
                var anchors = ChainArithmetic.Anchors()
                for reference in semantics.anchorsOfAllVisible ? visiblePredecessors : [last] {
                    anchors.add(ChainArithmetic.anchorPoint(of: reference, sides, in: superview))
                }
                frame = ChainArithmetic.relativeFrame(frame, anchors: anchors, chain: chain,
                                                      margin: chain.margins[index], ltr: ltr)
            } else if !semantics.noFallback {
                let margin = semantics.sharedModifiers ? chain.margins[index] : chain.fallbackMargins[index]
                frame = ChainArithmetic.fallbackFrame(frame, superview: superview.frame, direction: chain.direction,
                                                      margin: margin, ltr: ltr)
            }
            view.frame = PixelGrid.adjust(frame, scale: scale)
        }
    }
}
