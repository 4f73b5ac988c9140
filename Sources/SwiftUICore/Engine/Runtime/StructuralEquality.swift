/// Whether two values are the same as far as the runtime can tell, to decide whether a view's
/// body needs evaluating again.
///
/// Equatable values compare with `==`; structs, tuples, enums and collections compare member
/// by member (through `Mirror`, read-only); objects compare by identity, and so do the objects
/// of `@ObservedObject` and `@Bindable`; `@State` and `@Environment` wrappers count as equal
/// (state changes invalidate their owner directly, and the environment is compared on its own). Anything the runtime cannot compare — closures
/// above all — counts as changed, so a view that holds one is always re-evaluated: a safe
/// answer, never a wrong one.
func structurallyEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    // Deeply nested values are rare in views; give up rather than walk far.
    guard depth < 12 else { return false }
    // Plain data of one type with the same bytes is the same, member by member: most row views
    // (an index, a few numbers) are compared so, without a `Mirror` walk. Kept because it pays:
    // in `cutaway-bench --lazy-scroll`'s profile the `Mirror` walks of reused rows were among
    // the engine's largest costs before it.
    if holdsSamePlainData(lhs, rhs) { return true }
    // The same object is the same (as the `.class` case below finds, after casts that cost
    // more than the answer: an environment holds objects, compared for every reused row).
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass, (lhs as AnyObject) === (rhs as AnyObject) { return true }
    // A wrapper given an object (`@ObservedObject`, `@Bindable`) is the same if its object is.
    if let left = lhs as? any ObjectHoldingProperty, let right = rhs as? any ObjectHoldingProperty {
        return type(of: lhs) == type(of: rhs) && left.heldObject === right.heldObject
    }
    if lhs is any BindableDynamicProperty, rhs is any BindableDynamicProperty {
        return type(of: lhs) == type(of: rhs)
    }
    if let equatable = lhs as? any Equatable {
        return isEqual(equatable, rhs)
    }
    let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
    guard left.subjectType == right.subjectType else { return false }
    switch left.displayStyle {
    case .class:
        return (lhs as AnyObject) === (rhs as AnyObject)
    case .enum:
        guard String(describing: lhs).prefix(while: { $0 != "(" }) == String(describing: rhs).prefix(while: { $0 != "(" })
        else { return false }
        return childrenEqual(left, right, depth: depth)
    case .struct, .tuple, .optional, .collection, .set, .dictionary:
        return childrenEqual(left, right, depth: depth)
    default:
        // Functions and closures reflect with no display style, foreign objects with their
        // own: not comparable.
        return false
    }
}

private func childrenEqual(_ left: Mirror, _ right: Mirror, depth: Int) -> Bool {
    let rightChildren = right.children.makeIterator()
    for child in left.children {
        guard let other = rightChildren.next(), child.label == other.label,
              structurallyEqual(child.value, other.value, depth: depth + 1)
        else { return false }
    }
    return rightChildren.next() == nil
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
}

/// Whether `lhs` and `rhs` are of one type that is plain data (no references, nothing to
/// retain: `_isPOD`) and hold the same bytes. Equal bytes make equal members; unequal bytes
/// say nothing (`-0.0` and `0.0`, padding), so `false` means "compare otherwise".
private func holdsSamePlainData(_ lhs: Any, _ rhs: Any) -> Bool {
    func compare<Value>(_ left: Value) -> Bool {
        guard _isPOD(Value.self), let right = rhs as? Value else { return false }
        return withUnsafeBytes(of: left) { leftBytes in
            withUnsafeBytes(of: right) { rightBytes in leftBytes.elementsEqual(rightBytes) }
        }
    }
    return _openExistential(lhs, do: compare)
}
