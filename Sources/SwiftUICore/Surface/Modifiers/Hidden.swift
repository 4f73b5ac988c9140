nonisolated extension View {
    /// Hides this view: it keeps its place in the layout, but draws nothing and takes no
    /// touches (nor do its subviews), as SwiftUI's `hidden()` does.
    ///
    /// Why not `opacity(0)`: a transparent view is still drawn (an empty layer) and
    /// `opacity(0)` animates; a hidden view is not drawn at all, so the display list holds
    /// nothing of it, and it appears or goes at once.
    public func hidden() -> some View {
        modifier(_TraitWritingModifier { traits in
            traits.isHidden = true
            traits.allowsHitTesting = false
        })
    }
}
