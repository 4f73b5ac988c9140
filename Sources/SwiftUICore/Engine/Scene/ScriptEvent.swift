import Foundation

/// Something a scene's script does at a moment: tap a button, focus a field, scroll, touch
/// the screen with a finger, or run code.
public struct _ScriptEvent {
    /// What the event does.
    public enum Action {
        /// Taps the first button (in drawing order) whose title is this.
        case tap(String)
        /// Runs a closure (to set a value the scene's root view reads, for example), on the
        /// main actor, where a view's own actions run.
        case run(@MainActor () -> Void)
        /// Gives the focus to the first text field (in drawing order) whose placeholder or
        /// title is the first string, as a tap on it would, and types the second, if any, at
        /// the end of its text.
        case focus(String, typing: String?)
        /// Scrolls the scroll view whose accessibility identifier is the first string (the
        /// first in drawing order when `nil`), as a finger would: within its content, settled
        /// by its scroll target behaviour, not at all when scrolling is disabled.
        case scroll(String?, ScrollDestination)
        /// Reveals the swipe actions at the edge of the first list row (in drawing order)
        /// that has swipe actions there and shows the string as one of its texts, as a finger
        /// sliding the row would; the row revealed before closes.
        case revealSwipeActions(String, edge: HorizontalEdge)
        /// Touches the screen with a finger: taps, presses, releases or drags (see
        /// `ScriptedTouch`), through hit testing and the gestures of the views touched.
        case touch(_ScriptedTouch)
    }

    /// Where a script's scroll goes.
    public enum ScrollDestination: Equatable, Sendable {
        /// To this offset (points from the top-leading position).
        case offset(CGPoint)
        /// By this much from the offset the scroll view is at (or going to).
        case by(CGSize)
        /// To the view whose explicit id (`.id(_:)`, a `ForEach` element's) is written so (an
        /// id `42` and an id `"42"` are both written `42`), its `anchor` at the viewport's;
        /// without an anchor, just far enough to show all of it.
        case view(id: String, anchor: UnitPoint?)
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
    public static func tap(_ title: String, at time: Double, animation: Animation? = nil) -> _ScriptEvent {
        ScriptEvent(at: time, animation: animation, .tap(title))
    }

    /// Runs `body` at `time`, inside `withAnimation(animation)` when an animation is given, on
    /// the main actor, where a view's own actions run.
    public static func run(at time: Double, animation: Animation? = nil, _ body: @escaping @MainActor () -> Void) -> _ScriptEvent {
        ScriptEvent(at: time, animation: animation, .run(body))
    }

    /// Focuses the text field whose placeholder or title is `field` at `time`, typing `text`
    /// into it if given: the field draws its caret after its text from then on.
    public static func focus(_ field: String, typing text: String? = nil, at time: Double, animation: Animation? = nil) -> _ScriptEvent {
        ScriptEvent(at: time, animation: animation, .focus(field, typing: text))
    }

    /// Scrolls the scroll view named `scrollView` (with `.accessibilityIdentifier(_:)`; the
    /// first one when `nil`) to `destination` at `time`, animated when an animation is given.
    public static func scroll(
        _ scrollView: String? = nil, to destination: ScrollDestination, at time: Double, animation: Animation? = nil
    ) -> _ScriptEvent {
        ScriptEvent(at: time, animation: animation, .scroll(scrollView, destination))
    }

    /// Reveals the swipe actions at `edge` of the list row that shows `row` at `time`, the row
    /// sliding aside in `animation` if one is given.
    public static func revealSwipeActions(
        of row: String, edge: HorizontalEdge = .trailing, at time: Double, animation: Animation? = nil
    ) -> _ScriptEvent {
        ScriptEvent(at: time, animation: animation, .revealSwipeActions(row, edge: edge))
    }
}
