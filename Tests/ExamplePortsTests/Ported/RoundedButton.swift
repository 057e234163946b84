// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/SafeArea/Subviews/RoundedButton.swift with the renames and the edits
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

class RoundedButton: Button {
    private let iconImageView = ImageView()
    private let label = Label()

    override var isHighlighted: Bool {
        didSet {
            View.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .transitionCrossDissolve, .curveEaseInOut], animations: {
                self.alpha = self.isHighlighted ? 0.7 : 1
            }, completion: nil)
        }
    }

    init(text: String = "", icon: Image) {
        super.init(frame: .zero)


        iconImageView.image = icon
        iconImageView.sizeToFit()
        addSubview(iconImageView)

        label.text = text
        label.sizeToFit()
        addSubview(label)
        contentEdgeInsets = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let spacing: Double = 15
        let totalWidth = iconImageView.frame.width + spacing + label.frame.width

        iconImageView.pin.vCenter().left((frame.width - totalWidth) / 2)
        label.pin.vCenter().after(of: iconImageView).marginLeft(spacing)

    }
}
