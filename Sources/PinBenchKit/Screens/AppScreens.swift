import PinEngine

/// An app-screen scenario's instances: `depth` containers side by side, one instance each.
public struct AppScreens {
    /// The screen every instance shows.
    public let screen: AppScreen
    /// Each instance's views, in `screen.roles` order.
    public let instances: [ScreenInstance]

    /// Builds the instances under `root`, hidden flags from the scenario's pattern.
    init(_ scenario: Scenario, screen: AppScreen, root: View) {
        self.screen = screen
        let values = ScenarioValues(seed: scenario.seed)
        let optional = screen.optionalViews
        let hidden = scenario.hidden.hiddenFlags(depth: scenario.depth * optional.count, values: values)
        let container = screen.containerSize
        let (viewCount, safeArea, definition) = (screen.viewCount, screen.safeAreaInsets, screen.definition)
        var instances: [ScreenInstance] = []
        instances.reserveCapacity(scenario.depth)
        for instance in 0..<scenario.depth {
            let box = View(frame: Rect(x: Double(instance) * container.width, y: 0,
                                       width: container.width, height: container.height))
            root.addSubview(box)
            if safeArea != .zero { box.safeAreaInsets = safeArea }
            var views: [View] = []
            var sizes: [Size] = []
            for role in 0..<viewCount {
                let size = definition.size(of: role, lengths: LengthDraw(values: values, index: instance * viewCount + role))
                // Initial positions off the pixel grid: an axis a statement leaves alone keeps them.
                let view = View(frame: Rect(x: 3.25 + Double(role), y: 1.5 * Double(role), width: size.width, height: size.height))
                if let slot = optional.firstIndex(of: role) {
                    view.isHidden = hidden[instance * optional.count + slot]
                }
                box.addSubview(view)
                views.append(view)
                sizes.append(size)
            }
            instances.append(ScreenInstance(container: box, views: views, sizes: sizes))
        }
        self.instances = instances
    }

    /// Every view of every instance, instance by instance.
    var allViews: [View] { instances.flatMap(\.views) }
}

/// One instance of a screen: its container, its views (in role order) and their sizes.
public struct ScreenInstance {
    /// The instance's container (its screen, cell or bar).
    public let container: View
    /// Its views, in `screen.roles` order.
    public let views: [View]
    /// Their sizes, which the layout code sets (not every statement sets both dimensions).
    public let sizes: [Size]
}
