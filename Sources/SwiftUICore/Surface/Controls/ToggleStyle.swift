import Foundation

/// A toggle's parts, as a `ToggleStyle` receives them.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (never, for a toggle
    /// of one binding).
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// How the toggles in a view look.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's switch: the label, then a 51 × 31 pt track at the row's trailing edge, green when on
/// (or the style's tint), with a white 27 pt thumb 2 pt inside it (UISwitch's measurements).
/// The thumb slides and the track's colour changes over 0.25 s (Cutaway's choice for
/// UISwitch's own animation, which runs whether or not the change was animated).
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow(label: configuration.label) {
            SwitchTrack(isOn: configuration.isOn, styleTint: tint)
        }
    }
}

/// The platform's default: the switch, on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A switch's measurements (UISwitch's: `intrinsicContentSize` 51 × 31, a 27 pt thumb).
enum SwitchMetrics {
    static let width: CGFloat = 51
    static let height: CGFloat = 31
    static let thumb: CGFloat = 27
    static let inset: CGFloat = 2
}

/// The switch itself: track and thumb.
nonisolated struct SwitchTrack: View {
    let isOn: Bool
    let styleTint: Color?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        // A tint set on the view wins over the switch's green, as on iOS 15 and later.
        let on: AnyShapeStyle = styleTint.map { AnyShapeStyle($0) } ?? tint ?? AnyShapeStyle(Color.green)
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? on : AnyShapeStyle(Color(uiColor: .secondarySystemFill)))
            Circle()
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .frame(width: SwitchMetrics.thumb, height: SwitchMetrics.thumb)
                .padding(SwitchMetrics.inset)
        }
        .frame(width: SwitchMetrics.width, height: SwitchMetrics.height)
        .opacity(isEnabled ? 1 : 0.5)
        .animation(.easeInOut(duration: 0.25), value: isOn)
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) {
        self.init(makeBody: { ViewCode.evaluate((style, $0)) { $0.makeBody(configuration: $1) } })
    }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ToggleStyleConfiguration> { AnyStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    var toggleStyle: AnyStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the toggles in this view in `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyStyle(style))
    }
}
