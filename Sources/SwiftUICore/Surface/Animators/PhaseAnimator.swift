import Foundation

/// A view that animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`).
///
/// With a trigger, the animator rests in the first phase; each change of the trigger takes it
/// through every other phase in order and back to the first. Without one, it starts when the
/// view appears and cycles for as long as the view is there. `animation` gives the animation
/// for the change *to* a phase (`nil`: that change does not animate).
///
/// ## When a phase starts
///
/// A phase's change is made in `withAnimation(animation(phase), completionCriteria:
/// .logicallyComplete)`, and the next phase starts from its completion, as in SwiftUI: when
/// every animation the change started is logically complete — a timing curve at its
/// duration, a spring at its `duration` (the perceptual one, before its tail settles; the
/// next phase takes over from its position and velocity). On Cutaway's clock a completion
/// runs on the first frame at or after that moment, so the next phase starts at that frame's
/// time. A change that animates nothing completes at once, in the same frame.
///
/// ## Design boundaries (Cutaway's choices where SwiftUI's documentation is silent)
///
/// - A trigger change in mid-cycle starts the cycle again, toward the second phase, from
///   wherever the content is; the old cycle's completions are ignored.
/// - Phases that complete at once in the same frame, one after another, stop once they have
///   gone round the whole cycle in that frame (a looping animator whose changes animate
///   nothing would otherwise never let the frame end).
/// - No phases draw nothing.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    /// `nil`: the animator loops from when it appears.
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var cycle = PhaseCycle()

    /// Cycles through `phases` once, back to the first, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously, from when the view appears.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        Group {
            if phases.indices.contains(index) {
                content(phases[index])
            }
        }
        .onAppear {
            if trigger == nil { start() }
        }
        .onChange(of: trigger) {
            start()
        }
    }

    /// Starts a cycle: toward the second phase.
    private func start() {
        guard phases.count > 1 else { return }
        cycle.run += 1
        advance(to: 1, run: cycle.run)
    }

    /// Changes to the phase at `next` in its animation, and from that change's completion on
    /// to the phase after it, while `run` is the cycle under way.
    private func advance(to next: Int, run: Int) {
        guard cycle.run == run, cycle.noteAdvance(limit: phases.count) else { return }
        let isLooping = trigger == nil
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            guard next != 0 || isLooping else { return }
            advance(to: (next + 1) % phases.count, run: run)
        }
    }
}

/// A phase animator's bookkeeping that is not drawn: which cycle is under way, and how many
/// phases started in the current frame.
final class PhaseCycle {
    var run = 0
    private var lastTime: Double?
    private var advancesAtLastTime = 0

    /// Counts a phase starting now; `false` once more than `limit` started in this frame.
    func noteAdvance(limit: Int) -> Bool {
        let time = GraphScope.current?.graph?.time
        if time != nil, time == lastTime {
            advancesAtLastTime += 1
        } else {
            lastTime = time
            advancesAtLastTime = 1
        }
        return advancesAtLastTime <= limit
    }
}

nonisolated extension View {
    /// Animates this view through `phases` once, back to the first, each time `trigger`
    /// changes; `content` modifies it for each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` continuously; `content` modifies it for each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
