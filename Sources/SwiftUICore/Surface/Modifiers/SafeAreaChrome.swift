import Foundation

/// The bars a container draws over its content (a navigation screen's navigation bar and
/// bottom toolbar), as insets from the safe area: known only once the content is resolved,
/// since the content says what its title and toolbar are. The container makes one per screen
/// and keeps it from pass to pass, hands it to its content in the safe-area geometry, and sets
/// the insets after resolving the content; layout, which comes after, reads them
/// (`SafeAreaGeometry.contentSafe`). So a background in the content that ignores the safe area
/// runs up under the bar and the status bar, as on iOS, where the bar is translucent over it.
///
/// Compared by identity: the same screen's chrome is the same value in the environment from
/// pass to pass, whatever its insets.
final class SafeAreaChrome: Hashable {
    var insets = EdgeInsets()

    static func == (lhs: SafeAreaChrome, rhs: SafeAreaChrome) -> Bool {
        lhs === rhs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
