import Foundation

/// Views made from a collection (a `ForEach`), whose rows a list can let people delete and
/// move.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    nonisolated var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
    /// Lets the rows be deleted: while the environment's edit mode is on, each row leads with
    /// a red delete control (`minus.circle.fill`). A script deletes nothing; `action` receives
    /// the offsets of the rows to delete when it runs.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableRows(content: self, deletes: action != nil, moves: false)
    }

    /// Lets the rows be moved: while the environment's edit mode is on, each row trails with a
    /// reorder control (`line.3.horizontal`). `action` receives the offsets moved and the
    /// offset they move to.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableRows(content: self, deletes: false, moves: action != nil)
    }
}

/// Rows that can be deleted or moved, drawn with their edit controls while editing.
///
/// Measurements (Cutaway's reading of iOS 17's table view in edit mode): the delete control a
/// 22-point red `minus.circle.fill` 12 points before the row's content; the reorder control
/// `line.3.horizontal` in the secondary colour at the trailing edge.
nonisolated public struct _EditableRows<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let deletes: Bool
    let moves: Bool

    public var data: Content.Data { content.data }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // Two modifiers on one ForEach (`.onDelete(...).onMove(...)`) add up: each outer one
        // passes what it allows down, and the innermost, around the ForEach itself, draws the
        // controls of all of them, once per row.
        var inner = context
        inner.environment.rowEditing.deletes = context.environment.rowEditing.deletes || deletes
        inner.environment.rowEditing.moves = context.environment.rowEditing.moves || moves
        let editing = inner.environment.rowEditing
        inner.environment.rowEditing = content is any EditableRowsModifier ? editing : RowEditing()
        let rows = inner.resolveContent(content)
        guard !(content is any EditableRowsModifier), context.environment.editMode?.wrappedValue.isEditing == true else {
            return rows
        }
        return rows.flatMap { row in
            var rowContext = context
            rowContext.identity = row.identity.appending(.part("editing"))
            return rowContext.resolve(EditingRow(row: ResolvedNodes(nodes: [row]), editing: editing))
        }
    }
}

/// `_EditableRows`, whatever its content (to find the innermost of several).
protocol EditableRowsModifier {}
nonisolated extension _EditableRows: EditableRowsModifier {}

/// What the rows of a `ForEach` in the making let people do while editing.
struct RowEditing: Hashable {
    var deletes = false
    var moves = false
}

private enum RowEditingKey: EnvironmentKey {
    static var defaultValue: RowEditing { RowEditing() }
}

extension EnvironmentValues {
    var rowEditing: RowEditing {
        get { self[RowEditingKey.self] }
        set { self[RowEditingKey.self] = newValue }
    }
}

/// A row with its edit controls.
nonisolated private struct EditingRow: View {
    let row: ResolvedNodes
    let editing: RowEditing

    var body: some View {
        HStack(spacing: 12) {
            if editing.deletes {
                Image(systemName: "minus.circle.fill")
                    .font(.system(size: 22))
                    .foregroundStyle(Color.red)
            }
            row
            if editing.moves {
                Spacer(minLength: 0)
                Image(systemName: "line.3.horizontal").foregroundStyle(.secondary)
            }
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so that they come before the element at `destination`
    /// as it was (SwiftUI's helper for `onMove`), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moved, at: target)
    }
}
