import Foundation

/// A drawing effect that depends on where its view is drawn: a `visualEffect(_:)` or a
/// `scrollTransition`, kept on the view's node as `RenderEffect.visual` and turned into
/// ordinary drawing effects by `DisplayListBuilder` for the frame the view is drawn at
/// (presented, so a scroll that animates moves the effect with it).
///
/// Why at drawing, not while resolving: the effect reads the view's position against the
/// scroll view around it, which a scroll changes without evaluating any body of its content
/// (see `ScrollContainer`); working it out from the placed tree costs no pass.
final class VisualEffectSite {
    /// Where a view is drawn: its presented frame and, inside a scroll view, the scroll view's
    /// (canvas points, layout coordinates); for an animated scroll transition, where its
    /// animation between phases is (`ViewGraph.updateScrollTransitionPhases()`).
    struct Placement: Equatable {
        var frame: CGRect
        var scrollView: ScrollPlacement?
        var phaseMix: ScrollTransitionPhaseMix? = nil
    }

    /// The scroll view around a view: its frame (the visible rectangle) and its axes.
    struct ScrollPlacement: Equatable {
        var viewport: CGRect
        var axes: Axis.Set
    }

    /// The phase a scroll transition is in at a placement, and the animation a change into it
    /// runs with (`nil`: none, the phase is drawn at once).
    typealias Phase = (phase: ScrollTransitionPhase, animation: Animation?)

    /// The drawing effects for a placement, innermost first.
    let effects: (Placement) -> [RenderEffect]
    /// For a scroll transition that animates between its phases (`.animated`): its phase at a
    /// placement. The graph animates each view's mix of phases toward it and hands the mix to
    /// `effects` in the placement.
    let phase: ((Placement) -> Phase)?

    init(effects: @escaping (Placement) -> [RenderEffect], phase: ((Placement) -> Phase)? = nil) {
        self.effects = effects
        self.phase = phase
    }
}

extension VisualEffectSite: Equatable {
    /// Sites hold closures: a site is only equal to itself.
    static func == (lhs: VisualEffectSite, rhs: VisualEffectSite) -> Bool { lhs === rhs }
}

/// `visualEffect(_:)`: the closure's effect, made for the view's frame each time it is drawn.
nonisolated struct _VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        let effect = effect
        let site = VisualEffectSite { placement in
            let reading = GeometryReading(frame: placement.frame, scrollViewport: placement.scrollView?.viewport)
            return effect(EmptyVisualEffect(), GeometryProxy(reading: reading)).renderEffects
        }
        for node in nodes {
            node.decorate(.effect(.visual(site)))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy: the view's frame as it is drawn, and the scroll view's around it
    /// (`frame(in: .scrollView)`, `bounds(of: .scrollView)`).
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
