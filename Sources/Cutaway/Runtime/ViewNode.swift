import Foundation

/// A resolved view in the graph: what to lay out, what to draw, and where it ended up.
///
/// Composite views disappear during resolution; what remains is a tree of primitives
/// (text, shapes, layouts) with their environment and traits.
final class ViewNode {
    /// What a node is, for layout and drawing.
    enum Kind {
        /// A string laid out by the text engine.
        case text(String)
        /// A shape that fills its frame. `fill == nil` fills with the foreground style.
        case shape(any Shape, fill: Color.Resolved?)
        /// Flexible space along the containing stack's axis (both axes outside a stack).
        case spacer(minLength: CGFloat?)
        /// A hairline across the containing stack's axis.
        case divider
        /// A container laid out by a `Layout`, with an optional decoration it draws itself.
        case layout(any LayoutBox, decoration: Decoration? = nil)
        /// A `GeometryReader`: fills its proposal; its content is resolved during layout, once
        /// its size is known, and placed at its top-leading corner.
        case geometryReader(GeometryReaderContent)
        /// A recorded drawing, at its own size, and the geometry of the views it drew
        /// (`DisplayListView`).
        case drawing(DisplayList, geometry: [NodeGeometry])
    }

    /// Drawing a container does beside its children.
    enum Decoration {
        /// The grouped background behind a `List`.
        case listBackground
        /// A `List` section's rounded background.
        case listSection
        /// A `List` row: clips its content to the cell and draws the separator below it.
        case listCell(hasSeparator: Bool, separatorInset: CGFloat)
    }

    let identity: ViewIdentity
    /// The primitive's type, for inspection and error messages.
    let typeName: String
    let kind: Kind
    /// The node's children (a geometry reader's are made during layout).
    var children: [ViewNode]
    let environment: EnvironmentValues
    var traits = ViewTraits()
    /// The name given with `.accessibilityIdentifier(_:)`, for inspection.
    var accessibilityIdentifier: String?
    /// Clips and opacities applied to this node, innermost first.
    var effects: [RenderEffect] = []
    /// The axis of the stack this node is laid out in, if it is a stack's direct subview.
    var containerAxis: Axis?
    /// The transaction this node was resolved in: its geometry and transitions animate with it.
    var transaction = Transaction()
    /// What the node does when a script taps it, and the title it is tapped by.
    var tapAction: (title: String, action: () -> Void)?
    /// Preference values the node sets (`.preference(key:value:)`), in order.
    var preferences: [PreferenceValue] = []
    /// Handlers for preference changes in the node's subtree (`.onPreferenceChange`).
    var preferenceObservers: [PreferenceObserver] = []

    // Layout results, in canvas points, unrounded.
    var frame: CGRect = .zero
    /// Where the node is drawn: its frame, moved by any geometry animation in flight.
    var presentedFrame: CGRect = .zero
    var placementProposal: ProposedViewSize = .unspecified
    var isPlaced = false
    /// The sizes measured in this layout pass, by proposal (a node is asked at a few
    /// proposals at most, so a list beats a dictionary).
    var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
    var cachedSpacing: ViewSpacing?
    var textMeasurement: (proposal: ProposedViewSize, request: TextLayoutRequest, result: TextLayoutResult)?

    init(identity: ViewIdentity, typeName: String, kind: Kind, children: [ViewNode], environment: EnvironmentValues) {
        self.identity = identity
        self.typeName = typeName
        self.kind = kind
        self.children = children
        self.environment = environment
    }
}

/// Values a view carries up to the layout that arranges it.
struct ViewTraits {
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var layoutPriority: Double = 0
    /// How the view enters and leaves (`.transition`); `nil` is SwiftUI's default, `.opacity`.
    var transition: AnyTransition?
}

/// A drawing effect attached to a node.
enum RenderEffect: Equatable {
    /// Clips the node and its descendants to its frame.
    case clip
    /// Multiplies the node's opacity.
    case opacity(Double)
}

extension ViewNode {
    /// This node and its descendants, depth first, in drawing order.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children {
            child.forEachNode(body)
        }
    }
}
