import Foundation

/// Where a child goes when aligned inside a container: the container's guide and the child's
/// guide coincide.
enum AlignmentPlacement {
    /// The value of `key`'s default guide for a box of `length` along its axis (the container's
    /// own guide: leading 0, centre half, trailing the whole length).
    static func containerGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        key.id.defaultValue(in: ViewDimensions(size: size))
    }

    /// The origin of a child with `dimensions` aligned by `alignment` inside `bounds`.
    static func origin(of dimensions: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        CGPoint(
            x: bounds.minX + containerGuide(alignment.horizontal.key, size: bounds.size) - dimensions[alignment.horizontal],
            y: bounds.minY + containerGuide(alignment.vertical.key, size: bounds.size) - dimensions[alignment.vertical])
    }
}

extension ViewDimensions {
    /// The value of the guide identified by `key`.
    subscript(key: AlignmentKey) -> CGFloat {
        explicitGuide(key) ?? key.id.defaultValue(in: self)
    }
}
