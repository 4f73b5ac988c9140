import Foundation

nonisolated extension View {
    /// Presents `content` in a sheet while `isPresented` is true: on an iPhone, a card that
    /// slides up from the bottom to 10 points below the top of the safe area, pushing this view
    /// back. Setting the binding false (or calling the environment's `dismiss`) slides it back
    /// down; `onDismiss` runs then.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            isPresented: isPresented.wrappedValue, itemKey: nil, makeStyle: { .sheet(AnyView(content())) },
            dismiss: { isPresented.wrappedValue = false }))
        .onChange(of: isPresented.wrappedValue) { old, new in
            if old, !new { onDismiss?() }
        }
    }

    /// Presents a sheet for `item` while it is not nil; a different item is a different sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modifier(_PresentationModifier(
            isPresented: current != nil, itemKey: current.map { "\($0.id)" },
            makeStyle: { .sheet(current.map { AnyView(content($0)) } ?? AnyView(EmptyView())) },
            dismiss: { item.wrappedValue = nil }))
        .onChange(of: current?.id) { old, _ in
            if old != nil { onDismiss?() }
        }
    }

    /// Presents `content` over the whole screen while `isPresented` is true: it slides up from
    /// the bottom and covers everything but the status bar.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            isPresented: isPresented.wrappedValue, itemKey: nil, makeStyle: { .fullScreenCover(AnyView(content())) },
            dismiss: { isPresented.wrappedValue = false }))
        .onChange(of: isPresented.wrappedValue) { old, new in
            if old, !new { onDismiss?() }
        }
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modifier(_PresentationModifier(
            isPresented: current != nil, itemKey: current.map { "\($0.id)" },
            makeStyle: { .fullScreenCover(current.map { AnyView(content($0)) } ?? AnyView(EmptyView())) },
            dismiss: { item.wrappedValue = nil }))
        .onChange(of: current?.id) { old, _ in
            if old != nil { onDismiss?() }
        }
    }
}
