// The example app's models, from TableViewExampleViewController.swift and
// CollectionViewExampleViewController.swift (unchanged).
import Foundation

struct Method {
    let name: String
    let description: String
}

struct House {
    let name: String
    let price: String
    let distance: Int
    let mainImageURL: URL
}

// From PinLayout's Example/PinLayoutSample/UI/Menu/MenuViewController.swift: the enum MenuView reads,
// without its `viewController` property (the view controllers are not ported).
enum PageType: Int {
    case intro
    case adjustToContainer
    case tableView
    case collectionView
    case animations
    case autoAdjustingSize
    case safeArea
    case relativePositions
    case between
    case form
    case wrapContent
    case autoSizing
    case tableViewWithReadable
    case introRTL
    case introObjC
    
    case count
    
    var title: String {
        switch self {
        case .intro:                  return "Introduction Example"
        case .adjustToContainer:      return "Adjust to Container Size"
        case .tableView:              return "UITableView with Variable Cell's Height"
        case .collectionView:         return "UICollectionView Example"
        case .animations:             return "Animation Example"
        case .autoAdjustingSize:      return "Auto Adjusting Size"
        case .safeArea:               return "SafeArea & readableMargins"
        case .relativePositions:      return "Relative Positioning"
        case .between:                return "Between Example"
        case .form:                   return "Form Example"
        case .wrapContent:            return "wrapContent Example"
        case .autoSizing:             return "Auto Sizing"
        case .tableViewWithReadable:  return "UITableView using readableMargins"
        case .introRTL:               return "Right-to-left Language Support"
        case .introObjC:              return "Objective-C PinLayout Example"
        case .count:                  return ""
        }
    }
}
