import Foundation

/// `ForEach($items) { $item in ... }`: a view for each element of a collection held by a
/// binding, given a binding to its element, so that a row can edit the element in place
/// (writing through it changes the collection, and the views that read it are made again).
///
/// As in SwiftUI, the data is the collection's indices paired with the elements' ids, and a
/// view is identified by its element's id: a row keeps its state when elements before it
/// come and go.
extension ForEach {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { element in
            content(data.element(at: element.0))
        }
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index` of the bound collection.
    func element(at index: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[index] },
            set: { self.wrappedValue[index] = $0 })
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of the bound collection, given a binding to it.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of the bound collection, identified by `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
