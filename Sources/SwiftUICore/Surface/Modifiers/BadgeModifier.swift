import Foundation

/// `badge(_:)`: on a tab's page, a preference the tab bar reads (a red count on the tab's
/// symbol); on a list row, the badge drawn trailing the row's content in the secondary
/// colour, as iOS 17 draws a row's badge (a table cell's trailing detail text). A list speaks
/// for its rows' badges (it sets none), so a row's badge never badges the tab of the page
/// the list is on.
nonisolated struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        if isInList, let label {
            HStack {
                content
                Spacer(minLength: 0)
                label.foregroundStyle(.secondary)
            }
        } else {
            content.preference(key: BadgeKey.self, value: label)
        }
    }
}
