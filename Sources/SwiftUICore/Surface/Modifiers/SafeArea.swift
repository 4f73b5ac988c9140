import Foundation

/// The kinds of safe area a view can extend into (SwiftUI's names).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Where the views of a subtree may draw, in canvas points: the whole `screen`, and the part
/// of it that no system chrome (status bar, home indicator, navigation bar, toolbar) covers.
///
/// It is an environment value, set at the root of a device's canvas and narrowed by the
/// containers that add chrome, so it is known when views are resolved. A navigation screen's
/// bars are known only once its content is resolved (the content says what its title is): the
/// content's geometry carries the screen's `SafeAreaChrome`, which the screen fills in then and
/// layout reads (`contentSafe`). It is exact for containers that fill the screen, which is
/// where iOS draws chrome; Cutaway's choice, in place of SwiftUI's safe area carried through
/// layout.
struct SafeAreaGeometry: Hashable {
    var screen: CGRect
    var safe: CGRect
    /// The bars of the container around, over `safe` (`nil`: none).
    var chrome: SafeAreaChrome?
    /// The edges a view around ignores the safe area on: the chrome's bars do not narrow them.
    var ignoredEdges: Edge.Set = []

    init(screen: CGRect, safe: CGRect, chrome: SafeAreaChrome? = nil, ignoredEdges: Edge.Set = []) {
        self.screen = screen
        self.safe = safe
        self.chrome = chrome
        self.ignoredEdges = ignoredEdges
    }

    /// The safe rectangle less the chrome's bars (on the edges not ignored): where the
    /// content of a navigation screen is laid out. Read at layout time, once the bars are known.
    var contentSafe: CGRect {
        guard let insets = chrome?.insets else { return safe }
        let top = ignoredEdges.contains(.top) ? 0 : insets.top
        let bottom = ignoredEdges.contains(.bottom) ? 0 : insets.bottom
        let leading = ignoredEdges.contains(.leading) ? 0 : insets.leading
        let trailing = ignoredEdges.contains(.trailing) ? 0 : insets.trailing
        return CGRect(
            x: safe.minX + leading, y: safe.minY + top,
            width: max(0, safe.width - leading - trailing), height: max(0, safe.height - top - bottom))
    }

    /// The geometry inside a view that ignores the safe area on `edges`: the safe rectangle
    /// runs to the screen's edge there, and the chrome no longer narrows those edges.
    func ignoring(_ edges: Edge.Set) -> SafeAreaGeometry {
        var extended = SafeAreaGeometry(screen: screen, safe: safe, chrome: chrome, ignoredEdges: ignoredEdges.union(edges))
        if edges.contains(.top) { extended.safe = Self.rect(minX: safe.minX, minY: screen.minY, maxX: safe.maxX, maxY: safe.maxY) }
        let top = extended.safe
        if edges.contains(.bottom) { extended.safe = Self.rect(minX: top.minX, minY: top.minY, maxX: top.maxX, maxY: screen.maxY) }
        let vertical = extended.safe
        if edges.contains(.leading) { extended.safe = Self.rect(minX: screen.minX, minY: vertical.minY, maxX: vertical.maxX, maxY: vertical.maxY) }
        let leading = extended.safe
        if edges.contains(.trailing) { extended.safe = Self.rect(minX: leading.minX, minY: leading.minY, maxX: screen.maxX, maxY: leading.maxY) }
        return extended
    }

    private static func rect(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> CGRect {
        CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `bounds` extended to the screen's edge on each edge of `edges` where it reaches the
    /// content's safe rectangle's edge (within half a point): how far a view that ignores the
    /// safe area draws.
    func extending(_ bounds: CGRect, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.5
        let safe = contentSafe
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private enum SafeAreaGeometryKey: EnvironmentKey {
    static var defaultValue: SafeAreaGeometry? { nil }
}

extension EnvironmentValues {
    /// The safe area of the device the views are drawn on (`nil` on a plain canvas, which is
    /// safe everywhere).
    var safeAreaGeometry: SafeAreaGeometry? {
        get { self[SafeAreaGeometryKey.self] }
        set { self[SafeAreaGeometryKey.self] = newValue }
    }
}

/// Lays its child out as it is, then lets it draw into the safe area on the edges where it
/// reaches it: the child is placed in, and offered, the extended rectangle.
struct SafeAreaIgnoringLayout: ModifierLayout {
    var geometry: SafeAreaGeometry
    var edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let extended = geometry.extending(bounds, edges: edges)
        subviews.first?.place(at: extended.origin, anchor: .topLeading, proposal: ProposedViewSize(extended.size))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

/// The safe area's container at the root of a device's canvas: offers its children the safe
/// rectangle and centres them in it, as the root of a plain canvas does in the whole canvas.
struct SafeAreaContainerLayout: ModifierLayout {
    var safe: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = ProposedViewSize(safe.size)
        for subview in subviews {
            subview.place(at: CGPoint(x: safe.midX, y: safe.midY), anchor: .center, proposal: inner)
        }
    }
}

/// `ignoresSafeArea(_:edges:)`: on a device's canvas, wraps each node so that it may draw into
/// the safe area; on a plain canvas there is none, and the nodes are left as they are.
nonisolated struct _SafeAreaIgnoringModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        guard regions.contains(.container), let geometry = context.environment.safeAreaGeometry else {
            return context.resolveContent(content)
        }
        // What the content holds draws into the safe area as well (a background's colour).
        var inner = context
        inner.environment.safeAreaGeometry = geometry.ignoring(edges)
        return inner.wrapEach(inner.resolveContent(content), typeName: "ignoresSafeArea") {
            SafeAreaIgnoringLayout(geometry: geometry, edges: edges)
        }
    }
}

nonisolated extension View {
    /// Extends this view into the safe area on `edges`: on each edge where its frame reaches
    /// the safe area's edge, it is drawn (and offered room) out to the screen's edge. On a
    /// plain canvas, which has no safe area, the view is laid out as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// The older form of `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Places `content` along `edge` of this view, `spacing` (the standard 8 points when nil)
    /// from it, and lays this view out in what is left: the view's safe area shrinks by the
    /// inset. Cutaway lays a scroll view out above the inset rather than behind it, which looks
    /// the same until it scrolls.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Places `content` along `edge` of this view (leading or trailing), the view laid out in
    /// what is left.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }

    /// Adds `insets` to this view's safe area. Cutaway lays the view out inside them, as
    /// padding: the same picture until a scroll view scrolls under them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` (the standard padding when nil) to this view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to this view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
