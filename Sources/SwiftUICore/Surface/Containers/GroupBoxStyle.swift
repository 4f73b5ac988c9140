import Foundation

/// A group box's parts, as its style receives them.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The box's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
    /// Whether the box has a label (an `EmptyView` label is none: the default style then
    /// leaves no room for it).
    let hasLabel: Bool
}

/// How the group boxes in a view look.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS 17's group box: the label in the headline font above the content, aligned to the
/// leading edge, padded 16 points on a rounded rectangle (8 pt continuous corners) in the
/// secondary system background; a box inside another in the tertiary one, so that it stands
/// out (`GroupBoxMetrics`).
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBox(configuration: configuration)
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The default style's box, which reads how deep in group boxes it is.
nonisolated struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        VStack(alignment: .leading) {
            if configuration.hasLabel {
                configuration.label.font(.headline)
            }
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(
            RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: depth == 0 ? .secondarySystemBackground : .tertiarySystemBackground)))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

/// A group box's measurements: the standard padding (16 points on iOS, `padding()`'s) and the
/// 8 pt corner radius iOS 17's box is drawn with (an estimate from its look).
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 8
}

private enum GroupBoxDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

private enum GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GroupBoxStyleConfiguration> { AnyStyle(makeBody: DefaultGroupBoxStyle().makeBody(configuration:)) }
}

extension EnvironmentValues {
    /// How many group boxes of the default style enclose a view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }

    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the group boxes in this view in `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}
