import Foundation

/// A box that groups related content under an optional label, drawn as iOS 17 draws one: the
/// label in the headline font above the content, aligned to the leading edge, padded 16
/// points on a rounded rectangle (8 pt continuous corners) in the secondary system background.
/// A group box inside another is drawn in the tertiary system background, as iOS does, so the
/// inner one stands out. (`GroupBoxMetrics` names where the numbers come from.)
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxDepth) private var depth

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, message: "Use init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if Label.self != EmptyView.self {
                label.font(.headline)
            }
            content
        }
        .padding(GroupBoxMetrics.padding)
        .background(
            RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: depth == 0 ? .secondarySystemBackground : .tertiarySystemBackground)))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A group box's measurements: the standard padding (16 points on iOS, `padding()`'s) and the
/// 8 pt corner radius iOS 17's `DefaultGroupBoxStyle` draws (an estimate from its look).
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 8
}

private enum GroupBoxDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How many group boxes enclose a view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}
