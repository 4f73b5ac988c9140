import Cutaway

/// What a `#Preview("title") { ... }` block becomes in the seed-conformance package: a title
/// and the view it builds (macros cannot be built with the toolchain alone).
public struct SeedPreview {
    public let title: String
    public let makeContent: () -> AnyView

    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        makeContent = { AnyView(content()) }
    }
}
