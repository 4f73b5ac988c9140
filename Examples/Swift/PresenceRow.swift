import Cutaway
import CutawayComponents

/// The row the seed's previews are built from: a one-line headline title, an optional detail
/// in an `AnimatedPresence`, and a footer, in a `CollapsibleSpacingVStack` with 4-pt gaps.
struct AnimatedPresencePreviewRow: View {
    let title: String
    let detail: String?
    let animation: Animation

    init(title: String, detail: String?, animation: Animation = .smooth) {
        self.title = title
        self.detail = detail
        self.animation = animation
    }

    var body: some View {
        CollapsibleSpacingVStack(alignment: .leading, spacing: 4) {
            Text(verbatim: title)
                .lineLimit(1)
                .font(.headline)

            AnimatedPresence(value: detail, animation: animation, contentTransition: .opacity) { detail in
                Text(verbatim: detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
            }
            .ignoredWhenCollapsed()
            .accessibilityIdentifier("detail")

            Text("Footer")
                .accessibilityIdentifier("footer")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
