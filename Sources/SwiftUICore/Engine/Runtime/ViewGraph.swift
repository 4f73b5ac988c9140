import Foundation

/// A root view on a canvas, living on a virtual clock: its state, its animations, and the
/// frames it draws.
///
/// Each tick at time `t` (see ARCHITECTURE.md, "One tick of the clock"):
/// 1. settle the graph at `t` as it stands (animatable values move with time, and handlers
///    that react to layout may write state): the "before" picture;
/// 2. run the events due at `t` and the completions whose criteria hold;
/// 3. settle again: resolve the views, lay them out, run `onAppear`, `onChange` and
///    `onPreferenceChange` handlers, and repeat while handlers change state (a bounded
///    number of times: a cycle that does not settle is an error naming the views);
/// 4. animate geometry that the changes moved, start and end transitions, and draw.
///
/// What persists between passes lives on two trees of nodes, one node per structural
/// identity: a `CompositeNode` for each composite view (its state, animated values, change
/// observers, nested composites and what its body made) and a `ViewNode` for each primitive
/// (what layout and drawing see). A pass evaluates only the bodies that were invalidated or
/// whose inputs changed; a body reused while its animations run, or while a composite nested
/// in it changes, has its nodes updated in place (see `AnimationRefresher` and
/// `reusedNodes(for:view:in:)`), and layout measures again only the nodes under something
/// that changed.
package final class ViewGraph {
    /// Makes the root view; called again when what it reads changed (see
    /// `resolveSceneContent(in:)`), so a root that reads scene-level values sees their
    /// current state.
    let makeRoot: () -> any View
    package let canvas: RenderCanvas
    /// The environment the root view is given (see `rootEnvironment(canvas:images:)`).
    let rootEnvironment: EnvironmentValues
    let engine: LayoutEngine
    /// The image files found for named images, and what was not found.
    package let images: ImageCatalog

    /// The current tick's time, in seconds: the frame's, or the moment of what happens
    /// between frames while it runs (see `runOccurrences(upTo:events:)`).
    package internal(set) var time: Double = 0
    /// The time of the frame being made.
    var frameTime: Double = 0
    /// The scene's virtual clock: its date, and what waits for it (sleeping tasks, timers,
    /// timeline views).
    let clock = SceneClock()

    /// The node of the root closure: the composites it makes are nested in it.
    let rootComposite = CompositeNode(identity: .root, parent: nil)
    var lifecycle = LifecycleRegistry()
    var transitions: [ViewIdentity: TransitionState] = [:]
    var textHistory: [ViewIdentity: TextHistory] = [:]
    var ghosts: [Ghost] = []
    var matchedGeometry = MatchedGeometryRegistry()
    /// The views that state changes moved in this tick: the frame they had before the first
    /// change, and the transaction they moved in (the animated one when several passes moved
    /// them).
    var geometryChanges: [ViewIdentity: (from: CGRect, transaction: Transaction)] = [:]
    /// Numbers the graph gives explicit ids that have no stable text of their own.
    var explicitIDNumbers: [AnyHashable: Int] = [:]
    /// How many composite bodies have been evaluated (for tests and benchmarks).
    var bodyEvaluations = 0
    /// How many rows lazy stacks have resolved (for tests and benchmarks).
    var lazyRowResolutions = 0
    var completionGroups: [AnimationCompletionGroup] = []

    // Per pass.
    var pendingTransactions: [ViewIdentity: Transaction] = [:]
    /// Every transaction pending in some pass of this tick: a view keeps its change's
    /// transaction for the whole tick, however many passes its handlers cause.
    var tickTransactions: [ViewIdentity: Transaction] = [:]
    /// Whether this pass evaluates every body: the root closure's inputs changed.
    var reusesNothing = false
    var handlers: [() -> Void] = []
    var tree: ViewNode?
    /// The node at each identity: made by the first pass that resolves a view there, updated
    /// in place by later ones, dropped once no tree holds it.
    var nodes: [ViewIdentity: ViewNode] = [:]
    /// The last tick's drawing, per identity, for removal transitions.
    var lastDrawing = DrawingRecord()
    /// Whether the tree holds exactly the views drawn in the last frame (as found when this
    /// tick's transitions started): then no view is gone.
    var treeIsUnchanged = false
    var tickCount = 0
    /// Whether the root has staged presentations (`PresentationStage`): from the first one on,
    /// so that the last one can leave with its transition.
    var hasStagedPresentations = false
    /// The topmost presentation's card while one is presented: where a script's taps go.
    var modalPresentation: ViewNode?
    private(set) lazy var scope = GraphScope(self)
    /// The finger scripts move: its scheduled events, its gestures, the buttons it presses.
    let touchInput = TouchInput()
    /// Passes performed so far, over the graph's life.
    var passCount = 0
    /// The nodes laid out or drawn so far, over the graph's life: each layout of the tree and
    /// each frame drawn counts the nodes the graph holds then. A measure of the work the
    /// graph's ticks took that does not depend on the machine (a scene file's budget counts
    /// it, see `RenderScene.finishFrame`); a tick at rest counts nothing.
    package private(set) var nodeUpdates = 0
    /// The last frame drawn, handed back again while the graph is at rest.
    private var restingFrame: Frame?

    /// Whether an update in place in this pass changed a node's decorations, so that the
    /// traits wrappers take from their children must be worked out again.
    var refreshedDecorations = false

    /// View and modifier types found to have no `@State` or other bindable property.
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    /// The scene's user defaults, as `@AppStorage` reads and writes them: in memory, and the
    /// scene's own, so no scene sees another's.
    let appStorage = AppStorageStore()
    /// View types found to have a body (neither primitives nor shapes).
    var compositeTypes: Set<ObjectIdentifier> = []

    /// Whether a lazy stack was ever resolved: only then does a layout look for lazy stacks.
    var hasLazyStacks = false
    /// Whether a `containerRelativeFrame` was ever resolved: only then does a layout look for
    /// scroll views whose content read a stale container size.
    var hasContainerRelativeFrames = false
    /// Whether an animated scroll transition was ever resolved: only then does a frame look
    /// for their phases (`updateScrollTransitionPhases()`).
    var hasAnimatedScrollTransitions = false
    /// Each view's animated scroll transitions' mixes of phases, in the order of its effects.
    var scrollTransitionPhases: [ViewIdentity: [AnimatorRecord<ScrollTransitionPhaseMix>]] = [:]
    /// The list row whose swipe actions a script revealed, if any.
    var revealedSwipeActions: SwipeReveal?

    /// The most passes one settling may take before it is reported as a cycle.
    static let maximumPasses = 32

    package convenience init<Root: View>(root: Root, canvas: RenderCanvas, textEngine: any TextEngine) {
        self.init(canvas: canvas, textEngine: textEngine) { root }
    }

    /// A graph whose root view `makeRoot` makes, again whenever what it reads changed.
    /// `images` finds the files of named images (a renderer shares one among its scenes).
    package init(
        canvas: RenderCanvas, textEngine: any TextEngine, images: ImageCatalog = ImageCatalog(), makeRoot: @escaping () -> any View
    ) {
        self.makeRoot = makeRoot
        self.canvas = canvas
        self.images = images
        rootEnvironment = Self.rootEnvironment(canvas: canvas, images: images)
        engine = LayoutEngine(textEngine: textEngine)
    }

    /// The frame at time 0 of a graph that runs no script (static layouts and tests).
    /// Throws `RuntimeError.updateCycle` when the views' handlers keep changing state.
    package func makeFrame() throws -> Frame {
        try tick(at: 0, events: [])
    }

    /// Advances the clock to `time` (never backwards), runs `events` (due at or before
    /// `time`, in order) and draws the frame, on the main thread, where the views' code runs
    /// (`ViewCode`).
    package func tick(at time: Double, events: [ScriptEvent]) throws -> Frame {
        try ViewCode.onMainThread { try tickOnMainThread(at: time, events: events) }
    }

    private func tickOnMainThread(at time: Double, events: [ScriptEvent]) throws -> Frame {
        precondition(tickCount == 0 || time >= self.time, "ticks must not go back in time")
        // At rest, with nothing to run, the tick would rebuild the same frame: hand it back.
        // (State written between frames leaves a pending change, which is not a rest.)
        if events.isEmpty, let resting = restingFrame, pendingTransactions.isEmpty, completionGroups.isEmpty,
           !clock.hasWakeUp(dueBy: SceneClock.nanoseconds(time)), !touchInput.hasDue(upTo: time) {
            self.time = time
            return Frame(index: resting.index, time: time, displayList: resting.displayList, geometry: resting.geometry, touches: resting.touches)
        }
        restingFrame = nil
        tickCount += 1
        tickTransactions = [:]
        geometryChanges = [:]
        frameTime = time
        try runOccurrences(upTo: time, events: events)
        if hasDueCompletions() {
            let baseline = presentedModelFrames()
            _ = inScope { fireDueCompletions() }
            try settle(tracking: baseline)
        }
        // Start the animations of what moved, came and went; then the completions of changes
        // that started none fire, and what they change settles in this tick too. A completion
        // that makes such a change again each time would go round for ever: after
        // `maximumPasses` rounds the rest waits for the next frame, as each would wait for a
        // later update on a screen.
        var rounds = 0
        while true {
            startPresentationAnimations()
            _ = inScope { fireImmediateCompletions() }
            guard !pendingTransactions.isEmpty, rounds < Self.maximumPasses else { break }
            rounds += 1
            try settle(tracking: presentedModelFrames())
        }
        var frame = draw()
        nodeUpdates += nodes.count
        frame.touches = touchInput.fingers
        collectGarbage()
        if isAtRest {
            restingFrame = frame
        }
        return frame
    }

    /// Resolves, lays out and runs handlers until nothing changes.
    ///
    /// Geometry changes are noted pass by pass against `baseline` (the picture before the
    /// changes), each with the transaction of the pass that made it: a frame animates only with
    /// the transaction of the change that moved it. Without a baseline, tracking starts after
    /// the first pass, so changes that handlers make within a tick are noted too.
    func settle(tracking baseline: [ViewIdentity: CGRect]?) throws {
        var previous = baseline
        var passes = 0
        repeat {
                passes += 1
                if passes > Self.maximumPasses {
                    throw RuntimeError.updateCycle(views: pendingTransactions.keys.sorted().map(\.description), time: time)
                }
                tickTransactions.merge(pendingTransactions) { _, new in new }
                reusesNothing = pendingTransactions[.root] != nil
                pendingTransactions = [:]
                try GraphScope.$resolving.withValue(scope) { try clock.schedulingCombine { try performPass() } }
                passCount += 1
                notePassForCompletions()
                let queued = handlers
                handlers = []
                inScope {
                    for handler in queued {
                        handler()
                    }
                }
                if let earlier = previous {
                    previous = noteGeometryChanges(since: earlier)
                } else if !pendingTransactions.isEmpty {
                    previous = presentedModelFrames()
                }
        } while !pendingTransactions.isEmpty
    }

    /// One pass: resolve the tree, lay it out, and queue the handlers its changes call for.
    ///
    /// A geometry reader's content is resolved with the frame the last layout gave the reader;
    /// where this layout gives one another frame, the bodies that hold the moved readers are
    /// resolved again (and laid out again) before any handler sees the content.
    private func performPass() throws {
        var rootNode = resolveRoot()
        var movedReaders = engine.layOut(root: rootNode, in: CGRect(origin: .zero, size: canvas.size))
        nodeUpdates += nodes.count
        // Lazy stacks settle the same way: the rows the layout shows are the rows resolved.
        var lazyStacks = lazyStacksToResolve(in: rootNode)
        var containers = scrollContainersToResolve(in: rootNode)
        var layouts = 1
        while !movedReaders.isEmpty || !lazyStacks.isEmpty || !containers.isEmpty {
            layouts += 1
            guard layouts <= Self.maximumPasses else {
                throw RuntimeError.updateCycle(views: movedReaders.map(\.identity.description), time: time)
            }
            reusesNothing = false
            for reader in movedReaders {
                if case .geometryReader(let reading) = reader.kind { reading.owner?.invalidate() }
            }
            for stack in lazyStacks {
                stack.owner?.invalidate()
            }
            for container in containers {
                container.owner?.invalidate()
            }
            rootNode = resolveRoot()
            movedReaders = engine.layOut(root: rootNode, in: CGRect(origin: .zero, size: canvas.size))
            nodeUpdates += nodes.count
            lazyStacks = lazyStacksToResolve(in: rootNode)
            containers = scrollContainersToResolve(in: rootNode)
        }
        placeMatchedFollowers(in: rootNode)
        tree = rootNode
        handlers += lifecycle.endPass()
        rootNode.forEachNode { node in
            for observer in node.preferenceObservers {
                if let call = observer.check(node) { handlers.append(call) }
            }
        }
    }

    /// Resolves the root view into the tree of nodes to lay out.
    private func resolveRoot() -> ViewNode {
        refreshedDecorations = false
        let context = ResolveContext(
            identity: .root, environment: rootEnvironment,
            transaction: tickTransactions[.root] ?? Transaction(), graph: self, composite: rootComposite)
        lifecycle.beginPass()
        // The root node is made on every pass; the root closure's views are kept as a body's.
        let (children, staged) = rootComposite.evaluate {
            var content = resolveSceneContent(in: context)
            if content.count > 1 {
                // Several root views (a `Group`, a block, a `ForEach`) are stacked vertically,
                // as iOS stacks a window's root views: an implicit `VStack`, centred, with
                // the default spacing.
                for node in content {
                    node.setContainerAxis(.vertical)
                }
                content = [context.node(
                    .layout(makeLayoutBox(VStackLayout())), typeName: "VStackLayout",
                    children: content, identity: ViewIdentity.root.appending(.part("implicitRoot")))]
            }
            // Presentations are drawn over the content, under the status bar: staged once the
            // content asks for one, and from then on, so that the last one can leave.
            let presentations = content.flatMap { $0.preferenceValue(PresentationsKey.self) }
            let hidesStatusBar = content.contains { $0.preferenceValue(StatusBarHiddenKey.self) }
            if canvas.device != nil {
                // On a device, the root view is laid out in the safe area and the system's
                // chrome is drawn over it.
                content = [context.node(
                    .layout(makeLayoutBox(SafeAreaContainerLayout(safe: canvas.safeArea))), typeName: "SafeArea",
                    children: content, identity: ViewIdentity.root.appending(.part("safeArea")))]
            }
            var staged: PresentationStage.Staged?
            if hasStagedPresentations || !presentations.isEmpty {
                hasStagedPresentations = true
                staged = PresentationStage(screen: CGRect(origin: .zero, size: canvas.size), safe: canvas.safeArea)
                    .stage(content: content, presentations: presentations, in: context)
            }
            let chrome = canvas.device.map {
                context.resolve(
                    DeviceChrome(
                        device: $0, orientation: canvas.orientation, hasLightStatusBar: staged?.hasLightStatusBar ?? false,
                        isStatusBarHidden: hidesStatusBar),
                    component: .part("deviceChrome"))
            }
            return ((staged?.nodes ?? content) + (chrome ?? []), staged)
        }
        modalPresentation = staged?.modal
        var rootContext = context
        rootContext.transaction = staged?.transaction ?? context.transaction
        let rootLayout: any Layout = staged == nil ? ZStackLayout() : PresentationRootLayout()
        let rootNode = rootContext.node(.layout(makeLayoutBox(rootLayout)), typeName: "Root", children: children)
        if refreshedDecorations {
            rootNode.recomputeInheritedTraits()
        }
        rootNode.discardStaleLayout()
        return rootNode
    }

    /// The environment the root view is given: the canvas's, the same on every pass (one
    /// value, so that a kept body finds it unchanged at once).
    static func rootEnvironment(canvas: RenderCanvas, images: ImageCatalog) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = canvas.colorScheme
        environment.displayScale = CGFloat(canvas.scale)
        environment.imageCatalog = images
        environment.horizontalSizeClass = canvas.horizontalSizeClass
        environment.verticalSizeClass = canvas.verticalSizeClass
        if canvas.device != nil {
            environment.safeAreaGeometry = SafeAreaGeometry(screen: CGRect(origin: .zero, size: canvas.size), safe: canvas.safeArea)
            environment.displayCornerRadius = canvas.device?.displayCornerRadius ?? 0
        }
        return environment
    }

    /// The views the root closure makes, kept from pass to pass as a composite's body is: the
    /// closure runs again only when something it reads changed (an observed property, or
    /// anything at all after a script's `run` closure, which makes every body run), and
    /// otherwise what it made last time is reused, its animations sampled again in place.
    private func resolveSceneContent(in context: ResolveContext) -> [ViewNode] {
        let node = rootComposite.child(at: ViewIdentity.root.appending(.part("scene")))
        let input = SceneContentInput()
        if let reused = reusedNodes(for: node, view: input, in: context) {
            return reused
        }
        var inner = context
        inner.composite = node
        let nodes = node.evaluate { inner.resolve(tracking(owner: node) { makeRoot() }, component: .index(0)) }
        node.memo = CompositeNode.Memo(view: input, context: context, made: MadeNodes(nodes))
        return nodes
    }

    /// The transaction of a pending state change of the view at `identity`, during a pass.
    func pendingTransaction(for identity: ViewIdentity) -> Transaction? {
        tickTransactions[identity]
    }

    // MARK: State

    /// Records that the state of the view at `node` changed in `transaction`.
    func stateDidChange(of node: CompositeNode, transaction: Transaction?) {
        node.invalidate()
        noteChange(at: node.identity, transaction: transaction)
    }

    /// Records that something the root closure reads changed in `transaction`: every body is
    /// evaluated again.
    func rootDidChange(transaction: Transaction?) {
        noteChange(at: .root, transaction: transaction)
    }

    private func noteChange(at identity: ViewIdentity, transaction: Transaction?) {
        var transaction = transaction ?? Transaction()
        if transaction.startTime == nil {
            transaction.startTime = time
        }
        pendingTransactions[identity] = transaction
        if let group = transaction.completion {
            register(group)
        }
    }

    /// Waits for `group`'s animations, to call its completion.
    func register(_ group: AnimationCompletionGroup) {
        if !completionGroups.contains(where: { $0 === group }) {
            completionGroups.append(group)
        }
    }

    /// Runs `body` with this graph as the current one.
    func inScope<Result>(_ body: () throws -> Result) rethrows -> Result {
        try GraphScope.$current.withValue(scope) { try clock.schedulingCombine(body) }
    }

    // MARK: Script events

    func run(_ event: ScriptEvent) throws {
        var transaction = Transaction(animation: event.animation)
        transaction.startTime = event.time
        switch event.action {
        case .tap(let title):
            guard let action = tapAction(titled: title) else {
                // Not a button's title: a text inside any view that takes a tap (a gesture, a
                // row's button titled by all its texts, a toggle), tapped by a finger there.
                if let point = tappableLocation(ofText: title) {
                    try runTouch(.tap(.point(point), count: 1), at: event.time)
                    return
                }
                throw RuntimeError.noButton(title: title, time: event.time, available: buttonTitles() + tappableTexts().filter { !buttonTitles().contains($0) })
            }
            withTransaction(transaction) {
                event.animation == nil ? action() : withAnimation(event.animation) { action() }
            }
        case .run(let body):
            // A closure may change anything the root reads: re-render everything in the
            // event's transaction, unless the closure's own writes say otherwise.
            rootDidChange(transaction: transaction)
            withTransaction(transaction) {
                let animation = event.animation
                ViewCode.evaluate(()) { _ in animation == nil ? body() : withAnimation(animation) { body() } }
            }
        case .focus(let field, let text):
            var targets: [TextInputTarget] = []
            tree?.forEachNode { node in
                if let target = node.textInput { targets.append(target) }
            }
            guard let target = targets.first(where: { $0.titles.contains(field) }) else {
                var titles: [String] = []
                for title in targets.compactMap(\.titles.first) where !titles.contains(title) { titles.append(title) }
                throw RuntimeError.noTextField(title: field, time: event.time, available: titles)
            }
            let focus = {
                // One field has the focus at a time: the others give it up first.
                for other in targets where other.identity != target.identity { other.resignFocus() }
                target.focus()
                if let text { target.type(text) }
            }
            withTransaction(transaction) {
                event.animation == nil ? focus() : withAnimation(event.animation) { focus() }
            }
        case .scroll(let name, let destination):
            let scroll = try scrollAction(in: name, to: destination, time: event.time)
            withTransaction(transaction) {
                event.animation == nil ? scroll() : withAnimation(event.animation) { scroll() }
            }
        case .revealSwipeActions(let row, let edge):
            revealedSwipeActions = try swipeReveal(of: row, edge: edge, time: event.time)
            rootDidChange(transaction: transaction)
        case .touch(let touch):
            try runTouch(touch, at: event.time)
        }
    }

    /// Where a script's taps go: the topmost presentation while one is up (iOS takes no touch
    /// outside it), otherwise the whole tree.
    var tapScope: ViewNode? { modalPresentation ?? tree }

    /// The action of the first view, in drawing order, that can be tapped and is titled
    /// `title` or labelled so (`accessibilityLabel(_:)` on it or on a view inside it, as a UI
    /// test finds a button by its label), within the tap scope.
    private func tapAction(titled title: String) -> (() -> Void)? {
        var found: (() -> Void)?
        tapScope?.forEachNode { node in
            guard found == nil, let tap = node.tapAction else { return }
            if tap.title == title || node.accessibilityLabels.contains(title) { found = tap.action }
        }
        return found
    }

    private func buttonTitles() -> [String] {
        var titles: [String] = []
        tapScope?.forEachNode { node in
            guard let tap = node.tapAction else { return }
            for title in [tap.title] + node.accessibilityLabels where !titles.contains(title) { titles.append(title) }
        }
        return titles
    }
}

/// Errors a running graph reports.
package enum RuntimeError: Error, Equatable, CustomStringConvertible {
    /// State kept changing: handlers wrote state on every pass.
    case updateCycle(views: [String], time: Double)
    /// A script tapped a button that is not on screen.
    case noButton(title: String, time: Double, available: [String])
    /// A script focused a text field that is not on screen.
    case noTextField(title: String, time: Double, available: [String])
    /// A script scrolled a scroll view that is not on screen (`name` nil: there is none).
    case noScrollView(name: String?, time: Double, available: [String])
    /// A script scrolled to a view id that no view in the scroll view has.
    case noScrollTarget(id: String, time: Double)
    /// A script revealed the swipe actions of a list row that is not on screen, or has none
    /// on that edge.
    case noSwipeActions(row: String, edge: HorizontalEdge, time: Double, available: [String])
    /// A script's finger aimed at a view that is not on screen (`target` describes it).
    case noTouchTarget(target: String, time: Double, available: [String])
    /// A script released or dragged a held finger, but no finger was down.
    case noFingerDown(time: Double)

    package var description: String {
        switch self {
        case .updateCycle(let views, let time):
            return "the update at t = \(time) s did not settle after \(ViewGraph.maximumPasses) passes: "
                + "state keeps changing in \(views.joined(separator: ", "))"
        case .noButton(let title, let time, let available):
            let list = available.isEmpty ? "there are no buttons" : "buttons and tappable texts: " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "at t = \(time) s the script taps '\(title)', but no button has that title and no tappable view shows it (\(list))"
        case .noTextField(let title, let time, let available):
            let list = available.isEmpty ? "there are no text fields" : "text fields: " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "at t = \(time) s the script focuses '\(title)', but no text field has that placeholder or title (\(list))"
        case .noScrollView(let name, let time, let available):
            let list = available.isEmpty ? "no scroll view has an accessibility identifier" : "scroll views: " + available.map { "'\($0)'" }.joined(separator: ", ")
            guard let name else { return "at t = \(time) s the script scrolls, but there is no scroll view" }
            return "at t = \(time) s the script scrolls '\(name)', but no scroll view has that accessibility identifier (\(list))"
        case .noScrollTarget(let id, let time):
            return "at t = \(time) s the script scrolls to the view with id '\(id)', but no view in the scroll view has that id"
        case .noSwipeActions(let row, let edge, let time, let available):
            let list = available.isEmpty ? "no row has \(edge) swipe actions" : "rows with \(edge) swipe actions: " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "at t = \(time) s the script reveals the \(edge) swipe actions of the row '\(row)', but no such row is on screen (\(list))"
        case .noTouchTarget(let target, let time, let available):
            let list = available.isEmpty ? "there are none" : "there are " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "at t = \(time) s the script touches \(target), but it is not on screen (\(list))"
        case .noFingerDown(let time):
            return "at t = \(time) s the script lifts or drags the held finger, but no finger is down (a \"press\" puts one down)"
        }
    }
}

/// One rendered moment of a scene: what to draw and where every view is.
public struct _Frame: Equatable, Sendable {
    /// The frame's index in its scene (0 for a static frame).
    public let index: Int
    /// The frame's time in seconds.
    public let time: Double
    public let displayList: _DisplayList
    /// Every view's presented geometry, in drawing order.
    public let geometry: [_NodeGeometry]
    /// Where a script's fingers touch the screen (one, or two for a pinch), in canvas points
    /// (for `--overlay touches`).
    public var touches: [CGPoint] = []

    /// The geometry of the view named `name` with `.accessibilityIdentifier(_:)`.
    public func geometry(named name: String) -> _NodeGeometry? {
        geometry.first { $0.name == name }
    }
}

/// What the root closure's views are kept against: the closure takes no input, so the kept
/// views hold until something they read changes (see `ViewGraph.resolveSceneContent(in:)`).
/// Never resolved as a view: the root node is made anew, not reused.
nonisolated private struct SceneContentInput: View, Equatable {
    var body: Never { fatalError("the root closure's input has no body") }
}
