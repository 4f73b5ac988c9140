import Foundation

nonisolated extension View {
    /// Lets people pull this list (or scroll view) down to refresh it, running `action`. iOS
    /// draws nothing until the content is pulled, and no script pulls it, so Cutaway draws
    /// the view as it is and never runs `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }
}
