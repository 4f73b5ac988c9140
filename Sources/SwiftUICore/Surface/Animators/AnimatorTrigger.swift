/// A trigger of a `phaseAnimator` or `keyframeAnimator`: any equatable value, kept with its
/// own comparison so that an animator can tell when it changes.
struct AnimatorTrigger: Equatable {
    private let value: Any
    private let isEqualTo: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        isEqualTo = { ($0 as? Value) == value }
    }

    static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool {
        lhs.isEqualTo(rhs.value)
    }
}
