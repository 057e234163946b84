import PinEngine

/// A laid-out view tree snapshot for drawing; a value.
public struct Wireframe: Sendable, Equatable {
    /// The text drawn in the view's rectangle (empty: none).
    public var label: String
    /// The view's frame, in its superview's coordinates (PinEngine's `bounds` always start at 0, 0).
    public var frame: Rect
    /// The view's own `isHidden` (a hidden view is drawn dashed, as are its subviews).
    public var isHidden: Bool
    /// The view the picture is about, drawn filled, its frame written under it.
    public var isHighlighted: Bool
    public var subviews: [Wireframe]

    public init(label: String, frame: Rect, isHidden: Bool = false, isHighlighted: Bool = false, subviews: [Wireframe] = []) {
        self.label = label
        self.frame = frame
        self.isHidden = isHidden
        self.isHighlighted = isHighlighted
        self.subviews = subviews
    }

    /// Snapshots `view`'s tree now, labelled by `label`, `highlighted` the view it is about.
    public init(of view: View, highlighted: View? = nil, label: (View) -> String?) {
        self.init(label: label(view) ?? "", frame: view.frame, isHidden: view.isHidden, isHighlighted: view === highlighted,
                  subviews: view.subviews.map { Wireframe(of: $0, highlighted: highlighted, label: label) })
    }

    /// Every view, superviews first, with its frame, hidden state and path.
    func flattened(origin: Point = Point(x: 0, y: 0), inHiddenTree: Bool = false, parentPath: String? = nil)
        -> [(view: Wireframe, frame: Rect, hidden: Bool, path: String)] {
        let absolute = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        let hidden = inHiddenTree || isHidden
        let path = parentPath.map { $0 + "/" + label } ?? label
        return [(self, absolute, hidden, path)]
            + subviews.flatMap {
                $0.flattened(origin: Point(x: absolute.minX, y: absolute.minY), inHiddenTree: hidden, parentPath: path)
            }
    }

    /// "(x, y, w, h)" with whole numbers written without a fraction, e.g. "(0, 10, 200, 40)".
    public static func coordinates(_ rect: Rect) -> String {
        "(\(SVGText.number(rect.minX)), \(SVGText.number(rect.minY)), \(SVGText.number(rect.width)), \(SVGText.number(rect.height)))"
    }
}
