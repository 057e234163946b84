import XCTest
@testable import PinEngine

/// Base class for the specs that start from PinLayout's common view tree: an unsized `container`
/// (the specs' "screen" or "root") holding `rootView`, which holds `aView` (with `aViewChild`) and
/// `bView` (with `bViewChild`). Each spec gives its own frames through `treeFrames`; a view whose
/// frame is nil is not created.
class SpecTreeTestCase: PinTestCase {
    /// The frames a spec starts from.
    struct TreeFrames {
        var rootView = Rect(0, 0, 400, 400)
        var aView: Rect?
        var aViewChild: Rect?
        var bView: Rect?
        var bViewChild: Rect?
    }

    /// This spec's frames; subclasses override it.
    class var treeFrames: TreeFrames { TreeFrames() }

    private(set) var container: BasicView!
    private(set) var rootView: BasicView!
    private(set) var aView: BasicView!
    private(set) var aViewChild: BasicView!
    private(set) var bView: BasicView!
    private(set) var bViewChild: BasicView!

    override func setUp() {
        super.setUp()
        let frames = Self.treeFrames
        container = BasicView()
        rootView = addView(frames.rootView, to: container)
        aView = frames.aView.map { addView($0, to: rootView) }
        aViewChild = frames.aViewChild.map { addView($0, to: aView) }
        bView = frames.bView.map { addView($0, to: rootView) }
        bViewChild = frames.bViewChild.map { addView($0, to: bView) }
    }

    override func tearDown() {
        container = nil
        rootView = nil
        aView = nil
        aViewChild = nil
        bView = nil
        bViewChild = nil
        super.tearDown()
    }

    /// Adds a `BasicView` with `frame` to `parent` and returns it.
    func addView(_ frame: Rect = .zero, to parent: View) -> BasicView {
        let view = BasicView(frame: frame)
        parent.addSubview(view)
        return view
    }
}

extension SpecTreeTestCase.TreeFrames {
    /// The tree of PinPointCoordinatesSpec and AdjustSizeSpec:
    ///
    ///     container (zero frame)
    ///      └ rootView (0, 0, 400, 400)
    ///         ├ aView (140, 100, 100, 60)
    ///         │  └ aViewChild (10, 20, 50, 30)
    ///         └ bView (160, 200, 110, 80)
    ///            └ bViewChild (40, 10, 60, 20)
    static let twoViewsWithChildren = Self(
        aView: Rect(140, 100, 100, 60),
        aViewChild: Rect(10, 20, 50, 30),
        bView: Rect(160, 200, 110, 80),
        bViewChild: Rect(40, 10, 60, 20)
    )
}
