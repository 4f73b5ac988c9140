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
/// cut to a rectangle that grows from the source's frame to the screen's, on the push's spring
/// (`TransitionEffect.zoomed`). The screen below stays where it is.
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

extension View {
    /// How a navigation stack brings in this screen (set on the screen's root view).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        preference(key: NavigationZoomSourceKey.self, value: (style as? ZoomNavigationTransition)?.source)
    }

    /// Marks this view as the source a zoom navigation transition grows from.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        let key = MatchedGeometryKey(namespace: namespace, id: AnyHashable(id))
        return modifier(_TraitWritingModifier { $0.matchedTransitionSource = key })
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
    /// `effects` with each zoom bound to its source's frame as drawn now (a zoom whose source
    /// is not in the tree is the platform's push from the trailing edge).
    func resolvingZoomSources(_ effects: [TransitionEffect]) -> [TransitionEffect] {
        guard effects.contains(where: { if case .zoom = $0 { true } else { false } }) else { return effects }
        return effects.map { effect in
            guard case .zoom(let key) = effect else { return effect }
            // Where the source is drawn: its presented frame rounded to the pixel grid.
            let rounding = PixelRounding(scale: CGFloat(canvas.scale))
            var source: CGRect?
            tree?.forEachNode { node in
                if source == nil, node.traits.matchedTransitionSource == key { source = rounding.round(node.presentedFrame) }
            }
            return source.map(TransitionEffect.zoomed) ?? .move(.trailing)
        }
    }
}
