/// Something a scene's script does at a moment: tap a button, or run code.
public struct ScriptEvent {
    /// What the event does.
    public enum Action {
        /// Taps the first button (in drawing order) whose title is this.
        case tap(String)
        /// Runs a closure (to set a value the scene's root view reads, for example).
        case run(() -> Void)
        /// Gives the focus to the first text field (in drawing order) whose placeholder or
        /// title is the first string, as a tap on it would, and types the second, if any, at
        /// the end of its text.
        case focus(String, typing: String?)
    }

    /// When the event runs, in seconds from the start of the scene.
    public var time: Double
    /// The animation the event's changes run in (`withAnimation`), if any.
    public var animation: Animation?
    public var action: Action

    public init(at time: Double, animation: Animation? = nil, _ action: Action) {
        self.time = time
        self.animation = animation
        self.action = action
    }

    /// Taps the button titled `title` at `time`.
    public static func tap(_ title: String, at time: Double, animation: Animation? = nil) -> ScriptEvent {
        ScriptEvent(at: time, animation: animation, .tap(title))
    }

    /// Runs `body` at `time`, inside `withAnimation(animation)` when an animation is given.
    public static func run(at time: Double, animation: Animation? = nil, _ body: @escaping () -> Void) -> ScriptEvent {
        ScriptEvent(at: time, animation: animation, .run(body))
    }

    /// Focuses the text field whose placeholder or title is `field` at `time`, typing `text`
    /// into it if given: the field draws its caret after its text from then on.
    public static func focus(_ field: String, typing text: String? = nil, at time: Double, animation: Animation? = nil) -> ScriptEvent {
        ScriptEvent(at: time, animation: animation, .focus(field, typing: text))
    }
}
