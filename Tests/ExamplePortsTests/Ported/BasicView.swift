// Ported from PinLayout's Example/PinLayoutSample/UI/Common/BasicView.swift with the renames and the edits
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

class BasicView: View {
    private let label = Label()

    init(text: String? = nil) {
        super.init(frame: .zero)


        label.text = text
        addSubview(label)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        label.pin.top().horizontally().margin(4).sizeToFit(.width)
    }

    var sizeThatFitsExpectedArea: Double = 40 * 40
    var sizeThatFitSizeOffset: Double = 0

    override func sizeThatFits(_ size: Size) -> Size {
        var newSize = Size()
        if size.width != Double.greatestFiniteMagnitude && size.height != Double.greatestFiniteMagnitude {
            newSize.width = 35
            newSize.height = 45
        } else if size.width != Double.greatestFiniteMagnitude {
            newSize.width = size.width + sizeThatFitSizeOffset
            newSize.height = sizeThatFitsExpectedArea / newSize.width
        } else if size.height != Double.greatestFiniteMagnitude {
            newSize.height = size.height + sizeThatFitSizeOffset
            newSize.width = sizeThatFitsExpectedArea / newSize.height
        } else {
            newSize.width = 40
            newSize.height = sizeThatFitsExpectedArea / newSize.width
        }

        return newSize
    }
}
