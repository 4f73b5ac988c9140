import Foundation

/// The screens of a navigation stack, made from its root and path: each screen's content is
/// resolved first, and what it says of its bar (title, display mode, toolbar items,
/// destinations for values pushed after it) is read from its preferences, so the bar is made
/// in the same pass.
nonisolated struct NavigationStackContent: View, PrimitiveView {
    typealias Body = Never
    let root: AnyView
    let values: [AnyHashable]
    let pushedViews: [PushedScreen]
    let actions: NavigationActions
    let scrollEdges: NavigationScrollEdges
    let didScroll: () -> Void
    /// Where a finger has dragged the top screen, if it was pushed with a zoom.
    let zoomDismissal: ZoomDismissal
    /// Changes the dismissal, told how many screens are pushed now.
    let updateZoomDismissal: (_ change: (inout ZoomDismissal, _ depth: Int) -> Void) -> Void

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let geometry = context.environment.safeAreaGeometry
        let margin = NavigationBarMetrics.margin(forWidth: geometry?.screen.width)
        var inner = context
        inner.environment.navigationActions = actions
        inner.environment.isInList = false

        var keys: Set<String> = []
        var destinations: [NavigationDestination] = []
        var made: [(context: ResolveContext, screen: ViewNode, zoomSource: MatchedGeometryKey?)] = []
        var below: (title: Text?, isLarge: Bool)?
        let count = 1 + values.count + pushedViews.count
        for index in 0..<count {
            let view: AnyView
            let key: String
            if index == 0 {
                (view, key) = (root, "root")
            } else if index <= values.count {
                let value = values[index - 1]
                view = destinations.lazy.compactMap { $0.make(value) }.first ?? AnyView(EmptyView())
                key = "value\(index)"
            } else {
                let pushed = pushedViews[index - 1 - values.count]
                (view, key) = (pushed.view, "view\(pushed.number)")
            }
            var screenContext = inner
            screenContext.identity = context.identity.appending(.part("screen-" + key))
            if index > 0 {
                // A pushed screen's `dismiss` pops it.
                screenContext.environment.dismiss = DismissAction(actions.pop)
                screenContext.environment.isPresented = true
            }
            keys.insert(key)
            let edge = scrollEdges.edge(for: key)
            edge.didScroll = didScroll
            screenContext.environment.navigationScrollEdge = edge
            // The content's safe area is less the bars, which are known once it is resolved.
            screenContext.environment.safeAreaGeometry = geometry.map { SafeAreaGeometry(screen: $0.screen, safe: $0.safe, chrome: edge.chrome) }
            let content = screenContext.resolve(view, component: .part("content"))
            screenContext.environment.navigationScrollEdge = nil
            screenContext.environment.safeAreaGeometry = geometry
            func preference<K: PreferenceKey>(_ key: K.Type) -> [K.Value] {
                content.map { $0.preferenceValue(key) }
            }
            destinations += preference(NavigationDestinationsKey.self).flatMap { $0 }
            let title = preference(NavigationTitleKey.self).lazy.compactMap { $0 }.first
            let mode = preference(NavigationTitleDisplayModeKey.self).first { $0 != .automatic } ?? .automatic
            let isLarge = switch mode {
            case .large: true
            case .inline: false
            case .automatic: below?.isLarge ?? true
            }
            let items = preference(ToolbarItemsKey.self).flatMap { $0 }
            let hidden = preference(NavigationBarVisibilityKey.self).contains(.hidden)
                || preference(ToolbarVisibilityKey.self).contains { $0[.navigationBar] == .hidden }
            let bottomHidden = preference(ToolbarVisibilityKey.self).contains { $0[.bottomBar] == .hidden }
            let backHidden = preference(NavigationBackButtonHiddenKey.self).contains(true)
            let search = preference(SearchFieldKey.self).lazy.compactMap { $0 }.first
            let background = preference(ScreenBackgroundKey.self).lazy.compactMap { $0 }.first ?? .systemBackground

            // A bar shows a label by its icon alone (`Button("Add", systemImage: "plus")` is a
            // "+"), as iOS's bars do, unless the item chooses another label style.
            func views(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
                items.filter { $0.placement.slot == slot }.map { entry in
                    let view = entry.view.labelStyle(.iconOnly)
                    return entry.placement.isProminent ? AnyView(view.fontWeight(.semibold)) : AnyView(view)
                }
            }
            // A scroll view under the bar: the content runs up to the bar, under a large
            // title's strip, which the scroll view's content starts below (`NavigationScrollEdge`).
            let hasLargeTitle = isLarge && title != nil
            // A search field under the title scrolls away too: its strip is part of the inset.
            let scrolled = edge.scrolledDistance
            edge.largeTitleInset = scrolled == nil ? 0
                : (hasLargeTitle ? NavigationBarMetrics.largeTitleHeight : 0) + (search == nil ? 0 : SearchFieldMetrics.stripHeight)
            let bar = NavigationBar(
                title: title, isLarge: hasLargeTitle, leading: views(.leading), trailing: views(.trailing),
                principal: views(.principal).first,
                back: index > 0 && !backHidden ? NavigationBackButton(title: below?.title, action: actions.pop) : nil,
                margin: margin, scrolled: scrolled, search: search)
            let barHeight = hidden ? 0
                : NavigationBarMetrics.barHeight + (isLarge && title != nil ? NavigationBarMetrics.largeTitleHeight : 0)
                    + (search == nil ? 0 : SearchFieldMetrics.stripHeight)
            let bottomItems = bottomHidden ? [] : views(.bottom)
            let barNodes = hidden ? [] : screenContext.resolve(bar, component: .part("bar"))
            let bottomNodes = bottomItems.isEmpty ? []
                : screenContext.resolve(NavigationBottomBar(items: bottomItems, margin: margin), component: .part("bottomBar"))
            // What the content's layout (`NavigationScreenLayout.regions`) leaves the bars.
            let contentOverlap = hidden ? 0 : edge.largeTitleInset
            edge.chrome.insets = EdgeInsets(
                top: barHeight - min(contentOverlap, barHeight), leading: 0,
                bottom: bottomNodes.isEmpty ? 0 : NavigationBarMetrics.bottomBarHeight, trailing: 0)
            let backgroundNodes = screenContext.resolve(Rectangle().fill(background).ignoresSafeArea(), component: .part("background"))
            let layout = NavigationScreenLayout(
                barHeight: barHeight, bottomBarHeight: bottomNodes.isEmpty ? 0 : NavigationBarMetrics.bottomBarHeight,
                contentCount: content.count, barCount: barNodes.count, geometry: geometry,
                contentOverlap: contentOverlap)
            let screen = screenContext.node(
                .layout(makeLayoutBox(layout)), typeName: "NavigationScreen",
                children: backgroundNodes + content + barNodes + bottomNodes)
            let zoomSource = preference(NavigationZoomSourceKey.self).lazy.compactMap { $0 }.first
            let isDismissible = index == count - 1 && index > 0 && zoomSource != nil && screenContext.environment.isEnabled
            edge.yieldsDownwardDrag = isDismissible
            if isDismissible {
                // A finger can drag a zoomed screen back into its source.
                screen.decorate(.gesture(ZoomDismissal.attachment(
                    key: screenContext.identity, depth: index, screenHeight: geometry?.screen.height,
                    update: updateZoomDismissal, pop: actions.pop)))
            }
            made.append((screenContext, screen, zoomSource))
            below = (title, isLarge)
        }
        var screens: [ViewNode] = []
        for (index, screen) in made.enumerated() {
            // A pushed screen slides in from the trailing edge, and the one it covers moves
            // part of the way out; a zooming screen grows from its source over the one it
            // covers, which stays.
            let isCovered = index < made.count - 1 && made[index + 1].zoomSource == nil
            let isTop = index == made.count - 1
            // (The pose is the screen's the finger took: no other top's.)
            let dismissal = isTop && screen.zoomSource != nil && zoomDismissal.depth == index ? zoomDismissal : ZoomDismissal()
            let transition: AnyTransition = if index == 0 {
                .identity
            } else if let source = screen.zoomSource {
                AnyTransition([.zoom(source, dismissal: dismissal.pose)])
            } else {
                .move(edge: .trailing)
            }
            let covered = ResolvedNodes(nodes: [screen.screen])
                .modifier(NavigationCoverEffect(covered: isCovered ? 1 : 0))
            guard dismissal.isActive else {
                screens += screen.context.resolve(covered.transition(transition), component: .part("placed"))
                continue
            }
            // Off its place, the screen is drawn over the one below dimmed as by the zoom, cut
            // to the display's corners, in the finger's pose. (When the drag pops the screen,
            // the dimming goes with its removal's fade, on the pop's spring: the zoom's own
            // dimming is left out then, see `ZoomTransitionSource.underlay`.)
            screens += screen.context.resolve(
                Color.black.opacity(ZoomTransitionSource.dimming).ignoresSafeArea(), component: .part("zoomDismissalDim"))
            let posed = covered
                .modifier(_RenderEffectModifier(effect: .clipShape(AnyClipShape(
                    ZoomDismissalCut(screen: geometry?.screen, cornerRadius: context.environment.displayCornerRadius),
                    isInCanvasSpace: true))))
                .modifier(ZoomDismissalEffect(pose: dismissal.pose))
            screens += screen.context.resolve(posed.transition(transition), component: .part("placed"))
        }
        scrollEdges.keep(keys)
        return [context.node(.layout(makeLayoutBox(ZStackLayout(alignment: .topLeading))), typeName: "NavigationStack", children: screens)]
    }
}

/// The colour a screen's content would have behind it: a list's background, which runs under
/// the bars (`nil`: the system background).
struct ScreenBackgroundKey: PreferenceKey {
    static var defaultValue: Color? { nil }
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}
