import PinEngine

/// The ports import Foundation too, which has an `IndexPath` of its own: a declaration of this module
/// wins over both imports, so the ports' `IndexPath` is the engine's (one line per target).
typealias IndexPath = PinEngine.IndexPath

// Stand-ins for the UIKit controls PinLayout's example app uses (not part of PinEngine: text
// measurement is rendering). Each answers `sizeThatFits` with simple, hand-computable numbers.

/// UILabel: `text` at 5 points per character and 10 points per line, wrapped at the width asked
/// about (whole characters per line, at least one; a width of 0 or less means no limit, as UILabel
/// reads it); an empty or nil text fits in zero.
final class Label: View {
    var text: String?

    static let characterWidth = 5.0
    static let lineHeight = 10.0

    override func sizeThatFits(_ size: Size) -> Size {
        let count = Double(text?.count ?? 0)
        guard count > 0 else { return .zero }
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let perLine = max(1, (width / Label.characterWidth).rounded(.down))
        let lines = (count / perLine).rounded(.up)
        return Size(width: min(count, perLine) * Label.characterWidth, height: lines * Label.lineHeight)
    }
}

/// UIButton: its title on one line, 5 points per character plus 10 of padding, 30 high.
/// Not final: the example app subclasses it (RoundedButton).
class Button: View {
    enum ButtonType { case custom, system }
    enum State { case normal }

    private var title: String?
    var isHighlighted = false
    var contentEdgeInsets = EdgeInsets.zero

    convenience init(type: ButtonType) {
        self.init(frame: .zero)
    }

    func setTitle(_ title: String?, for state: State) {
        self.title = title
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: Double(title?.count ?? 0) * 5 + 10, height: 30)
    }
}

/// UISegmentedControl: 50 points per segment, 28 high; `init(items:)` sizes it to fit, as UIKit does.
final class SegmentedControl: View {
    private(set) var numberOfSegments = 0
    var selectedSegmentIndex = -1

    init(items: [String]) {
        numberOfSegments = items.count
        super.init(frame: .zero)
        sizeToFit()
    }

    override init(frame: Rect) {
        super.init(frame: frame)
    }

    func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        numberOfSegments += 1
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: Double(numberOfSegments) * 50, height: 28)
    }
}

/// UISwitch: 51 × 31, as UIKit's.
final class Switch: View {
    var isOn = false

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: 51, height: 31)
    }
}

/// UITextField: keeps its size.
final class TextField: View {}
