import Foundation

/// A projective transform of the plane, as SwiftUI defines it: a 3×3 matrix that maps the row
/// vector (x, y, 1) to (x', y', w), the point being (x'/w, y'/w). `GeometryEffect`s return one.
///
/// An affine transform is the case whose last column is (0, 0, 1): `m11 = a`, `m12 = b`,
/// `m21 = c`, `m22 = d`, `m31 = tx`, `m32 = ty`.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform keeps parallel lines parallel (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return m
    }

    /// Inverts the transform in place; returns `false` (and leaves it unchanged) if it has no
    /// inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        // The adjugate over the determinant (cofactor expansion along the first row).
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        var inverse = ProjectionTransform()
        inverse.m11 = c11 / determinant
        inverse.m12 = (m13 * m32 - m12 * m33) / determinant
        inverse.m13 = (m12 * m23 - m13 * m22) / determinant
        inverse.m21 = c12 / determinant
        inverse.m22 = (m11 * m33 - m13 * m31) / determinant
        inverse.m23 = (m13 * m21 - m11 * m23) / determinant
        inverse.m31 = c13 / determinant
        inverse.m32 = (m12 * m31 - m11 * m32) / determinant
        inverse.m33 = (m11 * m22 - m12 * m21) / determinant
        self = inverse
        return true
    }

    public func inverted() -> ProjectionTransform {
        var inverse = self
        inverse.invert()
        return inverse
    }

    /// Where the transform takes `point`.
    package func apply(to point: CGPoint) -> CGPoint {
        let w = m13 * point.x + m23 * point.y + m33
        return CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// The affine part, for a transform that is affine.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The determinant of the 3×3 matrix (0: the transform flattens the plane).
    package var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The w (the divisor) of `point`'s image: positive in front of the viewer.
    package func w(at point: CGPoint) -> CGFloat {
        m13 * point.x + m23 * point.y + m33
    }

    /// The smallest rectangle around the image of `rect`, or `nil` when there is no image to
    /// draw: the transform is not finite or has no inverse, or some corner of `rect` has
    /// w ≤ 0 (it is at or behind the viewer's plane, where a projection wraps round through
    /// infinity).
    ///
    /// Why the corners suffice: w is affine in (x, y), so positive at the four corners it is
    /// positive over the whole rectangle, which then maps one to one onto the convex
    /// quadrilateral of the corners' images.
    package func projectedBounds(of rect: CGRect) -> CGRect? {
        let values = [m11, m12, m13, m21, m22, m23, m31, m32, m33]
        guard values.allSatisfy(\.isFinite), determinant != 0, determinant.isFinite, !rect.isNull, rect.width.isFinite, rect.height.isFinite
        else { return nil }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        guard corners.allSatisfy({ w(at: $0) > 0 }) else { return nil }
        let images = corners.map(apply(to:))
        guard images.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = images.map(\.x), ys = images.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
