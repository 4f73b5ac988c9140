import Foundation

/// Writes one environment value for the modified view and its descendants.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.updatingEnvironment { $0[keyPath: keyPath] = value }.resolveContent(content)
    }
}

nonisolated extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the style of text and shapes without their own colour in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary styles of this view. Cutaway's symbols are one layer and
    /// its texts one colour, so the primary style is the one drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary styles of this view; the primary is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the colour of text and shapes without their own colour (the older name of
    /// `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Limits text in this view to `number` lines (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text in this view to the range's upper bound of lines. (iOS also reserves the
    /// lower bound's lines for a vertical `TextField`; Cutaway does not yet: docs/fidelity.md.)
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    /// Limits text in this view to `limit` lines at most.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    /// Lets text in this view take at least `limit`'s lower bound of lines: no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }

    /// Limits text in this view to `limit` lines. (iOS can also reserve the lines' height when
    /// `reservesSpace` is true; Cutaway does not yet: docs/fidelity.md.)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Sets how the lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where truncated text puts its ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Shows the texts in this view in `textCase` (`nil`: as written), as a list's section
    /// headers are uppercased.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
