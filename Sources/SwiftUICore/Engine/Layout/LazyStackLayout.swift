import Foundation

/// How a lazy stack lays out the rows it resolved among the rows it did not.
///
/// Each row keeps its place: a row not resolved takes the length the stack measured of it
/// (or the mean of those measured) and the gaps between rows are the stack's spacing (its
/// neighbours' `ViewSpacing` for a `nil` spacing, as `VStack`'s, and the last such gap where a
/// neighbour is not resolved). A row is proposed the stack's length across and nothing along
/// (its ideal length), and aligned across by the stack's alignment; the stack takes its whole
/// proposal across (unlike `VStack`, as SwiftUI's lazy stacks do) and its rows' lengths along.
/// With `pinsHeaders`, a section's header stays at the top of the scroll view's viewport
/// while its section shows, pushed up by the section's end, and is drawn over the rows.
struct LazyStackLayout: Layout {
    let axis: Axis
    /// The cross-axis alignment guide.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let pinsHeaders: Bool
    /// The row each subview belongs to, in order.
    let childRows: [Int]
    /// Where the measured lengths go, and where the rows and the viewport are found.
    let memory: LazyStackMemory

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The rows' starts (from the stack's leading edge) and the stack's length, with the
    /// resolved rows measured for `proposal`: each subview's start along the axis too.
    private func arrange(_ proposal: ProposedViewSize, subviews: Subviews) -> (childStarts: [CGFloat], rowStarts: [CGFloat], rowEnds: [CGFloat], total: CGFloat) {
        let sizes = subviews.map { $0.sizeThatFits(childProposal(proposal)) }
        let estimate = memory.estimatedLength
        var childStarts = [CGFloat](repeating: 0, count: subviews.count)
        var rowStarts: [CGFloat] = [], rowEnds: [CGFloat] = []
        rowStarts.reserveCapacity(memory.rowCount)
        rowEnds.reserveCapacity(memory.rowCount)
        var cursor: CGFloat = 0
        var child = 0
        var lastGap = memory.gap
        for row in 0..<memory.rowCount {
            if row > 0 {
                // Between two resolved neighbours, their spacing; else the last gap found.
                if spacing == nil, child > 0, child < subviews.count, childRows[child] == row, childRows[child - 1] == row - 1 {
                    lastGap = subviews[child - 1].spacing.distance(to: subviews[child].spacing, along: axis)
                }
                cursor += spacing ?? lastGap
            }
            rowStarts.append(cursor)
            if child < subviews.count, childRows[child] == row {
                let first = child
                while child < subviews.count, childRows[child] == row {
                    if child > first {
                        cursor += spacing ?? subviews[child - 1].spacing.distance(to: subviews[child].spacing, along: axis)
                    }
                    childStarts[child] = cursor
                    cursor += sizes[child][axis]
                    child += 1
                }
            } else {
                cursor += memory.length(of: row, estimate: estimate)
            }
            rowEnds.append(cursor)
        }
        memory.gap = spacing ?? lastGap
        return (childStarts, rowStarts, rowEnds, cursor)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let total = arrange(proposal, subviews: subviews).total
        let across = proposal[axis.perpendicular]
            ?? subviews.map { $0.sizeThatFits(childProposal(proposal))[axis.perpendicular] }.max() ?? 0
        return CGSize(axis, main: total, cross: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposal = ProposedViewSize(bounds.size)
        let (childStarts, rowStarts, rowEnds, _) = arrange(proposal, subviews: subviews)
        let start = bounds.origin[axis]
        let viewportStart = memory.controller.map { $0.viewport.origin[axis] }
        for (index, subview) in subviews.enumerated() {
            let row = childRows[index]
            let dimensions = subview.dimensions(in: childProposal(proposal))
            // The length measured along the axis is the row's (its subviews and gaps between).
            memory.setLength(rowEnds[row] - rowStarts[row], for: row)
            var along = start + childStarts[index]
            if pinsHeaders, memory.rowIsHeader[row], let viewportStart {
                // Pinned: at the viewport's start, but never above its place nor past its
                // section's end.
                let section = memory.rowSections[row]
                var end = rowEnds[row]
                var next = row + 1
                while next < rowEnds.count, memory.rowSections[next] == section { end = rowEnds[next]; next += 1 }
                along = min(max(along, viewportStart), start + end - dimensions.size(axis))
            }
            let crossBounds = axis == .vertical ? bounds.width : bounds.height
            let cross = bounds.origin[axis.perpendicular]
                + AlignmentPlacement.containerGuide(alignment, size: CGSize(axis, main: 0, cross: crossBounds))
                - dimensions[alignment]
            subview.place(
                at: axis == .vertical ? CGPoint(x: cross, y: along) : CGPoint(x: along, y: cross),
                proposal: childProposal(proposal))
        }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

extension ViewDimensions {
    /// The length along `axis`.
    func size(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
