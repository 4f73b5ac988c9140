import Foundation

extension ViewGraph {
    /// Brings the animated scroll transitions' phases up to the frame's time and returns each
    /// view's mixes of phases, sampled now (`ScrollTransitionPhaseMix`).
    ///
    /// How it works: each view with an animated scroll transition is found where it is drawn
    /// (its presented frame and the scroll view around it, as `DisplayListBuilder` places it)
    /// and asked its phase. A view seen for the first time starts in its phase; a phase that
    /// changed since the last frame starts the configuration's animation toward it now, from
    /// where the mix is (so a change back mid-way continues from there, as SwiftUI's
    /// animations do); a phase with no animation (an interactive or identity configuration at
    /// that edge) is taken at once. Views no longer drawn lose their records.
    func updateScrollTransitionPhases() -> [ViewIdentity: [ScrollTransitionPhaseMix]] {
        guard let tree else { return [:] }
        var kept: [ViewIdentity: [AnimatorRecord<ScrollTransitionPhaseMix>]] = [:]
        var mixes: [ViewIdentity: [ScrollTransitionPhaseMix]] = [:]
        func visit(_ node: ViewNode, scrollView: VisualEffectSite.ScrollPlacement?) {
            let phases = node.effects.compactMap { effect -> ((VisualEffectSite.Placement) -> VisualEffectSite.Phase)? in
                if case .visual(let site) = effect { site.phase } else { nil }
            }
            if !phases.isEmpty {
                let placement = VisualEffectSite.Placement(frame: node.presentedFrame, scrollView: scrollView)
                var records = scrollTransitionPhases[node.identity] ?? []
                if records.count != phases.count { records = [] }
                var sampled: [ScrollTransitionPhaseMix] = []
                for (index, phaseAt) in phases.enumerated() {
                    let (phase, animation) = phaseAt(placement)
                    let target = ScrollTransitionPhaseMix(phase)
                    if index < records.count {
                        records[index].animate(to: target, with: animation, at: time, tag: nil)
                        records[index].removeFinished(at: time)
                    } else {
                        records.append(AnimatorRecord(target))
                    }
                    sampled.append(records[index].value.value(at: time))
                }
                kept[node.identity] = records
                mixes[node.identity] = sampled
            }
            // A scroll view's own effects see the scroll view around it; its content sees it.
            let inner = node.scrollController.map {
                VisualEffectSite.ScrollPlacement(viewport: node.presentedFrame, axes: $0.axes)
            } ?? scrollView
            for child in node.children {
                visit(child, scrollView: inner)
            }
        }
        for child in tree.children {
            visit(child, scrollView: nil)
        }
        scrollTransitionPhases = kept
        return mixes
    }
}
