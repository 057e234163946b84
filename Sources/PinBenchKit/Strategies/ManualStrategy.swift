import PinBaseline
import PinEngine

/// Frames computed by hand, with no layout engine: the floor in Swift and the oracle for frames. It
/// tracks the last visible view as it goes and writes each pixel-rounded frame directly.
public struct ManualStrategy: ChainStrategy {
    public static let name = "manual"
    public static let summary = "hand-written frame arithmetic, no engine (the reference and the floor)"

    public init() {}

    public func layout(_ chain: Chain) {
        let views = chain.views
        let scale = Pin.displayScale
        let ltr = Pin.layoutDirection != .rtl
        let sides = ChainArithmetic.anchorSides(chain, ltr: ltr)
        var lastVisible = -1
        for index in views.indices {
            let view = views[index]
            guard let superview = view.superview else { continue }
            let frame: Rect
            if lastVisible >= chain.windowStart(index) {
                var anchors = ChainArithmetic.Anchors()
                anchors.add(ChainArithmetic.anchorPoint(of: views[lastVisible], sides, in: superview))
                frame = ChainArithmetic.relativeFrame(view.frame, anchors: anchors, chain: chain,
                                                      margin: chain.margins[index], ltr: ltr)
            } else {
                frame = ChainArithmetic.fallbackFrame(view.frame, superview: superview.frame, direction: chain.direction,
                                                      margin: chain.fallbackMargins[index], ltr: ltr)
            }
            view.frame = PixelGrid.adjust(frame, scale: scale)
            if !view.isHidden {
                lastVisible = index
            }
        }
    }
}
