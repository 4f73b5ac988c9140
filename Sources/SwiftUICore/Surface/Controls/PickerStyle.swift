import Foundation

/// How the pickers in a view look: `.menu`, `.segmented`, `.inline`, `.wheel` or
/// `.automatic`. As in SwiftUI, only the built-in styles draw a picker; the protocol has no
/// requirements a user's type could meet.
public protocol PickerStyle {}

/// A style Cutaway draws: its body for a picker's configuration.
protocol BuiltInPickerStyle: PickerStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: PickerStyleConfiguration) -> Body
}

/// The platform's default: on iOS 17, the menu, in a list and out of one.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    public init() {}
    func makeBody(configuration: PickerStyleConfiguration) -> some View {
        MenuPickerStyle().makeBody(configuration: configuration)
    }
}

/// A button showing the selected option and `chevron.up.chevron.down`, which opens a menu of
/// the options (Cutaway draws it closed). Out of a list it is the button alone, in the tint;
/// in a list row, the label leads and the button trails in the secondary colour, as iOS 17
/// draws a picker in a `Form`.
public struct MenuPickerStyle: BuiltInPickerStyle {
    public init() {}
    func makeBody(configuration: PickerStyleConfiguration) -> some View {
        MenuPickerBody(configuration: configuration)
    }
}

/// UISegmentedControl: a segment per option, the selected one on a raised thumb that slides
/// to a newly selected segment (see `SegmentedPicker`).
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    public init() {}
    func makeBody(configuration: PickerStyleConfiguration) -> some View {
        SegmentedPicker(configuration: configuration)
    }
}

/// The options laid out in place: in a list, a row per option with a checkmark trailing the
/// selected one; out of one, the wheel (as iOS draws an inline picker there).
public struct InlinePickerStyle: BuiltInPickerStyle {
    public init() {}
    func makeBody(configuration: PickerStyleConfiguration) -> some View {
        InlinePickerBody(configuration: configuration)
    }
}

/// UIPickerView's wheel, still: five rows on a turning drum, the selected one centred in a
/// grey band (see `WheelPicker`).
public struct WheelPickerStyle: BuiltInPickerStyle {
    public init() {}
    func makeBody(configuration: PickerStyleConfiguration) -> some View {
        WheelPicker(configuration: configuration)
    }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension AnyStyle where Configuration == PickerStyleConfiguration {
    init<S: BuiltInPickerStyle>(_ style: S) {
        self.init(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } })
    }
}

private enum PickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<PickerStyleConfiguration> { AnyStyle(DefaultPickerStyle()) }
}

extension EnvironmentValues {
    var pickerStyle: AnyStyle<PickerStyleConfiguration> {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the pickers in this view in `style` (a style Cutaway does not draw leaves the
    /// automatic one).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, Self.anyPickerStyle(style))
    }

    private static func anyPickerStyle<S: PickerStyle>(_ style: S) -> AnyStyle<PickerStyleConfiguration> {
        guard let builtIn = style as? any BuiltInPickerStyle else { return AnyStyle(DefaultPickerStyle()) }
        return anyStyle(builtIn)
    }

    private static func anyStyle<S: BuiltInPickerStyle>(_ style: S) -> AnyStyle<PickerStyleConfiguration> {
        AnyStyle(style)
    }
}
