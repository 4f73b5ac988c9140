/// A publisher that a view made again (its parent made the view again) can take over from the
/// one the view subscribed to, so that the view's code reaches the running one.
///
/// Why: Cutaway makes a scene's root view on every update where iOS makes it once, so a view's
/// `let timer = Timer.publish(...).autoconnect()` is made again with it; the view's
/// `onReceive` keeps its subscription to the first, and the new one takes over its state.
package protocol ContinuingPublisher: AnyObject {
    /// Takes over `earlier`'s running state when it is the same kind of publisher; false otherwise.
    func continueRunning(from earlier: Self) -> Bool
}

extension ContinuingPublisher {
    package func continueRunning(fromAny earlier: Any) -> Bool {
        guard let earlier = earlier as? Self else { return false }
        return continueRunning(from: earlier)
    }
}
