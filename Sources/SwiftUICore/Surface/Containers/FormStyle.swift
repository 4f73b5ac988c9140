import Foundation

/// A form's parts, as a `FormStyle` receives them.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let content: Content
}

/// How the forms in a view look.
@MainActor @preconcurrency public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The form as iOS draws it: a list in the inset grouped style.
nonisolated public struct GroupedFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        List {
            configuration.content
        }
        .listStyle(.insetGrouped)
    }
}

/// The form's controls in one column, not in a list: each control on a line, leading, the
/// lines the standard spacing apart, padded by the standard padding (Cutaway's drawing of
/// the macOS style on iOS, where SwiftUI has it too).
nonisolated public struct ColumnsFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.content
        }
        .padding()
    }
}

/// The platform's default: on iOS, grouped.
nonisolated public struct AutomaticFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private enum FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<FormStyleConfiguration> { AnyStyle(makeBody: AutomaticFormStyle().makeBody(configuration:)) }
}

extension EnvironmentValues {
    var formStyle: AnyStyle<FormStyleConfiguration> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the forms in this view in `style`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, AnyStyle(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } }))
    }
}
