import Foundation

private enum ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}
private enum SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}
private enum SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
    /// The size of symbols relative to the font around them.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant symbols in this environment show.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How symbols in this environment are coloured.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales the symbols in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Shows the symbols in this view in `variant` (`.fill`, `.circle.fill`, ...) where they
    /// have it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets how symbols in this view are coloured (every mode draws in one colour here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
