import Foundation

/// A type that arranges subviews: SwiftUI's `Layout` protocol, with its exact signatures.
///
/// A layout conformer is a container view: `MyLayout { ... }` lays out the views of the
/// closure as its subviews. Stacks are built on this protocol too (`VStackLayout`, ...).
public protocol Layout: Animatable {
    /// Properties of the layout type; `stackOrientation` tells `Spacer` and `Divider` which
    /// way they extend.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses across calls.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    func makeCache(subviews: Subviews) -> Cache

    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// By default a layout prefers, on each edge, the union of its subviews' preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    /// Lays out the views of `content` as this layout's subviews.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis along which the layout stacks its subviews, or `nil`.
    public var stackOrientation: Axis?

    public init() {}
}

/// A layout and its subviews, as a view.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let children = context.resolve(content, component: .index(0))
        let axis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        for child in children {
            child.setContainerAxis(axis)
        }
        // An animatable layout runs on its animatable data sampled at the current time.
        let node = context.node(
            .layout(makeLayoutBox(context.animated(layout, key: "layout"))), typeName: baseTypeName(L.self), children: children)
        context.refreshing(layout, key: "layout") { sampled in
            node.kind = .layout(makeLayoutBox(sampled))
            return true
        }
        return [node]
    }
}

extension ViewNode {
    /// Records the stack axis on this node and on the nodes it wraps through modifiers, so a `Spacer().frame(...)` still knows which way its stack runs.
    func setContainerAxis(_ axis: Axis?) {
        containerAxis = axis
        if case .layout(let box, _) = kind, box.isModifierWrapper {
            for child in children {
                child.setContainerAxis(axis)
            }
        }
    }
}
