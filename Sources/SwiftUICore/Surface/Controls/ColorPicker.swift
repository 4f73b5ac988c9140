import Foundation

/// A control that picks a colour, drawn as iOS 17's colour well (UIColorWell) trailing its
/// label across the row: a ring of every hue around the selected colour, a gap of the
/// background between them (`ColorPickerMetrics`).
///
/// Design boundaries: the picker never opens (a still frame shows no colour sheet), and a
/// script cannot change its colour (a `"set"` of the bound state does). A colour with
/// opacity is drawn over the background as it is, without the well's checkerboard.
nonisolated public struct ColorPicker<Label: View>: View {
    let color: Color
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.color = selection.wrappedValue
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.color = Color(cgColor: selection.wrappedValue)
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            ColorWell(color: color)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A colour well's measurements, estimated from iOS 17's look (UIColorWell's swatch): a
/// 28-point circle, its outer 3 points the hue ring, then a 2-point gap, then the colour (a
/// 18-point disc).
enum ColorPickerMetrics {
    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    static var swatchDiameter: CGFloat { diameter - 2 * (ringWidth + gap) }
    /// The ring's hues, clockwise from the top as the well draws them: red, yellow, green,
    /// cyan, blue, magenta and back to red, at full saturation and brightness.
    static let hues: [Color] = (0...6).map { (step: Int) -> Color in
        Color(hue: Double(step) / 6, saturation: 1, brightness: 1)
    }
}

/// The well: the hue ring and the colour inside it.
nonisolated struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: ColorPickerMetrics.hues, center: .center, angle: .degrees(-90)),
                lineWidth: ColorPickerMetrics.ringWidth)
            Circle()
                .fill(color)
                .frame(width: ColorPickerMetrics.swatchDiameter, height: ColorPickerMetrics.swatchDiameter)
        }
        .frame(width: ColorPickerMetrics.diameter, height: ColorPickerMetrics.diameter)
    }
}
