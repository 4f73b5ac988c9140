import Foundation

/// A wheel's measurements (UIPickerView on iOS 14 and later, estimated from iOS 17's look,
/// docs/fidelity.md): 32 pt rows in the 21 pt system font on a drum turning 0.4 rad a row
/// (a row's 32 pt arc on an 80 pt radius), five rows shown; the selection band 32 pt tall
/// with a 7 pt radius, 8 pt in from the sides.
enum WheelPickerMetrics {
    static let rowHeight: CGFloat = 32
    static let fontSize: CGFloat = 21
    static let visibleRows = 5
    static let radius: CGFloat = 80
    static var rowAngle: Double { Double(rowHeight / radius) }
    static let bandCornerRadius: CGFloat = 7
    static let bandInset: CGFloat = 8
    /// Five rows tall: 5 × 32.
    static var height: CGFloat { rowHeight * CGFloat(visibleRows) }
}

/// UIPickerView's wheel, still: the selected option centred in a grey band, two neighbours
/// above and below it, each foreshortened by the drum (its height scaled by the cosine of its
/// angle, its centre at the radius times the sine) and fading in the secondary colour.
nonisolated struct WheelPicker: View {
    let configuration: PickerStyleConfiguration

    var body: some View {
        let selected = configuration.selectedIndex ?? 0
        let reach = WheelPickerMetrics.visibleRows / 2
        ZStack {
            RoundedRectangle(cornerRadius: WheelPickerMetrics.bandCornerRadius, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill))
                .frame(height: WheelPickerMetrics.rowHeight)
                .padding(.horizontal, WheelPickerMetrics.bandInset)
            ForEach(-reach...reach, id: \.self) { step in
                let index = selected + step
                if configuration.options.indices.contains(index) {
                    row(configuration.options[index].title, step: step)
                }
            }
        }
        .frame(height: WheelPickerMetrics.height)
        .clipped()
        // UIPickerView's rows are not SwiftUI texts (see `SegmentedPicker`).
        .modifier(_TraitWritingModifier { $0.hidesTextFromListSeparator = true })
    }

    private func row(_ title: String, step: Int) -> some View {
        let angle = WheelPickerMetrics.rowAngle * Double(step)
        return Text(title)
            .font(.system(size: WheelPickerMetrics.fontSize))
            .foregroundStyle(step == 0 ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
            .lineLimit(1)
            .frame(height: WheelPickerMetrics.rowHeight)
            .scaleEffect(x: 1, y: cos(angle))
            .offset(y: WheelPickerMetrics.radius * sin(angle))
    }
}
