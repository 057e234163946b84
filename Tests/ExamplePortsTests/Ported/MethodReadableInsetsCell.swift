// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/TableViewReadableContent/Cells/MethodReadableInsetsCell.swift with the README's renames and the edits
// its "Porting PinLayout code" section lists.
import Foundation
import PinEngine

class MethodReadableInsetsCell: TableViewCell {
    static let reuseIdentifier = "MethodReadableInsetsCell"

    private let iconImageView = ImageView(image: Image(named: "method"))
    private let nameLabel = Label()
    private let descriptionLabel = Label()
    private let margin: Double = 10

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        preservesSuperviewLayoutMargins = false

        contentView.addSubview(iconImageView)

        contentView.addSubview(nameLabel)

        contentView.addSubview(descriptionLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(method: Method) {
        nameLabel.text = method.name
        descriptionLabel.text = method.description
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout()
    }

    private func layout() {
        // 1) Layout the contentView
        contentView.pin.top(margin).horizontally(pin.readableMargins)

        // 2) Layout contentView's childs
        iconImageView.pin.topLeft().size(30)
        nameLabel.pin.after(of: iconImageView, aligned: .center).right().marginHorizontal(margin).sizeToFit(.width)
        descriptionLabel.pin.below(of: [iconImageView, nameLabel]).horizontally().marginTop(margin).sizeToFit(.width)

        // 3) Adjust the contentView size to wrap its childs
        contentView.pin.wrapContent(.vertically)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        // 1) Set the width to the specified size parameter
        pin.width(size.width)

        // 2) Layout the contentView's controls
        layout()

        // 3) Returns a size that contains all views
        return Size(width: size.width, height: contentView.frame.maxY + margin)
    }
}
