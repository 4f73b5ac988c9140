import Foundation

/// Maps the colours of the modified view's drawing through one colour matrix (see
/// `ColorMatrix`): `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorMultiply`, `colorInvert` and `luminanceToAlpha`.
///
/// Each amount is what animates, as in SwiftUI (`_BrightnessEffect` and the others are
/// `Animatable` over their amount, `_HueRotationEffect` over its angle, `colorMultiply`'s
/// resolved effect over the colour's components): inside an animated transaction the amount
/// moves to its new value frame by frame, and the matrix is made from the sampled amount, so
/// a hue turns through every angle between rather than fading between two matrices.
/// `colorInvert` and `luminanceToAlpha` have nothing to animate.
///
/// How it draws: the node's effects hold the matrix; the builder makes one group of each run
/// of consecutive matrices on a view (composed, see `ColorMatrix`); Cairo maps the group's
/// layer pixel by pixel and the SVG writers write an `feColorMatrix`.
nonisolated struct _ColorEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: ColorEffect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let matrix = effect.sampledMatrix(in: context)
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.effect(.colorMatrix(matrix)))
        }
        return nodes
    }
}

/// A colour effect with its amount as written.
enum ColorEffect: Equatable {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case colorInvert
    case luminanceToAlpha

    /// The effect's matrix, its amount animated in `context` (one animator per modifier and
    /// kind of effect, so a view that changes which effect it has does not animate between
    /// the amounts of two different ones).
    func sampledMatrix(in context: ResolveContext) -> ColorMatrix {
        let depth = context.modifierDepth
        switch self {
        case .brightness(let amount):
            return .brightness(context.animated(amount, key: "brightness\(depth)"))
        case .contrast(let amount):
            return .contrast(context.animated(amount, key: "contrast\(depth)"))
        case .saturation(let amount):
            return .saturation(context.animated(amount, key: "saturation\(depth)"))
        case .grayscale(let amount):
            return .grayscale(context.animated(amount, key: "grayscale\(depth)"))
        case .hueRotation(let angle):
            return .hueRotation(context.animated(angle, key: "hueRotation\(depth)"))
        case .colorMultiply(let color):
            // Resolved where the view is (a semantic colour takes its scheme's components).
            let c = color.resolve(in: context.environment)
            let sampled = context.animated(
                AnimatablePair(AnimatablePair(c.red, c.green), AnimatablePair(c.blue, c.opacity)), key: "colorMultiply\(depth)")
            return .colorMultiply(Color.Resolved(
                red: sampled.first.first, green: sampled.first.second, blue: sampled.second.first, opacity: sampled.second.second))
        case .colorInvert:
            return .colorInvert
        case .luminanceToAlpha:
            return .luminanceToAlpha
        }
    }
}

nonisolated extension View {
    /// Brightens this view by `amount`, added to the red, green and blue of every pixel: 0
    /// changes nothing, 1 turns every colour white, negative amounts darken.
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: .brightness(amount)))
    }

    /// Sets the contrast of this view: every component moves away from (or toward) 0.5 by
    /// `amount` — 1 changes nothing, 0 is a uniform grey, negative amounts also invert.
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: .contrast(amount)))
    }

    /// Adjusts the colour saturation of this view: 0 is grey, 1 changes nothing, more than 1
    /// oversaturates.
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: .saturation(amount)))
    }

    /// Removes `amount` (0…1) of this view's colour: 0 changes nothing, 1 is fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(effect: .grayscale(amount)))
    }

    /// Turns every hue in this view by `angle` around the colour wheel.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorEffectModifier(effect: .hueRotation(angle)))
    }

    /// Multiplies every pixel of this view by `color`: white changes nothing, black makes
    /// everything black; the colour's opacity multiplies the view's.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorEffectModifier(effect: .colorMultiply(color)))
    }

    /// Inverts the colours of this view (each of red, green and blue becomes 1 minus itself).
    public func colorInvert() -> some View {
        modifier(_ColorEffectModifier(effect: .colorInvert))
    }

    /// Makes this view a black mask as opaque as each pixel is luminous: a luminance mask,
    /// for `mask(_:)`.
    public func luminanceToAlpha() -> some View {
        modifier(_ColorEffectModifier(effect: .luminanceToAlpha))
    }
}
