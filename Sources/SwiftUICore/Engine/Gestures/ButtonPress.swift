import Foundation

/// A button's own gesture: pressed while a finger is down on it (its style's
/// `configuration.isPressed` is `true` meanwhile), it acts when the finger lifts, unless
/// another gesture won the touch first (a drag of the list or card it is in).
enum ButtonPress {
    /// The press of the button at `identity`, whose nodes `composite`'s body made: pressing
    /// and releasing it makes that body again, for the style to draw the new state.
    static func attachment(identity: ViewIdentity, graph: ViewGraph, composite: CompositeNode, action: @escaping () -> Void)
        -> GestureAttachment
    {
        var attachment = GestureAttachment(priority: .normal, key: identity.appending(.part("buttonPress"))) { [weak graph, weak composite] _ in
            let setPressed = { (pressed: Bool) in
                guard let graph, let composite else { return }
                let input = graph.touchInput
                guard input.pressedButtons.contains(identity) != pressed else { return }
                if pressed { input.pressedButtons.insert(identity) } else { input.pressedButtons.remove(identity) }
                graph.stateDidChange(of: composite, transaction: Transaction.current)
            }
            return AnyGestureRecognizer(
                handle: { event in
                    // Two fingers (a pinch) do not press a button.
                    guard !event.isMultitouch else {
                        setPressed(false)
                        return .failed
                    }
                    switch event.phase {
                    case .began:
                        setPressed(true)
                        return .tentative(())
                    case .moved, .timer:
                        return .tentative(())
                    case .ended:
                        setPressed(false)
                        action()
                        return .ended(())
                    }
                },
                cancel: { setPressed(false) })
        }
        attachment.isButtonPress = true
        return attachment
    }
}
