import Foundation

/// Where a searchable view's search field goes (SwiftUI's placements). On iOS, every
/// placement of a screen in a navigation stack draws the field in the navigation bar's
/// drawer, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a search field in the navigation bar's drawer shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown while the content is scrolled to its top (always, in a still frame).
        case automatic
        /// Always shown.
        case always
    }

    enum Kind: Hashable, Sendable {
        case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
}

/// A screen's search field, as its views ask for it (`searchable(text:placement:prompt:)`):
/// the text searched for and the prompt shown while it is empty.
struct SearchField {
    let text: String
    let prompt: Text?
}

struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchField? { nil }
    /// The outermost field wins, as for the title.
    static func reduce(value: inout SearchField?, nextValue: () -> SearchField?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Puts a search field for `text` in the navigation bar of the screen this view is on,
    /// under the title (iOS 17's `UISearchController` look: `NavigationSearchField`). A
    /// script cannot type into it; the bound state's text is drawn when not empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        preference(key: SearchFieldKey.self, value: SearchField(text: text.wrappedValue, prompt: prompt))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// A search field's measurements in a navigation bar (iOS 17's UISearchBar under a large
/// title, estimated from its look): a 52-point strip holding a 36-point field (UISearchTextField's
/// height) at the layout margins, 1 point from the strip's top, on a rounded rectangle of
/// 10-point corners in the tertiary system fill; the `magnifyingglass` 6 points in from its
/// leading edge, the text 6 points after it, in the 17-point body font.
enum SearchFieldMetrics {
    static let stripHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let topInset: CGFloat = 1
    static let cornerRadius: CGFloat = 10
    static let glassInset: CGFloat = 6
    static let glassSpacing: CGFloat = 6
}

/// The search field in the navigation bar's drawer: the magnifying glass and the prompt
/// ("Search" unless given) in the secondary label colour, or the text searched for in the
/// label colour.
nonisolated struct NavigationSearchField: View {
    let field: SearchField
    let margin: CGFloat

    var body: some View {
        HStack(spacing: SearchFieldMetrics.glassSpacing) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            if field.text.isEmpty {
                (field.prompt ?? Text("Search")).foregroundStyle(Color(uiColor: .secondaryLabel))
            } else {
                Text(field.text).foregroundStyle(Color(uiColor: .label))
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
        .font(.body)
        .padding(.leading, SearchFieldMetrics.glassInset)
        .frame(height: SearchFieldMetrics.fieldHeight)
        .background(
            RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill)))
        .padding(.horizontal, margin)
        .padding(.top, SearchFieldMetrics.topInset)
        .frame(height: SearchFieldMetrics.stripHeight, alignment: .top)
    }
}
