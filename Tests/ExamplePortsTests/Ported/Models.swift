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
