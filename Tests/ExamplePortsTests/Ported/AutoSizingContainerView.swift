// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/AutoSizing/AutoSizingContainerView.swift with the renames and the edits
// docs/porting.md lists.
import Foundation
import PinEngine

final class AutoSizingContainerView: View {
    private let imageView = ImageView()
    private let firstTextLabel = Label()
    private let secondTextLabel = Label()

    private let margin: Double = 10

    @Proxy(\AutoSizingContainerView.imageView.image)
    var image: Image? {
        didSet {
            setNeedsLayout()
        }
    }

    @Proxy(\AutoSizingContainerView.firstTextLabel.text)
    var firstText: String? {
        didSet {
            setNeedsLayout()
        }
    }

    @Proxy(\AutoSizingContainerView.secondTextLabel.text)
    var secondText: String? {
        didSet {
            setNeedsLayout()
        }
    }

    init() {
        super.init(frame: Rect.zero)
        configureView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureView() {
        addSubview(imageView)

        addSubview(firstTextLabel)

        addSubview(secondTextLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        performLayout()
    }

    private func performLayout() {
        imageView.pin.top().horizontally().sizeToFit(.width).margin(margin)
        firstTextLabel.pin.below(of: imageView).horizontally().sizeToFit(.width).margin(margin)
        secondTextLabel.pin.below(of: firstTextLabel).horizontally().sizeToFit(.width).margin(margin)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        autoSizeThatFits(size, layoutClosure: performLayout)
    }
}
