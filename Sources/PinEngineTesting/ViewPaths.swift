import PinEngine

/// The views of a tree with their paths, superviews before their subviews: a named view is its name,
/// an unnamed one `[i]` (its index in its superview), the root `root` unless named.
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
