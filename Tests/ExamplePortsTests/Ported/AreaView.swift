// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/SafeArea/Subviews/AreaView.swift with the README's renames and the edits
// its "Porting PinLayout code" section lists.
import Foundation

import Foundation
import PinEngine

class AreaView: View {
    private let nameLabel = Label()

    init(name: String) {
        super.init(frame: .zero)


        nameLabel.text = name
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
