import Foundation

/// How a tab view shows its pages: a tab bar (`.automatic`, `.tabBarOnly`… on iOS the same) or
/// one page at a time with page dots (`.page`).
public protocol TabViewStyle {}

/// The tab bar at the bottom: iOS's default.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// Pages side by side, one shown, with a row of dots for them at the bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots are shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsDots: Bool
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(showsDots: true)
        public static let always = IndexDisplayMode(showsDots: true)
        public static let never = IndexDisplayMode(showsDots: false)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The style a tab view draws in, as Cutaway keeps it.
enum ResolvedTabViewStyle: Hashable {
    case tabBar
    case page(showsDots: Bool)
}

private enum TabViewStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedTabViewStyle { .tabBar }
}

extension EnvironmentValues {
    var tabViewStyle: ResolvedTabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the tab views in this view in `style`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let resolved: ResolvedTabViewStyle = (style as? PageTabViewStyle).map { .page(showsDots: $0.indexDisplayMode.showsDots) } ?? .tabBar
        return environment(\.tabViewStyle, resolved)
    }
}
