import Foundation

/// Pages the user switches between with a tab bar (the default) or by swiping (`.page`), as
/// `tabViewStyle(_:)` says. Each child is a page; its `tabItem` is its button in the bar, its
/// `tag` the value a selection binding holds when it is chosen (its position when it has none).
///
/// Only the selected page is drawn. A script taps a tab by its item's title; with the page
/// style, a script selects a page through the selection binding.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewStyle) private var style

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection, ownSelection = $ownSelection
        let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? self.ownSelection
        TabViewContent(content: AnyView(content), selected: selected, style: style) { value in
            if let selection {
                if let value = value.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                ownSelection.wrappedValue = value
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection (the first page to begin with).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// What a page says of its tab: its item and its badge.
struct TabItemKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// The button of this page in its tab view's bar: typically a `Label` (a symbol and a
    /// title) or a `Text` and an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemKey.self, value: AnyView(label()))
    }
}
