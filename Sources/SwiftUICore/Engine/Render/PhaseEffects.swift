import Foundation

/// The drawing effects a transition's body adds in its active phase (`willAppear` or
/// `didDisappear`) and in its identity phase, innermost first, and the effects between them at
/// a progress.
///
/// Why interpolate effects: SwiftUI animates a transition by changing its phase in the
/// change's transaction, so each modifier in the body animates its animatable data from one
/// phase's value to the other's. An opacity, a blur radius, a scale or an angle animated that
/// way is, at every moment, the two phases' values mixed by the animation's progress: that is
/// what `displayEffects(progress:frame:)` draws, over the frame the view is drawn in.
///
/// `@unchecked Sendable`: the effects are values (a geometry effect or a clip shape inside
/// one is a user's value type) that the graph reads on the thread that resolves views.
struct PhaseEffects: @unchecked Sendable {
    let active: [RenderEffect]
    let identity: [RenderEffect]

    /// The effects at `progress` (0: the active phase, 1: identity; a spring may go past
    /// either) as display effects over `frame`, outermost first, to draw around the view as
    /// its nodes draw it: with the identity phase's effects already on them (see
    /// `relative(_:to:in:)`). Phases whose bodies add different effects cannot be
    /// interpolated: the identity phase's are drawn from the start of an insertion, the active
    /// phase's from the start of a removal (`progress` starts at 1 and falls).
    func displayEffects(progress: Double, frame: CGRect, isRemoval: Bool) -> [DisplayEffect] {
        let effects: [RenderEffect]
        if active.count == identity.count,
           case let mixed = zip(active, identity).compactMap({ $0.interpolated(toward: $1, by: progress) }),
           mixed.count == active.count {
            effects = mixed
        } else {
            effects = isRemoval ? active : identity
        }
        return Self.relative(effects, to: identity, in: frame)
    }

    /// What to draw around a view that already draws `drawn` (innermost first) so that it
    /// looks drawn through `effects` (innermost first) instead, outermost first.
    ///
    /// The opacities' product is divided by `drawn`'s, blurs add their variances (a Gaussian
    /// of σ₁ after one of σ₂ is one of √(σ₁² + σ₂²)), so the blur drawn is √(Σσ² − Σσ²ᵢ), and
    /// the transforms compose into one that undoes `drawn`'s and applies `effects`'. Other
    /// effects are drawn unless `drawn` already draws them. With an identity phase that draws
    /// nothing, as SwiftUI's documentation asks, this is `effects` itself. Each kind is drawn
    /// where its outermost effect is.
    static func relative(_ effects: [RenderEffect], to drawn: [RenderEffect], in frame: CGRect) -> [DisplayEffect] {
        func transform(of list: [RenderEffect]) -> ProjectionTransform {
            list.reduce(ProjectionTransform()) { result, effect in
                guard case .geometry(let geometry) = effect else { return result }
                return result.concatenating(geometry.transform(in: frame))
            }
        }
        func opacity(of list: [RenderEffect]) -> Double {
            list.reduce(1) { result, effect in if case .opacity(let value) = effect { result * value } else { result } }
        }
        func variance(of list: [RenderEffect]) -> CGFloat {
            list.reduce(0) { result, effect in if case .blur(let radius, _) = effect { result + radius * radius } else { result } }
        }
        let drawnOpacity = opacity(of: drawn)
        let fade = drawnOpacity > 0 ? opacity(of: effects) / drawnOpacity : opacity(of: effects)
        let blur = max(0, variance(of: effects) - variance(of: drawn)).squareRoot()
        let move = transform(of: drawn).inverted().concatenating(transform(of: effects))
        var result: [DisplayEffect] = []
        var (fadeDrawn, blurDrawn, moveDrawn) = (false, false, false)
        for effect in effects.reversed() {
            switch effect {
            case .opacity:
                // Kept for the whole run (even at 1), so the element is the same in every frame.
                guard !fadeDrawn else { continue }
                fadeDrawn = true
                result.append(.opacity(min(1, max(0, fade))))
            case .blur(_, let opaque):
                guard !blurDrawn else { continue }
                blurDrawn = true
                if blur > 0 {
                    result += RenderEffect.blur(radius: blur, opaque: opaque).displayEffects(in: frame)
                }
            case .geometry:
                guard !moveDrawn else { continue }
                moveDrawn = true
                if !move.isIdentity {
                    result.append(move.isAffine ? .transform(DisplayTransform(move.affine)) : .projection(move))
                }
            default:
                if !drawn.contains(effect) { result += effect.displayEffects(in: frame) }
            }
        }
        return result
    }
}

extension RenderEffect {
    /// This effect moved toward `other` by `fraction` (0: this one, 1: `other`), as an
    /// animation moves the animatable data of the modifier that made it; `nil` when the two
    /// are not the same kind of effect.
    func interpolated(toward other: RenderEffect, by fraction: Double) -> RenderEffect? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (self, other) {
        case (.clip, .clip):
            return .clip
        case (.clipShape(let a), .clipShape(let b)):
            return a.interpolated(toward: b, by: fraction).map(RenderEffect.clipShape)
        case (.opacity(let a), .opacity(let b)):
            // A spring may overshoot; opacity stays within 0…1.
            return .opacity(min(1, max(0, mix(a, b))))
        case (.blur(let a, _), .blur(let b, let opaque)):
            return .blur(radius: max(0, mix(a, b)), opaque: opaque)
        case (.shadow(_, let r1, let o1), .shadow(let color, let r2, let o2)):
            return .shadow(
                color: color, radius: max(0, mix(r1, r2)),
                offset: CGSize(width: mix(o1.width, o2.width), height: mix(o1.height, o2.height)))
        case (.blend, .blend(let mode)):
            return .blend(mode)
        case (.colorMatrix(let a), .colorMatrix(let b)):
            // The colour effects' matrices are affine in their amounts (brightness, contrast,
            // saturation, opacity), so mixing the matrices mixes the amounts; a hue rotation's
            // is not, and is mixed the same way (an approximation).
            return .colorMatrix(a.mixed(with: b, by: Float(fraction)))
        case (.geometry(let a), .geometry(let b)):
            return a.interpolated(toward: b, by: fraction).map(RenderEffect.geometry)
        default:
            return nil
        }
    }

    /// The display effects that draw this effect for a view in `frame`, outermost first
    /// (as `DisplayListBuilder` draws a node's effects; none for one that changes nothing).
    func displayEffects(in frame: CGRect) -> [DisplayEffect] {
        switch self {
        case .clip:
            return [.clip(Path(frame))]
        case .clipShape(let shape):
            return [.clip(shape.path(placedAt: frame))]
        case .opacity(let value):
            return [.opacity(value)]
        case .blur(let radius, let opaque):
            guard radius > 0 else { return [] }
            return opaque ? [.clip(Path(frame)), .blur(radius: radius, opaque: true)] : [.blur(radius: radius, opaque: false)]
        case .shadow(let color, let radius, let offset):
            return [.shadow(color: color, radius: radius, offset: offset)]
        case .blend(let mode):
            return mode == .normal ? [] : [.blend(mode)]
        case .colorMatrix(let matrix):
            return matrix.isIdentity ? [] : [.colorMatrix(matrix)]
        case .geometry(let effect):
            let transform = effect.transform(in: frame)
            guard !transform.isIdentity else { return [] }
            return [transform.isAffine ? .transform(DisplayTransform(transform.affine)) : .projection(transform)]
        case .visual:
            // Worked out where the node is drawn, from its place in its scroll view
            // (`resolvingVisualEffects(at:)`), not mixed between phases.
            return []
        }
    }
}

extension AnyGeometryEffect {
    /// This effect with its animatable data moved toward `other`'s by `fraction`; `nil` when
    /// `other` is another kind of effect.
    func interpolated(toward other: AnyGeometryEffect, by fraction: Double) -> AnyGeometryEffect? {
        func mix<E: GeometryEffect>(_ start: E) -> AnyGeometryEffect? {
            guard let end = other.effect as? E else { return nil }
            return AnyGeometryEffect(start.mixed(toward: end, by: fraction))
        }
        return mix(effect)
    }
}

extension AnyClipShape {
    /// This shape with its animatable data moved toward `other`'s by `fraction`; `nil` when
    /// `other` is another kind of shape.
    func interpolated(toward other: AnyClipShape, by fraction: Double) -> AnyClipShape? {
        func mix<S: Shape>(_ start: S) -> AnyClipShape? {
            guard let end = other.shape as? S else { return nil }
            return AnyClipShape(start.mixed(toward: end, by: fraction))
        }
        return mix(shape)
    }
}

extension Animatable {
    /// This value with its animatable data moved toward `end`'s by `fraction`.
    func mixed(toward end: Self, by fraction: Double) -> Self {
        var value = self
        value.animatableData = animatableData + (end.animatableData - animatableData).scaled(by: fraction)
        return value
    }
}

extension ColorMatrix {
    /// Each entry moved toward `other`'s by `fraction`.
    func mixed(with other: ColorMatrix, by fraction: Float) -> ColorMatrix {
        func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * fraction }
        var result = ColorMatrix()
        (result.r1, result.r2, result.r3, result.r4, result.r5) =
            (mix(r1, other.r1), mix(r2, other.r2), mix(r3, other.r3), mix(r4, other.r4), mix(r5, other.r5))
        (result.g1, result.g2, result.g3, result.g4, result.g5) =
            (mix(g1, other.g1), mix(g2, other.g2), mix(g3, other.g3), mix(g4, other.g4), mix(g5, other.g5))
        (result.b1, result.b2, result.b3, result.b4, result.b5) =
            (mix(b1, other.b1), mix(b2, other.b2), mix(b3, other.b3), mix(b4, other.b4), mix(b5, other.b5))
        (result.a1, result.a2, result.a3, result.a4, result.a5) =
            (mix(a1, other.a1), mix(a2, other.a2), mix(a3, other.a3), mix(a4, other.a4), mix(a5, other.a5))
        return result
    }
}
