import Foundation

/// The edits a list of a bound collection allows its rows (`List($items, editActions: .all)`):
/// swiping a row away (`.delete`) and dragging it to another place (`.move`).
///
/// A rendered frame looks the same with or without them (iOS shows no control until a
/// row is swiped or dragged), and Cutaway's scripts have no row drag yet: the list keeps
/// the actions it was given, and draws its rows as a list without them does.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be dragged to another place.
    public static var move: EditActions { EditActions(rawValue: 1 << 0) }
    /// Rows can be swiped away.
    public static var delete: EditActions { EditActions(rawValue: 1 << 1) }
    /// Every edit.
    public static var all: EditActions { [.move, .delete] }
}

extension List {
    /// A list whose rows can be selected (`selection` holds the selected rows' tags or ids).
    ///
    /// iOS shows a selection only in edit mode, as check marks, or, on iPad and in a
    /// split view's sidebar, as a highlighted row; Cutaway draws the rows as an iPhone outside
    /// edit mode does, without a mark.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with at most one selected row (see `init(selection:content:)`).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each element of the bound collection, identified by `id`, with
    /// `editActions` and a selection of many rows.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each element of the bound collection, identified by `id`, with
    /// `editActions` and at most one selected row.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of the bound collection, with `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of the bound collection, identified by `id`, with
    /// `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
