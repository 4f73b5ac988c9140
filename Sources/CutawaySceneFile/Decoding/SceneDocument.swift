import Cutaway

/// A scene file, read and checked: everything needed to play it.
public struct SceneDocument {
    /// The format this reader understands.
    public static let format = "cutaway-scene/1"

    public var name: String
    public var summary: String
    public var canvas: RenderCanvas
    public var fps: Int
    public var duration: Double
    /// The declared state, in file order.
    public var state: [(name: String, value: ExpressionValue)]
    var body: ViewSpec
    var script: [ScriptSpec]
    /// What the scene may make when it plays.
    public var budget: SceneBudget
}

/// A view described by a scene file, with its modifiers (in order) and inspection name.
struct ViewSpec {
    indirect enum Kind {
        case text(TextSource)
        case stack(StackKind, spacing: CGFloat?, children: [ViewSpec])
        case collapsibleStack(CollapsibleSpacingAlignment, spacing: CGFloat?, children: [ViewSpec])
        case list([ViewSpec])
        /// A scroll view along these axes, its content stacked as SwiftUI's is.
        case scrollView(Axis.Set, [ViewSpec])
        /// A list section: its rows, and the views of its header and footer, if it has them.
        case section([ViewSpec], header: ViewSpec?, footer: ViewSpec?)
        case button(title: TextSource, actions: [ActionSpec], animation: Animation?)
        case color(Color)
        case shape(ShapeKind, fill: Color?)
        case spacer(minLength: CGFloat?)
        case divider
        case conditional(Expression, then: ViewSpec, otherwise: ViewSpec?)
        /// `id`: what identifies an element (`nil`: its position, as `ForEach(0..<n)` does).
        case forEach(Expression, id: Expression?, content: ViewSpec)
        case animatedPresence(value: Expression, animation: Animation?, contentTransition: ContentTransition, content: ViewSpec)
    }

    var kind: Kind
    var modifiers: [ModifierSpec]
    var name: String?
    /// Where the view is in the file, for run-time errors.
    var place: SourcePlace
    /// The fewest views building this one makes, itself and its modifiers included (a modifier
    /// counts as a view: it makes a node of its own): what a `ForEach` multiplies by its items
    /// to check the views budget before it builds them (see `SceneBudget`).
    let minimumViewCount: Int

    init(kind: Kind, modifiers: [ModifierSpec], name: String?, place: SourcePlace) {
        self.kind = kind
        self.modifiers = modifiers
        self.name = name
        self.place = place
        minimumViewCount = Self.minimumViewCount(of: kind, modifiers: modifiers)
    }

    /// Every view a view always makes: its modifiers, its children, the views of its
    /// `background` and `overlay` modifiers, and the smaller branch of an `If`. A `ForEach` or an
    /// `AnimatedPresence` may make none beyond itself.
    private static func minimumViewCount(of kind: Kind, modifiers: [ModifierSpec]) -> Int {
        let content = switch kind {
        case .stack(_, _, let children), .collapsibleStack(_, _, let children), .list(let children), .scrollView(_, let children):
            children.reduce(0) { $0 + $1.minimumViewCount }
        case .section(let children, let header, let footer):
            children.reduce(0) { $0 + $1.minimumViewCount } + (header?.minimumViewCount ?? 0) + (footer?.minimumViewCount ?? 0)
        case .conditional(_, let then, let otherwise):
            min(then.minimumViewCount, otherwise?.minimumViewCount ?? 0)
        case .text, .button, .color, .shape, .spacer, .divider, .forEach, .animatedPresence:
            0
        }
        let secondary = modifiers.reduce(0) { count, modifier in
            if case .secondary(let view, _, _) = modifier { count + view.minimumViewCount } else { count }
        }
        return 1 + modifiers.count + content + secondary
    }
}

/// A text's string: fixed, interpolated, or a whole expression.
enum TextSource {
    case interpolated(InterpolatedString)
    case expression(Expression)
}

enum StackKind {
    case vertical(HorizontalAlignment)
    case horizontal(VerticalAlignment)
    case overlay(Alignment)
}

enum CollapsibleSpacingAlignment {
    case leading, center, trailing
}

enum ShapeKind {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
    case ellipse
}

/// One modifier of a view.
enum ModifierSpec {
    case font(Font)
    case foregroundStyle(AnyShapeStyle)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case background(Color)
    /// A view behind (`isBackground`) or in front of the modified view, aligned in its bounds.
    case secondary(ViewSpec, alignment: Alignment, isBackground: Bool)
    case id(Expression)
    case clipped
    case opacity(Double)
    case transition(AnyTransition)
    case contentTransition(ContentTransition)
    case animation(Animation?, value: Expression)
    case ignoredWhenCollapsed
    case layoutPriority(Double)
}

/// A state change, from a button action or a script event, with where it is written for errors.
enum ActionSpec {
    case set([(name: String, value: SetValue)])
    case toggle(String, place: SourcePlace)
    case increment(String, by: Double, modulo: Double?, place: SourcePlace)
}

/// A value a `set` stores: a literal from the file, or an expression (a string starting with `$`).
enum SetValue {
    case literal(ExpressionValue)
    case expression(Expression, place: SourcePlace)
}

/// A timed script event.
struct ScriptSpec {
    enum Action {
        case change(ActionSpec)
        /// Taps the button with this title; the place is the event's `tap` value.
        case tap(String, place: SourcePlace)
        /// Focuses the text field with this placeholder or title, typing the text if given;
        /// the place is the event's `focus` value.
        case focus(String, typing: String?, place: SourcePlace)
        /// Scrolls the scroll view named so (the first when `nil`); the place is the event's
        /// `scroll` value.
        case scroll(String?, ScriptEvent.ScrollDestination, place: SourcePlace)
        /// Reveals the swipe actions at the edge of the list row showing this text; the place
        /// is the event's `swipeActions` value.
        case swipeActions(String, edge: HorizontalEdge, place: SourcePlace)
        /// Touches the screen with a finger; the place is the event's `tap`, `press`,
        /// `release` or `drag` value.
        case touch(ScriptedTouch, place: SourcePlace)
    }

    var time: Double
    var animation: Animation?
    var action: Action
}
