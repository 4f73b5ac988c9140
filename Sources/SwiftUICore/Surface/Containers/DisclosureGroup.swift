import Foundation

/// A label that shows or hides its content, drawn by the environment's disclosure group style
/// (`disclosureGroupStyle(_:)`): by default iOS 17's disclosure row
/// (`AutomaticDisclosureGroupStyle`). Without an `isExpanded` binding the group keeps its own
/// state, collapsed at first.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Binding<Bool> {
        isExpandedBinding ?? $isExpandedState
    }

    public var body: some View {
        style.makeBody(DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: AnyView(label)),
            content: DisclosureGroupStyleConfiguration.Content(content: AnyView(content())),
            isExpanded: isExpanded))
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
