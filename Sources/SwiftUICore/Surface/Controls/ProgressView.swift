import Foundation

/// A view that shows how far a task has come: a bar for a value, a spinner for a task of
/// unknown length, drawn by the environment's progress view style (`progressViewStyle(_:)`).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.init(
            fractionCompleted: Self.fraction(value.map { Double($0) }, total: Double(total)),
            label: label, currentValueLabel: currentValueLabel)
    }

    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) }))
    }

    /// `value / total`, clamped to 0...1; `nil` (a task of unknown length) for no value, and
    /// for a total that is not positive or a value that is not finite, as SwiftUI shows them.
    static func fraction(_ value: Double?, total: Double) -> Double? {
        guard let value, value.isFinite, total.isFinite, total > 0 else { return nil }
        return min(max(value / total, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: progress of unknown length.
    public init() {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar `value / total` of the way along (a spinner when `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar titled `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }
}
