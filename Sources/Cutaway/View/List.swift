import Foundation

/// A scrolling list of rows in iOS's inset-grouped style: the grouped background, white
/// rounded sections inset from the edges, rows with standard insets and a minimum height,
/// and separators aligned with the rows' content.
///
/// Like the platform table it models, a list does not interpolate row heights: a row's cell
/// takes its new height at once, and the content inside it is clipped to the cell. It does
/// animate rows that come and go: the others slide to their new places, and the row's own
/// transition (`.opacity` unless it has one) plays on its content, inside its cell.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let listContext = context.updatingEnvironment { $0.isInList = true }
        let items = listContext.resolve(content, component: .index(0))
        // Rows outside any `Section` are gathered into implicit sections between the explicit ones.
        // An implicit section is named after the explicit section before it (or the list), not
        // after its first row: when rows come and go, it and the rows that stay are the same views.
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        var looseSectionIdentity = context.identity.appending(.part("section"))
        func closeLooseSection() {
            guard !loose.isEmpty else { return }
            var sectionContext = listContext
            sectionContext.identity = looseSectionIdentity
            sections.append(sectionContext.listSection(rows: loose))
            loose = []
        }
        for item in items {
            if item.typeName == ListSectionLayout.typeName {
                closeLooseSection()
                sections.append(item)
                looseSectionIdentity = item.identity.appending(.part("rowsAfter"))
            } else {
                loose.append(item)
            }
        }
        closeLooseSection()
        for section in sections {
            section.containerAxis = .vertical
        }
        return [context.node(
            .layout(makeLayoutBox(ListLayout()), decoration: .listBackground), typeName: "List", children: sections)]
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
}

/// A group of rows in a `List`, drawn as one rounded section. Outside a list, a section
/// lays its content out like a `Group`.
public struct Section<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let rows = context.resolve(content, component: .index(0))
        guard context.environment.isInList else { return rows }
        return [context.listSection(rows: rows)]
    }
}

extension ResolveContext {
    /// A list section node holding a cell for each of `rows`.
    func listSection(rows: [ViewNode]) -> ViewNode {
        let cells = rows.enumerated().map { index, row in
            let cell = node(
                .layout(
                    makeLayoutBox(ListCellLayout()),
                    decoration: .listCell(
                        hasSeparator: index < rows.count - 1, separatorInset: ListCellLayout.insets.leading)),
                typeName: "ListCell", children: [row], identity: row.identity.appending(.part("cell")))
            cell.containerAxis = .vertical
            return cell
        }
        return node(
            .layout(makeLayoutBox(ListSectionLayout()), decoration: .listSection),
            typeName: ListSectionLayout.typeName, children: cells)
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
