import Foundation

/// A scrolling list of rows, in iOS's inset-grouped style unless `listStyle(_:)` says
/// otherwise: the grouped background, white rounded sections inset from the edges with their
/// headers and footers, rows with standard insets and a minimum height, and separators
/// aligned with the rows' text.
///
/// Like the platform table it models, a list does not interpolate row heights: a row's cell
/// takes its new height at once, and the content inside it is clipped to the cell. It does
/// animate rows that come and go: the others slide to their new places, and the row's own
/// transition (`.opacity` unless it has one) plays on its content, inside its cell.
///
/// It scrolls as a `ScrollView` does (a table view is a scroll view): its `@State` holds the
/// offset, which a script's `scroll`, a finger's drag and `ScrollViewProxy.scrollTo` write
/// through the `ScrollController` on its node; its rows are clipped to its frame, and the
/// first list of a navigation screen takes the screen's scroll edge, so that the large title
/// collapses and the bar takes its material as the rows scroll under it.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @State private var offset = CGPoint.zero

    public var body: some View {
        ListContainer(content: content, offset: $offset)
    }
}

/// The primitive a `List` resolves to: its sections, cells and rows under one node laid out
/// by `ListLayout`, which clips them and carries the list's `ScrollController`.
nonisolated struct ListContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let offset: Binding<CGPoint>

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let appearance = context.environment.listAppearance
        // `scrollContentBackground(.hidden)`: no background behind the rows, nor under the bars.
        let background = context.environment.scrollContentBackground == .hidden ? Color.clear : appearance.background
        let spacing = context.environment.listSectionSpacing?.points(standard: appearance.sectionSpacing)
            ?? appearance.sectionSpacing
        let controller = context.graph.nodes[context.identity]?.scrollController ?? ScrollController()
        // The list's own spacing is the layout's; a section sees only a spacing set on it.
        var listContext = context.updatingEnvironment {
            $0.isInList = true
            $0.listSectionSpacing = nil
        }
        // A scroll changes the list's state, not its rows: they are resolved in the transaction
        // they were last resolved in (as a scroll view's content, see `ScrollContainer`).
        if context.graph.pendingTransaction(for: context.composite.identity) != nil, let earlier = controller.contentTransaction {
            listContext.transaction = earlier
        } else {
            controller.contentTransaction = context.transaction
        }
        // The first list (or vertical scroll view) of a navigation screen takes its edge.
        if let edge = context.environment.navigationScrollEdge {
            edge.controller = controller
            controller.navigationEdge = edge
            listContext.environment.navigationScrollEdge = nil
        } else {
            controller.navigationEdge = nil
        }
        let items = listContext.resolve(content, component: .index(0))
        // Rows outside any `Section` are gathered into implicit sections between the explicit ones.
        // An implicit section is named after the explicit section before it (or the list), not
        // after its first row: when rows come and go, it and the rows that stay are the same views.
        var children: [ViewNode] = []
        var loose: [ViewNode] = []
        var looseSectionIdentity = context.identity.appending(.part("section"))
        func closeLooseSection() {
            guard !loose.isEmpty else { return }
            var sectionContext = listContext
            sectionContext.identity = looseSectionIdentity
            children.append(sectionContext.listSection(rows: loose, spacing: nil))
            loose = []
        }
        for item in items {
            switch item.decoration {
            case .listSection?:
                closeLooseSection()
                children.append(item)
                looseSectionIdentity = item.identity.appending(.part("rowsAfter"))
            case .listHeader?, .listFooter?:
                closeLooseSection()
                children.append(item)
            default:
                loose.append(item)
            }
        }
        closeLooseSection()
        for child in children {
            child.containerAxis = .vertical
        }
        // The content margins of `contentMargins(_:for:)` are not read: a list keeps its
        // style's insets (only a large title's strip is added, through the controller).
        controller.update(
            axes: .vertical, offset: offset, margins: EdgeInsets(), behavior: nil, isDisabled: !context.environment.isScrollEnabled)
        controller.yieldsDownwardDragAtTop = context.environment.isInSwipeDismissible
        let layout = ListLayout(appearance: appearance, sectionSpacing: spacing, offset: offset.wrappedValue, controller: controller)
        let list = context.node(
            .layout(makeLayoutBox(context.animated(layout, key: "scroll")), decoration: .listBackground(appearance)),
            typeName: "List", children: children)
        context.refreshing(layout, key: "scroll") { sampled in
            list.kind = .layout(makeLayoutBox(sampled), decoration: .listBackground(appearance))
            return true
        }
        list.scrollController = controller
        controller.node = list
        list.clipScrollView(axes: .vertical, in: context.environment)
        list.decorate(.gesture(controller.dragAttachment(key: context.identity)))
        // A navigation screen holding the list draws the list's background behind its bars.
        list.decorate(.preference(PreferenceValue(key: ObjectIdentifier(ScreenBackgroundKey.self), value: Optional(background))))
        // Its rows' badges are drawn in them; none reaches a tab item above the list.
        list.decorate(.preference(PreferenceValue(key: ObjectIdentifier(BadgeKey.self), value: Optional<Text>.none)))
        guard context.environment.safeAreaGeometry != nil else { return [list] }
        // On a device, a list's background runs under the status bar and the home indicator,
        // as a table view's does; its rows are laid out in the safe area and drawn past it
        // where they scroll (`ScrollSafeAreaClip`).
        return context.resolve(
            ResolvedNodes(nodes: [list]).background(background, ignoresSafeAreaEdges: .all),
            component: .part("listScreen"))
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the element's `id` key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension ResolveContext {
    /// A list section node (its card) holding a cell for each of `rows`, with `spacing` as its
    /// own section spacing if it has one.
    ///
    /// A cell holds its row, after the row's background if it has one. The rows' backgrounds
    /// and separators are read from their traits here, when the list is made.
    func listSection(rows: [ViewNode], spacing: CGFloat?) -> ViewNode {
        let cells = rows.enumerated().map { index, row in
            // A separator runs between two rows unless the upper hides its bottom one or the
            // lower its top one.
            let hasSeparator = index < rows.count - 1
                && !row.traits.hiddenListRowSeparators.contains(.bottom)
                && !rows[index + 1].traits.hiddenListRowSeparators.contains(.top)
            var children = [row]
            if let background = row.traits.listRowBackground {
                children.insert(listRowBackground(background, of: row), at: 0)
            }
            let revealed = revealedSwipeActions(of: row)
            if let revealed {
                children.insert(revealed.node, at: children.count - 1)
            }
            let layout = revealed.map { makeLayoutBox(SwipeRevealedCellLayout(edge: $0.edge)) } ?? makeLayoutBox(ListCellLayout())
            let cell = node(
                .layout(layout, decoration: .listCell(hasSeparator: hasSeparator)),
                typeName: "ListCell", children: children, identity: row.identity.appending(.part("cell")))
            cell.containerAxis = .vertical
            return cell
        }
        let section = node(
            .layout(makeLayoutBox(ListSectionLayout()), decoration: .listSection(environment.listAppearance)),
            typeName: ListSectionLayout.typeName, children: cells)
        if let spacing {
            section.decorate(.traits { $0.layoutValues[ObjectIdentifier(ListSectionSpacingKey.self)] = spacing })
        }
        return section
    }

    /// The node drawing `background` behind `row` in its cell.
    private func listRowBackground(_ background: any View, of row: ViewNode) -> ViewNode {
        var context = self
        context.identity = row.identity.appending(.part("background"))
        context.modifierDepth = 0
        let content = context.resolve(background, component: .index(0))
        return context.node(
            .layout(makeLayoutBox(ListRowBackgroundLayout()), decoration: .listRowBackground),
            typeName: "ListRowBackground", children: content)
    }

    /// A section's header or footer: `view` drawn in `style`, in a node decorated with
    /// `decoration`; `nil` if `view` draws nothing.
    func listSupplementary<V: View>(
        _ view: V, component: ViewIdentity.Component, style: ListAppearance.SupplementaryStyle,
        decoration: ViewNode.Decoration, typeName: String, insets: EdgeInsets
    ) -> ViewNode? {
        let styled = updatingEnvironment { environment in
            environment.font = style.font
            environment.foregroundStyle = AnyShapeStyle(style.foreground)
            if let textCase = style.textCase { environment.textCase = textCase }
        }
        let content = styled.resolve(view, component: component)
        guard !content.isEmpty else { return nil }
        return node(
            .layout(makeLayoutBox(ListSupplementaryLayout(insets: insets)), decoration: decoration),
            typeName: typeName, children: content, identity: identity.appending(.part(typeName)))
    }
}

private enum IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views are being resolved inside a `List` (sections become list sections).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
