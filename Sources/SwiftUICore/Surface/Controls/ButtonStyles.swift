import Foundation

/// How Cutaway's own styles draw a button; a built-in style's body is `Button(configuration)`
/// in one of these.
enum ButtonAppearance: Hashable, Sendable {
    /// The label in the tint (iOS's automatic and borderless styles).
    case tinted
    case plain
    case bordered
    case borderedProminent
}

/// A style of SwiftUI's own, drawn by `Button` itself.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    nonisolated var appearance: ButtonAppearance { get }
}

extension BuiltInButtonStyle {
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration, appearance: appearance)
    }
}

/// The platform's default style: on iOS, the label in the tint, as `BorderlessButtonStyle`.
nonisolated public struct DefaultButtonStyle: BuiltInButtonStyle {
    public init() {}
    var appearance: ButtonAppearance { .tinted }
}

/// The label in the tint, with no border.
nonisolated public struct BorderlessButtonStyle: BuiltInButtonStyle {
    public init() {}
    var appearance: ButtonAppearance { .tinted }
}

/// The label as it is: no tint, no border (a destructive button's label is still red).
nonisolated public struct PlainButtonStyle: BuiltInButtonStyle {
    public init() {}
    var appearance: ButtonAppearance { .plain }
}

/// The label in the tint on a pale fill of the tint, in the border shape.
nonisolated public struct BorderedButtonStyle: BuiltInButtonStyle {
    public init() {}
    var appearance: ButtonAppearance { .bordered }
}

/// The label in white on the tint, in the border shape.
nonisolated public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    public init() {}
    var appearance: ButtonAppearance { .borderedProminent }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colour a button's label is drawn in: the system red for a destructive role, the tertiary
/// label colour when disabled (Cutaway's choice for iOS's dimmed controls), else `normal`.
func buttonLabelStyle(role: ButtonRole?, isEnabled: Bool, normal: AnyShapeStyle) -> AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(.tertiary) }
    if role == .destructive { return AnyShapeStyle(Color.red) }
    return normal
}

/// The automatic and borderless styles' label.
nonisolated struct TintedButtonLabel<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        label.foregroundStyle(buttonLabelStyle(role: role, isEnabled: isEnabled, normal: AnyShapeStyle(.tint)))
    }
}

/// The plain style's label: the environment's colour, red for a destructive role, dimmed when
/// disabled.
nonisolated struct PlainButtonLabel<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if !isEnabled || role == .destructive {
            label.foregroundStyle(buttonLabelStyle(role: role, isEnabled: isEnabled, normal: AnyShapeStyle(.primary)))
        } else {
            label
        }
    }
}

/// The size of a bordered button's text, insets and corners for each control size.
///
/// Cutaway's choice, from UIKit's `UIButton.Configuration` sizes, which SwiftUI's bordered
/// styles draw like: the regular size insets its label 7 pt above and below and 12 pt at the
/// sides (UIKit's `.medium`); the large size 14 pt and 20 pt, which makes a body-text button
/// 50 pt tall, the HIG's height for a prominent full-width button.
struct BorderedButtonMetrics: Equatable {
    var font: Font
    var vertical: CGFloat
    var horizontal: CGFloat
    var cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: self.init(font: .footnote, vertical: 3, horizontal: 8, cornerRadius: 6)
        case .small: self.init(font: .subheadline, vertical: 5, horizontal: 10, cornerRadius: 6)
        case .regular: self.init(font: .body, vertical: 7, horizontal: 12, cornerRadius: 8)
        case .large: self.init(font: .body, vertical: 14, horizontal: 20, cornerRadius: 12)
        case .extraLarge: self.init(font: .body, vertical: 17, horizontal: 24, cornerRadius: 14)
        }
    }

    init(font: Font, vertical: CGFloat, horizontal: CGFloat, cornerRadius: CGFloat) {
        self.font = font
        self.vertical = vertical
        self.horizontal = horizontal
        self.cornerRadius = cornerRadius
    }
}

/// The bordered styles' label: padded by the control size's insets, on a fill in the border
/// shape. Bordered: the tint (red when destructive) on the tint at 15 % opacity. Prominent:
/// white on the tint. Disabled: the tertiary label colour on the tertiary fill.
nonisolated struct BorderedButtonLabel<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    let isProminent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let accent: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
        let text: AnyShapeStyle = isEnabled ? (isProminent ? AnyShapeStyle(Color.white) : accent) : AnyShapeStyle(.tertiary)
        let fill: AnyShapeStyle = isEnabled ? (isProminent ? accent : AnyShapeStyle(accent.opacity(0.15))) : AnyShapeStyle(Color(uiColor: .tertiarySystemFill))
        label
            .font(metrics.font)
            .foregroundStyle(text)
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
            .background(fill, in: borderShape.resolved(for: controlSize))
    }
}
