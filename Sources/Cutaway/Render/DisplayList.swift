import Foundation

/// What a frame draws: a flat, ordered list of resolved drawing operations in canvas points.
///
/// Backends (the Cairo rasterizer, SVG writers, inspectors) are one `switch` over
/// `DisplayItem`; nothing here draws. Every operation that draws carries the identity of the
/// element it belongs to, stable across frames, so an element can be followed through an
/// animation.
public struct DisplayList: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}

/// The stable identity of a drawn element: its view's structural identity, plus a part name
/// for views that draw several things (a list cell's separator, a section's background).
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ identity: ViewIdentity, part: String? = nil) {
        rawValue = part.map { identity.description + "#" + $0 } ?? identity.description
    }

    public var description: String { rawValue }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One drawing operation. `begin…` operations apply until their matching `end…`; they nest.
public enum DisplayItem: Equatable, Sendable {
    /// Fills `path` with `color` (non-zero winding).
    case fill(Path, color: Color.Resolved, element: ElementID)
    /// Strokes `path` with `color` at `lineWidth` points.
    case stroke(Path, color: Color.Resolved, lineWidth: CGFloat, element: ElementID)
    /// Draws a laid-out text.
    case text(TextRun, element: ElementID)
    /// Clips what follows to `path`, until `endClip`.
    case beginClip(Path, element: ElementID)
    case endClip
    /// Draws what follows as one layer composited at `opacity`, until `endOpacity`.
    case beginOpacity(Double, element: ElementID)
    case endOpacity
    /// Transforms what follows by `transform`, until `endTransform`.
    case beginTransform(DisplayTransform, element: ElementID)
    case endTransform
}

/// A text to draw: the exact request it was measured with, where its frame is, and its colour.
public struct TextRun: Equatable, Sendable {
    public var request: TextLayoutRequest
    /// The top-left corner of the text's frame.
    public var origin: CGPoint
    /// The text's frame size.
    public var size: CGSize
    public var color: Color.Resolved

    public init(request: TextLayoutRequest, origin: CGPoint, size: CGSize, color: Color.Resolved) {
        self.request = request
        self.origin = origin
        self.size = size
        self.color = color
    }
}

/// An affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct DisplayTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: CGFloat, y: CGFloat) -> DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by (`x`, `y`) about `anchor`.
    public static func scale(x: CGFloat, y: CGFloat, anchor: CGPoint) -> DisplayTransform {
        DisplayTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
