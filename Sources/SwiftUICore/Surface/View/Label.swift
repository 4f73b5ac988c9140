import Foundation

/// A title with an icon: `Label("Favorites", systemImage: "heart")`.
///
/// Drawn by the environment's label style (`labelStyle(_:)`): by default the icon, then the
/// title, side by side on the title's first baseline (a symbol sits on the baseline of the
/// text beside it), 8 points apart (iOS's standard spacing between a symbol and text).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The style it is drawn in regardless of the environment's (a configuration's label).
    var fixedStyle: AnyStyle<LabelStyleConfiguration>?

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) private var style

    public var body: some View {
        (fixedStyle ?? style).makeBody(LabelStyleConfiguration(
            title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)), spokenTitle: title as? Text))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title and an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of a style's configuration's parts, for a style that changes only how they are
    /// arranged or modified (`Label(configuration).font(.title)`): drawn in the default style,
    /// so that a style's own body can hold it without drawing itself again.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        fixedStyle = AnyStyle(DefaultLabelStyle())
    }
}

/// A label's parts, as a label style receives them.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let title: Title
    public let icon: Icon
    /// The title as VoiceOver reads it (and a script's tap finds it) when a style shows the
    /// icon alone: a text title, or nil for a title of other views.
    var spokenTitle: Text?
}

/// How labels in a view are drawn.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The icon, then the title (iOS's automatic style outside lists, menus and toolbars).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone, labelled for accessibility by the title it hides (as iOS reads an icon-only
/// button by its label's title), so that a script taps it by that title.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.spokenTitle {
            configuration.icon.accessibilityLabel(title)
        } else {
            configuration.icon
        }
    }
}

/// The platform's default: icon and title.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) {
        self.init(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } })
    }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<LabelStyleConfiguration> { AnyStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    var labelStyle: AnyStyle<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the labels in this view in `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyStyle(style))
    }
}
