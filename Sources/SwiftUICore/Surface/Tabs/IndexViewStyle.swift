import Foundation

/// How a page-style tab view shows its row of page dots (`indexViewStyle(_:)`).
public protocol IndexViewStyle {}

/// The page dots of a page-style tab view, with or without a backdrop behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a backdrop behind them.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let showsBackground: Bool
        /// As the system decides: on iOS, a backdrop only while the dots are touched, so none in a
        /// picture.
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        /// Always a backdrop.
        public static let always = BackgroundDisplayMode(showsBackground: true)
        /// A backdrop while the dots are touched: none in a picture.
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        /// Never a backdrop.
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private enum PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether page dots are drawn on a backdrop.
    var showsPageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the page dots of the tab views in this view in `style`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.showsPageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode.showsBackground ?? false)
    }
}
