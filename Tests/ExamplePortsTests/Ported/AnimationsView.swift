// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/Animations/AnimationsView.swift with the renames and the edits
// docs/porting.md lists.
//  Copyright (c) 2017 Luc Dion
//  Permission is hereby granted, free of charge, to any person obtaining a copy
//  of this software and associated documentation files (the "Software"), to deal
//  in the Software without restriction, including without limitation the rights
//  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//  copies of the Software, and to permit persons to whom the Software is
//  furnished to do so, subject to the following conditions:
//
//  The above copyright notice and this permission notice shall be included in
//  all copies or substantial portions of the Software.
//
//  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//  OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
//  THE SOFTWARE.

import Foundation
import PinEngine

enum LayoutMode: Int {
    case imageLeft
    case imageRight
    case imageTop
    case overImage
}

class AnimationsView: View {
    private var currentLayoutMode = LayoutMode.imageLeft

    // This view exists only to support more easily iPhoneX landscape orientation.
    private let safeAreaContainerView = View()

    private let textLabel = Label()
    private let segmented = SegmentedControl(items: ["Layout 1", "Layout 2", "Layout 3", "Layout 4"])

    private let houseImageView = ImageView(image: Image(named: "PinLayout-logo"))
    private let margin: Double = 10
    private let titleLabel = Label()
    private let descriptionLabel = Label()
    private let overlayView = View()

    init() {
        super.init(frame: .zero)

        addSubview(safeAreaContainerView)

        textLabel.text = "Select the layout mode:"
        safeAreaContainerView.addSubview(textLabel)

        segmented.selectedSegmentIndex = 0
        safeAreaContainerView.addSubview(segmented)

        safeAreaContainerView.addSubview(houseImageView)

        safeAreaContainerView.addSubview(overlayView)

        titleLabel.text = "Castlecrag House"
        safeAreaContainerView.addSubview(titleLabel)

        descriptionLabel.text = "The house is located in a unique Sydney bush suburb. The site itself has three particularly special qualities – a beautiful sandstone outcrop to the street, an adjacent bush reserve, and tranquil water views to the bay."
        safeAreaContainerView.addSubview(descriptionLabel)

        didChangeLayoutMode()
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()

        // This view exists only to support more easily iPhoneX landscape orientation. On larger
        // screen the view's width is limited to 700 px and centered
        safeAreaContainerView.pin.all(pin.safeArea).maxWidth(700).justify(.center)

        textLabel.pin.top(10).horizontally(margin).sizeToFit(.width)
        segmented.pin.below(of: textLabel, aligned: .left).right(margin).marginTop(4)

        layoutCell()
    }

    private func layoutCell() {
        switch currentLayoutMode {
        case .imageLeft:
            houseImageView.pin.below(of: segmented).left(margin).marginTop(margin).size(140)
            titleLabel.pin.after(of: houseImageView, aligned: .top).marginLeft(margin).sizeToFit()
            descriptionLabel.pin.below(of: titleLabel, aligned: .left).right(margin).marginTop(margin).sizeToFit(.width)

        case .imageRight:
            houseImageView.pin.below(of: segmented).right(margin).marginTop(margin).size(140)
            titleLabel.pin.below(of: segmented, aligned: .left).margin(margin).sizeToFit()
            descriptionLabel.pin.below(of: titleLabel, aligned: .left).before(of: houseImageView).marginTop(margin).marginRight(margin).sizeToFit(.width)

        case .imageTop:
            houseImageView.pin.below(of: segmented).horizontally(margin).marginTop(margin).height(160)
            titleLabel.pin.below(of: houseImageView, aligned: .left).marginTop(margin).sizeToFit()
            descriptionLabel.pin.below(of: titleLabel).horizontally(margin).marginTop(margin).sizeToFit(.width)

        case .overImage:
            houseImageView.pin.below(of: segmented).horizontally(pin.safeArea + margin).marginTop(margin).height(260)
            descriptionLabel.pin.bottomLeft(to: houseImageView.anchor.bottomLeft).right(to: houseImageView.edge.right)
                .margin(margin).sizeToFit(.width)
            titleLabel.pin.above(of: descriptionLabel, aligned: .left).marginBottom(margin).sizeToFit()

            let overlayHeight = houseImageView.frame.maxY - titleLabel.frame.minY + margin
            overlayView.pin.bottomLeft(to: houseImageView.anchor.bottomLeft).right(to: houseImageView.edge.right).height(overlayHeight)
        }

        overlayView.alpha = currentLayoutMode == .overImage ? 1 : 0
    }

    private func didChangeLayoutMode() {
        guard let layoutMode = LayoutMode(rawValue: segmented.selectedSegmentIndex) else { return }
        guard layoutMode != currentLayoutMode else { return }
        self.currentLayoutMode = layoutMode

        View.animate(withDuration: 0.3) {
            self.layoutCell()
        }
    }
}
