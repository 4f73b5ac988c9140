import Foundation

/// `scrollTransition`: a visual effect that follows the view through the visible region of
/// the scroll view around it.
///
/// How it works: the closure is asked for the effect of the identity phase and of the edge
/// the view is nearer; the effect drawn is worked out when the view is drawn
/// (`VisualEffectSite`), from the view's presented frame against the scroll view's:
/// - interactive: the identity effect moved `1 − curve(progress)` of the way to the edge's
///   (their animatable data interpolated, as SwiftUI interpolates a transition's effects),
///   where `progress` is `ScrollTransitionConfiguration.progress`;
/// - animated: the phase is the edge's until the view meets the threshold, the identity's
///   after; when it changes, the effect animates to the new phase's with the configuration's
///   animation, from the frame the change is drawn in (`ScrollTransitionPhaseMix`, kept and
///   animated by the graph: `ViewGraph.updateScrollTransitionPhases()`);
/// - identity: the identity effect.
///
/// The configuration is the edge's the view is nearer: a change between identity and an edge
/// animates with that edge's animation.
///
/// Design boundaries: a phase change is seen in the frames drawn (as a screen sees it at its
/// next frame), so a scroll that crosses the threshold between two frames starts the
/// animation at the second; an interactive configuration's `animation(_:)` lag is not drawn.
/// Outside a scroll view the view shows the identity phase.
nonisolated struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    /// Where a view stands at `placement`: the edge it is nearer, that edge's configuration,
    /// and how far it has come to the configuration's threshold (`nil` outside a scroll view).
    private static func standing(
        at placement: VisualEffectSite.Placement, topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration, axis: Axis?
    ) -> (edge: ScrollTransitionPhase, configuration: ScrollTransitionConfiguration, reached: Double)? {
        guard let scrollView = placement.scrollView else { return nil }
        let along = axis ?? (scrollView.axes == .horizontal ? .horizontal : .vertical)
        // The edge does not depend on the threshold: ask with the top-leading one first.
        var (edge, reached) = ScrollTransitionConfiguration.progress(
            of: placement.frame, in: scrollView.viewport, axis: along, threshold: topLeading.threshold)
        if edge == .bottomTrailing {
            reached = ScrollTransitionConfiguration.progress(
                of: placement.frame, in: scrollView.viewport, axis: along, threshold: bottomTrailing.threshold).progress
        }
        return (edge, edge == .topLeading ? topLeading : bottomTrailing, reached)
    }

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        let (topLeading, bottomTrailing, axis, transition) = (topLeading, bottomTrailing, axis, transition)
        let site = VisualEffectSite(effects: { placement in
            let identity = transition(EmptyVisualEffect(), .identity)
            guard let (edge, configuration, reached) = Self.standing(
                at: placement, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis)
            else { return identity.renderEffects }
            switch configuration.mode {
            case .identity:
                return identity.renderEffects
            case .animated:
                let mix = placement.phaseMix ?? ScrollTransitionPhaseMix(reached >= 1 ? .identity : edge)
                return mix.mixing { transition(EmptyVisualEffect(), $0) }.renderEffects
            case .interactive(let curve):
                let fraction = 1 - curve.value(at: reached)
                guard fraction > 0 else { return identity.renderEffects }
                return identity.interpolated(towards: transition(EmptyVisualEffect(), edge), fraction: fraction).renderEffects
            }
        }, phase: topLeading.isAnimated || bottomTrailing.isAnimated ? { placement in
            guard let (edge, configuration, reached) = Self.standing(
                at: placement, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis)
            else { return (.identity, nil) }
            let phase = reached >= 1 ? ScrollTransitionPhase.identity : edge
            guard case .animated(let animation) = configuration.mode else { return (phase, nil) }
            return (phase, animation)
        } : nil)
        if site.phase != nil {
            context.graph.hasAnimatedScrollTransitions = true
        }
        for node in nodes {
            node.decorate(.effect(.visual(site)))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Applies `transition`, animating between its phases as this view appears and
    /// disappears within the visible region of the scroll view around it, with the same
    /// configuration at both edges.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition))
    }

    /// Applies `transition`, animating between its phases as this view appears and
    /// disappears within the visible region of the scroll view around it, with a
    /// configuration for each edge.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
