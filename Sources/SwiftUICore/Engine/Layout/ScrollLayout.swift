import Foundation

/// How a scroll view lays out its content and its indicators.
///
/// As SwiftUI's `ScrollView`: the content is proposed nothing (`nil`) along the scroll axes,
/// so it takes its ideal length there, and the scroll view's size less its content margins
/// across them. Along a scroll axis the scroll view takes its whole proposal (its content's
/// length plus margins when proposed nothing); across one it is as long as its content plus
/// margins, as SwiftUI's is: a horizontal scroll view in a stack is as tall as its row, and a
/// vertical one around a short text is as wide as the text. The content sits at the
/// top-leading corner inside the margins, moved back by the offset, and is centred across a
/// scroll axis it does not fill.
///
/// The offset is the layout's animatable data: a scroll in an animated transaction moves it
/// frame by frame, and `target` keeps where it is going. While the two differ the scroll is in
/// motion and the indicators are drawn, as iOS shows them only while a scroll view scrolls;
/// at rest they are placed with no size, so they draw nothing.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    /// The content's offset: how far it is scrolled, in points from the top-leading position.
    var offset: CGPoint
    /// Where the offset is going (the offset itself when no scroll is animating).
    let target: CGPoint
    /// The content margins (`contentMargins(_:_:for: .scrollContent)`).
    let contentMargins: EdgeInsets
    /// How many of the subviews, at the end, are indicators (the vertical one first).
    let indicatorCount: Int
    /// Told where the viewport is each time the layout places its content, for lazy stacks
    /// inside (`LazyStackLayout` pins headers to it).
    let controller: ScrollController

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The content margins and, under a navigation bar that follows this scroll view, the
    /// large title's strip (known once the screen has read its title, before layout).
    private var margins: EdgeInsets {
        var margins = contentMargins
        margins.top += controller.navigationEdge?.largeTitleInset ?? 0
        return margins
    }

    var animatableData: CGPoint.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    /// The proposal the content gets inside a scroll view of `size`.
    private func contentProposal(for size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : size.width.map { max(0, $0 - margins.horizontal) },
            height: axes.contains(.vertical) ? nil : size.height.map { max(0, $0 - margins.vertical) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let contentSize = contentCount(subviews) > 0 ? subviews[0].sizeThatFits(contentProposal(for: proposal)) : .zero
        let fitted = CGSize(width: contentSize.width + margins.horizontal, height: contentSize.height + margins.vertical)
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? fitted.width : fitted.width,
            height: axes.contains(.vertical) ? proposal.height ?? fitted.height : fitted.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        controller.viewport = bounds
        controller.contentFrame = .zero
        controller.laidOutOffset = offset
        // The guess of the pass's resolution is checked from here on (see `LazyStackMemory`).
        controller.offsetBeingResolved = nil
        let count = contentCount(subviews)
        guard count > 0 else { return }
        let proposal = contentProposal(for: ProposedViewSize(bounds.size))
        let size = subviews[0].sizeThatFits(proposal)
        let inner = CGRect(
            x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
            width: max(0, bounds.width - margins.horizontal), height: max(0, bounds.height - margins.vertical))
        let x = axes.contains(.horizontal) ? inner.minX - offset.x : inner.minX + (inner.width - size.width) / 2
        let y = axes.contains(.vertical) ? inner.minY - offset.y : inner.minY + (inner.height - size.height) / 2
        subviews[0].place(at: CGPoint(x: x, y: y), proposal: proposal)
        controller.contentFrame = CGRect(x: x, y: y, width: size.width, height: size.height)
        for index in 1..<count {
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: proposal)
        }
        placeIndicators(in: bounds, contentSize: size, subviews: subviews)
    }

    private func contentCount(_ subviews: Subviews) -> Int { subviews.count - indicatorCount }

    /// Places the indicators: while the offset moves, a capsule `ScrollIndicator.thickness`
    /// thick along the trailing (bottom) edge, as long as the visible share of the content
    /// (at least `ScrollIndicator.minimumLength`), as far along its track as the offset is
    /// along the scrollable distance; at rest, an empty frame.
    private func placeIndicators(in bounds: CGRect, contentSize: CGSize, subviews: Subviews) {
        let isMoving = offset != target
        var index = contentCount(subviews)
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis.set) && index < subviews.count {
            defer { index += 1 }
            let inset = ScrollIndicator.inset, thickness = ScrollIndicator.thickness
            let visible = axis == .vertical ? bounds.height : bounds.width
            let content = axis == .vertical ? contentSize.height + margins.vertical : contentSize.width + margins.horizontal
            let scrollable = content - visible
            guard isMoving, scrollable > 0 else {
                subviews[index].place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0))
                continue
            }
            let track = visible - 2 * inset
            let length = min(track, max(ScrollIndicator.minimumLength, track * visible / content))
            let progress = min(1, max(0, (axis == .vertical ? offset.y : offset.x) / scrollable))
            let along = inset + (track - length) * progress
            if axis == .vertical {
                subviews[index].place(
                    at: CGPoint(x: bounds.maxX - inset - thickness, y: bounds.minY + along),
                    proposal: ProposedViewSize(width: thickness, height: length))
            } else {
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + along, y: bounds.maxY - inset - thickness),
                    proposal: ProposedViewSize(width: length, height: thickness))
            }
        }
    }
}
