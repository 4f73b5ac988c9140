import Cutaway

/// Shows optional inline content in a row and animates the row's height as the content
/// appears, disappears or changes size — by cutting the content with a clip, never by
/// squeezing it.
///
/// ## Why not `if let` with a transition
///
/// Inside a `List`, a row whose content changes height does not animate: the cell asks for
/// its new size at once and snaps, and a transition only animates the inserted or removed
/// child. Three things stand in the way, and this view deals with each:
///
/// 1. **Lifetimes.** When `value` becomes `nil`, `if let` destroys the content at once and the
///    collapse has nothing to draw. The view keeps its own copy, `displayValue`, and clears it
///    only when the collapse has finished.
/// 2. **Measurement.** The target height comes from the content itself: a background
///    `GeometryReader` reports the content's intrinsic height through a private preference.
/// 3. **Squeezing.** Animating `.frame(height:)` proposes a shrinking height and the text
///    re-wraps or truncates on the way. Instead `VisibleHeightLayout` reports the animated
///    height to its parent but gives the content its own, full size; `.clipped()` cuts the rest.
///
/// ## Three timelines
///
/// - **Content:** `displayValue` is set at once when a value arrives or changes, and cleared
///   only after a collapse completes. `collapseToken` makes sure that a collapse's completion
///   never clears a value that arrived while it was running.
/// - **Height:** `visibleHeight` is driven by `withAnimation` toward the measured height and
///   interpolated every frame as `VisibleHeightLayout`'s animatable data.
/// - **Spacing:** `spacingProgress` moves with the height, in the same transaction, and is
///   published to a parent `CollapsibleSpacingVStack` so the gaps shrink in step.
///
/// ## Invariants
///
/// - `visibleHeight` and `spacingProgress` always change together: both set directly (the
///   first measurement after mounting, where the progress is already 1) or both in one
///   `withAnimation`.
/// - A mounted value shows at full height on the first frame: no expand animation. It is
///   present at once (`spacingProgress` 1 before its first measurement), so a
///   `CollapsibleSpacingVStack` counts its width and the first measurement is made at the width
///   the row will have. (The seed publishes 0 until the measurement, which the stack leaves out
///   of its width: a detail wider than its neighbours was first measured at their width, and
///   the row started tall and shrank by itself, 64 pt to 17 pt in the README's sample.
///   `Scripts/seed-conformance` renders the two side by side.)
/// - `targetHeight`, not the interpolated `visibleHeight`, is what new measurements are
///   compared with; comparing with a value that moves every frame would start a new animation
///   every frame.
public struct AnimatedPresence<Value: Equatable, Content: View>: View {
    private let value: Value?
    private let animation: Animation?
    private let contentTransition: ContentTransition
    private let content: (Value) -> Content

    /// What is drawn: follows `value`, except that it outlives a collapse.
    @State private var displayValue: Value?
    /// The height reported to the parent, animated.
    @State private var visibleHeight: CGFloat = 0
    /// The height last aimed at: the anchor new measurements are compared with.
    @State private var targetHeight: CGFloat = 0
    /// Presence published to a `CollapsibleSpacingVStack`: 0 collapsed, 1 present.
    @State private var spacingProgress: CGFloat = 0
    /// Set when mounting with a value: the first measurement settles without animating.
    @State private var awaitingInitialMeasurement = false
    /// Bumped on every value change; a collapse's completion only acts if it still matches.
    @State private var collapseToken = 0

    public init(
        value: Value?, animation: Animation?, contentTransition: ContentTransition = .identity,
        @ViewBuilder content: @escaping (Value) -> Content
    ) {
        self.value = value
        self.animation = animation
        self.contentTransition = contentTransition
        self.content = content
    }

    public var body: some View {
        VisibleHeightLayout(visibleHeight: visibleHeight) {
            if let displayValue {
                content(displayValue)
                    // Fixed vertically: the content keeps its intrinsic height whatever the
                    // row offers, and the reader below measures exactly that height.
                    .fixedSize(horizontal: false, vertical: true)
                    .contentTransition(contentTransition)
                    .animation(animation, value: displayValue)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: PresenceHeightKey.self, value: proxy.size.height)
                        }
                    }
            }
        }
        .clipped()
        .onAppear { contentDidAppear() }
        .onChange(of: value) { _, newValue in valueDidChange(to: newValue) }
        .onPreferenceChange(PresenceHeightKey.self) { height in measured(height) }
        .collapsibleSpacingProgress(spacingProgress)
    }

    /// Mounting with a value shows it at once, and marks the first measurement to settle
    /// without animation (a row scrolling into view should not expand). Mounting with `nil`
    /// needs nothing: the view starts collapsed.
    private func contentDidAppear() {
        if let value, displayValue == nil {
            displayValue = value
            awaitingInitialMeasurement = true
            // Present before it is measured, so that it is measured at the row's width.
            spacingProgress = 1
        }
    }

    /// A new value is drawn at once, and its measurement will animate the height; any
    /// collapse in flight is disowned. A `nil` starts the collapse: height and progress go to
    /// 0 together, and the content is dropped only when the collapse is logically complete.
    private func valueDidChange(to newValue: Value?) {
        if let newValue {
            awaitingInitialMeasurement = false
            displayValue = newValue
            collapseToken += 1
        } else {
            let token = collapseToken + 1
            collapseToken = token
            // So that the next appearance measures as a change, even at the same height.
            targetHeight = 0
            withAnimation(animation, completionCriteria: .logicallyComplete) {
                visibleHeight = 0
                spacingProgress = 0
            } completion: {
                guard collapseToken == token, value == nil else { return }
                displayValue = nil
            }
        }
    }

    /// Takes the content's measured height as the new target. Ignored: non-finite heights,
    /// reports while nothing is displayed (the default value as content leaves), reports
    /// during a collapse (the content still measures full height then), and reports within
    /// half a point of the current target.
    private func measured(_ height: CGFloat) {
        guard height.isFinite, displayValue != nil, value != nil else { return }
        guard abs(height - targetHeight) > 0.5 else { return }
        targetHeight = height
        if awaitingInitialMeasurement {
            awaitingInitialMeasurement = false
            visibleHeight = height
            spacingProgress = 1
        } else {
            withAnimation(animation) {
                visibleHeight = height
                spacingProgress = 1
            }
        }
    }
}

/// Reports the animated `visibleHeight` to its parent while giving its child the child's own
/// intrinsic size: with `.clipped()` outside, a collapse cuts the content from the bottom
/// instead of squeezing it, and the child's measurement stays stable throughout.
struct VisibleHeightLayout: Layout {
    var visibleHeight: CGFloat

    /// Interpolated every frame of a `withAnimation` that changes `visibleHeight`.
    var animatableData: CGFloat {
        get { visibleHeight }
        set { visibleHeight = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        // Measured without the proposed height: the child must not shrink with the collapse.
        let intrinsic = child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        // A spring can dip below zero; a negative size would mean nothing to the parent.
        return CGSize(width: intrinsic.width.isFinite ? intrinsic.width : 0, height: max(0, visibleHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let intrinsic = child.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        child.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: intrinsic.width, height: intrinsic.height))
    }

    /// The child's own spacing preferences, passed through. Forcing `.zero` would switch the
    /// gaps off in one jump; the gaps shrink continuously through `collapsibleSpacingProgress`.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}

/// The content's intrinsic height, from its background reader. Private to this component so
/// it does not turn into a general measuring API; the last report wins.
private struct PresenceHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}
