// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/RelativeView/RelativeView.swift with the renames and the edits
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

class RelativeView: View {
    private let centerView = View()
    
    private let topLeftView = View()
    private let topCenterView = View()
    private let topRightView = View()
    
    private let leftTopView = View()
    private let leftCenterView = View()
    private let leftBottomView = View()
    
    private let bottomLeftView = View()
    private let bottomCenterView = View()
    private let bottomRightView = View()
    
    private let rightTopView = View()
    private let rightCenterView = View()
    private let rightBottomView = View()
    
    private let relativeView = View()
    private let childRelativeView = View()
    
    init() {
        super.init(frame: .zero)
        
        addSubview(centerView)
        
        addSquare(topLeftView)
        addSquare(topCenterView)
        addSquare(topRightView)
        
        addSquare(leftTopView)
        addSquare(leftCenterView)
        addSquare(leftBottomView)
        
        addSquare(bottomLeftView)
        addSquare(bottomCenterView)
        addSquare(bottomRightView)
        
        addSquare(rightTopView)
        addSquare(rightCenterView)
        addSquare(rightBottomView)
    }
    
    private func addSquare(_ view: View) {
        view.pin.size(40)
        addSubview(view)
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()
        
        centerView.pin.center().size(150)
        
        topLeftView.pin.above(of: centerView, aligned: .left).marginBottom(10)
        topCenterView.pin.above(of: centerView, aligned: .center).marginBottom(10)
        topRightView.pin.above(of: centerView, aligned: .right).marginBottom(10)
        
        rightTopView.pin.after(of: centerView, aligned: .top).marginLeft(10)
        rightCenterView.pin.after(of: centerView, aligned: .center).marginLeft(10)
        rightBottomView.pin.after(of: centerView, aligned: .bottom).marginLeft(10)
        
        bottomLeftView.pin.below(of: centerView, aligned: .left).marginTop(10)
        bottomCenterView.pin.below(of: centerView, aligned: .center).marginTop(10)
        bottomRightView.pin.below(of: centerView, aligned: .right).marginTop(10)

        leftTopView.pin.before(of: centerView, aligned: .top).marginRight(10)
        leftCenterView.pin.before(of: centerView, aligned: .center).marginRight(10)
        leftBottomView.pin.before(of: centerView, aligned: .bottom).marginRight(10)
    }
}
