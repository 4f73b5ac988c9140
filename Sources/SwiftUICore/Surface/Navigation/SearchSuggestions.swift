import Foundation

nonisolated extension View {
    /// Suggestions iOS lists under the search field while it is being edited. Cutaway draws the
    /// field at rest, where iOS shows none, so they are not drawn (docs/fidelity.md).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        self
    }
}
