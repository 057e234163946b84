// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/Form/FormView.swift with the renames and the edits
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

class FormView: BaseFormView {
    
    private let formContainerView = View()
    private let formTitleLabel = Label()
    private let nameField = TextField()
    
    private let ageSwitch = Switch()
    private let ageField = TextField()
    
    private let addressField = TextField()

    override init() {
        super.init()

        formScrollView.addSubview(formContainerView)

        formTitleLabel.text = "Simple Form Example"
        formTitleLabel.sizeToFit()
        formContainerView.addSubview(formTitleLabel)

        formContainerView.addSubview(nameField)
        
        formContainerView.addSubview(ageSwitch)

        ageField.alpha = 0
        formContainerView.addSubview(ageField)

        formContainerView.addSubview(addressField)
    }

    required init(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutFormFields()
    }

    private func layoutFormFields() {
        let margin: Double = 12

        // Layout the formContainerView using the view's safeArea.
        formContainerView.pin.top().hCenter().width(100%).maxWidth(400).pinEdges().margin(margin)
        
        formTitleLabel.pin.topCenter(margin)

        nameField.pin.below(of: formTitleLabel).horizontally().height(40).margin(margin)

        ageSwitch.pin.below(of: nameField, aligned: .left).marginTop(margin).sizeToFit()
        ageField.pin.below(of: ageSwitch).horizontally().height(40).margin(margin)

        // Layout the Address TextField below the last visible view, either ageSwitch or ageField.
        addressField.pin.below(of: visible([ageSwitch, ageField])).horizontally().height(40).margin(margin)

        // Adjust the form container bottom to contains all its childrens
        formContainerView.pin.wrapContent(.vertically, padding: margin)

        // Adjust ScrollView contentSize
        formScrollView.contentSize = formContainerView.frame.size
    }
    
    internal func didChangeAgeSwitch(uiSwitch: Switch) {
        // Animate the appearance/disapearance of the age TextField
        View.animate(withDuration: 0.2) { 
            self.ageField.alpha = uiSwitch.isOn ? 1 : 0
            self.layoutFormFields()
        }
    }
}
