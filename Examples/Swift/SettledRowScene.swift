import Cutaway

extension ExampleScenes {
    /// The seed's preview row at rest: a headline title, a two-line caption detail and a
    /// footer, in an inset-grouped `List` section with the preview's two buttons below.
    ///
    /// Written as the seed's `AnimatedPresencePreviewRow` would lay out once its detail has
    /// settled: a leading `VStack` with 4-pt spacing that fills the row's width.
    static func settledRow() -> RenderScene {
        RenderScene(
            "settled-row",
            summary: "The seed's row at rest: title, two-line detail and footer in a List section",
            canvas: RenderCanvas(width: 390, height: 280, scale: 2)
        ) {
            List {
                VStack(alignment: .leading, spacing: 4) {
                    Text(verbatim: "Smooth motion timing")
                        .lineLimit(1)
                        .font(.headline)
                    Text(verbatim: "A much longer change that wraps across two lines, so the row has to make room for it.")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(3)
                    Text("Footer")
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                Button("Hide") {}
                Button("Next value") {}
            }
        }
    }
}
