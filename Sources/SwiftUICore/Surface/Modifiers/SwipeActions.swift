import Foundation

/// A row's swipe actions on one edge (`swipeActions(edge:allowsFullSwipe:content:)`): buttons
/// a finger reveals by sliding the row away from that edge.
struct SwipeActionSet {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: any View
}

/// A row's swipe actions, a trait of the row's node that its list reads when it makes the
/// row's cell (one set per edge; a later modifier for an edge replaces an earlier one).
enum SwipeActionsKey {}

extension ViewTraits {
    var swipeActions: [SwipeActionSet] {
        layoutValues[ObjectIdentifier(SwipeActionsKey.self)] as? [SwipeActionSet] ?? []
    }
}

/// The row whose swipe actions a script revealed, kept by the graph: iOS shows one row's
/// actions at a time.
struct SwipeReveal: Equatable {
    let row: ViewIdentity
    let edge: HorizontalEdge
}

nonisolated extension View {
    /// Adds swipe actions to this list row: the buttons `content` makes, revealed at `edge`
    /// when the row slides away from it, drawn as iOS 17 draws them (`SwipeActionButtonStyle`).
    /// A script reveals them (`ScriptEvent.revealSwipeActions(of:edge:at:animation:)`); the
    /// full swipe that runs the first action is not modelled.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let set = SwipeActionSet(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content())
        return modifier(_TraitWritingModifier { traits in
            let key = ObjectIdentifier(SwipeActionsKey.self)
            traits.layoutValues[key] = traits.swipeActions.filter { $0.edge != edge } + [set]
        })
    }
}

/// A swipe action's measurements (iOS 17's UIContextualAction buttons, estimated from its
/// look): as tall as the cell, the label padded 16 points at each side, at least 74 points
/// wide; the title in the 15-point subheadline font, white, or the icon alone for a label
/// with an icon.
enum SwipeActionMetrics {
    static let minimumWidth: CGFloat = 74
    static let horizontalPadding: CGFloat = 16
}

/// How a revealed swipe action draws its button: its label in white on the button's colour:
/// red for a destructive role, the tint the button sets (`.tint(_:)`), else system grey.
nonisolated struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(configuration: configuration)
    }
}

nonisolated private struct SwipeActionButton: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        let fill: AnyShapeStyle = configuration.role == .destructive ? AnyShapeStyle(Color.red)
            : tint ?? AnyShapeStyle(Color(uiColor: .systemGray))
        configuration.label
            .labelStyle(.iconOnly)
            .font(.subheadline)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, SwipeActionMetrics.horizontalPadding)
            .frame(minWidth: SwipeActionMetrics.minimumWidth, maxHeight: .infinity)
            .background(Rectangle().fill(fill))
    }
}

extension ResolveContext {
    /// The node of `row`'s swipe actions and their edge, when a script has revealed them:
    /// its buttons side by side, the first nearest the edge, as iOS orders them.
    func revealedSwipeActions(of row: ViewNode) -> (node: ViewNode, edge: HorizontalEdge)? {
        guard let reveal = graph.revealedSwipeActions, reveal.row == row.identity,
              let set = row.traits.swipeActions.first(where: { $0.edge == reveal.edge })
        else { return nil }
        var context = self
        context.identity = row.identity.appending(.part("swipeActions"))
        context.modifierDepth = 0
        let buttons = context.resolve(
            AnyView(set.content).buttonStyle(SwipeActionButtonStyle()), component: .index(0))
        let ordered = reveal.edge == .trailing ? Array(buttons.reversed()) : buttons
        let actions = context.resolve(HStack(spacing: 0) { ResolvedNodes(nodes: ordered) }, component: .part("buttons"))
        let node = context.node(
            .layout(makeLayoutBox(ZStackLayout(alignment: .center))), typeName: "SwipeActions", children: actions)
        return (node, reveal.edge)
    }
}

/// A list cell whose row's swipe actions are revealed: the row (and its background) laid out
/// as in any cell (`ListCellLayout`), moved away from the edge by the actions' width, and the
/// actions in the space it leaves, as tall as the cell. Children: the row's backgrounds, the
/// actions, then the row (last, as in every cell).
struct SwipeRevealedCellLayout: Layout {
    let edge: HorizontalEdge

    /// The subviews a plain cell would have: all but the actions.
    private func cellSubviews(_ subviews: Subviews) -> Subviews {
        var nodes = subviews.nodes
        nodes.remove(at: nodes.count - 2)
        return LayoutSubviews(nodes: nodes, engine: subviews.engine)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var none: Void = ()
        return ListCellLayout().sizeThatFits(proposal: proposal, subviews: cellSubviews(subviews), cache: &none)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let actions = subviews[subviews.count - 2]
        let width = min(bounds.width, actions.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width)
        let shift = edge == .trailing ? -width : width
        var none: Void = ()
        ListCellLayout().placeSubviews(
            in: bounds.offsetBy(dx: shift, dy: 0), proposal: proposal, subviews: cellSubviews(subviews), cache: &none)
        let x = edge == .trailing ? bounds.maxX - width : bounds.minX
        actions.place(
            at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(width: width, height: bounds.height))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension ViewGraph {
    /// What a script's reveal of `row`'s swipe actions at `edge` reveals: the first row, in
    /// drawing order, with swipe actions at that edge and `row` among its texts.
    func swipeReveal(of row: String, edge: HorizontalEdge, time: Double) throws -> SwipeReveal {
        var candidates: [ViewNode] = []
        tree?.forEachNode { node in
            if node.traits.swipeActions.contains(where: { $0.edge == edge }) { candidates.append(node) }
        }
        guard let found = candidates.first(where: { $0.textContent.contains(row) }) else {
            var titles: [String] = []
            for title in candidates.compactMap(\.textContent.first) where !titles.contains(title) { titles.append(title) }
            throw RuntimeError.noSwipeActions(row: row, edge: edge, time: time, available: titles)
        }
        return SwipeReveal(row: found.identity, edge: edge)
    }
}
