import Cutaway
import CutawayComponents

/// The article's point in one picture: the same row, toggled at the same moments, written the
/// native way (left) and with `AnimatedPresence` + `CollapsibleSpacingVStack` (right).
///
/// On the left the cell snaps to its new height (the next row jumps), the detail fades, and
/// the default spacing goes in a second step. On the right height and spacing glide together
/// and the detail is cut, not squeezed.
struct ComparisonView: View {
    let isVisible: Bool

    static let detail = "The detail appears and disappears while the row below keeps its place on screen."

    var body: some View {
        HStack(spacing: 0) {
            panel("Native: if + .transition(.opacity)") {
                VStack(alignment: .leading) {
                    Text("Native row").lineLimit(1).font(.headline)
                    if isVisible {
                        Text(verbatim: Self.detail)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(3)
                            .transition(.opacity)
                    }
                    Text("Footer")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .animation(.smooth, value: isVisible)
            }
            panel("AnimatedPresence + CollapsibleSpacingVStack") {
                AnimatedPresencePreviewRow(title: "AnimatedPresence row", detail: isVisible ? Self.detail : nil)
            }
        }
    }

    private func panel<Row: View>(_ caption: String, @ViewBuilder row: () -> Row) -> some View {
        VStack(spacing: 0) {
            Text(caption)
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .padding(.top, 14)
            List {
                row()
                Text("Next row")
            }
        }
    }
}

extension ExampleScenes {
    static func comparison() -> RenderScene {
        let isVisible = SceneValue(true)
        return RenderScene(
            "native-vs-presence",
            summary: "The native List row beside AnimatedPresence, toggled together",
            canvas: RenderCanvas(width: 780, height: 236, scale: 2),
            duration: 2.6, fps: 60,
            script: [
                .run(at: 0.5) { isVisible.value = false },
                .run(at: 1.5) { isVisible.value = true },
            ]
        ) {
            ComparisonView(isVisible: isVisible.value)
        }
    }
}
