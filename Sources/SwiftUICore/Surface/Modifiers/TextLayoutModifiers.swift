import Foundation

private enum LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}
private enum MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Points added between the lines of a text, on top of its font's line height (SwiftUI's
    /// default: 0).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far a text may shrink to fit the space offered to it, 0 … 1 (SwiftUI's default: 1,
    /// no shrinking).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds `lineSpacing` points between the lines of the texts in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets the texts in this view shrink, down to `factor` of their size, to fit the space
    /// offered to them before they are truncated (`LayoutEngine.measureText`).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(1, max(0, factor)))
    }
}
