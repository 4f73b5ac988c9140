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

extension View {
    /// Extends this view into the safe area on `edges`.
    ///
    /// Cutaway's canvases have no safe area yet (device screens with a status bar and a home
    /// indicator are issue 18's), so there is nothing to extend into: the view is laid out as
    /// it is, which is what the modifier does on a screen without insets.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// The older form of `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
