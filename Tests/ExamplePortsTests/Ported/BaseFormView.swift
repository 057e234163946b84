// Ported from PinLayout's Example/PinLayoutSample/UI/Common/BaseFormView.swift with the renames and the edits
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

class BaseFormView: View {
    let formScrollView = ScrollView()

    init() {
        super.init(frame: .zero)

        
        addSubview(formScrollView)
        
    }

    required init(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        formScrollView.pin.all()
    }


    internal func keyboardWillHide(notification: Notification) {
        resetScrollOffset()
    }


    private func resetScrollOffset() {
        guard formScrollView.contentInset != .zero else { return }
        setFormScrollView(bottomInset: 0)
    }

    private func setFormScrollView(bottomInset: Double) {
        formScrollView.contentInset = EdgeInsets(top: formScrollView.contentInset.top, left: 0,
                                                   bottom: bottomInset, right: 0)
    }
}
