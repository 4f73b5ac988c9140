import Foundation

/// Draws the presentations the root's content asks for, at the root: over the content (a
/// navigation stack's bars included), under the device's status bar.
///
/// How it works: `ViewGraph.resolveRoot()` resolves the content, reads its `PresentationsKey`
/// preferences, and hands the content's nodes and the presentations here. Each presentation
/// becomes a layer resolved at an identity of its own under the root: a dimming node and a card
/// node, direct children of the root, so that they come and go with transitions (the root was
/// there before them). A presentation inside a presented view (an alert in a sheet) is found in
/// the layer's nodes and staged after it. Behind a sheet at its large detent, the content is
/// pushed back (`PresenterPushBackEffect`) over black.
///
/// Why the stage keeps a record: SwiftUI animates presentations with their own animation,
/// whatever the transaction that presented them (unless it disables animations). The record
/// (kept with the root's observed values) says which layers are new in this tick, which went,
/// and whether the push-back changed, so that every pass of the tick resolves them in the same
/// animated transaction; a removed layer's ghost animates with its parent's transaction, the
/// root's, which `transaction` gives back.
struct PresentationStage {
    /// The whole canvas.
    let screen: CGRect
    /// The root's safe area.
    let safe: CGRect

    /// What the stage made.
    struct Staged {
        /// The root's children below the status bar: backdrop, content, then each layer.
        var nodes: [ViewNode]
        /// The root's transaction: animated in a tick where a layer went away.
        var transaction: Transaction
        /// The topmost layer's card, where a script's taps go while it is presented.
        var modal: ViewNode?
        /// Whether the status bar turns white over the black behind a pushed-back screen.
        var hasLightStatusBar: Bool
    }

    /// What the stage remembers from tick to tick.
    private struct Record {
        struct Layer {
            var animation: Animation
            var insertedAtTick: Int
            var pushesBack: Bool
        }
        var layers: [String: Layer] = [:]
        var removal: (animation: Animation, tick: Int)?
        var pushesBack = false
        var pushBackChangedAtTick = -1
    }

    /// At most this many presentations are staged on top of each other.
    private static let maximumDepth = 8

    func stage(content: [ViewNode], presentations: [Presentation], in context: ResolveContext) -> Staged {
        let tick = context.graph.tickCount
        let recordKey = ViewIdentity.root.appending(.part("presentations"))
        var record = context.composite.observedValue(at: recordKey)?.value as? Record ?? Record()
        var queue = presentations, index = 0
        var layers: [String: Record.Layer] = [:]
        var layerNodes: [ViewNode] = []
        var modal: ViewNode?
        while index < queue.count, layers.count < Self.maximumDepth {
            let presentation = queue[index]
            index += 1
            guard layers[presentation.key] == nil else { continue }
            let insertedAtTick = record.layers[presentation.key]?.insertedAtTick ?? tick
            var layer = context
            layer.identity = ViewIdentity.root.appending(.part("presentation " + presentation.key))
            layer.environment = presentation.environment
            layer.environment.dismiss = DismissAction(presentation.dismiss)
            layer.environment.isPresented = true
            layer.environment.navigationActions = nil
            layer.environment.isInList = false
            layer.environment.safeAreaGeometry = SafeAreaGeometry(screen: screen, safe: safe)
            if insertedAtTick == tick, !presentation.transaction.disablesAnimations, !context.transaction.disablesAnimations {
                layer.transaction.animation = presentation.style.animation
                layer.transaction.startTime = presentation.transaction.startTime ?? layer.transaction.startTime
            }
            let (nodes, pushesBack) = makeLayer(presentation, in: layer)
            layers[presentation.key] = Record.Layer(
                animation: presentation.style.animation, insertedAtTick: insertedAtTick, pushesBack: pushesBack)
            layerNodes += nodes
            modal = nodes.last
            queue += nodes.flatMap { $0.preferenceValue(PresentationsKey.self) }
        }

        let removed = record.layers.filter { layers[$0.key] == nil }.sorted { $0.key < $1.key }
        if let last = removed.last {
            record.removal = (last.value.animation, tick)
        }
        let pushesBack = layers.values.contains { $0.pushesBack }
        if pushesBack != record.pushesBack {
            record.pushesBack = pushesBack
            record.pushBackChangedAtTick = tick
        }
        record.layers = layers
        context.composite.setObservedValue(ObservedValue(value: record, changedAtTick: tick), at: recordKey)

        var rootTransaction = context.transaction
        if let removal = record.removal, removal.tick == tick, !rootTransaction.disablesAnimations {
            rootTransaction.animation = removal.animation
            // The layer left when the change that removed it was made: the tick's earliest.
            let changes = context.graph.tickTransactions.values.compactMap(\.startTime)
            rootTransaction.startTime = changes.min() ?? rootTransaction.startTime
        }
        var presenter = context
        if record.pushBackChangedAtTick == tick, !presenter.transaction.disablesAnimations {
            presenter.transaction.animation = PresentationMetrics.sheetAnimation
        }
        let amount: CGFloat = pushesBack ? 1 : 0
        let scale = PresentationMetrics.pushedBackScale(width: screen.width)
        let backdrop = presenter.resolve(Rectangle().fill(Color.black).opacity(amount), component: .part("presentationBackdrop"))
        let pushed = presenter.resolve(
            ResolvedNodes(nodes: content)
                .clipShape(RoundedRectangle(cornerRadius: amount * PresentationMetrics.presenterCornerRadius / scale, style: .continuous))
                .modifier(PresenterPushBackEffect(amount: amount, scale: scale, top: safe.minY - screen.minY)),
            component: .part("presenter"))
        return Staged(nodes: backdrop + pushed + layerNodes, transaction: rootTransaction, modal: modal, hasLightStatusBar: pushesBack)
    }

    /// A presentation's nodes (its dimming, then its card), and whether it pushes the
    /// presenter back.
    private func makeLayer(_ presentation: Presentation, in layer: ResolveContext) -> ([ViewNode], Bool) {
        let dimming = layer.resolve(
            Rectangle().fill(Color.black.opacity(PresentationMetrics.dimming)).transition(.opacity), component: .part("dimming"))
        switch presentation.style {
        case .sheet(let content):
            // A sheet is raised above the screen: its backgrounds, and its content's, are
            // UIKit's elevated ones.
            var layer = layer
            layer.environment.isElevated = true
            layer.environment.isInSwipeDismissible = true
            let largeTop = safe.minY + PresentationMetrics.sheetTopGap
            let largeHeight = screen.maxY - largeTop
            let bottomInset = screen.maxY - safe.maxY
            func resolve(height: CGFloat) -> [ViewNode] {
                let card = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
                var inner = layer
                inner.environment.safeAreaGeometry = SafeAreaGeometry(
                    screen: card, safe: CGRect(x: card.minX, y: card.minY, width: card.width, height: max(0, height - bottomInset)))
                return inner.resolve(content, component: .part("content"))
            }
            var nodes = resolve(height: largeHeight)
            let detents = nodes.lazy.compactMap { $0.preferenceValue(PresentationDetentsKey.self) }.first ?? [.large]
            let height = detents.map { $0.cardHeight(screenHeight: screen.height, largeHeight: largeHeight) }.min() ?? largeHeight
            if height != largeHeight {
                nodes = resolve(height: height)
            }
            let indicator = nodes.lazy.map { $0.preferenceValue(PresentationDragIndicatorKey.self) }.first { $0 != .automatic } ?? .automatic
            let card = SheetCard(
                content: nodes, size: CGSize(width: screen.width, height: height),
                cornerRadius: PresentationMetrics.sheetCornerRadius, bottomInset: bottomInset, topInset: 0,
                showsGrabber: indicator == .visible || (indicator == .automatic && detents.count > 1),
                background: Color(uiColor: .systemBackground),
                swipe: SheetSwipe(
                    isDisabled: nodes.contains { $0.preferenceValue(InteractiveDismissDisabledKey.self) }, dismiss: presentation.dismiss))
            let placed = card
                .layoutValue(key: PresentationPlacementKey.self, value: .frame(CGRect(
                    x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)))
                .transition(.move(edge: .bottom))
            return (dimming + layer.resolve(placed, component: .part("card")), height == largeHeight)
        case .fullScreenCover(let content):
            let nodes = layer.resolve(content, component: .part("content"))
            let card = SheetCard(
                content: nodes, size: screen.size, cornerRadius: 0,
                bottomInset: screen.maxY - safe.maxY, topInset: safe.minY - screen.minY, showsGrabber: false,
                background: Color(uiColor: .systemBackground))
            let placed = card
                .layoutValue(key: PresentationPlacementKey.self, value: .frame(screen))
                .transition(.move(edge: .bottom))
            return (layer.resolve(placed, component: .part("card")), false)
        case .alert(let title, let actions, let message):
            let style = PresentationButtonStyle(fontSize: PresentationMetrics.alertButtonSize, rowHeight: PresentationMetrics.alertButtonHeight)
            let buttons = PresentationButtons(
                actions: actions, style: style, fallback: { AnyView(Button("OK", role: .cancel) {}) },
                dismiss: presentation.dismiss, in: layer)
            let placed = AlertCard(title: title, message: message, buttons: buttons)
                .layoutValue(key: PresentationPlacementKey.self, value: .centred(width: PresentationMetrics.alertWidth))
                .transition(.asymmetric(
                    insertion: .scale(scale: PresentationMetrics.alertInsertionScale).combined(with: .opacity), removal: .opacity))
            return (dimming + layer.resolve(placed, component: .part("card")), false)
        case .confirmationDialog(let title, let isTitleVisible, let actions, let message):
            let style = PresentationButtonStyle(fontSize: PresentationMetrics.dialogButtonSize, rowHeight: PresentationMetrics.dialogRowHeight)
            var buttons = PresentationButtons(
                actions: actions, style: style, fallback: { AnyView(EmptyView()) }, dismiss: presentation.dismiss, in: layer)
            if buttons.cancels.isEmpty {
                // iOS gives every confirmation dialog a way out.
                buttons.nodes += layer.resolve(
                    Button("Cancel", role: .cancel) {}.buttonStyle(style), component: .part("cancelAction"))
                buttons.nodes.last?.wrapTapActions(before: presentation.dismiss)
            }
            let margin = PresentationMetrics.dialogMargin
            let placed = DialogCard(title: title, isTitleVisible: isTitleVisible, message: message, buttons: buttons)
                .padding(.bottom, margin + screen.maxY - safe.maxY)
                .layoutValue(key: PresentationPlacementKey.self, value: .bottom(width: screen.width - 2 * margin))
                .transition(.move(edge: .bottom))
            return (dimming + layer.resolve(placed, component: .part("card")), false)
        }
    }
}

/// Where the root puts a child (`PresentationRootLayout`).
enum PresentationPlacement: Equatable {
    /// As a centred `ZStack` does: the content, chrome, backdrop and dimming.
    case standard
    /// In this rectangle of the canvas (a sheet's card).
    case frame(CGRect)
    /// Centred in the canvas, this wide, as tall as it needs (an alert).
    case centred(width: CGFloat)
    /// At the bottom of the canvas, centred, this wide, as tall as it needs, the strip below it
    /// included (a confirmation dialog with its bottom padding).
    case bottom(width: CGFloat)
}

struct PresentationPlacementKey: LayoutValueKey {
    static let defaultValue = PresentationPlacement.standard
}

/// The root's layout once something has been presented: a centred `ZStack`'s placement for
/// the content and the chrome, and each card where its `PresentationPlacement` says.
struct PresentationRootLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            switch subview[PresentationPlacementKey.self] {
            case .standard:
                let origin = AlignmentPlacement.origin(of: subview.dimensions(in: proposal), in: bounds, alignment: .center)
                subview.place(at: origin, anchor: .topLeading, proposal: proposal)
            case .frame(let rect):
                subview.place(
                    at: CGPoint(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(rect.size))
            case .centred(let width):
                let offer = ProposedViewSize(width: width, height: nil)
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offer)
            case .bottom(let width):
                let offer = ProposedViewSize(width: width, height: nil)
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.maxY), anchor: .bottom, proposal: offer)
            }
        }
    }
}

/// Pushes a presenter back behind a sheet: scales it about its top centre and moves its top
/// down to `top`, `amount` of the way (0: as it is; 1: pushed back).
nonisolated struct PresenterPushBackEffect: GeometryEffect {
    var amount: CGFloat
    let scale: CGFloat
    let top: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let factor = 1 - amount * (1 - scale)
        return ProjectionTransform(CGAffineTransform(
            a: factor, b: 0, c: 0, d: factor, tx: size.width / 2 * (1 - factor), ty: amount * top))
    }
}
