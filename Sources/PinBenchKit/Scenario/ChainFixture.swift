import PinBaseline
import PinEngine

/// A scenario's views, ready to lay out; `reset()` restores every initial frame between passes.
public final class ChainFixture {
    /// The scenario the views were built from.
    public let scenario: Scenario
    /// The root every view or container is a subview of.
    public let root: View
    /// The container of each view when nested, else empty.
    public let containers: [View]
    /// The views every pass resets and the verifier compares (for a screen, every instance's views).
    public let chain: Chain
    /// The app screens of a screen scenario, else nil.
    public let screens: AppScreens?
    /// Each chained view's frame before any layout.
    public let initialFrames: [Rect]

    /// Side of the root and of each container.
    public static let superviewSide = 1000.0

    /// Builds the views of `scenario`, which must be valid (`Scenario.validationError` is nil).
    public init(_ scenario: Scenario) {
        precondition(scenario.validationError == nil, scenario.validationError ?? "")
        self.scenario = scenario
        let side = Self.superviewSide
        root = View(frame: Rect(x: 0, y: 0, width: side, height: side))
        if let screen = scenario.screen {
            let screens = AppScreens(scenario, screen: screen, root: root)
            self.screens = screens
            containers = screens.instances.map(\.container)
            let views = screens.allViews
            initialFrames = views.map(\.frame)
            let zeros = Array(repeating: 0.0, count: views.count)
            chain = Chain(views: views, direction: .down, horizontalAlignment: .none, verticalAlignment: .none,
                          margins: zeros, fallbackMargins: zeros, fanIn: 1)
            return
        }
        screens = nil
        let depth = scenario.depth
        let values = ScenarioValues(seed: scenario.seed)

        var views: [View] = []
        var containers: [View] = []
        var frames: [Rect] = []
        views.reserveCapacity(depth)
        frames.reserveCapacity(depth)
        let hidden = scenario.hidden.hiddenFlags(depth: depth, values: values)
        for index in 0..<depth {
            let size = scenario.sizes.size(of: index, values: values)
            // Off the pixel grid on purpose: untouched axes keep them until the final rounding.
            let frame = Rect(x: 10 + Double(index % 4) * 5.5, y: 7.25 * Double(index % 3),
                             width: size.width, height: size.height)
            let view = View(frame: frame)
            view.isHidden = hidden[index]
            switch scenario.nesting {
            case .flat:
                root.addSubview(view)
            case .containers:
                let container = View(frame: Rect(x: Double(index % 5) * 3.25, y: Double(index % 3) * 1.5,
                                                 width: side, height: side))
                root.addSubview(container)
                container.addSubview(view)
                containers.append(container)
            }
            views.append(view)
            frames.append(frame)
        }
        self.containers = containers
        initialFrames = frames
        let (margins, fallbackMargins) = scenario.margins.margins(depth: depth, values: values)
        chain = Chain(views: views, direction: scenario.direction,
                      horizontalAlignment: scenario.alignment.horizontal,
                      verticalAlignment: scenario.alignment.vertical,
                      margins: margins, fallbackMargins: fallbackMargins, fanIn: scenario.fanIn.windowSize)
    }

    /// One layout pass of `strategy`, for the verifier and tests (timed loops call it directly).
    public func layOut(_ strategy: any ChainStrategy) {
        if let screens {
            (strategy as? any ScreenStrategy)?.layout(screens)
        } else {
            strategy.layout(chain)
        }
    }

    /// Restores the initial frames; inlinable, so the reset timed in a pass is the one subtracted.
    @inlinable @inline(__always)
    public func reset() {
        let views = chain.views
        for index in views.indices {
            views[index].frame = initialFrames[index]
        }
    }

    /// Sets PinLayout's globals the scenario needs (layout direction, display scale).
    public func applyGlobals() {
        Pin.layoutDirection = scenario.layoutDirection.pinDirection
        Pin.displayScale = Double(scenario.scale)
    }

    /// The chained views' current frames.
    public var frames: [Rect] { chain.views.map(\.frame) }

    /// For each view, whether some predecessor in its window is visible (false: the fallback branch).
    public var hasVisiblePredecessor: [Bool] {
        var result: [Bool] = []
        result.reserveCapacity(chain.views.count)
        var lastVisible = -1
        for (index, view) in chain.views.enumerated() {
            result.append(lastVisible >= chain.windowStart(index))
            if !view.isHidden { lastVisible = index }
        }
        return result
    }
}

/// Per-view random values, one stream per (view, field): a shorter chain is a prefix of a longer.
struct ScenarioValues {
    let seed: UInt64

    enum Field: UInt64 {
        case width = 1, height, margin, hidden
    }

    func generator(for index: Int, _ field: Field) -> SplitMix64 {
        SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ field.rawValue &* 0xD1B5_4A32_D192_ED03)
    }

    func int(for index: Int, _ field: Field, in range: ClosedRange<Int>) -> Int {
        var generator = generator(for: index, field)
        return generator.int(in: range)
    }
}

extension SizePattern {
    func size(of index: Int, values: ScenarioValues) -> Size {
        switch self {
        case .fixed:
            return Size(width: 120, height: 40)
        case .varied:
            return Size(width: 10 + Double(values.int(for: index, .width, in: 0...20_000)) / 100,
                        height: 10 + Double(values.int(for: index, .height, in: 0...8_000)) / 100)
        }
    }
}

extension MarginPattern {
    /// Each view's margin from its predecessor, and from the superview edge.
    func margins(depth: Int, values: ScenarioValues) -> (margins: [Double], fallbackMargins: [Double]) {
        switch self {
        case .none:
            return (Array(repeating: 0, count: depth), Array(repeating: 0, count: depth))
        case .uniform:
            return (Array(repeating: 8, count: depth), Array(repeating: 8, count: depth))
        case .perView:
            let margins = (0..<depth).map { Double(values.int(for: $0, .margin, in: 0...96)) / 4 }
            return (margins, margins)
        case .distinctFallback:
            return (Array(repeating: 8, count: depth), Array(repeating: 20, count: depth))
        }
    }
}

extension HiddenPattern {
    func hiddenFlags(depth: Int, values: ScenarioValues) -> [Bool] {
        (0..<depth).map { index in
            switch self {
            case .none: false
            case .all: true
            case .firstK(let k): index < k
            case .lastK(let k): index >= depth - k
            case .alternate: index % 2 == 1
            case .periodic(let p): index % p == p - 1
            case .random(let percent): values.int(for: index, .hidden, in: 0...99) < percent
            case .explicit(let indices): indices.contains(index)
            }
        }
    }
}
