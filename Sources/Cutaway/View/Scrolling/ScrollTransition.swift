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
/// - animated: the edge's effect until the view meets the threshold, the identity's after;
/// - identity: the identity effect.
///
/// Design boundaries: an animated configuration's change of phase is drawn at once, not
/// animated with its animation (the phase is worked out at drawing, which keeps no clock);
/// an interactive configuration's `animation(_:)` lag is not drawn either. Outside a scroll
/// view the view shows the identity phase.
struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        let site = VisualEffectSite { [topLeading, bottomTrailing, axis, transition] placement in
            let identity = transition(EmptyVisualEffect(), .identity)
            guard let scrollView = placement.scrollView else { return identity.renderEffects }
            let along = axis ?? (scrollView.axes == .horizontal ? .horizontal : .vertical)
            // The edge does not depend on the threshold: ask with the top-leading one first.
            var (edge, reached) = ScrollTransitionConfiguration.progress(
                of: placement.frame, in: scrollView.viewport, axis: along, threshold: topLeading.threshold)
            let configuration = edge == .topLeading ? topLeading : bottomTrailing
            if edge == .bottomTrailing {
                reached = ScrollTransitionConfiguration.progress(
                    of: placement.frame, in: scrollView.viewport, axis: along, threshold: bottomTrailing.threshold).progress
            }
            switch configuration.mode {
            case .identity:
                return identity.renderEffects
            case .animated:
                return reached >= 1 ? identity.renderEffects : transition(EmptyVisualEffect(), edge).renderEffects
            case .interactive(let curve):
                let fraction = 1 - curve.value(at: reached)
                guard fraction > 0 else { return identity.renderEffects }
                return identity.interpolated(towards: transition(EmptyVisualEffect(), edge), fraction: fraction).renderEffects
            }
        }
        for node in nodes {
            node.decorate(.effect(.visual(site)))
        }
        return nodes
    }
}

extension View {
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
