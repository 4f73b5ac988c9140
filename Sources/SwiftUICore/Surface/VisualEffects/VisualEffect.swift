import Foundation

/// Changes how a view is drawn without changing its layout, as a value a `visualEffect(_:)`
/// or `scrollTransition` closure builds from an `EmptyVisualEffect` (SwiftUI's
/// `VisualEffect`).
///
/// How it works: each method wraps the effect in `_VisualEffectChain`, one link per call, the
/// innermost call first; the chain is `Animatable` (its data is the links' data, paired), so
/// a scroll transition can interpolate between the effect of two phases, as SwiftUI does. When
/// the view is drawn the chain becomes the node's drawing effects (`RenderEffect`), worked out
/// for the view's frame: the same effects the view modifiers of the same names add.
///
/// Design boundaries: the shader effects (`colorEffect`, `distortionEffect`, `layerEffect`)
/// are not offered; effects do not move where touches land (hit testing ignores them).
public protocol VisualEffect: Sendable, Animatable {}

/// What a visual effect draws: its links' drawing effects, innermost first.
protocol ResolvableVisualEffect {
    func appendRenderEffects(to effects: inout [RenderEffect])
}

/// The visual effect that changes nothing: the start of every chain.
public struct EmptyVisualEffect: VisualEffect, ResolvableVisualEffect {
    public init() {}

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func appendRenderEffects(to effects: inout [RenderEffect]) {}
}

/// One effect a visual effect's method adds (an offset, a scale, an opacity, ...).
protocol VisualEffectLink: Animatable, Sendable {
    var renderEffect: RenderEffect { get }
}

/// `base` with one more effect outside it.
struct _VisualEffectChain<Base: VisualEffect, Link: VisualEffectLink>: VisualEffect, ResolvableVisualEffect {
    var base: Base
    var link: Link

    var animatableData: AnimatablePair<Base.AnimatableData, Link.AnimatableData> {
        get { AnimatablePair(base.animatableData, link.animatableData) }
        set { (base.animatableData, link.animatableData) = (newValue.first, newValue.second) }
    }

    func appendRenderEffects(to effects: inout [RenderEffect]) {
        (base as? ResolvableVisualEffect)?.appendRenderEffects(to: &effects)
        effects.append(link.renderEffect)
    }
}

extension VisualEffect {
    /// The drawing effects of this visual effect, innermost first.
    var renderEffects: [RenderEffect] {
        var effects: [RenderEffect] = []
        (self as? ResolvableVisualEffect)?.appendRenderEffects(to: &effects)
        return effects
    }

    /// This effect with its animatable data moved `fraction` of the way to `other`'s.
    func interpolated(towards other: Self, fraction: Double) -> Self {
        guard fraction != 0 else { return self }
        var result = self
        var delta = other.animatableData
        delta -= animatableData
        delta.scale(by: fraction)
        result.animatableData += delta
        return result
    }

    private func chained<Link: VisualEffectLink>(_ link: Link) -> _VisualEffectChain<Self, Link> {
        _VisualEffectChain(base: self, link: link)
    }

    /// Offsets the view by the horizontal and vertical amount in `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        chained(_OffsetEffect(offset: offset))
    }

    /// Offsets the view by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        chained(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        chained(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view by `scale` in both directions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        chained(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        chained(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Turns the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        chained(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Turns the view in three dimensions by `angle` about `axis`, as the view modifier does.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        chained(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Sets the view's transparency.
    public func opacity(_ opacity: Double) -> some VisualEffect {
        chained(OpacityLink(opacity: opacity))
    }

    /// Blurs the view by a Gaussian of radius `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        chained(BlurLink(radius: radius, opaque: opaque))
    }

    /// Brightens the view by `amount` (0 changes nothing, 1 is white).
    public func brightness(_ amount: Double) -> some VisualEffect {
        chained(ColorMatrixLink(kind: .brightness, amount: amount))
    }

    /// Sets the view's contrast (1 changes nothing).
    public func contrast(_ amount: Double) -> some VisualEffect {
        chained(ColorMatrixLink(kind: .contrast, amount: amount))
    }

    /// Sets the view's colour saturation (1 changes nothing).
    public func saturation(_ amount: Double) -> some VisualEffect {
        chained(ColorMatrixLink(kind: .saturation, amount: amount))
    }

    /// Takes `amount` of the view's colour away (1 is grey).
    public func grayscale(_ amount: Double) -> some VisualEffect {
        chained(ColorMatrixLink(kind: .grayscale, amount: amount))
    }

    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        chained(ColorMatrixLink(kind: .hueRotation, amount: angle.radians))
    }
}

/// `opacity(_:)` of a visual effect.
struct OpacityLink: VisualEffectLink {
    var opacity: Double
    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
    var renderEffect: RenderEffect { .opacity(opacity) }
}

/// `blur(radius:opaque:)` of a visual effect.
struct BlurLink: VisualEffectLink {
    var radius: CGFloat
    let opaque: Bool
    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
    var renderEffect: RenderEffect { .blur(radius: radius, opaque: opaque) }
}

/// The colour effects of a visual effect, by the amount they take.
struct ColorMatrixLink: VisualEffectLink {
    enum Kind: Sendable { case brightness, contrast, saturation, grayscale, hueRotation }
    let kind: Kind
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    var renderEffect: RenderEffect {
        switch kind {
        case .brightness: .colorMatrix(.brightness(amount))
        case .contrast: .colorMatrix(.contrast(amount))
        case .saturation: .colorMatrix(.saturation(amount))
        case .grayscale: .colorMatrix(.grayscale(amount))
        case .hueRotation: .colorMatrix(.hueRotation(.radians(amount)))
        }
    }
}
