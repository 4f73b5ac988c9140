import Foundation

/// A segmented picker's measurements (UISegmentedControl on iOS 13 and later): 32 pt tall;
/// the control's corner radius 9 pt, the thumb 2 pt inside it with a 7 pt radius (9 − 2);
/// titles in the 13 pt system font, semibold on the selected segment; 1 × 16 pt separators
/// between segments the thumb does not touch. The radii, separator and shadow are estimates
/// from iOS 17's look (docs/fidelity.md); the thumb's 0.25 s slide is Cutaway's choice for
/// UISegmentedControl's own animation, which runs whether or not the change was animated.
enum SegmentedPickerMetrics {
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static var thumbCornerRadius: CGFloat { cornerRadius - thumbInset }
    static let fontSize: CGFloat = 13
    static let separatorWidth: CGFloat = 1
    static let separatorHeight: CGFloat = 16
    static let slideDuration: Double = 0.25
}

/// UISegmentedControl: as wide as offered, in equal segments; the selected one on a raised
/// thumb (white, dark grey in dark mode) that slides to a newly selected segment.
nonisolated struct SegmentedPicker: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let options = configuration.options
        let selectedIndex = configuration.selectedIndex
        ZStack {
            RoundedRectangle(cornerRadius: SegmentedPickerMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill))
            if let selectedIndex, !options.isEmpty {
                thumb(at: selectedIndex, of: options.count)
            }
            HStack(spacing: 0) {
                ForEach(options.indices, id: \.self) { index in
                    segment(options[index], at: index, selectedIndex: selectedIndex)
                }
            }
        }
        .frame(height: SegmentedPickerMetrics.height)
        .opacity(isEnabled ? 1 : 0.5)
        // UISegmentedControl's titles are not SwiftUI texts: a list row's separator starts at
        // the row's inset, not at the first segment's title.
        .modifier(_TraitWritingModifier { $0.hidesTextFromListSeparator = true })
    }

    /// The thumb under the selected segment, sliding when the selection changes.
    private func thumb(at index: Int, of count: Int) -> some View {
        // Light: white; dark: systemGray2's dark value (99, 99, 102), as iOS raises it.
        let fill = colorScheme == .dark ? Color(uiColor: .systemGray2) : Color.white
        return GeometryReader { proxy in
            let segmentWidth = proxy.size.width / CGFloat(count)
            let inset = SegmentedPickerMetrics.thumbInset
            RoundedRectangle(cornerRadius: SegmentedPickerMetrics.thumbCornerRadius, style: .continuous)
                .fill(fill)
                .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                .frame(width: max(segmentWidth - 2 * inset, 0), height: SegmentedPickerMetrics.height - 2 * inset)
                .offset(x: segmentWidth * CGFloat(index) + inset, y: inset)
        }
        .animation(.easeInOut(duration: SegmentedPickerMetrics.slideDuration), value: index)
    }

    private func segment(_ option: PickerStyleConfiguration.Option, at index: Int, selectedIndex: Int?) -> some View {
        // A separator leads each segment but the first, unless the thumb is on either side.
        let hasSeparator = index > 0 && index != selectedIndex && index - 1 != selectedIndex
        return Text(option.title)
            .font(.system(size: SegmentedPickerMetrics.fontSize, weight: option.isSelected ? .semibold : .regular))
            .foregroundStyle(Color(uiColor: .label))
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(Color(uiColor: .opaqueSeparator))
                    .frame(width: SegmentedPickerMetrics.separatorWidth, height: SegmentedPickerMetrics.separatorHeight)
                    .opacity(hasSeparator ? 1 : 0)
            }
            .scriptTapAction(option.title, perform: option.select)
    }
}
