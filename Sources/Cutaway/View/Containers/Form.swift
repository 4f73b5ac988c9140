import Foundation

/// A container for the controls of a settings screen: on iOS 17, a list in the inset grouped
/// look (`InsetGroupedListStyle`), its sections cards on the grouped background, each control
/// a row.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List {
            content
        }
        .listStyle(.insetGrouped)
    }
}
