import Foundation

/// How `HStack` and `VStack` share out space, as SwiftUI does.
///
/// 1. The gaps between neighbours come first: the explicit spacing, or each pair's
///    `ViewSpacing` distance (0 next to a spacer).
/// 2. What is left is offered to the children by layout priority, highest first. A priority
///    group may use everything except the minimum lengths of the lower-priority children.
///    Spacers have priority −∞: they are the last group, their minimum lengths are reserved
///    and they share what the others leave. So `HStack { Text(title); Spacer() }` gives the
///    text its one-line width while it fits, as on iOS.
/// 3. Inside a group the least flexible child (the smallest difference between its length
///    for an infinite and for a zero proposal; a text's is its ideal width, since it takes no
///    room when offered none) is served first; each child is offered an equal share of what
///    remains, takes what it needs, and the rest goes on to the others.
///
/// (The algorithm as OpenSwiftUI reverse-engineered it: `StackLayout.swift` and `Spacer.swift`
/// in OpenSwiftUICore, where a spacer's `layoutPriority()` is `-.infinity`.)
/// 4. Across the stack, children are aligned on the cross-axis guide; the stack is as thick as
///    the union of its aligned children.
struct StackLayoutAlgorithm: Equatable {
    let axis: Axis
    let spacing: CGFloat?
    /// The cross-axis alignment guide.
    let alignment: AlignmentKey

    /// The gap after each child but the last.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            if let spacing { return spacing }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// The proposal each child gets for the stack's `proposal`.
    func childProposals(for proposal: ProposedViewSize, subviews: LayoutSubviews, gaps: [CGFloat]) -> [ProposedViewSize] {
        let cross = proposal[axis.perpendicular]
        func along(_ main: CGFloat?) -> ProposedViewSize {
            var child = ProposedViewSize(width: nil, height: nil)
            child[axis] = main
            child[axis.perpendicular] = cross
            return child
        }
        guard let main = proposal[axis] else {
            return Array(repeating: along(nil), count: subviews.count)
        }
        let count = subviews.count
        let minimums = subviews.map { $0.sizeThatFits(along(0))[axis] }
        let flexibilities = subviews.indices.map { index in
            subviews[index].sizeThatFits(along(.infinity))[axis] - minimums[index]
        }
        var offers = [CGFloat](repeating: 0, count: count)
        var remaining = max(0, main - gaps.reduce(0, +))
        let childPriorities = subviews.map(\.priority)
        // Usually every child has the same priority: one group, no sorting of priorities.
        let priorities = childPriorities.allSatisfy({ $0 == childPriorities[0] })
            ? Array(childPriorities.prefix(1)) : Set(childPriorities).sorted(by: >)
        for priority in priorities {
            let lowerMinimums = subviews.indices
                .filter { childPriorities[$0] < priority }
                .reduce(CGFloat(0)) { $0 + minimums[$1] }
            var available = max(0, remaining - lowerMinimums)
            let members = subviews.indices
                .filter { childPriorities[$0] == priority }
                .sorted { (flexibilities[$0], $0) < (flexibilities[$1], $1) }
            var left = members.count
            for index in members {
                let offer = available.isFinite ? available / CGFloat(left) : available
                offers[index] = offer
                let taken = subviews[index].sizeThatFits(along(offer))[axis]
                if available.isFinite, taken.isFinite {
                    available = max(0, available - taken)
                    remaining = max(0, remaining - taken)
                }
                left -= 1
            }
        }
        return offers.map { along($0) }
    }

    /// An arrangement kept on the stack's node: for which algorithm, children and proposal.
    struct Memo {
        let algorithm: StackLayoutAlgorithm
        let children: [ViewNode]
        let proposal: ProposedViewSize
        let arrangement: Arrangement
    }

    /// Sizes, gaps and the aligned cross-axis extent of the children for `proposal`.
    ///
    /// Kept on the stack's node for the last proposal, as long as the node keeps its sizes
    /// (`ViewNode.discardStaleLayout()`): the arrangement follows from the children's sizes,
    /// spacings and priorities, which are kept or dropped with them. So a stack that only
    /// moves (rows under a scroll) places its children again without working out their
    /// proposals again; where it lands is still computed from its new bounds, as before.
    func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        guard let container = subviews.container else { return arrange(for: proposal, subviews: subviews) }
        if let memo = container.cachedArrangement, memo.proposal == proposal, memo.algorithm == self,
           memo.children.count == subviews.nodes.count, zip(memo.children, subviews.nodes).allSatisfy({ $0 === $1 }) {
            return memo.arrangement
        }
        let arrangement = arrange(for: proposal, subviews: subviews)
        container.cachedArrangement = Memo(algorithm: self, children: subviews.nodes, proposal: proposal, arrangement: arrangement)
        return arrangement
    }

    private func arrange(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let gaps = gaps(subviews)
        let proposals = childProposals(for: proposal, subviews: subviews, gaps: gaps)
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0]) }
        let guides = dimensions.map { $0[alignment] }
        let beforeGuide = guides.max() ?? 0
        let afterGuide = zip(dimensions, guides).map { CGSize($0.width, $0.height)[axis.perpendicular] - $1 }.max() ?? 0
        let mainLength = dimensions.reduce(CGFloat(0)) { $0 + CGSize($1.width, $1.height)[axis] } + gaps.reduce(0, +)
        return Arrangement(
            proposals: proposals, dimensions: dimensions, gaps: gaps,
            crossGuide: beforeGuide, size: CGSize(axis, main: mainLength, cross: subviews.isEmpty ? 0 : beforeGuide + afterGuide))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        arrangement(for: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let arrangement = arrangement(for: proposal, subviews: subviews)
        for (index, origin) in arrangement.origins(in: bounds, alignment: alignment, axis: axis).enumerated() {
            subviews[index].place(at: origin, anchor: .topLeading, proposal: arrangement.proposals[index])
        }
    }

    /// The spacing preferences of a stack: its leading edge along the axis is its first child's,
    /// its trailing edge its last child's, and the cross edges are the union of all children's.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var spacing = ViewSpacing.zero
        let (start, end, crossEdges): (Edge.Set, Edge.Set, Edge.Set) = axis == .vertical
            ? (.top, .bottom, .horizontal) : (.leading, .trailing, .vertical)
        spacing.formUnion(first.spacing, edges: start)
        spacing.formUnion(last.spacing, edges: end)
        for subview in subviews {
            spacing.formUnion(subview.spacing, edges: crossEdges)
        }
        return spacing
    }

    /// The children of a stack laid out for one proposal.
    struct Arrangement {
        let proposals: [ProposedViewSize]
        let dimensions: [ViewDimensions]
        let gaps: [CGFloat]
        /// The largest cross-axis guide value among the children: where the guide line sits.
        let crossGuide: CGFloat
        let size: CGSize

        /// Each child's origin inside `bounds`. When `bounds` is thicker than the children's
        /// union, the union is aligned inside it by the stack's alignment.
        func origins(in bounds: CGRect, alignment: AlignmentKey, axis: Axis) -> [CGPoint] {
            let boundsCross = bounds.size[axis.perpendicular]
            let shift = AlignmentPlacement.containerGuide(alignment, size: CGSize(axis, main: 0, cross: boundsCross))
                - AlignmentPlacement.containerGuide(alignment, size: CGSize(axis, main: 0, cross: size[axis.perpendicular]))
            var main = axis == .vertical ? bounds.minY : bounds.minX
            let crossStart = (axis == .vertical ? bounds.minX : bounds.minY) + shift + crossGuide
            return dimensions.indices.map { index in
                let cross = crossStart - dimensions[index][alignment]
                let origin = axis == .vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
                main += CGSize(dimensions[index].width, dimensions[index].height)[axis]
                    + (index < gaps.count ? gaps[index] : 0)
                return origin
            }
        }
    }
}

extension CGSize {
    init(_ width: CGFloat, _ height: CGFloat) {
        self.init(width: width, height: height)
    }
}
