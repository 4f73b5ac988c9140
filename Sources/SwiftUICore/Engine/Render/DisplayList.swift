import Foundation

/// What a frame draws: a tree of resolved drawing operations in canvas points.
///
/// Why a tree and not a flat list with `begin…`/`end…` brackets: a group owns the items it
/// applies to, so a clip, an opacity or a transform cannot be left open or closed twice, and
/// every backend (the Cairo rasterizer, the SVG writers, inspectors) is one recursive `switch`
/// over `DisplayItem`. Nothing here draws. Every item carries the identity of the element it
/// belongs to, stable across frames, so an element can be followed through an animation.
public struct _DisplayList: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// The items drawn over the canvas, in painting order.
    public var items: [_DisplayItem]

    public init(size: CGSize, items: [_DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// Every item of the list, depth first: each group comes before the items inside it.
    public var allItems: [_DisplayItem] {
        var all: [DisplayItem] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                all.append(item)
                if case .group(_, let children, _) = item { visit(children) }
            }
        }
        visit(items)
        return all
    }
}

/// The stable identity of a drawn element: its view's structural identity, plus a part name
/// for views that draw several things (a list cell's separator, a section's background).
public struct _ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ identity: ViewIdentity, part: String? = nil) {
        rawValue = part.map { identity.description + "#" + $0 } ?? identity.description
    }

    public var description: String { rawValue }

    public static func < (lhs: _ElementID, rhs: _ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One drawing operation, or a group of them drawn under one effect.
public enum _DisplayItem: Equatable, Sendable {
    /// Fills `path` with `color` (non-zero winding).
    case fill(Path, color: Color.Resolved, element: _ElementID)
    /// Strokes `path` with `color` in `style` (width, caps, joins, dashes).
    case stroke(Path, color: Color.Resolved, style: StrokeStyle, element: _ElementID)
    /// Fills `path` with a gradient (non-zero winding), or strokes it with one in `stroke`.
    case gradient(Path, _GradientPaint, stroke: StrokeStyle?, element: _ElementID)
    /// Draws a laid-out text.
    case text(_TextRun, element: _ElementID)
    /// Draws a bitmap file into a rectangle.
    case image(_ImageRun, element: _ElementID)
    /// Fills `path` (non-zero winding) with a material: what was drawn beneath it so far, in
    /// the same layer, blurred, saturated and tinted (see `MaterialPaint`).
    case material(Path, _MaterialPaint, element: _ElementID)
    /// Draws `items`, in order, under `effect`.
    case group(_DisplayEffect, [_DisplayItem], element: _ElementID)

    /// The element the item belongs to.
    public var element: _ElementID {
        switch self {
        case .fill(_, _, let element), .stroke(_, _, _, let element), .gradient(_, _, _, let element), .text(_, let element),
             .image(_, let element), .material(_, _, let element), .group(_, _, let element):
            element
        }
    }
}

/// What a group does to the items inside it. An effect to come is a new case; each backend
/// says how it draws each case.
public enum _DisplayEffect: Equatable, Sendable {
    /// Clips the items to `path` (non-zero winding), in the coordinates around the group.
    case clip(Path)
    /// Draws the items as one layer, then composites the layer at `opacity`.
    case opacity(Double)
    /// Transforms the items' coordinates by the transform.
    case transform(_DisplayTransform)
    /// Draws the first item through the opacity (alpha) of the second: the group holds exactly
    /// these two, each a group of its own (a backend given another shape draws the items as
    /// they are).
    case mask
    /// Draws the items as one layer blurred by a Gaussian of standard deviation `radius` (as
    /// SwiftUI's `blur(radius:)` is); `opaque` keeps the layer opaque at its edges (the blur
    /// reads the edge pixels past them) and the builder clips it to the view's frame.
    case blur(radius: CGFloat, opaque: Bool)
    /// Draws the items as one layer over its shadow: the layer's alpha in `color`, blurred by
    /// a Gaussian of standard deviation `radius` and moved by `offset`.
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// Draws the items as one layer, combined with what is beneath by the blend mode.
    case blend(BlendMode)
    /// Draws the items as one layer whose every pixel's colour, not premultiplied, goes
    /// through the matrix (then is clamped), in sRGB as the layer is drawn.
    case colorMatrix(ColorMatrix)
    /// Draws the items as one layer seen through a projective transform of the coordinates
    /// around the group (`rotation3DEffect`, `projectionEffect`): a point (x, y) is drawn at
    /// (x'/w, y'/w) (see `ProjectionTransform`). Affine transforms are `.transform`. Where the
    /// items' box reaches w ≤ 0 (behind the viewer), the transform has no inverse or is not
    /// finite, nothing is drawn (`ProjectionTransform.projectedBounds(of:)` is `nil`).
    case projection(ProjectionTransform)
}

/// A text to draw: the exact request it was measured with, where its frame is, its colour,
/// and the text engine's shaped layout of the request, if the engine made one.
public struct _TextRun: Equatable, Sendable {
    public var request: _TextLayoutRequest
    /// The top-left corner of the text's frame.
    public var origin: CGPoint
    /// The text's frame size.
    public var size: CGSize
    public var color: Color.Resolved
    /// The layout the text engine shaped while measuring `request`, which a backend that
    /// knows the engine draws as it is, without shaping the text again (`nil`: the backend
    /// lays `request` out itself). Not part of the run's value: equal requests shape alike.
    public var shapedText: (any _ShapedText)?

    public init(
        request: _TextLayoutRequest, origin: CGPoint, size: CGSize, color: Color.Resolved, shapedText: (any _ShapedText)? = nil
    ) {
        self.request = request
        self.origin = origin
        self.size = size
        self.color = color
        self.shapedText = shapedText
    }

    public static func == (lhs: _TextRun, rhs: _TextRun) -> Bool {
        lhs.request == rhs.request && lhs.origin == rhs.origin && lhs.size == rhs.size && lhs.color == rhs.color
    }
}

/// A bitmap to draw: the file, the rectangle its pixels are stretched over, how they are
/// sampled, and the colour it is painted in through its opacity when it is a template.
public struct _ImageRun: Equatable, Sendable {
    public var file: _ImageFile
    public var rect: CGRect
    /// Insets of the file's edges (in points at the file's scale) that keep their size while
    /// the middle stretches (`resizable(capInsets:)`); zero stretches the whole.
    public var capInsets: EdgeInsets
    public var interpolation: Image.Interpolation
    /// The colour a template image is painted in (`nil`: the file's own colours).
    public var tint: Color.Resolved?

    public init(
        file: _ImageFile, rect: CGRect, capInsets: EdgeInsets = EdgeInsets(), interpolation: Image.Interpolation = .high,
        tint: Color.Resolved? = nil
    ) {
        self.file = file
        self.rect = rect
        self.capInsets = capInsets
        self.interpolation = interpolation
        self.tint = tint
    }
}

/// An affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct _DisplayTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = _DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: CGFloat, y: CGFloat) -> _DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by (`x`, `y`) about `anchor`.
    public static func scale(x: CGFloat, y: CGFloat, anchor: CGPoint) -> _DisplayTransform {
        DisplayTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// The display transform of an affine transform (the same six numbers).
    public init(_ transform: CGAffineTransform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }

    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
