/// How a view's drawing combines with what is drawn beneath it (SwiftUI's modes; the
/// separable and non-separable blend modes are the W3C Compositing specification's, which
/// Core Graphics, Cairo and browsers share).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter–Duff: the view only where there is something beneath, over it.
    case sourceAtop
    /// Porter–Duff: the view beneath what is already drawn.
    case destinationOver
    /// Porter–Duff: what is beneath, cut where the view is.
    case destinationOut
    /// The sum of the colours, darkened: 1 − ((1 − beneath) + (1 − view)), at least 0.
    case plusDarker
    /// The sum of the colours, at most 1.
    case plusLighter
}

nonisolated extension View {
    /// Draws this view blended with what is beneath it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_RenderEffectModifier(effect: .blend(blendMode)))
    }
}
