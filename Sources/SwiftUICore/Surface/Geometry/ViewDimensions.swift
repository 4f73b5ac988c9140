import Foundation

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// Guides the view sets explicitly (text baselines, a layout's `explicitAlignment`).
    let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitGuide: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitGuide = explicitGuide
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitGuide(guide.key) ?? guide.key.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitGuide(guide.key) ?? guide.key.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
