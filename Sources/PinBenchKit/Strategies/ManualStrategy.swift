import PinBaseline
import PinEngine

/// Frames by hand, the floor in Swift and the frames' oracle, as the C++ reference does.
public struct ManualStrategy: ChainStrategy {
    public static let name = "manual"
    public static let summary = "hand-written frame arithmetic, no engine (the reference and the floor)"

    public init() {}

    public func layout(_ chain: Chain) {
        let views = chain.views
        guard let root = views.first?.superview else { return }
        let rootFrame = root.frame
        let scale = Pin.displayScale
        let ltr = Pin.layoutDirection != .rtl
        let sides = ChainArithmetic.anchorSides(chain, ltr: ltr)
        var lastVisible = -1
        var lastVisibleFrame = Rect.zero
        var lastVisibleIsSibling = true
        for index in views.indices {
            let view = views[index]
            // Flat chains need no anchor conversion; containers take the general path.
            let isSibling = view.hasSuperview(root)
            let frame: Rect
            if lastVisible >= chain.windowStart(index) {
                var anchors = ChainArithmetic.Anchors()
                if isSibling && lastVisibleIsSibling {
                    anchors.add(ChainArithmetic.anchorPoint(of: lastVisibleFrame, sides))
                } else if let superview = view.superview {
                    anchors.add(ChainArithmetic.anchorPoint(of: views[lastVisible], sides, in: superview))
                }
                frame = ChainArithmetic.relativeFrame(view.frame, anchors: anchors, chain: chain,
                                                      margin: chain.margins[index], ltr: ltr)
            } else {
                let superviewFrame = isSibling ? rootFrame : view.superview?.frame ?? rootFrame
                frame = ChainArithmetic.fallbackFrame(view.frame, superview: superviewFrame, direction: chain.direction,
                                                      margin: chain.fallbackMargins[index], ltr: ltr)
            }
            let rounded = PixelGrid.adjustKeepingGridValues(frame, scale: scale)
            view.frame = rounded
            if !view.isHidden {
                lastVisible = index
                lastVisibleFrame = rounded
                lastVisibleIsSibling = isSibling
            }
        }
    }
}

extension ManualStrategy: ScreenStrategy {
    /// Only the built-in screens have frames computed by hand.
    public static func laysOut(_ screen: AppScreen) -> Bool { screen.builtIn != nil }

    public func layout(_ screens: AppScreens) {
        ManualScreenLayout.layout(screens, ReferenceSemantics([]))
    }
}
