import Foundation

/// `flipsForRightToLeftLayoutDirection(_:)`: the view drawn mirrored when the layout runs right
/// to left.
nonisolated struct RightToLeftFlippingModifier: ViewModifier {
    let isEnabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some View {
        content.scaleEffect(x: isEnabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}

nonisolated extension View {
    /// Draws this view mirrored (about its centre) when the layout direction is right to left
    /// and `enabled` is true, as an image that points along the text should be.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlippingModifier(isEnabled: enabled))
    }
}
