import Foundation

/// A gesture attached to a view's nodes (`gesture(_:including:)` and its kin, a button's
/// press): what a touch that hits the view starts.
struct GestureAttachment {
    /// How the gesture competes with the others a touch starts.
    enum Priority: Equatable {
        /// `gesture(_:)`: a gesture of a subview goes first.
        case normal
        /// `highPriorityGesture(_:)`: it goes before its subviews' gestures.
        case high
        /// `simultaneousGesture(_:)`: it is recognized alongside the others and stops none.
        case simultaneous
    }

    let priority: Priority
    let mask: GestureMask
    /// Where the attachment was made (the modifier's key): one gesture on several nodes of a
    /// view starts once.
    let key: ViewIdentity
    /// Makes the recognizer for one touch sequence; its values are for the gesture's own
    /// callbacks, so none come out.
    let makeRecognizer: (GestureContext) -> AnyGestureRecognizer<Void>
    /// Whether it is a button's own press, which also stands for the button's tap action.
    var isButtonPress = false

    init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask, key: ViewIdentity) {
        self.priority = priority
        self.mask = mask
        self.key = key
        makeRecognizer = { gesture.recognizer(in: $0).map { _ in () } }
    }

    init(priority: Priority, key: ViewIdentity, makeRecognizer: @escaping (GestureContext) -> AnyGestureRecognizer<Void>) {
        self.priority = priority
        mask = .all
        self.key = key
        self.makeRecognizer = makeRecognizer
    }
}

/// Attaches a gesture to the nodes of the modified view.
nonisolated struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G
    let priority: GestureAttachment.Priority
    let mask: GestureMask

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        // A disabled view (`disabled(_:)`) recognizes no gesture, as in SwiftUI.
        guard context.environment.isEnabled else { return nodes }
        let attachment = GestureAttachment(gesture, priority: priority, mask: mask, key: context.modifierKey("gesture"))
        for node in nodes {
            node.decorate(.gesture(attachment))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view; a disabled one is as if masked out (`including: .subviews`).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named gesture to the view with a lower precedence than gestures defined by
    /// the view. The name sets up failure relationships with UIKit's recognizers, which
    /// Cutaway has none of, so it changes nothing here.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a named gesture to the view with a higher precedence than gestures defined by
    /// the view (the name changes nothing here).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a named gesture to the view to process simultaneously with gestures defined
    /// by the view (the name changes nothing here).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, isEnabled: isEnabled)
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a long press gesture;
    /// `onPressingChanged` is told `true` when the finger goes down and `false` when the press
    /// succeeds or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressingGesture(
            base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            onPressingChanged: onPressingChanged ?? { _ in }
        ).onEnded { _ in action() })
    }

    /// SwiftUI's earlier spelling: `pressing` before `perform` (disfavoured, so that a lone
    /// trailing closure is the `perform` of the current spelling).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Configures whether this view participates in hit test operations: a view that does not
    /// (nor its subviews) lets touches through to what is beneath it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_TraitWritingModifier { $0.allowsHitTesting = $0.allowsHitTesting && enabled })
    }
}

/// A long press that tells `onPressingChanged` when the finger is down on it (`true`) and
/// when the press is over, recognized or not (`false`).
struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    let base: LongPressGesture
    let onPressingChanged: (Bool) -> Void

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Bool> {
        let inner = base.makeRecognizer(in: context)
        let isPressing = RecognizerMemory(false)
        let report = { (pressing: Bool) in
            guard pressing != isPressing.state else { return }
            isPressing.state = pressing
            onPressingChanged(pressing)
        }
        return AnyGestureRecognizer(
            handle: { event in
                let outcome = inner.handle(event)
                report(!outcome.isFinal && outcome.value != nil)
                return outcome
            },
            cancel: {
                inner.cancel()
                report(false)
            },
            deadline: inner.deadline)
    }
}
