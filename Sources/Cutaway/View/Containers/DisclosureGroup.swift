import Foundation

/// A label that shows or hides its content: iOS 17's disclosure row, the label leading and a
/// chevron in the tint trailing, which points right when the group is collapsed and turns
/// 90° down when it is expanded; the content below the label while expanded.
///
/// Tapping the label (a script's `tap` by the label's text) toggles the group with an
/// animation: the chevron turns and the content fades in or out over SwiftUI's default
/// animation. Without an `isExpanded` binding the group keeps its own state, collapsed at
/// first.
///
/// Design boundary: in a `List`, SwiftUI makes each content view a row of its own; Cutaway
/// shows the group as one row holding the label and the content.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false

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
        let isExpanded = isExpanded
        VStack(alignment: .leading, spacing: DisclosureGroupMetrics.contentSpacing) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .fontWeight(.semibold)
                    .imageScale(.small)
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
            }
            .scriptTapAction {
                withAnimation { isExpanded.wrappedValue.toggle() }
            }
            if isExpanded.wrappedValue {
                content()
            }
        }
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

/// A disclosure group's measurements: the content starts the standard 8 points below the
/// label (an estimate from iOS 17's look outside a list).
enum DisclosureGroupMetrics {
    static let contentSpacing: CGFloat = 8
}
