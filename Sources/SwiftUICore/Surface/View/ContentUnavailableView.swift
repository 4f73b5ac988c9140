import Foundation

/// An empty state (iOS 17): a large icon over a bold title, a description under it in the
/// secondary colour and the actions below, centred in the space offered.
///
/// Sizes are estimates read off iOS 17 screenshots of `ContentUnavailableView.search` on an
/// iPhone, not measured: the icon at 48 points, the title in `.title2` bold, the description in
/// `.callout`, 8 points between the label and the description, 16 before the actions.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableContentLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title, as an empty state draws its label.
nonisolated struct UnavailableContentLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == SwiftUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUICore.Label(title, systemImage: name) }, description: { description })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUICore.Label(title, systemImage: name) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUICore.Label(title, image: name) }, description: { description })
    }
}

/// The content of `ContentUnavailableView.search`: iOS's own title and advice.
public struct SearchUnavailableContent {
    /// The magnifying glass and "No Results" (with the search text in quotes, when there is one).
    nonisolated public struct Label: View {
        let text: String?
        public var body: some View {
            SwiftUICore.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search with no results.
    public static var search: ContentUnavailableView { searchUnavailable(text: nil) }

    /// The empty state of a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView { searchUnavailable(text: text) }

    private static func searchUnavailable(text: String?) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
