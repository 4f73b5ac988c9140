import Foundation

/// A navigation bar's item settings (SwiftUI keeps the title display mode here).
public enum NavigationBarItem {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The screen before's mode; large on a stack's root.
        case automatic
        /// In the bar, 17-point semibold, centred.
        case inline
        /// Under the bar, 34-point bold, leading.
        case large
    }
}

/// What a screen's views say about the navigation bar above them, gathered as preferences:
/// the title and its display mode, whether the bar is hidden.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: Text? { nil }
    /// The outermost title wins: a title set on the screen's root speaks for it.
    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        if value == nil { value = nextValue() }
    }
}

struct NavigationTitleDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode { .automatic }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode, nextValue: () -> NavigationBarItem.TitleDisplayMode) {
        if value == .automatic { value = nextValue() }
    }
}

struct NavigationBarVisibilityKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }
    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}

nonisolated extension View {
    /// The title of the navigation screen this view is on.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// How the navigation bar shows this screen's title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }

    /// The older form of `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The older form of `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides (or shows) the navigation bar over this screen.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationBarVisibilityKey.self, value: hidden ? Visibility.hidden : .visible)
    }

    /// Hides the back button. Cutaway draws it unless this says `true`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBackButtonHiddenKey.self, value: hidesBackButton)
    }
}

struct NavigationBackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
