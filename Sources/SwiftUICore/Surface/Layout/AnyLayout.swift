import Foundation

/// A type-erased layout: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
///
/// Switching the layout keeps the container and its subviews the same views (their identity
/// is the container's place, not its layout's type), so their state lives on and, under
/// `withAnimation`, their frames animate from the old arrangement to the new one.
public struct AnyLayout: Layout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The erased layout's cache, made again when the layout's type changes.
    public struct Cache {
        var value: Any?
    }

    /// The stack axis of the erased layout (`layoutProperties` is static, so `AnyLayout`'s
    /// own cannot know it): what `Spacer` and `Divider` inside extend along.
    var stackOrientation: Axis? {
        func orientation<L: Layout>(_ layout: L) -> Axis? { L.layoutProperties.stackOrientation }
        return orientation(layout)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var typed = cache.value as? L.Cache else {
                cache.value = layout.makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        place(layout)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return alignment(layout)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return alignment(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return spacing(layout)
    }
}
