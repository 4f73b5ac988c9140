import Foundation

/// What is running in a frame's presentation, evaluated at the frame's time: the opacity and
/// transform of every running transition and of every removed view still drawn, and the
/// progress of every text cross-fade.
///
/// Why a step of its own: sampling reads the clock and the animators; drawing should read
/// neither. `ViewGraph.draw()` samples first, then hands this value and the placed tree to
/// `DisplayListBuilder`, which has no time to sample at: it only reads plain values.
///
/// How it works: a transition's effects depend on the frame of the view they move (a scale
/// about its anchor, a move by its size), so the sample finds each transitioning view in the
/// tree and evaluates its effects over its presented frame rounded to the pixel grid, the
/// frame the builder draws it in. A ghost's effects apply over the frame it was last drawn in
/// (its row's, for a list cell).
struct PresentationSample {
    /// The transitions of inserted views, by the identity of the view they apply to.
    var transitions: [ViewIdentity: TransitionSample] = [:]
    /// The removed views still drawn, in the order they were removed.
    var ghosts: [GhostSample] = []
    /// The progress of each running text cross-fade, by text (the fade's start is 0, its end 1).
    var textFades: [ViewIdentity: Double] = [:]
    /// The colour of each text whose colour change is animating, by text.
    var textColors: [ViewIdentity: Color.Resolved] = [:]
    /// The mixes of phases of the animated scroll transitions on each view, in the order of
    /// the view's effects (`ViewGraph.updateScrollTransitionPhases()`).
    var scrollTransitionPhases: [ViewIdentity: [ScrollTransitionPhaseMix]] = [:]

    init(
        time: Double, transitions: [ViewIdentity: TransitionState], ghosts: [Ghost],
        textHistory: [ViewIdentity: TextHistory], tree: ViewNode?, rounding: PixelRounding,
        scrollTransitionPhases: [ViewIdentity: [ScrollTransitionPhaseMix]] = [:]
    ) {
        self.scrollTransitionPhases = scrollTransitionPhases
        if !transitions.isEmpty, let tree {
            sampleTransitions(transitions, in: tree, at: time, rounding: rounding)
        }
        self.ghosts = ghosts.map { ghost in
            let progress = ghost.progress.value.value(at: time)
            return GhostSample(
                ghost: ghost,
                effects: TransitionSample(ghost.effects, progress: progress, frame: ghost.row?.frame ?? ghost.frame, isRemoval: true),
                matchedTransform: ghost.matched.map { DisplayTransform(mapping: $0.frame, to: $0.animator.value(at: time)) })
        }
        for (identity, history) in textHistory {
            if let fade = history.fade, !fade.progress.isFinished(at: time) {
                textFades[identity] = fade.progress.value.value(at: time)
            }
            if let colors = history.colorAnimation, !colors.isFinished(at: time) {
                textColors[identity] = Color.Resolved(animatableComponents: colors.value.value(at: time).components)
            }
        }
    }

    /// Evaluates the transitions of the views in `tree`, stopping once every one was found.
    private mutating func sampleTransitions(
        _ running: [ViewIdentity: TransitionState], in tree: ViewNode, at time: Double, rounding: PixelRounding
    ) {
        var remaining = running.count
        func visit(_ node: ViewNode) {
            if let transition = running[node.identity] {
                transitions[node.identity] = TransitionSample(
                    transition.effects, progress: transition.progress.value.value(at: time),
                    frame: rounding.round(node.presentedFrame))
                remaining -= 1
            }
            for child in node.children where remaining > 0 {
                visit(child)
            }
        }
        for child in tree.children where remaining > 0 {
            visit(child)
        }
    }
}

/// A transition's effects at one progress, over one frame.
struct TransitionSample: Equatable {
    /// The opacity of the group the view is drawn in, or `nil` for no group. A transition that
    /// fades keeps its group for its whole run (even at 1), so the element is the same in
    /// every frame.
    var opacity: Double?
    /// The transform the view is drawn under (`.identity`: none).
    var transform: DisplayTransform
    /// The progress within 0…1: list chrome (a cell's separator) fades with its row by it.
    var fraction: Double
    /// The groups of the effects a `Transition`'s body draws at this progress, outermost
    /// first, inside the opacity and the transform (`PhaseEffects`).
    var groups: [DisplayEffect]
    /// What a zoom draws under the view, outside its transform (`ZoomTransitionSource`).
    var underlay: ZoomTransitionSource.Underlay?

    init(_ effects: [TransitionEffect], progress: Double, frame: CGRect, isRemoval: Bool = false) {
        var state = (opacity: 1.0, transform: DisplayTransform.identity)
        groups = []
        for effect in effects {
            effect.apply(progress: progress, frame: frame, to: &state)
            if case .interpolated(let phases) = effect {
                groups += phases.displayEffects(progress: progress, frame: frame, isRemoval: isRemoval)
            }
            if case .zoomed(let source) = effect {
                groups.append(.clip(source.clipPath(progress: progress, pushed: frame)))
                underlay = source.underlay(progress: progress, pushed: frame)
            }
        }
        let fades = effects.contains { if case .opacity = $0 { true } else { false } }
        opacity = fades || state.opacity != 1 ? state.opacity : nil
        transform = state.transform
        fraction = min(1, max(0, progress))
    }

    /// The product of the opacities of the sample's groups (its own opacity's and its body's).
    var drawnOpacity: Double {
        groups.reduce(opacity ?? 1) { product, effect in
            if case .opacity(let value) = effect { product * value } else { product }
        }
    }

    /// `items` inside the groups of the sample's opacity (outside), transform, and body's
    /// effects (inside), after the underlay.
    func applied(to items: [DisplayItem], element: ElementID) -> [DisplayItem] {
        var items = items
        for effect in groups.reversed() { items = [.group(effect, items, element: element)] }
        if transform != .identity { items = [.group(.transform(transform), items, element: element)] }
        if let opacity { items = [.group(.opacity(opacity), items, element: element)] }
        return (underlay?.items(element: element) ?? []) + items
    }
}

/// A removed view still drawn, with its removal transition's effects now.
struct GhostSample {
    let ghost: Ghost
    let effects: TransitionSample
    /// Where its matched view is drawn now, from where it was (see `MatchedGhost`).
    var matchedTransform: DisplayTransform? = nil
}
