import Foundation

/// Flexible space that expands along its stack's axis (along both axes outside a stack).
///
/// As in SwiftUI, a spacer yields to everything else in its stack: its layout priority is
/// −∞, so the stack reserves its minimum length, sizes the other views first, and gives the
/// spacers what is left (`StackLayoutAlgorithm`). It asks for no spacing of its own: the gap
/// between a spacer and its neighbours is 0, its minimum length is the room it keeps.
nonisolated public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length the spacer shrinks to; `nil` is the standard spacing (8 points).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let node = context.leaf(.spacer(minLength: minLength), typeName: "Spacer")
        node.decorate(.traits { $0.layoutPriority = -.infinity })
        return [node]
    }
}

/// A hairline separator across its stack's axis, in the separator colour.
nonisolated public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.divider, typeName: "Divider")]
    }
}
