import Foundation

/// A number that grows and shrinks with the Dynamic Type size, as text of `textStyle` does:
/// `@ScaledMetric var iconSize = 24.0` is 24 at the default size.
///
/// The value is scaled by the ratio of the text style's point size at the environment's size
/// to its size at `.large` (HIG's tables, `Font.TextStyle.size(at:)`). iOS scales it with
/// `UIFontMetrics`, whose curve follows the same table.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let cell: EnvironmentCell

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
        cell = EnvironmentCell()
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        let size = cell.values.dynamicTypeSize
        guard size != .large else { return baseValue }
        return baseValue * Value(textStyle.size(at: size) / textStyle.size(at: .large))
    }
}

extension ScaledMetric: BindableDynamicProperty {
    func bind(in context: DynamicPropertyContext, label: String) {
        cell.values = context.environment
    }
}
