import Foundation

/// A control that picks a value from a range by dragging a thumb along a track, drawn as iOS
/// draws UISlider: a 4 pt capsule track, the part below the value in the tint and the rest in
/// the system fill, and a white 28 pt thumb with a soft shadow, between the minimum and
/// maximum value labels when given. As on iOS, the label is not drawn (it names the slider
/// for accessibility). Cutaway has no drags: the value changes only through its binding.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
        label: Label?, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(of: value.wrappedValue, in: bounds, step: step)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        HStack(spacing: SliderMetrics.valueLabelSpacing) {
            if let minimumValueLabel {
                minimumValueLabel.foregroundStyle(.secondary)
            }
            SliderTrack(fraction: fraction)
            if let maximumValueLabel {
                maximumValueLabel.foregroundStyle(.secondary)
            }
        }
    }

    /// Where `value` sits along `bounds`, 0...1: clamped, and for a step, at the nearest
    /// multiple of the step from the lower bound (as UISlider with SwiftUI's step shows it).
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>, step: V.Stride?) -> Double
    where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        guard upper > lower, Double(value).isFinite else { return 0 }
        var shown = min(max(Double(value), lower), upper)
        if let step, Double(step) > 0 {
            shown = min(lower + ((shown - lower) / Double(step)).rounded() * Double(step), upper)
        }
        return (shown - lower) / (upper - lower)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A slider's measurements: UISlider's default thumb is a 28 pt circle and its track 4 pt
/// tall on iOS 13 and later (estimates from iOS 17's look, in docs/fidelity.md); the
/// slider is as tall as its thumb (Cutaway's choice: UISlider reports 30–34 pt by version,
/// the extra being the thumb's shadow); value labels sit 8 pt off the track, the standard
/// spacing.
enum SliderMetrics {
    static let thumb: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let valueLabelSpacing: CGFloat = 8
}

/// The track and its thumb, as wide as offered. The thumb's centre runs from half a thumb in
/// from the leading end to half a thumb in from the trailing end, as UISlider's does.
nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - SliderMetrics.thumb, 0)
            let thumbCentre = SliderMetrics.thumb / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(uiColor: .systemFill))
                    .frame(height: SliderMetrics.trackHeight)
                Capsule()
                    .fill(.tint)
                    .frame(width: thumbCentre, height: SliderMetrics.trackHeight)
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                    .frame(width: SliderMetrics.thumb, height: SliderMetrics.thumb)
                    .offset(x: thumbCentre - SliderMetrics.thumb / 2)
            }
            .frame(width: proxy.size.width, height: SliderMetrics.thumb)
        }
        .frame(height: SliderMetrics.thumb)
        .opacity(isEnabled ? 1 : 0.5)
    }
}
