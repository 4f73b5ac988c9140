import Foundation

/// Attaches a drawing effect (clip, opacity) to each node of the modified view.
///
/// An opacity and a clip shape's animatable data animate, as in SwiftUI: inside an animated
/// transaction they move to the new value frame by frame.
struct _RenderEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        var effect = effect
        switch effect {
        case .opacity(let value):
            effect = .opacity(context.animated(value, key: "opacity\(context.modifierDepth)"))
        case .clipShape(let clip):
            effect = .clipShape(clip.animated(in: context))
        case .clip, .geometry:
            break
        }
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.effect(effect))
        }
        return nodes
    }
}

extension View {
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

    /// Draws this view with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .opacity(min(1, max(0, opacity)))))
    }
}

/// A clip shape kept on a node, compared as a value (see `structurallyEqual`).
struct AnyClipShape: Equatable {
    let shape: any Shape

    init(_ shape: any Shape) {
        self.shape = shape
    }

    /// The shape with its animatable data animated in `context` (one clip per modifier).
    func animated(in context: ResolveContext) -> AnyClipShape {
        func sample<S: Shape>(_ shape: S) -> any Shape {
            context.animated(shape, key: "clipShape\(context.modifierDepth)")
        }
        return AnyClipShape(sample(shape))
    }

    static func == (lhs: AnyClipShape, rhs: AnyClipShape) -> Bool {
        structurallyEqual(lhs.shape, rhs.shape)
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
