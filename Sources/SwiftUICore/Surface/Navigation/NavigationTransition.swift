import Foundation

/// How a navigation stack brings in the screen this is set on (`navigationTransition(_:)`).
public protocol NavigationTransition {}

/// The platform's push: the screen slides in from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The screen grows from a source view (`matchedTransitionSource(id:in:)`) when pushed, and
/// shrinks back into it when popped.
///
/// How it is drawn (an estimate of iOS 18's zoom, whose curve and shape are private): the
/// screen, scaled uniformly so that its width is the source's, is centred on the source and
/// cut to a rounded rectangle that grows from the source's frame and corners to the screen's,
/// on the push's spring, over the screen below, which is dimmed a little
/// (`ZoomTransitionSource`). The screen below stays where it is. A finger that drags the
/// screen down dismisses it (`ZoomDismissal`).
public struct ZoomNavigationTransition: NavigationTransition {
    let source: MatchedGeometryKey
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Grows the screen from the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: MatchedGeometryKey(namespace: namespace, id: AnyHashable(sourceID)))
    }
}

nonisolated extension View {
    /// How a navigation stack brings in this screen (set on the screen's root view).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        preference(key: NavigationZoomSourceKey.self, value: (style as? ZoomNavigationTransition)?.source)
    }

    /// Marks this view as the source a zoom navigation transition grows from.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        let source = MatchedTransitionSource(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)))
        return modifier(_TraitWritingModifier { $0.matchedTransitionSource = source })
    }

    /// Marks this view as the source a zoom navigation transition grows from, with the look
    /// `configuration` gives it (a background, a rounded clip shape, a shadow): the view is
    /// drawn with it, and a zoom from it starts with it.
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View {
        let style = configuration(EmptyMatchedTransitionSourceConfiguration()).style
        let source = MatchedTransitionSource(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), style: style)
        return modifier(_MatchedTransitionSourceLook(style: style))
            .modifier(_TraitWritingModifier { $0.matchedTransitionSource = source })
    }
}

/// The source a screen zooms from (`navigationTransition(.zoom(sourceID:in:))`); the outermost
/// wins.
struct NavigationZoomSourceKey: PreferenceKey {
    static var defaultValue: MatchedGeometryKey? { nil }
    static func reduce(value: inout MatchedGeometryKey?, nextValue: () -> MatchedGeometryKey?) {
        if value == nil { value = nextValue() }
    }
}

extension ViewGraph {
    /// `effects` with each zoom bound to its source as drawn now: its frame, its look, and
    /// the screen's corner radius it grows to (a zoom whose source is not in the tree is the
    /// platform's push from the trailing edge).
    func resolvingZoomSources(_ effects: [TransitionEffect]) -> [TransitionEffect] {
        guard effects.contains(where: { if case .zoom = $0 { true } else { false } }) else { return effects }
        return effects.map { effect in
            guard case .zoom(let key, let dismissal) = effect else { return effect }
            // Where the source is drawn: its presented frame rounded to the pixel grid.
            let rounding = PixelRounding(scale: CGFloat(canvas.scale))
            var source: ZoomTransitionSource?
            tree?.forEachNode { node in
                guard source == nil, let marked = node.traits.matchedTransitionSource, marked.key == key else { return }
                source = ZoomTransitionSource(
                    frame: rounding.round(node.presentedFrame), style: marked.style, environment: node.environment,
                    screen: canvas.device == nil ? nil : CGRect(origin: .zero, size: canvas.size),
                    screenCornerRadius: canvas.device?.displayCornerRadius ?? 0, dismissal: dismissal)
            }
            return source.map(TransitionEffect.zoomed) ?? .move(.trailing)
        }
    }
}
