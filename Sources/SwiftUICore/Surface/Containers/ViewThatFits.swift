import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last when none does: `ViewThatFits { wideRow; narrowColumn }`.
///
/// How it works: the choice needs layout, and layout does not resolve views, so every
/// candidate is resolved, each in a frame of its own (`ViewThatFitsCandidateLayout`) that
/// clips it. `ViewThatFitsLayout` offers the chosen one the space and gives the others an
/// empty frame, which draws nothing.
///
/// Design boundaries: unlike SwiftUI's, the candidates not shown still exist (their state
/// lives, `onAppear` runs for each), and the chosen one is clipped to its frame (a shadow
/// drawn past it is cut off).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let candidates = context.resolve(content, component: .index(0))
        let frames = context.wrapEach(candidates, typeName: "ViewThatFitsCandidate") { ViewThatFitsCandidateLayout() }
        for frame in frames {
            frame.decorate(.effect(.clip))
        }
        return [context.node(
            .layout(makeLayoutBox(ViewThatFitsLayout(axes: axes))), typeName: "ViewThatFits", children: frames)]
    }
}

/// Chooses `ViewThatFits`'s candidate: the first whose ideal size is within the proposal on
/// the constrained axes (an unspecified proposal fits anything), else the last.
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    func chosenIndex(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            let fitsAcross = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsDown = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsAcross && fitsDown { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = chosenIndex(for: proposal, subviews: subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: ViewThatFitsCandidateLayout.hidden)
            }
        }
    }
}

/// A candidate's frame: its candidate's size, or empty when offered `hidden` (a proposal no
/// other layout makes: negative lengths).
struct ViewThatFitsCandidateLayout: Layout {
    static let hidden = ProposedViewSize(width: -1, height: -1)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard proposal != Self.hidden, let candidate = subviews.first else { return .zero }
        return candidate.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = proposal == Self.hidden ? ProposedViewSize(width: 0, height: 0) : proposal
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: offer)
    }
}
