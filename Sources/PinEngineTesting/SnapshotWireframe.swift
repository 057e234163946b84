import Foundation
import PinEngine
import PinWireframe

extension FrameSnapshot {
    /// The tree the snapshot describes, rebuilt for drawing; nil when it has no views or a frame does
    /// not parse.
    func wireframe(highlighted: Set<String>) -> Wireframe? {
        var nodes: [(path: String, parent: Int?, node: Wireframe)] = []
        for entry in entries {
            guard let frame = Self.rect(entry.frame) else { return nil }
            let parent = nodes.indices.last { entry.path.hasPrefix(nodes[$0].path + "/") }
            let label = parent.map { String(entry.path.dropFirst(nodes[$0].path.count + 1)) } ?? entry.path
            nodes.append((entry.path, parent,
                          Wireframe(label: label, frame: frame, isHidden: entry.isHidden, isHighlighted: highlighted.contains(entry.path))))
        }
        // Subviews into their superviews, the last view first, so that each is complete when it is moved.
        for index in nodes.indices.reversed() {
            guard let parent = nodes[index].parent else { continue }
            nodes[parent].node.subviews.insert(nodes[index].node, at: 0)
        }
        return nodes.first { $0.parent == nil }?.node
    }

    /// The rectangle of a frame as `coordinates` writes it, "(16, 68.5, 168, 40)".
    static func rect(_ text: String) -> Rect? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst().dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
