import PinEngine

/// The built-in screens' layout code; only the following statement comes from the strategy.
enum AppScreenLayout {
    /// Every instance of `screens`, a built-in `screen`, with the switch outside the loop.
    @inline(__always)
    static func layout<S: FollowingStatements>(_ screens: AppScreens, _ screen: BuiltInScreen, _ strategy: S) {
        switch screen {
        case .form: for instance in screens.instances { form(instance, strategy) }
        case .cell: for instance in screens.instances { cell(instance, strategy) }
        case .header: for instance in screens.instances { header(instance, strategy) }
        case .toolbar: for instance in screens.instances { toolbar(instance, strategy) }
        }
    }

    /// The form: each row 8 below the nearest visible one above, or 20 from the top; 16 each side.
    @inline(__always)
    static func form<S: FollowingStatements>(_ screen: ScreenInstance, _ strategy: S) {
        let rows = screen.views
        rows[0].pin.top(20).horizontally(16).height(screen.sizes[0].height)
        for index in 1..<rows.count {
            strategy.below(rows[index], following: rows[0..<index], margin: 8, otherwise: .edge(margin: 20))
                .horizontally(16).height(screen.sizes[index].height)
        }
    }

    /// icon, title, subtitle?, detail, badge?, time.
    @inline(__always)
    static func cell<S: FollowingStatements>(_ screen: ScreenInstance, _ strategy: S) {
        let views = screen.views
        let (icon, title, subtitle, detail, badge, time) = (views[0], views[1], views[2], views[3], views[4], views[5])
        icon.pin.start(16).top(16).size(40)
        title.pin.after(of: icon, aligned: .top).marginStart(12).width(screen.sizes[1].width).height(20)
        subtitle.pin.below(of: title, aligned: .start).marginTop(4).width(screen.sizes[2].width).height(16)
        // Below the lowest visible text line: the subtitle, else the title.
        strategy.below(detail, following: views[1..<3], margin: 4, otherwise: .edge(margin: 12))
            .start(68).width(screen.sizes[3].width).height(14)
        badge.pin.end(16).top(12).size(Size(width: 28, height: 18))
        strategy.before(time, following: views[4..<5], margin: 8, otherwise: .edge(margin: 16))
            .top(14).width(screen.sizes[5].width).height(16)
    }

    /// The header: content under the container's safe-area top, as `layoutSubviews` reads it.
    @inline(__always)
    static func header<S: FollowingStatements>(_ screen: ScreenInstance, _ strategy: S) {
        let views = screen.views
        let (banner, title, caption, content) = (views[0], views[1], views[2], views[3])
        let safeArea = screen.container.pin.safeArea
        banner.pin.top(safeArea).marginTop(8).horizontally(16).height(screen.sizes[0].height)
        strategy.below(title, following: views[0..<1], margin: 8, otherwise: .safeAreaTop(safeArea, margin: 12))
            .horizontally(16).height(28)
        caption.pin.below(of: title, aligned: .left).marginTop(4).width(screen.sizes[2].width).height(16)
        strategy.below(content, following: views[1..<3], margin: 16, otherwise: .safeAreaTop(safeArea, margin: 12))
            .horizontally(16).height(screen.sizes[3].height)
    }

    /// The toolbar: buttons chained from the end 4 apart, the title up to the nearest visible one.
    @inline(__always)
    static func toolbar<S: FollowingStatements>(_ screen: ScreenInstance, _ strategy: S) {
        let views = screen.views
        let (back, more, edit, share, title) = (views[0], views[1], views[2], views[3], views[4])
        back.pin.start(8).top(6).size(32)
        more.pin.end(8).top(6).size(32)
        strategy.before(edit, following: views[1..<2], margin: 4, otherwise: .edge(margin: 8)).top(6).size(32)
        strategy.before(share, following: views[1..<3], margin: 4, otherwise: .edge(margin: 8)).top(6).size(32)
        strategy.before(title, following: views[1..<4], margin: 8, otherwise: .edge(margin: 16))
            .after(of: back).marginStart(8).top(10).height(24)
    }
}
