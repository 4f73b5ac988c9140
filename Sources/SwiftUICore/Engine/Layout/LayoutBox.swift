import Foundation

/// A type-erased layout with its cache, as a node holds it.
protocol LayoutBox: AnyObject {
    var layoutProperties: LayoutProperties { get }
    /// Whether this is a single-child modifier (padding, frame, ...) that passes its child's
    /// traits and container axis through.
    var isModifierWrapper: Bool { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat?
}

/// Layouts that Cutaway uses to implement modifiers (padding, frame, fixedSize, ...).
protocol ModifierLayout: Layout {}

func makeLayoutBox<L: Layout>(_ layout: L) -> any LayoutBox {
    ConcreteLayoutBox(layout)
}

private final class ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L
    private var cache: L.Cache?

    let isModifierWrapper: Bool

    init(_ layout: L) {
        self.layout = layout
        isModifierWrapper = layout is any ModifierLayout
    }

    var layoutProperties: LayoutProperties { L.layoutProperties }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(
                    of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
