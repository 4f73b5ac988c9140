import Foundation

/// A proxy for one subview of a layout: measure it, read its spacing and layout values,
/// place it.
///
/// It holds its node and the layout engine strongly: a custom layout may keep subviews in its
/// cache, or anywhere, and use them in a later pass, or after the graph is gone. The engine
/// keeps no reference back to nodes or caches, so this makes no cycle. (An unowned reference
/// measured no faster: `Scripts/bench`, "layout, 200-row List".)
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let engine: LayoutEngine

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: node, proposal: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal: proposal)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// The subview's layout priority (`.layoutPriority(_:)`).
    public var priority: Double { node.traits.layoutPriority }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or its default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.traits.layoutValues[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    }

    /// Places the subview so that its `anchor` lands at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a layout, in order. Like `LayoutSubview`, safe to keep past the pass.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    let engine: LayoutEngine
    /// The node whose children these are, when they are all of them (a layout keeps what it
    /// works out for them there, see `StackLayoutAlgorithm.arrangement(for:subviews:)`).
    var container: ViewNode? = nil

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], engine: engine)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}
