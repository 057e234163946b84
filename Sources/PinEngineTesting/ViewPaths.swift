import PinEngine

/// A tree's views with paths: a name, `[i]` for unnamed ones, `root` for the root.
enum ViewPaths {
    static func of(_ root: View, names: [ObjectIdentifier: String]) -> [(path: String, view: View)] {
        var result: [(path: String, view: View)] = []
        func visit(_ view: View, path: String) {
            result.append((path, view))
            for (index, subview) in view.subviews.enumerated() {
                visit(subview, path: path + "/" + (names[ObjectIdentifier(subview)] ?? "[\(index)]"))
            }
        }
        visit(root, path: names[ObjectIdentifier(root)] ?? "root")
        return result
    }
}
