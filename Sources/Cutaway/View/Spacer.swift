import Foundation

/// Flexible space that expands along its stack's axis (along both axes outside a stack).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length the spacer shrinks to; `nil` is the standard spacing (8 points).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.spacer(minLength: minLength), typeName: "Spacer")]
    }
}

/// A hairline separator across its stack's axis, in the separator colour.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [context.leaf(.divider, typeName: "Divider")]
    }
}
