// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/SafeArea/Subviews/AreaView.swift with the renames and the edits
// docs/porting.md lists.
import Foundation

import Foundation
import PinEngine

class AreaView: View {
    private let nameLabel = Label()

    init(name: String) {
        super.init(frame: .zero)


        nameLabel.text = name
        nameLabel.layer.anchorPoint = Point(x: 0, y: 1)
        nameLabel.transform = .init(rotationAngle: (Double.pi / 2))
        addSubview(nameLabel)
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()

        nameLabel.pin.topLeft(1).sizeToFit()
    }
}
