// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/AutoSizing/AutoSizingView.swift with the renames and the edits
// docs/porting.md lists.
import Foundation
import PinEngine

final class AutoSizingView: View {
    private let scrollView = ScrollView()
    private let containerView = AutoSizingContainerView()

    private let margin: Double = 30

    init() {
        super.init(frame: Rect.zero)
        configureView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureView() {

        addSubview(scrollView)
        
        scrollView.addSubview(containerView)
    }

    func updateImage(_ image: Image?) {
        containerView.image = image
        setNeedsLayout()
    }

    func updateTexts(firstText: String?, secondText: String?) {
        containerView.firstText = firstText
        containerView.secondText = secondText
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        performLayout()
        didPerformLayout()
    }

    private func performLayout() {
        scrollView.pin.all()
        containerView.pin.top(margin).horizontally(margin).sizeToFit(.width)
    }

    private func didPerformLayout() {
        scrollView.contentSize = Size(width: bounds.width, height: containerView.frame.maxY + margin)
    }
}
