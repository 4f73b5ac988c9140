/// How the text fields in a view look (`textFieldStyle(_:)`): SwiftUI's built-in styles.
///
/// Design boundaries: SwiftUI's protocol has only an underscored requirement, so a style of
/// one's own is no public API there; Cutaway draws a text field in a style it does not know as
/// `.automatic` does.
public protocol TextFieldStyle {}

/// The platform's default: on iOS, outside a `Form`, a field with no decoration (as `.plain`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field with no decoration: its text, or placeholder, alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// UIKit's `UITextField.BorderStyle.roundedRect`: the text 7 pt inside a rounded rectangle of
/// 5 pt radius, filled with the system background and outlined with a hairline.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The text field styles Cutaway draws.
enum TextFieldAppearance: Equatable {
    case plain
    case roundedBorder

    init(_ style: some TextFieldStyle) {
        self = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain
    }
}

/// UITextField's rounded rectangle: measurements and colours.
enum RoundedBorderMetrics {
    /// The text's inset on every side. Interface Builder's rounded text field is 34 pt tall with
    /// the 17 pt system font, whose line is 20.3 pt (see docs/fidelity.md): (34 − 20.3) / 2 ≈ 7;
    /// screenshots show the text 7 pt from the leading edge too.
    static let inset: CGFloat = 7
    /// `UITextField.BorderStyle.roundedRect`'s corner radius (its border layer's, as drawn).
    static let cornerRadius: CGFloat = 5
    /// The outline: one pixel at 2× (Cutaway's choice for UIKit's hairline).
    static let borderWidth: CGFloat = 0.5
}

/// The decoration a field's style draws around its text.
nonisolated struct TextFieldChrome<Content: View>: View {
    let style: TextFieldAppearance
    @ViewBuilder let content: Content

    var body: some View {
        switch style {
        case .plain:
            content
        case .roundedBorder:
            let shape = RoundedRectangle(cornerRadius: RoundedBorderMetrics.cornerRadius)
            content
                .padding(RoundedBorderMetrics.inset)
                .background(shape.fill(Color(uiColor: .systemBackground)))
                // The separator colour: light grey on white, dark grey on black, as the field's
                // outline looks in iOS 17 screenshots.
                .overlay(shape.strokeBorder(Color(uiColor: .separator), lineWidth: RoundedBorderMetrics.borderWidth))
        }
    }
}

private enum TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldAppearance { .plain }
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldAppearance {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the text fields in this view in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, TextFieldAppearance(style))
    }
}
