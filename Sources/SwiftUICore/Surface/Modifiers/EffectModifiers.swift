import Foundation

/// Attaches a drawing effect (clip, opacity) to each node of the modified view.
///
/// An opacity and a clip shape's animatable data animate, as in SwiftUI: inside an animated
/// transaction they move to the new value frame by frame.
nonisolated struct _RenderEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var effect = effect
        switch effect {
        case .opacity(let value):
            effect = .opacity(context.animated(value, key: "opacity\(context.modifierDepth)"))
        case .clipShape(let clip):
            effect = .clipShape(clip.animated(in: context))
        case .blur(let radius, let opaque):
            // A spring may carry it below zero on its way.
            effect = .blur(radius: max(0, context.animated(radius, key: "blur\(context.modifierDepth)")), opaque: opaque)
        case .shadow(let color, let radius, let offset):
            let (r, x, y) = (
                context.animated(radius, key: "shadowRadius\(context.modifierDepth)"),
                context.animated(offset.width, key: "shadowX\(context.modifierDepth)"),
                context.animated(offset.height, key: "shadowY\(context.modifierDepth)"))
            effect = .shadow(color: color, radius: max(0, r), offset: CGSize(width: x, height: y))
        case .clip, .geometry, .blend, .colorMatrix, .visual:
            break
        }
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.effect(effect))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Clips this view to its frame: whatever its content draws outside is cut off.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_RenderEffectModifier(effect: .clip))
    }

    /// Clips this view to `shape` in its frame (non-zero winding; `style`'s even-odd rule is
    /// not drawn yet).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_RenderEffectModifier(effect: .clipShape(AnyClipShape(shape))))
    }

    /// Clips this view to a rounded rectangle of `radius` (circular corners, as SwiftUI's
    /// deprecated modifier draws them).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Draws a border of `width` inside this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Blurs this view by a Gaussian whose standard deviation is `radius` points (SwiftUI's
    /// meaning: Apple documents the radius of `GraphicsContext`'s blur filter as the standard
    /// deviation, and both use the same filter). `opaque` keeps the edges opaque, the view
    /// clipped to its frame.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_RenderEffectModifier(effect: .blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: opaque)))
    }

    /// Draws a shadow under this view: its drawing's alpha in `color`, blurred by a Gaussian of
    /// standard deviation `radius` and moved by (`x`, `y`). The default colour is SwiftUI's,
    /// black at 33 % opacity.
    ///
    /// Design boundary: the shadow is of the view's whole drawing, as after `compositingGroup()`;
    /// SwiftUI casts one for each primitive inside a container that is not a compositing group.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _ShadowView(content: self, color: color, radius: radius.isFinite ? max(0, radius) : 0, offset: CGSize(width: x, height: y))
    }

    /// Draws this view with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .opacity(min(1, max(0, opacity)))))
    }
}

/// A clip shape kept on a node, compared as a value (see `structurallyEqual`).
struct AnyClipShape: Equatable {
    let shape: any Shape
    /// Whether the shape is drawn in the canvas's space, asked for its path with the view's
    /// frame as it is: only Cutaway's own cuts that know where the device's screen is (a zoomed
    /// screen's display corners). A user's shape is always drawn in the view's own space.
    let isInCanvasSpace: Bool

    init(_ shape: any Shape, isInCanvasSpace: Bool = false) {
        self.shape = shape
        self.isInCanvasSpace = isInCanvasSpace
    }

    /// The clip's path for a view laid out at `frame`, in the frame's space.
    func path(placedAt frame: CGRect) -> Path {
        isInCanvasSpace ? shape.path(in: frame) : shape.path(placedAt: frame)
    }

    /// The shape with its animatable data animated in `context` (one clip per modifier).
    func animated(in context: ResolveContext) -> AnyClipShape {
        func sample<S: Shape>(_ shape: S) -> any Shape {
            context.animated(shape, key: "clipShape\(context.modifierDepth)")
        }
        return AnyClipShape(sample(shape), isInCanvasSpace: isInCanvasSpace)
    }

    static func == (lhs: AnyClipShape, rhs: AnyClipShape) -> Bool {
        lhs.isInCanvasSpace == rhs.isInCanvasSpace && structurallyEqual(lhs.shape, rhs.shape)
    }
}

/// How a shape is filled: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `shadow(color:radius:x:y:)`: its colour is resolved where the view is, in its environment.
nonisolated struct _ShadowView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let effect = RenderEffect.shadow(color: color.resolve(in: context.environment), radius: radius, offset: offset)
        return _RenderEffectModifier(effect: effect).makeNodes(content: content, in: context)
    }
}

nonisolated extension View {
    /// Composites this view into one layer before the effects outside it (shadows, blend
    /// modes) apply. Cutaway's shadows already apply to the whole drawing, so it draws as is.
    public func compositingGroup() -> some View {
        self
    }

    /// Draws this view as a bitmap before compositing it; it looks the same (Cutaway always
    /// draws at the frame's resolution).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
}

/// The colour space a `drawingGroup` renders in (SwiftUI's names; Cutaway draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
