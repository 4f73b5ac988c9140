import Foundation

/// A control that steps a value up and down: its label, then iOS's stepper (UIStepper) at the
/// row's trailing edge, a 94 × 32 pt rounded control with a "−" half and a "+" half.
///
/// A half that cannot step (the value at its bound, or no action given) is drawn dimmed and
/// cannot be tapped. Scene scripts tap the halves by the titles UIStepper gives them for
/// accessibility, "Decrement" and "Increment" (the first stepper's, in drawing order, when
/// there are several).
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (a `nil` one disables its half),
    /// labelled by `label`: SwiftUI's order, the label last, for a trailing closure.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds `step` to `value` and takes it away, within `bounds`: at a bound, the
    /// half that would leave it is disabled, and a step that would pass it stops at it, as
    /// SwiftUI's does.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let current = value.wrappedValue
        self.init(
            label: label,
            onIncrement: current < bounds.upperBound ? {
                value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
            } : nil,
            onDecrement: current > bounds.lowerBound ? {
                value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
            } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds `step` to `value` and takes it away, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            StepperControl(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// A stepper's measurements: UIStepper's `intrinsicContentSize` on iOS 13 and later is
/// 94 × 32; the 8 pt corner radius, the separator (1 × 18 pt, centred) and the symbols' 17 pt
/// medium weight are estimates from iOS 17's look (recorded in docs/fidelity.md).
enum StepperMetrics {
    static let width: CGFloat = 94
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let separatorWidth: CGFloat = 1
    static let separatorHeight: CGFloat = 18
    static let symbolSize: CGFloat = 17
    /// Each half: (94 − 1) / 2.
    static var halfWidth: CGFloat { (width - separatorWidth) / 2 }
}

/// The control itself: the rounded fill, the two halves and the separator between them.
nonisolated struct StepperControl: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            half("minus", title: "Decrement", action: onDecrement)
            Rectangle()
                .fill(Color(uiColor: .opaqueSeparator))
                .frame(width: StepperMetrics.separatorWidth, height: StepperMetrics.separatorHeight)
            half("plus", title: "Increment", action: onIncrement)
        }
        .frame(width: StepperMetrics.width, height: StepperMetrics.height)
        .background(
            RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill)))
    }

    /// A half: its symbol in the label colour, or the tertiary label colour when it cannot
    /// step (UIStepper dims a disabled half's glyph the same way).
    @ViewBuilder
    private func half(_ symbol: String, title: String, action: (() -> Void)?) -> some View {
        let canStep = action != nil && isEnabled
        let glyph = Image(systemName: symbol)
            .font(.system(size: StepperMetrics.symbolSize, weight: .medium))
            .foregroundStyle(canStep ? Color(uiColor: .label) : Color(uiColor: .tertiaryLabel))
            .frame(width: StepperMetrics.halfWidth, height: StepperMetrics.height)
        if let action {
            glyph.scriptTapAction(title) {
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
        } else {
            glyph
        }
    }
}
