import Foundation
@testable import SwiftUICore
import CutawayComponents

/// What a `CollapsibleSpacingVStack` did in the last layout pass: the height it reported for
/// the width it was placed at, the bounds it was placed in, and where it put each child
/// (unrounded, relative to the bounds' top-left corner).
nonisolated final class StackRecord {
    var reportedHeight: CGFloat = 0
    var bounds: CGRect = .zero
    var frames: [CGRect] = []

    /// The y where placement ended: the bottom of the last child (the last gap is 0).
    var placementEnd: CGFloat { frames.last?.maxY ?? 0 }

    /// The gap between child `index` and the next one.
    func gap(after index: Int) -> CGFloat { frames[index + 1].minY - frames[index].maxY }
}

/// A `CollapsibleSpacingVStack` that records what it reports and where it places its children,
/// pass by pass. It forwards every call, so it lays out exactly as the stack does.
///
/// Child frames are read back from the graph's nodes (an internal detail, hence
/// `@testable import Cutaway`): `LayoutSubview` has no public getter for where it was placed.
nonisolated struct RecordingStack: Layout {
    let stack: CollapsibleSpacingVStack
    let record: StackRecord

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        record.reportedHeight = stack.sizeThatFits(
            proposal: ProposedViewSize(width: bounds.width, height: nil), subviews: subviews, cache: &cache
        ).height
        record.bounds = bounds
        record.frames = subviews.map { $0.node.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }
}
