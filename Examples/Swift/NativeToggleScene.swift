import Cutaway

/// The row the seed's article starts from, written the native way: a `VStack` whose detail
/// appears and disappears with `if` and `.transition(.opacity)`, toggled inside
/// `withAnimation(.smooth)`, in a `List`.
///
/// The detail fades, but the list cell takes its new height at once: the row below jumps, and
/// the footer slides inside a cell that has already changed size.
struct NativeToggleRow: View {
    @State private var isVisible = true

    var body: some View {
        List {
            NativeOnOffRow(isVisible: isVisible)

            Button(isVisible ? "Hide" : "Show") {
                withAnimation(.smooth) {
                    isVisible.toggle()
                }
            }
        }
    }
}

/// The seed's "Native on/off" row: a headline, a detail inserted and removed with `if` and
/// `.transition(.opacity)`, and a footer.
struct NativeOnOffRow: View {
    let isVisible: Bool

    static let detail =
        "Native SwiftUI removes and inserts this payload directly. In List, row height tends to update as a discrete layout change."

    var body: some View {
        VStack(alignment: .leading) {
            Text("Native on/off")
                .lineLimit(1)
                .font(.headline)

            if isVisible {
                Text(verbatim: Self.detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
                    .transition(.opacity)
            }

            Text("Footer")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension ExampleScenes {
    static func nativeToggle() -> RenderScene {
        RenderScene(
            "native-toggle",
            summary: "A List row whose detail is toggled the native way: the cell height snaps",
            canvas: RenderCanvas(width: 390, height: 280, scale: 2),
            duration: 2.5, fps: 60,
            script: [.tap("Hide", at: 0.5), .tap("Show", at: 1.5)]
        ) {
            NativeToggleRow()
        }
    }
}
