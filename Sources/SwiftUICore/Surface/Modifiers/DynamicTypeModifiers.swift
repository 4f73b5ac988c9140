import Foundation

private enum DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The Dynamic Type size text styles are drawn at (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The font text styled with `attributes` is drawn in here: their font (or this
    /// environment's, or `.body`) as they change it, at this environment's Dynamic Type size.
    func font(styledWith attributes: TextAttributes) -> Font {
        attributes.font(over: font ?? .body).scaled(for: dynamicTypeSize)
    }
}

/// `transformEnvironment(_:transform:)`: changes one environment value for the modified view
/// and its descendants.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.updatingEnvironment { transform(&$0[keyPath: keyPath]) }.resolveContent(content)
    }
}

nonisolated extension View {
    /// Changes the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Draws the text styles in this view at `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size in this view within `range`: a size outside it is drawn at
    /// the nearest size inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            size = DynamicTypeSize.clamped(size, to: range)
        }
    }
}

extension DynamicTypeSize {
    /// `size`, or the size of `range` nearest to it when it lies outside.
    static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = allCases.filter { range.contains($0) }
        guard let lowest = inside.first, let highest = inside.last else { return size }
        return size < lowest ? lowest : highest
    }
}
