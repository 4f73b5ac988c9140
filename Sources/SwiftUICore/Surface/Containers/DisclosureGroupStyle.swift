import Foundation

/// A disclosure group's parts, as its style receives them.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
    /// Whether the group shows its content; a style toggles it.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// How the disclosure groups in a view look.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS 17's disclosure row: the label leading and a chevron in the tint trailing, which points
/// right when the group is collapsed and turns 90° down when it is expanded; the content below
/// the label while expanded.
///
/// Tapping the label (a script's `tap` by the label's text) toggles the group with an
/// animation: the chevron turns and the content fades in or out over SwiftUI's default
/// animation.
///
/// Design boundary: in a `List`, SwiftUI makes each content view a row of its own; Cutaway
/// shows the group as one row holding the label and the content.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isExpanded = configuration.$isExpanded
        VStack(alignment: .leading, spacing: DisclosureGroupMetrics.contentSpacing) {
            HStack {
                configuration.label
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
                configuration.content
            }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group's measurements: the content starts the standard 8 points below the
/// label (an estimate from iOS 17's look outside a list).
enum DisclosureGroupMetrics {
    static let contentSpacing: CGFloat = 8
}

private enum DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<DisclosureGroupStyleConfiguration> {
        AnyStyle(makeBody: AutomaticDisclosureGroupStyle().makeBody(configuration:))
    }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the disclosure groups in this view in `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}
