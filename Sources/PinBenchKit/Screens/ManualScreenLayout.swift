import PinEngine

/// The built-in screens' frames by hand, in the engine's order of arithmetic, bit for bit.
enum ManualScreenLayout {
    static func layout(_ screens: AppScreens, _ semantics: ReferenceSemantics) {
        guard let screen = screens.screen.builtIn else {
            preconditionFailure("no frames computed by hand for the registered screen '\(screens.screen.name)'")
        }
        var context = Context(ltr: Pin.layoutDirection != .rtl, scale: Pin.displayScale, semantics: semantics, width: 0)
        for instance in screens.instances {
            context.width = instance.container.frame.width
            switch screen {
            case .form: form(instance, context)
            case .cell: cell(instance, context)
            case .header: header(instance, context)
            case .toolbar: toolbar(instance, context)
            }
        }
    }

    struct Context {
        let ltr: Bool
        let scale: Double
        let semantics: ReferenceSemantics
        /// The instance container's width.
        var width: Double

        func set(_ view: View, x: Double, y: Double, width: Double, height: Double) {
            view.frame = PixelGrid.adjust(Rect(x: x, y: y, width: width, height: height), scale: scale)
        }

        /// `horizontally(inset)`: (x, width).
        func horizontally(_ inset: Double) -> (Double, Double) {
            let x = inset + 0
            return (x, ((width - inset) - 0) - x)
        }

        /// The x of a view of `size` pinned `start(offset)`.
        func start(_ offset: Double, _ size: Double) -> Double {
            ltr ? offset + 0 : ((width - offset) - 0) - size
        }

        /// The x of a view of `size` pinned `end(offset)`.
        func end(_ offset: Double, _ size: Double) -> Double {
            ltr ? ((width - offset) - 0) - size : offset + 0
        }

        /// The top below the visible `predecessors`, `margin` apart; else the fallback's top.
        func below(_ predecessors: ArraySlice<View>, margin: Double, otherwise fallback: ScreenFallback) -> Double {
            var anchors = ChainArithmetic.Anchors()
            for view in predecessors.reversed() where !view.isHidden {
                anchors.add(Point(x: 0, y: view.frame.minY + view.frame.height))
                if !semantics.anchorsOfAllVisible { break }
            }
            if anchors.count > 0 { return anchors.maxY + margin }
            switch fallback {
            case .edge(let own): return 0 + (semantics.sharedModifiers ? margin : own)
            case .safeAreaTop(let safeArea, let own):
                let top = semantics.superviewEdgeFallback ? 0 : safeArea.top
                return top + (semantics.sharedModifiers ? margin : own)
            }
        }

        /// The edge `before(of: visible predecessors)` or its fallback sets, by direction.
        func before(_ predecessors: ArraySlice<View>, margin: Double, otherwise fallback: ScreenFallback) -> (edge: Double, margin: Double) {
            var anchors = ChainArithmetic.Anchors()
            for view in predecessors.reversed() where !view.isHidden {
                let frame = view.frame
                anchors.add(Point(x: ltr ? frame.minX : frame.minX + frame.width, y: 0))
                if !semantics.anchorsOfAllVisible { break }
            }
            if anchors.count > 0 { return (ltr ? anchors.minX : anchors.maxX, margin) }
            let own = switch fallback { case .edge(let own), .safeAreaTop(_, let own): own }
            return (ltr ? width - 0 : 0, semantics.sharedModifiers ? margin : own)
        }

        /// The x of a view of `size` whose only horizontal edge is the one `before` returned.
        func x(before placement: (edge: Double, margin: Double), _ size: Double) -> Double {
            ltr ? (placement.edge - placement.margin) - size : placement.edge + placement.margin
        }
    }

    static func form(_ screen: ScreenInstance, _ c: Context) {
        let rows = screen.views
        let (x, width) = c.horizontally(16)
        c.set(rows[0], x: x, y: 20 + 0, width: width, height: screen.sizes[0].height)
        for index in 1..<rows.count {
            let top = c.below(rows[0..<index], margin: 8, otherwise: .edge(margin: 20))
            c.set(rows[index], x: x, y: top, width: width, height: screen.sizes[index].height)
        }
    }

    static func cell(_ screen: ScreenInstance, _ c: Context) {
        let views = screen.views
        let (icon, title, subtitle, detail, badge, time) = (views[0], views[1], views[2], views[3], views[4], views[5])
        c.set(icon, x: c.start(16, 40), y: 16 + 0, width: 40, height: 40)
        let iconFrame = icon.frame
        let titleWidth = screen.sizes[1].width
        c.set(title, x: c.ltr ? (iconFrame.minX + iconFrame.width) + 12 : (iconFrame.minX - 12) - titleWidth,
              y: iconFrame.minY + 0, width: titleWidth, height: 20)
        let titleFrame = title.frame
        let subtitleWidth = screen.sizes[2].width
        c.set(subtitle, x: c.ltr ? titleFrame.minX + 0 : ((titleFrame.minX + titleFrame.width) - 0) - subtitleWidth,
              y: (titleFrame.minY + titleFrame.height) + 4, width: subtitleWidth, height: 16)
        let detailWidth = screen.sizes[3].width
        c.set(detail, x: c.start(68, detailWidth),
              y: c.below(views[1..<3], margin: 4, otherwise: .edge(margin: 12)), width: detailWidth, height: 14)
        c.set(badge, x: c.end(16, 28), y: 12 + 0, width: 28, height: 18)
        let timeWidth = screen.sizes[5].width
        c.set(time, x: c.x(before: c.before(views[4..<5], margin: 8, otherwise: .edge(margin: 16)), timeWidth),
              y: 14 + 0, width: timeWidth, height: 16)
    }

    static func header(_ screen: ScreenInstance, _ c: Context) {
        let views = screen.views
        let (banner, title, caption, content) = (views[0], views[1], views[2], views[3])
        let safeArea = screen.container.safeAreaInsets
        let (x, width) = c.horizontally(16)
        c.set(banner, x: x, y: safeArea.top + 8, width: width, height: screen.sizes[0].height)
        c.set(title, x: x, y: c.below(views[0..<1], margin: 8, otherwise: .safeAreaTop(safeArea, margin: 12)),
              width: width, height: 28)
        let titleFrame = title.frame
        c.set(caption, x: titleFrame.minX + 0, y: (titleFrame.minY + titleFrame.height) + 4,
              width: screen.sizes[2].width, height: 16)
        c.set(content, x: x, y: c.below(views[1..<3], margin: 16, otherwise: .safeAreaTop(safeArea, margin: 12)),
              width: width, height: screen.sizes[3].height)
    }

    package static func toolbar(_ screen: ScreenInstance, _ c: Context) {
        let views = screen.views
        let (back, more, edit, share, title) = (views[0], views[1], views[2], views[3], views[4])
        c.set(back, x: c.start(8, 32), y: 6 + 0, width: 32, height: 32)
        c.set(more, x: c.end(8, 32), y: 6 + 0, width: 32, height: 32)
        c.set(edit, x: c.x(before: c.before(views[1..<2], margin: 4, otherwise: .edge(margin: 8)), 32), y: 6 + 0, width: 32, height: 32)
        c.set(share, x: c.x(before: c.before(views[1..<3], margin: 4, otherwise: .edge(margin: 8)), 32), y: 6 + 0, width: 32, height: 32)
        // Both horizontal edges: the end one from the buttons, the start one after the back button.
        let end = c.before(views[1..<4], margin: 8, otherwise: .edge(margin: 16))
        let backFrame = back.frame
        let (left, marginLeft, right, marginRight) = c.ltr
            ? (backFrame.minX + backFrame.width, 8.0, end.edge, end.margin)
            : (end.edge, end.margin, backFrame.minX, 8.0)
        let x = left + marginLeft
        c.set(title, x: x, y: 10 + 0, width: (right - marginRight) - x, height: 24)
    }
}
