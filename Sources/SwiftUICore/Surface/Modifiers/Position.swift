import Foundation

/// Places its child's centre at a point of its own frame: the layout of `.position(...)`.
///
/// SwiftUI's rule: the modifier takes the whole of what it is offered (10 pt on an axis it is
/// offered nothing on, `replacingUnspecifiedDimensions()`'s default), offers its child the same,
/// and centres the child on `position`, measured from its own top-leading corner. So
/// `.position` makes a view as large as its container, and a change of position is a change of
/// the child's frame, which animates as any layout change does.
struct PositionLayout: ModifierLayout {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

nonisolated extension View {
    /// Centres this view at `position` in its parent's coordinate space (the frame this
    /// modifier takes: all of its proposal).
    public func position(_ position: CGPoint) -> some View {
        modifier(_LayoutWrappingModifier(layout: PositionLayout(position: position), typeName: "position"))
    }

    /// Centres this view at (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
