import Foundation

/// Moves a part of the navigation bar (its large title, its search field) up with the content
/// it sits above: by how far the content has scrolled past `start`, up to `limit`.
///
/// The scroll distance is what animates, not the offset made from it: in an animated scroll
/// the search field goes first and the title only after it, frame by frame, as their offsets,
/// clamped from the distance, each interpolated on their own would not.
nonisolated struct NavigationScrollAway: GeometryEffect {
    var scrolled: CGFloat
    /// How far the content scrolls before this part moves.
    let start: CGFloat
    /// How far this part moves at most (`nil`: without end).
    let limit: CGFloat?

    var animatableData: CGFloat {
        get { scrolled }
        set { scrolled = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let distance = max(0, scrolled - start)
        return ProjectionTransform(CGAffineTransform(translationX: 0, y: -min(distance, limit ?? distance)))
    }
}
