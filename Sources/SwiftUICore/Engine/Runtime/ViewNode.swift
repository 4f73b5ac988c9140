import Foundation

/// A resolved view in the graph: what to lay out, what to draw, and where it ended up.
///
/// Composite views disappear during resolution; what remains is a tree of primitives
/// (text, shapes, layouts) with their environment and traits. There is one node per
/// structural identity, and it lives from pass to pass: resolving a view again updates the
/// node at its identity in place (see `ResolveContext.node(_:typeName:children:identity:)`),
/// so whatever holds a node (a memo, a parent) sees the update.
final class ViewNode {
    /// What a node is, for layout and drawing.
    enum Kind {
        /// A string laid out by the text engine.
        case text(StyledText)
        /// A shape that fills its frame (or strokes its outline, see `StrokingShape`).
        /// `fill == nil` paints with the foreground style.
        case shape(any Shape, fill: ShapeFill?)
        /// Flexible space along the containing stack's axis (both axes outside a stack).
        case spacer(minLength: CGFloat?)
        /// A hairline across the containing stack's axis.
        case divider
        /// A container laid out by a `Layout`, with an optional decoration it draws itself.
        case layout(any LayoutBox, decoration: Decoration? = nil)
        /// An `Image`: a bitmap or a symbol, at its natural size or, resizable, its proposal.
        case image(ResolvedImage)
        /// A `GeometryReader`: fills its proposal and places its content at its top-leading
        /// corner. The content was made for a reading of the frame the last layout gave the
        /// reader: a layout that gives it a frame the content would read otherwise makes the
        /// pass resolve it again.
        case geometryReader(GeometryReading)
        /// A recorded drawing, at its own size, and the geometry of the views it drew
        /// (`DisplayListView`).
        case drawing(DisplayList, geometry: [NodeGeometry])
        /// A `Canvas`: fills its proposal and draws what its renderer draws; its children are
        /// its symbol views, drawn only where the renderer draws them.
        case canvas(CanvasContent)
    }

    /// Drawing a container does beside its children: a mask, or the list's chrome (see
    /// `ListPlacement`).
    enum Decoration {
        /// `.mask`: the first child drawn through the opacity of the second (which is laid out
        /// like an overlay, in the first's bounds).
        case mask
        /// The background behind a `List`, in its style.
        case listBackground(ListAppearance)
        /// A `List` section's card, in its list's style.
        case listSection(ListAppearance)
        /// A section's header (on a bar in a plain list).
        case listHeader(ListAppearance)
        /// A section's footer.
        case listFooter
        /// A `List` row: clips its content to the cell and draws the separator below it, from
        /// the row's first text (or its leading inset, without text) to the cell's end.
        case listCell(hasSeparator: Bool)
        /// A row's `listRowBackground(_:)`, behind the row in its cell.
        case listRowBackground
    }

    let identity: ViewIdentity
    /// The primitive's type, for inspection and error messages.
    private(set) var typeName: String
    /// What the node is; an animated value sampled into it is sampled again in place while its
    /// body is reused (see `AnimationRefresher`).
    var kind: Kind { didSet { layoutChanged = true } }
    /// The node's children.
    var children: [ViewNode] { didSet { layoutChanged = true } }
    private(set) var environment: EnvironmentValues
    /// What modifiers added to the node, in the order they applied: the traits, effects,
    /// preferences and the rest below are worked out from it, so that a reused node can be
    /// put back as its view made it (see `restoreDecorations(count:)`).
    private(set) var decorationLog: [NodeDecoration] = []
    /// The node whose traits this one starts from (a wrapper passes its child's traits on).
    private(set) var traitSource: ViewNode?
    private(set) var traits = ViewTraits()
    /// The name given with `.accessibilityIdentifier(_:)`, for inspection.
    private(set) var accessibilityIdentifier: String?
    /// The label given with `.accessibilityLabel(_:)`: a script taps a view by it, as UI tests
    /// find an element by its label.
    private(set) var accessibilityLabel: String?
    /// Clips, opacities and geometry effects applied to this node, innermost first.
    private(set) var effects: [RenderEffect] = []
    /// The axis of the stack this node is laid out in, if it is a stack's direct subview.
    var containerAxis: Axis?
    /// The stack axis the node had in its last layout (a spacer's size depends on it).
    private var axisInLastLayout: Axis?
    /// The transaction this node was resolved in: its geometry and transitions animate with it.
    var transaction = Transaction()
    /// What the node does when a script taps it, and the title it is tapped by.
    private(set) var tapAction: (title: String, action: () -> Void)?
    /// The text field this node draws, which a script focuses and types into by its title.
    private(set) var textInput: TextInputTarget?
    /// The gestures attached to the node (`gesture(_:)` and its kin), in the order they applied.
    private(set) var gestures: [GestureAttachment] = []
    /// For a scroll view's container, what scrolls it (kept from pass to pass with the node).
    var scrollController: ScrollController?
    /// For a lazy stack, which rows it resolved and what it measured of them.
    var lazyStack: LazyStackMemory?
    /// The matched-geometry group the node is in (`matchedGeometryEffect`), if any.
    private(set) var matchedGeometry: MatchedGeometryMark?
    /// Preference values the node sets (`.preference(key:value:)`), in order.
    private(set) var preferences: [PreferenceValue] = []
    /// Handlers for preference changes in the node's subtree (`.onPreferenceChange`).
    private(set) var preferenceObservers: [PreferenceObserver] = []

    // Layout results, in canvas points, unrounded.
    var frame: CGRect = .zero
    /// Where the node is drawn: its frame, moved by any geometry animation in flight.
    var presentedFrame: CGRect = .zero
    /// Animates the node's frame (relative to its list cell) when a change moves it; made in
    /// the first frame that draws the node (list chrome keeps none while it snaps).
    var geometryAnimator: GeometryAnimator?
    /// For a shape, its fill's animation while one runs (see `ResolveContext.animateFill`).
    var fillAnimation: FillAnimation?
    var placementProposal: ProposedViewSize = .unspecified
    var isPlaced = false
    /// The sizes measured for the node, by proposal, kept while nothing under it changes (a
    /// node is asked at a few proposals at most, so a list beats a dictionary).
    var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
    var cachedSpacing: ViewSpacing?
    /// What a stack's algorithm worked out for the node's children at the last proposal it
    /// was asked, kept as the sizes are (see `StackLayoutAlgorithm.arrangement(for:subviews:)`).
    var cachedArrangement: StackLayoutAlgorithm.Memo?
    /// Whether something that sizes the node changed since its last layout: its kind,
    /// children or decorations (traits its parent reads). A new node starts so.
    var layoutChanged = true
    /// The frame and proposal the node's descendants were last placed for, while nothing
    /// under it changed: placed so again, they are where they were.
    var lastPlacement: (frame: CGRect, proposal: ProposedViewSize)?
    var textMeasurement: (proposal: ProposedViewSize, request: TextLayoutRequest, result: TextLayoutResult)?

    init(identity: ViewIdentity, typeName: String, kind: Kind, children: [ViewNode], environment: EnvironmentValues) {
        self.identity = identity
        self.typeName = typeName
        self.kind = kind
        self.children = children
        self.environment = environment
    }

    /// The colour a text or an unfilled shape draws with: the environment's foreground style,
    /// else the label colour.
    var foreground: Color.Resolved {
        environment.foregroundStyle?.resolve(in: environment) ?? Color.label.resolve(in: environment)
    }

    /// What an unfilled shape paints with: the environment's foreground style (a gradient
    /// too), else the label colour.
    var foregroundFill: ShapeFill {
        environment.foregroundFill
    }

    /// Makes the node what its view now resolves to, as a new node would start: undecorated,
    /// to be measured again. Where the last layout put it stays, until layout places it again
    /// (a geometry reader reads its last size from it).
    func update(typeName: String, kind: Kind, children: [ViewNode], environment: EnvironmentValues, transaction: Transaction) {
        self.typeName = typeName
        self.kind = kind
        self.children = children
        self.environment = environment
        self.transaction = transaction
        textMeasurement = nil
        containerAxis = nil
        traitSource = nil
        decorationLog = []
        recomputeDecorations()
    }
}

extension ViewNode.Decoration {
    /// Whether it is part of a list's chrome (which snaps to new geometry while rows stay).
    var isListChrome: Bool {
        if case .mask = self { false } else { true }
    }
}

extension EnvironmentValues {
    /// What an unfilled shape paints with here: the foreground style (a gradient too), else
    /// the label colour.
    var foregroundFill: ShapeFill {
        foregroundStyle.map { ShapeFill($0, in: self) } ?? .color(Color.label.resolve(in: self))
    }
}

/// What a shape is painted with: a colour, a gradient laid out over the shape's frame when
/// it is drawn (in the node's environment), or a material drawn from what lies beneath it.
enum ShapeFill {
    case color(Color.Resolved)
    case gradient(any GradientShapeStyle)
    case material(MaterialPaint)

    /// The fill for `style` in `environment`.
    init(_ style: any ShapeStyle, in environment: EnvironmentValues) {
        let style = (style as? AnyShapeStyle)?.style ?? style
        if let convertible = style as? any ShapeFillConvertible {
            self = convertible.shapeFill(in: environment)
        } else if let gradient = style as? any GradientShapeStyle {
            self = .gradient(gradient)
        } else if let material = style as? Material {
            self = .material(material.paint(in: environment))
        } else {
            self = .color(style.resolve(in: environment))
        }
    }
}

/// Values a view carries up to the layout that arranges it.
struct ViewTraits {
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var layoutPriority: Double = 0
    /// Where the view is drawn among its siblings (`zIndex(_:)`): higher in front, equal ones
    /// in their order.
    var zIndex: Double = 0
    /// How the view enters and leaves (`.transition`); `nil` is SwiftUI's default, `.opacity`.
    var transition: AnyTransition?
    /// As a list row, what it draws behind itself (`listRowBackground(_:)`).
    var listRowBackground: (any View)?
    /// As a list row, the edges whose separators it hides (`listRowSeparator(_:edges:)`).
    var hiddenListRowSeparators: VerticalEdge.Set = []
    /// Whether the view stands for a UIKit control whose titles SwiftUI cannot see (a
    /// segmented control, a wheel): a list row's separator does not start at its texts.
    var hidesTextFromListSeparator = false
    /// The value given with `tag(_:)`: how a canvas's renderer finds its symbol views.
    var tag: AnyHashable?
    /// The shapes given with `contentShape(_:_:eoFill:)`, innermost first, for hit testing.
    var contentShapes: [ContentShape] = []
    /// Whether touches can hit the view and its subviews (`allowsHitTesting(_:)`).
    var allowsHitTesting = true
    /// Whether the view is laid out but not drawn (`hidden()`).
    var isHidden = false
    /// Whether the view's subviews take their geometry from it, as one (`geometryGroup()`).
    var isGeometryGroup = false
    /// The zoom navigation transition this view is the source of, and its look
    /// (`matchedTransitionSource`).
    var matchedTransitionSource: MatchedTransitionSource?
}

/// A drawing effect attached to a node.
enum RenderEffect: Equatable {
    /// Clips the node and its descendants to its frame.
    case clip
    /// Clips the node and its descendants to a shape, in its frame.
    case clipShape(AnyClipShape)
    /// Multiplies the node's opacity.
    case opacity(Double)
    /// Draws the node and its descendants through a geometry effect, worked out for the
    /// node's frame when it is drawn.
    case geometry(AnyGeometryEffect)
    /// Blurs the node's drawing by a Gaussian of standard deviation `radius` (see
    /// `DisplayEffect.blur`).
    case blur(radius: CGFloat, opaque: Bool)
    /// Draws a shadow under the node's drawing (see `DisplayEffect.shadow`).
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// Blends the node's drawing with what is beneath it.
    case blend(BlendMode)
    /// Maps the colours of the node's drawing through a matrix (the colour effects,
    /// `brightness` to `luminanceToAlpha`, already sampled).
    case colorMatrix(ColorMatrix)
    /// Effects worked out for where the node is drawn (`visualEffect`, `scrollTransition`):
    /// the builder replaces it with the site's effects for the node's frame.
    case visual(VisualEffectSite)
}

/// Something a modifier adds to the nodes of the view it modifies.
enum NodeDecoration {
    case traits((inout ViewTraits) -> Void)
    case effect(RenderEffect)
    case preference(PreferenceValue)
    case preferenceObserver(PreferenceObserver)
    case accessibilityIdentifier(String)
    case accessibilityLabel(String)
    case tapAction(title: String, action: () -> Void)
    case textInput(TextInputTarget)
    case matchedGeometry(MatchedGeometryMark)
    case gesture(GestureAttachment)
}

extension NodeDecoration {
    /// Whether it can change how the node is measured or placed: its traits can (layout
    /// values, priority, alignment guides); effects, preferences and the rest are read after
    /// layout, when the node is drawn or looked at.
    var affectsLayout: Bool {
        if case .traits = self { true } else { false }
    }
}

extension ViewNode {
    /// Adds `decoration` to the node.
    func decorate(_ decoration: NodeDecoration) {
        if decoration.affectsLayout { layoutChanged = true }
        decorationLog.append(decoration)
        apply(decoration)
    }

    /// Makes this new node start from `source`'s traits, now and whenever they are worked out
    /// again (a wrapper carries its child's layout values and priority up to its parent).
    func inheritTraits(from source: ViewNode) {
        precondition(decorationLog.isEmpty, "a node inherits traits before it is decorated")
        traitSource = source
        traits = source.traits
    }

    /// Drops what modifiers added after the first `count` decorations: the node as it was
    /// when its view returned it, ready for outer modifiers to decorate again.
    func restoreDecorations(count: Int) {
        guard decorationLog.count != count else { return }
        let dropped = decorationLog[count...]
        let changesLayout = dropped.contains { $0.affectsLayout }
        decorationLog.removeLast(decorationLog.count - count)
        recomputeDecorations(changingLayout: changesLayout)
    }

    /// Works out the traits, effects and the rest again from the decoration log (and from the
    /// trait source's current traits). `changingLayout` says whether the traits may come out
    /// other than they were: then the node is measured again.
    func recomputeDecorations(changingLayout: Bool = true) {
        if changingLayout { layoutChanged = true }
        traits = traitSource?.traits ?? ViewTraits()
        effects = []
        accessibilityIdentifier = nil
        accessibilityLabel = nil
        tapAction = nil
        textInput = nil
        matchedGeometry = nil
        gestures = []
        preferences = []
        preferenceObservers = []
        for decoration in decorationLog {
            apply(decoration)
        }
    }

    /// Works out again, children first, the traits of the nodes in this subtree that take
    /// their child's, where the child changed in this pass: a refreshed child may have new ones.
    func recomputeInheritedTraits() {
        for child in children {
            child.recomputeInheritedTraits()
        }
        // A source that changed in this pass is marked so (and so is a wrapper worked out again).
        if let traitSource, traitSource.layoutChanged {
            recomputeDecorations()
        }
    }

    private func apply(_ decoration: NodeDecoration) {
        switch decoration {
        case .traits(let write): write(&traits)
        case .effect(let effect): effects.append(effect)
        case .preference(let value): preferences.append(value)
        case .preferenceObserver(let observer): preferenceObservers.append(observer)
        case .accessibilityIdentifier(let identifier): accessibilityIdentifier = identifier
        case .accessibilityLabel(let label): accessibilityLabel = label
        case .tapAction(let title, let action): tapAction = (title, action)
        case .textInput(let target): textInput = target
        case .matchedGeometry(let mark): matchedGeometry = mark
        case .gesture(let attachment): gestures.append(attachment)
        }
    }

    /// Prepares the subtree for a layout pass: nodes are unplaced, and a node forgets the sizes
    /// it measured in earlier passes only if something in it changed since, so that what a
    /// reused body made is not measured again. Returns whether this node's sizes were dropped.
    @discardableResult
    func discardStaleLayout() -> Bool {
        // (A reused node's axis is cleared and set again by its new parent: only a different
        // axis from the last layout's counts.)
        var isStale = layoutChanged || containerAxis != axisInLastLayout
        axisInLastLayout = containerAxis
        for child in children where child.discardStaleLayout() {
            isStale = true
        }
        isPlaced = false
        layoutChanged = false
        if isStale {
            sizeCache = []
            cachedSpacing = nil
            cachedArrangement = nil
            lastPlacement = nil
        }
        return isStale
    }

    /// What the node draws beside its children, if it is a decorated container.
    var decoration: Decoration? {
        if case .layout(_, let decoration) = kind { decoration } else { nil }
    }

    /// For a list cell, its row's content (after the row's background, if it has one).
    var listRow: ViewNode? {
        if case .listCell? = decoration { children.last } else { nil }
    }

    /// How many nodes the subtree holds, this one included.
    var nodeCount: Int {
        children.reduce(1) { $0 + $1.nodeCount }
    }

    /// The accessibility labels of this node and its descendants, in drawing order.
    var accessibilityLabels: [String] {
        var labels: [String] = []
        forEachNode { node in
            if let label = node.accessibilityLabel { labels.append(label) }
        }
        return labels
    }

    /// This node and its descendants, depth first, in drawing order.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children {
            child.forEachNode(body)
        }
    }
}
